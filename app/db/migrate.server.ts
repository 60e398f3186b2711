import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import * as m0001 from './migrations/0001-catalogue'
import * as m0002 from './migrations/0002-cart-orders'
import * as m0003 from './migrations/0003-mail-outbox'
import * as m0004 from './migrations/0004-throttle'
import * as m0005 from './migrations/0005-customers'
import * as m0006 from './migrations/0006-customer-addresses'
import * as m0007 from './migrations/0007-order-history'
import * as m0008 from './migrations/0008-customer-groups'
import * as m0009 from './migrations/0009-wishlist-compare'
import * as m0010 from './migrations/0010-reviews'
import * as m0011 from './migrations/0011-newsletter-loyalty'
import * as m0012 from './migrations/0012-contact-stores'
import * as m0013 from './migrations/0013-warranty-registrations'
import * as m0014 from './migrations/0014-newsletter-coupons'
import * as m0015 from './migrations/0015-blog-related-products'
import * as m0016 from './migrations/0016-product-drawings'
import * as m0017 from './migrations/0017-cart-expiry-indexes'
import * as m0018 from './migrations/0018-content-generation'

/** Migrations are imported statically so they bundle with the server build. */
const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-cart-orders': m0002,
  '0003-mail-outbox': m0003,
  '0004-throttle': m0004,
  '0005-customers': m0005,
  '0006-customer-addresses': m0006,
  '0007-order-history': m0007,
  '0008-customer-groups': m0008,
  '0009-wishlist-compare': m0009,
  '0010-reviews': m0010,
  '0011-newsletter-loyalty': m0011,
  '0012-contact-stores': m0012,
  '0013-warranty-registrations': m0013,
  '0014-newsletter-coupons': m0014,
  '0015-blog-related-products': m0015,
  '0016-product-drawings': m0016,
  '0017-cart-expiry-indexes': m0017,
  '0018-content-generation': m0018,
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations
  }
}

/** Bring the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<string[]> {
  // With a schema (tests isolate themselves in one each) Kysely keeps its bookkeeping tables there too.
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), migrationTableSchema: options.schema })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
