/**
 * The embedded search engine: one in-process index per store view.
 *
 * Text matching is Orama's: words are looked up in Orama's radix tree (`@orama/orama/trees`),
 * the structure Orama's own full-text search walks, so prefixes and typo tolerance match
 * exactly the words they matched when whole Orama databases were built; relevance is BM25 as
 * Elasticsearch computes it (k 1.2, b 0.75; decision 0038) with per-field boosts. What is
 * stored around the tree is compact, because an Orama database keeps a Set per word and node
 * and an object of frequencies per document and field (about 8 KB per product and store view:
 * 2.5 GB of heap for 100 000 products in three views):
 * - one radix tree of words shared by every store view (a word's id is its position);
 * - per store view and text field, postings as one flat Int32Array of document slots per
 *   word (built in one pass at a full build), plus small lists for documents upserted since;
 * - per store view, documents in a dense array of slots, with typed columns for what
 *   queries read in bulk (listable flag, price, attribute value ids), slot lists per
 *   category, and sort orders computed once per write;
 * - strings and lists that repeat (attribute values and codes, category names and id lists,
 *   brands, type ids) are shared by all documents and views.
 *
 * How a query runs:
 * 1. Candidates: with text, the documents matching enough terms (see `textScores`), checked
 *    against the listing scope (visibility 2-4, status 0-1, category, flags); without text,
 *    the category's slot list (or every slot), checked the same way.
 * 2. One pass over the candidates applies the attribute and price filters and counts the
 *    facets at the same time. Facet counts are "multi-select" (an attribute's counts ignore
 *    that attribute's own filter) and price bands include their lower end only (a 250.00
 *    price counts in 250-400, not in 100-250).
 * 3. Sorting (precomputed orders with stable tie-breakers; relevance by score) and paging.
 *
 * Text matching, with the numbers of `./ranking` (which the Elasticsearch adapter reads too):
 * - fields and boosts: name 4, sku 2, categoryNames 1, ingredients 1, brand 0.8, description 0.5,
 *   a term's scores in the fields that have it added up;
 * - min_score 0.02, as the Elasticsearch request sets it: the scores are on the same BM25 scale;
 * - a product whose name or category names the query's head (`nameHead`: what it is) and that
 *   matches every term scores the kind score (1000) on top, so that every fridge comes before a
 *   fridge's door seal, whatever their text scores (decision 0059);
 * - each term matches the words it is a prefix of ("fridg" finds "fridge"); a term that
 *   matches nothing as typed is retried with typo tolerance ("frdge"): up to 2 edits, as
 *   ES's "AUTO" fuzziness capped at the spec's 2 (0 for terms of 1-2 letters, 1 for 3-4, 2
 *   from 5) and none for terms with digits, so that "001" never matches "002". Typo matches
 *   score half. (Retrying only on no match keeps "oven" from finding "open", and is fast.)
 * - minimum_should_match 75%: a product must match floor(75% of the terms), at least one;
 * - a query equal to a product's sku puts that product first.
 * Words come from `./analysis`: per store view language, the text fields (name, category names,
 * brand, description, ingredients) drop stop words and are stemmed ("Kühlschränke" and "Kuehlschrank" meet
 * "Kühlschrank" in /de, "lavatrici" meets "lavatrice" in /it); the sku field keeps plain words
 * ("KRO-FR-001" gives kro, fr, 001 and krofr001). A query's terms are analysed the same way: each
 * is looked up as its stem in the text fields and as typed in the sku field.
 *
 * Result documents are shared with the index (and share lists with each other): read them,
 * never change them.
 */
import { radix } from '@orama/orama/trees'
import { SEARCH_FUZZINESS } from '~/domain/constants'
import { normalisePaging } from '~/domain/paging'
import {
  analysisLanguageFor,
  analyzeText,
  categoryHeads,
  headMatches,
  nameHead,
  productKinds,
  queryTerms,
  tokenizeText,
  type AnalysisLanguage,
  type SearchTerm,
} from './analysis'
import { RANKING, splitsCompounds } from './ranking'
import {
  LISTABLE_STATUS,
  LISTABLE_VISIBILITY,
  PRICE_RANGES,
  facetSize,
  priceBandsFor,
  priceInRange,
  type FacetBucket,
  type PriceRange,
  type ProductDocument,
  type ProductQuery,
  type ReplaceOptions,
  type SearchEngine,
  type SearchResult,
  type SortKey,
} from './types'

type TextField = 'name' | 'sku' | 'categoryNames' | 'brand' | 'description' | 'ingredients'
const TEXT_FIELDS: readonly TextField[] = ['name', 'sku', 'categoryNames', 'brand', 'description', 'ingredients']
export const TEXT_BOOSTS: Record<TextField, number> = RANKING.fields
const FIELD_BOOSTS = TEXT_FIELDS.map((field) => TEXT_BOOSTS[field])
/** BM25's parameters: Lucene's and Orama's defaults alike. */
const BM25 = { k: 1.2, b: 0.75 } as const
const FUZZY_WEIGHT = 0.5
/**
 * A product whose kind is the query's head ("Kühlschrank" for a fridge, not for a
 * "Kühlschrank-Türdichtung") and that matches every query term scores this on top of its text
 * score: the product is the thing asked for, not a part or accessory of it (decision 0059).
 */
const KIND_SCORE = RANKING.kindScore
/** '75%' -> 0.75 */
const MINIMUM_SHOULD_MATCH = Number.parseFloat(RANKING.minimumShouldMatch) / 100
const MAX_TERMS = 12
/** German query words whose compounds are remembered (see `compoundsEndingWith`). */
const COMPOUND_CACHE_SIZE = 2000
/** A German word shorter than this is not looked up as the last part of compounds ("eis" in "reis"). */
const COMPOUND_PART_MIN = RANKING.compounds.minPart
const MAX_TEXT_LENGTH = 200
/** Documents indexed between two yields to the event loop during a full build. */
const BUILD_BATCH = 5000
/** A store is rebuilt from its live documents when upserts and removals leave this much behind. */
const COMPACT_MIN = 5000
const COMPACT_SHARE = 0.25

function toleranceFor(term: string): number {
  if (/\d/.test(term)) return 0
  if (term.length <= 2) return 0
  if (term.length <= 4) return Math.min(1, SEARCH_FUZZINESS)
  return SEARCH_FUZZINESS
}

/**
 * The texts of one field of a document, as Orama indexes a value: a plain field is one text,
 * a list field (category names) one text per entry.
 */
function fieldTexts(doc: ProductDocument, field: TextField): readonly string[] {
  switch (field) {
    case 'name':
      return [doc.name]
    case 'sku':
      return [doc.sku]
    case 'brand':
      return [doc.brand ?? '']
    case 'description':
      return [doc.description]
    case 'ingredients':
      return [doc.ingredients ?? '']
    case 'categoryNames':
      return doc.categoryNames
  }
}

const SKU_FIELD = TEXT_FIELDS.indexOf('sku')

/** Word ids a query term matches, for the analysed text fields and for the sku field. */
interface TermMatches {
  text: number[]
  sku: number[]
}

/** The words of one field's text in a language (new words join the vocabulary). */
function wordIds(vocabulary: Vocabulary, text: string, field: number, language: AnalysisLanguage): number[] {
  if (text === '') return []
  const words = field === SKU_FIELD ? tokenizeText(text) : analyzeText(text, language)
  return words.map((word) => vocabulary.id(word))
}

// ---------------------------------------------------------------------------------------
// Compact building blocks

type NumberArray = Int32Array | Float64Array | Uint8Array

/** A growable typed array. */
class Column<A extends NumberArray> {
  data: A
  length = 0

  constructor(
    private readonly make: (size: number) => A,
    capacity = 16,
  ) {
    this.data = make(Math.max(16, capacity))
  }

  private reserve(size: number): void {
    if (size <= this.data.length) return
    const next = this.make(Math.max(size, this.data.length * 2))
    next.set(this.data)
    this.data = next
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(this.length + 1)
    this.data[this.length++] = value
  }

  /** Set entry i, growing with zeros as needed. */
  set(i: number, value: number): void {
    this.reserve(i + 1)
    this.data[i] = value
    if (i >= this.length) this.length = i + 1
  }

  add(i: number, delta: number): void {
    this.set(i, (i < this.length ? this.data[i] : 0) + delta)
  }

  /** The filled part (a view, no copy). */
  view(): A {
    return this.data.subarray(0, this.length) as A
  }

  /** Drop spare capacity (after a build, when the size is known). */
  trim(): void {
    if (this.data.length > this.length + 16) {
      const next = this.make(Math.max(16, this.length))
      next.set(this.data.subarray(0, this.length))
      this.data = next
    }
  }
}

const ints = (size: number) => new Int32Array(size)
const floats = (size: number) => new Float64Array(size)
const bytes = (size: number) => new Uint8Array(size)

/**
 * Every word any store view has indexed, in Orama's radix tree (each word's node holds its
 * id). Shared by the store views: a word only one view uses simply has no postings in the
 * others. Words are never removed (a word without live documents scores nothing).
 */
class Vocabulary {
  private readonly tree = new radix.RadixTree()
  private readonly ids = new Map<string, number>()
  /** Words by id, for the scan of `compoundsEndingWith`. */
  private readonly words: string[] = []
  private readonly compounds = new Map<string, { size: number; ids: number[] }>()

  get size(): number {
    return this.ids.size
  }

  id(word: string): number {
    let id = this.ids.get(word)
    if (id === undefined) {
      id = this.ids.size
      this.ids.set(word, id)
      this.words.push(word)
      this.tree.insert(word, id)
    }
    return id
  }

  /**
   * Ids of the words a term matches: with tolerance 0 every word it is a prefix of; with
   * tolerance, the words within that many edits (Orama's bounded Levenshtein walk).
   */
  /**
   * Ids of the longer words that end with a word: the compounds it is the last part of
   * ("kaffeemaschin" ends "filterkaffeemaschin"), at least three letters in front. One scan
   * of the vocabulary per word, remembered until the vocabulary grows.
   */
  compoundsEndingWith(word: string): number[] {
    const known = this.compounds.get(word)
    if (known && known.size === this.words.length) return known.ids
    const ids: number[] = []
    const min = word.length + 3
    for (let id = 0; id < this.words.length; id++) {
      const candidate = this.words[id]!
      if (candidate.length >= min && candidate.endsWith(word)) ids.push(id)
    }
    if (this.compounds.size >= COMPOUND_CACHE_SIZE) this.compounds.clear()
    this.compounds.set(word, { size: this.words.length, ids })
    return ids
  }

  match(term: string, tolerance: number): number[] {
    const found = this.tree.find({ term, exact: false, tolerance })
    const out: number[] = []
    for (const word in found) for (const id of found[word]) out.push(id)
    return out
  }
}

/** Attribute codes and values as small integers, shared by the store views. */
class AttributeValues {
  readonly codes: string[] = []
  /** value id -> code id */
  readonly codeOf: number[] = []
  /** value id -> value */
  readonly values: string[] = []
  private readonly codeIds = new Map<string, number>()
  private readonly ids = new Map<string, number>()

  codeId(code: string): number | undefined {
    return this.codeIds.get(code)
  }

  find(code: string, value: string): number | undefined {
    return this.ids.get(`${code}\u0000${value}`)
  }

  id(code: string, value: string): number {
    const key = `${code}\u0000${value}`
    let id = this.ids.get(key)
    if (id === undefined) {
      let codeId = this.codeIds.get(code)
      if (codeId === undefined) {
        codeId = this.codes.length
        this.codes.push(code)
        this.codeIds.set(code, codeId)
      }
      id = this.values.length
      this.values.push(value)
      this.codeOf.push(codeId)
      this.ids.set(key, id)
    }
    return id
  }
}

/** One copy of each repeated string and list (values, names, id lists). */
class Interner {
  private readonly strings = new Map<string, string>()
  private readonly stringLists = new Map<string, string[]>()
  private readonly numberLists = new Map<string, number[]>()

  string(value: string): string {
    const known = this.strings.get(value)
    if (known !== undefined) return known
    this.strings.set(value, value)
    return value
  }

  stringList(list: readonly string[]): string[] {
    const key = list.join('\u0000')
    const known = this.stringLists.get(key)
    if (known && known.length === list.length && known.every((value, i) => value === list[i])) return known
    const copy = list.map((value) => this.string(value))
    this.stringLists.set(key, copy)
    return copy
  }

  numberList(list: readonly number[]): number[] {
    const key = list.join(',')
    const known = this.numberLists.get(key)
    if (known) return known
    const copy = [...list]
    this.numberLists.set(key, copy)
    return copy
  }
}

// ---------------------------------------------------------------------------------------
// One store view's index

/**
 * The postings of one text field: the slots of the documents each word is in.
 */
interface FieldIndex {
  /** Postings of the last full build: those of word w are data[offsets[w]..offsets[w + 1]). */
  offsets: Int32Array
  data: Int32Array
  /** Postings added since the last full build, by word id. */
  extra: Map<number, number[]>
  /** Occurrences per word id in live documents (BM25's document frequency). */
  df: Column<Int32Array>
  /** Words per slot (of all entries, for a list field): BM25's field length. */
  lengths: Column<Int32Array>
  /** BM25's average field length, kept up to date as documents come and go. */
  average: number
}

interface SortOrder {
  /** Slots in sort order (removed slots last). */
  order: Int32Array
  /** slot -> position in `order`. */
  rank: Int32Array
}

interface StoreIndex {
  /** The language of the text fields' words (the store view's). */
  language: AnalysisLanguage
  /** Documents by slot; null once removed. */
  docs: (ProductDocument | null)[]
  slotOf: Map<number, number>
  /** Lower-cased sku -> product id, for exact sku hits. */
  skus: Map<string, number>
  live: number
  /** 1 when the slot's document is live, listable visibility and listable status. */
  listable: Column<Uint8Array>
  price: Column<Float64Array>
  /** The slot's attribute value ids are attrData[attrStart[slot]..attrEnd[slot]). */
  attrStart: Column<Int32Array>
  attrEnd: Column<Int32Array>
  attrData: Column<Int32Array>
  /** Category id (assigned or ancestor) -> slots, ascending. */
  categories: Map<number, Column<Int32Array>>
  fields: FieldIndex[]
  /**
   * What each slot's product is: the head of its name and of its category names (`nameHead`,
   * `categoryHeads`), as one list shared by the slots that have the same.
   */
  heads: string[][]
  /** Postings in `extra` lists and removed slots: when they grow, the store is rebuilt. */
  extraPostings: number
  basePostings: number
  orders: Map<string, SortOrder>
  allSlots?: Int32Array
}

function emptyField(): FieldIndex {
  return {
    offsets: new Int32Array(1),
    data: new Int32Array(0),
    extra: new Map(),
    df: new Column(ints),
    lengths: new Column(ints),
    average: 0,
  }
}

function emptyStore(language: AnalysisLanguage, capacity = 16): StoreIndex {
  return {
    language,
    docs: [],
    slotOf: new Map(),
    skus: new Map(),
    live: 0,
    listable: new Column(bytes, capacity),
    price: new Column(floats, capacity),
    attrStart: new Column(ints, capacity),
    attrEnd: new Column(ints, capacity),
    attrData: new Column(ints, capacity * 4),
    categories: new Map(),
    fields: TEXT_FIELDS.map(() => emptyField()),
    heads: [],
    extraPostings: 0,
    basePostings: 0,
    orders: new Map(),
  }
}

function isListable(doc: ProductDocument): boolean {
  return LISTABLE_VISIBILITY.includes(doc.visibility) && LISTABLE_STATUS.includes(doc.status)
}

function dedupeById(docs: readonly ProductDocument[]): ProductDocument[] {
  const byId = new Map<number, ProductDocument>()
  for (const doc of docs) byId.set(doc.id, doc)
  return [...byId.values()]
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

// ---------------------------------------------------------------------------------------
// Query helpers

type Compare = (a: ProductDocument, b: ProductDocument) => number

const byPosition: Compare = (a, b) => a.position - b.position || a.id - b.id

/** The document order of each sort (relevance without text is the default order). */
function compareFor(sort: SortKey): Compare {
  switch (sort) {
    case 'price_asc':
      return (a, b) => a.price - b.price || byPosition(a, b)
    case 'price_desc':
      return (a, b) => b.price - a.price || byPosition(a, b)
    case 'newest':
      return (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || b.id - a.id
    case 'bestsellers':
      return (a, b) => b.salesCount - a.salesCount || byPosition(a, b)
    case 'relevance':
    case 'position':
    default:
      return byPosition
  }
}

function orderKey(sort: SortKey): string {
  return sort === 'price_asc' || sort === 'price_desc' || sort === 'newest' || sort === 'bestsellers' ? sort : 'position'
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

/**
 * BM25 of one matched word, as Lucene scores it: words count once per document (the tokenizer
 * keeps distinct words), so the term frequency is 1, and a longer field weighs a match less.
 */
function bm25(df: number, docsCount: number, fieldLength: number, averageLength: number): number {
  const idf = Math.log(1 + (docsCount - df + 0.5) / (df + 0.5))
  return (idf * (BM25.k + 1)) / (1 + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / averageLength))
}

// ---------------------------------------------------------------------------------------
// The engine

export interface OramaEngineOptions {
  /** Price bands for price facets; default the spec's. */
  priceRanges?: readonly PriceRange[]
}

export class OramaSearchEngine implements SearchEngine {
  readonly name = 'orama'
  private readonly stores = new Map<string, StoreIndex>()
  /** Writes to one store view run one after another. */
  private readonly writeQueues = new Map<string, Promise<unknown>>()
  private readonly priceRanges: readonly PriceRange[]
  private readonly vocabulary = new Vocabulary()
  private readonly attributeValues = new AttributeValues()
  private readonly interner = new Interner()
  private readonly categoryHeadCache = new Map<string, string[]>()

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

  /** Store views that have an index (for health checks and tests). */
  storeCodes(): string[] {
    return [...this.stores.keys()]
  }

  /** Number of documents indexed for a store view. */
  size(storeCode: string): number {
    return this.stores.get(storeCode)?.live ?? 0
  }

  replaceAll(storeCode: string, docs: ProductDocument[], options: ReplaceOptions = {}): Promise<void> {
    return this.enqueue(storeCode, async () => {
      // Built aside; readers keep the old index until the new one is complete.
      const next = await this.build(analysisLanguageFor(storeCode), dedupeById(docs), options.onProgress)
      this.stores.set(storeCode, next)
    })
  }

  upsert(storeCode: string, docs: ProductDocument[]): Promise<void> {
    return this.enqueue(storeCode, async () => {
      let store = this.stores.get(storeCode)
      if (!store) {
        store = emptyStore(analysisLanguageFor(storeCode))
        this.stores.set(storeCode, store)
      }
      const unique = dedupeById(docs)
      for (const doc of unique) {
        const slot = store.slotOf.get(doc.id)
        if (slot !== undefined) this.removeSlot(store, slot)
      }
      const target = store
      for (const doc of unique) {
        this.addDocument(target, doc, (field, word, posting) => this.addExtraPosting(target, field, word, posting))
      }
      this.changed(store)
      await this.compactIfNeeded(storeCode, store)
    })
  }

  remove(storeCode: string, ids: number[]): Promise<void> {
    return this.enqueue(storeCode, async () => {
      const store = this.stores.get(storeCode)
      if (!store) return
      let removed = 0
      for (const id of new Set(ids)) {
        const slot = store.slotOf.get(id)
        if (slot === undefined) continue
        this.removeSlot(store, slot)
        removed++
      }
      if (removed === 0) return
      this.changed(store)
      await this.compactIfNeeded(storeCode, store)
    })
  }

  async ping(): Promise<boolean> {
    return true
  }

  // -------------------------------------------------------------------------------------
  // Writing

  /** A whole store view in one pass: postings collected per field, then laid out per word. */
  private async build(
    language: AnalysisLanguage,
    docs: ProductDocument[],
    onProgress?: (done: number, total: number) => void,
  ): Promise<StoreIndex> {
    const store = emptyStore(language, docs.length)
    const words = TEXT_FIELDS.map(() => new Column(ints, docs.length * 4))
    const slots = TEXT_FIELDS.map(() => new Column(ints, docs.length * 4))
    const collect = (field: number, word: number, posting: number) => {
      words[field].push(word)
      slots[field].push(posting)
    }
    for (let i = 0; i < docs.length; i++) {
      if (i > 0 && i % BUILD_BATCH === 0) {
        onProgress?.(i, docs.length)
        await yieldToEventLoop()
      }
      this.addDocument(store, docs[i], collect)
    }
    const vocabularySize = this.vocabulary.size
    TEXT_FIELDS.forEach((_, f) => {
      const field = store.fields[f]
      const fieldWords = words[f].view()
      const fieldSlots = slots[f].view()
      // Counting sort by word; slots stay ascending within a word.
      const offsets = new Int32Array(vocabularySize + 1)
      for (let i = 0; i < fieldWords.length; i++) offsets[fieldWords[i] + 1]++
      for (let w = 0; w < vocabularySize; w++) offsets[w + 1] += offsets[w]
      const cursor = offsets.slice(0, vocabularySize)
      const data = new Int32Array(fieldWords.length)
      for (let i = 0; i < fieldWords.length; i++) data[cursor[fieldWords[i]]++] = fieldSlots[i]
      field.offsets = offsets
      field.data = data
      field.lengths.trim()
      store.basePostings += data.length
      words[f] = new Column(ints)
      slots[f] = new Column(ints)
    })
    store.attrData.trim()
    for (const list of store.categories.values()) list.trim()
    // The default order, ready for the first listing.
    this.sortOrder(store, 'position')
    onProgress?.(docs.length, docs.length)
    return store
  }

  /** Index one document in a new slot; its postings go to `emit` (build lists or extra lists). */
  private addDocument(store: StoreIndex, input: ProductDocument, emit: (field: number, word: number, posting: number) => void): void {
    const doc = this.compact(input)
    const slot = store.docs.length
    store.docs.push(doc)
    store.heads.push(this.kinds(doc, store.language))
    store.slotOf.set(doc.id, slot)
    store.skus.set(doc.sku.toLowerCase(), doc.id)
    store.live++
    store.listable.set(slot, isListable(doc) ? 1 : 0)
    store.price.set(slot, doc.price)

    store.attrStart.set(slot, store.attrData.length)
    for (const code in doc.attributes) {
      const values = doc.attributes[code]
      const first = store.attrData.length
      for (const value of values) {
        const id = this.attributeValues.id(code, value)
        let seen = false
        for (let i = first; i < store.attrData.length; i++) if (store.attrData.data[i] === id) seen = true
        if (!seen) store.attrData.push(id)
      }
    }
    store.attrEnd.set(slot, store.attrData.length)

    for (const categoryId of new Set(doc.categoryIds)) {
      let list = store.categories.get(categoryId)
      if (!list) {
        list = new Column(ints)
        store.categories.set(categoryId, list)
      }
      list.push(slot)
    }

    // Term statistics as Elasticsearch keeps them: a list field (category names) is one text
    // of all its entries, each word counts once per document towards the document frequency,
    // and the field's length is its number of words.
    const docsCount = store.live
    TEXT_FIELDS.forEach((field, f) => {
      const index = store.fields[f]
      const { words, length } = this.fieldWords(store, doc, field, f)
      index.average = (index.average * (docsCount - 1) + length) / docsCount
      index.lengths.set(slot, length)
      for (const word of words) {
        index.df.add(word, 1)
        emit(f, word, slot)
      }
    })
  }

  private addExtraPosting(store: StoreIndex, field: number, word: number, posting: number): void {
    const index = store.fields[field]
    const list = index.extra.get(word)
    if (list) list.push(posting)
    else index.extra.set(word, [posting])
    store.extraPostings++
  }

  /** A document's distinct words in one text field, and the field's length in words. */
  private fieldWords(store: StoreIndex, doc: ProductDocument, field: TextField, f: number): { words: Set<number>; length: number } {
    const words = new Set<number>()
    let length = 0
    for (const text of fieldTexts(doc, field)) {
      const ids = wordIds(this.vocabulary, text, f, store.language)
      length += ids.length
      for (const id of ids) words.add(id)
    }
    return { words, length }
  }

  private removeSlot(store: StoreIndex, slot: number): void {
    const doc = store.docs[slot]
    if (!doc) return
    const docsCount = store.live
    TEXT_FIELDS.forEach((field, f) => {
      const index = store.fields[f]
      const length = index.lengths.data[slot]
      index.average = docsCount > 1 ? (index.average * docsCount - length) / (docsCount - 1) : 0
      const { words } = this.fieldWords(store, doc, field, f)
      for (const word of words) index.df.add(word, -1)
      store.extraPostings += words.size
    })
    store.docs[slot] = null
    store.listable.set(slot, 0)
    store.slotOf.delete(doc.id)
    const sku = doc.sku.toLowerCase()
    if (store.skus.get(sku) === doc.id) store.skus.delete(sku)
    store.live--
  }

  /** Orders and the slot list are recomputed after writes. */
  private changed(store: StoreIndex): void {
    store.orders.clear()
    store.allSlots = undefined
  }

  private async compactIfNeeded(storeCode: string, store: StoreIndex): Promise<void> {
    if (store.extraPostings < Math.max(COMPACT_MIN, store.basePostings * COMPACT_SHARE)) return
    const live = store.docs.filter((doc): doc is ProductDocument => doc !== null)
    const next = await this.build(store.language, live)
    // Still the current index (this runs inside the store view's write queue).
    if (this.stores.get(storeCode) === store) this.stores.set(storeCode, next)
  }

  /** The heads of what a product is, by its name and its categories' names. */
  private kinds(doc: ProductDocument, language: AnalysisLanguage): string[] {
    return this.interner.stringList(productKinds(doc.name, doc.categoryNames, language, (name) => this.categoryHeads(name, language)))
  }

  /** `categoryHeads`, computed once per category name and language. */
  private categoryHeads(name: string, language: AnalysisLanguage): string[] {
    const key = `${language}\u0000${name}`
    let heads = this.categoryHeadCache.get(key)
    if (!heads) {
      heads = categoryHeads(name, language)
      this.categoryHeadCache.set(key, heads)
    }
    return heads
  }

  /** The document as kept: same fields, repeated strings and lists shared. */
  private compact(doc: ProductDocument): ProductDocument {
    const intern = this.interner
    const attributes: Record<string, string[]> = {}
    for (const code in doc.attributes) attributes[intern.string(code)] = intern.stringList(doc.attributes[code])
    return {
      id: doc.id,
      sku: doc.sku,
      name: doc.name,
      slug: doc.slug,
      typeId: intern.string(doc.typeId),
      categoryIds: intern.numberList(doc.categoryIds),
      categoryNames: intern.stringList(doc.categoryNames),
      brand: doc.brand === null ? null : intern.string(doc.brand),
      description: doc.description,
      ...(doc.ingredients ? { ingredients: doc.ingredients } : {}),
      price: doc.price,
      regularPrice: doc.regularPrice,
      onSale: doc.onSale,
      visibility: doc.visibility,
      status: doc.status,
      inStock: doc.inStock,
      position: doc.position,
      createdAt: doc.createdAt,
      salesCount: doc.salesCount,
      isNew: doc.isNew,
      isHoliday: doc.isHoliday,
      image: doc.image,
      attributes,
    }
  }

  // -------------------------------------------------------------------------------------
  // Reading

  /** Slots in the order of a sort, computed once per write. */
  private sortOrder(store: StoreIndex, sort: SortKey): SortOrder {
    const key = orderKey(sort)
    const known = store.orders.get(key)
    if (known) return known
    const compare = compareFor(sort)
    const docs = store.docs
    const order = new Int32Array(docs.length)
    for (let i = 0; i < order.length; i++) order[i] = i
    order.sort((a, b) => {
      const x = docs[a]
      const y = docs[b]
      if (!x || !y) return x ? -1 : y ? 1 : a - b
      return compare(x, y)
    })
    const rank = new Int32Array(docs.length)
    for (let i = 0; i < order.length; i++) rank[order[i]] = i
    const computed = { order, rank }
    store.orders.set(key, computed)
    return computed
  }

  private allSlots(store: StoreIndex): Int32Array {
    if (!store.allSlots || store.allSlots.length !== store.docs.length) {
      const slots = new Int32Array(store.docs.length)
      for (let i = 0; i < slots.length; i++) slots[i] = i
      store.allSlots = slots
    }
    return store.allSlots
  }

  async search(storeCode: string, query: ProductQuery): Promise<SearchResult> {
    const { start, size } = normalisePaging({ start: query.start, size: query.size })
    const store = this.stores.get(storeCode)
    if (!store) return this.emptyResult(query, start, size)

    const text = (query.text ?? '').trim().slice(0, MAX_TEXT_LENGTH)
    const categoryId = typeof query.categoryId === 'number' && Number.isFinite(query.categoryId) ? query.categoryId : undefined
    let candidates: Int32Array
    let scores: Map<number, number> | undefined
    if (text !== '') {
      scores = this.textScores(store, text)
      candidates = new Int32Array(scores.size)
      let n = 0
      for (const slot of scores.keys()) {
        const doc = store.docs[slot]
        if (!doc || store.listable.data[slot] !== 1) continue
        if (categoryId !== undefined && !doc.categoryIds.includes(categoryId)) continue
        candidates[n++] = slot
      }
      candidates = candidates.subarray(0, n)
    } else if (categoryId !== undefined) {
      candidates = store.categories.get(categoryId)?.view() ?? new Int32Array(0)
    } else {
      candidates = this.allSlots(store)
    }

    const { matched, facets, priceFacets } = this.filterAndCount(store, candidates, query)
    const page: ProductDocument[] = []
    if (scores && query.sort === 'relevance') {
      const rank = this.sortOrder(store, 'position').rank
      const score = scores
      const list = [...matched]
      list.sort((a, b) => score.get(b)! - score.get(a)! || rank[a] - rank[b])
      for (const slot of list.slice(start, start + size)) page.push(store.docs[slot]!)
    } else {
      const { order, rank } = this.sortOrder(store, query.sort)
      const ranks = new Int32Array(matched.length)
      for (let i = 0; i < matched.length; i++) ranks[i] = rank[matched[i]]
      ranks.sort()
      for (const r of ranks.subarray(start, start + size)) page.push(store.docs[order[r]]!)
    }
    return { items: page, total: matched.length, start, perPage: size, facets, priceFacets }
  }

  private emptyResult(query: ProductQuery, start: number, size: number): SearchResult {
    return {
      items: [],
      total: 0,
      start,
      perPage: size,
      facets: {},
      priceFacets: priceBandsFor(query, this.priceRanges).map((range) => ({ range, count: 0 })),
    }
  }

  /**
   * Add the BM25 scores of the words a term matches, over every text field, to `into` (slot ->
   * score): `matches.text` in the language-analysed fields, `matches.sku` in the sku field.
   */
  private scoreWords(store: StoreIndex, matches: TermMatches, weight: number, into: Map<number, number>): void {
    const docsCount = store.live
    if (docsCount === 0) return
    for (let f = 0; f < store.fields.length; f++) {
      const field = store.fields[f]
      const words = f === SKU_FIELD ? matches.sku : matches.text
      // A term scores once per field however many words it is a prefix of ("kühlschrank" in
      // "Kühlschrank-Wasserfilterkartusche" matches two), as one word as common as the most
      // common of them: a rare longer word must not outrank the word itself (Elasticsearch
      // blends the expansions of a prefix or fuzzy term the same way).
      let df = 0
      for (const word of words) if (word < field.df.length) df = Math.max(df, field.df.data[word])
      if (df <= 0) continue
      const boost = FIELD_BOOSTS[f] * weight
      const average = field.average > 0 ? field.average : 1
      const lengths = field.lengths.data
      // A word lists a document once: only a term that matched several words can meet one twice.
      const scored = words.length > 1 ? new Set<number>() : null
      const add = (slot: number) => {
        if (store.docs[slot] === null || scored?.has(slot)) return
        scored?.add(slot)
        into.set(slot, (into.get(slot) ?? 0) + bm25(df, docsCount, lengths[slot], average) * boost)
      }
      for (const word of words) {
        if (word + 1 < field.offsets.length) {
          const end = field.offsets[word + 1]
          for (let i = field.offsets[word]; i < end; i++) add(field.data[i])
        }
        const extra = field.extra.get(word)
        if (extra) for (const slot of extra) add(slot)
      }
    }
  }

  /**
   * The words a term matches: its stem in the text fields, the word as typed in the sku field.
   * In German the text fields also match the compounds the stem ends ("Kaffeemaschine" finds
   * "Filterkaffeemaschine": a German compound is a kind of its last part), as Elasticsearch's
   * decompounders split them.
   */
  private termMatches(term: SearchTerm, tolerance: number, language: AnalysisLanguage): TermMatches {
    let text = this.vocabulary.match(term.analyzed, tolerance)
    if (splitsCompounds(language) && tolerance === 0 && term.analyzed.length >= COMPOUND_PART_MIN) {
      const compounds = this.vocabulary.compoundsEndingWith(term.analyzed)
      if (compounds.length > 0) text = [...new Set([...text, ...compounds])]
    }
    return { text, sku: term.plain === term.analyzed ? text : this.vocabulary.match(term.plain, tolerance) }
  }

  /**
   * Slot -> relevance for the text, with minimum_should_match applied. Each term is matched
   * on its own (as typed, or with typo tolerance when that finds nothing) so that the number
   * of matched terms per product is known; the term scores add up.
   */
  private textScores(store: StoreIndex, text: string): Map<number, number> {
    const terms = queryTerms(text, store.language).slice(0, MAX_TERMS)
    const result = new Map<number, number>()
    if (terms.length === 0) return result
    const matchedTerms = new Map<number, number>()
    const scoreSum = new Map<number, number>()
    for (const term of terms) {
      const termScores = new Map<number, number>()
      this.scoreWords(store, this.termMatches(term, 0, store.language), 1, termScores)
      const tolerance = toleranceFor(term.analyzed)
      // Typo tolerance only for a term that matches nothing as typed: "oven" then never
      // brings in "open", and common words skip the (costly) fuzzy walk.
      if (termScores.size === 0 && tolerance > 0) {
        this.scoreWords(store, this.termMatches(term, tolerance, store.language), FUZZY_WEIGHT, termScores)
      }
      for (const [slot, score] of termScores) {
        matchedTerms.set(slot, (matchedTerms.get(slot) ?? 0) + 1)
        scoreSum.set(slot, (scoreSum.get(slot) ?? 0) + score)
      }
    }
    const required = Math.max(1, Math.floor(terms.length * MINIMUM_SHOULD_MATCH))
    const queryHead = nameHead(text, store.language)
    // Slots share their (interned) head lists: each list is checked once per query.
    const headHit = new Map<string[], boolean>()
    for (const [slot, matched] of matchedTerms) {
      if (matched < required) continue
      let score = scoreSum.get(slot) ?? 0
      // The kind bonus needs every term: "coffee machine" must not put a washing machine (one
      // term, the head) before a coffee machine's water filter (both terms).
      if (queryHead !== null && matched === terms.length) {
        const heads = store.heads[slot]!
        let hit = headHit.get(heads)
        if (hit === undefined) {
          hit = heads.some((head) => headMatches(head, queryHead, store.language))
          headHit.set(heads, hit)
        }
        if (hit) score += KIND_SCORE
      }
      // Elasticsearch's min_score, on the final score as there: a product that only a very
      // common word matched is noise.
      if (score >= RANKING.minScore) result.set(slot, score)
    }
    // An exact sku always matches and comes first.
    const skuId = store.skus.get(text.toLowerCase())
    const skuSlot = skuId === undefined ? undefined : store.slotOf.get(skuId)
    if (skuSlot !== undefined) {
      let best = 0
      for (const score of result.values()) best = Math.max(best, score)
      result.set(skuSlot, best + RANKING.skuExactScore)
    }
    return result
  }

  /**
   * One pass over the candidates: a product is in the result when it is in the listing
   * scope and passes every filter; it counts towards an attribute's (or the price's) facet
   * when it passes every filter but that one.
   */
  private filterAndCount(store: StoreIndex, candidates: Int32Array, query: ProductQuery) {
    const values = this.attributeValues
    const valueCount = values.values.length
    // Attribute filters: which filter (if any) each value id satisfies.
    const filters = Object.entries(query.attributes ?? {})
      .filter(([, list]) => list.length > 0)
      .map(([code]) => code)
    const filterOf = new Int32Array(valueCount).fill(-1)
    filters.forEach((code, i) => {
      for (const value of query.attributes[code]) {
        const id = values.find(code, value)
        if (id !== undefined) filterOf[id] = i
      }
    })
    const filterCodes = filters.map((code) => values.codeId(code) ?? -1)
    const filterCount = filters.length
    const hit = new Int32Array(Math.max(1, filterCount)).fill(-1)
    const priceFilter = query.priceRanges ?? []
    const ranges = priceBandsFor(query, this.priceRanges)
    const flags = query.flags ?? {}
    const isNew = typeof flags.isNew === 'boolean' ? flags.isNew : undefined
    const isHoliday = typeof flags.isHoliday === 'boolean' ? flags.isHoliday : undefined
    const onSale = typeof flags.onSale === 'boolean' ? flags.onSale : undefined
    const hasFlags = isNew !== undefined || isHoliday !== undefined || onSale !== undefined

    const counts = new Int32Array(valueCount)
    const priceCounts = ranges.map(() => 0)
    const matched = new Column(ints, 64)
    const listable = store.listable.data
    const prices = store.price.data
    const attrStart = store.attrStart.data
    const attrEnd = store.attrEnd.data
    const attrData = store.attrData.data
    const codeOf = values.codeOf
    const PRICE = -2

    for (let c = 0; c < candidates.length; c++) {
      const slot = candidates[c]
      if (listable[slot] !== 1) continue
      if (hasFlags) {
        const doc = store.docs[slot]!
        if (isNew !== undefined && doc.isNew !== isNew) continue
        if (isHoliday !== undefined && doc.isHoliday !== isHoliday) continue
        if (onSale !== undefined && doc.onSale !== onSale) continue
      }
      const price = prices[slot]
      // The single failing filter (PRICE for price); two failures end the check.
      let failed = -1
      let failures = 0
      if (priceFilter.length > 0) {
        let inside = false
        for (let r = 0; r < priceFilter.length && !inside; r++) inside = priceInRange(price, priceFilter[r])
        if (!inside) {
          failed = PRICE
          failures++
        }
      }
      const from = attrStart[slot]
      const to = attrEnd[slot]
      if (filterCount > 0) {
        for (let i = from; i < to; i++) {
          const f = filterOf[attrData[i]]
          if (f >= 0) hit[f] = slot
        }
        for (let f = 0; f < filterCount && failures < 2; f++) {
          if (hit[f] !== slot) {
            failed = f
            failures++
          }
        }
      }
      if (failures === 0) {
        matched.push(slot)
        for (let i = from; i < to; i++) counts[attrData[i]]++
        for (let r = 0; r < ranges.length; r++) if (priceInRange(price, ranges[r])) priceCounts[r]++
      } else if (failures === 1) {
        if (failed === PRICE) {
          for (let r = 0; r < ranges.length; r++) if (priceInRange(price, ranges[r])) priceCounts[r]++
        } else {
          const code = filterCodes[failed]
          for (let i = from; i < to; i++) if (codeOf[attrData[i]] === code) counts[attrData[i]]++
        }
      }
    }

    const byCode = new Map<string, Map<string, number>>()
    for (let v = 0; v < valueCount; v++) {
      if (counts[v] === 0) continue
      const code = values.codes[codeOf[v]]
      let bucket = byCode.get(code)
      if (!bucket) {
        bucket = new Map()
        byCode.set(code, bucket)
      }
      bucket.set(values.values[v], counts[v])
    }
    const facets: Record<string, FacetBucket[]> = {}
    const codes = new Set([...byCode.keys(), ...filters])
    for (const code of [...codes].sort()) {
      const selected = query.attributes?.[code] ?? []
      const buckets = toBuckets(byCode.get(code) ?? new Map(), facetSize(code), selected)
      if (buckets.length > 0) facets[code] = buckets
    }
    const priceFacets = ranges.map((range, i) => ({ range, count: priceCounts[i] }))
    return { matched: matched.view(), facets, priceFacets }
  }
}
