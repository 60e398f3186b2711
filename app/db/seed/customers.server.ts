import type { Kysely } from 'kysely'
import { hashPassword } from '~/providers/customers/passwords.server'
import type { Database, TierPriceTable } from '../schema'
import { SEED_BASE_DATE } from './catalogue.server'

/**
 * Demo customer groups: a trade group whose customers pay a trade price from the first
 * unit, and one demo trade account (documented in README). The general group (0) comes with migration 0008.
 */
export const TRADE_GROUP = { id: 1, code: 'trade', name: 'Trade' } as const

/** Trade customers pay this much below the shelf price, on every product sold by itself. */
export const TRADE_DISCOUNT_PERCENT = 15

export const DEMO_TRADE_CUSTOMER = {
  // Fixed, like the rest of the demo data (a ULID-shaped id).
  id: '01JBTRADE00000000000000000',
  email: 'trade@karoo.example',
  password: 'trade-karoo-2026',
  firstName: 'Sipho',
  lastName: 'Ndlovu',
} as const

/** The trade price of a shelf price: whole rand in the rand view, ending in 9 cents in the euro views. */
export function tradePrice(price: number, storeCode: string): number {
  const discounted = Math.floor((price * (100 - TRADE_DISCOUNT_PERCENT)) / 100)
  return storeCode === 'default' ? Math.floor(discounted / 100) * 100 : Math.floor(discounted / 10) * 10 - 1
}

export async function seedCustomers(db: Kysely<Database>, options: { tradeAccount: boolean } = { tradeAccount: true }): Promise<void> {
  await db.insertInto('customer_group').values(TRADE_GROUP).execute()
  // Products sold by themselves: configurable, grouped and bundle prices come from their members.
  const prices = await db
    .selectFrom('product_price')
    .innerJoin('product', 'product.id', 'product_price.product_id')
    .select(['product_price.product_id', 'product_price.store_code', 'product_price.price'])
    .where('product.type_id', 'in', ['simple', 'virtual', 'downloadable'])
    .where('product_price.price', '>', 0)
    .execute()
  const tiers: TierPriceTable[] = prices
    .map((row) => ({
      product_id: row.product_id,
      store_code: row.store_code,
      qty: 1,
      price: tradePrice(row.price, row.store_code),
      customer_group_id: TRADE_GROUP.id,
    }))
    .filter((tier) => tier.price > 0)
  for (let i = 0; i < tiers.length; i += 500)
    await db
      .insertInto('tier_price')
      .values(tiers.slice(i, i + 500))
      .execute()

  if (!options.tradeAccount) return
  const now = `${SEED_BASE_DATE}T08:00:00.000Z`
  await db
    .insertInto('customer')
    .values({
      id: DEMO_TRADE_CUSTOMER.id,
      email: DEMO_TRADE_CUSTOMER.email,
      first_name: DEMO_TRADE_CUSTOMER.firstName,
      last_name: DEMO_TRADE_CUSTOMER.lastName,
      password_hash: await hashPassword(DEMO_TRADE_CUSTOMER.password),
      group_id: TRADE_GROUP.id,
      created_at: now,
      updated_at: now,
    })
    .execute()
}
