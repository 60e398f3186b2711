/**
 * Placing orders: from the reviewed cart, once, or not at all.
 *
 * Everything is recomputed on the server from the cart (nothing posted is priced), then written
 * in ONE transaction: the order with its idempotency key, its number, its lines, the stock taken,
 * the gift card amount used, and the cart emptied. Either all of it happens or none of it.
 *
 * - Idempotency: `sales_order.idempotency_key` is unique. A key that already has an order gives
 *   that order back (`created: false`), also when two submissions race: the loser's insert hits
 *   the unique index, its transaction rolls back, and it reads the winner's order.
 * - Order numbers: `UPDATE order_sequence SET last_value = last_value + 1` then a read, inside the
 *   transaction. PostgreSQL holds the row lock until commit, so numbers never repeat; on SQLite
 *   the one connection runs transactions one at a time.
 * - Stock: one guarded UPDATE per product (`... WHERE qty >= n`, or unmanaged stock). If any
 *   affects no row the whole order rolls back with 'Some of the ordered products are not
 *   available!' (the spec's checkout message; see docs/decisions/0006-placing-orders.md).
 * - Mail: the order confirmation is queued in the mail outbox in the same transaction, so a committed
 *   order always has its mail on the way, even across a crash (docs/decisions/0013-mail-outbox.md).
 */
import crypto from 'node:crypto'
import { ulid } from 'ulid'
import { lineTotal } from '~/domain/cart'
import { EMAIL_TAKEN, ERROR_PLACING_ORDER, FIX_VALIDATION_ERRORS, SOME_PRODUCTS_NOT_AVAILABLE } from '~/domain/messages'
import { formatMoney } from '~/domain/money'
import { formatOrderNumber, orderNumberPrefix } from '~/domain/order-number'
import { initialStatus } from '~/domain/order-payment'
import { changeSinceReview, reviewedAmounts, type ReviewChange, type ReviewedAmounts } from '~/domain/review'
import type { SalesOrderLineTable, SalesOrderTable } from '~/db/schema'
import { recordOrderPlaced } from '~/utils/metrics.server'
import type { StoreView } from '~/utils/store-views'
import type { AddressDetails, OrderDetails, OrderLineRecord, OrderRecord } from './types'
import { loadCheckout, type CheckoutView } from '~/providers/checkout/checkout.server'
import { insertCustomer } from '~/providers/customers/customers.server'
import { getDb } from '~/server/db.server'
import { publishCatalogueChange } from '~/providers/catalog/events.server'
import { enqueueMail, nudgeMailDelivery, orderConfirmationKey, orderShippedKey } from '~/providers/mail/outbox.server'

export interface PlaceOrderInput {
  cartId: string
  view: StoreView
  locale: string
  idempotencyKey: string
  /** The discount, gift card part and amount due the review step showed (domain/review.ts). */
  reviewed: ReviewedAmounts
  customerId?: string | null
}

export type PlaceOrderResult =
  | {
      ok: true
      order: OrderRecord
      created: boolean
      /** A guest chose "create an account": the account now exists, with this order as its first. */
      accountCreated?: boolean
    }
  | {
      ok: false
      message: string
      params?: Record<string, string | number>
      /**
       * Where the shopper should look next: the cart when its money changed, the personal details when the
       * account to create lost its e-mail to another, else the review step.
       */
      backTo?: 'cart' | 'personal'
    }

type Refusal = Extract<PlaceOrderResult, { ok: false }>

/** Thrown inside the transaction to roll it back with a message for the shopper. */
class OrderRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

/** Thrown inside the transaction when a twin order spent the gift card after this cart was priced. */
class VoucherSpent extends Error {}

const refuse = (message: string, params?: Refusal['params']): Refusal => (params ? { ok: false, message, params } : { ok: false, message })

/** The review showed other money than the cart holds now: the shopper checks the cart before paying. */
function changedSinceReview(change: ReviewChange, checkout: CheckoutView, view: StoreView): Refusal {
  const { cart } = checkout
  if (change === 'voucher') {
    return {
      ok: false,
      message: 'checkout.voucherChanged',
      params: { code: cart.voucherCode ?? '', amount: formatMoney(cart.voucherAmount, view) },
      backTo: 'cart',
    }
  }
  if (change === 'coupon') return { ok: false, message: 'checkout.couponChanged', backTo: 'cart' }
  return { ok: false, message: 'checkout.totalChanged', backTo: 'cart' }
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    return await place(input)
  } catch (error) {
    console.error('Placing an order failed', error)
    return refuse(ERROR_PLACING_ORDER)
  }
}

async function place(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const replay = await replayOf(input)
  if (replay) return replay

  const checkout = await loadCheckout(input.cartId, input.view)
  if (!checkout || checkout.cart.lines.length === 0) {
    // A twin submission may have turned this cart into an order a moment ago.
    return (await replayOf(input)) ?? refuse('cart.empty')
  }
  if (checkout.blockedLines.length > 0) return refuse(SOME_PRODUCTS_NOT_AVAILABLE)
  if (checkout.nextStep !== 'review' || !checkout.paymentMethod || !checkout.state.personalDetails) {
    return refuse(FIX_VALIDATION_ERRORS)
  }
  // A gift card spent or a coupon lapsed since the review: never place at a price the shopper did not see.
  const change = changeSinceReview(input.reviewed, reviewedAmounts(checkout.cart))
  if (change) return changedSinceReview(change, checkout, input.view)

  const needs = await stockNeeds(input.cartId, checkout)
  // "Create an account" counts for a guest only: a shopper who signed in since orders on their own account.
  const personal = checkout.state.personalDetails
  const newAccount =
    !input.customerId && personal.newAccountPasswordHash ? { id: ulid(), passwordHash: personal.newAccountPasswordHash } : null
  const order = buildOrder({ ...input, customerId: input.customerId ?? newAccount?.id }, checkout)
  const now = new Date().toISOString()

  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        // 1. The order number: the sequence row stays locked (PostgreSQL) until commit.
        const storeCode = input.view.storeCode
        let bumped = await trx
          .updateTable('order_sequence')
          .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
          .where('store_code', '=', storeCode)
          .executeTakeFirst()
        if (Number(bumped.numUpdatedRows) === 0) {
          await trx
            .insertInto('order_sequence')
            .values({ store_code: storeCode, last_value: 0 })
            .onConflict((oc) => oc.column('store_code').doNothing())
            .execute()
          bumped = await trx
            .updateTable('order_sequence')
            .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
            .where('store_code', '=', storeCode)
            .executeTakeFirst()
        }
        const sequence = await trx
          .selectFrom('order_sequence')
          .select('last_value')
          .where('store_code', '=', storeCode)
          .executeTakeFirstOrThrow()

        // 2. The new account, if the guest asked for one: it exists only if the order does. An e-mail that
        //    found an account since the personal details were saved refuses the order, nothing is made.
        if (newAccount) {
          const customer = await insertCustomer(trx, {
            id: newAccount.id,
            email: personal.emailAddress,
            firstName: personal.firstName,
            lastName: personal.lastName,
            passwordHash: newAccount.passwordHash,
          })
          if (!customer) throw new OrderRefused({ ok: false, message: EMAIL_TAKEN, backTo: 'personal' })
        }

        // 3. The order and its confirmation mail: a second order with the same key fails here, on the unique index.
        await trx
          .insertInto('sales_order')
          .values({ ...order.row, number: formatOrderNumber(orderNumberPrefix(storeCode), Number(sequence.last_value)) })
          .execute()
        if (order.lines.length) await trx.insertInto('sales_order_line').values(order.lines).execute()
        await enqueueMail(trx, {
          kind: 'order_confirmation',
          dedupeKey: orderConfirmationKey(order.row.id),
          to: order.row.email,
          payload: { orderId: order.row.id },
        })

        // 4. Stock, product by product in id order (a steady lock order on PostgreSQL).
        for (const [productId, units] of needs) {
          const taken = await trx
            .updateTable('stock')
            .set((eb) => ({
              qty: eb
                .case()
                .when('manage_stock', '=', 1)
                .then(eb('qty', '-', units))
                .else(eb.ref('qty'))
                .end(),
            }))
            .where('product_id', '=', productId)
            .where('is_in_stock', '=', 1)
            .where((eb) => eb.or([eb('manage_stock', '=', 0), eb('qty', '>=', units)]))
            .executeTakeFirst()
          if (Number(taken.numUpdatedRows) === 0) throw new OrderRefused(refuse(SOME_PRODUCTS_NOT_AVAILABLE))
          await trx
            .updateTable('stock')
            .set({ is_in_stock: 0 })
            .where('product_id', '=', productId)
            .where('manage_stock', '=', 1)
            .where('qty', '<=', 0)
            .execute()
        }

        // 5. The gift card pays its part once: the balance must still cover it. A twin order may have spent it
        //    since the cart was priced above; then the amount reviewed is no longer there to take.
        const { voucherAmount, voucherCode } = checkout.cart
        if (voucherAmount > 0 && voucherCode) {
          const used = await trx
            .updateTable('gift_card')
            .set((eb) => ({ balance: eb('balance', '-', voucherAmount) }))
            .where('code', '=', voucherCode)
            .where('currency', '=', input.view.currencyCode)
            .where('active', '=', 1)
            .where('balance', '>=', voucherAmount)
            .executeTakeFirst()
          if (Number(used.numUpdatedRows) === 0) throw new VoucherSpent()
        }

        // 5b. A single-use coupon (the newsletter's, decision 0031) is spent with the order. A twin order that
        //     used it since the cart was priced leaves no use to take: the discount reviewed is gone.
        if (checkout.cart.couponCode) {
          const spent = await trx
            .updateTable('coupon')
            .set((eb) => ({ uses_left: eb('uses_left', '-', 1) }))
            .where('code', '=', checkout.cart.couponCode)
            .where('uses_left', 'is not', null)
            .where('uses_left', '>', 0)
            .executeTakeFirst()
          if (Number(spent.numUpdatedRows) === 0) {
            const limited = await trx
              .selectFrom('coupon')
              .select('uses_left')
              .where('code', '=', checkout.cart.couponCode)
              .executeTakeFirst()
            if (limited && limited.uses_left !== null) throw new OrderRefused(changedSinceReview('coupon', checkout, input.view))
          }
        }

        // 6. The cart is emptied with the order (the order's time is kept, the lines go, the new account's
        //    password and the create-account choice are dropped): the checkout state keeps only that marker.
        await trx.deleteFrom('cart_line').where('cart_id', '=', input.cartId).execute()
        await trx
          .updateTable('cart')
          .set({
            checkout: JSON.stringify({ lastOrder: { id: order.row.id, placedAt: now } }),
            checkout_modified_at: null,
            coupon_code: null,
            voucher_code: null,
            updated_at: now,
          })
          .where('id', '=', input.cartId)
          .execute()
      })
  } catch (error) {
    if (error instanceof OrderRefused) return error.refusal
    // Read after the rollback: on SQLite the transaction holds the only connection.
    if (error instanceof VoucherSpent)
      return changedSinceReview('voucher', (await loadCheckout(input.cartId, input.view)) ?? checkout, input.view)
    if (isUniqueViolation(error, 'idempotency_key')) {
      const existing = await replayOf(input)
      if (existing) return existing
    }
    throw error
  }
  // The confirmation is committed with the order; wake this instance's worker so it leaves now.
  nudgeMailDelivery()
  // Counted once committed: a replay of the same idempotency key returns above and is not a new order.
  recordOrderPlaced()

  const placed = await getOrder(order.row.id)
  if (!placed) throw new Error(`Order ${order.row.id} vanished after commit`)
  // Stock changed: listings and search must show it (here and, on PostgreSQL, on every instance).
  // Awaited, so the page the shopper lands on already shows the new stock; a failure never fails the order.
  await publishCatalogueChange(needs.map(([productId]) => productId)).catch((error: unknown) =>
    console.error(`Reindexing after order ${placed.number} failed`, error),
  )
  return newAccount ? { ok: true, order: placed, created: true, accountCreated: true } : { ok: true, order: placed, created: true }
}

/** The order already made with this key from this cart, if any; a key from another cart is refused. */
async function replayOf(input: PlaceOrderInput): Promise<PlaceOrderResult | null> {
  const row = await getDb()
    .selectFrom('sales_order')
    .select(['id', 'cart_id', 'store_code'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst()
  if (!row) return null
  if (row.cart_id !== input.cartId || row.store_code !== input.view.storeCode) return refuse(ERROR_PLACING_ORDER)
  const order = await getOrder(row.id)
  return order ? { ok: true, order, created: false } : null
}

/** Units to take from stock per product id, sorted by id: each line's product, and a bundle's chosen items. */
async function stockNeeds(cartId: string, checkout: CheckoutView): Promise<[number, number][]> {
  const db = getDb()
  const needs = new Map<number, number>()
  const add = (productId: number, units: number) => needs.set(productId, (needs.get(productId) ?? 0) + units)
  const rows = await db.selectFrom('cart_line').select(['id', 'selection']).where('cart_id', '=', cartId).execute()
  const selections = new Map(rows.map((row) => [row.id, row.selection]))
  for (const line of checkout.cart.lines) {
    add(line.productId, line.qty)
    if (line.typeId !== 'bundle') continue
    const members = bundleMembers(selections.get(line.id))
    if (!members.length) continue
    const links = await db
      .selectFrom('bundle_selection')
      .innerJoin('bundle_option', 'bundle_option.id', 'bundle_selection.option_id')
      .select(['bundle_selection.product_id', 'bundle_selection.qty'])
      .where('bundle_option.product_id', '=', line.productId)
      .where('bundle_selection.product_id', 'in', members)
      .execute()
    for (const member of members) {
      const perBundle = links.find((link) => link.product_id === member)?.qty ?? 1
      add(member, perBundle * line.qty)
    }
  }
  return [...needs.entries()].sort(([a], [b]) => a - b)
}

function bundleMembers(selection: string | undefined): number[] {
  try {
    const value = JSON.parse(selection ?? '{}') as { bundle?: Record<string, unknown> }
    return Object.values(value.bundle ?? {}).filter((id): id is number => Number.isInteger(id))
  } catch {
    return []
  }
}

function buildOrder(input: PlaceOrderInput, checkout: CheckoutView) {
  const { cart, state, shippingMethod } = checkout
  const paymentMethod = checkout.paymentMethod!
  const personal = state.personalDetails!
  const shipping = cart.virtual ? null : (state.shippingDetails ?? null)
  const billing: AddressDetails =
    state.paymentDetails && !state.paymentDetails.sameAsShipping ? withoutFlag(state.paymentDetails) : withoutNote(shipping!)
  const details: OrderDetails = {
    personal: { firstName: personal.firstName, lastName: personal.lastName, emailAddress: personal.emailAddress },
    shipping,
    billing,
    shippingMethod: shippingMethod
      ? {
          code: shippingMethod.code,
          carrierCode: shippingMethod.carrierCode,
          title: shippingMethod.title,
          priceInclTax: shippingMethod.priceInclTax,
        }
      : null,
    paymentMethod: { code: paymentMethod.code, title: paymentMethod.title },
  }
  const { status, paymentStatus } = initialStatus(paymentMethod, cart.amountDue)
  const now = new Date().toISOString()
  const id = ulid()
  const row: Omit<SalesOrderTable, 'number'> = {
    id,
    idempotency_key: input.idempotencyKey,
    store_code: input.view.storeCode,
    locale: input.locale,
    customer_id: input.customerId ?? null,
    cart_id: input.cartId,
    email: personal.emailAddress,
    status,
    payment_status: paymentStatus,
    payment_method: paymentMethod.code,
    shipping_method: shippingMethod ? `${shippingMethod.carrierCode}_${shippingMethod.code}` : null,
    currency: input.view.currencyCode,
    subtotal: cart.totals.subtotalInclTax,
    discount: cart.totals.discount,
    shipping_amount: cart.totals.shippingInclTax,
    tax_amount: cart.totals.taxTotal,
    // The order's total; a gift card's part is in `totals` (voucherAmount, amountDue = what is left to pay).
    grand_total: cart.totals.grandTotal,
    coupon_code: cart.couponCode,
    voucher_code: cart.voucherAmount > 0 ? cart.voucherCode : null,
    details: JSON.stringify(details),
    totals: JSON.stringify({ ...cart.totals, voucherAmount: cart.voucherAmount, amountDue: cart.amountDue }),
    access_token: crypto.randomBytes(32).toString('hex'),
    created_at: now,
    updated_at: now,
  }
  const byLine = new Map(cart.totals.lines.map((line) => [line.id, line]))
  const sellable = cart.lines.filter((line) => !line.unavailable)
  const lines: SalesOrderLineTable[] = sellable.map((line, index) => {
    const totals = byLine.get(line.id)
    return {
      order_id: id,
      line_no: index + 1,
      product_id: line.productId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unit_price: line.unitPrice,
      row_total: totals?.rowTotalInclTax ?? lineTotal(line),
      discount: totals?.discount ?? 0,
      tax_rate_bp: line.taxRateBp,
      tax_amount: totals?.tax ?? 0,
      options: JSON.stringify(line.options.map((o) => ({ label: o.label, value: o.value }))),
    }
  })
  return { row, lines }
}

function withoutFlag(billing: { sameAsShipping: false } & AddressDetails): AddressDetails {
  const { sameAsShipping: _same, ...address } = billing
  return address
}

function withoutNote(shipping: AddressDetails & { additionalInformation?: string }): AddressDetails {
  const { additionalInformation: _note, ...address } = shipping
  return address
}

/**
 * A unique-index violation on `column`, from either driver: better-sqlite3 reports
 * SQLITE_CONSTRAINT_UNIQUE ("UNIQUE constraint failed: sales_order.idempotency_key"), node-postgres
 * SQLSTATE 23505 with the constraint name and a "Key (idempotency_key)=..." detail.
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!error || typeof error !== 'object') return false
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown }
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') return String(e.message ?? '').includes(column)
  if (e.code === '23505') return `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`.includes(column)
  return false
}

/**
 * The shop has handed an order's goods to the carrier: the order is complete, and the shopper is told in
 * the same transaction, once. Only an order being processed that has something to ship qualifies (a paid
 * order, or cash on delivery); anything else, or a second call, changes nothing and returns false.
 */
export async function markOrderShipped(orderId: string): Promise<boolean> {
  const shipped = await getDb()
    .transaction()
    .execute(async (trx) => {
      const now = new Date().toISOString()
      const row = await trx
        .updateTable('sales_order')
        .set({ status: 'complete', updated_at: now })
        .where('id', '=', orderId)
        .where('status', '=', 'processing')
        .where('shipping_method', 'is not', null)
        .returning(['id', 'email'])
        .executeTakeFirst()
      if (!row) return false
      await enqueueMail(trx, { kind: 'order_shipped', dedupeKey: orderShippedKey(row.id), to: row.email, payload: { orderId: row.id } })
      return true
    })
  if (shipped) nudgeMailDelivery()
  return shipped
}

// ---------------------------------------------------------------------------------------------
// Reading orders
// ---------------------------------------------------------------------------------------------

export async function getOrder(id: string): Promise<OrderRecord | null> {
  const row = await getDb().selectFrom('sales_order').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toRecord(row) : null
}

export async function getOrderByIdempotencyKey(key: string): Promise<OrderRecord | null> {
  const row = await getDb().selectFrom('sales_order').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
  return row ? toRecord(row) : null
}

async function toRecord(row: SalesOrderTable): Promise<OrderRecord> {
  const lines = await getDb().selectFrom('sales_order_line').selectAll().where('order_id', '=', row.id).orderBy('line_no').execute()
  return {
    id: row.id,
    number: row.number,
    storeCode: row.store_code,
    locale: row.locale,
    customerId: row.customer_id,
    email: row.email,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    shippingMethod: row.shipping_method,
    currency: row.currency,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    shippingAmount: Number(row.shipping_amount),
    taxAmount: Number(row.tax_amount),
    grandTotal: Number(row.grand_total),
    couponCode: row.coupon_code,
    voucherCode: row.voucher_code,
    details: JSON.parse(row.details) as OrderDetails,
    lines: lines.map((line): OrderLineRecord => ({
      lineNo: line.line_no,
      productId: line.product_id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unitPrice: Number(line.unit_price),
      rowTotal: Number(line.row_total),
      discount: Number(line.discount),
      taxRateBp: line.tax_rate_bp,
      taxAmount: Number(line.tax_amount),
      options: JSON.parse(line.options) as OrderLineRecord['options'],
    })),
    accessToken: row.access_token,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
