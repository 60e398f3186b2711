import type { Kysely } from 'kysely'

/**
 * Products a blog post recommends. Linked by the post's slug and the product's SKU, not by row
 * ids: a post has one row per store view under the same slug, and a SKU survives a catalogue re-import
 * where product ids may not. Products that are missing or not listable are simply not shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_post_product')
    .addColumn('post_slug', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_post_product_pk', ['post_slug', 'sku'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_product').ifExists().execute()
}
