/**
 * What the shopper agreed to on the review step. "Place order" sends back the amounts the review showed;
 * placing compares them with the cart as priced at that moment and refuses when they differ, so nobody
 * pays more than they saw because a gift card was spent or a coupon ran out in between (the order is
 * placed from the reviewed cart, or not at all).
 * Amounts are minor units incl. tax.
 */

export interface ReviewedAmounts {
  /** The coupon's discount. */
  discount: number
  /** The part of the grand total the gift card pays. */
  voucherAmount: number
  /** What is left to pay after the gift card. */
  amountDue: number
}

/** What changed since the review, most specific first; the shopper is told which. */
export type ReviewChange = 'voucher' | 'coupon' | 'total'

/** The amounts a review of this cart shows. */
export function reviewedAmounts(cart: { totals: { discount: number }; voucherAmount: number; amountDue: number }): ReviewedAmounts {
  return { discount: cart.totals.discount, voucherAmount: cart.voucherAmount, amountDue: cart.amountDue }
}

/** null when the order may be placed as reviewed; else what changed. */
export function changeSinceReview(reviewed: ReviewedAmounts, current: ReviewedAmounts): ReviewChange | null {
  if (reviewed.voucherAmount !== current.voucherAmount) return 'voucher'
  if (reviewed.discount !== current.discount) return 'coupon'
  if (reviewed.amountDue !== current.amountDue) return 'total'
  return null
}
