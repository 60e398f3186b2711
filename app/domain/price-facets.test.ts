import { describe, expect, it } from 'vitest'
import { storeViewByCode } from '~/utils/store-views'
import { priceInRange } from '~/search/types'
import { PRICE_RANGES, type PriceRange } from './money'
import {
  TARGET_BUCKETS,
  countInRange,
  formatPriceRange,
  isLadderRange,
  ladderBands,
  mergeBands,
  priceBuckets,
  priceLadder,
  type BandCount,
} from './price-facets'

const rand = storeViewByCode('default')!
const euro = storeViewByCode('de')!

/** Fine band counts of shelf prices given in major units. */
function bandsOf(pricesMajor: number[], currency: string): BandCount[] {
  return ladderBands(priceLadder(currency)).map((range) => ({
    range,
    count: pricesMajor.filter((price) => priceInRange(Math.round(price * 100), range)).length,
  }))
}

/** Evenly spread shelf prices ending in 99, as the demo catalogue has them. */
function spread(from: number, to: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.round(from + ((to - from) * i) / (n - 1)) - 0.01)
}

function bucketsFor(prices: number[], currency: string): PriceRange[] {
  return mergeBands(bandsOf(prices, currency))
}

function inBuckets(prices: number[], buckets: PriceRange[]): number[] {
  return buckets.map((range) => prices.filter((price) => priceInRange(Math.round(price * 100), range)).length)
}

describe('priceLadder', () => {
  it('has nice rungs in rand that include the spec boundaries', () => {
    const ladder = priceLadder('ZAR')
    expect(ladder.slice(0, 6)).toEqual([50, 75, 100, 150, 200, 250])
    for (const boundary of [100, 250, 400, 750, 2000]) expect(ladder).toContain(boundary)
    expect(ladder).toContain(7500)
    expect(ladder).toContain(15_000)
    expect(ladder.at(-1)).toBe(200_000)
  })

  it('starts lower and ends lower in euro', () => {
    const ladder = priceLadder('EUR')
    expect(ladder.slice(0, 5)).toEqual([5, 10, 15, 20, 25])
    expect(ladder.at(-1)).toBe(10_000)
  })

  it('is ascending without repeats in every currency', () => {
    for (const currency of ['ZAR', 'EUR', 'USD']) {
      const ladder = priceLadder(currency)
      expect(ladder.every((rung, i) => i === 0 || rung > ladder[i - 1])).toBe(true)
    }
  })

  it('makes contiguous bands from 0 to open', () => {
    const bands = ladderBands([100, 250])
    expect(bands).toEqual([
      { from: 0, to: 100 },
      { from: 100, to: 250 },
      { from: 250, to: null },
    ])
  })
})

describe('isLadderRange', () => {
  const ladder = priceLadder('ZAR')
  it('accepts ranges between rungs, from 0, and open ranges', () => {
    expect(isLadderRange({ from: 0, to: 7500 }, ladder)).toBe(true)
    expect(isLadderRange({ from: 7500, to: 15_000 }, ladder)).toBe(true)
    expect(isLadderRange({ from: 15_000, to: null }, ladder)).toBe(true)
    for (const range of PRICE_RANGES) expect(isLadderRange(range, ladder)).toBe(true)
  })

  it('refuses ranges off the ladder or upside down', () => {
    expect(isLadderRange({ from: 0, to: 7499 }, ladder)).toBe(false)
    expect(isLadderRange({ from: 7501, to: null }, ladder)).toBe(false)
    expect(isLadderRange({ from: 7500, to: 5000 }, ladder)).toBe(false)
    expect(isLadderRange({ from: 7500, to: 7500 }, ladder)).toBe(false)
  })
})

describe('mergeBands', () => {
  it('splits fridges in rand (R 5 999 - R 18 999) into 4 to 6 buckets, each with products', () => {
    const fridges = spread(6000, 19_000, 30)
    const buckets = bucketsFor(fridges, 'ZAR')
    expect(buckets.length).toBeGreaterThanOrEqual(4)
    expect(buckets.length).toBeLessThanOrEqual(6)
    expect(inBuckets(fridges, buckets).every((n) => n > 0)).toBe(true)
    expect(inBuckets(fridges, buckets).reduce((a, b) => a + b, 0)).toBe(fridges.length)
    // The first starts at 0, the last is open; boundaries are rungs.
    expect(buckets[0].from).toBe(0)
    expect(buckets.at(-1)!.to).toBeNull()
    expect(buckets.every((range) => isLadderRange(range, priceLadder('ZAR')))).toBe(true)
  })

  it('splits small appliances in rand (R 299 - R 2 999) into 4 to 6 buckets', () => {
    const kettles = spread(300, 3000, 40)
    const buckets = bucketsFor(kettles, 'ZAR')
    expect(buckets.length).toBeGreaterThanOrEqual(4)
    expect(buckets.length).toBeLessThanOrEqual(6)
    expect(inBuckets(kettles, buckets).every((n) => n > 0)).toBe(true)
  })

  it('splits the same fridges in euro (about € 300 - € 950) into 4 to 6 buckets', () => {
    const fridges = spread(300, 950, 30)
    const buckets = bucketsFor(fridges, 'EUR')
    expect(buckets.length).toBeGreaterThanOrEqual(4)
    expect(buckets.length).toBeLessThanOrEqual(6)
    expect(inBuckets(fridges, buckets).every((n) => n > 0)).toBe(true)
  })

  it('keeps the buckets about even where prices crowd', () => {
    // Most products cheap, a few dear: the cheap end gets more, narrower buckets.
    const prices = [...spread(300, 900, 40), ...spread(5000, 15_000, 5)]
    const buckets = bucketsFor(prices, 'ZAR')
    expect(buckets).toHaveLength(TARGET_BUCKETS)
    expect(buckets.filter((range) => range.to !== null && range.to <= 1000).length).toBeGreaterThanOrEqual(3)
    expect(Math.max(...inBuckets(prices, buckets))).toBeLessThan(prices.length / 2)
  })

  it('gives as many buckets as filled bands when there are few, and none for one', () => {
    expect(bucketsFor([6000, 6100], 'ZAR')).toEqual([])
    expect(bucketsFor([], 'ZAR')).toEqual([])
    expect(bucketsFor([6000, 9000], 'ZAR')).toEqual([
      { from: 0, to: 7500 },
      { from: 7500, to: null },
    ])
    // A crowded band at the top still leaves one bucket per filled band.
    expect(bucketsFor([100, 200, 300, ...Array(20).fill(9000)], 'ZAR')).toHaveLength(4)
  })
})

describe('priceBuckets', () => {
  const fridges = spread(6000, 19_000, 30)
  const scope = bandsOf(fridges, 'ZAR')

  it('counts the buckets in the filtered listing and leaves out empty ones', () => {
    const white = fridges.filter((_, i) => i < 10)
    const buckets = priceBuckets(scope, bandsOf(white, 'ZAR'), [])
    expect(buckets.map((b) => b.count).reduce((a, b) => a + b, 0)).toBe(10)
    expect(buckets.every((b) => b.count > 0 && !b.selected)).toBe(true)
    // Same boundaries as for the whole scope, only fewer of them.
    const all = mergeBands(scope).map((r) => r.from)
    expect(buckets.every((b) => all.includes(b.range.from))).toBe(true)
  })

  it('marks a selected bucket, and lists a selected range that is not a bucket, in order', () => {
    const [first] = mergeBands(scope)
    const old = { from: 750, to: 2000 }
    const buckets = priceBuckets(scope, scope, [first, old])
    expect(buckets.find((b) => b.range.from === first.from && b.range.to === first.to)?.selected).toBe(true)
    expect(buckets.filter((b) => b.selected)).toHaveLength(2)
    const listed = buckets.find((b) => b.range.from === 750 && b.range.to === 2000)
    expect(listed).toMatchObject({ count: 0, selected: true })
    expect(buckets.map((b) => b.range.from)).toEqual([...buckets.map((b) => b.range.from)].sort((a, b) => a - b))
  })

  it('counts a ladder range exactly from the fine bands', () => {
    expect(countInRange(scope, { from: 0, to: null })).toBe(fridges.length)
    expect(countInRange(scope, { from: 10_000, to: 15_000 })).toBe(fridges.filter((p) => p >= 10_000 && p < 15_000).length)
  })
})

describe('formatPriceRange', () => {
  it('writes rand bounds as the money formatter does', () => {
    expect(formatPriceRange({ from: 0, to: 7500 }, rand)).toBe('< R 7 500.00')
    expect(formatPriceRange({ from: 7500, to: 10_000 }, rand)).toBe('R 7 500.00 - R 10 000.00')
    expect(formatPriceRange({ from: 15_000, to: null }, rand)).toBe('> R 15 000.00')
  })

  it('writes euro bounds as the euro views write prices', () => {
    expect(formatPriceRange({ from: 0, to: 400 }, euro)).toBe('< 400,00 €')
    expect(formatPriceRange({ from: 400, to: 750 }, euro)).toBe('400,00 € - 750,00 €')
    expect(formatPriceRange({ from: 2000, to: null }, euro)).toBe('> 2.000,00 €')
  })

  it('gives nothing for a range without bounds', () => {
    expect(formatPriceRange({}, rand)).toBe('')
  })
})
