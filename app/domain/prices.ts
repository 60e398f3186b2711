/**
 * Price rules: special prices (only below the original and within their dates), tier, grouped and
 * bundle prices, custom options. All amounts are integer minor units
 * of the store view's currency and, as stored, include tax.
 */
import { dayOf, calendarDay } from '~/domain/dates'
import { customOptionPrice, customOptionsTotal, type CustomOptionPrice } from '~/domain/selection-price'

export interface PriceInput {
  price: number
  specialPrice?: number | null
  /** 'YYYY-MM-DD' or a full ISO timestamp; missing means open. */
  specialFromDate?: string | null
  specialToDate?: string | null
}

export interface PriceOptions {
  /** Time zone that decides which calendar day `now` is. Default 'UTC'. */
  timeZone?: string
}

/**
 * A special price applies only when it is below the original price and today is
 * within its window: from the start of the from-day to the end of the to-day,
 * both inclusive; a missing bound leaves that side open. A bound that cannot be
 * read switches the special off rather than guessing.
 */
export function isSpecialPriceActive(p: PriceInput, now: Date, opts: PriceOptions = {}): boolean {
  const special = p.specialPrice
  if (special === null || special === undefined || !Number.isFinite(special)) return false
  if (special < 0 || !(special < p.price)) return false

  const timeZone = opts.timeZone ?? 'UTC'
  const today = calendarDay(now, timeZone)
  if (hasValue(p.specialFromDate)) {
    const from = dayOf(p.specialFromDate, timeZone)
    if (from === null || today < from) return false
  }
  if (hasValue(p.specialToDate)) {
    const to = dayOf(p.specialToDate, timeZone)
    if (to === null || today > to) return false
  }
  return true
}

function hasValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** The price the shopper pays for one unit: the special price when active. */
export function finalPrice(p: PriceInput, now: Date, opts: PriceOptions = {}): number {
  return isSpecialPriceActive(p, now, opts) ? (p.specialPrice as number) : p.price
}

/**
 * The lowest tier price whose threshold the quantity reaches (tier.qty <= qty),
 * used only when it is below the base price; otherwise the base price.
 */
export function tierPrice(tiers: { qty: number; price: number }[], qty: number, base: number): number {
  let best = base
  for (const tier of tiers) {
    if (tier.qty <= qty && tier.price < best) best = tier.price
  }
  return best
}

/** Grouped product: the sum of its associated children, each counted once. */
export function groupedPrice(children: { price: number }[]): number {
  return children.reduce((sum, child) => sum + child.price, 0)
}

export interface BundleLink {
  price: number
  qty: number
  isDefault: boolean
}

/**
 * Bundle product: per option, the default link's price times its quantity,
 * summed. An option without a default adds nothing; if an option marks several
 * links as default, the first one counts.
 */
export function bundlePrice(options: { links: BundleLink[] }[]): number {
  return options.reduce((sum, option) => {
    const chosen = option.links.find((link) => link.isDefault)
    return chosen ? sum + chosen.price * chosen.qty : sum
  }, 0)
}

// The custom option rules live with the selection price, which the product page's script also runs.
export { customOptionPrice, customOptionsTotal, type CustomOptionPrice }

/** Base price plus its chosen custom options. */
export function priceWithCustomOptions(base: number, options: CustomOptionPrice[]): number {
  return base + customOptionsTotal(base, options)
}

/** What a product page shows of one price: what the shopper pays, what it was, and the tiers worth showing. */
export interface PriceView {
  final: number
  regular: number
  specialActive: boolean
  tiers: { qty: number; price: number }[]
}

/**
 * The page view of a price. A tier from one unit (a customer group's own price for its customers) is the price
 * paid for a single unit, as the cart will charge it; the other tiers are shown when they beat that price,
 * smallest quantity first.
 */
export function priceView(p: PriceInput, tiers: { qty: number; price: number }[], now: Date): PriceView {
  const final = tierPrice(tiers, 1, finalPrice(p, now))
  return {
    final,
    regular: p.price,
    specialActive: isSpecialPriceActive(p, now),
    tiers: tiers.filter((tier) => tier.qty > 1 && tier.price < final).sort((a, b) => a.qty - b.qty),
  }
}

/** A price that is a sum of other products' (grouped, bundle): no special and no tiers of its own. */
export function sumPriceView(total: number): PriceView {
  return { final: total, regular: total, specialActive: false, tiers: [] }
}

/**
 * A configurable product without a chosen variant shows its cheapest variant's price ("from"), without
 * tiers, which belong to one variant; null when there is no variant to sell.
 */
export function fromPriceView(variants: PriceView[]): PriceView | null {
  const cheapest = variants.reduce<PriceView | null>((low, p) => (!low || p.final < low.final ? p : low), null)
  return cheapest ? { ...cheapest, tiers: [] } : null
}

export interface CustomOptionValueRates {
  priceType: 'fixed' | 'percent'
  /** Fixed: rand minor units; percent: basis points (1050 = 10.5%). */
  price: number
  /** Fixed: euro minor units. */
  priceEur: number
}

/** A custom option value's charge in a store view's currency: euro views take the euro column. */
export function customOptionCharge(value: CustomOptionValueRates, currencyCode: string): CustomOptionPrice {
  if (value.priceType === 'percent') return { priceType: 'percent', price: value.price / 100 }
  return { priceType: 'fixed', price: currencyCode === 'EUR' ? value.priceEur : value.price }
}
