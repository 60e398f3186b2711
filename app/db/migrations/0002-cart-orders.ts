import type { Kysely } from 'kysely'

/**
 * Carts, checkout state, orders, payments and coupons. Ids are ULIDs (text); money is bigint minor units;
 * JSON is text. Orders carry a unique idempotency key so that a resubmitted checkout never creates a
 * second order, and a unique order number per store view.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('coupon_code', 'text')
    .addColumn('voucher_code', 'text')
    // Checkout details entered so far (personal, shipping address, billing, methods) as JSON.
    .addColumn('checkout', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('checkout_modified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('cart_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('parent_sku', 'text')
    .addColumn('qty', 'integer', (c) => c.notNull())
    // What the shopper chose: custom option values, bundle selections (JSON), and its canonical key.
    .addColumn('selection', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('options_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('cart_line_cart_idx').on('cart_line').column('cart_id').execute()

  await db.schema
    .createTable('coupon')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('min_subtotal', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('gift_card')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  await db.schema
    .createTable('order_sequence')
    .addColumn('store_code', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('sales_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('cart_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('shipping_method', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('shipping_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('grand_total', 'bigint', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('voucher_code', 'text')
    // Personal details, shipping and billing addresses as placed, JSON.
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('totals', 'text', (c) => c.notNull())
    // A random secret for the guest's signed status link.
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sales_order_line')
    .addColumn('order_id', 'text', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('row_total', 'bigint', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('sales_order_line_pk', ['order_id', 'line_no'])
    .execute()

  await db.schema
    .createTable('payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('sales_order.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payment_order_idx').on('payment').column('order_id').execute()

  // Every verified provider message is recorded once: a replayed return or notification is ignored.
  await db.schema
    .createTable('payment_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payment.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payment_event',
    'payment',
    'sales_order_line',
    'sales_order',
    'order_sequence',
    'gift_card',
    'coupon',
    'cart_line',
    'cart',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
