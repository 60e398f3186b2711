import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import crypto from 'node:crypto'
import { z } from 'zod'
import { MIN_FILL_MS } from '~/domain/bot-guard'
import { DAILY_TIME_PATTERN } from './daily-time'
import { SITE_NAME } from './site'
import { DSN_PATTERN, chatWidgetIdProblem } from './third-party'

/** 'true'/'1' or 'false'/'0', as every flag of this shop is written. */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/**
 * Where shoppers reach the shop, as an origin (https://shop.example.co.za): every mailed link starts with it,
 * so it names no path. Unset or empty: none (see the production rule below and shopOrigin).
 */
const publicUrl = z
  .string()
  .optional()
  .transform((value, ctx): string | undefined => {
    if (!value) return undefined
    const url = URL.canParse(value) ? new URL(value) : null
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      ctx.addIssue({ code: 'custom', message: 'must be an http(s) URL such as https://shop.example.co.za' })
      return z.NEVER
    }
    if (url.pathname !== '/' || url.search || url.hash || url.username) {
      ctx.addIssue({ code: 'custom', message: "is the shop's origin only (such as https://shop.example.co.za), without a path" })
      return z.NEVER
    }
    return url.origin
  })

/** The ranges Express names in `trust proxy` besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...more] = entry.split('/')
  const family = net.isIP(address)
  if (!family || more.length) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/**
 * The proxies in front of the shop, as Express's `trust proxy` takes them: a number of hops, or addresses,
 * CIDR ranges and the names above, comma-separated. Only these may tell the client's address and scheme
 * (X-Forwarded-For, X-Forwarded-Proto). Unset or empty: none, so a client that connects directly cannot
 * choose the address the rate limits count. `true` (every hop) is refused: anyone could then choose it.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? ''
    if (!text) return false
    if (/^\d+$/.test(text)) return Number(text)
    const entries = text.split(',').map((entry) => entry.trim())
    const wrong = entries.filter((entry) => !isProxyAddress(entry))
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `takes a number of hops or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal (not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')})`,
      })
      return z.NEVER
    }
    return entries
  })

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /** The files of downloadable products (product.downloadable_file is relative to it); never served publicly. */
    DOWNLOADS_DIR: z.string().default('./downloads'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
    ELASTICSEARCH_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The shop's public origin; required in production, else http://localhost:PORT (see shopOrigin). */
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
    /**
     * Turns /metrics on, for requests carrying it as a bearer token; unset means no /metrics at all. Long and
     * of letters, digits and `-._~+/=` (what a bearer token may be), so that it cannot be guessed or mistyped.
     */
    METRICS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9\-._~+/]+=*$/, 'METRICS_TOKEN may hold letters, digits and -._~+/= only')
      .min(24, 'METRICS_TOKEN must be at least 24 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seed the demo catalogue into an empty database on start. */
    SEED_DEMO: flag.default(true),
    /**
     * Create the demo trade account (whose password README prints) when seeding the demo. Unset: yes in
     * development and the demo, no in production (see seedsDemoTradeAccount).
     */
    SEED_DEMO_ACCOUNT: flag.optional().or(z.literal('').transform(() => undefined)),
    /** Demo mode: allows a generated SESSION_SECRET in production (the one-command quick start). */
    KAROO_DEMO: flag.default(false),
    /** Secure cookies always (true) or never (false); unset means when the request came over HTTPS. */
    COOKIE_SECURE: flag.optional().or(z.literal('').transform(() => undefined)),
    /** smtp:// or smtps:// URL of the mail server; unset means messages are written as .eml files to DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default(`${SITE_NAME} <orders@karoo.example>`),
    /** Attempts at sending one outbox message before it is marked failed (about 13 hours with the backoff). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(20),
    /** Google Tag Manager container id; unset means no analytics script is loaded at all. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must look like GTM-XXXXXXX')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Signs payment results; unset means one derived from SESSION_SECRET. */
    PAYMENT_SIGNING_SECRET: z
      .string()
      .min(16, 'PAYMENT_SIGNING_SECRET must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Memory for pages kept for shoppers without the shop's cookies (home, categories, products, search, CMS),
     * in MB per instance; 0 turns the page cache off. Kept pages end with the first write to the catalogue or
     * content, on every instance (server/page-cache.server.ts).
     */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
    /** Guest carts untouched for this many days are deleted (an hourly job in every instance). */
    CART_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** When the scheduler (scripts/scheduler.ts) rebuilds the Elasticsearch indexes each day, as HH:MM in UTC. */
    REINDEX_AT: z.string().regex(DAILY_TIME_PATTERN, 'REINDEX_AT must be a UTC time of day such as 00:05').default('00:05'),
    /** Publish product reviews as soon as they are written; unset means they wait for moderation. */
    REVIEWS_AUTO_PUBLISH: flag.default(false),
    /**
     * Where shoppers check out when that happens on another site (its https address). Unset: this shop's own
     * checkout, which the cart's success notifications offer ("Proceed to checkout"); set, they offer none.
     */
    EXTERNAL_CHECKOUT_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Orders made offline: sent as soon as the connection returns, or only once the shopper confirms them. */
    OUTBOX_SEND: z.enum(['automatic', 'confirm']).default('automatic'),
    /** Where contact-form messages are sent (the store's customer service inbox). */
    SERVICE_EMAIL: z.email('SERVICE_EMAIL must be an e-mail address').default('service@karoo.example'),
    /** Public forms sent sooner than this after they were rendered are refused as scripted (the bot guard). */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(MIN_FILL_MS),
    /** Where proofs of purchase of warranty registrations are kept (never served); unset means DATA_DIR/warranty-uploads. */
    WARRANTY_UPLOADS_DIR: z
      .string()
      .min(1)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A chat widget (Crisp or Tawk.to) and its id; both unset means no chat script at all. */
    CHAT_PROVIDER: z
      .enum(['crisp', 'tawk'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    CHAT_WIDGET_ID: z
      .string()
      .max(100)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Sentry-style DSN for browser error reports; unset means no error-reporting script at all. */
    ERROR_REPORTING_DSN: z
      .string()
      .regex(DSN_PATTERN, 'ERROR_REPORTING_DSN must look like https://<key>@<host>/<project id>')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A captcha on public forms, on top of the bot guard; all three unset means none (decision 0033). */
    CAPTCHA_PROVIDER: z
      .enum(['turnstile', 'hcaptcha'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    CAPTCHA_SITE_KEY: z
      .string()
      .regex(/^[\w-]{6,100}$/, 'CAPTCHA_SITE_KEY looks wrong')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    CAPTCHA_SECRET: z
      .string()
      .min(6)
      .max(200)
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    // A real shop mails links: they must name it, and no request can tell what its address is.
    if (env.NODE_ENV === 'production' && !env.KAROO_DEMO && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required in production: the address shoppers reach the shop at, such as https://shop.example.co.za (mailed links start with it)',
      })
    }
    // Half a configuration is a mistake, not "off": say so at start rather than load nothing silently.
    if (Boolean(env.CHAT_PROVIDER) !== Boolean(env.CHAT_WIDGET_ID)) {
      ctx.addIssue({ code: 'custom', path: ['CHAT_WIDGET_ID'], message: 'CHAT_PROVIDER and CHAT_WIDGET_ID are set together or not at all' })
    } else if (env.CHAT_PROVIDER && env.CHAT_WIDGET_ID) {
      const problem = chatWidgetIdProblem(env.CHAT_PROVIDER, env.CHAT_WIDGET_ID)
      if (problem) ctx.addIssue({ code: 'custom', path: ['CHAT_WIDGET_ID'], message: problem })
    }
    const captcha = [env.CAPTCHA_PROVIDER, env.CAPTCHA_SITE_KEY, env.CAPTCHA_SECRET].filter(Boolean).length
    if (captcha !== 0 && captcha !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: 'CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set together or not at all',
      })
    }
  })

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string }

let cached: Env | undefined

/** Check a set of variables against the schema; a bad value throws with a message naming each one. */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): z.infer<typeof schema> {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** Parse the environment once; a bad value stops the process with a clear message. */
export function getEnv(): Env {
  if (cached) return cached
  const env = parseEnv(process.env)
  let secret = env.SESSION_SECRET
  if (!secret) {
    if (env.NODE_ENV === 'production' && !env.KAROO_DEMO) {
      throw new Error('Invalid environment:\n  SESSION_SECRET: required in production (at least 16 characters)')
    }
    secret = loadOrCreateSecret(env.DATA_DIR)
  }
  cached = { ...env, SESSION_SECRET: secret }
  return cached
}

/**
 * The origin every link in a mail starts with: PUBLIC_URL, or in development and the demo this server on
 * localhost. Never a request header: a forged Host must not point a reset link at another site.
 */
export function shopOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'> = getEnv()): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
}

/**
 * Whether seeding the demo creates the demo trade account. Its password is public (README), so a production
 * shop, which strangers can reach, gets it only when SEED_DEMO_ACCOUNT asks; the demo and development do.
 */
export function seedsDemoTradeAccount(env: Pick<Env, 'SEED_DEMO_ACCOUNT' | 'NODE_ENV' | 'KAROO_DEMO'>): boolean {
  return env.SEED_DEMO_ACCOUNT ?? (env.NODE_ENV !== 'production' || env.KAROO_DEMO)
}

/** Tests only: forget the parsed environment so that the next getEnv() reads process.env again. */
export function resetEnvForTests(): void {
  cached = undefined
}

/** In development a secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
