import { describe, expect, it } from 'vitest'
import { formatRate, vatByRate, vatTotals } from './invoice'
import { taxIncludedIn } from './tax'
import { computeTotals } from './totals'

describe('vatByRate', () => {
  it('groups lines and shipping by rate, lowest rate first, with net + VAT = gross in each group', () => {
    const groups = vatByRate([
      { gross: 129_900, rateBp: 1500, tax: 16_943 },
      { gross: 5_000, rateBp: 0 },
      { gross: 24_900, rateBp: 700, tax: 1_629 },
      { gross: 10_000, rateBp: 1500 },
    ])
    expect(groups).toEqual([
      { rateBp: 0, net: 5_000, tax: 0, gross: 5_000 },
      { rateBp: 700, net: 23_271, tax: 1_629, gross: 24_900 },
      { rateBp: 1500, net: 139_900 - 16_943 - taxIncludedIn(10_000, 1500), tax: 16_943 + 1_304, gross: 139_900 },
    ])
  })

  it('keeps the VAT the order recorded for a line instead of recomputing it', () => {
    // A line after a coupon share: its tax was taken from the discounted total, not from unit price × qty.
    expect(vatByRate([{ gross: 1_000, rateBp: 1500, tax: 130 }])).toEqual([{ rateBp: 1500, net: 870, tax: 130, gross: 1_000 }])
  })

  it('leaves out a free shipping line and has no group for an empty invoice', () => {
    expect(vatByRate([])).toEqual([])
    expect(
      vatByRate([
        { gross: 0, rateBp: 1500 },
        { gross: 100, rateBp: 1900 },
      ]),
    ).toEqual([{ rateBp: 1900, net: 84, tax: 16, gross: 100 }])
  })

  it('refuses amounts that are not whole minor units', () => {
    expect(() => vatByRate([{ gross: 10.5, rateBp: 1500 }])).toThrow(RangeError)
    expect(() => vatByRate([{ gross: -1, rateBp: 1500 }])).toThrow(RangeError)
  })

  it('adds up to the totals of any cart exactly, coupon and shipping included', () => {
    let seed = 7
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % max
    }
    for (let round = 0; round < 300; round++) {
      const rates = [0, 700, 1500, 1900, 2200]
      const lines = Array.from({ length: 1 + random(5) }, (_, i) => ({
        id: `l${i}`,
        qty: 1 + random(4),
        unitPrice: 1 + random(300_000),
        taxRateBp: rates[random(rates.length)],
      }))
      const shipping = random(3) === 0 ? null : { priceInclTax: random(20_000), taxRateBp: rates[random(rates.length)] }
      const totals = computeTotals({ lines, discount: random(50_000), shipping, currency: 'ZAR', country: 'ZA' })
      const groups = vatByRate([
        ...totals.lines.map((line) => ({ gross: line.rowTotalAfterDiscount, rateBp: line.taxRateBp, tax: line.tax })),
        ...(shipping ? [{ gross: shipping.priceInclTax, rateBp: shipping.taxRateBp, tax: totals.shippingTax }] : []),
      ])
      const sum = vatTotals(groups)
      const context = `round ${round}`
      expect(sum.gross, context).toBe(totals.grandTotal)
      expect(sum.tax, context).toBe(totals.taxTotal)
      expect(sum.net + sum.tax, context).toBe(totals.grandTotal)
      // The same VAT per rate as the cart's breakdown (which also lists a rate whose lines were discounted to 0).
      expect(
        groups.filter((g) => g.tax > 0).map((g) => ({ rateBp: g.rateBp, amount: g.tax })),
        context,
      ).toEqual(totals.taxBreakdown.filter((entry) => entry.amount > 0))
    }
  })
})

describe('formatRate', () => {
  it('writes a rate as a percentage with the reader’s decimal separator', () => {
    expect(formatRate(1500)).toBe('15%')
    expect(formatRate(750, ',')).toBe('7,5%')
    expect(formatRate(0)).toBe('0%')
  })
})
