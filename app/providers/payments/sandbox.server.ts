/**
 * The sandbox's pretend hosted payment page (app/payments/sandbox.server.ts): what it shows of a payment
 * and what its Approve / Decline buttons do. NO REAL MONEY: the outcome is signed and delivered exactly as
 * a real gateway would send it. A real gateway registered for the code makes all of this answer null.
 */
import { PAYMENT_METHODS } from '~/domain/payment-methods'
import type { PaymentTable } from '~/db/schema'
import { SandboxPaymentProvider } from '~/payments/sandbox.server'
import { storePath } from '~/utils/store-views'
import { getDb } from '~/server/db.server'
import { orderStatusPath, orderStoreView } from '~/providers/orders/access.server'
import { getOrder } from '~/providers/orders/orders.server'
import { getPaymentProvider } from './registry.server'
import { handlePaymentNotification } from './webhooks.server'

function sandboxProvider(code: string): SandboxPaymentProvider | null {
  const provider = getPaymentProvider(code)
  return provider instanceof SandboxPaymentProvider ? provider : null
}

export interface SandboxPayment {
  provider: string
  providerTitle: string
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
  const { payment, order } = found
  return {
    provider: code,
    providerTitle: PAYMENT_METHODS.find((m) => m.code === code)?.title ?? code,
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
export async function completeSandboxPayment(code: string, reference: string, outcome: 'paid' | 'declined'): Promise<string | null> {
  const found = await findSandboxPayment(code, reference)
  if (!found) return null
  const { provider, payment, order } = found
  const view = orderStoreView(order)
  // Decided already (a second click, a reloaded form): just go back to the order.
  if (payment.status !== 'pending') return orderStatusPath(view, order)

  const fields = provider.outcome({ reference: payment.reference, amount: Number(payment.amount), currency: payment.currency }, outcome)
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
