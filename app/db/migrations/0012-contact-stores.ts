import type { Kysely } from 'kysely'

/**
 * Contact messages and the store locator's opening hours (docs/decisions/0029).
 *
 * A contact message keeps what the shopper wrote exactly as text (it is escaped wherever it is shown);
 * `order_id` links it to an order only when the number given exists and was placed with the same e-mail.
 * Stores get their week as JSON (`opening_hours`) so that the locator writes it in the reader's language;
 * the English `hours` text stays as the fallback.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Quoted to the shopper in the confirmation mail ('C-7K2M9QXD').
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // As typed (format-checked); order_id only when it is the shopper's own order.
    .addColumn('order_number', 'text')
    .addColumn('order_id', 'text', (c) => c.references('sales_order.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('contact_message_created_idx').on('contact_message').column('created_at').execute()
  await db.schema.createIndex('contact_message_order_idx').on('contact_message').column('order_id').execute()

  await db.schema.alterTable('store_location').addColumn('opening_hours', 'text').execute()

  // Shops seeded before this migration get the footer's new links (a fresh database gets them from the
  // seed, which runs after the migrations on an empty table). Only under the seeded column, by its id.
  const column = await db
    .selectFrom('cms_hierarchy')
    .select('id')
    .where('id', '=', 1)
    .where('identifier', '=', 'footer-customer-service')
    .executeTakeFirst()
  if (column) {
    const taken = new Set(
      ((await db.selectFrom('cms_hierarchy').select('identifier').execute()) as { identifier: string }[]).map((r) => r.identifier),
    )
    const links = [
      { id: 15, identifier: 'contact', title: 'Contact us', position: 6 },
      { id: 16, identifier: 'stores', title: 'Store locator', position: 7 },
      { id: 17, identifier: 'register-your-warranty', title: 'Register your warranty', position: 8 },
    ].filter((link) => !taken.has(link.identifier))
    for (const link of links) {
      await db
        .insertInto('cms_hierarchy')
        .values({ ...link, parent_id: 1, page_identifier: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('cms_hierarchy')
    .where('identifier', 'in', ['contact', 'stores', 'register-your-warranty'])
    .where('page_identifier', 'is', null)
    .execute()
  await db.schema.alterTable('store_location').dropColumn('opening_hours').execute()
  await db.schema.dropTable('contact_message').ifExists().execute()
}
