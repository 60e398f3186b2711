/**
 * Calendar helpers shared by price windows and date formatting. Dates in the
 * catalogue are calendar days ('YYYY-MM-DD'); which day "now" is depends on the
 * time zone, so every helper takes one (IANA name, default 'UTC').
 */

export interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * A zone's offset from UTC changes only on a quarter hour (every DST rule and offset in the time zone
 * database falls on one), so the offset found for one instant holds for its whole quarter hour: reading it
 * once per quarter (formatToParts is slow, and prices, coupons and the page cache ask for "today" many times
 * per page) and adding it gives the same fields.
 */
const QUARTER_HOUR_MS = 15 * 60_000
const offsets = new Map<string, number>()
const MAX_OFFSETS = 2_000

function offsetMs(instant: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(instant / QUARTER_HOUR_MS)}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const parts: Record<string, number> = {}
    for (const part of formatterFor(timeZone).formatToParts(instant)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value)
    }
    // Some engines still print midnight as 24 with h23; normalise it.
    const hour = parts.hour === 24 ? 0 : parts.hour
    const wall = Date.UTC(parts.year, parts.month - 1, parts.day, hour, parts.minute, parts.second)
    offset = wall - (instant - (((instant % 1000) + 1000) % 1000))
    if (offsets.size >= MAX_OFFSETS) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(date: Date, timeZone = 'UTC'): ZonedParts {
  const instant = date.getTime()
  const wall = new Date(instant + offsetMs(instant, timeZone))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function calendarDay(date: Date, timeZone = 'UTC'): string {
  const { year, month, day } = zonedParts(date, timeZone)
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$)/
const WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i

/**
 * The calendar day a stored date stands for, or null if it cannot be read.
 * - 'YYYY-MM-DD', or a wall-clock time without a zone ('2024-03-01 00:00:00'):
 *   that day as written, whatever the time zone.
 * - A full ISO instant with a zone ('2024-03-01T22:30:00Z'): the day that instant
 *   falls on in `timeZone`.
 */
export function dayOf(value: string, timeZone = 'UTC'): string | null {
  const text = value.trim()
  const plain = DAY_ONLY.exec(text)
  if (plain && !WITH_ZONE.test(text)) {
    const [, y, m, d] = plain
    return isRealDay(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null
  }
  if (!WITH_ZONE.test(text)) return null
  const instant = new Date(text)
  return Number.isNaN(instant.getTime()) ? null : calendarDay(instant, timeZone)
}

function isRealDay(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day))
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
}

/** A day written out in the reader's language ("20 January 2026", "20. Januar 2026"), on the shop's calendar. */
export function formatLongDate(value: string, locale: string, timeZone = 'UTC'): string {
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return ''
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(instant)
}
