import type { Kysely } from 'kysely'

/**
 * Product reviews. A review belongs to the product a shopper saw (the parent of a configurable),
 * written by a customer or by a guest who gave an e-mail address. `reviewer_key` (customer:<id> or
 * email:<address>) is unique per product: one review per customer, or per guest address, and product.
 * Timestamps are ISO text; `verified` is 0/1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('reviewer_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('review_reviewer_idx').on('review').columns(['product_id', 'reviewer_key']).unique().execute()
  // The product page reads a product's published reviews newest first; moderation lists by status.
  await db.schema.createIndex('review_product_idx').on('review').columns(['product_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('review_status_idx').on('review').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review').ifExists().execute()
}
