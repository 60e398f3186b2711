/**
 * The arithmetic of an invoice: the VAT in an order, grouped by rate. Amounts are minor units incl. tax, as
 * the order stores them. Each line's VAT is the one the order recorded (totals.ts took it from the line's
 * total after its share of the coupon); shipping and a payment fee carry their own. A group's net is its
 * gross less its VAT, so per rate and in total net + VAT = gross, and the gross of all groups is the
 * order's grand total, to the cent.
 */
import { taxIncludedIn } from './tax'

/** One taxed amount on the invoice: a line after its discount, shipping, a payment fee. */
export interface TaxedAmount {
  /** Incl. VAT, minor units. */
  gross: number
  /** Basis points: 1500 is 15%. */
  rateBp: number
  /** The VAT in `gross` as recorded; when absent it is worked out from the rate. */
  tax?: number
}

export interface VatGroup {
  rateBp: number
  /** Excl. VAT. */
  net: number
  tax: number
  /** Incl. VAT. */
  gross: number
}

/** The VAT summary of an invoice: one group per rate (0% included when something is untaxed), lowest first. */
export function vatByRate(amounts: readonly TaxedAmount[]): VatGroup[] {
  const groups = new Map<number, VatGroup>()
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount.gross) || amount.gross < 0) {
      throw new RangeError(`An invoice amount must be whole, non-negative minor units (got ${amount.gross})`)
    }
    if (amount.gross === 0 && !groups.has(amount.rateBp)) continue
    const tax = amount.tax ?? taxIncludedIn(amount.gross, amount.rateBp)
    const group = groups.get(amount.rateBp) ?? { rateBp: amount.rateBp, net: 0, tax: 0, gross: 0 }
    group.tax += tax
    group.gross += amount.gross
    group.net = group.gross - group.tax
    groups.set(amount.rateBp, group)
  }
  return [...groups.values()].sort((a, b) => a.rateBp - b.rateBp)
}

/** The sum of the groups: what the invoice's totals show. */
export function vatTotals(groups: readonly VatGroup[]): Omit<VatGroup, 'rateBp'> {
  return groups.reduce((sum, group) => ({ net: sum.net + group.net, tax: sum.tax + group.tax, gross: sum.gross + group.gross }), {
    net: 0,
    tax: 0,
    gross: 0,
  })
}

/** 1500 -> "15%", 750 -> "7.5%", with the reader's decimal separator. */
export function formatRate(rateBp: number, decimalSeparator = '.'): string {
  const percent = (rateBp / 100).toFixed(2).replace(/\.?0+$/, '')
  return `${percent.replace('.', decimalSeparator)}%`
}
