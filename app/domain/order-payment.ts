/**
 * Where an order's payment stands and what the shopper may still do about it. Pure rules: the payments
 * provider applies them to rows, the status page and the e-mails word them. Each rule is written once
 * here; where the database has to enforce one in a WHERE clause (so that two requests cannot both pass
 * it), the clause is built from the constants below.
 */
import { PAYMENT_CODES } from './payment-methods'

export type OrderStatus = 'pending' | 'processing' | 'complete' | 'canceled'
export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'not_required'

type OrderPaymentFacts = { status: OrderStatus; paymentStatus: PaymentStatus; paymentMethod: string }

/** The only order status in which a payment is still taken or its method changed. */
export const ORDER_OPEN_FOR_PAYMENT: OrderStatus = 'pending'

/** Payment statuses of an order that has not been paid and may still be paid online. */
export const UNPAID_PAYMENT_STATUSES = ['pending', 'declined'] as const satisfies readonly PaymentStatus[]

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

export function orderPaymentState(order: OrderPaymentFacts): OrderPaymentState {
  if (order.status === 'canceled') return 'canceled'
  if (order.paymentStatus === 'paid') return 'paid'
  if (order.paymentStatus === 'not_required') return 'confirmed'
  if (order.paymentStatus === 'declined') return 'declined'
  if (order.paymentMethod === PAYMENT_CODES.bankTransfer) return 'awaiting_transfer'
  if (order.paymentMethod === PAYMENT_CODES.cashOnDelivery) return 'pay_on_delivery'
  if (order.status !== ORDER_OPEN_FOR_PAYMENT) return 'confirmed'
  return 'awaiting_payment'
}

/** Whether the order counts as a purchase for analytics: paid, or placed with an offline method. */
export function isPurchaseComplete(state: OrderPaymentState): boolean {
  return state === 'paid' || state === 'confirmed' || state === 'awaiting_transfer' || state === 'pay_on_delivery'
}

/**
 * Whether the order still waits for its payment: it is not packed, closed or paid. Only then may a
 * payment start or the shopper switch to another method (not once it is packed: cash on delivery is).
 */
export function isOpenForPayment(order: Pick<OrderPaymentFacts, 'status' | 'paymentStatus'>): boolean {
  return order.status === ORDER_OPEN_FOR_PAYMENT && order.paymentStatus !== 'paid'
}

/** Whether the shopper may pick another payment method for the order. */
export const mayChangePaymentMethod = isOpenForPayment

/**
 * Whether the shopper may (re)try paying online now: the order is open, its payment unpaid (not yet
 * finished, or declined), and its method is one paid online (`online`: a gateway takes it).
 */
export function mayRetryPayment(order: Pick<OrderPaymentFacts, 'status' | 'paymentStatus'>, online: boolean): boolean {
  return (
    order.status === ORDER_OPEN_FOR_PAYMENT && (UNPAID_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(order.paymentStatus) && online
  )
}

/**
 * Status at placing (and after switching method): an order paid online waits for its payment
 * ('pending'/'pending'); EFT waits for the transfer ('pending'/'pending'); cash on delivery can be packed
 * at once and is paid at the door ('processing'/'pending'); an order the gift card pays in full needs no
 * payment ('processing'/'not_required'). The payments side moves them on from there.
 */
export function initialStatus(method: { code: string }, amountDue: number): { status: OrderStatus; paymentStatus: PaymentStatus } {
  if (amountDue <= 0) return { status: 'processing', paymentStatus: 'not_required' }
  if (method.code === PAYMENT_CODES.cashOnDelivery) return { status: 'processing', paymentStatus: 'pending' }
  return { status: ORDER_OPEN_FOR_PAYMENT, paymentStatus: 'pending' }
}
