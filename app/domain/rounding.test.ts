import { describe, expect, it } from 'vitest'
import { calendarDay, dayOf } from '~/domain/dates'
import { divideRoundHalfUp, roundMinor } from '~/domain/rounding'

describe('divideRoundHalfUp', () => {
  it('rounds below a half down and a half or more up', () => {
    expect(divideRoundHalfUp(14, 10)).toBe(1)
    expect(divideRoundHalfUp(15, 10)).toBe(2)
    expect(divideRoundHalfUp(16, 10)).toBe(2)
  })

  it('rounds negative halves away from zero', () => {
    expect(divideRoundHalfUp(-15, 10)).toBe(-2)
    expect(divideRoundHalfUp(15, -10)).toBe(-2)
    expect(divideRoundHalfUp(-14, 10)).toBe(-1)
  })

  it('gives 0, not -0, for small negatives', () => {
    expect(Object.is(divideRoundHalfUp(-1, 10), 0)).toBe(true)
  })

  it('refuses a zero denominator', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError)
  })
})

describe('roundMinor', () => {
  it('rounds half up despite float noise', () => {
    expect(roundMinor(1.005 * 1000)).toBe(1005)
    expect(roundMinor(10.5)).toBe(11)
    expect(roundMinor(10.49)).toBe(10)
    expect(roundMinor(-10.5)).toBe(-11)
  })
})

describe('dates', () => {
  it('calendarDay gives the day in the time zone', () => {
    const instant = new Date('2024-06-30T23:30:00Z')
    expect(calendarDay(instant)).toBe('2024-06-30')
    expect(calendarDay(instant, 'Africa/Johannesburg')).toBe('2024-07-01')
  })

  it('dayOf reads date-only and wall-clock values as written', () => {
    expect(dayOf('2024-06-30')).toBe('2024-06-30')
    expect(dayOf('2024-06-30 23:59:59', 'Africa/Johannesburg')).toBe('2024-06-30')
    expect(dayOf('2024-06-30T00:00:00.000')).toBe('2024-06-30')
  })

  it('dayOf converts zoned instants to the day in the time zone', () => {
    expect(dayOf('2024-06-30T23:30:00Z', 'Africa/Johannesburg')).toBe('2024-07-01')
    expect(dayOf('2024-07-01T01:00:00+02:00')).toBe('2024-06-30')
  })

  it('dayOf rejects unreadable and impossible dates', () => {
    expect(dayOf('tomorrow')).toBeNull()
    expect(dayOf('2024-02-30')).toBeNull()
    expect(dayOf('2024-13-01')).toBeNull()
    expect(dayOf('')).toBeNull()
  })
})
