import { describe, expect, it } from 'vitest'
import { PER_ACCOUNT, PER_ACCOUNT_ANY_ADDRESS, PER_IP, delayAfter, isExpired, minutesToWait, nextAttemptAt, secondsUntil } from './throttle'

const HOUR = 3_600_000

describe('throttle delays', () => {
  it('lets the free failures through, then doubles from the base', () => {
    expect([0, 1, 10].map((n) => delayAfter(n, PER_IP))).toEqual([0, 0, 0])
    expect([11, 12, 13, 14].map((n) => delayAfter(n, PER_IP))).toEqual([1000, 2000, 4000, 8000])
  })

  it('counts every failure per account', () => {
    expect([0, 1, 2, 3].map((n) => delayAfter(n, PER_ACCOUNT))).toEqual([0, 1000, 2000, 4000])
  })

  it('per account from any address: five free failures, then minutes capped at a quarter of an hour', () => {
    expect([5, 6, 7, 8, 9, 10].map((n) => delayAfter(n, PER_ACCOUNT_ANY_ADDRESS) / 60_000)).toEqual([0, 1, 2, 4, 8, 15])
    expect(delayAfter(1_000_000, PER_ACCOUNT_ANY_ADDRESS)).toBe(15 * 60_000)
  })

  it('caps the wait at an hour, even after absurd counts', () => {
    expect(delayAfter(10 + 12, PER_IP)).toBe(2048 * 1000)
    expect(delayAfter(10 + 13, PER_IP)).toBe(HOUR)
    expect(delayAfter(1_000_000, PER_ACCOUNT)).toBe(HOUR)
  })

  it('dates the next attempt from the latest failure', () => {
    const at = new Date('2026-01-01T10:00:00.000Z')
    expect(nextAttemptAt(10, at, PER_IP)).toBeNull()
    expect(nextAttemptAt(12, at, PER_IP)?.toISOString()).toBe('2026-01-01T10:00:02.000Z')
  })

  it('forgets failures after the window', () => {
    const at = new Date('2026-01-01T10:00:00.000Z')
    expect(isExpired(at, new Date(at.getTime() + 24 * HOUR - 1), PER_IP)).toBe(false)
    expect(isExpired(at, new Date(at.getTime() + 24 * HOUR), PER_IP)).toBe(true)
  })

  it('rounds waits up for Retry-After and for the message', () => {
    const now = new Date('2026-01-01T10:00:00.000Z')
    expect(secondsUntil(new Date(now.getTime() + 1), now)).toBe(1)
    expect(secondsUntil(new Date(now.getTime() + 61_500), now)).toBe(62)
    expect([1, 60, 61, 3600].map(minutesToWait)).toEqual([1, 1, 2, 60])
  })
})
