/**
 * Route query string <-> listing query. Pure; used by category and search pages and by the search engines.
 *
 *   ?price=100-250&price=2000-&brand=koel&color=white&color=black&sort=price_asc&page=2
 *
 * Rules (documented choices):
 * - `price`: with a `priceLadder` (the store view's currency, app/domain/price-facets.ts), any
 *   range from 0 or a rung to a later rung or open ("5000-7500", "15000-"); without one, only
 *   the spec's ranges ("0-100" ... "750-2000", "2000-"). Anything else (negative, malformed,
 *   off the ladder) is dropped. This keeps the set of filter URLs finite and every link canonical.
 * - attributes: only codes listed in `filterable`; values are trimmed, de-duplicated and
 *   sorted; empty values and values longer than 100 characters are dropped; at most 50
 *   values per attribute are kept.
 * - `sort`: the first valid value wins. `relevance` is accepted only when it is the default
 *   sort (search pages); other pages fall back to their default.
 * - `page`: a positive integer; anything else (0, negative, decimal, garbage) is page 1;
 *   very large pages are clamped to MAX_PAGE (the route may redirect to the last page).
 * - `canonical` holds only what changes the result, in a stable order: kept keys (`q`),
 *   `price`, attributes alphabetically, `sort` (when not the default), `page` (when > 1).
 */
import { DEFAULT_PAGE_SIZE } from './constants'
import { PRICE_RANGES, type PriceRange } from './money'
import { isLadderRange } from './price-facets'
import { normalisePaging, pageToStart } from './paging'

export type SortKey = 'position' | 'price_asc' | 'price_desc' | 'relevance' | 'newest' | 'bestsellers'

export const SORT_KEYS: readonly SortKey[] = ['position', 'price_asc', 'price_desc', 'relevance', 'newest', 'bestsellers']

/** What a category page or a search asks the search engine for. */
export interface ProductQuery {
  /** Free text; when present, results can be sorted by relevance. */
  text?: string
  categoryId?: number
  /** OR-ed together; empty means no price filter. */
  priceRanges: PriceRange[]
  /**
   * The bands the price facet counts, ascending and contiguous (a currency's fine ladder bands,
   * app/domain/price-facets.ts); absent means the engine's own (the spec's ranges).
   */
  priceBands?: readonly PriceRange[]
  /** Attribute code -> accepted values: OR within one attribute, AND across attributes. */
  attributes: Record<string, string[]>
  flags?: { isNew?: boolean; isHoliday?: boolean; onSale?: boolean }
  sort: SortKey
  start: number
  size: number
}

/** A price range as it appears in URLs and facet keys: "100-250", "2000-". */
export function priceRangeKey(range: PriceRange): string {
  return `${range.from}-${range.to ?? ''}`
}

export const MAX_PAGE = 10_000
export const MAX_VALUE_LENGTH = 100
export const MAX_VALUES_PER_KEY = 50
const MAX_KEPT_LENGTH = 200

const RESERVED = new Set(['price', 'sort', 'page'])

export interface ParseListingOptions {
  /** Attribute codes that may be filtered on (from the attribute table's is_filterable). */
  filterable: string[]
  defaultSort: SortKey
  pageSize?: number
  /** Extra params passed through to `canonical` unchanged (first value, trimmed), e.g. ['q']. */
  keep?: string[]
  /** The store view's price ladder: ranges between its rungs are accepted (default: the spec's ranges only). */
  priceLadder?: readonly number[]
}

export interface ParsedListing {
  query: Omit<ProductQuery, 'categoryId' | 'text'>
  page: number
  canonical: URLSearchParams
}

/** Most price ranges one listing URL may select. */
export const MAX_PRICE_RANGES = 10

/** Parse "100-250" / "2000-" into a range: one on the ladder when given, else one of the spec's; or null. */
export function parsePriceRange(raw: string, ladder?: readonly number[]): PriceRange | null {
  const range = readPriceRange(raw)
  if (!range) return null
  if (ladder) return isLadderRange(range, ladder) ? range : null
  return PRICE_RANGES.find((r) => r.from === range.from && r.to === range.to) ?? null
}

function readPriceRange(raw: string): PriceRange | null {
  const match = /^(\d{1,7})-(\d{1,7})?$/.exec(raw.trim())
  if (!match) return null
  return { from: Number(match[1]), to: match[2] === undefined ? null : Number(match[2]) }
}

function comparePriceRanges(a: PriceRange, b: PriceRange): number {
  return a.from - b.from || (a.to ?? Infinity) - (b.to ?? Infinity)
}

/** Page number from the raw param: positive integers only, clamped to MAX_PAGE. */
export function parsePage(raw: string | null): number {
  if (raw === null) return 1
  const value = raw.trim()
  if (!/^\d+$/.test(value)) return 1
  // Compare by length first so that absurdly long digit strings never become floats.
  if (value.replace(/^0+/, '').length > String(MAX_PAGE).length) return MAX_PAGE
  const page = Number(value)
  if (page < 1) return 1
  return Math.min(page, MAX_PAGE)
}

function allowedSorts(defaultSort: SortKey): SortKey[] {
  return SORT_KEYS.filter((key) => key !== 'relevance' || defaultSort === 'relevance')
}

function cleanValues(values: string[]): string[] {
  const seen = new Set<string>()
  for (const raw of values) {
    const value = raw.trim()
    if (value === '' || value.length > MAX_VALUE_LENGTH) continue
    seen.add(value)
  }
  return [...seen].sort(compareStrings).slice(0, MAX_VALUES_PER_KEY)
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export function parseListingQuery(params: URLSearchParams, opts: ParseListingOptions): ParsedListing {
  // Price ranges: valid ranges only, de-duplicated, ascending.
  const byKey = new Map<string, PriceRange>()
  for (const raw of params.getAll('price')) {
    const range = parsePriceRange(raw, opts.priceLadder)
    if (range) byKey.set(priceRangeKey(range), range)
  }
  const priceRanges = [...byKey.values()].sort(comparePriceRanges).slice(0, MAX_PRICE_RANGES)

  const attributes: Record<string, string[]> = {}
  const codes = [...new Set(opts.filterable)].filter((code) => !RESERVED.has(code)).sort(compareStrings)
  for (const code of codes) {
    const values = cleanValues(params.getAll(code))
    if (values.length > 0) attributes[code] = values
  }

  const sorts = allowedSorts(opts.defaultSort)
  const sort = (params.getAll('sort').find((value) => (sorts as string[]).includes(value)) as SortKey | undefined) ?? opts.defaultSort

  const page = parsePage(params.get('page'))
  // A page size of 0 or less becomes 50 (and at most 999); start never negative.
  const { size } = normalisePaging({ start: 0, size: opts.pageSize ?? DEFAULT_PAGE_SIZE })
  const { start } = normalisePaging({ start: pageToStart(page, size), size })

  const canonical = new URLSearchParams()
  for (const key of [...new Set(opts.keep ?? [])].sort(compareStrings)) {
    if (RESERVED.has(key) || codes.includes(key)) continue
    const value = params.get(key)?.trim().slice(0, MAX_KEPT_LENGTH)
    if (value) canonical.set(key, value)
  }
  for (const range of priceRanges) canonical.append('price', priceRangeKey(range))
  for (const code of Object.keys(attributes)) {
    for (const value of attributes[code]) canonical.append(code, value)
  }
  if (sort !== opts.defaultSort) canonical.set('sort', sort)
  if (page > 1) canonical.set('page', String(page))

  return {
    query: { priceRanges, attributes, sort, start, size },
    page,
    canonical: orderListingParams(canonical),
  }
}

// ---------------------------------------------------------------------------------------
// Links

export interface ListingChange {
  /** Replace a param's values (null or '' removes it). Setting anything but `page` resets paging. */
  set?: Record<string, string | null>
  /** Add the value if absent, remove it if present (facet checkbox). Resets paging. */
  toggle?: [key: string, value: string]
}

export interface ListingHrefOptions {
  /** A `sort` equal to the default is left out, as in canonical URLs. */
  defaultSort?: SortKey
}

function keyRank(key: string): number {
  if (key === 'q') return 0
  if (key === 'price') return 1
  if (key === 'sort') return 3
  if (key === 'page') return 4
  return 2
}

/** Price params ascending as `parseListingQuery` orders them; unreadable ones last. */
function comparePriceParams(a: string, b: string): number {
  const ra = readPriceRange(a)
  const rb = readPriceRange(b)
  if (ra && rb) return comparePriceRanges(ra, rb) || compareStrings(a, b)
  return ra ? -1 : rb ? 1 : compareStrings(a, b)
}

/** The stable order of canonical listing params (same as `parseListingQuery` produces). */
export function orderListingParams(params: URLSearchParams): URLSearchParams {
  const keys = [...new Set(params.keys())].sort((a, b) => keyRank(a) - keyRank(b) || compareStrings(a, b))
  const ordered = new URLSearchParams()
  for (const key of keys) {
    let values = [...new Set(params.getAll(key))]
    if (key === 'price') values.sort(comparePriceParams)
    else if (key === 'q' || key === 'sort' || key === 'page') values = values.slice(0, 1)
    else values.sort(compareStrings)
    for (const value of values) ordered.append(key, value)
  }
  return ordered
}

/**
 * A link to the same listing with one change applied: a facet toggled, sort or page set.
 * Any filter or sort change resets the page to 1 (page 1 is written as no `page` param).
 */
export function listingHref(basePath: string, canonical: URLSearchParams, change: ListingChange, opts: ListingHrefOptions = {}): string {
  const params = new URLSearchParams(canonical)
  let resetPage = false
  for (const [key, value] of Object.entries(change.set ?? {})) {
    if (key !== 'page') resetPage = true
    params.delete(key)
    if (value !== null && value !== '') params.set(key, value)
  }
  if (change.toggle) {
    const [key, value] = change.toggle
    resetPage = true
    const values = params.getAll(key)
    const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
    params.delete(key)
    for (const v of next) params.append(key, v)
  }
  if (resetPage && !(change.set && 'page' in change.set)) params.delete('page')
  if (params.get('page') === '1') params.delete('page')
  if (opts.defaultSort && params.get('sort') === opts.defaultSort) params.delete('sort')
  const search = orderListingParams(params).toString()
  return search ? `${basePath}?${search}` : basePath
}
