/**
 * The Elasticsearch request and index mapping, read as data, against the ranking the embedded
 * engine scores with (../ranking.ts, ../orama.server.ts): the same field boosts, min_score,
 * share of words, kind score and German compound matching, for the queries whose rankings the
 * demo catalogue's relevance test holds (tests/integration/search-relevance.test.ts). No cluster
 * runs here: what Elasticsearch then scores is for the contract suite with ELASTICSEARCH_URL.
 */
import { describe, expect, it } from 'vitest'
import { analysisLanguageFor, headMatches, productKinds, type AnalysisLanguage } from '../analysis'
import { TEXT_BOOSTS } from '../orama.server'
import { RANKING } from '../ranking'
import type { ProductQuery } from '../types'
import { COMPOUND_TEXT_FIELDS, indexMappings, indexSettings, indexedDocument } from './mapping'
import { SKU_EXACT_SCORE, buildSearchRequest, textWords } from './request'

type AnyRecord = Record<string, any>

function request(storeCode: string, text: string): AnyRecord {
  const query: ProductQuery = { text, priceRanges: [], attributes: {}, sort: 'relevance', start: 0, size: 24 }
  return buildSearchRequest(query, { attributeCodes: [], language: analysisLanguageFor(storeCode) }) as AnyRecord
}

/** Every object under `node` that has the key (depth first). */
function findAll(node: unknown, key: string): AnyRecord[] {
  if (!node || typeof node !== 'object') return []
  const here = key in node ? [(node as AnyRecord)[key]] : []
  return [...here, ...Object.values(node).flatMap((child) => findAll(child, key))]
}

/** "name.compound^4" -> ['name', 4]; the sku's words are searched in `sku.text`. */
function fieldBoost(entry: string): [string, number] {
  const [path, boost] = entry.split('^')
  return [path.replace(/\.compound$/, '').replace(/^sku\.text$/, 'sku'), Number(boost)]
}

// The query's head as the embedded engine reads it (`nameHead`, stemmed), written out.
const QUERIES: [storeCode: string, text: string, head: string][] = [
  ['default', 'kettle', 'kettle'],
  ['default', 'fridge', 'fridge'],
  ['default', 'coffee machine', 'machine'],
  ['de', 'Wasserkocher', 'wasserkoch'],
  ['de', 'Kühlschrank', 'kuhlschrank'],
  ['de', 'Kaffeemaschine', 'kaffeemaschin'],
  ['it', 'bollitore', 'bollitor'],
  ['it', 'frigorifero', 'frigorifer'],
  ['it', 'macchina da caffè', 'macchin'],
]

describe('the Elasticsearch request ranks as the embedded engine does', () => {
  it.each(QUERIES)('%s "%s": min_score, boosts, 75%% of the words', (storeCode, text) => {
    const body = request(storeCode, text)
    expect(body.min_score).toBe(0.02)
    expect(body.min_score).toBe(RANKING.minScore)
    expect(body.sort[0]).toEqual({ _score: { order: 'desc' } })
    const words = body.query.bool.must[0].bool.should[0].bool
    expect(words.minimum_should_match).toBe('75%')
    expect(words.should).toHaveLength(textWords(text, analysisLanguageFor(storeCode)).length)
    const matches = findAll(body.query.bool.must, 'multi_match')
    expect(matches.length).toBeGreaterThan(0)
    for (const match of matches) {
      // Scores of the fields add up, as the embedded engine adds them.
      expect(match.type).toBe('most_fields')
      for (const entry of match.fields as string[]) {
        const [field, boost] = fieldBoost(entry)
        expect(boost, entry).toBe(TEXT_BOOSTS[field as keyof typeof TEXT_BOOSTS])
      }
    }
    // Every field the embedded engine scores is searched, with its boost.
    const plainFields = Object.fromEntries((matches[0].fields as string[]).map(fieldBoost))
    expect(plainFields).toEqual(TEXT_BOOSTS)
    expect(plainFields).toMatchObject({ name: 4, sku: 2, categoryNames: 1, ingredients: 1 })
  })

  it.each(QUERIES)('%s "%s": the kind score for products of the kind %s that match every word', (storeCode, text, head) => {
    const language = analysisLanguageFor(storeCode)
    const body = request(storeCode, text)
    const [kind] = body.query.bool.should
    expect(body.query.bool.should).toHaveLength(1)
    expect(kind.constant_score.boost).toBe(RANKING.kindScore)
    expect(RANKING.kindScore).toBe(1000)
    const [kindMatch, ...wordMatches] = kind.constant_score.filter.bool.filter
    const kindTerms = findAll(kindMatch, 'term')
    expect(kindTerms).toContainEqual({ kinds: head })
    if (language === 'german') expect(kindTerms).toContainEqual({ 'kinds.compound': head })
    else expect(kindTerms).toEqual([{ kinds: head }])
    // Every word must match (as a filter: it adds no score of its own).
    expect(wordMatches).toEqual(body.query.bool.must[0].bool.should[0].bool.should)
    // The sku still comes first.
    expect(SKU_EXACT_SCORE).toBeGreaterThan(RANKING.kindScore)
  })

  it.each(QUERIES)('%s "%s": German words also match the compounds they end, nowhere else', (storeCode, text) => {
    const body = request(storeCode, text)
    const json = JSON.stringify(body)
    if (analysisLanguageFor(storeCode) !== 'german') {
      expect(json).not.toContain('.compound')
      return
    }
    for (const word of body.query.bool.must[0].bool.should[0].bool.should) {
      const [plain, compound] = word.dis_max.queries
      expect(plain.multi_match.fields.some((field: string) => field.includes('.compound'))).toBe(false)
      expect(compound.multi_match.fields).toEqual(COMPOUND_TEXT_FIELDS.map((field) => `${field}.compound^${TEXT_BOOSTS[field]}`))
      // Compounds match exact words only, as in the embedded engine (no typo tolerance there).
      expect(compound.multi_match.fuzziness).toBeUndefined()
    }
  })

  it('adds no kind score when the text has no head word (a product code)', () => {
    expect(request('default', 'KET-0901').query.bool.should).toBeUndefined()
  })
})

describe('the Elasticsearch index holds what the kind score and compounds need', () => {
  it('indexes German words with their endings (at least the compound part length), searched as plain words', () => {
    const settings = indexSettings('de').analysis as AnyRecord
    const text = settings.analyzer.product_text.filter as string[]
    expect(text).toEqual(expect.arrayContaining(['german_normalization', 'karoo_german_stemmer']))
    expect(settings.analyzer.product_compound).toEqual({
      type: 'custom',
      tokenizer: 'standard',
      filter: [...text, 'reverse', 'karoo_compound_endings', 'reverse'],
    })
    expect(settings.filter.karoo_compound_endings).toMatchObject({ type: 'edge_ngram', min_gram: RANKING.compounds.minPart })
    expect(settings.analyzer.kind_compound).toEqual({
      type: 'custom',
      tokenizer: 'keyword',
      filter: ['reverse', 'karoo_compound_endings', 'reverse'],
    })
    const properties = indexMappings('de').properties as AnyRecord
    for (const field of COMPOUND_TEXT_FIELDS) {
      expect(properties[field].fields.compound, field).toEqual({
        type: 'text',
        analyzer: 'product_compound',
        search_analyzer: 'product_text',
      })
    }
    expect(properties.sku.fields.compound).toBeUndefined()
    expect(properties.kinds).toEqual({
      type: 'keyword',
      fields: { compound: { type: 'text', analyzer: 'kind_compound', search_analyzer: 'keyword' } },
    })
    // The name keeps its keyword subfield beside the compound one.
    expect(properties.name.fields.keyword.type).toBe('keyword')
  })

  it.each(['default', 'it'])('has no compound analysis in %s', (storeCode) => {
    const settings = indexSettings(storeCode).analysis as AnyRecord
    expect(settings.analyzer.product_compound).toBeUndefined()
    expect(settings.filter.karoo_compound_endings).toBeUndefined()
    const properties = indexMappings(storeCode).properties as AnyRecord
    expect(properties.kinds).toEqual({ type: 'keyword' })
    expect(properties.name.fields).toEqual({ keyword: { type: 'keyword', ignore_above: 256 } })
    expect(properties.description.fields).toBeUndefined()
  })

  /**
   * The kind filter as the mapping makes Elasticsearch apply it: a `kinds` term is one of the
   * indexed kinds; a `kinds.compound` term is an ending, at least the compound part long, of one.
   */
  function elasticsearchKindMatches(kinds: string[], head: string, language: AnalysisLanguage): boolean {
    if (kinds.includes(head)) return true
    return language === 'german' && head.length >= RANKING.compounds.minPart && kinds.some((kind) => kind.endsWith(head))
  }

  // Products of the demo catalogue, by their name and categories in each view.
  const PRODUCTS: [storeCode: string, text: string, name: string, categories: string[], ofTheKind: boolean][] = [
    ['de', 'Kaffeemaschine', 'Khaya Espressomaschine 1,2 L KH0909', ['Kleingeräte', 'Kaffeemaschinen'], true],
    ['de', 'Kaffeemaschine', 'Vuka Filterkaffeemaschine 1,8 L VK1001', ['Kleingeräte', 'Kaffeemaschinen'], true],
    ['de', 'Kaffeemaschine', 'Khaya Wasserfilter für Kaffeemaschinen KH1003', ['Ersatzteile', 'Wasser- & Luftfilter'], false],
    ['de', 'Kühlschrank', 'Koel Kühlschrank-Wasserfilterkartusche KL0916', ['Ersatzteile', 'Wasser- & Luftfilter'], false],
    ['de', 'Kühlschrank', 'Khaya Side-by-Side-Kühlschrank mit Wasserspender 550 L KH1001', ['Großgeräte', 'Kühl- & Gefrierschränke'], true],
    ['de', 'Wasserkocher', 'Khaya Kalkfilter für Wasserkocher KH1004', ['Ersatzteile', 'Wasser- & Luftfilter'], false],
    ['de', 'Wasserkocher', 'Khaya Glas-Wasserkocher 1,7 L KH1003', ['Kleingeräte', 'Wasserkocher'], true],
    ['default', 'coffee machine', 'Khaya 1.2 L Espresso Machine KH0909', ['Small Appliances', 'Coffee Machines'], true],
    ['default', 'coffee machine', 'Khaya Coffee Machine Water Filter KH1003', ['Spare Parts', 'Water & Air Filters'], false],
    ['default', 'fridge', 'Bosveld Fridge Door Seal BV1002', ['Spare Parts', 'Door Seals'], false],
    ['default', 'fridge', 'Koel 120 L Bar Fridge KL1007', ['Large Appliances', 'Fridges & Freezers'], true],
    ['it', 'macchina da caffè', 'Macchina per espresso Khaya 1,2 L KH0909', ['Piccoli elettrodomestici', 'Macchine da caffè'], true],
    ['it', 'macchina da caffè', 'Filtro acqua per macchina da caffè Khaya KH1003', ['Ricambi', 'Filtri per acqua e aria'], false],
    ['it', 'frigorifero', 'Frigobar Koel 120 L KL1007', ['Grandi elettrodomestici', 'Frigoriferi e congelatori'], true],
    ['it', 'frigorifero', 'Guarnizione porta frigorifero Bosveld BV1002', ['Ricambi', 'Guarnizioni'], false],
  ]

  it.each(PRODUCTS)('%s "%s": %s is of the kind asked for: %s, in both engines', (storeCode, text, name, categories, ofTheKind) => {
    const language = analysisLanguageFor(storeCode)
    const indexed = indexedDocument({ name, categoryNames: categories } as never, language)
    expect(indexed.kinds).toEqual(productKinds(name, categories, language))
    const head = request(storeCode, text).query.bool.should[0].constant_score.filter.bool.filter
    const asked = findAll(head[0], 'term').map((term) => Object.values(term)[0] as string)[0]
    expect(elasticsearchKindMatches(indexed.kinds, asked, language)).toBe(ofTheKind)
    // The embedded engine's reading of the same product and query.
    expect(indexed.kinds.some((kind) => headMatches(kind, asked, language))).toBe(ofTheKind)
  })
})
