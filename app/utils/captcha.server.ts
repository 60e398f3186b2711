/**
 * The optional captcha of public forms (decision 0033): Cloudflare Turnstile or hCaptcha, on top
 * of the bot guard's honeypot, fill time and per-IP limit, and only when CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY
 * and CAPTCHA_SECRET are set. With none set, nothing here renders, loads or calls anything.
 *
 * - The widget: forms render an empty container (`<CaptchaWidget/>`, app/components/ui/captcha-widget.tsx)
 *   carrying the public site key. A few lines appended to the root's after-load script (decision 0009,
 *   same nonce) wait for React's hydration, then load the provider's script in explicit mode and render a
 *   widget into every container, including those that appear later (another page, a form rendered again,
 *   the newsletter popup's copy). The provider puts its token field inside the container, so the token is
 *   sent with the form.
 * - The check: `verifyCaptchaToken` posts the token, the secret and the client's IP to the provider's
 *   siteverify endpoint. A timeout, a network failure or an unexpected answer counts as not confirmed.
 *   The secret never leaves the server.
 */
import { CAPTCHA_WIDGET_CLASS, type CaptchaWidgetConfig } from './bot-guard'
import type { Env } from './env.server'
import type { CaptchaProvider } from './third-party'

interface CaptchaService {
  /** The provider's browser script, in explicit rendering mode (we render into containers ourselves). */
  script: string
  /** The global the script defines, with render(container, { sitekey }). */
  api: string
  /** The form field the widget adds, holding the token. */
  responseField: string
  /** Where the server confirms a token. */
  verifyUrl: string
}

export const CAPTCHA_SERVICES: Record<CaptchaProvider, CaptchaService> = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    api: 'turnstile',
    responseField: 'cf-turnstile-response',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    api: 'hcaptcha',
    responseField: 'h-captcha-response',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
  },
}

/** How long the provider gets to answer before the token counts as not confirmed. */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 5_000
/** Tokens are a few hundred characters (Turnstile's at most 2048): anything much longer is not one. */
const MAX_TOKEN_LENGTH = 4_096

type CaptchaEnv = Pick<Env, 'CAPTCHA_PROVIDER' | 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SECRET'>

/** The public half of the configuration (provider and site key), for the page; null when none is configured. */
export function captchaWidgetConfig(env: CaptchaEnv): CaptchaWidgetConfig | null {
  return env.CAPTCHA_PROVIDER && env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET
    ? { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY }
    : null
}

/** JSON safe inside a <script> element. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The lines appended to the root's after-load script; '' when no captcha is configured. The provider's
 * script is requested only once a container is on the page, and only after hydration (React would
 * otherwise find the widget's nodes in a container it rendered empty).
 */
export function captchaBootScript(config: CaptchaWidgetConfig | null): string {
  if (!config) return ''
  const service = CAPTCHA_SERVICES[config.provider]
  const selector = `.${CAPTCHA_WIDGET_CLASS[config.provider]}`
  return [
    ';(function(){var d=document,w=window,h=d.documentElement,done=new WeakSet(),asked=false;',
    `function boxes(){return [].slice.call(d.querySelectorAll(${literal(selector)})).filter(function(e){return !done.has(e)})}`,
    `function render(){var api=w[${literal(service.api)}];if(!api)return;boxes().forEach(function(e){done.add(e);api.render(e,{sitekey:e.getAttribute('data-sitekey')})})}`,
    `function load(){if(asked||!boxes().length)return;asked=true;var s=d.createElement('script');s.src=${literal(service.script)};s.async=true;s.onload=render;d.body.appendChild(s)}`,
    'function go(){load();new MutationObserver(function(){if(asked)render();else load()}).observe(d.body,{childList:true,subtree:true})}',
    "addEventListener('load',function(){if(h.hasAttribute('data-hydrated'))return go();",
    "var o=new MutationObserver(function(){if(h.hasAttribute('data-hydrated')){o.disconnect();go()}});o.observe(h,{attributes:true,attributeFilter:['data-hydrated']})})",
    '})()',
  ].join('')
}

/**
 * Whether the provider confirms a submission's token. A missing or oversized token costs no call; a
 * timeout, a network failure, an error status or an answer without `success: true` is a refusal.
 */
export async function verifyCaptchaToken({
  provider,
  secret,
  token,
  remoteIp,
  timeoutMs = CAPTCHA_VERIFY_TIMEOUT_MS,
}: {
  provider: CaptchaProvider
  secret: string
  token: FormDataEntryValue | null
  remoteIp: string | null
  timeoutMs?: number
}): Promise<boolean> {
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) return false
  const body = new URLSearchParams({ secret, response: token })
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp)
  try {
    const response = await fetch(CAPTCHA_SERVICES[provider].verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return false
    const answer = (await response.json()) as { success?: unknown }
    return answer.success === true
  } catch {
    return false
  }
}

/** Judge a submission's token with the configured captcha; true when none is configured. */
export async function captchaConfirms(formData: FormData, env: CaptchaEnv, remoteIp: string | null): Promise<boolean> {
  if (!env.CAPTCHA_PROVIDER || !env.CAPTCHA_SECRET || !env.CAPTCHA_SITE_KEY) return true
  return verifyCaptchaToken({
    provider: env.CAPTCHA_PROVIDER,
    secret: env.CAPTCHA_SECRET,
    token: formData.get(CAPTCHA_SERVICES[env.CAPTCHA_PROVIDER].responseField),
    remoteIp,
  })
}
