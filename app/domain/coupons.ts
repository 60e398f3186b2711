/**
 * Coupon rules: which code a cart may hold, what it takes off, the newsletter's 10% coupon.
 * Amounts are minor units incl. tax; the subtotal a coupon sees is the cart's
 * subtotal incl. tax before any discount.
 *
 * A code that has expired says so: a shopper holding last season's flyer learns
 * why it no longer works. Every other reason (unknown, inactive, used up,
 * subtotal below its minimum) gives the same spec message, so the answer tells
 * a stranger nothing about codes that can still be used. Telling expired from
 * unknown names only codes that are worth nothing now, and each answer costs a
 * guess against the same throttle as before, so valid codes are found no faster.
 */
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { dayOf, calendarDay } from '~/domain/dates'
import { COUPON_EXPIRED, INCORRECT_COUPON } from '~/domain/messages'
import { divideRoundHalfUp } from '~/domain/rounding'

export { COUPON_EXPIRED, INCORRECT_COUPON }

export type CouponType = 'percent' | 'fixed' | 'free_shipping'

export interface Coupon {
  code: string
  type: CouponType
  /** A percentage (10 = 10 %) for 'percent'; minor units for 'fixed'; ignored for 'free_shipping'. */
  value: number
  /** Smallest subtotal incl. tax (minor units) the coupon accepts. */
  minSubtotal?: number
  /**
   * Last moment of validity. A calendar day ('2025-12-31', or a time without a
   * zone) is valid to the end of that day in the shop's time zone; an ISO instant
   * with a zone is valid until that instant. An unreadable value counts as expired.
   */
  expiresAt?: string | null
  active: boolean
  /** Orders it may still be used on; null or absent: no limit. A used single-use coupon has 0. */
  usesLeft?: number | null
}

export const COUPON_CODE_MAX_LENGTH = 40

/**
 * What a shopper typed, as a coupon code: trimmed and upper-cased; 1 to 40
 * characters of A-Z, 0-9 and '-'. Anything else gives null.
 */
export function normaliseCouponCode(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const code = input.trim().toUpperCase()
  if (code.length === 0 || code.length > COUPON_CODE_MAX_LENGTH) return null
  return /^[A-Z0-9-]+$/.test(code) ? code : null
}

/** The coupon a typed code stands for, compared after normalising both; else null. */
export function findCoupon(coupons: readonly Coupon[], input: unknown): Coupon | null {
  const code = normaliseCouponCode(input)
  if (code === null) return null
  return coupons.find((coupon) => normaliseCouponCode(coupon.code) === code) ?? null
}

export type CouponResult =
  | {
      ok: true
      code: string
      /** Minor units taken off the subtotal; never more than the subtotal. */
      discount: number
      /** A free-shipping coupon: standard delivery becomes free (see shipping.ts). */
      freeShipping: boolean
    }
  | { ok: false; message: string }

export interface CouponOptions {
  /** Time zone that decides which calendar day `now` is. Default 'UTC'. */
  timeZone?: string
}

/**
 * Whether a coupon may be used and what it takes off:
 * - none, inactive, used up (`usesLeft` 0), or a subtotal below `minSubtotal`:
 *   "You've entered an incorrect coupon code. Please try again.";
 * - active but past its last day: COUPON_EXPIRED (an inactive code stays "incorrect", expired or not:
 *   the shop withdrew it, and saying when would tell more than the shopper needs);
 * - percent: that share of the subtotal, rounded half up to the minor unit;
 * - fixed: its value;
 * - free_shipping: no discount, `freeShipping` true.
 * The discount is kept between 0 and the subtotal.
 */
export function evaluateCoupon(coupon: Coupon | null, subtotal: number, now: Date, opts: CouponOptions = {}): CouponResult {
  if (coupon === null || !coupon.active) return { ok: false, message: INCORRECT_COUPON }
  if (coupon.usesLeft !== null && coupon.usesLeft !== undefined && coupon.usesLeft <= 0) return { ok: false, message: INCORRECT_COUPON }
  if (isExpired(coupon.expiresAt, now, opts.timeZone ?? 'UTC')) return { ok: false, message: COUPON_EXPIRED }
  if (coupon.minSubtotal !== undefined && subtotal < coupon.minSubtotal) {
    return { ok: false, message: INCORRECT_COUPON }
  }
  const base = Math.max(0, subtotal)
  return {
    ok: true,
    code: coupon.code,
    discount: clamp(rawDiscount(coupon, base), 0, base),
    freeShipping: coupon.type === 'free_shipping',
  }
}

function rawDiscount(coupon: Coupon, subtotal: number): number {
  if (!Number.isFinite(coupon.value)) return 0
  switch (coupon.type) {
    case 'percent':
      // Percent to basis points keeps two decimals of the percentage exact.
      return divideRoundHalfUp(subtotal * Math.round(coupon.value * 100), 10_000)
    case 'fixed':
      return Math.round(coupon.value)
    case 'free_shipping':
      return 0
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

const WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i

function isExpired(expiresAt: string | null | undefined, now: Date, timeZone: string): boolean {
  if (expiresAt === null || expiresAt === undefined || expiresAt.trim() === '') return false
  const text = expiresAt.trim()
  if (WITH_ZONE.test(text)) {
    const end = new Date(text).getTime()
    return Number.isNaN(end) || now.getTime() > end
  }
  const lastDay = dayOf(text, timeZone)
  return lastDay === null || calendarDay(now, timeZone) > lastDay
}

/**
 * The newsletter sign-up coupon: 10 % off the subtotal. `code` is the
 * code handed to the subscriber (normalised here); an unusable code throws.
 */
export function newsletterCoupon(code: string, expiresAt: string | null = null): Coupon {
  const normalised = normaliseCouponCode(code)
  if (normalised === null) throw new RangeError(`Not a valid coupon code: ${code}`)
  return { code: normalised, type: 'percent', value: NEWSLETTER_COUPON_PERCENT, expiresAt, active: true }
}

/** Letters and digits that cannot be mistaken for one another when typed from a mail (no 0/O, 1/I/L, U). */
const NEWSLETTER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const NEWSLETTER_CODE_PREFIX = 'NEWS10-'
/** Random characters of a subscriber's code: 30^10, about 5.9e14 codes, far beyond guessing within the throttle. */
export const NEWSLETTER_CODE_RANDOM_LENGTH = 10

/**
 * A subscriber's own newsletter coupon code from random bytes (at least NEWSLETTER_CODE_RANDOM_LENGTH of
 * them): 'NEWS10-' and two groups of five characters, e.g. 'NEWS10-7KQ4M-XH2PA'. Each byte picks one
 * character; the small bias of `byte % 30` does not matter for a code that is also single use and throttled.
 */
export function newsletterCouponCode(bytes: Uint8Array): string {
  if (bytes.length < NEWSLETTER_CODE_RANDOM_LENGTH) throw new RangeError(`Need ${NEWSLETTER_CODE_RANDOM_LENGTH} random bytes`)
  let chars = ''
  for (let i = 0; i < NEWSLETTER_CODE_RANDOM_LENGTH; i++) chars += NEWSLETTER_CODE_ALPHABET[bytes[i]! % NEWSLETTER_CODE_ALPHABET.length]
  return `${NEWSLETTER_CODE_PREFIX}${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** Whether a code has the shape newsletterCouponCode gives (after the shopper's typing is normalised). */
export function isNewsletterCouponCode(input: unknown): boolean {
  const code = normaliseCouponCode(input)
  return code !== null && /^NEWS10-[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/.test(code)
}
