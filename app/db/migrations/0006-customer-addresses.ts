import type { Kysely } from 'kysely'

/**
 * The customer's address book (/my-account/shipping-details): the shipping address fields of
 * checkout, one row per address, one of them the default (1) that checkout preselects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_address')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('street_address', 'text', (c) => c.notNull())
    .addColumn('apartment_number', 'text')
    .addColumn('suburb', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('customer_address_customer_idx').on('customer_address').column('customer_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_address').ifExists().execute()
}
