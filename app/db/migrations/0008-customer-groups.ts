import type { Kysely } from 'kysely'

/**
 * Customer groups and customer carts (a signed-in customer's cart is kept with the account). A group decides
 * which tier prices its customers get: `customer.group_id` and `tier_price.customer_group_id` name a row
 * here; 0 is the general group (guests and new accounts). A customer has at most one saved cart per store
 * view: the unique index makes two logins racing to bind a cart to the same customer fail rather than leave
 * two carts (NULLs, the guest carts, are distinct on both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_group')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await db.insertInto('customer_group').values({ id: 0, code: 'general', name: 'General' }).execute()
  await db.schema.createIndex('cart_customer_store_idx').on('cart').columns(['customer_id', 'store_code']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cart_customer_store_idx').ifExists().execute()
  await db.schema.dropTable('customer_group').ifExists().execute()
}
