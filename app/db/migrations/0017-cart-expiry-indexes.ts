import type { Kysely } from 'kysely'

/**
 * The hourly expiry of abandoned guest carts (cart-expiry.server.ts) looked up each stale cart's orders
 * without an index on `sales_order.cart_id`: every stale cart read the whole order table. With 20 000
 * orders and 5 000 stale carts the delete took 42 s inside one transaction, which on SQLite holds the only
 * writer, so checkouts waited behind it. Indexed, the same delete takes milliseconds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sales_order_cart_idx').on('sales_order').column('cart_id').execute()
  await db.schema.createIndex('cart_updated_idx').on('cart').column('updated_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cart_updated_idx').ifExists().execute()
  await db.schema.dropIndex('sales_order_cart_idx').ifExists().execute()
}
