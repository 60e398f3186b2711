import { describe, expect, it } from 'vitest'
import { DEFAULT_COUNTRY_MISSING } from '~/domain/messages'
import { taxIncludedIn } from '~/domain/tax'
import { allocateProportionally, computeTotals, type TotalsInput } from '~/domain/totals'

const line = (id: string, unitPrice: number, qty: number, taxRateBp = 1500) => ({ id, unitPrice, qty, taxRateBp })

const base = (overrides: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [],
  discount: 0,
  shipping: null,
  currency: 'ZAR',
  country: 'ZA',
  ...overrides,
})

describe('computeTotals', () => {
  it('adds up lines; the tax is the VAT contained in prices that include it', () => {
    const totals = computeTotals(base({ lines: [line('a', 115_00, 2), line('b', 230_00, 1)] }))
    expect(totals.subtotalInclTax).toBe(460_00)
    // 460.00 incl. 15% VAT contains 60.00 VAT
    expect(totals.taxTotal).toBe(60_00)
    expect(totals.grandTotal).toBe(460_00)
    expect(totals.taxBreakdown).toEqual([{ rateBp: 1500, amount: 60_00 }])
    expect(totals.lines).toEqual([
      { id: 'a', rowTotalInclTax: 230_00, discount: 0, rowTotalAfterDiscount: 230_00, tax: 30_00, taxRateBp: 1500 },
      { id: 'b', rowTotalInclTax: 230_00, discount: 0, rowTotalAfterDiscount: 230_00, tax: 30_00, taxRateBp: 1500 },
    ])
  })

  it('spreads the discount over the lines in proportion, and taxes what is left', () => {
    const totals = computeTotals(base({ lines: [line('a', 300_00, 1), line('b', 100_00, 1)], discount: 40_00 }))
    expect(totals.lines.map((l) => l.discount)).toEqual([30_00, 10_00])
    expect(totals.discount).toBe(40_00)
    expect(totals.grandTotal).toBe(360_00)
    // 360.00 incl. 15% contains 46.96 (not 52.17 of the undiscounted 400.00)
    expect(totals.taxTotal).toBe(taxIncludedIn(270_00, 1500) + taxIncludedIn(90_00, 1500))
    expect(totals.taxTotal).toBe(46_96)
  })

  it('gives leftover discount cents to the largest remainders so shares add up exactly', () => {
    const totals = computeTotals(base({ lines: [line('a', 1, 1), line('b', 1, 1), line('c', 1, 1)], discount: 2 }))
    expect(totals.lines.map((l) => l.discount)).toEqual([1, 1, 0])
    expect(totals.discount).toBe(2)
  })

  it('adds shipping with its own tax, at its own rate', () => {
    const totals = computeTotals(base({ lines: [line('a', 115_00, 1)], shipping: { priceInclTax: 99_00, taxRateBp: 1500 } }))
    expect(totals.shippingInclTax).toBe(99_00)
    expect(totals.shippingTax).toBe(taxIncludedIn(99_00, 1500))
    expect(totals.grandTotal).toBe(214_00)
    expect(totals.taxTotal).toBe(15_00 + 12_91)
  })

  it('does not discount shipping', () => {
    const totals = computeTotals(
      base({ lines: [line('a', 100_00, 1)], discount: 500_00, shipping: { priceInclTax: 99_00, taxRateBp: 1500 } }),
    )
    expect(totals.discount).toBe(100_00)
    expect(totals.grandTotal).toBe(99_00)
  })

  it('keeps a breakdown per rate, lowest first, and leaves 0% out', () => {
    const totals = computeTotals(
      base({
        currency: 'EUR',
        country: 'DE',
        lines: [line('a', 119_00, 1, 1900), line('b', 107_00, 1, 700), line('c', 50_00, 1, 0)],
        shipping: { priceInclTax: 4_99, taxRateBp: 1900 },
      }),
    )
    expect(totals.taxBreakdown).toEqual([
      { rateBp: 700, amount: 7_00 },
      { rateBp: 1900, amount: 19_00 + taxIncludedIn(4_99, 1900) },
    ])
    expect(totals.taxTotal).toBe(7_00 + 19_00 + 80)
    expect(totals.currency).toBe('EUR')
    expect(totals.country).toBe('DE')
  })

  it('adds a payment fee with its tax', () => {
    const totals = computeTotals(base({ lines: [line('a', 100_00, 1)], paymentFee: { priceInclTax: 11_50, taxRateBp: 1500 } }))
    expect(totals.paymentFeeInclTax).toBe(11_50)
    expect(totals.grandTotal).toBe(111_50)
    expect(totals.taxTotal).toBe(taxIncludedIn(100_00, 1500) + 1_50)
  })

  it('clamps a negative discount to 0', () => {
    const totals = computeTotals(base({ lines: [line('a', 100_00, 1)], discount: -5_00 }))
    expect(totals.discount).toBe(0)
    expect(totals.grandTotal).toBe(100_00)
  })

  it('is all zero for an empty cart', () => {
    const totals = computeTotals(base({ discount: 10_00 }))
    expect(totals).toMatchObject({ subtotalInclTax: 0, discount: 0, taxTotal: 0, grandTotal: 0, taxBreakdown: [] })
  })

  it('keeps zero-priced lines at zero discount', () => {
    const totals = computeTotals(base({ lines: [line('free', 0, 1), line('a', 100_00, 1)], discount: 10_00 }))
    expect(totals.lines.map((l) => l.discount)).toEqual([0, 10_00])
  })

  describe('default country: no totals without one', () => {
    it.each(['', '   '])('throws the spec message for country %j', (country) => {
      expect(() => computeTotals(base({ country }))).toThrow(DEFAULT_COUNTRY_MISSING)
    })

    it('uses the trimmed country', () => {
      expect(computeTotals(base({ country: ' ZA ' })).country).toBe('ZA')
    })
  })

  it('refuses amounts that are not whole minor units', () => {
    expect(() => computeTotals(base({ lines: [line('a', 10.5, 1)] }))).toThrow(RangeError)
    expect(() => computeTotals(base({ lines: [line('a', 10, -1)] }))).toThrow(RangeError)
    expect(() => computeTotals(base({ discount: 0.5 }))).toThrow(RangeError)
    expect(() => computeTotals(base({ shipping: { priceInclTax: -1, taxRateBp: 0 } }))).toThrow(RangeError)
  })
})

// A small deterministic PRNG (xorshift32) so the random carts are the same on every run.
function prng(seed: number) {
  let state = seed >>> 0 || 1
  const next = () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 0x1_0000_0000
  }
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) }
}

describe('computeTotals: the cents always add up (random carts, seeded)', () => {
  const rates = [0, 700, 1500, 1900, 2200]

  it('holds for 2000 carts', () => {
    const random = prng(20_250_615)
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: random.int(1, 8) }, (_, i) =>
        line(`l${i}`, random.int(0, 5_000_000), random.int(1, 12), rates[random.int(0, rates.length - 1)]),
      )
      const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0)
      const discount = random.int(0, 3) === 0 ? 0 : random.int(0, subtotal + 10_000)
      const shipping = random.int(0, 2) === 0 ? null : { priceInclTax: random.int(0, 50_000), taxRateBp: rates[random.int(0, 4)] }
      const totals = computeTotals(base({ lines, discount, shipping }))
      const context = JSON.stringify({ run, lines, discount, shipping })

      expect(totals.subtotalInclTax, context).toBe(subtotal)
      expect(totals.discount, context).toBe(Math.min(discount, subtotal))
      expect(
        totals.lines.reduce((sum, l) => sum + l.discount, 0),
        context,
      ).toBe(totals.discount)
      for (const l of totals.lines) {
        expect(l.discount, context).toBeGreaterThanOrEqual(0)
        expect(l.discount, context).toBeLessThanOrEqual(l.rowTotalInclTax)
        expect(l.rowTotalAfterDiscount, context).toBe(l.rowTotalInclTax - l.discount)
        expect(l.tax, context).toBe(taxIncludedIn(l.rowTotalAfterDiscount, l.taxRateBp))
        expect(Number.isInteger(l.tax) && l.tax <= l.rowTotalAfterDiscount, context).toBe(true)
      }
      expect(totals.grandTotal, context).toBe(subtotal - totals.discount + (shipping?.priceInclTax ?? 0))
      expect(totals.grandTotal, context).toBeGreaterThanOrEqual(0)
      const breakdownSum = totals.taxBreakdown.reduce((sum, entry) => sum + entry.amount, 0)
      expect(totals.taxTotal, context).toBe(breakdownSum)
      const lineTax = totals.lines.reduce((sum, l) => sum + l.tax, 0)
      expect(totals.taxTotal, context).toBe(lineTax + totals.shippingTax)
    }
  })
})

describe('allocateProportionally', () => {
  it('splits in proportion when it divides evenly', () => {
    expect(allocateProportionally(100, [1, 1, 2])).toEqual([25, 25, 50])
  })

  it('hands leftover units to the largest remainders, the earlier part on a tie', () => {
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3])
    // 7 * [5, 3, 2] / 10 = 3.5, 2.1, 1.4 -> floors 3, 2, 1; one left goes to 3.5
    expect(allocateProportionally(7, [5, 3, 2])).toEqual([4, 2, 1])
  })

  it('gives nothing to zero weights', () => {
    expect(allocateProportionally(5, [0, 3, 0, 3])).toEqual([0, 3, 0, 2])
  })

  it('is exact for amounts whose products pass 2^53', () => {
    const parts = allocateProportionally(9_000_000_000_000, [3_000_000_000_001, 6_000_000_000_000])
    expect(parts[0] + parts[1]).toBe(9_000_000_000_000)
  })

  it('returns zeros for 0 and refuses to spread over nothing', () => {
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0])
    expect(allocateProportionally(0, [])).toEqual([])
    expect(() => allocateProportionally(1, [0, 0])).toThrow(RangeError)
  })

  it('refuses fractions and negatives', () => {
    expect(() => allocateProportionally(1.5, [1])).toThrow(RangeError)
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError)
    expect(() => allocateProportionally(1, [-1, 2])).toThrow(RangeError)
  })

  it('always adds up for random inputs (seeded)', () => {
    const random = prng(7)
    for (let run = 0; run < 1000; run++) {
      const weights = Array.from({ length: random.int(1, 10) }, () => random.int(0, 1_000_000))
      const sum = weights.reduce((a, b) => a + b, 0)
      if (sum === 0) continue
      const amount = random.int(0, sum)
      const parts = allocateProportionally(amount, weights)
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount)
      parts.forEach((part, i) => {
        expect(part).toBeLessThanOrEqual(weights[i])
        // Never more than one unit away from the exact share.
        expect(Math.abs(part - (amount * weights[i]) / sum)).toBeLessThan(1)
      })
    }
  })
})
