import { describe, expect, it } from 'vitest'
import {
  bundlePrice,
  customOptionCharge,
  customOptionPrice,
  customOptionsTotal,
  finalPrice,
  fromPriceView,
  groupedPrice,
  isSpecialPriceActive,
  priceView,
  priceWithCustomOptions,
  sumPriceView,
  tierPrice,
} from '~/domain/prices'

const at = (iso: string) => new Date(iso)

describe('isSpecialPriceActive: special price applies only when below the original price', () => {
  const now = at('2024-06-15T12:00:00Z')

  it('applies a special price below the price with no dates', () => {
    expect(isSpecialPriceActive({ price: 1000, specialPrice: 800 }, now)).toBe(true)
  })

  it('does not apply a special price equal to the price', () => {
    expect(isSpecialPriceActive({ price: 1000, specialPrice: 1000 }, now)).toBe(false)
  })

  it('does not apply a special price above the price', () => {
    expect(isSpecialPriceActive({ price: 1000, specialPrice: 1200 }, now)).toBe(false)
  })

  it('does not apply when there is no special price (null or undefined)', () => {
    expect(isSpecialPriceActive({ price: 1000, specialPrice: null }, now)).toBe(false)
    expect(isSpecialPriceActive({ price: 1000 }, now)).toBe(false)
  })

  it('applies a special price of 0 (free) because it is below the price', () => {
    expect(isSpecialPriceActive({ price: 1000, specialPrice: 0 }, now)).toBe(true)
  })

  it('ignores a negative or non-finite special price', () => {
    expect(isSpecialPriceActive({ price: 1000, specialPrice: -1 }, now)).toBe(false)
    expect(isSpecialPriceActive({ price: 1000, specialPrice: Number.NaN }, now)).toBe(false)
  })
})

describe('isSpecialPriceActive: within its from/to dates', () => {
  const p = { price: 1000, specialPrice: 800, specialFromDate: '2024-06-10', specialToDate: '2024-06-20' }

  it('is active inside the window', () => {
    expect(isSpecialPriceActive(p, at('2024-06-15T12:00:00Z'))).toBe(true)
  })

  it('is active from the very start of the from-day (inclusive)', () => {
    expect(isSpecialPriceActive(p, at('2024-06-10T00:00:00.000Z'))).toBe(true)
  })

  it('is not active the moment before the from-day', () => {
    expect(isSpecialPriceActive(p, at('2024-06-09T23:59:59.999Z'))).toBe(false)
  })

  it('is active until the very end of the to-day (inclusive)', () => {
    expect(isSpecialPriceActive(p, at('2024-06-20T23:59:59.999Z'))).toBe(true)
  })

  it('is not active from the start of the day after the to-day', () => {
    expect(isSpecialPriceActive(p, at('2024-06-21T00:00:00.000Z'))).toBe(false)
  })

  it('treats a missing from-date as open', () => {
    const open = { ...p, specialFromDate: null }
    expect(isSpecialPriceActive(open, at('1990-01-01T00:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(open, at('2024-06-21T00:00:00Z'))).toBe(false)
  })

  it('treats a missing or blank to-date as open', () => {
    expect(isSpecialPriceActive({ ...p, specialToDate: undefined }, at('2099-01-01T00:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive({ ...p, specialToDate: '' }, at('2099-01-01T00:00:00Z'))).toBe(true)
  })

  it('a one-day window (from = to) covers that whole day', () => {
    const oneDay = { ...p, specialFromDate: '2024-06-12', specialToDate: '2024-06-12' }
    expect(isSpecialPriceActive(oneDay, at('2024-06-12T00:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(oneDay, at('2024-06-12T23:59:59Z'))).toBe(true)
    expect(isSpecialPriceActive(oneDay, at('2024-06-13T00:00:00Z'))).toBe(false)
  })

  it('reads wall-clock timestamps without a zone as their calendar day', () => {
    const magento = { ...p, specialFromDate: '2024-06-10 00:00:00', specialToDate: '2024-06-20T00:00:00' }
    expect(isSpecialPriceActive(magento, at('2024-06-20T18:00:00Z'))).toBe(true)
  })

  it('reads full ISO instants as the day they fall on in the time zone', () => {
    // 22:30 UTC on the 19th is already the 20th in Johannesburg (UTC+2).
    const instant = { ...p, specialFromDate: '2024-06-19T22:30:00Z', specialToDate: null }
    expect(isSpecialPriceActive(instant, at('2024-06-19T12:00:00Z'))).toBe(true)
    expect(isSpecialPriceActive(instant, at('2024-06-19T12:00:00Z'), { timeZone: 'Africa/Johannesburg' })).toBe(false)
  })

  it('uses the given time zone to decide which day "now" is', () => {
    // 23:00 UTC on the 20th is 01:00 on the 21st in Johannesburg: the window has ended there.
    const late = at('2024-06-20T23:00:00Z')
    expect(isSpecialPriceActive(p, late)).toBe(true)
    expect(isSpecialPriceActive(p, late, { timeZone: 'Africa/Johannesburg' })).toBe(false)
  })

  it('switches the special off when a date cannot be read', () => {
    expect(isSpecialPriceActive({ ...p, specialFromDate: 'soon' }, at('2024-06-15T12:00:00Z'))).toBe(false)
    expect(isSpecialPriceActive({ ...p, specialToDate: '2024-02-30' }, at('2024-01-15T12:00:00Z'))).toBe(false)
  })
})

describe('finalPrice', () => {
  const now = at('2024-06-15T12:00:00Z')

  it('is the special price when it is active', () => {
    expect(finalPrice({ price: 1000, specialPrice: 750 }, now)).toBe(750)
  })

  it('is the price when the special is not below it', () => {
    expect(finalPrice({ price: 1000, specialPrice: 1500 }, now)).toBe(1000)
  })

  it('is the price when the special window has passed', () => {
    expect(finalPrice({ price: 1000, specialPrice: 750, specialToDate: '2024-06-14' }, now)).toBe(1000)
  })
})

describe('tierPrice', () => {
  const tiers = [
    { qty: 2, price: 950 },
    { qty: 5, price: 900 },
    { qty: 10, price: 850 },
  ]

  it('uses the base price when there are no tiers', () => {
    expect(tierPrice([], 10, 1000)).toBe(1000)
  })

  it('uses the base price below the first threshold', () => {
    expect(tierPrice(tiers, 1, 1000)).toBe(1000)
  })

  it('applies a tier whose qty equals the quantity (boundary)', () => {
    expect(tierPrice(tiers, 5, 1000)).toBe(900)
  })

  it('takes the lowest of all reached tiers', () => {
    expect(tierPrice(tiers, 50, 1000)).toBe(850)
  })

  it('takes the lowest price even when tiers are unordered', () => {
    expect(
      tierPrice(
        [
          { qty: 1, price: 800 },
          { qty: 3, price: 900 },
        ],
        3,
        1000,
      ),
    ).toBe(800)
  })

  it('ignores a tier that is not below the base price', () => {
    expect(
      tierPrice(
        [
          { qty: 1, price: 1000 },
          { qty: 1, price: 1100 },
        ],
        4,
        1000,
      ),
    ).toBe(1000)
  })
})

describe('groupedPrice: sum of associated children, each with qty 1', () => {
  it('sums the children', () => {
    expect(groupedPrice([{ price: 1000 }, { price: 250 }, { price: 49 }])).toBe(1299)
  })

  it('is 0 for no children', () => {
    expect(groupedPrice([])).toBe(0)
  })
})

describe('bundlePrice: per option the default link price times its qty, summed', () => {
  it('multiplies each default link by its qty and sums the options', () => {
    const options = [
      {
        links: [
          { price: 500, qty: 1, isDefault: false },
          { price: 700, qty: 2, isDefault: true },
        ],
      },
      { links: [{ price: 300, qty: 3, isDefault: true }] },
    ]
    expect(bundlePrice(options)).toBe(700 * 2 + 300 * 3)
  })

  it('adds 0 for an option with no default link', () => {
    const options = [{ links: [{ price: 500, qty: 1, isDefault: false }] }, { links: [{ price: 200, qty: 1, isDefault: true }] }]
    expect(bundlePrice(options)).toBe(200)
  })

  it('counts the first default when an option marks several', () => {
    const options = [
      {
        links: [
          { price: 100, qty: 1, isDefault: true },
          { price: 900, qty: 1, isDefault: true },
        ],
      },
    ]
    expect(bundlePrice(options)).toBe(100)
  })

  it('is 0 for no options, or options without links', () => {
    expect(bundlePrice([])).toBe(0)
    expect(bundlePrice([{ links: [] }])).toBe(0)
  })
})

describe('custom options', () => {
  it('a fixed option adds its price', () => {
    expect(customOptionPrice(10_000, { priceType: 'fixed', price: 1500 })).toBe(1500)
  })

  it('a percent option adds price/100 of the base price', () => {
    expect(customOptionPrice(10_000, { priceType: 'percent', price: 10 })).toBe(1000)
  })

  it('rounds a percent option to the minor unit', () => {
    // 10% of 1299 = 129.9 -> 130; 10% of 1294 = 129.4 -> 129
    expect(customOptionPrice(1299, { priceType: 'percent', price: 10 })).toBe(130)
    expect(customOptionPrice(1294, { priceType: 'percent', price: 10 })).toBe(129)
  })

  it('rounds an exact half up', () => {
    // 10% of 105 = 10.5 -> 11; 12.5% of 4 = 0.5 -> 1
    expect(customOptionPrice(105, { priceType: 'percent', price: 10 })).toBe(11)
    expect(customOptionPrice(4, { priceType: 'percent', price: 12.5 })).toBe(1)
  })

  it('handles fractional percentages without float drift', () => {
    // 1.15% of 1000 = 11.5 -> 12 (1.15 * 1000 / 100 in floats is 11.499999...)
    expect(customOptionPrice(1000, { priceType: 'percent', price: 1.15 })).toBe(12)
  })

  it('0% and a fixed 0 add nothing', () => {
    expect(customOptionPrice(1000, { priceType: 'percent', price: 0 })).toBe(0)
    expect(customOptionPrice(1000, { priceType: 'fixed', price: 0 })).toBe(0)
  })

  it('customOptionsTotal adds each option, percents taken of the base only', () => {
    const options = [
      { priceType: 'fixed' as const, price: 500 },
      { priceType: 'percent' as const, price: 10 },
      { priceType: 'percent' as const, price: 10 },
    ]
    expect(customOptionsTotal(10_000, options)).toBe(500 + 1000 + 1000)
  })

  it('customOptionsTotal is 0 with no options', () => {
    expect(customOptionsTotal(10_000, [])).toBe(0)
  })

  it('priceWithCustomOptions is the base plus the options', () => {
    expect(priceWithCustomOptions(10_000, [{ priceType: 'percent', price: 5 }])).toBe(10_500)
    expect(priceWithCustomOptions(10_000, [])).toBe(10_000)
  })
})

describe('priceView: what a product page shows of a price', () => {
  const now = at('2024-06-15T12:00:00Z')
  const tiers = [
    { qty: 10, price: 700 },
    { qty: 2, price: 900 },
    { qty: 5, price: 790 },
  ]

  it('shows only tiers below the price paid, smallest quantity first', () => {
    expect(priceView({ price: 1000 }, tiers, now)).toEqual({
      final: 1000,
      regular: 1000,
      specialActive: false,
      tiers: [
        { qty: 2, price: 900 },
        { qty: 5, price: 790 },
        { qty: 10, price: 700 },
      ],
    })
  })

  it('measures the tiers against an active special price', () => {
    expect(priceView({ price: 1000, specialPrice: 800 }, tiers, now)).toEqual({
      final: 800,
      regular: 1000,
      specialActive: true,
      tiers: [
        { qty: 5, price: 790 },
        { qty: 10, price: 700 },
      ],
    })
  })

  it('ignores a special price outside its window', () => {
    expect(priceView({ price: 1000, specialPrice: 800, specialToDate: '2024-06-14' }, [], now)).toMatchObject({
      final: 1000,
      specialActive: false,
    })
  })
  it('charges a group price from one unit as the price, and keeps the larger tiers that beat it', () => {
    const trade = [{ qty: 1, price: 850 }, ...tiers]
    expect(priceView({ price: 1000 }, trade, now)).toEqual({
      final: 850,
      regular: 1000,
      specialActive: false,
      tiers: [
        { qty: 5, price: 790 },
        { qty: 10, price: 700 },
      ],
    })
    // A special price below the group price still wins.
    expect(priceView({ price: 1000, specialPrice: 800 }, trade, now).final).toBe(800)
  })
})

describe('sumPriceView and fromPriceView', () => {
  it('a sum has no special and no tiers', () => {
    expect(sumPriceView(2500)).toEqual({ final: 2500, regular: 2500, specialActive: false, tiers: [] })
  })

  it('"from" is the cheapest variant, first one on a tie, without its tiers', () => {
    const a = { final: 900, regular: 1000, specialActive: true, tiers: [{ qty: 2, price: 850 }] }
    const b = { final: 1200, regular: 1200, specialActive: false, tiers: [] }
    const c = { final: 900, regular: 900, specialActive: false, tiers: [] }
    expect(fromPriceView([b, a, c])).toEqual({ ...a, tiers: [] })
    expect(fromPriceView([])).toBeNull()
  })
})

describe('customOptionCharge: a value in the store view currency', () => {
  const value = { priceType: 'fixed' as const, price: 15000, priceEur: 900 }

  it('takes the rand price in rand views and the euro price in euro views', () => {
    expect(customOptionCharge(value, 'ZAR')).toEqual({ priceType: 'fixed', price: 15000 })
    expect(customOptionCharge(value, 'EUR')).toEqual({ priceType: 'fixed', price: 900 })
  })

  it('reads a percent from basis points, whatever the currency', () => {
    const percent = { priceType: 'percent' as const, price: 1050, priceEur: 0 }
    expect(customOptionCharge(percent, 'EUR')).toEqual({ priceType: 'percent', price: 10.5 })
    expect(customOptionPrice(20000, customOptionCharge(percent, 'ZAR'))).toBe(2100)
  })
})
