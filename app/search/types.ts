/**
 * The query model shared by every search adapter (embedded Orama, Elasticsearch):
 * the query, its filters and sort, and the result with its facets.
 *
 * Money in documents is integer minor units; price ranges in queries are major units,
 * as shoppers read them (0-100, 100-250, ..., 2000 and up).
 */

import { DEFAULT_PAGE_SIZE, FACET_SIZES, MAX_QUERY_SIZE } from '~/domain/constants'
import { LISTABLE_STATUS, LISTABLE_VISIBILITY } from '~/domain/product-rules'

/** One listable product (a standalone product or a configurable/grouped/bundle parent) for one store view. */
export interface ProductDocument {
  id: number
  sku: string
  name: string
  slug: string
  typeId: string
  categoryIds: number[]
  categoryNames: string[]
  brand: string | null
  description: string
  /**
   * What the product is made of or contains, as the catalogue lists it (its 'ingredients' attribute, or
   * the store view's translation of it): searched like the description, with its own boost. Absent when
   * the product lists none.
   */
  ingredients?: string
  /** Final price including tax, minor units of the store view's currency. */
  price: number
  /** Price before any special price, minor units. */
  regularPrice: number
  onSale: boolean
  visibility: number
  status: number
  inStock: boolean
  position: number
  /** ISO timestamp. */
  createdAt: string
  salesCount: number
  isNew: boolean
  isHoliday: boolean
  image: string | null
  /**
   * Filterable attribute values by attribute code (color, size, capacity, brand...).
   * For configurables, the union of the parent's and its available children's values.
   */
  attributes: Record<string, string[]>
}

// The standard price bands are a shop rule: one definition, in app/domain/money.ts.
import { PRICE_RANGES, type PriceRange } from '~/domain/money'
// What a listing asks for is the shop's own query model (app/domain/listing-query.ts); the engines answer it.
import { SORT_KEYS, priceRangeKey, type ProductQuery, type SortKey } from '~/domain/listing-query'

export { PRICE_RANGES, SORT_KEYS, priceRangeKey, type PriceRange, type ProductQuery, type SortKey }

export interface FacetBucket {
  value: string
  count: number
}

export interface SearchResult {
  items: ProductDocument[]
  total: number
  start: number
  perPage: number
  /**
   * Attribute code -> buckets, largest count first. Counts are "multi-select" counts: the
   * counts for one attribute apply every filter except that attribute's own (so choosing
   * a second colour shows how many more products it adds). Selected values are always
   * listed, even past the size limit or with a zero count.
   */
  facets: Record<string, FacetBucket[]>
  /**
   * One entry per price band (the query's `priceBands`, else the engine's: the spec's ranges),
   * in order; counts ignore the price filter itself.
   */
  priceFacets: { range: PriceRange; count: number }[]
}

export interface ReplaceOptions {
  /** Called as a full build goes on: documents indexed so far, of the total. */
  onProgress?: (done: number, total: number) => void
}

export interface SearchEngine {
  name: string
  /** Replace the whole index of one store view (atomically: readers see the old or the new one). */
  replaceAll(storeCode: string, docs: ProductDocument[], options?: ReplaceOptions): Promise<void>
  /** Insert or replace documents by id. */
  upsert(storeCode: string, docs: ProductDocument[]): Promise<void>
  remove(storeCode: string, ids: number[]): Promise<void>
  search(storeCode: string, query: ProductQuery): Promise<SearchResult>
  ping(): Promise<boolean>
}

/** Spec: listing always filters visibility to 2, 3, 4 and status to 0, 1. */
export { LISTABLE_STATUS, LISTABLE_VISIBILITY }

/** Filter aggregation sizes: default 28, size 10, color 10. */
export function facetSize(attributeCode: string): number {
  const sizes: Readonly<Record<string, number>> = FACET_SIZES
  return attributeCode !== 'default' && sizes[attributeCode] !== undefined ? sizes[attributeCode] : FACET_SIZES.default
}

/** Default search size 50, start 0; max 999. */
export { DEFAULT_PAGE_SIZE, MAX_QUERY_SIZE as MAX_PAGE_SIZE }

/** Most price bands one query may ask counts for. */
export const MAX_PRICE_BANDS = 64

/** The bands a query's price facet counts: its own when they are valid, else the engine's. */
export function priceBandsFor(query: Pick<ProductQuery, 'priceBands'>, fallback: readonly PriceRange[]): readonly PriceRange[] {
  const bands: unknown = query.priceBands
  if (!Array.isArray(bands) || bands.length === 0 || bands.length > MAX_PRICE_BANDS) return fallback
  const valid = bands.every(
    (band: unknown) =>
      band !== null &&
      typeof band === 'object' &&
      typeof (band as PriceRange).from === 'number' &&
      Number.isFinite((band as PriceRange).from) &&
      ((band as PriceRange).to === null || (typeof (band as PriceRange).to === 'number' && Number.isFinite((band as PriceRange).to))),
  )
  return valid ? (bands as PriceRange[]) : fallback
}

/** Whether a price in minor units falls in a range given in major units (from inclusive, to exclusive). */
export function priceInRange(priceMinor: number, range: PriceRange): boolean {
  if (priceMinor < range.from * 100) return false
  return range.to === null || priceMinor < range.to * 100
}
