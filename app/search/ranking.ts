/**
 * How search ranks, described once and read by both engines: the embedded engine
 * (./orama.server.ts) scores with these numbers, and the Elasticsearch adapter
 * (./elasticsearch/request.ts, ./elasticsearch/mapping.ts) writes them into its request and its
 * index mapping. A ranking rule changed here changes in both; the unit tests of the
 * Elasticsearch request compare its clauses with this description.
 */
import { SEARCH_BOOSTS, SEARCH_MIN_SCORE, SEARCH_MINIMUM_SHOULD_MATCH } from '~/domain/constants'
import type { AnalysisLanguage } from './analysis'

/** The text fields a query searches, by the document field they read. */
export type RankedField = 'name' | 'sku' | 'categoryNames' | 'ingredients' | 'brand' | 'description'

export const RANKING = {
  /**
   * Field boosts. A word's score is the sum of its BM25 scores in every field that has it
   * (Elasticsearch: `most_fields`), each times the field's boost.
   */
  fields: {
    name: SEARCH_BOOSTS.name,
    sku: SEARCH_BOOSTS.sku,
    categoryNames: SEARCH_BOOSTS.categoryName,
    ingredients: SEARCH_BOOSTS.ingredients,
    brand: 0.8,
    description: 0.5,
  } satisfies Record<RankedField, number>,
  /** A product must match this share of the query's words (at least one). */
  minimumShouldMatch: SEARCH_MINIMUM_SHOULD_MATCH,
  /** Products scoring below this are left out; it applies to the final score, the kind score included. */
  minScore: SEARCH_MIN_SCORE,
  /**
   * What a product is. A product whose kind (the head word of its name, or of one of its
   * categories' names; see `productKinds`) is the query's head word, and that matches every
   * word of the query, scores this much on top of its text score. It is far above what text
   * alone scores, so such products come before every other match, in their text order: a
   * coffee machine that only its category calls one still comes before a water filter whose
   * name and description name the coffee machine. Requiring every word keeps a one-word
   * match ("machine" for "coffee machine") from jumping ahead of a full one.
   */
  kindScore: 1000,
  /** A query that is a product's sku scores this on top: above any kind and text score. */
  skuExactScore: 10_000,
  /**
   * German compounds. In these languages a query word also matches the words it ends
   * ("Kaffeemaschine" matches "Filterkaffeemaschine"), counted as the same word; only words
   * (stems) of at least `minPart` letters are looked up so.
   */
  compounds: { languages: ['german'] as readonly AnalysisLanguage[], minPart: 4 },
} as const

/** Whether a store view language matches query words inside compounds. */
export function splitsCompounds(language: AnalysisLanguage): boolean {
  return RANKING.compounds.languages.includes(language)
}
