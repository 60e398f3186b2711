import { describe, expect, it } from 'vitest'
import { FIRST_RETRY_MS, MAX_RETRY_MS, mailRetryDelayMs } from './mail-retry'

describe('mail retry schedule', () => {
  it('waits 30 s after the first failure and doubles the wait after each further one', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(mailRetryDelayMs)).toEqual([30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000))
    expect(mailRetryDelayMs(1)).toBe(FIRST_RETRY_MS)
  })

  it('never waits more than an hour, however many attempts failed', () => {
    expect(mailRetryDelayMs(8)).toBe(MAX_RETRY_MS)
    expect(mailRetryDelayMs(9)).toBe(MAX_RETRY_MS)
    expect(mailRetryDelayMs(10_000)).toBe(MAX_RETRY_MS)
  })

  it('refuses a count that is not a failed attempt', () => {
    expect(() => mailRetryDelayMs(0)).toThrow(RangeError)
    expect(() => mailRetryDelayMs(1.5)).toThrow(RangeError)
  })
})
