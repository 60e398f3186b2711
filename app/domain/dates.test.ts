import { describe, expect, it } from 'vitest'
import { calendarDay, zonedParts } from './dates'

/** The fields as the time zone database gives them for this very instant (no reuse of an offset). */
const referenceFormatters = new Map<string, Intl.DateTimeFormat>()
function reference(instant: number, timeZone: string) {
  const formatter =
    referenceFormatters.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
  referenceFormatters.set(timeZone, formatter)
  const parts: Record<string, number> = {}
  for (const part of formatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  }
}

// The store views' zones, and zones whose offsets or DST steps are not whole hours.
const ZONES = ['UTC', 'Africa/Johannesburg', 'Europe/Berlin', 'Europe/Rome', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe']

describe('zonedParts', () => {
  it('gives the wall clock of every instant, on either side of DST changes, in zones with odd offsets', () => {
    // Every 67 minutes 13 seconds through two years (both DST changes of each year), plus the seconds around
    // Berlin's 2026 changes.
    const instants: number[] = []
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 4_033_000) instants.push(t)
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let t = change - 3_000; t <= change + 3_000; t += 999) instants.push(t)
    }
    for (const timeZone of ZONES) {
      for (const instant of instants) {
        const expected = reference(instant, timeZone)
        const actual = zonedParts(new Date(instant), timeZone)
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          expect({ timeZone, at: new Date(instant).toISOString(), ...actual }).toEqual({
            timeZone,
            at: new Date(instant).toISOString(),
            ...expected,
          })
        }
      }
    }
  })

  it('says which calendar day it is in the store view’s zone', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Johannesburg (UTC+2), not yet in UTC.
    const lateEvening = new Date(Date.UTC(2026, 11, 31, 23, 30))
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-12-31')
    expect(calendarDay(lateEvening, 'Africa/Johannesburg')).toBe('2027-01-01')
    // Milliseconds before a second do not round the clock forward.
    expect(zonedParts(new Date(Date.UTC(2026, 5, 1, 21, 59, 59, 999)), 'Africa/Johannesburg')).toMatchObject({
      hour: 23,
      minute: 59,
      second: 59,
    })
  })
})
