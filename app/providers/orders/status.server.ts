/**
 * What the order status page shows of an order: where its payment stands, what the shopper may still do
 * about it, and the order itself without its access token or internal ids beyond the order id.
 */
import { nextStep } from '~/domain/order-lines'
import { orderPaymentState } from '~/domain/order-payment'
import { bankDetailsFor } from '~/payments/bank-details'
import { orderStatusToken } from './access.server'
import { orderDownloads, orderFulfilment } from './downloads.server'
import type { OrderRecord } from './types'
import { amountDue, canRetryPayment, otherPaymentMethods } from '~/providers/payments/payments.server'

/**
 * The order as its pages show it. Only for a request already allowed to see the order (its customer, the
 * browser that placed it, or the holder of its signed link): the page carries the order's download links.
 */
export async function orderStatusView(order: OrderRecord) {
  const state = orderPaymentState(order)
  return {
    state,
    /** What happens once paid, so the page promises delivery only for goods that ship. */
    next: nextStep(await orderFulfilment(order)),
    /** Fresh signed links each time the page is shown: this is where a guest renews an expired one. */
    downloads: await orderDownloads(order),
    /** The forms send it back: the same proof of access as the page's signed link. */
    token: orderStatusToken(order),
    order: summarise(order, await amountDue(order.id)),
    bank: state === 'awaiting_transfer' ? bankDetailsFor(order.currency) : null,
    canRetry: canRetryPayment(order),
    methods: otherPaymentMethods(order),
  }
}

/** What the page shows of an order (no access token, no internal ids beyond the order id). */
function summarise(order: OrderRecord, due: number) {
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    createdAt: order.createdAt,
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: order.details.paymentMethod?.title ?? order.paymentMethod,
    shippingMethod: order.details.shippingMethod
      ? { code: order.details.shippingMethod.code, title: order.details.shippingMethod.title }
      : null,
    currency: order.currency,
    lines: order.lines.map((line) => ({
      lineNo: line.lineNo,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unitPrice: line.unitPrice,
      rowTotal: line.rowTotal,
      options: line.options,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    shippingAmount: order.shippingAmount,
    hasShipping: Boolean(order.details.shippingMethod) || order.shippingAmount > 0,
    taxAmount: order.taxAmount,
    grandTotal: order.grandTotal,
    voucherCode: order.voucherCode,
    voucherAmount: order.grandTotal - due,
    amountDue: due,
    shippingAddress: order.details.shipping ?? null,
    billingAddress: order.details.billing ?? null,
  }
}
