/**
 * Payments: starting a payment for a placed order, applying what a gateway says happened, and who may look at
 * an order's status page. See docs/decisions/0004-order-access.md and 0005-payments-sandbox-and-analytics.md.
 *
 * Rules that hold whichever gateway is used:
 * - a gateway message counts only when its signature verifies and it is less than 15 minutes old;
 * - every message is recorded once by its event id (payment_event primary key): a replay changes nothing;
 * - a payment moves only out of `pending`; an order that is paid is never moved back;
 * - the amount and currency must be exactly what was asked for (the order's amount due).
 */
import type { Kysely, Transaction } from 'kysely'
import {
  PAYMENT_CODES,
  PAYMENT_METHODS,
  availablePaymentMethods,
  findPaymentMethod,
  type PaymentMethod,
} from '~/domain/payment-methods'
import type { CurrencyCode } from '~/domain/totals'
import type { Database, PaymentTable } from '~/db/schema'
import type { PaymentProvider, PaymentResult } from '~/payments/provider'
import { SandboxPaymentProvider, createSandboxProviders } from '~/payments/sandbox.server'
import { hmacBase64Url, safeEqual, type PaymentOutcome } from '~/payments/signing'
import { publicOrigin } from '~/utils/seo.server'
import { getSession } from '~/utils/session.server'
import { DEFAULT_STORE_VIEW, storePath, storeViewByCode, type StoreView } from '~/utils/store-views'
import { getDb } from './db.server'
import type { OrderDetails, OrderRecord } from './order-types'
import { getOrder, initialStatus } from './orders.server'

// ---------------------------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------------------------

const KEY = Symbol.for('karoo.paymentProviders')
type Holder = { [KEY]?: Map<string, PaymentProvider> }

function registry(): Map<string, PaymentProvider> {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map(createSandboxProviders().map((provider) => [provider.code, provider]))
  return holder[KEY]
}

/** The provider that takes payments for a method code, or null (offline methods have none). */
export function getPaymentProvider(code: string): PaymentProvider | null {
  return registry().get(code) ?? null
}

/** Put a real gateway in place of the sandbox for its method code (its sandbox page then answers 404). */
export function registerPaymentProvider(provider: PaymentProvider): void {
  registry().set(provider.code, provider)
}

/** Whether choosing this method means paying online now (card gateway, QR wallet, instalments, pay-by-link). */
export function isOnlinePayment(code: string): boolean {
  const method = PAYMENT_METHODS.find((m) => m.code === code)
  return Boolean(method && !method.isServerMethod && getPaymentProvider(code))
}

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
  const row = await db
    .selectFrom('sales_order')
    .select(['grand_total', 'totals'])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (!row) throw new Error(`Order ${orderId} not found`)
  return Number(row.grand_total) - voucherAmountOf(row)
}

// ---------------------------------------------------------------------------------------------
// Who may see an order
// ---------------------------------------------------------------------------------------------

/** The guest's proof of access to one order: HMAC of the order id keyed with the order's random access token. */
export function orderStatusToken(order: Pick<OrderRecord, 'id' | 'accessToken'>): string {
  return hmacBase64Url(order.accessToken, `order-status:${order.id}`)
}

/** The order's status page as a signed link: /{store}/order/status?id=…&token=… */
export function orderStatusPath(view: StoreView, order: OrderRecord): string {
  const params = new URLSearchParams({ id: order.id, token: orderStatusToken(order) })
  return `${storePath(view, '/order/status')}?${params}`
}

/** The store view an order was placed in. */
export function orderStoreView(order: Pick<OrderRecord, 'storeCode'>): StoreView {
  return storeViewByCode(order.storeCode) ?? DEFAULT_STORE_VIEW
}

/**
 * Whether this request may see the order: it was placed in this browser session, or the signed-in customer
 * owns it, or the request carries the order's signed token.
 */
export async function canViewOrder(request: Request, order: OrderRecord, token: string | null): Promise<boolean> {
  const session = await getSession(request)
  if ((session.get('orderIds') ?? []).includes(order.id)) return true
  const customerId = session.get('customerId')
  if (customerId && order.customerId && customerId === order.customerId) return true
  return typeof token === 'string' && token.length > 0 && safeEqual(token, orderStatusToken(order))
}

/** What the shopper is told about an order's payment on its status page and in e-mails. */
export type OrderPaymentState =
  | 'paid'
  /** Nothing (more) to pay, or the shop has confirmed it otherwise. */
  | 'confirmed'
  /** Waiting for an online payment (the shopper has not finished, or the gateway has not told us yet). */
  | 'awaiting_payment'
  /** EFT: waiting for the bank transfer. */
  | 'awaiting_transfer'
  /** Cash on delivery: paid when it arrives. */
  | 'pay_on_delivery'
  | 'declined'
  | 'canceled'

export function orderPaymentState(
  order: Pick<OrderRecord, 'status' | 'paymentStatus' | 'paymentMethod'>,
): OrderPaymentState {
  if (order.status === 'canceled') return 'canceled'
  if (order.paymentStatus === 'paid') return 'paid'
  if (order.paymentStatus === 'not_required') return 'confirmed'
  if (order.paymentStatus === 'declined') return 'declined'
  if (order.paymentMethod === PAYMENT_CODES.bankTransfer) return 'awaiting_transfer'
  if (order.paymentMethod === PAYMENT_CODES.cashOnDelivery) return 'pay_on_delivery'
  if (order.status !== 'pending') return 'confirmed'
  return 'awaiting_payment'
}

/** Whether the order counts as a purchase for analytics: paid, or placed with an offline method. */
export function isPurchaseComplete(state: OrderPaymentState): boolean {
  return state === 'paid' || state === 'confirmed' || state === 'awaiting_transfer' || state === 'pay_on_delivery'
}

// ---------------------------------------------------------------------------------------------
// Starting a payment
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
  if (order.paymentStatus === 'paid' || order.status !== 'pending') {
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

/** Whether the shopper may (re)try paying this order online now: not paid, not closed, an online method. */
export function canRetryPayment(order: Pick<OrderRecord, 'status' | 'paymentStatus' | 'paymentMethod'>): boolean {
  return (
    order.status === 'pending' &&
    (order.paymentStatus === 'declined' || order.paymentStatus === 'pending') &&
    isOnlinePayment(order.paymentMethod)
  )
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
export function alternativePaymentMethods(order: OrderRecord): PaymentMethod[] {
  const currency = (order.currency === 'EUR' ? 'EUR' : 'ZAR') as CurrencyCode
  return availablePaymentMethods(PAYMENT_METHODS, {
    virtual: order.shippingMethod === null && !order.details.shipping,
    grandTotal: order.grandTotal,
    currency,
  })
}

/**
 * Switch an unpaid order to another payment method. An online method starts a payment (the redirect URL is
 * returned); an offline one (EFT, cash on delivery) leaves the order waiting for that payment (null).
 */
export async function changePaymentMethod(order: OrderRecord, code: string, request: Request): Promise<string | null> {
  if (order.status !== 'pending' || order.paymentStatus === 'paid') {
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
    .where('status', '=', 'pending')
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
  return db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
    const payment = await trx
      .selectFrom('payment')
      .selectAll()
      .where('reference', '=', result.reference)
      .executeTakeFirst()
    if (!payment || payment.provider !== result.provider) return { outcome: 'rejected', reason: 'unknown_payment' }
    const order = await trx
      .selectFrom('sales_order')
      .select(['id', 'status', 'payment_status', 'grand_total', 'totals', 'currency'])
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
        .where('status', '=', 'pending')
        .where('payment_status', 'in', ['pending', 'declined'])
        .executeTakeFirst()
      orderChanged = Number(updated.numUpdatedRows) > 0
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
      }
    }
    return { outcome: 'applied', orderId: order.id, paymentStatus: result.status, orderChanged }
  })
}

/** The JSON answer to a gateway's notification. */
export interface NotificationAnswer {
  status: 200 | 400 | 401 | 404
  body: { ok: boolean; outcome?: ApplyOutcome['outcome']; error?: string }
}

const MAX_NOTIFICATION_BYTES = 64 * 1024

/**
 * A server-to-server notification from a gateway: verify its signature, then apply it. 200 for anything
 * verified and recorded (a replay too, so the gateway stops resending), 400 for a malformed or refused
 * message, 401 for a bad or stale signature, 404 for an unknown provider.
 */
export async function handlePaymentNotification(
  providerCode: string,
  body: string,
  headers: Headers,
): Promise<NotificationAnswer> {
  const provider = getPaymentProvider(providerCode)
  if (!provider) return { status: 404, body: { ok: false, error: 'unknown_provider' } }
  if (body.length === 0 || body.length > MAX_NOTIFICATION_BYTES) {
    return { status: 400, body: { ok: false, error: 'malformed' } }
  }
  const result = provider.verifyNotification(body, headers)
  if (!result) return { status: 401, body: { ok: false, error: 'invalid_signature' } }
  const applied = await applyPaymentResult(result)
  if (applied.outcome === 'rejected') return { status: 400, body: { ok: false, error: applied.reason } }
  return { status: 200, body: { ok: true, outcome: applied.outcome } }
}

/**
 * The shopper's return from a gateway (/order/status?id=…&ref=…&sig=…): verified with the provider of that
 * payment and applied like a notification, so a shopper without JavaScript (or whose notification is late)
 * still sees the outcome. Returns null when the return is not validly signed for this order: nothing changes.
 */
export async function acceptPaymentReturn(orderId: string, params: URLSearchParams): Promise<ApplyOutcome | null> {
  const reference = params.get('ref')
  if (!reference) return null
  const payment = await getDb()
    .selectFrom('payment')
    .select(['provider', 'order_id'])
    .where('reference', '=', reference)
    .executeTakeFirst()
  if (!payment || payment.order_id !== orderId) return null
  const result = getPaymentProvider(payment.provider)?.verifyReturn(params) ?? null
  if (!result) return null
  return applyPaymentResult(result)
}

// ---------------------------------------------------------------------------------------------
// The sandbox's hosted page
// ---------------------------------------------------------------------------------------------

function sandboxProvider(code: string): SandboxPaymentProvider | null {
  const provider = getPaymentProvider(code)
  return provider instanceof SandboxPaymentProvider ? provider : null
}

export interface SandboxPayment {
  provider: string
  providerTitle: string
  typeId: number
  reference: string
  status: PaymentTable['status']
  amount: number
  currency: string
  orderNumber: string
  storeCode: string
  /** The signed status link of the order ("pay later"). */
  statusPath: string
}

/** A sandbox provider's payment by reference, with its order; null when any of them is unknown. */
async function findSandboxPayment(code: string, reference: string) {
  const provider = sandboxProvider(code)
  if (!provider) return null
  const payment = await getDb()
    .selectFrom('payment')
    .selectAll()
    .where('reference', '=', reference)
    .where('provider', '=', code)
    .executeTakeFirst()
  if (!payment) return null
  const order = await getOrder(payment.order_id)
  return order ? { provider, payment, order } : null
}

/** A sandbox payment to show on its pretend payment page, or null (unknown, or a real gateway is in use). */
export async function getSandboxPayment(code: string, reference: string): Promise<SandboxPayment | null> {
  const found = await findSandboxPayment(code, reference)
  if (!found) return null
  const { provider, payment, order } = found
  return {
    provider: code,
    providerTitle: PAYMENT_METHODS.find((m) => m.code === code)?.title ?? code,
    typeId: provider.typeId,
    reference: payment.reference,
    status: payment.status,
    amount: Number(payment.amount),
    currency: payment.currency,
    orderNumber: order.number,
    storeCode: order.storeCode,
    statusPath: orderStatusPath(orderStoreView(order), order),
  }
}

/**
 * The sandbox "gateway" decides: sign the outcome, deliver it as a server-to-server notification through the
 * same code path as /api/payments/notify/{code}, and return the shopper's return URL (the order's store-prefixed
 * /order/status with the signed result). Null when there is no such sandbox payment.
 */
export async function completeSandboxPayment(
  code: string,
  reference: string,
  outcome: 'paid' | 'declined',
): Promise<string | null> {
  const found = await findSandboxPayment(code, reference)
  if (!found) return null
  const { provider, payment, order } = found
  const view = orderStoreView(order)
  // Decided already (a second click, a reloaded form): just go back to the order.
  if (payment.status !== 'pending') return orderStatusPath(view, order)

  const fields = provider.outcome(
    { reference: payment.reference, amount: Number(payment.amount), currency: payment.currency },
    outcome,
  )
  const notification = provider.notification(fields)
  const answer = await handlePaymentNotification(code, notification.body, notification.headers)
  if (answer.status !== 200) console.warn(`Sandbox notification for ${reference} was refused: ${answer.body.error}`)

  const signed = provider.returnParams(fields)
  const params = new URLSearchParams({
    id: order.id,
    ref: fields.reference,
    status: fields.status,
    redirect_status: fields.status === 'paid' ? 'succeeded' : 'failed',
    checkoutReference: order.number,
    payment_intent: fields.reference,
  })
  for (const name of ['amount', 'currency', 'event', 'ts', 'sig']) params.set(name, signed.get(name) ?? '')
  return `${storePath(view, '/order/status')}?${params}`
}
