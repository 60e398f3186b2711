import { describe, expect, it } from 'vitest'
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_EXPIRED,
  INCORRECT_COUPON,
  evaluateCoupon,
  findCoupon,
  isNewsletterCouponCode,
  newsletterCoupon,
  newsletterCouponCode,
  normaliseCouponCode,
  type Coupon,
} from '~/domain/coupons'

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'WINTER10',
  type: 'percent',
  value: 10,
  active: true,
  ...overrides,
})

const NOW = new Date('2025-06-15T10:00:00Z')
const refused = { ok: false, message: INCORRECT_COUPON }
const expired = { ok: false, message: COUPON_EXPIRED }

describe('normaliseCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCouponCode('  winter-10 ')).toBe('WINTER-10')
  })

  it('accepts up to 40 characters and refuses 41', () => {
    expect(normaliseCouponCode('A'.repeat(COUPON_CODE_MAX_LENGTH))).toBe('A'.repeat(40))
    expect(normaliseCouponCode('A'.repeat(COUPON_CODE_MAX_LENGTH + 1))).toBeNull()
  })

  it.each(['', '   ', 'WIN TER', 'WINTER_10', 'ÄPFEL', 'X;DROP', '10%'])('refuses %j', (code) => {
    expect(normaliseCouponCode(code)).toBeNull()
  })

  it('refuses what is not a string', () => {
    expect(normaliseCouponCode(undefined)).toBeNull()
    expect(normaliseCouponCode(10)).toBeNull()
  })
})

describe('findCoupon', () => {
  const list = [coupon({ code: 'winter10' }), coupon({ code: 'SUMMER' })]

  it('finds a coupon whatever the case and outer spaces', () => {
    expect(findCoupon(list, ' Winter10 ')?.code).toBe('winter10')
    expect(findCoupon(list, 'summer')?.code).toBe('SUMMER')
  })

  it('gives null for an unknown or unusable code', () => {
    expect(findCoupon(list, 'AUTUMN')).toBeNull()
    expect(findCoupon(list, 'winter 10')).toBeNull()
  })
})

describe('evaluateCoupon: whether a code applies and what it takes off', () => {
  it('refuses an unknown coupon with the spec message', () => {
    expect(evaluateCoupon(null, 100_000, NOW)).toEqual(refused)
    expect(INCORRECT_COUPON).toBe("You've entered an incorrect coupon code. Please try again.")
  })

  it('refuses an inactive coupon', () => {
    expect(evaluateCoupon(coupon({ active: false }), 100_000, NOW)).toEqual(refused)
  })

  it('takes a percentage of the subtotal, rounded half up', () => {
    expect(evaluateCoupon(coupon(), 100_000, NOW)).toEqual({
      ok: true,
      code: 'WINTER10',
      discount: 10_000,
      freeShipping: false,
    })
    // 10% of 12 345 = 1 234.5 -> 1 235
    expect(evaluateCoupon(coupon(), 12_345, NOW)).toMatchObject({ ok: true, discount: 1235 })
    // 12.5% of 999 = 124.875 -> 125
    expect(evaluateCoupon(coupon({ value: 12.5 }), 999, NOW)).toMatchObject({ ok: true, discount: 125 })
  })

  it('takes a fixed amount', () => {
    expect(evaluateCoupon(coupon({ type: 'fixed', value: 5_000 }), 100_000, NOW)).toMatchObject({
      ok: true,
      discount: 5_000,
    })
  })

  it('never takes more than the subtotal', () => {
    expect(evaluateCoupon(coupon({ type: 'fixed', value: 50_000 }), 30_000, NOW)).toMatchObject({ discount: 30_000 })
    expect(evaluateCoupon(coupon({ value: 150 }), 30_000, NOW)).toMatchObject({ discount: 30_000 })
  })

  it('never gives a negative discount', () => {
    expect(evaluateCoupon(coupon({ type: 'fixed', value: -500 }), 30_000, NOW)).toMatchObject({ discount: 0 })
    expect(evaluateCoupon(coupon({ value: Number.NaN }), 30_000, NOW)).toMatchObject({ discount: 0 })
  })

  it('gives free shipping and no discount for a free-shipping coupon', () => {
    expect(evaluateCoupon(coupon({ type: 'free_shipping', value: 0 }), 30_000, NOW)).toEqual({
      ok: true,
      code: 'WINTER10',
      discount: 0,
      freeShipping: true,
    })
  })

  describe('minimum subtotal', () => {
    it('accepts a subtotal exactly at the minimum', () => {
      expect(evaluateCoupon(coupon({ minSubtotal: 50_000 }), 50_000, NOW).ok).toBe(true)
    })

    it('refuses a subtotal one cent below it', () => {
      expect(evaluateCoupon(coupon({ minSubtotal: 50_000 }), 49_999, NOW)).toEqual(refused)
    })
  })

  describe('expiry', () => {
    it('says a code has expired, in words of its own, not the message for unknown codes', () => {
      expect(COUPON_EXPIRED).not.toBe(INCORRECT_COUPON)
      expect(evaluateCoupon(coupon({ expiresAt: '2025-01-31' }), 1000, NOW)).toEqual(expired)
    })

    it('keeps the spec message for an expired code the shop withdrew or that is used up: only a live code is said to expire', () => {
      expect(evaluateCoupon(coupon({ expiresAt: '2025-01-31', active: false }), 1000, NOW)).toEqual(refused)
      expect(evaluateCoupon(coupon({ expiresAt: '2025-01-31', usesLeft: 0 }), 1000, NOW)).toEqual(refused)
    })

    it('is valid with no expiry', () => {
      expect(evaluateCoupon(coupon({ expiresAt: null }), 1000, NOW).ok).toBe(true)
      expect(evaluateCoupon(coupon({ expiresAt: '' }), 1000, NOW).ok).toBe(true)
    })

    it('is valid through the whole of its last calendar day', () => {
      expect(evaluateCoupon(coupon({ expiresAt: '2025-06-15' }), 1000, new Date('2025-06-15T23:59:59Z')).ok).toBe(true)
      expect(evaluateCoupon(coupon({ expiresAt: '2025-06-15' }), 1000, new Date('2025-06-16T00:00:00Z'))).toEqual(expired)
    })

    it('takes the calendar day in the shop time zone', () => {
      // 22:30 UTC on the 15th is already the 16th in Johannesburg (UTC+2).
      const late = new Date('2025-06-15T22:30:00Z')
      expect(evaluateCoupon(coupon({ expiresAt: '2025-06-15' }), 1000, late).ok).toBe(true)
      expect(evaluateCoupon(coupon({ expiresAt: '2025-06-15' }), 1000, late, { timeZone: 'Africa/Johannesburg' })).toEqual(expired)
    })

    it('ends at the exact instant when given with a zone', () => {
      const expiresAt = '2025-06-15T10:00:00Z'
      expect(evaluateCoupon(coupon({ expiresAt }), 1000, new Date('2025-06-15T10:00:00Z')).ok).toBe(true)
      expect(evaluateCoupon(coupon({ expiresAt }), 1000, new Date('2025-06-15T10:00:01Z'))).toEqual(expired)
    })

    it('counts an unreadable expiry as expired', () => {
      expect(evaluateCoupon(coupon({ expiresAt: 'next tuesday' }), 1000, NOW)).toEqual(expired)
      expect(evaluateCoupon(coupon({ expiresAt: '2025-02-30' }), 1000, NOW)).toEqual(expired)
    })
  })
})

describe('newsletterCoupon: 10% off for a newsletter subscriber', () => {
  it('is 10% off', () => {
    const news = newsletterCoupon(' news-4711 ')
    expect(news).toEqual({ code: 'NEWS-4711', type: 'percent', value: 10, expiresAt: null, active: true })
    expect(evaluateCoupon(news, 129_900, NOW)).toMatchObject({ ok: true, discount: 12_990 })
  })

  it('may expire', () => {
    const news = newsletterCoupon('NEWS-1', '2025-06-01')
    expect(evaluateCoupon(news, 129_900, NOW)).toEqual(expired)
  })

  it('throws for an unusable code', () => {
    expect(() => newsletterCoupon('not valid')).toThrow(RangeError)
  })
})

describe('single-use coupons', () => {
  const once = { code: 'NEWS10-AAAAA-BBBBB', type: 'percent' as const, value: 10, active: true }
  it('gives the discount while a use is left', () => {
    expect(evaluateCoupon({ ...once, usesLeft: 1 }, 10_000, new Date())).toMatchObject({ ok: true, discount: 1_000 })
  })
  it('refuses a used-up coupon with the spec message', () => {
    expect(evaluateCoupon({ ...once, usesLeft: 0 }, 10_000, new Date())).toEqual({ ok: false, message: INCORRECT_COUPON })
  })
  it('has no limit when usesLeft is null', () => {
    expect(evaluateCoupon({ ...once, usesLeft: null }, 10_000, new Date())).toMatchObject({ ok: true })
  })
})

describe('newsletterCouponCode', () => {
  it('builds NEWS10- and two groups of five unambiguous characters', () => {
    const code = newsletterCouponCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 29]))
    expect(code).toBe('NEWS10-23456-789AZ')
    expect(isNewsletterCouponCode(code)).toBe(true)
    expect(normaliseCouponCode(code)).toBe(code)
  })
  it('never uses 0, O, 1, I, L or U', () => {
    const all = newsletterCouponCode(new Uint8Array(Array.from({ length: 10 }, (_, i) => 255 - i)))
    expect(all).toMatch(/^NEWS10-[^01OILU]{5}-[^01OILU]{5}$/)
    for (let b = 0; b < 256; b++) {
      expect(newsletterCouponCode(new Uint8Array(10).fill(b)).slice('NEWS10-'.length)).not.toMatch(/[01OILU]/)
    }
  })
  it('refuses too few random bytes', () => {
    expect(() => newsletterCouponCode(new Uint8Array(9))).toThrow(RangeError)
  })
  it('recognises typed codes regardless of case and spaces, and refuses other shapes', () => {
    expect(isNewsletterCouponCode(' news10-23456-789az ')).toBe(true)
    expect(isNewsletterCouponCode('NEWS10')).toBe(false)
    expect(isNewsletterCouponCode('NEWS10-23456-789A0')).toBe(false)
  })
})
