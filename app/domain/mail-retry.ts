/**
 * When to try a message again after a failed attempt: 30 s after the first, doubling each time, never more
 * than an hour apart. An SMTP server that is down for a minute costs a minute; one down all night is still
 * tried every hour, without a queue of thousands hammering it every few seconds.
 */
export const FIRST_RETRY_MS = 30_000
export const MAX_RETRY_MS = 60 * 60_000

/** The wait before the next attempt, after `attempts` failed ones (1 or more). */
export function mailRetryDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a whole number from 1: ${attempts}`)
  // 2^7 * 30 s already passes the hour: stop doubling there so large counts cannot overflow.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 8), MAX_RETRY_MS)
}
