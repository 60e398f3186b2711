import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { seedCatalogue } from './catalogue.server'
import { seedCommerce } from './commerce.server'
import { seedContent } from './content.server'
import { seedCustomers } from './customers.server'
import { seedReviews } from './reviews.server'

/** True when the catalogue has no products yet (first start). */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}

export interface SeedOptions {
  /** Products in the catalogue (the demo's 320 by default). */
  products?: number
  /**
   * Whether to create the demo trade account (default true). Its password is printed in README, so a shop
   * that real people can reach gets it only when the deployer asks (see seedsDemoTradeAccount).
   */
  tradeAccount?: boolean
}

/** The whole demo store: catalogue, tax, content, commerce, customer groups (with the demo trade account unless told not), a few reviews. Deterministic. */
export async function seedDemoStore(db: Kysely<Database>, options: SeedOptions = {}) {
  const catalogue = await seedCatalogue(db, { products: options.products })
  await seedContent(db)
  await seedCommerce(db)
  await seedCustomers(db, { tradeAccount: options.tradeAccount ?? true })
  await seedReviews(db)
  return catalogue
}
