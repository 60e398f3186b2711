import { describe, expect, it } from 'vitest'
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { evaluateCoupon, type Coupon } from '~/domain/coupons'
import { defaultShippingMethod, shippingMethodsFor } from '~/domain/shipping'
import type { CurrencyCode } from '~/domain/totals'
import { DEMO_COUPON_ROWS } from './commerce.server'

const NOW = new Date('2026-11-27T10:00:00Z')
const COUNTRY: Record<CurrencyCode, string> = { ZAR: 'ZA', EUR: 'DE' }
/** Goods values around every threshold the demo coupons and the delivery rules use. */
const SUBTOTALS = [1, 99, 4_999, 9_999, 10_000, 50_000, 99_999, 100_000, 149_999, 150_000, 499_999, 999_999, 1_000_000, 5_000_000]

function couponOf(row: (typeof DEMO_COUPON_ROWS)[number]): Coupon {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    minSubtotal: row.min_subtotal ?? undefined,
    expiresAt: row.expires_at,
    active: row.active === 1,
  }
}

/** What a coupon saves on a cart of this goods value: its discount, or the delivery it makes free. */
function saving(coupon: Coupon, subtotal: number, currency: CurrencyCode): number {
  const verdict = evaluateCoupon(coupon, subtotal, NOW)
  if (!verdict.ok) return 0
  if (!verdict.freeShipping) return verdict.discount
  const ctx = { subtotal, virtual: false, hasLargeAppliance: false, country: COUNTRY[currency] }
  const price = (freeShipping: boolean) => defaultShippingMethod(shippingMethodsFor(currency, { ...ctx, freeShipping }))?.priceInclTax ?? 0
  return price(false) - price(true)
}

describe('demo coupons', () => {
  it("none saves a shopper as much as the newsletter's single-use 10%, on any cart in any currency it takes", () => {
    const undercut: string[] = []
    for (const row of DEMO_COUPON_ROWS) {
      for (const currency of ['ZAR', 'EUR'] as const) {
        if (row.currency && row.currency !== currency) continue
        for (const subtotal of SUBTOTALS) {
          const newsletter = (subtotal * NEWSLETTER_COUPON_PERCENT) / 100
          if (saving(couponOf(row), subtotal, currency) >= newsletter) undercut.push(`${row.code} ${currency} ${subtotal}`)
        }
      }
    }
    expect(undercut).toEqual([])
  })

  it('each can be used on some cart, except the one kept to show an expired code', () => {
    const usable = DEMO_COUPON_ROWS.filter((row) => SUBTOTALS.some((subtotal) => evaluateCoupon(couponOf(row), subtotal, NOW).ok))
    expect(DEMO_COUPON_ROWS.filter((row) => !usable.includes(row)).map((row) => row.code)).toEqual(['SPRING2025'])
  })

  it("has no code a stranger could mistake for the newsletter's (NEWS10-…)", () => {
    expect(DEMO_COUPON_ROWS.filter((row) => row.code.startsWith('NEWS'))).toEqual([])
  })
})
