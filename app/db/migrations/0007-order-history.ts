import type { Kysely } from 'kysely'

/**
 * Order history: finding a customer's orders quickly, counting downloads of downloadable lines,
 * and remembering which products a shopper viewed. Timestamps are ISO text (UTC, fixed width).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // "My orders" pages by customer, newest first.
  await db.schema.createIndex('sales_order_customer_idx').on('sales_order').columns(['customer_id', 'created_at']).execute()

  // One row per downloadable order line, created at its first download; the counter only ever grows
  // through a conditional UPDATE, so two downloads at once can never both take the last one.
  await db.schema
    .createTable('order_download')
    .addColumn('order_id', 'text', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_download_at', 'text')
    .addPrimaryKeyConstraint('order_download_pk', ['order_id', 'line_no'])
    .execute()

  // Whose views: 'customer:<id>' for a signed-in customer, 'cart:<cart id>' for a guest with a cart.
  await db.schema
    .createTable('recently_viewed')
    .addColumn('viewer', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pk', ['viewer', 'product_id'])
    .execute()
  await db.schema.createIndex('recently_viewed_viewer_idx').on('recently_viewed').columns(['viewer', 'viewed_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recently_viewed').ifExists().execute()
  await db.schema.dropTable('order_download').ifExists().execute()
  await db.schema.dropIndex('sales_order_customer_idx').ifExists().execute()
}
