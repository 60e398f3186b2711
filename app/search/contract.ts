/**
 * The behaviour every SearchEngine must share, as one Vitest suite that runs against any
 * engine: the embedded Orama engine always, Elasticsearch when a cluster is configured
 * (app/search/contract.test.ts). Only what the shop relies on is asserted — which products,
 * in which order where the order is defined (sorts, paging, "most relevant first" where
 * the difference is clear), facet and price counts — never engine-specific scores.
 *
 * The catalogue: ~30 hand-made products per store view (English names in `default`, German
 * in `de`, Italian in `it` for the fridges and kettles), in three categories plus the root,
 * with hidden (visibility 1) and unavailable (status 2) products that must never show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ladderBands, priceLadder } from '~/domain/price-facets'
import { PRICE_RANGES, type ProductDocument, type ProductQuery, type SearchEngine, type SearchResult } from './types'

export const ROOT = 2
export const FRIDGES = 10
export const SMALL = 20
export const LAUNDRY = 30

/** A store view used only by the write tests (upsert, remove, replace). */
const SCRATCH = 'contract_scratch'
/**
 * A German store view for the write tests of their own: a store code that is no known store view
 * is read in the language its first letters name ("de").
 */
const SCRATCH_DE = 'de_contract_scratch'

type Names = { en: string; de?: string; it?: string }

interface Seed {
  id: number
  names: Names
  category: number
  price: number
  position: number
  brand?: string
  description?: Names
  sku?: string
  createdAt?: string
  salesCount?: number
  attributes?: Record<string, string[]>
  visibility?: number
  status?: number
  isNew?: boolean
  isHoliday?: boolean
  onSale?: boolean
}

const CATEGORY_NAMES: Record<number, Names> = {
  [FRIDGES]: { en: 'Fridges', de: 'Kühlschränke', it: 'Frigoriferi' },
  [SMALL]: { en: 'Small appliances', de: 'Kleingeräte', it: 'Piccoli elettrodomestici' },
  [LAUNDRY]: { en: 'Laundry', de: 'Wäschepflege', it: 'Lavanderia' },
}

// Prices in minor units. Fridges have distinct prices, dates and sales so that every sort has
// one right answer; two laundry products share a price to check the tie-breaker.
const SEEDS: Seed[] = [
  {
    id: 1,
    names: { en: 'Koel Retro Kettle', de: 'Koel Retro Wasserkocher', it: 'Koel Bollitore Retro' },
    category: SMALL,
    price: 45_000,
    position: 1,
    brand: 'Koel',
    sku: 'KRO-KT-001',
    createdAt: '2024-01-10T00:00:00.000Z',
    salesCount: 40,
    attributes: { color: ['red'], brand: ['koel'] },
    isNew: true,
  },
  {
    id: 2,
    names: { en: 'Hot Water Urn', de: 'Heißwasserspender', it: 'Distributore di acqua calda' },
    description: {
      en: 'Boils water for a crowd, faster than a kettle.',
      de: 'Kocht Wasser für viele Gäste.',
      it: "Scalda l'acqua per molti ospiti.",
    },
    category: SMALL,
    price: 89_900,
    position: 2,
    brand: 'Defy',
    attributes: { color: ['silver'], brand: ['defy'] },
  },
  {
    id: 3,
    names: { en: 'Koel Fridge Freezer 300L', de: 'Koel Kühlschrank mit Gefrierfach 300L', it: 'Koel Frigorifero con congelatore 300L' },
    category: FRIDGES,
    price: 899_900,
    position: 1,
    brand: 'Koel',
    sku: 'KRO-FR-003',
    createdAt: '2024-01-01T00:00:00.000Z',
    salesCount: 50,
    attributes: { color: ['white'], brand: ['koel'] },
  },
  {
    id: 4,
    names: { en: 'Bosch Side-by-Side Fridge', de: 'Bosch Side-by-Side Kühlschrank', it: 'Bosch Frigorifero Side-by-Side' },
    category: FRIDGES,
    price: 2_499_900,
    position: 2,
    brand: 'Bosch',
    createdAt: '2024-03-01T00:00:00.000Z',
    salesCount: 10,
    attributes: { color: ['black', 'silver'], brand: ['bosch'] },
  },
  {
    id: 5,
    names: { en: 'Defy Bar Fridge', de: 'Defy Minikühlschrank', it: 'Defy Frigorifero da bar' },
    category: FRIDGES,
    price: 24_999,
    position: 3,
    brand: 'Defy',
    createdAt: '2024-02-01T00:00:00.000Z',
    salesCount: 99,
    attributes: { color: ['white'], brand: ['defy'] },
    onSale: true,
  },
  {
    id: 6,
    names: { en: 'Smeg Retro Fridge', de: 'Smeg Retro Kühlschrank', it: 'Smeg Frigorifero Retro' },
    category: FRIDGES,
    price: 3_000_000,
    position: 4,
    brand: 'Smeg',
    createdAt: '2023-12-01T00:00:00.000Z',
    salesCount: 5,
    attributes: { color: ['cream'], brand: ['smeg'] },
    status: 0,
    visibility: 2,
  },
  {
    id: 7,
    names: { en: 'Hisense Compact Fridge', de: 'Hisense Kompaktkühlschrank', it: 'Hisense Frigorifero compatto' },
    category: FRIDGES,
    price: 150_000,
    position: 5,
    brand: 'Hisense',
    createdAt: '2024-04-01T00:00:00.000Z',
    salesCount: 20,
    attributes: { color: ['white'], brand: ['hisense'] },
    visibility: 3,
  },
  {
    id: 8,
    names: { en: 'Hidden Fridge Variant', de: 'Versteckte Kühlschrank Variante', it: 'Variante nascosta del frigorifero' },
    category: FRIDGES,
    price: 100_000,
    position: 6,
    attributes: { color: ['white'] },
    visibility: 1,
  },
  {
    id: 9,
    names: { en: 'Discontinued Fridge', de: 'Eingestellter Kühlschrank', it: 'Frigorifero fuori produzione' },
    category: FRIDGES,
    price: 100_000,
    position: 7,
    attributes: { color: ['white'] },
    status: 2,
  },
  {
    id: 10,
    names: { en: 'Russell Hobbs Toaster' },
    category: SMALL,
    price: 9_999,
    position: 3,
    brand: 'Russell Hobbs',
    attributes: { color: ['black'], brand: ['russell-hobbs'] },
  },
  {
    id: 11,
    names: { en: 'Koel Two-Slice Toaster' },
    category: SMALL,
    price: 29_900,
    position: 4,
    brand: 'Koel',
    attributes: { color: ['red'], brand: ['koel'] },
    isNew: true,
  },
  {
    id: 12,
    names: { en: 'Morphy Richards Kettle', de: 'Morphy Richards Wasserkocher', it: 'Morphy Richards Bollitore' },
    category: SMALL,
    price: 39_900,
    position: 5,
    brand: 'Morphy Richards',
    attributes: { color: ['white'], brand: ['morphy-richards'] },
  },
  {
    id: 13,
    names: { en: 'Koel Cordless Kettle', de: 'Koel Kabelloser Wasserkocher', it: 'Koel Bollitore senza filo' },
    category: SMALL,
    price: 35_000,
    position: 6,
    brand: 'Koel',
    attributes: { color: ['white'], brand: ['koel'] },
  },
  {
    id: 14,
    names: { en: 'Bosch Washing Machine 8kg' },
    category: LAUNDRY,
    price: 650_000,
    position: 1,
    brand: 'Bosch',
    attributes: { color: ['white'], brand: ['bosch'], capacity: ['8kg'] },
  },
  {
    id: 15,
    names: { en: 'LG Tumble Dryer' },
    category: LAUNDRY,
    price: 700_000,
    position: 2,
    brand: 'LG',
    attributes: { color: ['silver'], brand: ['lg'] },
  },
  {
    id: 16,
    names: { en: 'Samsung Front Loader Washer' },
    category: LAUNDRY,
    price: 650_000,
    position: 3,
    brand: 'Samsung',
    attributes: { color: ['white'], brand: ['samsung'], capacity: ['9kg'] },
  },
  {
    id: 17,
    names: { en: 'Steam Iron' },
    category: LAUNDRY,
    price: 25_000,
    position: 4,
    brand: 'Philips',
    attributes: { color: ['blue'], brand: ['philips'] },
    isHoliday: true,
  },
  { id: 18, names: { en: 'Ironing Board' }, category: LAUNDRY, price: 20_000, position: 5 },
  {
    id: 19,
    names: { en: 'Stand Mixer' },
    category: SMALL,
    price: 550_000,
    position: 7,
    brand: 'Kenwood',
    attributes: { color: ['silver'], brand: ['kenwood'] },
    isHoliday: true,
  },
  {
    id: 20,
    names: { en: 'Blender' },
    category: SMALL,
    price: 79_900,
    position: 8,
    brand: 'Defy',
    attributes: { color: ['black'], brand: ['defy'] },
  },
  {
    id: 21,
    names: { en: 'Coffee Machine' },
    category: SMALL,
    price: 299_900,
    position: 9,
    brand: 'DeLonghi',
    attributes: { color: ['black'], brand: ['delonghi'] },
    onSale: true,
  },
  {
    id: 22,
    names: { en: 'Air Fryer' },
    category: SMALL,
    price: 129_900,
    position: 10,
    brand: 'Philips',
    attributes: { color: ['black'], brand: ['philips'] },
  },
  {
    id: 23,
    names: { en: 'Food Processor' },
    category: SMALL,
    price: 99_900,
    position: 11,
    brand: 'Kenwood',
    attributes: { color: ['white'], brand: ['kenwood'] },
  },
  {
    id: 24,
    names: { en: 'Slow Cooker' },
    category: SMALL,
    price: 59_900,
    position: 12,
    brand: 'Crock-Pot',
    attributes: { color: ['black'], brand: ['crock-pot'] },
  },
  {
    id: 25,
    names: { en: 'Sandwich Maker' },
    category: SMALL,
    price: 19_900,
    position: 13,
    brand: 'Defy',
    attributes: { color: ['black'], brand: ['defy'] },
  },
  {
    id: 26,
    names: { en: 'Hand Blender' },
    category: SMALL,
    price: 49_900,
    position: 14,
    brand: 'Braun',
    attributes: { color: ['white'], brand: ['braun'] },
  },
  {
    id: 27,
    names: { en: 'Juicer' },
    category: SMALL,
    price: 69_900,
    position: 15,
    brand: 'Philips',
    attributes: { color: ['silver'], brand: ['philips'] },
  },
  {
    id: 28,
    names: { en: 'Rice Cooker' },
    category: SMALL,
    price: 39_900,
    position: 16,
    brand: 'Defy',
    attributes: { color: ['white'], brand: ['defy'] },
  },
  {
    id: 29,
    names: { en: 'Dishwasher' },
    category: ROOT,
    price: 899_900,
    position: 1,
    brand: 'Bosch',
    attributes: { color: ['silver'], brand: ['bosch'] },
  },
  {
    id: 30,
    names: { en: 'Extractor Fan' },
    category: ROOT,
    price: 159_900,
    position: 2,
    brand: 'Elica',
    attributes: { color: ['silver'], brand: ['elica'] },
  },
]

type Language = 'en' | 'de' | 'it'

/** The documents of a store view (default: English; de, it: translated where a translation exists). */
export function contractDocuments(storeCode: string): ProductDocument[] {
  const lang: Language = storeCode === 'de' ? 'de' : storeCode === 'it' ? 'it' : 'en'
  const text = (names: Names) => names[lang] ?? names.en
  return SEEDS.map((seed) => ({
    id: seed.id,
    sku: seed.sku ?? `KAR-${String(seed.id).padStart(3, '0')}`,
    name: text(seed.names),
    slug: `product-${seed.id}`,
    typeId: 'simple',
    categoryIds: seed.category === ROOT ? [ROOT] : [ROOT, seed.category],
    categoryNames: seed.category === ROOT ? [] : [text(CATEGORY_NAMES[seed.category])],
    brand: seed.brand ?? null,
    description: seed.description ? text(seed.description) : '',
    price: seed.price,
    regularPrice: seed.onSale ? seed.price + 10_000 : seed.price,
    onSale: seed.onSale ?? false,
    visibility: seed.visibility ?? 4,
    status: seed.status ?? 1,
    inStock: true,
    position: seed.position,
    createdAt: seed.createdAt ?? `2023-06-${String((seed.id % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    salesCount: seed.salesCount ?? seed.id,
    isNew: seed.isNew ?? false,
    isHoliday: seed.isHoliday ?? false,
    image: null,
    attributes: seed.attributes ?? {},
  }))
}

/** Products every listing may show: not hidden (8) and not unavailable (9). */
const LISTABLE_IDS = SEEDS.filter((seed) => seed.id !== 8 && seed.id !== 9).map((seed) => seed.id)

function q(overrides: Partial<ProductQuery> = {}): ProductQuery {
  return { priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50, ...overrides }
}

const ids = (result: SearchResult) => result.items.map((item) => item.id)

export interface SearchContractOptions {
  /** Run after the suite (drop test indexes, close clients). */
  cleanup?: (engine: SearchEngine) => Promise<void>
}

/** Register the shared scenarios for one engine. */
export function runSearchContract(name: string, makeEngine: () => Promise<SearchEngine>, options: SearchContractOptions = {}): void {
  describe(`search engine contract: ${name}`, () => {
    let engine: SearchEngine

    beforeAll(async () => {
      engine = await makeEngine()
      for (const store of ['default', 'de', 'it']) await engine.replaceAll(store, contractDocuments(store))
    })

    afterAll(async () => {
      if (engine && options.cleanup) await options.cleanup(engine)
    })

    const search = (query: Partial<ProductQuery>, store = 'default') => engine.search(store, q(query))

    describe('text relevance', () => {
      it('ranks a name match above a description match', async () => {
        const result = await search({ text: 'kettle', sort: 'relevance' })
        const found = ids(result)
        expect(found).toEqual(expect.arrayContaining([1, 12, 13, 2]))
        for (const byName of [1, 12, 13]) expect(found.indexOf(byName)).toBeLessThan(found.indexOf(2))
        expect(result.total).toBe(found.length)
      })

      it('finds a misspelled word', async () => {
        const found = ids(await search({ text: 'frdge', sort: 'relevance' }))
        expect(found).toEqual(expect.arrayContaining([3, 4, 5, 6, 7]))
        expect(found).not.toContain(1)
      })

      it('puts the product first for its sku, in any case', async () => {
        for (const text of ['KRO-FR-003', 'kro-fr-003']) {
          const result = await search({ text, sort: 'relevance' })
          expect(ids(result)[0]).toBe(3)
        }
      })

      it('prefers products matching more words and needs most of them (75%)', async () => {
        const found = ids(await search({ text: 'koel retro kettle', sort: 'relevance' }))
        expect(found[0]).toBe(1)
        expect(found).toContain(13) // koel + kettle: 2 of 3 words
        // One word of three is not enough: retro only, koel only, kettle only (name or description).
        for (const id of [6, 3, 12, 2]) expect(found).not.toContain(id)
      })

      it('returns nothing for an unknown word', async () => {
        const result = await search({ text: 'zzxqvw', sort: 'relevance' })
        expect(result.total).toBe(0)
        expect(result.items).toEqual([])
      })

      it('treats query syntax and SQL as plain text', async () => {
        const symbols = await search({ text: '* ? " ( ) : \\ /', sort: 'relevance' })
        expect(symbols.total).toBe(0)
        const sql = await search({ text: `fridge' OR '1'='1`, sort: 'relevance' })
        for (const id of ids(sql)) expect(LISTABLE_IDS).toContain(id)
        expect(ids(await search({ text: 'fridge)) OR name:*', sort: 'relevance' }))).not.toContain(8)
      })

      it('combines text with the category and the listing scope', async () => {
        const found = ids(await search({ text: 'fridge', categoryId: FRIDGES, sort: 'price_asc' }))
        expect(found).toEqual([5, 7, 3, 4, 6])
      })
    })

    describe('facets', () => {
      it('counts attribute values and price bands for a category', async () => {
        const result = await search({ categoryId: FRIDGES })
        expect(result.total).toBe(5)
        expect(Object.keys(result.facets).sort()).toEqual(['brand', 'color'])
        expect(result.facets.color).toEqual([
          { value: 'white', count: 3 },
          { value: 'black', count: 1 },
          { value: 'cream', count: 1 },
          { value: 'silver', count: 1 },
        ])
        expect(result.facets.brand.map((bucket) => bucket.value)).toEqual(['bosch', 'defy', 'hisense', 'koel', 'smeg'])
        expect(result.priceFacets.map((facet) => facet.range)).toEqual([...PRICE_RANGES])
        expect(result.priceFacets.map((facet) => facet.count)).toEqual([0, 1, 0, 0, 1, 3])
      })

      it('counts multi-select style: an attribute ignores its own filter, the others do not', async () => {
        const white = await search({ categoryId: FRIDGES, attributes: { color: ['white'] } })
        expect(ids(white)).toEqual([3, 5, 7])
        expect(white.facets.color).toEqual([
          { value: 'white', count: 3 },
          { value: 'black', count: 1 },
          { value: 'cream', count: 1 },
          { value: 'silver', count: 1 },
        ])
        expect(white.facets.brand).toEqual([
          { value: 'defy', count: 1 },
          { value: 'hisense', count: 1 },
          { value: 'koel', count: 1 },
        ])
        expect(white.priceFacets.map((facet) => facet.count)).toEqual([0, 1, 0, 0, 1, 1])

        const twoColours = await search({ categoryId: FRIDGES, attributes: { color: ['white', 'black'] } })
        expect(ids(twoColours)).toEqual([3, 4, 5, 7])

        const whiteKoel = await search({ categoryId: FRIDGES, attributes: { color: ['white'], brand: ['koel'] } })
        expect(ids(whiteKoel)).toEqual([3])
        expect(whiteKoel.facets.color).toEqual([{ value: 'white', count: 1 }])
        expect(whiteKoel.facets.brand).toEqual([
          { value: 'defy', count: 1 },
          { value: 'hisense', count: 1 },
          { value: 'koel', count: 1 },
        ])
      })

      it('always lists selected values, with a zero count when nothing has them', async () => {
        const result = await search({ categoryId: FRIDGES, attributes: { color: ['purple'] } })
        expect(result.total).toBe(0)
        expect(result.facets.color).toContainEqual({ value: 'purple', count: 0 })
        expect(result.facets.color).toContainEqual({ value: 'white', count: 3 })
      })

      it('facets every attribute present in the result', async () => {
        const result = await search({})
        expect(Object.keys(result.facets).sort()).toEqual(['brand', 'capacity', 'color'])
        expect(result.facets.color[0]).toEqual({ value: 'white', count: 10 })
        expect(result.facets.capacity).toEqual([
          { value: '8kg', count: 1 },
          { value: '9kg', count: 1 },
        ])
      })
    })

    describe('price ranges', () => {
      it('filters by one band, upper bound exclusive, and counts bands without the price filter', async () => {
        const all = await search({})
        const band = await search({ priceRanges: [PRICE_RANGES[1]] })
        // 100.00-249.99: the bar fridge (249.99), the sandwich maker and the ironing board; the
        // steam iron at exactly 250.00 belongs to the next band.
        expect(ids(band).sort((a, b) => a - b)).toEqual([5, 18, 25])
        expect(band.priceFacets).toEqual(all.priceFacets)
        expect(all.priceFacets.map((facet) => facet.count).reduce((a, b) => a + b, 0)).toBe(LISTABLE_IDS.length)
        const next = await search({ priceRanges: [PRICE_RANGES[2]] })
        expect(ids(next)).toContain(17)
      })

      it("counts the bands the query asks for (a currency's ladder), with the same filters", async () => {
        const bands = ladderBands(priceLadder('ZAR'))
        const result = await search({ categoryId: FRIDGES, priceBands: bands })
        expect(result.priceFacets.map((facet) => facet.range)).toEqual(bands)
        const filled = (r: SearchResult) =>
          r.priceFacets.filter((facet) => facet.count > 0).map((facet) => [facet.range.from, facet.range.to, facet.count])
        expect(filled(result)).toEqual([
          [200, 250, 1],
          [1500, 2000, 1],
          [7500, 10_000, 1],
          [20_000, 25_000, 1],
          [30_000, 40_000, 1],
        ])
        const white = await search({
          categoryId: FRIDGES,
          priceBands: bands,
          attributes: { color: ['white'] },
          priceRanges: [{ from: 7500, to: null }],
        })
        expect(ids(white)).toEqual([3])
        expect(filled(white)).toEqual([
          [200, 250, 1],
          [1500, 2000, 1],
          [7500, 10_000, 1],
        ])
      })

      it('ORs several bands and combines them with attributes', async () => {
        const cheapOrDear = await search({ priceRanges: [PRICE_RANGES[0], PRICE_RANGES[5]], categoryId: FRIDGES })
        expect(ids(cheapOrDear)).toEqual([3, 4, 6])
        const white = await search({ priceRanges: [PRICE_RANGES[5]], categoryId: FRIDGES, attributes: { color: ['white'] } })
        expect(ids(white)).toEqual([3])
        expect(white.facets.color).toContainEqual({ value: 'black', count: 1 })
      })
    })

    describe('sorting', () => {
      const order = async (sort: ProductQuery['sort']) => ids(await search({ categoryId: FRIDGES, sort }))

      it('sorts by position, price both ways, newest and bestsellers', async () => {
        expect(await order('position')).toEqual([3, 4, 5, 6, 7])
        expect(await order('price_asc')).toEqual([5, 7, 3, 4, 6])
        expect(await order('price_desc')).toEqual([6, 4, 3, 7, 5])
        expect(await order('newest')).toEqual([7, 4, 5, 3, 6])
        expect(await order('bestsellers')).toEqual([5, 3, 7, 4, 6])
        // Relevance without text is the default order.
        expect(await order('relevance')).toEqual([3, 4, 5, 6, 7])
      })

      it('breaks price ties by position', async () => {
        const asc = ids(await search({ categoryId: LAUNDRY, sort: 'price_asc' }))
        const desc = ids(await search({ categoryId: LAUNDRY, sort: 'price_desc' }))
        expect(asc).toEqual([18, 17, 14, 16, 15])
        expect(desc).toEqual([15, 14, 16, 17, 18])
      })

      it('sorts text results by price when asked', async () => {
        const found = ids(await search({ text: 'kettle', sort: 'price_asc' }))
        const prices = found.map((id) => SEEDS.find((seed) => seed.id === id)!.price)
        expect(prices).toEqual([...prices].sort((a, b) => a - b))
        expect(found).toEqual(expect.arrayContaining([1, 12, 13]))
      })
    })

    describe('paging', () => {
      it('pages with start and size, reports the total and a short last page', async () => {
        const full = ids(await search({ size: 100 }))
        expect(full).toHaveLength(LISTABLE_IDS.length)
        const pages: number[] = []
        for (let start = 0; start < full.length; start += 12) {
          const page = await search({ start, size: 12 })
          expect(page.total).toBe(LISTABLE_IDS.length)
          expect([page.start, page.perPage]).toEqual([start, 12])
          pages.push(...ids(page))
        }
        expect(pages).toEqual(full)
        const last = await search({ start: 24, size: 12 })
        expect(last.items).toHaveLength(LISTABLE_IDS.length - 24)
        const past = await search({ start: 100, size: 12 })
        expect(past.items).toEqual([])
        expect(past.total).toBe(LISTABLE_IDS.length)
      })

      it('normalises bad paging: size <= 0 becomes 50, a negative start 0', async () => {
        const result = await search({ start: -10, size: 0 })
        expect([result.start, result.perPage]).toEqual([0, 50])
        expect(result.items).toHaveLength(LISTABLE_IDS.length)
      })
    })

    describe('scope', () => {
      it('never lists hidden (visibility 1) or unavailable (status 2+) products; status 0 is listable', async () => {
        const all = await search({ size: 100 })
        expect(ids(all).sort((a, b) => a - b)).toEqual(LISTABLE_IDS)
        expect(ids(await search({ text: 'hidden variant', sort: 'relevance' }))).toEqual([])
        expect(ids(await search({ text: 'discontinued', sort: 'relevance' }))).toEqual([])
        expect(ids(all)).toContain(6)
      })

      it('filters by flags and by the root category', async () => {
        expect(ids(await search({ flags: { isNew: true } }))).toEqual([1, 11])
        expect(ids(await search({ flags: { isHoliday: true } })).sort((a, b) => a - b)).toEqual([17, 19])
        expect(ids(await search({ flags: { onSale: true }, sort: 'newest' }))).toEqual([5, 21])
        expect((await search({ categoryId: ROOT })).total).toBe(LISTABLE_IDS.length)
        expect((await search({ categoryId: 999 })).total).toBe(0)
      })
    })

    describe('store views', () => {
      it('searches the store view index only', async () => {
        const de = await search({ text: 'Kühlschrank', sort: 'relevance' }, 'de')
        expect(ids(de)).toEqual(expect.arrayContaining([3, 4, 6]))
        expect(de.items.find((item) => item.id === 3)?.name).toBe('Koel Kühlschrank mit Gefrierfach 300L')
        expect((await search({ text: 'Kühlschrank', sort: 'relevance' }, 'default')).total).toBe(0)
        expect((await search({ text: 'Kühlschrank', sort: 'relevance' }, 'it')).total).toBe(0)
        const it_ = await search({ text: 'frigorifero', sort: 'relevance' }, 'it')
        expect(ids(it_)).toEqual(expect.arrayContaining([3, 4, 5, 6, 7]))
        expect((await search({ text: 'frigorifero', sort: 'relevance' }, 'de')).total).toBe(0)
        expect((await search({ text: 'Wasserkocher', sort: 'relevance' }, 'default')).total).toBe(0)
      })

      it("reads the query in the store view's language: stop words do not count, plural meets singular", async () => {
        // Without dropping "für die" / "per la", 2 of 4 words would fall short of 75%.
        const kettles = ids(await search({ text: 'Wasserkocher für die Küche', sort: 'relevance' }, 'de'))
        expect(kettles).toEqual(expect.arrayContaining([1, 12, 13]))
        const fridges = ids(await search({ text: 'il frigorifero per la casa', sort: 'relevance' }, 'it'))
        expect(fridges).toEqual(expect.arrayContaining([3, 4, 5, 7]))
        for (const [text, store] of [
          ['Wasserkochern', 'de'],
          ['bollitori', 'it'],
          ['kettles', 'default'],
        ] as const) {
          expect(ids(await search({ text, sort: 'relevance' }, store)), text).toEqual(expect.arrayContaining([1, 12, 13]))
        }
      })

      it('answers an empty result for a store view without an index', async () => {
        const result = await engine.search('nowhere', q())
        expect(result).toMatchObject({ items: [], total: 0 })
        expect(result.priceFacets).toHaveLength(PRICE_RANGES.length)
      })
    })

    describe('writes', () => {
      const scratch = (query: Partial<ProductQuery> = {}) => engine.search(SCRATCH, q(query))

      it('replaceAll replaces the whole index of one store view', async () => {
        const docs = contractDocuments('default')
        await engine.replaceAll(SCRATCH, docs.slice(0, 10))
        expect((await scratch()).total).toBe(8) // 1-10 without 8 and 9
        await engine.replaceAll(SCRATCH, docs.slice(10, 20))
        const after = await scratch()
        expect(ids(after).sort((a, b) => a - b)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
        expect((await search({})).total).toBe(LISTABLE_IDS.length)
      })

      it('upserts by id and removes by id', async () => {
        const docs = contractDocuments('default')
        await engine.replaceAll(SCRATCH, docs.slice(0, 5))
        const kettle = docs[0]
        await engine.upsert(SCRATCH, [{ ...kettle, name: 'Koel Espresso Kettle', price: 10_000 }, { ...docs[20] }])
        const found = await scratch({ text: 'espresso', sort: 'relevance' })
        expect(ids(found)).toEqual([1])
        expect(found.items[0].price).toBe(10_000)
        expect((await scratch()).total).toBe(6)
        await engine.remove(SCRATCH, [1, 999])
        const left = await scratch()
        expect(ids(left)).not.toContain(1)
        expect(left.total).toBe(5)
      })

      it('lists the products a query names before the parts named after them, German compounds included', async () => {
        const [template] = contractDocuments('default')
        const product = (id: number, name: string, categoryNames: string[], description = '') => ({
          ...template,
          id,
          sku: `KIND-${id}`,
          name,
          categoryNames,
          description,
          brand: null,
          attributes: {},
        })
        // The water filter names the coffee machine in its name and description; the espresso
        // machine is one only by its category.
        await engine.replaceAll(SCRATCH_DE, [
          product(
            201,
            'Khaya Wasserfilter für Kaffeemaschinen',
            ['Ersatzteile', 'Wasser- & Luftfilter'],
            'Wasserfilter für Kaffeemaschinen von Khaya.',
          ),
          product(202, 'Khaya Espressomaschine 1,2 L', ['Kleingeräte', 'Kaffeemaschinen'], 'Espressomaschine von Khaya.'),
          product(203, 'Vuka Filterkaffeemaschine 1,8 L', ['Kleingeräte', 'Kaffeemaschinen']),
        ])
        const german = ids(await engine.search(SCRATCH_DE, q({ text: 'Kaffeemaschine', sort: 'relevance' })))
        expect(german.slice(0, 2).sort()).toEqual([202, 203])
        expect(german[2]).toBe(201)

        await engine.replaceAll(SCRATCH, [
          product(211, 'Fridge Door Seal', ['Spare Parts']),
          product(212, 'Koel Frost-Free Double-Door Fridge', ['Fridges']),
          product(213, 'Washing Machine', ['Laundry']),
          product(214, 'Coffee Machine Water Filter', ['Spare Parts']),
          product(215, 'Vuka Espresso Machine', ['Coffee Machines']),
        ])
        expect(ids(await scratch({ text: 'fridge', sort: 'relevance' }))).toEqual([212, 211])
        const coffee = ids(await scratch({ text: 'coffee machine', sort: 'relevance' }))
        expect(coffee[0]).toBe(215)
        expect(coffee.indexOf(214)).toBeLessThan(coffee.indexOf(213))
      })

      it('answers ping', async () => {
        expect(await engine.ping()).toBe(true)
      })
    })
  })
}
