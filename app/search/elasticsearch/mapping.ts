/**
 * Index layout of the Elasticsearch adapter: names, settings (analysers per store view
 * language) and mappings. Pure data; no client here.
 *
 * Names
 * - One alias per store view, `<prefix>_<storeCode>` (default prefix `karoo_products`, so
 *   `karoo_products_default`, `karoo_products_de`, `karoo_products_it`). Readers and the
 *   incremental writers (upsert/remove) only ever use the alias.
 * - Behind it one concrete index per full build, `<alias>-<yyyymmddhhmmssSSS>-<suffix>`; a
 *   rebuild fills a new one and swaps the alias in one `updateAliases` call.
 *
 * Field choices (documented in the adapter too)
 * - Documents are stored as they are (`_source` is the ProductDocument), so mapping a hit
 *   back is a copy; unknown top-level fields are kept in `_source` but not indexed
 *   (`dynamic: false`).
 * - Money: `price` and `regularPrice` are `long` integer minor units, exactly as in the
 *   ProductDocument. Price range filters and the price range aggregation convert the
 *   spec's major-unit bands with `* 100` (from inclusive, to exclusive). No scaled_float,
 *   so no rounding anywhere.
 * - Attributes: `attributes.<code>` keyword fields (an object field with a dynamic template:
 *   any new attribute code becomes a keyword field without a mapping change). Codes are
 *   expected to match ATTRIBUTE_CODE_PATTERN; the request builder treats a filter on any
 *   other code as "matches nothing".
 * - Text: `name`, `description`, `ingredients`, `categoryNames`, `brand` use the store view's language
 *   analyser (`product_text`); `name`, `categoryNames` and `brand` have a `keyword` subfield
 *   for sorting/aggregations. `sku` is a keyword (exact, case-insensitive term query) with a
 *   `sku.text` subfield split into lower-case parts ("KRO-FR-001" -> kro, fr, 001).
 * - Analysers: default (English): possessive + English stemmer and stop words; de: German
 *   stop words, `german_normalization` (ä -> a, ß -> ss...) and the light German stemmer; it:
 *   Italian elision, stop words and the light Italian stemmer. All fold accents last, so
 *   "kuhlschrank" meets "Kühlschrank" as in the embedded engine.
 * - German compounds (`RANKING.compounds`): in a German index each text field has a `compound`
 *   subfield that holds, for every analysed word, the endings of it at least `minPart` letters
 *   long (`product_compound`: the text chain, then reverse, edge n-grams, reverse:
 *   "filterkaffeemaschin" also gives "kaffeemaschin", "affeemaschin"...). Its search analyser is
 *   the plain text chain, so a query word matches the compounds it ends, as the embedded engine
 *   matches "Kaffeemaschine" in "Filterkaffeemaschine". No dictionary is needed, and none of the
 *   endings is ever typed but the real words.
 * - What a product is (`RANKING.kindScore`): `kinds` is a keyword list of the heads of the
 *   product's name and category names (`productKinds`, the embedded engine's own reading, with
 *   its stems), added to each document as it is indexed; German indexes also keep their endings
 *   (`kinds.compound`), so that the query head "kaffeemaschin" meets "filterkaffeemaschin".
 */
import type { estypes } from '@elastic/elasticsearch'
import { analysisLanguageFor, productKinds, type AnalysisLanguage } from '../analysis'
import { RANKING, splitsCompounds } from '../ranking'
import type { ProductDocument } from '../types'

export const DEFAULT_INDEX_PREFIX = 'karoo_products'

/** Attribute codes that can become field names and aggregation names safely. */
export const ATTRIBUTE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

const NAME_PART = /^[a-z0-9_]{1,64}$/

/** `<prefix>_<storeCode>`; throws for a prefix or store code that is not a plain lower-case name. */
export function aliasName(prefix: string, storeCode: string): string {
  if (!NAME_PART.test(prefix)) throw new Error(`Invalid Elasticsearch index prefix: ${JSON.stringify(prefix)}`)
  if (!NAME_PART.test(storeCode)) throw new Error(`Invalid store code for an index name: ${JSON.stringify(storeCode)}`)
  return `${prefix}_${storeCode}`
}

/** A fresh concrete index name for a full build: `<alias>-<utc timestamp>-<suffix>`. */
export function buildIndexName(alias: string, now: Date, suffix: string): string {
  const stamp = now.toISOString().replace(/[^0-9]/g, '')
  const tail = suffix.toLowerCase().replace(/[^a-z0-9]/g, '') || '0'
  return `${alias}-${stamp}-${tail}`
}

/** The wildcard matching every concrete index ever built for an alias (store codes have no '-'). */
export function indexPattern(alias: string): string {
  return `${alias}-*`
}

function textFilters(language: AnalysisLanguage): string[] {
  switch (language) {
    case 'german':
      return ['lowercase', 'karoo_german_stop', 'german_normalization', 'karoo_german_stemmer', 'asciifolding']
    case 'italian':
      return ['karoo_italian_elision', 'lowercase', 'karoo_italian_stop', 'karoo_italian_stemmer', 'asciifolding']
    case 'english':
    default:
      return ['karoo_english_possessive', 'lowercase', 'karoo_english_stop', 'karoo_english_stemmer', 'asciifolding']
  }
}

/** Articles elided in Italian ("l'asciugatrice" -> "asciugatrice"). */
const ITALIAN_ARTICLES = [
  'c',
  'l',
  'all',
  'dall',
  'dell',
  'nell',
  'sull',
  'coll',
  'pell',
  'gl',
  'agl',
  'dagl',
  'degl',
  'negl',
  'sugl',
  'un',
  'm',
  't',
  's',
  'v',
  'd',
]

export interface IndexSettingsOptions {
  /** Primary shards; 1 suits catalogues up to a few million documents. */
  shards?: number
  /** Replicas; left to the cluster default when undefined. */
  replicas?: number
  /** Refresh interval while the index is built (`-1`: none until the final refresh). */
  refreshInterval?: string
}

/** Endings of a word of at least the compound part length (applied between two `reverse` filters). */
const COMPOUND_ENDINGS = { type: 'edge_ngram', min_gram: RANKING.compounds.minPart, max_gram: 64 } as const

/** Analysers that index the endings of words, for the store views whose language splits compounds. */
function compoundAnalyzers(language: AnalysisLanguage): Record<string, estypes.AnalysisCustomAnalyzer> {
  if (!splitsCompounds(language)) return {}
  const endings = ['reverse', 'karoo_compound_endings', 'reverse']
  return {
    product_compound: { type: 'custom', tokenizer: 'standard', filter: [...textFilters(language), ...endings] },
    kind_compound: { type: 'custom', tokenizer: 'keyword', filter: endings },
  }
}

export function indexSettings(storeCode: string, options: IndexSettingsOptions = {}): estypes.IndicesIndexSettings {
  const language = analysisLanguageFor(storeCode)
  return {
    number_of_shards: options.shards ?? 1,
    ...(options.replicas === undefined ? {} : { number_of_replicas: options.replicas }),
    ...(options.refreshInterval === undefined ? {} : { refresh_interval: options.refreshInterval }),
    analysis: {
      filter: {
        karoo_english_possessive: { type: 'stemmer', language: 'possessive_english' },
        karoo_english_stop: { type: 'stop', stopwords: '_english_' },
        karoo_english_stemmer: { type: 'stemmer', language: 'english' },
        karoo_german_stop: { type: 'stop', stopwords: '_german_' },
        karoo_german_stemmer: { type: 'stemmer', language: 'light_german' },
        karoo_italian_elision: { type: 'elision', articles: ITALIAN_ARTICLES, articles_case: true },
        karoo_italian_stop: { type: 'stop', stopwords: '_italian_' },
        karoo_italian_stemmer: { type: 'stemmer', language: 'light_italian' },
        ...(splitsCompounds(language) ? { karoo_compound_endings: COMPOUND_ENDINGS } : {}),
      },
      analyzer: {
        product_text: { type: 'custom', tokenizer: 'standard', filter: textFilters(language) },
        sku_text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
        ...compoundAnalyzers(language),
      },
    },
  }
}

const keywordSubfield = { keyword: { type: 'keyword', ignore_above: 256 } } as const

/** The text fields whose words also match as the end of compounds (the sku is a code, not language). */
export const COMPOUND_TEXT_FIELDS = ['name', 'categoryNames', 'ingredients', 'brand', 'description'] as const

/**
 * The same mapping for every store view, but for the analyser behind `product_text` and, in a
 * language that splits compounds, the `compound` subfields.
 */
export function indexMappings(storeCode = 'default'): estypes.MappingTypeMapping {
  const compounds = splitsCompounds(analysisLanguageFor(storeCode))
  const text = (withKeyword: boolean): estypes.MappingProperty => {
    const fields: Record<string, estypes.MappingProperty> = withKeyword ? { ...keywordSubfield } : {}
    if (compounds) fields.compound = { type: 'text', analyzer: 'product_compound', search_analyzer: 'product_text' }
    return { type: 'text', analyzer: 'product_text', ...(Object.keys(fields).length > 0 ? { fields } : {}) }
  }
  return {
    dynamic: false,
    dynamic_templates: [
      {
        attribute_values: {
          path_match: 'attributes.*',
          match_mapping_type: 'string',
          mapping: { type: 'keyword', ignore_above: 256 },
        },
      },
    ],
    properties: {
      id: { type: 'long' },
      sku: { type: 'keyword', fields: { text: { type: 'text', analyzer: 'sku_text' } } },
      name: text(true),
      slug: { type: 'keyword', index: false, doc_values: false },
      typeId: { type: 'keyword' },
      categoryIds: { type: 'long' },
      categoryNames: text(true),
      brand: text(true),
      description: text(false),
      ingredients: text(false),
      kinds: {
        type: 'keyword',
        ...(compounds ? { fields: { compound: { type: 'text', analyzer: 'kind_compound', search_analyzer: 'keyword' } } } : {}),
      },
      price: { type: 'long' },
      regularPrice: { type: 'long' },
      onSale: { type: 'boolean' },
      visibility: { type: 'integer' },
      status: { type: 'integer' },
      inStock: { type: 'boolean' },
      position: { type: 'integer' },
      createdAt: { type: 'date' },
      salesCount: { type: 'long' },
      isNew: { type: 'boolean' },
      isHoliday: { type: 'boolean' },
      image: { type: 'keyword', index: false, doc_values: false },
      attributes: { type: 'object', dynamic: true },
    },
  }
}

/** Attribute codes mapped in a getMapping answer (one entry per concrete index behind the alias). */
export function attributeCodesFromMapping(response: unknown): string[] {
  const codes = new Set<string>()
  if (!response || typeof response !== 'object') return []
  for (const entry of Object.values(response as Record<string, unknown>)) {
    const properties = (entry as { mappings?: { properties?: Record<string, { properties?: Record<string, unknown> }> } })?.mappings
      ?.properties?.attributes?.properties
    if (!properties) continue
    for (const code of Object.keys(properties)) if (ATTRIBUTE_CODE_PATTERN.test(code)) codes.add(code)
  }
  return [...codes].sort()
}

/** A document as indexed: the ProductDocument and what the product is (`kinds`), read in the store view's language. */
export type IndexedDocument = ProductDocument & { kinds: string[] }

export function indexedDocument(doc: ProductDocument, language: AnalysisLanguage): IndexedDocument {
  return { ...doc, kinds: productKinds(doc.name, doc.categoryNames, language) }
}
