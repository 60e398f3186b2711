/**
 * ProductQuery -> Elasticsearch search request. Pure functions, no client: the unit tests
 * check the request bodies, the contract suite checks the behaviour on a real cluster.
 *
 * Shape of a request
 * - `query.bool.filter`: the scope that every count shares: visibility 2-4 and status 0-1
 *   (always: a listing never shows a child variant or an unavailable product), the category, the flags.
 * - `query.bool.must`: the text query, when there is text (see `textQuery`); `min_score`
 *   0.02 is set only then (without text every score is 0).
 * - `query.bool.should`: the kind score (see `kindQuery`), when the text has a head word. It
 *   selects nothing (the `must` does); it adds `RANKING.kindScore` to the products of the kind
 *   asked for that match every word.
 * - `post_filter`: the price and attribute filters. They narrow the hits but not the
 *   aggregations, which is what multi-select facet counts need:
 *   - one `filter` aggregation per attribute code wrapping a `terms` aggregation; the filter
 *     holds every post filter except that attribute's own (so the counts for "colour" show
 *     how many products each other colour would add). Sizes from `facetSize` (default 28,
 *     size 10, color 10), order count desc then value asc. A second `terms` aggregation
 *     restricted (`include`) to the selected values gives their counts even when they fall
 *     outside the top buckets; the response mapper adds missing selected values with 0.
 *   - one `filter` aggregation with the attribute filters (not the price filter) wrapping a
 *     `range` aggregation over the spec's price bands (minor units: band * 100, `from`
 *     inclusive, `to` exclusive, as `priceInRange`).
 * - sorts with stable tie-breakers (the same as the embedded engine): position asc + id;
 *   price asc/desc + position + id; newest: createdAt desc + id desc; bestsellers:
 *   salesCount desc + position + id; relevance: _score desc + position + id (position order
 *   without text).
 * - paging: `normalisePaging` (size <= 0 -> 50, at most 999, negative start -> 0); pages past
 *   the index's result window (10 000 by default) ask for no hits but still get the total
 *   and the facets, as the embedded engine returns an empty page past the end.
 * - `track_total_hits: true` (exact totals for the pager).
 *
 * Shopper text is only ever passed as a query string to `multi_match` / `term`, never as
 * query_string syntax, so `* ? " ( ) : \ /` or SQL-looking input are plain characters.
 */
import type { estypes } from '@elastic/elasticsearch'
import { normalisePaging } from '~/domain/paging'
import {
  LISTABLE_STATUS,
  LISTABLE_VISIBILITY,
  PRICE_RANGES,
  SORT_KEYS,
  facetSize,
  priceBandsFor,
  type PriceRange,
  type ProductQuery,
  type SortKey,
} from '../types'
import { foldText, isStopWord, nameHead, type AnalysisLanguage } from '../analysis'
import { RANKING, splitsCompounds, type RankedField } from '../ranking'
import { ATTRIBUTE_CODE_PATTERN, COMPOUND_TEXT_FIELDS } from './mapping'

type Query = estypes.QueryDslQueryContainer

/** The index field a ranked field is searched in (the sku's words are in its `text` subfield). */
const SEARCHED_FIELD: Record<RankedField, string> = {
  name: 'name',
  sku: 'sku.text',
  categoryNames: 'categoryNames',
  ingredients: 'ingredients',
  brand: 'brand',
  description: 'description',
}

/** Fields and boosts of the text query, from `RANKING.fields` (name 4, sku 2, category name 1, ingredients 1...). */
export const TEXT_FIELDS: readonly string[] = (Object.keys(RANKING.fields) as RankedField[]).map(
  (field) => `${SEARCHED_FIELD[field]}^${RANKING.fields[field]}`,
)

/** The `compound` subfields of the text fields, with the same boosts (German indexes only have them). */
export const COMPOUND_FIELDS: readonly string[] = COMPOUND_TEXT_FIELDS.map(
  (field) => `${SEARCHED_FIELD[field]}.compound^${RANKING.fields[field]}`,
)

/**
 * Typo tolerance, ES "AUTO" style and never above the spec's 2 edits: none for words of 1-2
 * letters, 1 for 3-4, 2 from 5 letters. (Plain `AUTO` allows 2 edits only from 6 letters;
 * index terms are stemmed — "fridge" is stored as "fridg" — so a 5-letter typo such as
 * "frdge" is two edits from the stored term. The embedded engine uses the same thresholds.)
 * Words with digits get no fuzziness at all, so that "001" never matches "002".
 */
export const TEXT_FUZZINESS = 'AUTO:3,5'
export const TEXT_PREFIX_LENGTH = 2
/** The exact sku always wins (a query that is a product's sku puts that product first): a constant score above any kind and text score. */
export const SKU_EXACT_SCORE = RANKING.skuExactScore
export const MAX_TEXT_LENGTH = 200
export const MAX_TEXT_WORDS = 12
/** Elasticsearch's default index.max_result_window. */
export const DEFAULT_MAX_RESULT_WINDOW = 10_000

export interface SearchRequestOptions {
  /** The store view's analysis language (its stop words leave the query); default English. */
  language?: AnalysisLanguage
  /** Attribute codes mapped in the index (facets are computed for these and the filtered ones). */
  attributeCodes: readonly string[]
  /** Price bands for the price facets; default the spec's. */
  priceRanges?: readonly PriceRange[]
  /** index.max_result_window of the index; default 10 000. */
  maxResultWindow?: number
}

/** The parts of a search request this adapter sets (the caller adds `index`). */
export type SearchBody = Pick<
  estypes.SearchRequest,
  'query' | 'post_filter' | 'aggs' | 'sort' | 'from' | 'size' | 'track_total_hits' | 'min_score' | '_source'
>

export interface FacetPlanEntry {
  code: string
  aggName: string
  /** Null for a code that cannot be a field (then no aggregation; selected values count 0). */
  field: string | null
  size: number
  selected: string[]
}

// ---------------------------------------------------------------------------------------
// Input clean-up (the type says what a query is; the values may still come from anywhere)

function cleanText(query: ProductQuery): string {
  return typeof query.text === 'string' ? query.text.trim().slice(0, MAX_TEXT_LENGTH) : ''
}

/** Attribute filters with at least one value; non-string and empty values dropped. */
export function attributeSelections(query: ProductQuery): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const raw = query.attributes
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out
  for (const [code, values] of Object.entries(raw)) {
    if (!Array.isArray(values)) continue
    const kept = [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))]
    if (kept.length > 0) out.set(code, kept)
  }
  return out
}

function cleanSort(sort: unknown): SortKey {
  return typeof sort === 'string' && (SORT_KEYS as readonly string[]).includes(sort) ? (sort as SortKey) : 'position'
}

function validRange(range: unknown): range is PriceRange {
  if (!range || typeof range !== 'object') return false
  const { from, to } = range as PriceRange
  return typeof from === 'number' && Number.isFinite(from) && (to === null || (typeof to === 'number' && Number.isFinite(to)))
}

// ---------------------------------------------------------------------------------------
// Filters

const MATCH_NONE: Query = { match_none: {} }

/** The always-on listing scope, the category and the flags. */
export function baseFilters(query: ProductQuery): Query[] {
  const filters: Query[] = [{ terms: { visibility: [...LISTABLE_VISIBILITY] } }, { terms: { status: [...LISTABLE_STATUS] } }]
  const category = query.categoryId
  if (typeof category === 'number' && Number.isFinite(category)) {
    filters.push(Number.isInteger(category) ? { term: { categoryIds: category } } : MATCH_NONE)
  }
  const flags = query.flags && typeof query.flags === 'object' ? query.flags : {}
  for (const flag of ['isNew', 'isHoliday', 'onSale'] as const) {
    if (typeof flags[flag] === 'boolean') filters.push({ term: { [flag]: flags[flag] } })
  }
  return filters
}

export function attributeField(code: string): string | null {
  return ATTRIBUTE_CODE_PATTERN.test(code) ? `attributes.${code}` : null
}

/** OR within one attribute. A code that cannot be a field matches nothing (no document has it). */
export function attributeFilter(code: string, values: string[]): Query {
  const field = attributeField(code)
  return field ? { terms: { [field]: values } } : MATCH_NONE
}

/** OR of the price bands (minor units); null when no band is asked for. Invalid bands match nothing. */
export function priceFilter(ranges: unknown): Query | null {
  if (!Array.isArray(ranges) || ranges.length === 0) return null
  const clauses: Query[] = ranges.filter(validRange).map((range) => ({
    range: { price: { gte: Math.round(range.from * 100), ...(range.to === null ? {} : { lt: Math.round(range.to * 100) }) } },
  }))
  if (clauses.length === 0) return MATCH_NONE
  return clauses.length === 1 ? clauses[0] : { bool: { should: clauses, minimum_should_match: 1 } }
}

// ---------------------------------------------------------------------------------------
// Text

/**
 * Words of the shopper's text: whitespace-separated, with at least one letter or digit, at most 12,
 * without the store view language's stop words. The text fields' analysers drop those anyway; left in,
 * each would be a clause that nothing matches and still count towards the 75% ("Wasserkocher für die
 * Küche" must need one of its two real words, as in the embedded engine).
 */
export function textWords(text: string, language: AnalysisLanguage = 'english'): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const word of text.split(/\s+/)) {
    if (!/[\p{L}\p{N}]/u.test(word)) continue
    if (isStopWord(foldText(word).replace(EDGE_PUNCTUATION, ''), language)) continue
    const key = word.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    words.push(word)
    if (words.length === MAX_TEXT_WORDS) break
  }
  return words
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

/**
 * One word over the text fields: its scores in every field that has it add up (`most_fields`),
 * as in the embedded engine. In a language that splits compounds the word also matches the
 * compounds it ends (the `compound` subfields, exact words only); a word found both ways counts
 * once, the better way (`dis_max`), as the embedded engine counts a compound as the same term.
 */
function wordQuery(word: string, language: AnalysisLanguage): Query {
  const plain: Query = {
    multi_match: {
      query: word,
      fields: [...TEXT_FIELDS],
      type: 'most_fields',
      // The parts of one word ("KRO-FR-001") belong together.
      operator: 'and',
      ...(/\p{N}/u.test(word) ? {} : { fuzziness: TEXT_FUZZINESS, prefix_length: TEXT_PREFIX_LENGTH }),
    },
  }
  if (!splitsCompounds(language)) return plain
  const compound: Query = { multi_match: { query: word, fields: [...COMPOUND_FIELDS], type: 'most_fields', operator: 'and' } }
  return { dis_max: { queries: [plain, compound] } }
}

/**
 * What the query asks for (decision 0059): `RANKING.kindScore` for a product whose `kinds`
 * hold the query's head word (`nameHead`, read as the embedded engine reads it; in German also
 * as the end of a compound kind) and that matches every word. Null when the text has no head.
 */
export function kindQuery(text: string, language: AnalysisLanguage = 'english'): Query | null {
  const head = nameHead(text, language)
  const words = textWords(text, language)
  if (head === null || head.length < 3 || words.length === 0) return null
  const exact: Query = { term: { kinds: head } }
  const kind: Query =
    splitsCompounds(language) && head.length >= RANKING.compounds.minPart
      ? { bool: { should: [exact, { term: { 'kinds.compound': head } }], minimum_should_match: 1 } }
      : exact
  return {
    constant_score: {
      filter: { bool: { filter: [kind, ...words.map((word) => wordQuery(word, language))] } },
      boost: RANKING.kindScore,
    },
  }
}

/**
 * The text query, or null without words.
 * - One `multi_match` per word (fields and boosts above, fuzziness, prefix length 2; see
 *   `wordQuery` for German compounds); a
 *   product must match 75% of the words (minimum_should_match; at least one), in any
 *   of the fields — one field per word, unlike a single multi_match whose 75% would apply
 *   within each field. Scores add up, so products matching more words rank higher.
 * - Or the whole text equals the product's sku (case-insensitive), scored to come first.
 */
export function textQuery(text: string, language: AnalysisLanguage = 'english'): Query | null {
  const words = textWords(text, language)
  if (words.length === 0) return null
  return {
    bool: {
      should: [
        {
          bool: {
            should: words.map((word) => wordQuery(word, language)),
            minimum_should_match: RANKING.minimumShouldMatch,
          },
        },
        { constant_score: { filter: { term: { sku: { value: text, case_insensitive: true } } }, boost: SKU_EXACT_SCORE } },
      ],
      minimum_should_match: 1,
    },
  }
}

// ---------------------------------------------------------------------------------------
// Sort and paging

type SortOption = estypes.SortCombinations

const asc = (field: string): SortOption => ({ [field]: { order: 'asc' } })
const desc = (field: string): SortOption => ({ [field]: { order: 'desc' } })

export function sortFor(sort: SortKey, hasText: boolean): SortOption[] {
  switch (sort) {
    case 'price_asc':
      return [asc('price'), asc('position'), asc('id')]
    case 'price_desc':
      return [desc('price'), asc('position'), asc('id')]
    case 'newest':
      return [desc('createdAt'), desc('id')]
    case 'bestsellers':
      return [desc('salesCount'), asc('position'), asc('id')]
    case 'relevance':
      // Without text there is no relevance: the default order.
      return hasText ? [desc('_score'), asc('position'), asc('id')] : [asc('position'), asc('id')]
    case 'position':
    default:
      return [asc('position'), asc('id')]
  }
}

/** Normalised paging, and what to ask Elasticsearch for within its result window. */
export function pageWindow(
  query: Pick<ProductQuery, 'start' | 'size'>,
  maxResultWindow = DEFAULT_MAX_RESULT_WINDOW,
): { start: number; perPage: number; from: number; size: number } {
  const { start, size } = normalisePaging({ start: query.start, size: query.size })
  if (start >= maxResultWindow) return { start, perPage: size, from: 0, size: 0 }
  return { start, perPage: size, from: start, size: Math.min(size, maxResultWindow - start) }
}

// ---------------------------------------------------------------------------------------
// Facets

/** Facets to compute: every mapped code and every filtered code, sorted, with their aggregation names. */
export function facetPlan(query: ProductQuery, attributeCodes: readonly string[]): FacetPlanEntry[] {
  const selections = attributeSelections(query)
  const codes = [...new Set([...attributeCodes, ...selections.keys()])].sort()
  return codes.map((code, i) => {
    const field = attributeField(code)
    return {
      code,
      // Codes are free text in a query: name aggregations by position, never by code.
      aggName: `facet_${i}`,
      field,
      size: facetSize(code),
      selected: selections.get(code) ?? [],
    }
  })
}

export const PRICE_AGG = 'price_ranges'

function allOf(filters: Query[]): Query {
  if (filters.length === 0) return { match_all: {} }
  return filters.length === 1 ? filters[0] : { bool: { filter: filters } }
}

export function priceRangeKeyAt(index: number): string {
  return `r${index}`
}

// ---------------------------------------------------------------------------------------
// The request

export function buildSearchRequest(query: ProductQuery, options: SearchRequestOptions): SearchBody {
  const text = cleanText(query)
  const textClause = textQuery(text, options.language)
  const hasText = text !== ''
  const selections = attributeSelections(query)
  const price = priceFilter(query.priceRanges)
  const attributeFilters = new Map([...selections].map(([code, values]) => [code, attributeFilter(code, values)]))
  const postFilters = [...(price ? [price] : []), ...attributeFilters.values()]

  const aggs: Record<string, estypes.AggregationsAggregationContainer> = {}
  for (const entry of facetPlan(query, options.attributeCodes)) {
    if (entry.field === null) continue
    const others = [...(price ? [price] : []), ...[...attributeFilters].filter(([code]) => code !== entry.code).map(([, f]) => f)]
    const order: estypes.AggregationsAggregateOrder = [{ _count: 'desc' }, { _key: 'asc' }]
    aggs[entry.aggName] = {
      filter: allOf(others),
      aggs: {
        values: { terms: { field: entry.field, size: entry.size, order } },
        ...(entry.selected.length > 0
          ? {
              selected: {
                terms: { field: entry.field, include: entry.selected, size: entry.selected.length, min_doc_count: 0 },
              },
            }
          : {}),
      },
    }
  }
  const bands = priceBandsFor(query, options.priceRanges ?? PRICE_RANGES)
  aggs[PRICE_AGG] = {
    filter: allOf([...attributeFilters.values()]),
    aggs: {
      ranges: {
        range: {
          field: 'price',
          ranges: bands.map((band, i) => ({
            key: priceRangeKeyAt(i),
            from: Math.round(band.from * 100),
            ...(band.to === null ? {} : { to: Math.round(band.to * 100) }),
          })),
        },
      },
    },
  }

  const page = pageWindow(query, options.maxResultWindow)
  // An all-punctuation text has no words: it matches nothing (as in the embedded engine).
  const must: Query[] = hasText ? [textClause ?? MATCH_NONE] : []
  const kind = textClause ? kindQuery(text, options.language) : null
  return {
    query: {
      bool: {
        filter: baseFilters(query),
        ...(must.length > 0 ? { must } : {}),
        ...(kind ? { should: [kind] } : {}),
      },
    },
    ...(postFilters.length > 0 ? { post_filter: allOf(postFilters) } : {}),
    aggs,
    sort: sortFor(cleanSort(query.sort), hasText),
    from: page.from,
    size: page.size,
    track_total_hits: true,
    ...(textClause ? { min_score: RANKING.minScore } : {}),
    _source: true,
  }
}
