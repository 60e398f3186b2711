/**
 * Orders written straight into a test database (no checkout involved), for payment, mail and order status
 * tests. Amounts are minor units incl. tax, like the real ones.
 *
 *   const order = await insertTestOrder(db, { payment_method: 'cardgateway' })
 */
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { ulid } from 'ulid'
import type { Database, SalesOrderLineTable, SalesOrderTable } from '~/db/schema'
import type { OrderDetails } from '~/providers/orders/types'

let sequence = 0

/** The checkout's shipping address fields of one Cape Town shopper, as the forms post them. */
export const CAPE_TOWN_ADDRESS = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  country: 'ZA',
  streetAddress: '12 Long Street',
  city: 'Cape Town',
  state: 'Western Cape',
  zipCode: '8001',
  phoneNumber: '+27 21 555 0100',
}

export function testOrderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  const address = {
    firstName: 'Thandi',
    lastName: 'Mokoena',
    country: 'ZA',
    streetAddress: '12 Long Street',
    suburb: 'Gardens',
    city: 'Cape Town',
    zipCode: '8001',
    phoneNumber: '+27 21 555 0100',
  }
  return {
    personal: { firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' },
    shipping: address,
    billing: address,
    shippingMethod: { code: 'standard', carrierCode: 'courier', title: 'Courier', priceInclTax: 10000 },
    paymentMethod: { code: 'cardgateway', title: 'Credit or debit card' },
    ...overrides,
  }
}

export interface InsertTestOrderOptions extends Partial<SalesOrderTable> {
  /** The gift card part of the grand total, stored in `totals` as the checkout does. */
  voucherAmount?: number
  orderLines?: Omit<SalesOrderLineTable, 'order_id'>[]
  orderDetails?: OrderDetails
}

/** Insert an order (R 1 399.00 by default: a R 1 299.00 kettle plus R 100.00 delivery) and its lines. */
export async function insertTestOrder(db: Kysely<Database>, options: InsertTestOrderOptions = {}): Promise<SalesOrderTable> {
  const { voucherAmount = 0, orderLines, orderDetails, ...overrides } = options
  sequence += 1
  const now = new Date().toISOString()
  const id = overrides.id ?? ulid()
  const grandTotal = overrides.grand_total ?? 139900
  const prefix = overrides.store_code === 'de' ? 'KDE' : overrides.store_code === 'it' ? 'KIT' : 'KZA'
  const row: SalesOrderTable = {
    id,
    number: `${prefix}-${String(sequence).padStart(6, '0')}`,
    idempotency_key: `key-${id}`,
    store_code: 'default',
    locale: 'en-ZA',
    customer_id: null,
    cart_id: null,
    email: 'thandi@example.co.za',
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cardgateway',
    shipping_method: 'courier_standard',
    currency: 'ZAR',
    subtotal: 129900,
    discount: 0,
    shipping_amount: 10000,
    tax_amount: 18248,
    grand_total: grandTotal,
    coupon_code: null,
    voucher_code: voucherAmount > 0 ? 'GIFT-TEST' : null,
    details: JSON.stringify(orderDetails ?? testOrderDetails()),
    totals: JSON.stringify({ grandTotal, voucherAmount, amountDue: grandTotal - voucherAmount }),
    access_token: crypto.randomBytes(32).toString('hex'),
    created_at: now,
    updated_at: now,
    ...overrides,
  }
  await db.insertInto('sales_order').values(row).execute()
  const lines = orderLines ?? [
    {
      line_no: 1,
      product_id: 1001,
      sku: 'KAR-KETTLE-1',
      name: 'Karoo 1.7 l kettle',
      qty: 1,
      unit_price: 129900,
      row_total: 129900,
      discount: 0,
      tax_rate_bp: 1500,
      tax_amount: 16943,
      options: '[]',
    },
  ]
  if (lines.length)
    await db
      .insertInto('sales_order_line')
      .values(lines.map((line) => ({ ...line, order_id: id })))
      .execute()
  return row
}
