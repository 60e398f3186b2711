import { describe, expect, it } from 'vitest'
import {
  SHIPPING_RULES,
  availableShippingMethods,
  defaultShippingMethod,
  findShippingMethod,
  shippingMethodsFor,
  type ShippingContext,
  type ShippingMethod,
  type ShippingRule,
} from '~/domain/shipping'

const za = (overrides: Partial<ShippingContext> = {}): ShippingContext => ({
  subtotal: 50_000,
  virtual: false,
  hasLargeAppliance: false,
  country: 'ZA',
  ...overrides,
})

const eu = (overrides: Partial<ShippingContext> = {}): ShippingContext => za({ country: 'DE', subtotal: 5_000, ...overrides })

const summary = (methods: ShippingMethod[]) => methods.map((m) => [m.code, m.priceInclTax, m.default])

describe('SHIPPING_RULES (store data)', () => {
  const byCode = (rules: readonly ShippingRule[]) => Object.fromEntries(rules.map((r) => [r.code, r]))

  it('rand: standard R 99 free over R 1 500, express R 199, large appliance R 499, collect R 0', () => {
    const zar = byCode(SHIPPING_RULES.ZAR)
    expect(zar.standard).toMatchObject({ priceInclTax: 9_900, freeOver: 150_000, kind: 'delivery' })
    expect(zar.express).toMatchObject({ priceInclTax: 19_900, freeOver: null, kind: 'delivery' })
    expect(zar.large_appliance).toMatchObject({ priceInclTax: 49_900, kind: 'large_appliance' })
    expect(zar.collect).toMatchObject({ priceInclTax: 0, kind: 'pickup' })
  })

  it('euro: standard 4,99 € free over 100 €, express 12,99 €, large appliance 49 €, no collect in store', () => {
    const eur = byCode(SHIPPING_RULES.EUR)
    expect(eur.standard).toMatchObject({ priceInclTax: 499, freeOver: 10_000 })
    expect(eur.express).toMatchObject({ priceInclTax: 1_299 })
    expect(eur.large_appliance).toMatchObject({ priceInclTax: 4_900 })
    expect(eur.collect).toBeUndefined()
  })
})

describe('shippingMethodsFor', () => {
  it('offers ordinary delivery and collect in store, standard preselected', () => {
    expect(summary(shippingMethodsFor('ZAR', za()))).toEqual([
      ['standard', 9_900, true],
      ['express', 19_900, false],
      ['collect', 0, false],
    ])
  })

  it('returns plain, available shipping methods', () => {
    const [standard] = shippingMethodsFor('ZAR', za())
    expect(standard).toEqual({
      code: 'standard',
      carrierCode: 'karoo',
      title: 'Standard delivery',
      priceInclTax: 9_900,
      available: true,
      default: true,
      offline: true,
    })
  })

  describe('virtual cart', () => {
    it('needs no shipping: the list is empty', () => {
      expect(shippingMethodsFor('ZAR', za({ virtual: true }))).toEqual([])
      expect(shippingMethodsFor('EUR', eu({ virtual: true }))).toEqual([])
    })
  })

  describe('free standard delivery', () => {
    it('costs R 99 one cent below R 1 500', () => {
      expect(shippingMethodsFor('ZAR', za({ subtotal: 149_999 }))[0].priceInclTax).toBe(9_900)
    })

    it('is free at exactly R 1 500 and above; express stays paid', () => {
      for (const subtotal of [150_000, 250_000]) {
        const methods = shippingMethodsFor('ZAR', za({ subtotal }))
        expect(summary(methods)).toEqual([
          ['standard', 0, true],
          ['express', 19_900, false],
          ['collect', 0, false],
        ])
      }
    })

    it('is free over 100 € in the euro views', () => {
      expect(shippingMethodsFor('EUR', eu({ subtotal: 9_999 }))[0].priceInclTax).toBe(499)
      expect(shippingMethodsFor('EUR', eu({ subtotal: 10_000 }))[0].priceInclTax).toBe(0)
    })

    it('is free with a free-shipping coupon, whatever the subtotal', () => {
      const methods = shippingMethodsFor('ZAR', za({ subtotal: 100, freeShipping: true }))
      expect(summary(methods)).toEqual([
        ['standard', 0, true],
        ['express', 19_900, false],
        ['collect', 0, false],
      ])
    })
  })

  describe('large appliance', () => {
    it('requires large-appliance delivery: ordinary delivery is dropped, collect stays, large appliance preselected', () => {
      expect(summary(shippingMethodsFor('ZAR', za({ hasLargeAppliance: true })))).toEqual([
        ['large_appliance', 49_900, true],
        ['collect', 0, false],
      ])
    })

    it('is the only choice in the euro views', () => {
      expect(summary(shippingMethodsFor('EUR', eu({ hasLargeAppliance: true, subtotal: 100_000 })))).toEqual([
        ['large_appliance', 4_900, true],
      ])
    })

    it('is not offered without a large appliance', () => {
      const codes = shippingMethodsFor('ZAR', za()).map((m) => m.code)
      expect(codes).not.toContain('large_appliance')
    })

    it('is not made free by the standard threshold', () => {
      expect(shippingMethodsFor('ZAR', za({ hasLargeAppliance: true, subtotal: 900_000 }))[0].priceInclTax).toBe(49_900)
    })
  })

  describe('country', () => {
    it('offers a method only in the countries it serves', () => {
      expect(shippingMethodsFor('ZAR', za({ country: 'NA' }))).toEqual([])
      expect(shippingMethodsFor('EUR', eu({ country: 'IT' })).map((m) => m.code)).toEqual(['standard', 'express'])
      expect(shippingMethodsFor('EUR', eu({ country: 'FR' }))).toEqual([])
    })

    it('compares country codes without regard to case or spaces', () => {
      expect(shippingMethodsFor('ZAR', za({ country: ' za ' }))).toHaveLength(3)
    })
  })

  it('reads a store’s own table', () => {
    const rules = {
      ...SHIPPING_RULES,
      ZAR: SHIPPING_RULES.ZAR.map((r) => (r.code === 'standard' ? { ...r, priceInclTax: 7_900 } : r)),
    }
    expect(shippingMethodsFor('ZAR', za(), rules)[0].priceInclTax).toBe(7_900)
  })
})

describe('availableShippingMethods: methods not available are dropped', () => {
  const quote = (code: string, overrides: Partial<ShippingMethod> = {}): ShippingMethod => ({
    code,
    carrierCode: 'carrier',
    title: code,
    priceInclTax: 1_000,
    available: true,
    ...overrides,
  })

  it('drops methods that are not available', () => {
    const methods = availableShippingMethods([quote('a', { available: false }), quote('b')], za())
    expect(methods.map((m) => m.code)).toEqual(['b'])
  })

  it('drops an unavailable shop rule too', () => {
    const rules = SHIPPING_RULES.ZAR.map((r) => (r.code === 'express' ? { ...r, available: false } : r))
    expect(availableShippingMethods(rules, za()).map((m) => m.code)).toEqual(['standard', 'collect'])
  })

  it('leaves plain methods alone otherwise (no kind, threshold or countries to apply)', () => {
    const methods = availableShippingMethods([quote('a')], za({ hasLargeAppliance: true, subtotal: 10_000_000, country: 'XX' }))
    expect(methods).toEqual([
      { code: 'a', carrierCode: 'carrier', title: 'a', priceInclTax: 1_000, available: true, default: true, offline: false },
    ])
  })

  it('returns nothing for a virtual cart', () => {
    expect(availableShippingMethods([quote('a')], za({ virtual: true }))).toEqual([])
  })

  it('keeps exactly one default: the first flagged one that is left, else the first', () => {
    const flagged = availableShippingMethods([quote('a'), quote('b', { default: true }), quote('c', { default: true })], za())
    expect(flagged.map((m) => m.default)).toEqual([false, true, false])
    const none = availableShippingMethods([quote('a'), quote('b')], za())
    expect(none.map((m) => m.default)).toEqual([true, false])
    const droppedDefault = availableShippingMethods([quote('a', { default: true, available: false }), quote('b')], za())
    expect(droppedDefault.map((m) => [m.code, m.default])).toEqual([['b', true]])
  })
})

describe('findShippingMethod and defaultShippingMethod', () => {
  const methods = shippingMethodsFor('ZAR', za())

  it('finds a method still on offer by method and carrier code', () => {
    expect(findShippingMethod(methods, 'express', 'courier')?.title).toBe('Courier express')
    expect(findShippingMethod(methods, 'express', 'karoo')).toBeNull()
    expect(findShippingMethod(shippingMethodsFor('ZAR', za({ hasLargeAppliance: true })), 'standard', 'karoo')).toBeNull()
  })

  it('preselects the default, else the first, else nothing', () => {
    expect(defaultShippingMethod(methods)?.code).toBe('standard')
    expect(defaultShippingMethod([{ ...methods[1], default: false }])?.code).toBe('express')
    expect(defaultShippingMethod([])).toBeNull()
  })
})
