/**
 * Shipping methods: code, carrier, title, price incl. tax; a method that is not
 * available is dropped, never offered. The shop's own delivery options are
 * data (`SHIPPING_RULES`, one list per currency) so a store can change prices,
 * thresholds and countries without touching the rules below.
 *
 * Decisions:
 * - A virtual cart needs no shipping: the list is EMPTY, checkout skips the
 *   shipping-method step and totals get `shipping: null`. (No pseudo method, so
 *   nothing can be "chosen" or charged by mistake.)
 * - Free standard delivery: a method with a `freeOver` threshold costs 0 when
 *   the goods value reaches it (>= the threshold: "free over R 1 500" includes
 *   an order of exactly R 1 500). The goods value is the subtotal incl. tax
 *   after the coupon discount. A free-shipping coupon makes the same methods free.
 * - Large appliances: when the cart holds one, ordinary home delivery ('delivery'
 *   kind) is dropped and the 'large_appliance' delivery (with installation) is
 *   required; collecting in store ('pickup') stays possible. Without one, the
 *   large-appliance method is not offered.
 * - Country: a method lists the countries it serves; others do not see it.
 * - Exactly one method of the result is the default: the first that was
 *   flagged default, else the first in the list.
 */
import type { CurrencyCode } from '~/domain/totals'

export interface ShippingMethod {
  code: string
  carrierCode: string
  title: string
  priceInclTax: number
  available: boolean
  default?: boolean
  /** Configured in the shop rather than quoted by a carrier, so usable offline. */
  offline?: boolean
}

export type ShippingKind = 'delivery' | 'large_appliance' | 'pickup'

/** A shop-configured method: a shipping method plus the rules that decide it. */
export interface ShippingRule extends ShippingMethod {
  kind: ShippingKind
  /** Goods value (minor units incl. tax) from which it is free; null for never. */
  freeOver: number | null
  /** ISO country codes served (upper case). */
  countries: readonly string[]
}

export interface ShippingContext {
  /** Goods value the shopper pays: subtotal incl. tax minus coupon discount, minor units. */
  subtotal: number
  /** The cart is virtual (isVirtualCart): nothing to ship. */
  virtual: boolean
  hasLargeAppliance: boolean
  /** Destination country (ISO code). */
  country: string
  /** A free-shipping coupon is applied. */
  freeShipping?: boolean
}

const ZA = ['ZA'] as const
const EU = ['DE', 'IT'] as const

export const SHIPPING_RULES: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = {
  ZAR: [
    {
      code: 'standard',
      carrierCode: 'karoo',
      title: 'Standard delivery',
      priceInclTax: 9_900,
      freeOver: 150_000,
      kind: 'delivery',
      countries: ZA,
      available: true,
      default: true,
      offline: true,
    },
    {
      code: 'express',
      carrierCode: 'courier',
      title: 'Courier express',
      priceInclTax: 19_900,
      freeOver: null,
      kind: 'delivery',
      countries: ZA,
      available: true,
      offline: true,
    },
    {
      code: 'large_appliance',
      carrierCode: 'karoo',
      title: 'Large-appliance delivery & installation',
      priceInclTax: 49_900,
      freeOver: null,
      kind: 'large_appliance',
      countries: ZA,
      available: true,
      offline: true,
    },
    {
      code: 'collect',
      carrierCode: 'store',
      title: 'Collect in store',
      priceInclTax: 0,
      freeOver: null,
      kind: 'pickup',
      countries: ZA,
      available: true,
      offline: true,
    },
  ],
  EUR: [
    {
      code: 'standard',
      carrierCode: 'karoo',
      title: 'Standard delivery',
      priceInclTax: 499,
      freeOver: 10_000,
      kind: 'delivery',
      countries: EU,
      available: true,
      default: true,
      offline: true,
    },
    {
      code: 'express',
      carrierCode: 'courier',
      title: 'Express delivery',
      priceInclTax: 1_299,
      freeOver: null,
      kind: 'delivery',
      countries: EU,
      available: true,
      offline: true,
    },
    {
      code: 'large_appliance',
      carrierCode: 'karoo',
      title: 'Large-appliance delivery & installation',
      priceInclTax: 4_900,
      freeOver: null,
      kind: 'large_appliance',
      countries: EU,
      available: true,
      offline: true,
    },
  ],
}

type MethodOrRule = ShippingMethod & Partial<Pick<ShippingRule, 'kind' | 'freeOver' | 'countries'>>

/**
 * The methods a shopper may choose for this cart, priced for it. Works on shop
 * rules (`SHIPPING_RULES`) and on plain methods from elsewhere (a carrier
 * quote): for a plain method only `available` and the virtual-cart rule apply,
 * since it carries no kind, threshold or countries. The result holds plain
 * `ShippingMethod`s, each `available: true`.
 */
export function availableShippingMethods(methods: readonly MethodOrRule[], ctx: ShippingContext): ShippingMethod[] {
  if (ctx.virtual) return []
  const country = ctx.country.trim().toUpperCase()
  const kept = methods.filter((method) => {
    if (!method.available) return false
    if (method.countries && !method.countries.some((c) => c.toUpperCase() === country)) return false
    if (method.kind === 'delivery' && ctx.hasLargeAppliance) return false
    if (method.kind === 'large_appliance' && !ctx.hasLargeAppliance) return false
    return true
  })
  const defaultIndex = Math.max(
    0,
    kept.findIndex((method) => method.default === true),
  )
  return kept.map((method, index) => ({
    code: method.code,
    carrierCode: method.carrierCode,
    title: method.title,
    priceInclTax: isFree(method, ctx) ? 0 : method.priceInclTax,
    available: true,
    default: index === defaultIndex,
    offline: method.offline ?? false,
  }))
}

function isFree(method: MethodOrRule, ctx: ShippingContext): boolean {
  if (method.freeOver === null || method.freeOver === undefined) return false
  return ctx.freeShipping === true || ctx.subtotal >= method.freeOver
}

/** The store's own methods for a currency, filtered and priced for this cart. */
export function shippingMethodsFor(
  currency: CurrencyCode,
  ctx: ShippingContext,
  rules: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = SHIPPING_RULES,
): ShippingMethod[] {
  return availableShippingMethods(rules[currency], ctx)
}

/**
 * The chosen method if it is still on offer (method and carrier codes match),
 * else null: checkout re-checks the choice, since the cart may have changed.
 */
export function findShippingMethod(methods: readonly ShippingMethod[], code: string, carrierCode: string): ShippingMethod | null {
  return methods.find((method) => method.code === code && method.carrierCode === carrierCode) ?? null
}

/** The method preselected in checkout: the one flagged default, else the first; null if none. */
export function defaultShippingMethod(methods: readonly ShippingMethod[]): ShippingMethod | null {
  return methods.find((method) => method.default === true) ?? methods[0] ?? null
}
