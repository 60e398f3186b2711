/**
 * Elasticsearch search response -> SearchResult. Pure functions.
 *
 * - items: the hits' `_source` (the indexed ProductDocument), in hit order;
 * - total: `hits.total` (object or number form);
 * - facets: per attribute code (sorted), the top buckets (count desc, value asc, cut to the
 *   facet size), then every selected value not among them, with its count from the
 *   `selected` sub-aggregation or 0; codes without any bucket are left out — the same rules
 *   as the embedded engine;
 * - priceFacets: one entry per price band, in the bands' order, 0 when a band is missing.
 */
import type { estypes } from '@elastic/elasticsearch'
import { PRICE_RANGES, priceBandsFor, type FacetBucket, type ProductDocument, type ProductQuery, type SearchResult } from '../types'
import { PRICE_AGG, facetPlan, pageWindow, priceRangeKeyAt, type FacetPlanEntry, type SearchRequestOptions } from './request'

type AnyAggregate = Record<string, unknown> | undefined

interface RawBucket {
  key?: unknown
  key_as_string?: unknown
  doc_count?: unknown
}

function bucketsOf(aggregate: unknown): RawBucket[] {
  const buckets = (aggregate as { buckets?: unknown } | undefined)?.buckets
  if (Array.isArray(buckets)) return buckets as RawBucket[]
  // Keyed form: { key: { doc_count } }.
  if (buckets && typeof buckets === 'object') {
    return Object.entries(buckets as Record<string, RawBucket>).map(([key, bucket]) => ({ key, ...bucket }))
  }
  return []
}

function bucketKey(bucket: RawBucket): string | null {
  const key = typeof bucket.key_as_string === 'string' ? bucket.key_as_string : bucket.key
  if (typeof key === 'string') return key
  if (typeof key === 'number' || typeof key === 'boolean') return String(key)
  return null
}

function docCount(bucket: RawBucket): number {
  return typeof bucket.doc_count === 'number' && Number.isFinite(bucket.doc_count) ? bucket.doc_count : 0
}

export function totalHits(total: estypes.SearchTotalHits | number | undefined, fallback: number): number {
  if (typeof total === 'number') return total
  if (total && typeof total.value === 'number') return total.value
  return fallback
}

const compareBuckets = (a: FacetBucket, b: FacetBucket) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)

/** The buckets of one facet: top values, then the selected values that were not among them. */
export function facetBuckets(entry: FacetPlanEntry, aggregate: AnyAggregate): FacetBucket[] {
  const top: FacetBucket[] = []
  for (const bucket of bucketsOf(aggregate?.values)) {
    const value = bucketKey(bucket)
    if (value !== null) top.push({ value, count: docCount(bucket) })
  }
  const shown = top.sort(compareBuckets).slice(0, entry.size)
  const selectedCounts = new Map<string, number>()
  for (const bucket of bucketsOf(aggregate?.selected)) {
    const value = bucketKey(bucket)
    if (value !== null) selectedCounts.set(value, docCount(bucket))
  }
  for (const value of entry.selected) {
    if (!shown.some((bucket) => bucket.value === value)) shown.push({ value, count: selectedCounts.get(value) ?? 0 })
  }
  return shown
}

export function mapSearchResponse(
  response: estypes.SearchResponse<ProductDocument>,
  query: ProductQuery,
  options: SearchRequestOptions,
): SearchResult {
  const { start, perPage } = pageWindow(query, options.maxResultWindow)
  const hits = response.hits?.hits ?? []
  const items: ProductDocument[] = []
  for (const hit of hits) {
    if (hit._source && typeof hit._source === 'object') items.push(toDocument(hit._source))
  }
  const aggregations = (response.aggregations ?? {}) as Record<string, AnyAggregate>

  const facets: Record<string, FacetBucket[]> = {}
  for (const entry of facetPlan(query, options.attributeCodes)) {
    const buckets = facetBuckets(entry, aggregations[entry.aggName])
    if (buckets.length > 0) facets[entry.code] = buckets
  }

  const bands = priceBandsFor(query, options.priceRanges ?? PRICE_RANGES)
  const priceCounts = new Map<string, number>()
  for (const bucket of bucketsOf(aggregations[PRICE_AGG]?.ranges)) {
    const key = bucketKey(bucket)
    if (key !== null) priceCounts.set(key, docCount(bucket))
  }
  const priceFacets = bands.map((range, i) => ({ range, count: priceCounts.get(priceRangeKeyAt(i)) ?? 0 }))

  return {
    items,
    total: totalHits(response.hits?.total, items.length),
    start,
    perPage,
    facets,
    priceFacets,
  }
}

/** A stored document back as a ProductDocument (a fresh object; attributes always an object; no `kinds`, which only ranks). */
export function toDocument(source: ProductDocument & { kinds?: unknown }): ProductDocument {
  const { kinds: _kinds, ...doc } = source
  const attributes = doc.attributes && typeof doc.attributes === 'object' ? doc.attributes : {}
  return { ...doc, attributes: { ...attributes } }
}

/** The result for a store view that has no index yet (as the embedded engine answers). */
export function emptySearchResult(query: ProductQuery, options: Pick<SearchRequestOptions, 'priceRanges'>): SearchResult {
  const { start, perPage } = pageWindow(query)
  return {
    items: [],
    total: 0,
    start,
    perPage,
    facets: {},
    priceFacets: priceBandsFor(query, options.priceRanges ?? PRICE_RANGES).map((range) => ({ range, count: 0 })),
  }
}
