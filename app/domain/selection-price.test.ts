import { describe, expect, it } from 'vitest'
import { customOptionCharge } from '~/domain/prices'
import { selectionPrice, shownPrice, shownValueCharge, UNKNOWN_PRICE } from '~/domain/selection-price'

describe('selectionPrice: one unit of what the shopper chose', () => {
  describe('bundle', () => {
    // The demo kitchen bundle: kettle R 299 (or R 549), toaster R 449, microwave R 2 949 (or R 1 999).
    const kettle = { price: 299_00, qty: 1 }
    const dearKettle = { price: 549_00, qty: 1 }
    const toaster = { price: 449_00, qty: 1 }
    const microwave = { price: 2949_00, qty: 1 }
    const cheapMicrowave = { price: 1999_00, qty: 1 }

    it('is the sum of the chosen selections', () => {
      expect(selectionPrice({ members: [kettle, toaster, microwave] })).toBe(3697_00)
    })

    it('follows a dearer choice up and a cheaper one down', () => {
      expect(selectionPrice({ members: [dearKettle, toaster, microwave] })).toBe(3947_00)
      expect(selectionPrice({ members: [kettle, toaster, cheapMicrowave] })).toBe(2747_00)
    })

    it('counts a selection as many times as the bundle holds it', () => {
      expect(
        selectionPrice({
          members: [
            { price: 4999_00, qty: 1 },
            { price: 199_00, qty: 2 },
          ],
        }),
      ).toBe(5397_00)
    })

    it('adds nothing for an optional choice left empty', () => {
      expect(selectionPrice({ members: [kettle] })).toBe(299_00)
      expect(selectionPrice({ members: [] })).toBe(0)
    })

    it('is unknown when a chosen selection has no price', () => {
      expect(selectionPrice({ members: [kettle, { price: -1, qty: 1 }] })).toBe(UNKNOWN_PRICE)
    })

    it('takes a percent option of the whole bundle', () => {
      expect(selectionPrice({ members: [kettle, toaster], options: [{ priceType: 'percent', price: 10 }] })).toBe(748_00 + 74_80)
    })
  })

  describe('configurable product', () => {
    it('is the chosen variant’s own price', () => {
      expect(selectionPrice({ base: 8999_00 })).toBe(8999_00)
      expect(selectionPrice({ base: 11_499_00 })).toBe(11_499_00)
    })

    it('is unknown for a variant without a price', () => {
      expect(selectionPrice({ base: -1 })).toBe(UNKNOWN_PRICE)
      expect(selectionPrice({ base: -1, options: [{ priceType: 'fixed', price: 100 }] })).toBe(UNKNOWN_PRICE)
    })
  })

  describe('custom options', () => {
    const base = 7999_00

    it('adds a fixed option’s amount', () => {
      expect(selectionPrice({ base, options: [{ priceType: 'fixed', price: 450_00 }] })).toBe(8449_00)
    })

    it('adds a percent option as that share of the base, rounded half up to the cent', () => {
      expect(selectionPrice({ base, options: [{ priceType: 'percent', price: 10 }] })).toBe(8798_90)
      // 12.5% of R 12.99 is 162.375 cents: 162.
      expect(selectionPrice({ base: 12_99, options: [{ priceType: 'percent', price: 12.5 }] })).toBe(12_99 + 1_62)
      // 10% of R 10.05 is 100.5 cents: 101.
      expect(selectionPrice({ base: 10_05, options: [{ priceType: 'percent', price: 10 }] })).toBe(10_05 + 1_01)
    })

    it('takes each percent of the base, not of the base plus the other options', () => {
      const options = [
        { priceType: 'fixed', price: 450_00 },
        { priceType: 'percent', price: 10 },
        { priceType: 'percent', price: 5 },
      ] as const
      expect(selectionPrice({ base: 1000_00, options })).toBe(1000_00 + 450_00 + 100_00 + 50_00)
    })

    it('charges a fixed option in the store view’s currency', () => {
      const installation = { priceType: 'fixed' as const, price: 450_00, priceEur: 25_00 }
      expect(selectionPrice({ base: 399_00, options: [customOptionCharge(installation, 'EUR')] })).toBe(424_00)
      expect(selectionPrice({ base: 7999_00, options: [customOptionCharge(installation, 'ZAR')] })).toBe(8449_00)
    })

    it('is the base alone without options', () => {
      expect(selectionPrice({ base, options: [] })).toBe(base)
    })
  })
})

describe('shownPrice: the product page’s price for a selection', () => {
  it('is the selection’s price, with a special price’s saving kept', () => {
    // On special: R 899 instead of R 1 099; 10% care is taken of what the shopper pays.
    const own = { final: 899_00, regular: 1099_00 }
    expect(shownPrice(own, [], [{ priceType: 'percent', price: 10 }])).toEqual({ final: 988_90, regular: 1188_90 })
    expect(shownPrice(own, [], [])).toEqual(own)
  })

  it('prices a bundle from nothing but its chosen selections', () => {
    expect(
      shownPrice(
        { final: 0, regular: 0 },
        [
          { price: 549_00, qty: 1 },
          { price: 449_00, qty: 1 },
        ],
        [],
      ),
    ).toEqual({
      final: 998_00,
      regular: 998_00,
    })
  })

  it('stays unknown when the selection has no price', () => {
    expect(shownPrice({ final: -1, regular: -1 }, [], [{ priceType: 'fixed', price: 100 }])).toEqual({ final: -1, regular: -1 })
  })

  it('reads a shown option value back as its charge: a percent by its rate, a fixed one by its amount', () => {
    expect(shownValueCharge({ priceType: 'percent', rate: 5, amount: 399_95 })).toEqual({ priceType: 'percent', price: 5 })
    expect(shownValueCharge({ priceType: 'fixed', rate: 0, amount: 450_00 })).toEqual({ priceType: 'fixed', price: 450_00 })
  })
})
