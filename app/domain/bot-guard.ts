/**
 * Public forms without a captcha: a form carries a hidden field people never see (bots fill
 * it) and the time it was rendered (people take seconds, scripts milliseconds). Pure rules; the stamp
 * is signed and checked in ~/utils/bot-guard.server.
 */
import type { ThrottlePolicy } from './throttle'

/**
 * What the guard concluded about one submission. 'captcha': a captcha is configured (decision 0033) and
 * the submission carried no token the provider confirmed; judged only after the checks above passed.
 */
export type FormVerdict = 'ok' | 'bot' | 'too-fast' | 'stale' | 'captcha'

/** Nobody reads, fills in and sends a contact or warranty form in under three seconds. */
export const MIN_FILL_MS = 3_000
/** A form page older than this (kept in a tab, or cached) asks to be sent again: the stamp is not reused forever. */
export const MAX_FORM_AGE_MS = 2 * 24 * 60 * 60 * 1000

/**
 * The verdict for a submission: a filled honeypot is a bot; a missing, forged or very old stamp is stale
 * (the shopper sends again with a fresh one); a stamp younger than the minimum fill time is too fast.
 */
export function judgeFormSubmission({
  honeypot,
  renderedAt,
  now,
  minFillMs = MIN_FILL_MS,
  maxAgeMs = MAX_FORM_AGE_MS,
}: {
  honeypot: string
  /** When the form was rendered, from a stamp whose signature held; null when there was none. */
  renderedAt: number | null
  now: number
  minFillMs?: number
  maxAgeMs?: number
}): FormVerdict {
  if (honeypot.trim() !== '') return 'bot'
  if (renderedAt === null) return 'stale'
  const age = now - renderedAt
  // A stamp from the future is forged or from a skewed clock: ask again rather than trust it.
  if (age < 0 || age > maxAgeMs) return 'stale'
  if (age < minFillMs) return 'too-fast'
  return 'ok'
}

/** Locale keys of the answers a person can act on; a bot gets no message (see guardPublicForm). */
export const FORM_VERDICT_MESSAGES = {
  'too-fast': 'botGuard.tooFast',
  stale: 'botGuard.stale',
  captcha: 'botGuard.captcha',
} as const satisfies Record<Exclude<FormVerdict, 'ok' | 'bot'>, string>

const MINUTE = 60_000
/**
 * Submissions of one public form from one IP: 20 an hour are free (shared mobile-network addresses send
 * several shoppers through one IP), then a wait from one minute doubling to an hour.
 */
export const PUBLIC_FORM_POSTS: ThrottlePolicy = { freeFailures: 20, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, windowMs: 60 * MINUTE }
