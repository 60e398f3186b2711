/**
 * Product review rules: what a rating is, how the average shown beside the price is
 * rounded, and what happens to a new review. Pure; the rows live in the review table
 * (providers/engagement/reviews.server.ts). The product page's bundle imports this module: it imports nothing.
 */
import type { ThrottlePolicy } from './throttle'

export const RATING_MIN = 1
export const RATING_MAX = 5

/** Published reviews shown per page on the product page, newest first. */
export const REVIEWS_PER_PAGE = 5

/** Limits of a review's text fields, in characters: long enough for any honest review. */
export const REVIEW_LIMITS = { name: 60, title: 120, text: 2000 } as const

/** The review form's hidden field that only bots fill in: such a post is thanked and dropped. */
export const REVIEW_HONEYPOT = 'website'

/** The element id of the review form's thank-you: the answer's redirect opens the page there. */
export const REVIEW_THANKS_ID = 'review-thanks'

/**
 * Every review posted counts against its IP: 10 a day are free (an office or a family shares one), then
 * 1 minute, 2, 4... up to an hour between posts, so nobody floods a product.
 */
export const REVIEWS_PER_IP: ThrottlePolicy = { freeFailures: 10, baseDelayMs: 60_000, maxDelayMs: 3_600_000, windowMs: 86_400_000 }

export type ReviewStatus = 'pending' | 'published' | 'rejected'

export interface RatingSummary {
  count: number
  /** One decimal (4.5); null without reviews. */
  average: number | null
}

/** Whether a value is a whole number of stars from 1 to 5. */
export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX
}

/**
 * The count and average of published ratings from their sum. The average is rounded half up to one
 * decimal in integer arithmetic, so 4.45 (89/20) shows 4.5 rather than the 4.4 a float rounding gives.
 */
export function summarizeRatings(count: number, total: number): RatingSummary {
  if (count <= 0) return { count: 0, average: null }
  return { count, average: Math.floor((total * 10 * 2 + count) / (count * 2)) / 10 }
}

/** The status a new review gets: published at once only when the shop says so (REVIEWS_AUTO_PUBLISH). */
export function initialReviewStatus(autoPublish: boolean): ReviewStatus {
  return autoPublish ? 'published' : 'pending'
}
