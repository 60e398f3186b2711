/**
 * Throttling rules (decisions 0017 and 0039): how long a key (an IP, an account...) must wait after its
 * recent failures. Pure arithmetic; the counters live in the database (providers/throttle/counters.server.ts).
 */

export interface ThrottlePolicy {
  /** Failures that cost no wait (10 per IP; 0 per account: every failure counts). */
  freeFailures: number
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number
  /** No wait is longer than this. */
  maxDelayMs: number
  /** Failures older than this are forgotten: the counter starts again. */
  windowMs: number
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** Per IP: 10 free failures, then 1 s, 2 s, 4 s... up to an hour; forgotten after a day. */
export const PER_IP: ThrottlePolicy = { freeFailures: 10, baseDelayMs: SECOND, maxDelayMs: HOUR, windowMs: 24 * HOUR }
/** Per IP and account: every failure doubles the wait, up to an hour; forgotten after a day. */
export const PER_ACCOUNT: ThrottlePolicy = { freeFailures: 0, baseDelayMs: SECOND, maxDelayMs: HOUR, windowMs: 24 * HOUR }
/**
 * Per account from any address (login), and per customer for the current password asked in a session.
 * Anyone who knows an e-mail address can spend this allowance, so it must not become a way to lock the
 * customer out: 5 free failures a day (a customer's own typos), then 1 min, 2 min, 4 min... capped at
 * 15 minutes, so a stranger's burst costs the customer at most a quarter of an hour after it stops.
 * A guesser spread over many addresses still gets no more than about four guesses an hour; the strict
 * brake on a single address stays PER_ACCOUNT.
 */
export const PER_ACCOUNT_ANY_ADDRESS: ThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: MINUTE,
  maxDelayMs: 15 * MINUTE,
  windowMs: 24 * HOUR,
}

/** How long to wait after `failures` recent failures: 0 within the free ones, then base × 2^(n−free−1), capped. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  const past = failures - policy.freeFailures
  if (past <= 0) return 0
  // 2^40 ms is decades: beyond it the cap has long applied, and the power stays a finite number.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(past - 1, 40), policy.maxDelayMs)
}

/** When the next attempt is allowed after the latest failure; null when it is allowed at once. */
export function nextAttemptAt(failures: number, lastFailureAt: Date, policy: ThrottlePolicy): Date | null {
  const delay = delayAfter(failures, policy)
  return delay > 0 ? new Date(lastFailureAt.getTime() + delay) : null
}

/** Whether a counter last touched at `lastFailureAt` has expired (its failures no longer count). */
export function isExpired(lastFailureAt: Date, now: Date, policy: ThrottlePolicy): boolean {
  return now.getTime() - lastFailureAt.getTime() >= policy.windowMs
}

/** Whole seconds until `until` (at least 1 while it is in the future), as Retry-After wants them. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / SECOND))
}

/** Whole minutes for a shopper's message ("try again in 2 minutes"): never 0. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

/** The locale key of "Too many attempts. Please try again in {count} minutes." (plural by `count`). */
export const TOO_MANY_ATTEMPTS = 'throttle.tooManyAttempts'

/** The longest window of the shop's policies: a counter untouched for longer is only clutter. */
export const LONGEST_WINDOW_MS = Math.max(PER_IP.windowMs, PER_ACCOUNT.windowMs, PER_ACCOUNT_ANY_ADDRESS.windowMs)
