/**
 * The embedded search engine: one in-process Orama index per store view.
 *
 * How a query runs:
 * 1. Orama finds the candidates. Without text: its `where` (indexed) takes the always-on
 *    listing filter (visibility 2-4, status 0-1), the category and the flags. With text: its
 *    BM25 full-text search runs once per query term (see `textScores`) and the same scope is
 *    checked on the (fewer) matches.
 * 2. One pass over the candidates applies the attribute and price filters and counts the
 *    facets at the same time. This is done here rather than with Orama's `where`/`facets`
 *    because facet counts are "multi-select" (an attribute's counts ignore that attribute's
 *    own filter, which Orama cannot express in one search) and because Orama's numeric facet
 *    ranges include both ends (a 250.00 price would count in 100-250 and in 250-400).
 * 3. Sorting (with stable tie-breakers) and paging.
 *
 * Text matching, close to the Elasticsearch settings of SPEC.md section 9:
 * - fields and boosts: name 4, sku 2, categoryNames 1, brand 0.8, description 0.5;
 * - each term matches the words it is a prefix of ("fridg" finds "fridge"); a term that
 *   matches nothing as typed is retried with typo tolerance ("frdge"): up to 2 edits, as
 *   ES's "AUTO" fuzziness capped at the spec's 2 (0 for terms of 1-2 letters, 1 for 3-4, 2
 *   from 5) and none for terms with digits, so that "001" never matches "002". Typo matches
 *   score half. (Retrying only on no match keeps "oven" from finding "open", and is fast.)
 * - minimum_should_match 75%: a product must match floor(75% of the terms), at least one;
 * - a query equal to a product's sku puts that product first.
 * The tokenizer is language-neutral (Unicode letters and digits, accents folded, so
 * "Kühlschrank" and "kuhlschrank" meet); "KRO-FR-001" gives kro, fr, 001 and krofr001.
 */
import { count, create, insertMultiple, remove, search, type Tokenizer } from '@orama/orama'
import { SEARCH_BOOSTS, SEARCH_FUZZINESS, SEARCH_MINIMUM_SHOULD_MATCH } from '~/domain/constants'
import { normalisePaging } from '~/domain/paging'
import {
  LISTABLE_STATUS,
  LISTABLE_VISIBILITY,
  PRICE_RANGES,
  facetSize,
  priceInRange,
  type FacetBucket,
  type PriceRange,
  type ProductDocument,
  type ProductQuery,
  type SearchEngine,
  type SearchResult,
  type SortKey,
} from './types'

const schema = {
  name: 'string',
  sku: 'string',
  categoryNames: 'string[]',
  brand: 'string',
  description: 'string',
  categoryIds: 'number[]',
  visibility: 'enum',
  status: 'enum',
  isNew: 'boolean',
  isHoliday: 'boolean',
  onSale: 'boolean',
} as const

type TextField = 'name' | 'sku' | 'categoryNames' | 'brand' | 'description'
const TEXT_FIELDS: TextField[] = ['name', 'sku', 'categoryNames', 'brand', 'description']
export const TEXT_BOOSTS: Record<TextField, number> = {
  name: SEARCH_BOOSTS.name,
  sku: SEARCH_BOOSTS.sku,
  categoryNames: SEARCH_BOOSTS.categoryName,
  brand: 0.8,
  description: 0.5,
}
const FUZZY_WEIGHT = 0.5
/** '75%' -> 0.75 */
const MINIMUM_SHOULD_MATCH = Number.parseFloat(SEARCH_MINIMUM_SHOULD_MATCH) / 100
const MAX_TERMS = 12
const MAX_TEXT_LENGTH = 200
const INSERT_BATCH = 1000

function createIndex() {
  return create({ schema, components: { tokenizer: neutralTokenizer() }, sort: { enabled: false } })
}
type OramaIndex = ReturnType<typeof createIndex>

interface StoreIndex {
  orama: OramaIndex
  docs: Map<number, ProductDocument>
  /** Lower-cased sku -> id, for exact sku hits. */
  skus: Map<string, number>
}

// ---------------------------------------------------------------------------------------
// Tokenizer

/** Lower case, accents folded, ß as ss. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss')
}

/** Words of a text: runs of letters/digits; joined parts of hyphenated or dotted chunks too. */
export function tokenizeText(raw: string): string[] {
  const tokens = new Set<string>()
  for (const chunk of foldText(raw).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    for (const part of parts) tokens.add(part)
    if (parts.length > 1) tokens.add(parts.join(''))
  }
  return [...tokens]
}

function neutralTokenizer(): Tokenizer {
  return {
    language: 'neutral',
    normalizationCache: new Map(),
    tokenize: (raw: string) => (typeof raw === 'string' ? tokenizeText(raw) : [raw]),
  }
}

function toleranceFor(term: string): number {
  if (/\d/.test(term)) return 0
  if (term.length <= 2) return 0
  if (term.length <= 4) return Math.min(1, SEARCH_FUZZINESS)
  return SEARCH_FUZZINESS
}

// ---------------------------------------------------------------------------------------
// Indexing

function toIndexed(doc: ProductDocument) {
  return {
    id: String(doc.id),
    name: doc.name,
    sku: doc.sku,
    categoryNames: doc.categoryNames,
    brand: doc.brand ?? '',
    description: doc.description,
    categoryIds: doc.categoryIds,
    visibility: doc.visibility,
    status: doc.status,
    isNew: doc.isNew,
    isHoliday: doc.isHoliday,
    onSale: doc.onSale,
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Insert in batches, letting requests run between them (the old index keeps serving). */
async function insertBatched(
  target: StoreIndex,
  docs: ProductDocument[],
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  for (let i = 0; i < docs.length; i += INSERT_BATCH) {
    onProgress?.(i, docs.length)
    const batch = docs.slice(i, i + INSERT_BATCH)
    await insertMultiple(target.orama, batch.map(toIndexed), INSERT_BATCH)
    for (const doc of batch) {
      target.docs.set(doc.id, doc)
      target.skus.set(doc.sku.toLowerCase(), doc.id)
    }
    if (i + INSERT_BATCH < docs.length) await yieldToEventLoop()
  }
}

function dedupeById(docs: ProductDocument[]): ProductDocument[] {
  const byId = new Map<number, ProductDocument>()
  for (const doc of docs) byId.set(doc.id, doc)
  return [...byId.values()]
}

// ---------------------------------------------------------------------------------------
// Query helpers

function baseWhere(query: ProductQuery) {
  const where: Record<string, unknown> = {
    visibility: { in: [...LISTABLE_VISIBILITY] },
    status: { in: [...LISTABLE_STATUS] },
  }
  if (typeof query.categoryId === 'number' && Number.isFinite(query.categoryId)) {
    where.categoryIds = { eq: query.categoryId }
  }
  const flags = query.flags ?? {}
  if (typeof flags.isNew === 'boolean') where.isNew = flags.isNew
  if (typeof flags.isHoliday === 'boolean') where.isHoliday = flags.isHoliday
  if (typeof flags.onSale === 'boolean') where.onSale = flags.onSale
  return where
}

/** The same scope as `baseWhere`, for documents already in hand. */
function inBaseScope(doc: ProductDocument, query: ProductQuery): boolean {
  if (!LISTABLE_VISIBILITY.includes(doc.visibility) || !LISTABLE_STATUS.includes(doc.status)) return false
  if (typeof query.categoryId === 'number' && Number.isFinite(query.categoryId)) {
    if (!doc.categoryIds.includes(query.categoryId)) return false
  }
  const flags = query.flags ?? {}
  if (typeof flags.isNew === 'boolean' && doc.isNew !== flags.isNew) return false
  if (typeof flags.isHoliday === 'boolean' && doc.isHoliday !== flags.isHoliday) return false
  if (typeof flags.onSale === 'boolean' && doc.onSale !== flags.onSale) return false
  return true
}

type Comparator = (a: Scored, b: Scored) => number
interface Scored {
  doc: ProductDocument
  score: number
}

const byPosition: Comparator = (a, b) => a.doc.position - b.doc.position || a.doc.id - b.doc.id

function comparatorFor(sort: SortKey, hasText: boolean): Comparator {
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.doc.price - b.doc.price || byPosition(a, b)
    case 'price_desc':
      return (a, b) => b.doc.price - a.doc.price || byPosition(a, b)
    case 'newest':
      return (a, b) =>
        (a.doc.createdAt < b.doc.createdAt ? 1 : a.doc.createdAt > b.doc.createdAt ? -1 : 0) || b.doc.id - a.doc.id
    case 'bestsellers':
      return (a, b) => b.doc.salesCount - a.doc.salesCount || byPosition(a, b)
    case 'relevance':
      // Without text there is no relevance: fall back to the default order.
      return hasText ? (a, b) => b.score - a.score || byPosition(a, b) : byPosition
    case 'position':
    default:
      return byPosition
  }
}

function toBuckets(counts: Map<string, number>, limit: number, selected: string[]): FacetBucket[] {
  const buckets = [...counts.entries()]
    .map(([value, n]) => ({ value, count: n }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  const shown = buckets.slice(0, limit)
  for (const value of selected) {
    if (!shown.some((bucket) => bucket.value === value)) shown.push({ value, count: counts.get(value) ?? 0 })
  }
  return shown
}

// ---------------------------------------------------------------------------------------
// The engine

export interface OramaEngineOptions {
  /** Price bands for price facets; default the spec's. */
  priceRanges?: readonly PriceRange[]
}

export interface ReplaceOptions {
  /** Called as the build goes on (documents indexed so far, of the total). */
  onProgress?: (done: number, total: number) => void
}

export class OramaSearchEngine implements SearchEngine {
  readonly name = 'orama'
  private readonly stores = new Map<string, StoreIndex>()
  /** Writes to one store view run one after another. */
  private readonly writeQueues = new Map<string, Promise<unknown>>()
  private readonly priceRanges: readonly PriceRange[]

  constructor(options: OramaEngineOptions = {}) {
    this.priceRanges = options.priceRanges ?? PRICE_RANGES
  }

  private enqueue<T>(storeCode: string, task: () => Promise<T>): Promise<T> {
    const previous = this.writeQueues.get(storeCode) ?? Promise.resolve()
    const next = previous.then(task, task)
    this.writeQueues.set(
      storeCode,
      next.catch(() => undefined),
    )
    return next
  }

  private emptyStore(): StoreIndex {
    return { orama: createIndex(), docs: new Map(), skus: new Map() }
  }

  /** Store views that have an index (for health checks and tests). */
  storeCodes(): string[] {
    return [...this.stores.keys()]
  }

  /** Number of documents indexed for a store view. */
  size(storeCode: string): number {
    return this.stores.get(storeCode)?.docs.size ?? 0
  }

  replaceAll(storeCode: string, docs: ProductDocument[], options: ReplaceOptions = {}): Promise<void> {
    return this.enqueue(storeCode, async () => {
      const next = this.emptyStore()
      await insertBatched(next, dedupeById(docs), options.onProgress)
      this.stores.set(storeCode, next)
    })
  }

  upsert(storeCode: string, docs: ProductDocument[]): Promise<void> {
    return this.enqueue(storeCode, async () => {
      let store = this.stores.get(storeCode)
      if (!store) {
        store = this.emptyStore()
        this.stores.set(storeCode, store)
      }
      const unique = dedupeById(docs)
      this.removeFrom(store, unique.map((doc) => doc.id))
      await insertBatched(store, unique)
    })
  }

  remove(storeCode: string, ids: number[]): Promise<void> {
    return this.enqueue(storeCode, async () => {
      const store = this.stores.get(storeCode)
      if (store) this.removeFrom(store, ids)
    })
  }

  private removeFrom(store: StoreIndex, ids: number[]): void {
    const present = [...new Set(ids)].filter((id) => store.docs.has(id))
    if (present.length === 0) return
    for (const id of present) {
      // One by one: Orama's removeMultiple finishes batches after a timer, which would race re-inserts.
      const removed = remove(store.orama, String(id))
      if (removed instanceof Promise) throw new Error('Orama remove unexpectedly asynchronous')
      const doc = store.docs.get(id)
      if (doc && store.skus.get(doc.sku.toLowerCase()) === id) store.skus.delete(doc.sku.toLowerCase())
      store.docs.delete(id)
    }
  }

  async ping(): Promise<boolean> {
    return true
  }

  async search(storeCode: string, query: ProductQuery): Promise<SearchResult> {
    const { start, size } = normalisePaging({ start: query.start, size: query.size })
    const store = this.stores.get(storeCode)
    if (!store) return this.emptyResult(start, size)

    const text = (query.text ?? '').trim().slice(0, MAX_TEXT_LENGTH)
    let candidates: Scored[]
    if (text !== '') {
      // The text matches are usually far fewer than the listing scope: check the scope on them.
      const scores = await this.textScores(store, text)
      candidates = []
      for (const [id, score] of scores) {
        const doc = store.docs.get(id)
        if (doc && inBaseScope(doc, query)) candidates.push({ doc, score })
      }
    } else {
      const base = await search(store.orama, { where: baseWhere(query), limit: count(store.orama) })
      candidates = base.hits.map((hit) => ({ doc: store.docs.get(Number(hit.id))!, score: 0 }))
    }

    const { matched, facets, priceFacets } = this.filterAndCount(candidates, query)
    matched.sort(comparatorFor(query.sort, text !== ''))
    return {
      items: matched.slice(start, start + size).map((entry) => entry.doc),
      total: matched.length,
      start,
      perPage: size,
      facets,
      priceFacets,
    }
  }

  private emptyResult(start: number, size: number): SearchResult {
    return {
      items: [],
      total: 0,
      start,
      perPage: size,
      facets: {},
      priceFacets: this.priceRanges.map((range) => ({ range, count: 0 })),
    }
  }

  /**
   * Product id -> relevance for the text, with minimum_should_match applied. Each term is
   * searched on its own (as typed, or with typo tolerance when that finds nothing) so that
   * the number of matched terms per product is known; the term scores add up.
   */
  private async textScores(store: StoreIndex, text: string): Promise<Map<number, number>> {
    const terms = tokenizeText(text).slice(0, MAX_TERMS)
    const result = new Map<number, number>()
    if (terms.length === 0) return result
    const limit = count(store.orama)
    const matchedTerms = new Map<number, number>()
    const scoreSum = new Map<number, number>()
    for (const term of terms) {
      const termScores = new Map<number, number>()
      const exact = await search(store.orama, {
        term,
        properties: TEXT_FIELDS,
        boost: TEXT_BOOSTS,
        tolerance: 0,
        threshold: 1,
        limit,
      })
      for (const hit of exact.hits) termScores.set(Number(hit.id), hit.score)
      const tolerance = toleranceFor(term)
      // Typo tolerance only for a term that matches nothing as typed: "oven" then never
      // brings in "open", and common words skip the (costly) fuzzy walk.
      if (termScores.size === 0 && tolerance > 0) {
        const fuzzy = await search(store.orama, {
          term,
          properties: TEXT_FIELDS,
          boost: TEXT_BOOSTS,
          tolerance,
          threshold: 1,
          limit,
        })
        for (const hit of fuzzy.hits) termScores.set(Number(hit.id), hit.score * FUZZY_WEIGHT)
      }
      for (const [id, score] of termScores) {
        matchedTerms.set(id, (matchedTerms.get(id) ?? 0) + 1)
        scoreSum.set(id, (scoreSum.get(id) ?? 0) + score)
      }
    }
    const required = Math.max(1, Math.floor(terms.length * MINIMUM_SHOULD_MATCH))
    for (const [id, matched] of matchedTerms) {
      if (matched >= required) result.set(id, scoreSum.get(id) ?? 0)
    }
    // An exact sku always matches and comes first.
    const skuId = store.skus.get(text.toLowerCase())
    if (skuId !== undefined) {
      let best = 0
      for (const score of result.values()) best = Math.max(best, score)
      result.set(skuId, best + 1000)
    }
    return result
  }

  /**
   * One pass over the candidates: a product is in the result when it passes every filter;
   * it counts towards an attribute's (or the price's) facet when it passes every filter
   * but that one.
   */
  private filterAndCount(candidates: Scored[], query: ProductQuery) {
    const attributeFilters = Object.entries(query.attributes ?? {})
      .filter(([, values]) => values.length > 0)
      .map(([code, values]) => ({ code, values: new Set(values) }))
    const priceFilter = query.priceRanges ?? []
    const PRICE = -1

    const counts = new Map<string, Map<string, number>>()
    const priceCounts = this.priceRanges.map(() => 0)
    const matched: Scored[] = []

    const countAttributes = (doc: ProductDocument, only?: string) => {
      for (const [code, values] of Object.entries(doc.attributes)) {
        if (only !== undefined && code !== only) continue
        let bucket = counts.get(code)
        if (!bucket) {
          bucket = new Map()
          counts.set(code, bucket)
        }
        for (const value of new Set(values)) bucket.set(value, (bucket.get(value) ?? 0) + 1)
      }
    }
    const countPrice = (doc: ProductDocument) => {
      this.priceRanges.forEach((range, i) => {
        if (priceInRange(doc.price, range)) priceCounts[i]++
      })
    }

    for (const entry of candidates) {
      const doc = entry.doc
      // Index of the single failing filter (PRICE for price); two failures end the check.
      let failed: number | null = null
      let failures = 0
      if (priceFilter.length > 0 && !priceFilter.some((range) => priceInRange(doc.price, range))) {
        failed = PRICE
        failures++
      }
      for (let i = 0; i < attributeFilters.length && failures < 2; i++) {
        const filter = attributeFilters[i]
        const values = doc.attributes[filter.code]
        if (!values || !values.some((value) => filter.values.has(value))) {
          failed = i
          failures++
        }
      }
      if (failures === 0) {
        matched.push(entry)
        countAttributes(doc)
        countPrice(doc)
      } else if (failures === 1) {
        if (failed === PRICE) countPrice(doc)
        else if (failed !== null) countAttributes(doc, attributeFilters[failed].code)
      }
    }

    const facets: Record<string, FacetBucket[]> = {}
    const codes = new Set([...counts.keys(), ...attributeFilters.map((filter) => filter.code)])
    for (const code of [...codes].sort()) {
      const selected = query.attributes?.[code] ?? []
      const buckets = toBuckets(counts.get(code) ?? new Map(), facetSize(code), selected)
      if (buckets.length > 0) facets[code] = buckets
    }
    const priceFacets = this.priceRanges.map((range, i) => ({ range, count: priceCounts[i] }))
    return { matched, facets, priceFacets }
  }
}
