import { describe, expect, it } from 'vitest'
import { nextDailyRun } from './daily-time'

describe('nextDailyRun', () => {
  it('is today when the time is still ahead, tomorrow once it has passed', () => {
    expect(nextDailyRun(new Date('2026-03-10T23:59:00Z'), '00:05').toISOString()).toBe('2026-03-11T00:05:00.000Z')
    expect(nextDailyRun(new Date('2026-03-11T00:04:59Z'), '00:05').toISOString()).toBe('2026-03-11T00:05:00.000Z')
    expect(nextDailyRun(new Date('2026-03-11T00:05:00Z'), '00:05').toISOString()).toBe('2026-03-12T00:05:00.000Z')
    expect(nextDailyRun(new Date('2026-03-11T13:00:00Z'), '14:30').toISOString()).toBe('2026-03-11T14:30:00.000Z')
  })

  it('rolls over months and years in UTC', () => {
    expect(nextDailyRun(new Date('2026-02-28T12:00:00Z'), '00:05').toISOString()).toBe('2026-03-01T00:05:00.000Z')
    expect(nextDailyRun(new Date('2026-12-31T23:00:00Z'), '00:05').toISOString()).toBe('2027-01-01T00:05:00.000Z')
  })

  it('refuses what is not a time of day', () => {
    expect(() => nextDailyRun(new Date(), '24:00')).toThrow(RangeError)
    expect(() => nextDailyRun(new Date(), '0:05')).toThrow(RangeError)
  })
})
