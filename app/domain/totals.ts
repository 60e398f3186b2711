/**
 * Cart totals: subtotal incl. tax, shipping, payment and grand total; none without a default tax country.
 * All amounts are integer minor units and INCLUDE tax, as shelf prices do; the
 * tax is the part of each gross amount that is VAT (`taxIncludedIn`, tax.ts).
 *
 * How the cents are made to add up:
 * - the coupon discount is spread over the lines in proportion to their totals
 *   with the largest-remainder method, so the line shares add up to the
 *   discount exactly;
 * - each line's tax is taken from its total after its discount share, at the
 *   line's own rate; shipping and any payment fee are taxed at their own rates;
 * - the tax breakdown sums those per-line amounts by rate, and the tax total is
 *   the sum of the breakdown.
 * So grandTotal = subtotal - discount + shipping + payment fee, exactly.
 */
import type { CartLine } from '~/domain/cart'
import { lineTotal } from '~/domain/cart'
import { requireDefaultCountry, taxIncludedIn } from '~/domain/tax'
import type { StoreView } from '~/utils/store-views'

export type CurrencyCode = StoreView['currencyCode']

/** A charge incl. tax with its tax rate (basis points). */
export interface TaxedCharge {
  priceInclTax: number
  taxRateBp: number
}

export interface TotalsInput {
  lines: readonly Pick<CartLine, 'id' | 'qty' | 'unitPrice' | 'taxRateBp'>[]
  /** Coupon discount incl. tax; kept between 0 and the subtotal. */
  discount: number
  /** The chosen shipping method; null when there is none (virtual cart, or none chosen yet). */
  shipping: TaxedCharge | null
  /** A payment method's cost incl. tax (`costInclTax`); null or 0 for none. */
  paymentFee?: TaxedCharge | null
  currency: CurrencyCode
  /** The tax country (tax.defaultCountry); empty throws DEFAULT_COUNTRY_MISSING. */
  country: string
}

export interface LineTotals {
  id: string
  /** Unit price times quantity, incl. tax. */
  rowTotalInclTax: number
  /** This line's share of the coupon discount. */
  discount: number
  /** rowTotalInclTax - discount. */
  rowTotalAfterDiscount: number
  /** VAT contained in rowTotalAfterDiscount. */
  tax: number
  taxRateBp: number
}

export interface TaxBreakdownEntry {
  rateBp: number
  amount: number
}

export interface CartTotals {
  currency: CurrencyCode
  country: string
  subtotalInclTax: number
  discount: number
  shippingInclTax: number
  shippingTax: number
  /** The rate shipping was taxed at (kept with the order, for its invoice). */
  shippingTaxRateBp: number
  paymentFeeInclTax: number
  taxTotal: number
  grandTotal: number
  /** One entry per tax rate above 0 that occurs, lowest rate first. */
  taxBreakdown: TaxBreakdownEntry[]
  lines: LineTotals[]
}

/**
 * Totals of a cart. Throws an Error with 'Please do set the tax.defaultCountry
 * in order to calculate totals' when the country is empty; the caller logs it
 * and keeps the cart as it was (a failed totals run changes nothing). Throws a
 * RangeError when an amount is not a whole number of minor units or a quantity
 * or price is negative: that is a bug upstream, not something to round away.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const country = requireDefaultCountry(input.country)
  for (const line of input.lines) {
    assertMinor(line.unitPrice, `unit price of line ${line.id}`)
    assertMinor(line.qty, `quantity of line ${line.id}`)
  }
  const shipping = input.shipping ?? { priceInclTax: 0, taxRateBp: 0 }
  const fee = input.paymentFee ?? { priceInclTax: 0, taxRateBp: 0 }
  assertMinor(shipping.priceInclTax, 'shipping price')
  assertMinor(fee.priceInclTax, 'payment fee')
  if (!Number.isInteger(input.discount)) throw new RangeError('Discount must be a whole number of minor units')

  const rows = input.lines.map(lineTotal)
  const subtotalInclTax = rows.reduce((sum, row) => sum + row, 0)
  const discount = Math.min(subtotalInclTax, Math.max(0, input.discount))
  const shares = allocateProportionally(discount, rows)

  const byRate = new Map<number, number>()
  const addTax = (rateBp: number, amount: number) => {
    if (rateBp > 0) byRate.set(rateBp, (byRate.get(rateBp) ?? 0) + amount)
  }

  const lines = input.lines.map((line, i): LineTotals => {
    const after = rows[i] - shares[i]
    const tax = taxIncludedIn(after, line.taxRateBp)
    addTax(line.taxRateBp, tax)
    return {
      id: line.id,
      rowTotalInclTax: rows[i],
      discount: shares[i],
      rowTotalAfterDiscount: after,
      tax,
      taxRateBp: line.taxRateBp,
    }
  })

  const shippingTax = taxIncludedIn(shipping.priceInclTax, shipping.taxRateBp)
  addTax(shipping.taxRateBp, shippingTax)
  addTax(fee.taxRateBp, taxIncludedIn(fee.priceInclTax, fee.taxRateBp))

  const taxBreakdown = [...byRate.entries()].sort(([a], [b]) => a - b).map(([rateBp, amount]) => ({ rateBp, amount }))

  return {
    currency: input.currency,
    country,
    subtotalInclTax,
    discount,
    shippingInclTax: shipping.priceInclTax,
    shippingTax,
    shippingTaxRateBp: shipping.taxRateBp,
    paymentFeeInclTax: fee.priceInclTax,
    taxTotal: taxBreakdown.reduce((sum, entry) => sum + entry.amount, 0),
    grandTotal: Math.max(0, subtotalInclTax - discount + shipping.priceInclTax + fee.priceInclTax),
    taxBreakdown,
    lines,
  }
}

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`The ${what} must be a whole, non-negative number of minor units (got ${value})`)
  }
}

/**
 * Split `amount` (a whole number, 0 or more) over `weights` in proportion, with
 * the largest-remainder method: each part is first rounded down, then the cents
 * left over go one each to the parts with the largest remainders (the earlier
 * part wins a tie). The parts always add up to `amount` and no part exceeds its
 * weight when amount <= sum of weights. All-zero weights give all-zero parts
 * when amount is 0; otherwise they throw.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('Amount must be a whole number, 0 or more')
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new RangeError('Weights must be whole numbers, 0 or more')
  }
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (amount === 0) return weights.map(() => 0)
  if (total === 0) throw new RangeError('Cannot spread an amount over zero weights')

  // BigInt: amount * weight can pass 2^53 for large carts.
  const big = BigInt(amount)
  const bigTotal = BigInt(total)
  const parts = weights.map((w) => {
    const product = big * BigInt(w)
    return { floor: Number(product / bigTotal), remainder: product % bigTotal }
  })
  let left = amount - parts.reduce((sum, p) => sum + p.floor, 0)
  const order = parts
    .map((p, index) => ({ index, remainder: p.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1))
  const result = parts.map((p) => p.floor)
  for (const { index } of order) {
    if (left === 0) break
    result[index] += 1
    left -= 1
  }
  return result
}
