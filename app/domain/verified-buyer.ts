/**
 * Who counts as a verified buyer of a product (docs/decisions/0023-reviews.md). Kept apart from
 * ratings.ts, which the product page's bundle imports, so the payment rules stay on the server.
 */
import { isPurchaseComplete, orderPaymentState, type OrderStatus, type PaymentStatus } from './order-payment'

/**
 * A verified buyer has an order with the product that counts as a purchase: paid, or placed with an offline
 * method (cash on delivery, bank transfer), and not canceled. Declined or abandoned payments do not count.
 */
export function isVerifiedPurchase(orders: Array<{ status: OrderStatus; paymentStatus: PaymentStatus; paymentMethod: string }>): boolean {
  return orders.some((order) => isPurchaseComplete(orderPaymentState(order)))
}
