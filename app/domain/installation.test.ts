import { describe, expect, it } from 'vitest'
import { deliveryPlaceholders } from '~/domain/delivery'
import { INSTALLING_DELIVERY, installingDelivery, isInstallationOption, optionValueRates } from '~/domain/installation'
import { customOptionsTotal, customOptionCharge } from '~/domain/prices'
import { SHIPPING_RULES, shippingMethodsFor } from '~/domain/shipping'

const RAND = { currencySymbol: 'R', symbolFirst: true, thousandsSeparator: ' ', decimalSeparator: '.' }

describe('isInstallationOption', () => {
  it('knows an installation option by its base title, whatever the case or what follows', () => {
    expect(isInstallationOption('Installation')).toBe(true)
    expect(isInstallationOption('installation service')).toBe(true)
    expect(isInstallationOption(' INSTALLATION')).toBe(true)
  })

  it('leaves other services alone', () => {
    expect(isInstallationOption('Extended care')).toBe(false)
    expect(isInstallationOption('Old appliance removal')).toBe(false)
    expect(isInstallationOption('Installations-Set')).toBe(false)
  })
})

describe('optionValueRates', () => {
  const standard = { priceType: 'fixed' as const, price: 59_900, priceEur: 5_999 }

  it('charges nothing for installation of a product whose delivery installs it: never paid twice', () => {
    const rates = optionValueRates(standard, { installationOption: true, installedByDelivery: true })
    expect(rates).toEqual({ priceType: 'fixed', price: 0, priceEur: 0 })
    for (const currency of ['ZAR', 'EUR']) expect(customOptionsTotal(899_900, [customOptionCharge(rates, currency)])).toBe(0)
  })

  it('a percent installation option on such a product is free too', () => {
    expect(
      optionValueRates({ priceType: 'percent', price: 500, priceEur: 500 }, { installationOption: true, installedByDelivery: true }),
    ).toMatchObject({ price: 0 })
  })

  it('keeps the price of installation for a product no installer delivers (a visit of its own), and of any other option', () => {
    expect(optionValueRates(standard, { installationOption: true, installedByDelivery: false })).toEqual(standard)
    expect(optionValueRates(standard, { installationOption: false, installedByDelivery: true })).toEqual(standard)
  })
})

describe('installingDelivery', () => {
  it('is the large-appliance method in each currency, titled as including installation', () => {
    for (const currency of ['ZAR', 'EUR'] as const) {
      const method = installingDelivery(currency)
      expect(method?.kind).toBe(INSTALLING_DELIVERY)
      expect(method?.title).toMatch(/installation/i)
    }
  })

  it('is exactly what checkout charges for a large appliance: the price the banner promises', () => {
    const charged = shippingMethodsFor('ZAR', { subtotal: 899_900, virtual: false, hasLargeAppliance: true, country: 'ZA' }).find(
      (m) => m.code === 'large_appliance',
    )
    expect(charged?.priceInclTax).toBe(installingDelivery('ZAR')!.priceInclTax)
    expect(deliveryPlaceholders('ZAR', RAND)['installation.price']).toBe('R\u00a0499.00')
  })

  it('is none when a store offers no installing delivery, and then the placeholder stays unfilled', () => {
    const rules = { ...SHIPPING_RULES, ZAR: SHIPPING_RULES.ZAR.filter((rule) => rule.kind !== 'large_appliance') }
    expect(installingDelivery('ZAR', rules)).toBeNull()
    expect(deliveryPlaceholders('ZAR', RAND, rules)).not.toHaveProperty(['installation.price'])
  })
})
