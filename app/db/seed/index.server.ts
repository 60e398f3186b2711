import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { seedCatalogue } from './catalogue.server'
import { seedCommerce } from './commerce.server'
import { seedContent } from './content.server'
import { seedCustomers } from './customers.server'
import { seedReviews } from './reviews.server'

/** True when the catalogue has no products yet (first start). */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}

/** The whole demo store: catalogue, tax, content, commerce, customer groups with the demo trade account, a few reviews. Deterministic. */
export async function seedDemoStore(db: Kysely<Database>, options: { products?: number } = {}) {
  const catalogue = await seedCatalogue(db, options)
  await seedContent(db)
  await seedCommerce(db)
  await seedCustomers(db)
  await seedReviews(db)
  return catalogue
}
