import type { Kysely } from 'kysely'

/**
 * Warranty registrations. One row per registered appliance: the catalogue product when the
 * shopper picked one (else only the model number typed), where it was bought, who registered it, and the
 * proof of purchase's file name under WARRANTY_UPLOADS_DIR (never under public/). `number` is what the
 * shopper quotes (WR-YYYYMMDD-XXXXXX), unique. Dates are ISO text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('warranty_registration')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.references('customer.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
    .addColumn('model_number', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text')
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'text', (c) => c.notNull())
    .addColumn('purchase_channel', 'text', (c) => c.notNull())
    .addColumn('store_location_id', 'integer', (c) => c.references('store_location.id').onDelete('set null'))
    .addColumn('retailer_name', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('proof_file', 'text', (c) => c.notNull())
    .addColumn('proof_type', 'text', (c) => c.notNull())
    .addColumn('proof_size', 'integer', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // The account page lists a customer's registrations, newest first.
  await db.schema
    .createIndex('warranty_registration_customer_idx')
    .on('warranty_registration')
    .columns(['customer_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('warranty_registration').ifExists().execute()
}
