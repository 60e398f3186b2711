/**
 * What the shop promises about delivery, derived from the shipping rules (`SHIPPING_RULES`) so that
 * the cart, the product page and the CMS content can never promise something checkout does not
 * charge (docs/decisions/0034-delivery-promises-from-the-rules.md).
 *
 * - The free-delivery threshold is the lowest `freeOver` of the view's ordinary delivery methods.
 * - How far a cart is from it: the goods value (subtotal incl. tax after the coupon) against the
 *   threshold; at the threshold or above the shopper qualifies (as `isFree` in shipping.ts decides).
 * - Lead times are working days per method, by region: the province in the rand view (main centres
 *   are quicker), the country in the euro views. An unknown region gets the general window, which
 *   spans every region's (fastest minimum to slowest maximum), so it is never a broken promise.
 */
import { installingDelivery } from '~/domain/installation'
import { formatMoney, type MoneyFormat } from '~/domain/money'
import { SHIPPING_RULES, type ShippingKind, type ShippingRule } from '~/domain/shipping'
import type { CurrencyCode } from '~/domain/totals'

/** Working days, both ends included. */
export interface DayRange {
  min: number
  max: number
}

interface LeadTimes {
  /** By region: a province name in the rand view, an ISO country code in the euro views. */
  byRegion: Readonly<Record<string, DayRange>>
  /** For a region not listed (another province, no address yet): null means use the span of all regions. */
  fallback: DayRange | null
}

const ZA_MAIN_CENTRES = ['Gauteng', 'Western Cape', 'KwaZulu-Natal'] as const
const ZA_REGIONAL = ['Eastern Cape', 'Free State', 'Limpopo', 'Mpumalanga', 'North West', 'Northern Cape'] as const

function zaTimes(main: DayRange, regional: DayRange): LeadTimes {
  const byRegion: Record<string, DayRange> = {}
  for (const province of ZA_MAIN_CENTRES) byRegion[province] = main
  for (const province of ZA_REGIONAL) byRegion[province] = regional
  return { byRegion, fallback: null }
}

/** Lead times in working days per currency and method code (the codes of `SHIPPING_RULES`). */
export const DELIVERY_LEAD_TIMES: Readonly<Record<CurrencyCode, Readonly<Record<string, LeadTimes>>>> = {
  ZAR: {
    standard: zaTimes({ min: 2, max: 4 }, { min: 4, max: 7 }),
    express: zaTimes({ min: 1, max: 2 }, { min: 2, max: 3 }),
    large_appliance: zaTimes({ min: 3, max: 5 }, { min: 5, max: 8 }),
    collect: { byRegion: {}, fallback: { min: 1, max: 2 } },
  },
  EUR: {
    standard: { byRegion: { DE: { min: 2, max: 4 }, IT: { min: 3, max: 6 } }, fallback: null },
    express: { byRegion: { DE: { min: 1, max: 2 }, IT: { min: 2, max: 3 } }, fallback: null },
    large_appliance: { byRegion: { DE: { min: 4, max: 8 }, IT: { min: 5, max: 10 } }, fallback: null },
  },
}

/** Where the goods go, as far as the shop knows: a province (rand view) or a country (euro views). */
export interface DeliveryDestination {
  country?: string | null
  province?: string | null
}

export interface DeliveryWindow extends DayRange {
  code: string
  kind: ShippingKind
  title: string
  /** The region the window is for (a province or a country code); null for the general window. */
  region: string | null
}

function regionKey(currency: CurrencyCode, to: DeliveryDestination): string | null {
  if (currency === 'ZAR') {
    const province = to.province?.trim()
    return province && (!to.country || to.country.toUpperCase() === 'ZA') ? province : null
  }
  return to.country?.trim().toUpperCase() || null
}

function span(times: LeadTimes): DayRange {
  const ranges = Object.values(times.byRegion)
  if (!ranges.length) return times.fallback ?? { min: 0, max: 0 }
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) }
}

/** The window of one method for a destination; null when the shop has no lead time for it. */
export function deliveryWindow(
  currency: CurrencyCode,
  rule: Pick<ShippingRule, 'code' | 'kind' | 'title'>,
  to: DeliveryDestination = {},
  leadTimes = DELIVERY_LEAD_TIMES,
): DeliveryWindow | null {
  const times = leadTimes[currency][rule.code]
  if (!times) return null
  const key = regionKey(currency, to)
  const known = key ? times.byRegion[key] : undefined
  const range = known ?? times.fallback ?? span(times)
  return { code: rule.code, kind: rule.kind, title: rule.title, min: range.min, max: range.max, region: known ? key : null }
}

/**
 * The windows a shopper is shown: one per method the goods can go by. A large appliance goes by
 * large-appliance delivery (or is collected); anything else by the ordinary methods (or collected).
 * Methods for another country than the destination's are left out.
 */
export function deliveryWindows(
  currency: CurrencyCode,
  opts: DeliveryDestination & { largeAppliance: boolean },
  rules: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = SHIPPING_RULES,
): DeliveryWindow[] {
  const country = opts.country?.trim().toUpperCase()
  return rules[currency]
    .filter((rule) => rule.available)
    .filter((rule) => !country || rule.countries.includes(country))
    .filter((rule) => (opts.largeAppliance ? rule.kind !== 'delivery' : rule.kind !== 'large_appliance'))
    .map((rule) => deliveryWindow(currency, rule, opts))
    .filter((window): window is DeliveryWindow => window !== null)
}

/** The amount from which standard delivery is free in this currency; null when nothing is ever free. */
export function freeDeliveryThreshold(
  currency: CurrencyCode,
  rules: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = SHIPPING_RULES,
): number | null {
  const thresholds = rules[currency]
    .filter((rule) => rule.available && rule.kind === 'delivery' && rule.freeOver !== null)
    .map((rule) => rule.freeOver as number)
  return thresholds.length ? Math.min(...thresholds) : null
}

export type FreeDeliveryProgress =
  { state: 'none' } | { state: 'qualifies'; threshold: number } | { state: 'short'; threshold: number; remaining: number }

/**
 * How far a cart is from free delivery. `goodsValue` is what `ShippingContext.subtotal` is (subtotal
 * incl. tax after the coupon). A virtual cart, a large appliance (its delivery is never free) or a
 * currency without a threshold gives 'none'; a free-shipping coupon qualifies at any value.
 */
export function freeDeliveryProgress(
  currency: CurrencyCode,
  cart: { goodsValue: number; virtual: boolean; hasLargeAppliance: boolean; freeShipping?: boolean },
  rules: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = SHIPPING_RULES,
): FreeDeliveryProgress {
  const threshold = freeDeliveryThreshold(currency, rules)
  if (threshold === null || cart.virtual || cart.hasLargeAppliance) return { state: 'none' }
  if (cart.freeShipping === true || cart.goodsValue >= threshold) return { state: 'qualifies', threshold }
  return { state: 'short', threshold, remaining: threshold - cart.goodsValue }
}

/**
 * Placeholders CMS content may hold, filled from the rules when the content is served, so a page or
 * banner never states its own number: `{{delivery.freeOver}}`, `{{delivery.<code>.price}}`,
 * `{{delivery.<code>.days}}` (the general window, "2-7"), `{{installation.price}}` (what installing a large
 * appliance costs: the price of the delivery that includes it). An unknown placeholder is left as written,
 * so a typo shows on the page instead of vanishing.
 */
export function deliveryPlaceholders(
  currency: CurrencyCode,
  money: MoneyFormat,
  rules: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = SHIPPING_RULES,
): Record<string, string> {
  const values: Record<string, string> = {}
  // Editors' text wraps wherever it likes: an amount keeps its spaces unbreakable ("R 1 500.00", "100,00 €").
  const amount = (minor: number) => formatMoney(minor, money).replace(/ /g, '\u00a0')
  const threshold = freeDeliveryThreshold(currency, rules)
  if (threshold !== null) values['delivery.freeOver'] = amount(threshold)
  // What installation costs (installation.ts): the delivery that brings the installer.
  const installing = installingDelivery(currency, rules)
  if (installing) values['installation.price'] = amount(installing.priceInclTax)
  for (const rule of rules[currency]) {
    values[`delivery.${rule.code}.price`] = amount(rule.priceInclTax)
    const window = deliveryWindow(currency, rule)
    if (window) values[`delivery.${rule.code}.days`] = window.min === window.max ? String(window.min) : `${window.min}–${window.max}`
  }
  return values
}

export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole)
}
