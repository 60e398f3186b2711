/** A time of day in UTC, "HH:MM" (24-hour clock), as the nightly jobs are configured. */
export const DAILY_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The first moment strictly after `now` whose UTC time of day is `at`: today's if it is still ahead, else
 * tomorrow's. In UTC because special prices start and end at midnight UTC, and UTC has no daylight-saving jumps.
 */
export function nextDailyRun(now: Date, at: string): Date {
  if (!DAILY_TIME_PATTERN.test(at)) throw new RangeError(`"${at}" is not a time of day such as 00:05`)
  const [hours, minutes] = at.split(':').map(Number) as [number, number]
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes))
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return next
}
