import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/** Demo coupons and gift cards (documented in README), and the order number sequences per store view. */
export const DEMO_COUPONS = {
  welcome: 'WELCOME10',
  newsletter: 'NEWS10',
  fixed: 'SAVE500',
  freeShipping: 'FREESHIP',
  expired: 'SPRING2025',
} as const

export const DEMO_GIFT_CARDS = { rand: 'GIFT-KAROO-1000', euro: 'GIFT-KAROO-EUR-50' } as const

export async function seedCommerce(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('coupon')
    .values([
      { code: DEMO_COUPONS.welcome, type: 'percent', value: 10, min_subtotal: null, currency: null, expires_at: null, active: 1 },
      { code: DEMO_COUPONS.newsletter, type: 'percent', value: 10, min_subtotal: null, currency: null, expires_at: null, active: 1 },
      // R 500 off orders of R 5 000 or more (rand view only: amounts are in the view's currency).
      { code: DEMO_COUPONS.fixed, type: 'fixed', value: 50_000, min_subtotal: 500_000, currency: 'ZAR', expires_at: null, active: 1 },
      { code: DEMO_COUPONS.freeShipping, type: 'free_shipping', value: 0, min_subtotal: null, currency: null, expires_at: null, active: 1 },
      { code: DEMO_COUPONS.expired, type: 'percent', value: 15, min_subtotal: null, currency: null, expires_at: '2025-11-30', active: 1 },
    ])
    .execute()
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
