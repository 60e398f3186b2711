import type { Kysely } from 'kysely'

/**
 * Wishlist and compare list: one row per product on a shopper's list. The owner is a customer
 * (`customer:<id>`) or a guest browser (`guest:<id>`, the id held in the signed karoo_lists cookie), so one
 * table serves both and a guest's rows join an account by changing their owner. Products are named by the
 * listable product's sku: a wishlist or compare item is identified by its sku.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shopper_list_item')
    .addColumn('owner', 'text', (c) => c.notNull())
    // 'wishlist' or 'compare'.
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    // The list shows products in the order they were added.
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shopper_list_item_pk', ['owner', 'list', 'sku'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shopper_list_item').ifExists().execute()
}
