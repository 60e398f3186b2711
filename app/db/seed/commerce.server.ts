import type { Insertable, Kysely } from 'kysely'
import type { CouponTable, Database } from '../schema'

/**
 * Demo coupons and gift cards (documented in README, with their limits), and the order number sequences
 * per store view. No demo coupon gives away what the newsletter sells (10% off, once, for subscribing):
 * a code anyone may use takes less than that, so the sign-up stays worth it; the shop's 10% codes are the
 * subscribers' own single-use ones, made when they confirm.
 */
export const DEMO_COUPONS = {
  /** 5% off any cart, any view, no limit on uses. */
  welcome: 'WELCOME5',
  /** R 500 off from R 10 000 (5% at most), rand view only. */
  fixed: 'SAVE500',
  /** Free standard delivery from R 1 000 (below R 1 500, where it is free anyway), rand view only. */
  freeShipping: 'FREESHIP',
  /** Expired on 30 November 2025: answered as expired. */
  expired: 'SPRING2025',
} as const

export const DEMO_GIFT_CARDS = { rand: 'GIFT-KAROO-1000', euro: 'GIFT-KAROO-EUR-50' } as const

/** The demo coupon rows, as seeded. */
export const DEMO_COUPON_ROWS: Insertable<CouponTable>[] = [
  { code: DEMO_COUPONS.welcome, type: 'percent', value: 5, min_subtotal: null, currency: null, expires_at: null, active: 1 },
  // Amounts are in the view's currency, hence the rand-only codes.
  { code: DEMO_COUPONS.fixed, type: 'fixed', value: 50_000, min_subtotal: 1_000_000, currency: 'ZAR', expires_at: null, active: 1 },
  { code: DEMO_COUPONS.freeShipping, type: 'free_shipping', value: 0, min_subtotal: 100_000, currency: 'ZAR', expires_at: null, active: 1 },
  { code: DEMO_COUPONS.expired, type: 'percent', value: 15, min_subtotal: null, currency: null, expires_at: '2025-11-30', active: 1 },
]

export async function seedCommerce(db: Kysely<Database>): Promise<void> {
  await db.insertInto('coupon').values(DEMO_COUPON_ROWS).execute()
  await db
    .insertInto('gift_card')
    .values([
      { code: DEMO_GIFT_CARDS.rand, currency: 'ZAR', balance: 100_000, expires_at: null, active: 1 },
      { code: DEMO_GIFT_CARDS.euro, currency: 'EUR', balance: 5_000, expires_at: null, active: 1 },
    ])
    .execute()
  await db
    .insertInto('order_sequence')
    .values(['default', 'de', 'it'].map((store_code) => ({ store_code, last_value: 0 })))
    .execute()
}
