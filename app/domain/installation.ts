/**
 * What installation costs: one rule for the product option, the delivery method, the home banner, the
 * delivery facts and the cart.
 *
 * The rule: standard installation of a large appliance is part of large-appliance delivery, and that
 * delivery's price is all the shopper pays for it, once per order, whatever the number of appliances.
 * So an installation option on a large appliance adds nothing to its price; a shopper never pays for
 * installation twice. An appliance collected in store is not installed, and costs no more either.
 *
 * A product that does not go by large-appliance delivery travels by courier, and no installer comes
 * with it: an installation option there is a visit of its own, charged at the option's price.
 *
 * The shop's data has no kind for a custom option, so an installation option is known by its base
 * (untranslated) title, which starts with "Installation"; see the decision record on installation.
 */
import type { CustomOptionValueRates } from '~/domain/prices'
import { SHIPPING_RULES, type ShippingKind, type ShippingRule } from '~/domain/shipping'
import type { CurrencyCode } from '~/domain/totals'

/** The kind of delivery that brings the installer, and whose price includes installing. */
export const INSTALLING_DELIVERY: ShippingKind = 'large_appliance'

/** Whether a custom option (by its base title, as entered in the shop's data) is installation. */
export function isInstallationOption(baseTitle: string): boolean {
  return /^\s*installation\b/i.test(baseTitle)
}

/**
 * The delivery method that includes installation in this currency, and so what installation costs
 * (its price); null when the store offers none.
 */
export function installingDelivery(
  currency: CurrencyCode,
  rules: Readonly<Record<CurrencyCode, readonly ShippingRule[]>> = SHIPPING_RULES,
): ShippingRule | null {
  return rules[currency].find((rule) => rule.available && rule.kind === INSTALLING_DELIVERY) ?? null
}

/**
 * What a custom option value charges once the rule is applied: an installation option on a product
 * delivered (and so installed) by the installing delivery charges nothing; anything else keeps its rates.
 */
export function optionValueRates(
  value: CustomOptionValueRates,
  opts: { installationOption: boolean; installedByDelivery: boolean },
): CustomOptionValueRates {
  if (opts.installationOption && opts.installedByDelivery) return { ...value, price: 0, priceEur: 0 }
  return value
}
