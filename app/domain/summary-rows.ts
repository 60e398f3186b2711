/**
 * Which rows a totals summary shows and what each is called: the microcart, the cart, the checkout
 * summary, the order mail and the invoice all read this one rule, so the same amounts carry the same
 * names everywhere.
 *
 * The rule a shopper relies on: a row called "Total" (or "Amount to pay") holds everything the shopper
 * will pay, delivery included. Delivery is included when a method is chosen, when the summary prices an
 * estimate (the method checkout would preselect), or when nothing is shipped. When the delivery charge
 * is not known yet, the closing row is a subtotal and says that delivery comes on top.
 */
import type { CartTotals, TaxBreakdownEntry } from '~/domain/totals'

/**
 * How the summary's amounts account for delivery:
 * - 'chosen': the shopper chose a method; its price is in the totals;
 * - 'estimated': no choice yet; the method checkout would preselect is priced into the totals;
 * - 'unknown': no method can be priced yet; the totals hold no delivery;
 * - 'none': nothing to ship (a virtual cart).
 */
export type ShippingBasis = 'chosen' | 'estimated' | 'unknown' | 'none'

export type SummaryRowCode = 'subtotal' | 'discount' | 'shipping' | 'payment' | 'total' | 'tax' | 'voucher' | 'amount_due'

export interface SummaryRow {
  code: SummaryRowCode
  /** Locale key of the row's label. */
  label: string
  /** Minor units as shown (discount and gift card negative); null when the row shows `note` instead. */
  value: number | null
  /** Locale key shown in place of an amount ('cart.shippingAtCheckout', 'cart.noShipping'). */
  note?: string
  /** A tax row's rate (basis points), for its label. */
  rateBp?: number
  /** The row closes the summary (the total or the amount to pay): shown strong. */
  strong?: boolean
}

export interface SummaryInput {
  totals: Pick<CartTotals, 'subtotalInclTax' | 'discount' | 'shippingInclTax' | 'paymentFeeInclTax' | 'grandTotal' | 'taxTotal'> & {
    /** One row per rate when given; otherwise one row for `taxTotal`. */
    taxBreakdown?: readonly TaxBreakdownEntry[]
  }
  shipping: ShippingBasis
  /** A gift card's part of the total; 0 or absent for none. */
  voucherAmount?: number
}

/** Whether amounts on this basis hold everything the shopper pays for delivery. */
export function includesShipping(basis: ShippingBasis): boolean {
  return basis !== 'unknown'
}

/** The label of the row that closes the summary: "Total" only when delivery is in it. */
export function totalLabel(basis: ShippingBasis): string {
  return includesShipping(basis) ? 'cart.grandTotal' : 'cart.subtotalBeforeShipping'
}

/** The label of what is left to pay after a gift card, on the same terms as `totalLabel`. */
export function amountDueLabel(basis: ShippingBasis): string {
  return includesShipping(basis) ? 'cart.amountDue' : 'cart.amountDueBeforeShipping'
}

/**
 * The summary's rows, in order: subtotal of the goods; the coupon discount when there is one; delivery
 * (chosen, estimated, "calculated at checkout" or "not needed"); a payment fee when there is one; the
 * closing total; the VAT it includes (information, not added again); then, with a gift card, the card
 * and what is left to pay.
 */
export function summaryRows({ totals, shipping, voucherAmount = 0 }: SummaryInput): SummaryRow[] {
  const rows: SummaryRow[] = [{ code: 'subtotal', label: 'cart.subtotal', value: totals.subtotalInclTax }]
  if (totals.discount > 0) rows.push({ code: 'discount', label: 'cart.discount', value: -totals.discount })
  switch (shipping) {
    case 'chosen':
      rows.push({ code: 'shipping', label: 'cart.shipping', value: totals.shippingInclTax })
      break
    case 'estimated':
      rows.push({ code: 'shipping', label: 'cart.shippingEstimated', value: totals.shippingInclTax })
      break
    case 'unknown':
      rows.push({ code: 'shipping', label: 'cart.shipping', value: null, note: 'cart.shippingAtCheckout' })
      break
    case 'none':
      rows.push({ code: 'shipping', label: 'cart.shipping', value: null, note: 'cart.noShipping' })
      break
  }
  if (totals.paymentFeeInclTax > 0) rows.push({ code: 'payment', label: 'cart.paymentFee', value: totals.paymentFeeInclTax })
  rows.push({ code: 'total', label: totalLabel(shipping), value: totals.grandTotal, strong: true })
  if (totals.taxBreakdown) {
    for (const tax of totals.taxBreakdown) rows.push({ code: 'tax', label: 'cart.vatIncluded', value: tax.amount, rateBp: tax.rateBp })
  } else if (totals.taxTotal > 0) {
    rows.push({ code: 'tax', label: 'order.vatIncluded', value: totals.taxTotal })
  }
  const voucher = Math.min(Math.max(0, voucherAmount), totals.grandTotal)
  if (voucher > 0) {
    rows.push({ code: 'voucher', label: 'cart.voucher', value: -voucher })
    rows.push({ code: 'amount_due', label: amountDueLabel(shipping), value: totals.grandTotal - voucher, strong: true })
  }
  return rows
}

/**
 * The basis of a summary from what its page knows: nothing to ship, a chosen method, an estimate
 * priced into the totals, or none of these.
 */
export function shippingBasis(opts: { virtual: boolean; chosen: boolean; estimated: boolean }): ShippingBasis {
  if (opts.virtual) return 'none'
  if (opts.chosen) return 'chosen'
  return opts.estimated ? 'estimated' : 'unknown'
}
