/**
 * Price facet buckets that split a listing usefully in every currency (decision record 0035).
 *
 * The standard price ranges are euro-sized (0-100 ... 2000 and up). Read literally in rand, a
 * fridge category falls into one bucket ("> R 2 000.00"). So the buckets are made in two steps:
 *
 * 1. A ladder of "nice" boundaries in major units per currency: 1, 1.5, 2, 2.5, 3, 4, 5 and 7.5
 *    times a power of ten, between a currency's lowest and highest rung. The spec's boundaries
 *    (100, 250, 400, 750, 2000) are rungs, so the spec's ranges stay valid filter URLs. The search
 *    engines count the listing's products in every band between two rungs ("fine bands").
 * 2. The fine bands of the listing's scope (its category or search text, without filters) are
 *    merged into at most TARGET_BUCKETS buckets of about equal product counts. The first bucket
 *    starts at 0 ("< X"), the last is open ("> Y"); every boundary is a rung.
 *
 * Buckets depend on the scope only, so they do not move while the shopper filters; their counts
 * come from the filtered search (the price filter itself left out, as for every facet).
 */
import { formatMoney, type MoneyFormat, type PriceRange } from './money'

/** Mantissas of the ladder's rungs within one power of ten. */
const STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 7.5] as const

/** Lowest and highest rung per currency (major units); prices of appliances and their parts. */
const LADDER_SPANS: Readonly<Record<string, { min: number; max: number }>> = {
  ZAR: { min: 50, max: 200_000 },
  EUR: { min: 5, max: 10_000 },
}
const DEFAULT_SPAN = { min: 5, max: 100_000 }

/** Most buckets a price facet shows; fewer when the products sit in fewer bands. */
export const TARGET_BUCKETS = 5

/** The nice boundaries of a currency, ascending, in major units. */
export function priceLadder(currencyCode: string): number[] {
  const { min, max } = LADDER_SPANS[currencyCode] ?? DEFAULT_SPAN
  const rungs: number[] = []
  for (let power = 1; power <= max; power *= 10) {
    for (const step of STEPS) {
      const rung = step * power
      if (rung >= min && rung <= max && Number.isInteger(rung)) rungs.push(rung)
    }
  }
  return rungs
}

/** The fine bands between rungs: [0, r0), [r0, r1), ..., [rN, open). */
export function ladderBands(ladder: readonly number[]): PriceRange[] {
  const bands: PriceRange[] = []
  let from = 0
  for (const rung of ladder) {
    bands.push({ from, to: rung })
    from = rung
  }
  bands.push({ from, to: null })
  return bands
}

/** Whether a range starts at 0 or a rung and ends at a later rung or is open. */
export function isLadderRange(range: PriceRange, ladder: readonly number[]): boolean {
  const fromOk = range.from === 0 || ladder.includes(range.from)
  const toOk = range.to === null || (ladder.includes(range.to) && range.to > range.from)
  return fromOk && toOk
}

export interface BandCount {
  range: PriceRange
  count: number
}

/**
 * Merge contiguous fine bands (ascending, as `ladderBands` makes them) into at most `target`
 * buckets of about equal counts. Fewer than two useful buckets give none: a facet with one
 * choice filters nothing.
 */
export function mergeBands(bands: readonly BandCount[], target = TARGET_BUCKETS): PriceRange[] {
  const total = bands.reduce((sum, band) => sum + band.count, 0)
  const filled = bands.filter((band) => band.count > 0).length
  let groupsLeft = Math.min(target, filled)
  if (groupsLeft < 2) return []
  const cuts: number[] = []
  let left = total
  let inGroup = 0
  let filledAfter = filled
  for (const band of bands) {
    if (band.count > 0) filledAfter--
    inGroup += band.count
    if (groupsLeft <= 1 || inGroup === 0 || band.range.to === null || filledAfter === 0) continue
    // Cut when this group has its share, or when later bands are just enough for the groups left.
    if (inGroup >= left / groupsLeft || filledAfter <= groupsLeft - 1) {
      cuts.push(band.range.to)
      left -= inGroup
      inGroup = 0
      groupsLeft--
    }
  }
  const ranges: PriceRange[] = []
  let from = 0
  for (const cut of cuts) {
    ranges.push({ from, to: cut })
    from = cut
  }
  ranges.push({ from, to: null })
  return ranges
}

/** How many products of the fine bands lie in a ladder range (exact: its ends are rungs). */
export function countInRange(bands: readonly BandCount[], range: PriceRange): number {
  return bands
    .filter((band) => band.range.from >= range.from && (range.to === null || (band.range.to !== null && band.range.to <= range.to)))
    .reduce((sum, band) => sum + band.count, 0)
}

export interface PriceBucket {
  range: PriceRange
  count: number
  selected: boolean
}

const sameRange = (a: PriceRange, b: PriceRange) => a.from === b.from && a.to === b.to

/**
 * The price facet of a listing: buckets from the scope's fine counts, counted in the filtered
 * listing's fine counts. Buckets without products are left out unless selected; a selected range
 * that is not one of the buckets (an older link) is listed too, so it can be removed.
 */
export function priceBuckets(
  scope: readonly BandCount[],
  current: readonly BandCount[],
  selected: readonly PriceRange[],
  target = TARGET_BUCKETS,
): PriceBucket[] {
  const ranges = mergeBands(scope, target)
  for (const range of selected) if (!ranges.some((r) => sameRange(r, range))) ranges.push(range)
  return ranges
    .map((range) => ({ range, count: countInRange(current, range), selected: selected.some((s) => sameRange(s, range)) }))
    .filter((bucket) => bucket.count > 0 || bucket.selected)
    .sort((a, b) => a.range.from - b.range.from || (a.range.to ?? Infinity) - (b.range.to ?? Infinity))
}

/**
 * The label of a price range in the store view's money format ('< {currency}{to}', '{currency}{from} - {to}',
 * '> {currency}{from}'): '< R 7 500.00', 'R 7 500.00 - R 10 000.00', '> R 15 000.00'; '< 400,00 €'.
 */
export function formatPriceRange(range: { from?: number | null; to?: number | null }, f: MoneyFormat): string {
  const from = range.from ?? null
  const to = range.to ?? null
  const money = (major: number) => formatMoney(major * 100, f)
  if (to !== null && (from === null || from <= 0)) return `< ${money(to)}`
  if (from !== null && to === null) return `> ${money(from)}`
  if (from !== null && to !== null) return `${money(from)} - ${money(to)}`
  return ''
}
