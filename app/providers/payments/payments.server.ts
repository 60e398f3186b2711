/**
 * Payment state transitions of an order: starting a payment, trying again, switching method, and applying
 * what a verified gateway message says. The rules they enforce are app/domain/order-payment.ts; the WHERE
 * clauses repeat them in the database so that two requests cannot both pass. See
 * docs/decisions/0005-payments-sandbox-and-analytics.md.
 *
 * Rules that hold whichever gateway is used:
 * - a gateway message counts only when its signature verifies and it is less than 15 minutes old;
 * - every message is recorded once by its event id (payment_event primary key): a replay changes nothing;
 * - a payment moves only out of `pending`; an order that is paid is never moved back;
 * - the amount and currency must be exactly what was asked for (the order's amount due).
 */
import type { Kysely, Transaction } from 'kysely'
import {
  ORDER_OPEN_FOR_PAYMENT,
  UNPAID_PAYMENT_STATUSES,
  initialStatus,
  isOpenForPayment,
  mayChangePaymentMethod,
  mayRetryPayment,
} from '~/domain/order-payment'
import { PAYMENT_METHODS, availablePaymentMethods, findPaymentMethod, type PaymentMethod } from '~/domain/payment-methods'
import type { CurrencyCode } from '~/domain/totals'
import type { Database, PaymentTable } from '~/db/schema'
import type { PaymentResult } from '~/payments/provider'
import type { PaymentOutcome } from '~/payments/signing'
import { publicOrigin } from '~/utils/seo.server'
import { storePath, type StoreView } from '~/utils/store-views'
import { getDb } from '~/server/db.server'
import { enqueueMail, nudgeMailDelivery, orderPaymentApprovedKey, orderPaymentFailedKey } from '~/providers/mail/outbox.server'
import { orderStoreView } from '~/providers/orders/access.server'
import type { OrderDetails, OrderRecord } from '~/providers/orders/types'
import { getPaymentProvider, isOnlinePayment } from './registry.server'

// ---------------------------------------------------------------------------------------------
// Amounts
// ---------------------------------------------------------------------------------------------

type Db = Kysely<Database> | Transaction<Database>

function parseJson<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as unknown
    return (value ?? fallback) as T
  } catch {
    return fallback
  }
}

/** The gift card / voucher part of an order, read from its stored totals (`voucherAmount` or `amountDue`). */
export function voucherAmountOf(order: { grand_total: number | string; totals: string }): number {
  const grandTotal = Number(order.grand_total)
  const totals = parseJson<Record<string, unknown>>(order.totals, {})
  const amountDue = totals && typeof totals === 'object' ? totals.amountDue : undefined
  if (typeof amountDue === 'number' && Number.isFinite(amountDue)) {
    return Math.min(grandTotal, Math.max(0, grandTotal - amountDue))
  }
  const voucher = totals && typeof totals === 'object' ? totals.voucherAmount : undefined
  if (typeof voucher === 'number' && Number.isFinite(voucher)) return Math.min(grandTotal, Math.max(0, voucher))
  return 0
}

/** What the shopper must pay online for an order: the grand total less any voucher (minor units). */
export async function amountDue(orderId: string, db: Db = getDb()): Promise<number> {
  const row = await db.selectFrom('sales_order').select(['grand_total', 'totals']).where('id', '=', orderId).executeTakeFirst()
  if (!row) throw new Error(`Order ${orderId} not found`)
  return Number(row.grand_total) - voucherAmountOf(row)
}

// ---------------------------------------------------------------------------------------------
// Starting, retrying, switching
// ---------------------------------------------------------------------------------------------

export class PaymentError extends Error {}

function paymentUrls(request: Request, view: StoreView, code: string) {
  const origin = publicOrigin(request)
  return {
    returnUrl: origin + storePath(view, '/order/status'),
    notifyUrl: `${origin}/api/payments/notify/${encodeURIComponent(code)}`,
  }
}

/**
 * Create a payment for the order with the provider of its payment method and return where to send the
 * shopper (the provider's hosted page). Throws PaymentError for an offline method, a paid or closed order,
 * or nothing left to pay.
 */
export async function startPayment(order: OrderRecord, request: Request): Promise<string> {
  const provider = getPaymentProvider(order.paymentMethod)
  if (!provider || !isOnlinePayment(order.paymentMethod)) {
    throw new PaymentError(`Payment method ${order.paymentMethod} is not paid online`)
  }
  if (!isOpenForPayment(order)) {
    throw new PaymentError(`Order ${order.number} takes no payment (${order.status}/${order.paymentStatus})`)
  }
  const amount = await amountDue(order.id)
  if (amount <= 0) throw new PaymentError(`Order ${order.number} has nothing left to pay`)
  const { redirectUrl } = await provider.createPayment({
    order,
    amount,
    currency: order.currency,
    ...paymentUrls(request, orderStoreView(order), provider.code),
  })
  return redirectUrl
}

/** The domain's may-retry rule, told whether a gateway takes the order's method. */
export function canRetryPayment(order: Pick<OrderRecord, 'status' | 'paymentStatus' | 'paymentMethod'>): boolean {
  return mayRetryPayment(order, isOnlinePayment(order.paymentMethod))
}

/**
 * A new payment attempt for an order whose payment was declined (or never finished): the order goes back
 * to "payment pending" and the shopper is sent to the provider again. Returns the redirect URL.
 */
export async function retryPayment(order: OrderRecord, request: Request): Promise<string> {
  if (!canRetryPayment(order)) throw new PaymentError(`Order ${order.number} cannot be paid again`)
  if (order.paymentStatus === 'declined') {
    await getDb()
      .updateTable('sales_order')
      .set({ payment_status: 'pending', updated_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .where('payment_status', '=', 'declined')
      .execute()
  }
  return startPayment({ ...order, paymentStatus: 'pending' }, request)
}

/** The methods the shopper may switch an unpaid order to (cash on delivery only when something ships). */
function alternativePaymentMethods(order: OrderRecord): PaymentMethod[] {
  const currency = (order.currency === 'EUR' ? 'EUR' : 'ZAR') as CurrencyCode
  return availablePaymentMethods(PAYMENT_METHODS, {
    virtual: order.shippingMethod === null && !order.details.shipping,
    grandTotal: order.grandTotal,
    currency,
  })
}

/** The other methods the status page offers: none once the order may no longer change its method. */
export function otherPaymentMethods(order: OrderRecord): { code: string; title: string }[] {
  if (!mayChangePaymentMethod(order)) return []
  return alternativePaymentMethods(order)
    .filter((method) => method.code !== order.paymentMethod)
    .map((method) => ({ code: method.code, title: method.title }))
}

/**
 * Switch an unpaid order to another payment method. An online method starts a payment (the redirect URL is
 * returned); an offline one (EFT, cash on delivery) leaves the order waiting for that payment (null).
 */
export async function changePaymentMethod(order: OrderRecord, code: string, request: Request): Promise<string | null> {
  if (!mayChangePaymentMethod(order)) {
    throw new PaymentError(`Order ${order.number} cannot change its payment method`)
  }
  const method = findPaymentMethod(alternativePaymentMethods(order), code)
  if (!method) throw new PaymentError(`Payment method ${code} is not available for order ${order.number}`)
  const details: OrderDetails = { ...order.details, paymentMethod: { code: method.code, title: method.title } }
  // The same starting point as an order placed with that method (cash on delivery is packed at once).
  const { status, paymentStatus } = initialStatus(method, await amountDue(order.id))
  const updated = await getDb()
    .updateTable('sales_order')
    .set({
      status,
      payment_method: method.code,
      payment_status: paymentStatus,
      details: JSON.stringify(details),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', order.id)
    // mayChangePaymentMethod, checked again by the database: the order may have been paid meanwhile.
    .where('status', '=', ORDER_OPEN_FOR_PAYMENT)
    .where('payment_status', '<>', 'paid')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) throw new PaymentError(`Order ${order.number} changed meanwhile`)
  const changed: OrderRecord = { ...order, status, paymentMethod: method.code, paymentStatus, details }
  return isOnlinePayment(method.code) ? startPayment(changed, request) : null
}

// ---------------------------------------------------------------------------------------------
// Applying what a gateway says
// ---------------------------------------------------------------------------------------------

export type ApplyOutcome =
  /** Recorded and acted upon. `orderChanged` is false when the order was already past that point. */
  | { outcome: 'applied'; orderId: string; paymentStatus: PaymentOutcome; orderChanged: boolean }
  /** Recorded; nothing to do (a `pending` message, or the payment had already left `pending`). */
  | { outcome: 'recorded'; orderId: string; paymentStatus: PaymentTable['status'] }
  /** This event id was seen before: nothing changed. */
  | { outcome: 'replayed'; orderId: string }
  /** Refused: no such payment, or the amount or currency is not what was asked for. Nothing changed. */
  | { outcome: 'rejected'; reason: 'unknown_payment' | 'amount_mismatch'; orderId?: string }

/**
 * Apply a verified gateway message, in one transaction: record the event (a replayed id changes nothing),
 * then move the payment out of `pending`, then the order: paid -> order `processing`/`paid` (unless it is
 * already paid or no longer pending); declined -> order payment `declined` (the order stays `pending` so it
 * can be paid again), unless another attempt for it is still pending.
 */
export async function applyPaymentResult(result: PaymentResult, db: Kysely<Database> = getDb()): Promise<ApplyOutcome> {
  const applied = await applyInTransaction(result, db)
  // The mail telling the shopper is committed with the change; wake this instance's worker so it leaves now.
  if (applied.outcome === 'applied' && applied.orderChanged) nudgeMailDelivery()
  return applied
}

async function applyInTransaction(result: PaymentResult, db: Kysely<Database>): Promise<ApplyOutcome> {
  return db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
    const payment = await trx.selectFrom('payment').selectAll().where('reference', '=', result.reference).executeTakeFirst()
    if (!payment || payment.provider !== result.provider) return { outcome: 'rejected', reason: 'unknown_payment' }
    const order = await trx
      .selectFrom('sales_order')
      .select(['id', 'status', 'payment_status', 'grand_total', 'totals', 'currency', 'email'])
      .where('id', '=', payment.order_id)
      .executeTakeFirst()
    if (!order) return { outcome: 'rejected', reason: 'unknown_payment' }

    const due = Number(order.grand_total) - voucherAmountOf(order)
    if (
      result.amount !== Number(payment.amount) ||
      result.currency !== payment.currency ||
      Number(payment.amount) !== due ||
      payment.currency !== order.currency
    ) {
      return { outcome: 'rejected', reason: 'amount_mismatch', orderId: order.id }
    }

    const now = new Date().toISOString()
    const inserted = await trx
      .insertInto('payment_event')
      .values({ id: `${result.provider}:${result.eventId}`, payment_id: payment.id, status: result.status, received_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { outcome: 'replayed', orderId: order.id }

    if (result.status === 'pending') return { outcome: 'recorded', orderId: order.id, paymentStatus: payment.status }

    const moved = await trx
      .updateTable('payment')
      .set({ status: result.status, updated_at: now })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) {
      return { outcome: 'recorded', orderId: order.id, paymentStatus: payment.status }
    }

    let orderChanged: boolean
    if (result.status === 'paid') {
      const updated = await trx
        .updateTable('sales_order')
        .set({ status: 'processing', payment_status: 'paid', updated_at: now })
        .where('id', '=', order.id)
        // Still open and unpaid (order-payment.ts), checked by the database inside the transaction.
        .where('status', '=', ORDER_OPEN_FOR_PAYMENT)
        .where('payment_status', 'in', UNPAID_PAYMENT_STATUSES)
        .executeTakeFirst()
      orderChanged = Number(updated.numUpdatedRows) > 0
      // The shopper hears of it once, with the change: a replayed or late message never reaches this line
      // twice for one order, and the dedupe key holds even if it did.
      if (orderChanged) {
        await enqueueMail(trx, {
          kind: 'order_payment_approved',
          dedupeKey: orderPaymentApprovedKey(order.id),
          to: order.email,
          payload: { orderId: order.id },
        })
      }
      if (!orderChanged) {
        // Money arrived for an order that is already paid or closed: it has to be refunded by hand.
        console.warn(`Payment ${payment.reference} was paid for order ${order.id} (${order.status}/${order.payment_status}): refund it`)
      }
    } else {
      const stillPending = await trx
        .selectFrom('payment')
        .select('id')
        .where('order_id', '=', order.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      orderChanged = false
      if (!stillPending) {
        const updated = await trx
          .updateTable('sales_order')
          .set({ payment_status: 'declined', updated_at: now })
          .where('id', '=', order.id)
          .where('payment_status', '=', 'pending')
          .executeTakeFirst()
        orderChanged = Number(updated.numUpdatedRows) > 0
        // No attempt left waiting: the shopper must act (try again or choose another method), so say so.
        if (orderChanged) {
          await enqueueMail(trx, {
            kind: 'order_payment_failed',
            dedupeKey: orderPaymentFailedKey(payment.id),
            to: order.email,
            payload: { orderId: order.id, paymentId: payment.id },
          })
        }
      }
    }
    return { outcome: 'applied', orderId: order.id, paymentStatus: result.status, orderChanged }
  })
}
