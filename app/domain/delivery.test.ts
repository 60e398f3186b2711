import { describe, expect, it } from 'vitest'
import {
  deliveryPlaceholders,
  deliveryWindow,
  deliveryWindows,
  fillPlaceholders,
  freeDeliveryProgress,
  freeDeliveryThreshold,
} from '~/domain/delivery'
import { SHIPPING_RULES, shippingMethodsFor } from '~/domain/shipping'
import { ZA_PROVINCES } from '~/schemas/checkout'

const RAND = { currencySymbol: 'R', symbolFirst: true, thousandsSeparator: ' ', decimalSeparator: '.' }
const EURO = { currencySymbol: '€', symbolFirst: false, thousandsSeparator: '.', decimalSeparator: ',' }
const rule = (currency: 'ZAR' | 'EUR', code: string) => SHIPPING_RULES[currency].find((r) => r.code === code)!
const cart = (goodsValue: number, more: Partial<{ virtual: boolean; hasLargeAppliance: boolean; freeShipping: boolean }> = {}) => ({
  goodsValue,
  virtual: false,
  hasLargeAppliance: false,
  ...more,
})

describe('freeDeliveryThreshold', () => {
  it('is the standard method’s threshold in each currency', () => {
    expect(freeDeliveryThreshold('ZAR')).toBe(150_000)
    expect(freeDeliveryThreshold('EUR')).toBe(10_000)
  })

  it('is null when no ordinary delivery is ever free', () => {
    const rules = { ...SHIPPING_RULES, ZAR: SHIPPING_RULES.ZAR.map((r) => ({ ...r, freeOver: null })) }
    expect(freeDeliveryThreshold('ZAR', rules)).toBeNull()
  })
})

describe('freeDeliveryProgress', () => {
  it.each([
    ['ZAR', 150_000],
    ['EUR', 10_000],
  ] as const)('%s: qualifies at the threshold, is one cent short just under it', (currency, threshold) => {
    expect(freeDeliveryProgress(currency, cart(threshold))).toEqual({ state: 'qualifies', threshold })
    expect(freeDeliveryProgress(currency, cart(threshold - 1))).toEqual({ state: 'short', threshold, remaining: 1 })
  })

  it('agrees with the price checkout charges, at and just under the threshold', () => {
    for (const goods of [149_999, 150_000]) {
      const standard = shippingMethodsFor('ZAR', { subtotal: goods, virtual: false, hasLargeAppliance: false, country: 'ZA' }).find(
        (m) => m.code === 'standard',
      )!
      const progress = freeDeliveryProgress('ZAR', cart(goods))
      expect(progress.state === 'qualifies').toBe(standard.priceInclTax === 0)
    }
  })

  it('says how much is missing: R 1 188.00 in gives R 312.00 to go', () => {
    expect(freeDeliveryProgress('ZAR', cart(118_800))).toEqual({ state: 'short', threshold: 150_000, remaining: 31_200 })
  })

  it('a free-shipping coupon qualifies at any value', () => {
    expect(freeDeliveryProgress('ZAR', cart(1_000, { freeShipping: true })).state).toBe('qualifies')
  })

  it('promises nothing for a virtual cart or a large appliance (its delivery is never free)', () => {
    expect(freeDeliveryProgress('ZAR', cart(500_000, { virtual: true }))).toEqual({ state: 'none' })
    expect(freeDeliveryProgress('ZAR', cart(500_000, { hasLargeAppliance: true }))).toEqual({ state: 'none' })
  })
})

describe('deliveryWindow', () => {
  it.each(ZA_PROVINCES.map((p) => [p]))('standard delivery to %s has its own window', (province) => {
    const window = deliveryWindow('ZAR', rule('ZAR', 'standard'), { country: 'ZA', province })!
    expect(window.region).toBe(province)
    const main = ['Gauteng', 'Western Cape', 'KwaZulu-Natal'].includes(province)
    expect([window.min, window.max]).toEqual(main ? [2, 4] : [4, 7])
  })

  it('an unknown province gets the general window, which spans every province', () => {
    expect(deliveryWindow('ZAR', rule('ZAR', 'standard'), { province: 'Atlantis' })).toMatchObject({ min: 2, max: 7, region: null })
    expect(deliveryWindow('ZAR', rule('ZAR', 'standard'))).toMatchObject({ min: 2, max: 7, region: null })
  })

  it('euro views go by country', () => {
    expect(deliveryWindow('EUR', rule('EUR', 'standard'), { country: 'de' })).toMatchObject({ min: 2, max: 4, region: 'DE' })
    expect(deliveryWindow('EUR', rule('EUR', 'standard'), { country: 'IT' })).toMatchObject({ min: 3, max: 6, region: 'IT' })
    expect(deliveryWindow('EUR', rule('EUR', 'express'))).toMatchObject({ min: 1, max: 3, region: null })
  })

  it('collecting in store has one window wherever the shopper lives', () => {
    expect(deliveryWindow('ZAR', rule('ZAR', 'collect'), { province: 'Limpopo' })).toMatchObject({ min: 1, max: 2, region: null })
  })

  it('is null for a method without lead times', () => {
    expect(deliveryWindow('ZAR', { code: 'drone', kind: 'delivery', title: 'Drone' })).toBeNull()
  })
})

describe('deliveryWindows', () => {
  it('a small appliance: standard, express and collect; a large one: its own delivery and collect', () => {
    expect(deliveryWindows('ZAR', { largeAppliance: false }).map((w) => w.code)).toEqual(['standard', 'express', 'collect'])
    expect(deliveryWindows('ZAR', { largeAppliance: true }).map((w) => w.code)).toEqual(['large_appliance', 'collect'])
    expect(deliveryWindows('EUR', { largeAppliance: true, country: 'IT' }).map((w) => [w.code, w.min, w.max])).toEqual([
      ['large_appliance', 5, 10],
    ])
  })
})

describe('deliveryPlaceholders and fillPlaceholders', () => {
  it('fill CMS text with the rule’s amounts in the view’s money format, each amount unbreakable', () => {
    const zar = deliveryPlaceholders('ZAR', RAND)
    expect(fillPlaceholders('Free delivery over {{delivery.freeOver}}, else {{ delivery.standard.price }}.', zar)).toBe(
      'Free delivery over R\u00a01\u00a0500.00, else R\u00a099.00.',
    )
    expect(fillPlaceholders('{{delivery.freeOver}} · {{delivery.standard.days}} Werktage', deliveryPlaceholders('EUR', EURO))).toBe(
      '100,00\u00a0€ · 2–6 Werktage',
    )
  })

  it('leaves an unknown placeholder as written', () => {
    expect(fillPlaceholders('{{delivery.nope}}', deliveryPlaceholders('ZAR', RAND))).toBe('{{delivery.nope}}')
  })
})
