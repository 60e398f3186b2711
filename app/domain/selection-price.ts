/**
 * The price of one unit of what a shopper chose on a product page: the product (or the variant) itself,
 * or a bundle's chosen selections, plus the custom options chosen. The product page shows this price and
 * the cart charges it, both through this one function, so the two cannot disagree.
 *
 * Amounts are integer minor units of the store view's currency, tax included; a negative amount means the
 * price is unknown (no price in this store view), which makes the whole selection's price unknown.
 * This module is also run in the browser (the page's price follows the form): it stays small and pure.
 */

export interface CustomOptionPrice {
  priceType: 'fixed' | 'percent'
  /** Minor units for 'fixed'; a percentage (10 = 10%) for 'percent'. */
  price: number
}

/**
 * What one custom option adds to the base price: a fixed option adds its price;
 * a percent option adds price/100 of the base, rounded half up to the minor unit.
 */
export function customOptionPrice(base: number, option: CustomOptionPrice): number {
  if (option.priceType === 'percent') {
    // Percent to parts per million keeps four decimals of the percentage exact; the share is then
    // rounded half away from zero in integers (as ~/domain/rounding does), without a float's 0.4999.
    const parts = base * Math.round(option.price * 10_000)
    const whole = Math.floor((2 * Math.abs(parts) + 1_000_000) / 2_000_000)
    return parts < 0 && whole !== 0 ? -whole : whole
  }
  return option.price
}

/**
 * What all chosen custom options add together. Each percent option is taken of
 * the base price, not of the base plus earlier options.
 */
export function customOptionsTotal(base: number, options: readonly CustomOptionPrice[]): number {
  return options.reduce((sum, option) => sum + customOptionPrice(base, option), 0)
}

/** One of a bundle's chosen selections: the member's unit price and how many of it one bundle holds. */
export interface BundleMemberPrice {
  price: number
  qty: number
}

export interface SelectionPriceInput {
  /**
   * One unit of the product or chosen variant, its special and tier price already applied. A bundle has
   * no price of its own: leave it out (or 0) and give `members`.
   */
  base?: number
  /** A bundle's chosen selections; an option left empty simply has no member here. */
  members?: readonly BundleMemberPrice[]
  /** The chosen custom option values, in the store view's currency. */
  options?: readonly CustomOptionPrice[]
}

/** Unknown price: the selection cannot be sold, as a product without a price cannot. */
export const UNKNOWN_PRICE = -1

/**
 * One unit of the selection: the base, plus each bundle member's price times its quantity, plus the
 * custom options, whose percentages are taken of that sum (what the shopper pays for the goods
 * themselves). UNKNOWN_PRICE when any part has no price.
 */
export function selectionPrice({ base = 0, members = [], options = [] }: SelectionPriceInput): number {
  if (base < 0 || members.some((member) => member.price < 0)) return UNKNOWN_PRICE
  const goods = members.reduce((sum, member) => sum + member.price * member.qty, base)
  return goods + customOptionsTotal(goods, options)
}

/** A price as the product page shows it: what the shopper pays, and what it was (crossed out when higher). */
export interface ShownPrice {
  final: number
  regular: number
}

/**
 * The page's price for a selection, from the product's own price (`own`, zero for a bundle): the
 * selection's price, and the regular price raised by the same amount, so that a special price's saving
 * stays what it is whatever the shopper adds.
 */
export function shownPrice(own: ShownPrice, members: readonly BundleMemberPrice[], options: readonly CustomOptionPrice[]): ShownPrice {
  const final = selectionPrice({ base: own.final, members, options })
  if (final < 0) return { final, regular: final }
  return { final, regular: own.regular + (final - own.final) }
}

/**
 * A custom option value as the product page carries it, back to its charge: a percent value by its rate
 * (the same for any base), a fixed one by its amount.
 */
export function shownValueCharge(value: { priceType: 'fixed' | 'percent'; rate: number; amount: number }): CustomOptionPrice {
  return value.priceType === 'percent' ? { priceType: 'percent', price: value.rate } : { priceType: 'fixed', price: value.amount }
}
