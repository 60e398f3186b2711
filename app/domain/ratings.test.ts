import { describe, expect, it } from 'vitest'
import { initialReviewStatus, isRating, summarizeRatings } from './ratings'

describe('isRating', () => {
  it('takes whole stars from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true)
    expect([0, 6, -1, 4.5, NaN, Infinity].some(isRating)).toBe(false)
  })
})

describe('summarizeRatings', () => {
  it('has no average without reviews', () => {
    expect(summarizeRatings(0, 0)).toEqual({ count: 0, average: null })
  })

  it('rounds the average half up to one decimal', () => {
    // 4.45: a float rounding (Math.round(44.49999...)) would show 4.4.
    expect(summarizeRatings(20, 89)).toEqual({ count: 20, average: 4.5 })
    expect(summarizeRatings(3, 14)).toEqual({ count: 3, average: 4.7 })
    expect(summarizeRatings(3, 13)).toEqual({ count: 3, average: 4.3 })
    expect(summarizeRatings(2, 9)).toEqual({ count: 2, average: 4.5 })
    expect(summarizeRatings(1, 5)).toEqual({ count: 1, average: 5 })
  })
})

describe('initialReviewStatus', () => {
  it('holds a new review for moderation unless the shop publishes at once', () => {
    expect(initialReviewStatus(false)).toBe('pending')
    expect(initialReviewStatus(true)).toBe('published')
  })
})
