/**
 * The server half of the bot guard (~/domain/bot-guard): signs the time a form is rendered, and judges a
 * submission by its honeypot, its stamp and the per-IP limit of public form posts.
 *
 *   loader:  return json({ ..., formStamp: issueFormStamp() })        // <BotGuardFields stamp={...} />
 *   action:  const verdict = await guardPublicForm(formData, { context, form: 'contact' })
 *            if (verdict === 'bot') return redirectAsIfSent()          // store nothing, tell the bot nothing
 *            if (verdict !== 'ok') return refusal with FORM_VERDICT_MESSAGES[verdict] and a fresh stamp
 */
import type { AppLoadContext } from '@remix-run/node'
import { judgeFormSubmission, PUBLIC_FORM_POSTS, type FormVerdict } from '~/domain/bot-guard'
import { hmacBase64Url, safeEqual } from '~/payments/signing'
import { ipKey } from '~/providers/throttle/counters.server'
import { HONEYPOT_FIELD, STAMP_FIELD } from './bot-guard'
import { captchaConfirms } from './captcha.server'
import { getEnv } from './env.server'
import { clientIp, throttleStep } from './throttle.server'

function signature(renderedAt: number): string {
  return hmacBase64Url(getEnv().SESSION_SECRET, `form-stamp:${renderedAt}`)
}

/** The last stamp issued: the forms of one page are rendered within the same millisecond, and share it. */
let lastIssued = { at: -1, secret: '', stamp: '' }

/**
 * A stamp for a form rendered now: `<ms>.<signature>`. It names no shopper; a page kept for other shoppers
 * gets a fresh one per copy (the page cache finds the page's stamps with `formStampsIn`), so the minimum
 * fill time still counts from each copy.
 */
export function issueFormStamp(now: number = Date.now()): string {
  const secret = getEnv().SESSION_SECRET
  if (lastIssued.at !== now || lastIssued.secret !== secret) lastIssued = { at: now, secret, stamp: `${now}.${signature(now)}` }
  return lastIssued.stamp
}

/** Every distinct form stamp in a rendered page; each is checked, so no other text is taken for one. */
export function formStampsIn(html: string): string[] {
  const found = new Set<string>()
  for (const [candidate] of html.matchAll(/\d{1,15}\.[\w-]{20,100}/g)) {
    if (readFormStamp(candidate) !== null) found.add(candidate)
  }
  return [...found]
}

/** When a stamp says its form was rendered; null for a missing, malformed or forged stamp. */
export function readFormStamp(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{1,15})\.([\w-]{20,100})$/.exec(value)
  if (!match) return null
  const renderedAt = Number(match[1])
  return safeEqual(match[2], signature(renderedAt)) ? renderedAt : null
}

/**
 * Judge a public form's submission. Throws a 429 when the IP has sent this form too often; every
 * submission counts, refused or not, so a bot that retries only waits longer. When a captcha is
 * configured (decision 0033), its token is checked with the provider last: a submission the honeypot or
 * the stamp already refused costs no call.
 */
export async function guardPublicForm(
  formData: FormData,
  { context, form, now = Date.now() }: { context: AppLoadContext | undefined; form: string; now?: number },
): Promise<FormVerdict> {
  await throttleStep([ipKey(`form:${form}`, clientIp(context), PUBLIC_FORM_POSTS)], { counts: 'every-attempt', now: new Date(now) })
  const honeypot = formData.get(HONEYPOT_FIELD)
  const env = getEnv()
  const judged = judgeFormSubmission({
    honeypot: typeof honeypot === 'string' ? honeypot : '',
    renderedAt: readFormStamp(formData.get(STAMP_FIELD)),
    now,
    minFillMs: env.FORM_MIN_FILL_MS,
  })
  if (judged !== 'ok') return judged
  return (await captchaConfirms(formData, env, clientIp(context))) ? 'ok' : 'captcha'
}
