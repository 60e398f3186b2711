import { beforeEach, describe, expect, it } from 'vitest'
import { OramaSearchEngine } from './orama.server'
import type { ProductDocument, ProductQuery } from './types'

function doc(overrides: Partial<ProductDocument> & Pick<ProductDocument, 'id' | 'name'>): ProductDocument {
  return {
    sku: `SKU-${overrides.id}`,
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    typeId: 'simple',
    categoryIds: [],
    categoryNames: [],
    brand: null,
    description: '',
    price: 10000,
    regularPrice: overrides.price ?? 10000,
    onSale: false,
    visibility: 4,
    status: 1,
    inStock: true,
    position: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    salesCount: 0,
    isNew: false,
    isHoliday: false,
    image: null,
    attributes: {},
    ...overrides,
  }
}

const FRIDGES = 10
const SMALL = 20

const catalogue: ProductDocument[] = [
  doc({
    id: 1,
    name: 'Koel Fridge Freezer 300L',
    sku: 'KRO-FR-001',
    brand: 'Koel',
    categoryIds: [2, FRIDGES],
    categoryNames: ['Fridges'],
    price: 899_900,
    position: 3,
    createdAt: '2024-01-01T00:00:00.000Z',
    salesCount: 50,
    attributes: { color: ['white'], brand: ['koel'] },
  }),
  doc({
    id: 2,
    name: 'Bosch Side-by-Side Fridge',
    sku: 'BOS-SB-002',
    brand: 'Bosch',
    categoryIds: [2, FRIDGES],
    categoryNames: ['Fridges'],
    price: 2_499_900,
    position: 1,
    createdAt: '2024-03-01T00:00:00.000Z',
    salesCount: 10,
    attributes: { color: ['black', 'silver'], brand: ['bosch'] },
  }),
  doc({
    id: 3,
    name: 'Defy Bar Fridge',
    sku: 'DEF-BF-003',
    brand: 'Defy',
    categoryIds: [2, FRIDGES],
    categoryNames: ['Fridges'],
    price: 24_999,
    position: 2,
    createdAt: '2024-02-01T00:00:00.000Z',
    salesCount: 99,
    attributes: { color: ['white'], brand: ['defy'] },
  }),
  doc({
    id: 4,
    name: 'Koel Electric Kettle',
    sku: 'KRO-KT-004',
    brand: 'Koel',
    categoryIds: [2, SMALL],
    categoryNames: ['Small appliances'],
    price: 25_000,
    position: 1,
    attributes: { color: ['red', 'white'], brand: ['koel'] },
  }),
  doc({
    id: 5,
    name: 'Russell Hobbs Toaster',
    sku: 'RH-TS-005',
    brand: 'Russell Hobbs',
    categoryIds: [2, SMALL],
    categoryNames: ['Small appliances'],
    price: 9_999,
    position: 2,
    attributes: { color: ['black'], brand: ['russell-hobbs'] },
  }),
  doc({ id: 6, name: 'Hidden Fridge Variant', categoryIds: [2, FRIDGES], visibility: 1, attributes: { color: ['white'] } }),
  doc({ id: 7, name: 'Unavailable Fridge', categoryIds: [2, FRIDGES], status: 2, attributes: { color: ['white'] } }),
  doc({
    id: 8,
    name: 'Koel Microwave Oven',
    sku: 'KRO-MW-008',
    brand: 'Koel',
    categoryIds: [2, SMALL],
    categoryNames: ['Small appliances'],
    price: 150_000,
    position: 3,
    isNew: true,
    attributes: { color: ['white'], brand: ['koel'] },
  }),
  doc({ id: 9, name: 'Open Shelf Rack', categoryIds: [2, 30], price: 50_000, position: 1 }),
  doc({
    id: 10,
    name: 'Smeg Retro Fridge',
    sku: 'SMG-RT-010',
    brand: 'Smeg',
    categoryIds: [2, FRIDGES],
    categoryNames: ['Fridges'],
    price: 3_000_000,
    status: 0,
    visibility: 2,
    position: 4,
    attributes: { color: ['cream'], brand: ['smeg'] },
  }),
]

function q(overrides: Partial<ProductQuery> = {}): ProductQuery {
  return { priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50, ...overrides }
}

const ids = (items: ProductDocument[]) => items.map((item) => item.id)

describe('OramaSearchEngine', () => {
  let engine: OramaSearchEngine
  beforeEach(async () => {
    engine = new OramaSearchEngine()
    await engine.replaceAll('default', catalogue)
  })

  describe('listing', () => {
    it('filters by category, in position order', async () => {
      const result = await engine.search('default', q({ categoryId: FRIDGES }))
      expect(ids(result.items)).toEqual([2, 3, 1, 10])
      expect(result.total).toBe(4)
    })

    it('always leaves out non-listable visibility and unavailable status', async () => {
      const all = await engine.search('default', q())
      expect(ids(all.items)).not.toContain(6)
      expect(ids(all.items)).not.toContain(7)
      expect(all.total).toBe(8)
      const text = await engine.search('default', q({ text: 'hidden fridge variant unavailable' }))
      expect(ids(text.items)).not.toContain(6)
      expect(ids(text.items)).not.toContain(7)
    })

    it('keeps status 0 products listable, as the spec says', async () => {
      const result = await engine.search('default', q({ categoryId: FRIDGES }))
      expect(ids(result.items)).toContain(10)
    })

    it('ORs values within one attribute and ANDs across attributes', async () => {
      const white = await engine.search('default', q({ categoryId: FRIDGES, attributes: { color: ['white'] } }))
      expect(ids(white.items)).toEqual([3, 1])
      const whiteOrBlack = await engine.search('default', q({ categoryId: FRIDGES, attributes: { color: ['white', 'black'] } }))
      expect(ids(whiteOrBlack.items)).toEqual([2, 3, 1])
      const whiteKoel = await engine.search('default', q({ categoryId: FRIDGES, attributes: { color: ['white'], brand: ['koel'] } }))
      expect(ids(whiteKoel.items)).toEqual([1])
      const none = await engine.search('default', q({ attributes: { color: ['purple'] } }))
      expect(none.total).toBe(0)
      const unknownAttribute = await engine.search('default', q({ attributes: { energy: ['A'] } }))
      expect(unknownAttribute.total).toBe(0)
    })

    it('counts facets multi-select style: an attribute ignores its own filter', async () => {
      const result = await engine.search('default', q({ categoryId: FRIDGES, attributes: { color: ['white'] } }))
      expect(result.facets.color).toEqual([
        { value: 'white', count: 2 },
        { value: 'black', count: 1 },
        { value: 'cream', count: 1 },
        { value: 'silver', count: 1 },
      ])
      // brand counts apply the colour filter
      expect(result.facets.brand).toEqual([
        { value: 'defy', count: 1 },
        { value: 'koel', count: 1 },
      ])
    })

    it('counts plain facets when nothing is filtered', async () => {
      const result = await engine.search('default', q({ categoryId: SMALL }))
      expect(result.facets.color).toEqual([
        { value: 'white', count: 2 },
        { value: 'black', count: 1 },
        { value: 'red', count: 1 },
      ])
      expect(result.facets.brand).toEqual([
        { value: 'koel', count: 2 },
        { value: 'russell-hobbs', count: 1 },
      ])
    })

    it('filters by price ranges with the upper bound exclusive', async () => {
      const band = await engine.search('default', q({ priceRanges: [{ from: 100, to: 250 }] }))
      // 249.99 is in 100-250; the kettle at exactly 250.00 belongs to 250-400
      expect(ids(band.items)).toEqual([3])
      const next = await engine.search('default', q({ priceRanges: [{ from: 250, to: 400 }] }))
      expect(ids(next.items)).toEqual([4])
      const twoBands = await engine.search(
        'default',
        q({
          priceRanges: [
            { from: 0, to: 100 },
            { from: 2000, to: null },
          ],
          sort: 'price_asc',
        }),
      )
      expect(ids(twoBands.items)).toEqual([5, 1, 2, 10])
    })

    it('counts price facets over the result without the price filter', async () => {
      const result = await engine.search('default', q({ priceRanges: [{ from: 100, to: 250 }], attributes: { color: ['white'] } }))
      expect(ids(result.items)).toEqual([3])
      expect(result.priceFacets.map((facet) => [facet.range.from, facet.range.to, facet.count])).toEqual([
        [0, 100, 0],
        [100, 250, 1],
        [250, 400, 1],
        [400, 750, 0],
        [750, 2000, 1],
        [2000, null, 1],
      ])
      // colour counts do apply the price filter
      expect(result.facets.color).toEqual([{ value: 'white', count: 1 }])
    })

    it('limits facet buckets to the spec sizes but always shows selected values', async () => {
      const many = Array.from({ length: 15 }, (_, i) =>
        doc({
          id: 100 + i,
          name: `Mug ${i}`,
          categoryIds: [40],
          attributes: { color: [`c${String(i).padStart(2, '0')}`], material: [`m${String(i).padStart(2, '0')}`] },
        }),
      )
      await engine.upsert('default', many)
      const result = await engine.search('default', q({ categoryId: 40, attributes: { color: ['c14'] } }))
      expect(result.facets.color).toHaveLength(11)
      expect(result.facets.color[10]).toEqual({ value: 'c14', count: 1 })
      expect(result.facets.material).toEqual([{ value: 'm14', count: 1 }])
      const unfiltered = await engine.search('default', q({ categoryId: 40 }))
      expect(unfiltered.facets.color).toHaveLength(10)
      expect(unfiltered.facets.material).toHaveLength(15) // default size 28
    })

    it('sorts by price, newest and bestsellers', async () => {
      const cat = { categoryId: FRIDGES }
      expect(ids((await engine.search('default', q({ ...cat, sort: 'price_asc' }))).items)).toEqual([3, 1, 2, 10])
      expect(ids((await engine.search('default', q({ ...cat, sort: 'price_desc' }))).items)).toEqual([10, 2, 1, 3])
      expect(ids((await engine.search('default', q({ ...cat, sort: 'newest' }))).items)).toEqual([2, 3, 10, 1])
      expect(ids((await engine.search('default', q({ ...cat, sort: 'bestsellers' }))).items)).toEqual([3, 1, 2, 10])
      // relevance without text falls back to position
      expect(ids((await engine.search('default', q({ ...cat, sort: 'relevance' }))).items)).toEqual([2, 3, 1, 10])
    })

    it('filters by flags', async () => {
      const result = await engine.search('default', q({ flags: { isNew: true } }))
      expect(ids(result.items)).toEqual([8])
    })

    it('pages with start and size and reports the total', async () => {
      const first = await engine.search('default', q({ size: 3 }))
      const second = await engine.search('default', q({ size: 3, start: 3 }))
      const last = await engine.search('default', q({ size: 3, start: 6 }))
      expect(first).toMatchObject({ total: 8, start: 0, perPage: 3 })
      expect(first.items).toHaveLength(3)
      expect(last.items).toHaveLength(2)
      const seen = [...ids(first.items), ...ids(second.items), ...ids(last.items)]
      expect(new Set(seen).size).toBe(8)
      const beyond = await engine.search('default', q({ size: 3, start: 300 }))
      expect(beyond).toMatchObject({ total: 8, items: [] })
    })

    it('normalises bad paging: size <= 0 becomes 50, a negative start 0', async () => {
      const result = await engine.search('default', q({ size: 0, start: -5 }))
      expect(result).toMatchObject({ start: 0, perPage: 50, total: 8 })
      expect(result.items).toHaveLength(8)
    })

    it('returns an empty result for a store view without an index', async () => {
      const result = await engine.search('nowhere', q())
      expect(result).toMatchObject({ items: [], total: 0, facets: {} })
      expect(result.priceFacets).toHaveLength(6)
    })
  })

  describe('text search', () => {
    it('finds by a word prefix and with typos', async () => {
      for (const text of ['fridge', 'fridg', 'frdge', 'FRIDGE', 'fridgs']) {
        const result = await engine.search('default', q({ text, sort: 'relevance' }))
        expect(
          ids(result.items).sort((a, b) => a - b),
          text,
        ).toEqual([1, 2, 3, 10])
      }
    })

    it('uses typo tolerance only for terms that match nothing as typed', async () => {
      const oven = await engine.search('default', q({ text: 'oven', sort: 'relevance' }))
      expect(ids(oven.items)).toEqual([8]) // not "Open Shelf Rack", one edit away
      const typo = await engine.search('default', q({ text: 'ovem', sort: 'relevance' }))
      expect(ids(typo.items)).toEqual([8])
      const typoOpen = await engine.search('default', q({ text: 'opem', sort: 'relevance' }))
      expect(ids(typoOpen.items)).toEqual([9])
      const mixed = await engine.search('default', q({ text: 'koel kettel', sort: 'relevance' }))
      expect(ids(mixed.items)[0]).toBe(4)
    })

    it('does not apply typo tolerance to terms with digits', async () => {
      const result = await engine.search('default', q({ text: '002' }))
      expect(ids(result.items)).toEqual([2])
    })

    it('finds a product by sku, first and alone', async () => {
      for (const text of ['KRO-FR-001', 'kro-fr-001', 'krofr001']) {
        const result = await engine.search('default', q({ text, sort: 'relevance' }))
        expect(ids(result.items), text).toEqual([1])
      }
      const prefix = await engine.search('default', q({ text: 'KRO', sort: 'relevance' }))
      expect(ids(prefix.items).sort((a, b) => a - b)).toEqual([1, 4, 8])
    })

    it('requires most terms of a multi-word query (minimum should match 75%)', async () => {
      const two = await engine.search('default', q({ text: 'koel fridge', sort: 'relevance' }))
      // with 2 terms one is enough, but the product with both comes first
      expect(ids(two.items)[0]).toBe(1)
      expect(ids(two.items)).toContain(4)
      const three = await engine.search('default', q({ text: 'koel kettle fridge', sort: 'relevance' }))
      expect(ids(three.items).sort((a, b) => a - b)).toEqual([1, 4])
      const four = await engine.search('default', q({ text: 'koel electric kettle white', sort: 'relevance' }))
      expect(ids(four.items)).toEqual([4])
    })

    it('weighs the name above the category name', async () => {
      await engine.upsert('default', [
        doc({ id: 50, name: 'Ice Tray', categoryNames: ['Freezer accessories'], position: 0 }),
        doc({ id: 51, name: 'Chest Freezer', categoryNames: ['Cooling'], position: 9 }),
      ])
      const result = await engine.search('default', q({ text: 'freezer', sort: 'relevance' }))
      expect(ids(result.items).indexOf(51)).toBeLessThan(ids(result.items).indexOf(50))
    })

    it('counts a term once per field however many words it is a prefix of', async () => {
      // "mixer" is a prefix of two words in the first name and of one in the second; both names
      // are two words long. Counted once, they tie and the catalogue position decides.
      await engine.replaceAll('default', [
        doc({ id: 60, name: 'Mixer Mixerbowl', position: 1 }),
        doc({ id: 61, name: 'Mixer Stand', position: 0 }),
      ])
      const result = await engine.search('default', q({ text: 'mixer', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([61, 60])
    })

    it('searches the ingredients with their own boost, below the name', async () => {
      await engine.replaceAll('default', [
        doc({ id: 80, name: 'Vuka Rooibos Blend', position: 1 }),
        doc({ id: 81, name: 'Vuka Morning Tea', ingredients: 'rooibos, honeybush, vanilla', position: 0 }),
        doc({ id: 82, name: 'Vuka Evening Tea', position: 2 }),
      ])
      const result = await engine.search('default', q({ text: 'rooibos', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([80, 81])
      const honeybush = await engine.search('default', q({ text: 'honeybush', sort: 'relevance' }))
      expect(ids(honeybush.items)).toEqual([81])
    })

    it('puts the product that is what the query names before the parts named after it', async () => {
      // The seal's name is shorter (BM25 favours it); the fridge is a fridge.
      await engine.replaceAll('default', [
        doc({ id: 90, name: 'Fridge Door Seal', position: 0 }),
        doc({ id: 91, name: 'Koel Frost-Free Double-Door Fridge', position: 1 }),
      ])
      const result = await engine.search('default', q({ text: 'fridge', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([91, 90])
    })

    it('in German, finds a compound by its last part and ranks it as what it is', async () => {
      await engine.replaceAll('de', [
        doc({ id: 95, name: 'Wasserfilter für Kaffeemaschinen', position: 0 }),
        doc({ id: 96, name: 'Vuka Filterkaffeemaschine 1,5 L', position: 1 }),
      ])
      const result = await engine.search('de', q({ text: 'Kaffeemaschine', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([96, 95])
    })

    it('puts an appliance that only its category names before a part that names it in its name and description', async () => {
      // The demo catalogue's /de case: the espresso machine's name does not say Kaffeemaschine, the
      // water filter's name and description do.
      await engine.replaceAll('de', [
        doc({
          id: 100,
          name: 'Khaya Wasserfilter für Kaffeemaschinen',
          description: 'Wasserfilter für Kaffeemaschinen von Khaya.',
          categoryNames: ['Ersatzteile', 'Wasser- & Luftfilter'],
          position: 0,
        }),
        doc({
          id: 101,
          name: 'Khaya Espressomaschine 1,2 L',
          description: 'Espressomaschine von Khaya.',
          categoryNames: ['Kleingeräte', 'Kaffeemaschinen'],
          position: 1,
        }),
        doc({ id: 102, name: 'Vuka Filterkaffeemaschine 1,8 L', categoryNames: ['Kleingeräte', 'Kaffeemaschinen'], position: 2 }),
      ])
      const result = await engine.search('de', q({ text: 'Kaffeemaschine', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([102, 101, 100])
    })

    it('gives the kind bonus only to a product matching every word of the query', async () => {
      // "machine" alone is the head of "coffee machine", but a washing machine is not what was asked for.
      await engine.replaceAll('default', [
        doc({ id: 110, name: 'Washing Machine', categoryNames: ['Laundry'], position: 0 }),
        doc({ id: 111, name: 'Coffee Machine Water Filter', categoryNames: ['Spare Parts'], position: 1 }),
        doc({ id: 112, name: 'Vuka Espresso Machine', categoryNames: ['Coffee Machines'], position: 2 }),
      ])
      const result = await engine.search('default', q({ text: 'coffee machine', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([112, 111, 110])
    })

    it('leaves out products scored below min_score 0.02, as Elasticsearch does', async () => {
      // A word in every document has an inverse document frequency of almost nothing.
      const docs = Array.from({ length: 400 }, (_, i) => doc({ id: 1000 + i, name: `Vuka Kettle ${i}`, position: i }))
      docs.push(doc({ id: 2000, name: 'Vuka Toaster', position: 999 }))
      await engine.replaceAll('default', docs)
      const result = await engine.search('default', q({ text: 'vuka', sort: 'relevance', size: 999 }))
      expect(result.total).toBe(0)
      const toaster = await engine.search('default', q({ text: 'toaster', sort: 'relevance', size: 999 }))
      expect(ids(toaster.items)).toEqual([2000])
    })

    it("reads a product's category names as one text: the order of its categories does not change its score", async () => {
      await engine.replaceAll('default', [
        doc({ id: 70, name: 'Vuka Classic', categoryNames: ['Kettles', 'Sale'], position: 0 }),
        doc({ id: 71, name: 'Vuka Classic', categoryNames: ['Sale', 'Kettles'], position: 1 }),
        doc({ id: 72, name: 'Vuka Modern', categoryNames: ['Toasters'], position: 2 }),
      ])
      const result = await engine.search('default', q({ text: 'kettles', sort: 'relevance' }))
      expect(ids(result.items)).toEqual([70, 71])
    })

    it('combines text with category, filters and facets', async () => {
      const result = await engine.search(
        'default',
        q({ text: 'koel', categoryId: SMALL, attributes: { color: ['red'] }, sort: 'relevance' }),
      )
      expect(ids(result.items)).toEqual([4])
      expect(result.facets.color).toEqual([
        { value: 'white', count: 2 },
        { value: 'red', count: 1 },
      ])
    })

    it('applies category, flags and the listing scope to text matches', async () => {
      const newKoel = await engine.search('default', q({ text: 'koel', flags: { isNew: true } }))
      expect(ids(newKoel.items)).toEqual([8])
      const fridgesOnly = await engine.search('default', q({ text: 'koel', categoryId: FRIDGES }))
      expect(ids(fridgesOnly.items)).toEqual([1])
      const hidden = await engine.search('default', q({ text: 'variant' }))
      expect(hidden.total).toBe(0)
    })

    it('sorts text results by price when asked', async () => {
      const result = await engine.search('default', q({ text: 'koel', sort: 'price_desc' }))
      expect(ids(result.items)).toEqual([1, 8, 4])
    })

    it('returns nothing for text that matches nothing', async () => {
      const result = await engine.search('default', q({ text: 'zzzzqqqq' }))
      expect(result.total).toBe(0)
      const punctuation = await engine.search('default', q({ text: '!!! ---' }))
      expect(punctuation.total).toBe(0)
    })
  })

  describe('per-store indexes and updates', () => {
    it('keeps store views apart', async () => {
      await engine.replaceAll('de', [doc({ id: 1, name: 'Koel Kühlschrank mit Gefrierfach', categoryIds: [FRIDGES], price: 49_900 })])
      const de = await engine.search('de', q({ text: 'kuhlschrank' }))
      expect(ids(de.items)).toEqual([1])
      expect(de.items[0].price).toBe(49_900)
      const en = await engine.search('default', q({ text: 'kuhlschrank' }))
      expect(en.total).toBe(0)
      expect((await engine.search('de', q({ text: 'Kühlschrank' }))).total).toBe(1)
      expect((await engine.search('it', q())).total).toBe(0)
    })

    it('replaceAll swaps the whole index', async () => {
      await engine.replaceAll('default', [doc({ id: 99, name: 'Only One' })])
      const result = await engine.search('default', q())
      expect(ids(result.items)).toEqual([99])
      expect((await engine.search('default', q({ text: 'fridge' }))).total).toBe(0)
      expect(engine.size('default')).toBe(1)
    })

    it('serves the old index while a rebuild runs', async () => {
      const big = Array.from({ length: 2500 }, (_, i) => doc({ id: 1000 + i, name: `Spatula ${i}` }))
      const rebuilding = engine.replaceAll('default', big)
      const during = await engine.search('default', q({ text: 'fridge' }))
      expect(during.total).toBe(4)
      await rebuilding
      expect((await engine.search('default', q())).total).toBe(2500)
    })

    it('upserts replace documents by id', async () => {
      await engine.upsert('default', [{ ...catalogue[2], name: 'Defy Wine Cooler', price: 5_000 }])
      const result = await engine.search('default', q({ text: 'wine' }))
      expect(ids(result.items)).toEqual([3])
      expect(result.items[0].price).toBe(5_000)
      expect((await engine.search('default', q({ text: 'bar' }))).total).toBe(0)
      expect(engine.size('default')).toBe(catalogue.length)
    })

    it('removes documents', async () => {
      await engine.remove('default', [1, 2, 12345])
      const result = await engine.search('default', q({ categoryId: FRIDGES }))
      expect(ids(result.items)).toEqual([3, 10])
      expect((await engine.search('default', q({ text: 'KRO-FR-001' }))).total).toBe(0)
      // and they can come back
      await engine.upsert('default', [catalogue[0]])
      expect(ids((await engine.search('default', q({ text: 'KRO-FR-001' }))).items)).toEqual([1])
    })

    it('answers ping', async () => {
      expect(await engine.ping()).toBe(true)
    })
  })
})

describe('OramaSearchEngine after many writes', () => {
  const brands = ['koel', 'defy', 'smeg', 'bosch']
  const colours = ['white', 'black', 'silver']
  function product(id: number, version = 0): ProductDocument {
    return doc({
      id,
      name: `${brands[id % 4]} ${version % 2 ? 'Chest Freezer' : 'Bar Fridge'} Model ${id}`,
      sku: `SKU-${id}-${version}`,
      brand: brands[id % 4],
      description: `A ${colours[id % 3]} appliance, number ${id}, version ${version}, with ${id % 5} shelves.`,
      categoryIds: [2, id % 2 ? FRIDGES : SMALL],
      categoryNames: [id % 2 ? 'Fridges' : 'Small appliances'],
      price: 10_000 + ((id * 7919 + version * 104_729) % 300_000),
      position: (id * 31) % 97,
      visibility: id % 17 === 0 ? 1 : 4,
      attributes: { color: [colours[(id + version) % 3]], brand: [brands[id % 4]] },
    })
  }

  const queries: ProductQuery[] = [
    q({ size: 100 }),
    q({ categoryId: FRIDGES, sort: 'price_asc', size: 100 }),
    q({ categoryId: SMALL, attributes: { color: ['white'] }, priceRanges: [{ from: 0, to: 750 }], sort: 'newest' }),
    q({ attributes: { brand: ['koel', 'smeg'] }, sort: 'price_desc', start: 20 }),
    q({ text: 'freezer', sort: 'price_asc', size: 200 }),
    q({ text: 'koel fridge model', sort: 'position', size: 200 }),
  ]

  it('answers as a fresh build of the same documents after upserts and removals', async () => {
    const written = new OramaSearchEngine()
    await written.replaceAll(
      'default',
      Array.from({ length: 400 }, (_, i) => product(i + 1)),
    )
    // Rewrite every third product, remove every fifth, add new ones (several batches, ids repeating).
    await written.upsert(
      'default',
      Array.from({ length: 400 }, (_, i) => i + 1)
        .filter((id) => id % 3 === 0)
        .map((id) => product(id, 1)),
    )
    await written.remove(
      'default',
      Array.from({ length: 400 }, (_, i) => i + 1).filter((id) => id % 5 === 0),
    )
    await written.upsert(
      'default',
      Array.from({ length: 100 }, (_, i) => product(401 + i, 2)),
    )
    await written.upsert('default', [product(9, 3), product(9, 4), product(10, 1)])

    const finalDocs = new Map<number, ProductDocument>()
    for (let id = 1; id <= 400; id++) finalDocs.set(id, product(id, id % 3 === 0 ? 1 : 0))
    for (let id = 5; id <= 400; id += 5) finalDocs.delete(id)
    for (let id = 401; id <= 500; id++) finalDocs.set(id, product(id, 2))
    finalDocs.set(9, product(9, 4))
    finalDocs.set(10, product(10, 1))
    const fresh = new OramaSearchEngine()
    await fresh.replaceAll('default', [...finalDocs.values()])

    expect(written.size('default')).toBe(fresh.size('default'))
    for (const query of queries) {
      const a = await written.search('default', query)
      const b = await fresh.search('default', query)
      expect(a.total, JSON.stringify(query)).toBe(b.total)
      expect(ids(a.items), JSON.stringify(query)).toEqual(ids(b.items))
      expect(a.facets).toEqual(b.facets)
      expect(a.priceFacets).toEqual(b.priceFacets)
      expect(a.items.map((item) => item.sku)).toEqual(b.items.map((item) => item.sku))
    }
    // Relevance: the same products; removed and replaced texts no longer match.
    const relevance = async (engine: OramaSearchEngine, text: string) =>
      ids((await engine.search('default', q({ text, sort: 'relevance', size: 999 }))).items).sort((x, y) => x - y)
    for (const text of ['freezer', 'version 1', 'model 10', 'smeg shelves']) {
      expect(await relevance(written, text), text).toEqual(await relevance(fresh, text))
    }
    expect((await written.search('default', q({ text: 'SKU-9-3' }))).items.map((item) => item.sku)).not.toContain('SKU-9-3')
    expect(ids((await written.search('default', q({ text: 'SKU-9-4', sort: 'relevance' }))).items)[0]).toBe(9)
  })

  it('keeps answering correctly when upserts pile up past a rebuild of the store', async () => {
    const engine = new OramaSearchEngine()
    await engine.replaceAll(
      'default',
      Array.from({ length: 50 }, (_, i) => product(i + 1)),
    )
    // Well past the point where the store view is rebuilt from its live documents.
    for (let batch = 0; batch < 4; batch++) {
      await engine.upsert(
        'default',
        Array.from({ length: 600 }, (_, i) => product(i + 1, batch)),
      )
    }
    await engine.remove('default', [1, 2, 3])
    expect(engine.size('default')).toBe(597)
    const fresh = new OramaSearchEngine()
    await fresh.replaceAll(
      'default',
      Array.from({ length: 597 }, (_, i) => product(i + 4, 3)),
    )
    for (const query of queries) {
      const a = await engine.search('default', query)
      const b = await fresh.search('default', query)
      expect(ids(a.items), JSON.stringify(query)).toEqual(ids(b.items))
      expect(a.facets).toEqual(b.facets)
    }
  })

  it('shares its word list between store views without mixing their results', async () => {
    const engine = new OramaSearchEngine()
    await engine.replaceAll('de', [doc({ id: 1, name: 'Gefriertruhe' })])
    await engine.replaceAll('default', [doc({ id: 1, name: 'Chest freezer' })])
    // The word exists (in another view) but has no products here: typo tolerance still applies.
    expect((await engine.search('default', q({ text: 'gefriertruhe' }))).total).toBe(0)
    expect((await engine.search('default', q({ text: 'freezr' }))).total).toBe(1)
    expect((await engine.search('de', q({ text: 'gefriertruhe' }))).total).toBe(1)
  })
})

describe("the store view's language", () => {
  const names = (result: { items: ProductDocument[] }) => result.items.map((item) => item.name)

  it('German: a plural finds the product named in the singular, even when another product has the plural', async () => {
    const engine = new OramaSearchEngine()
    await engine.replaceAll('de', [
      doc({ id: 1, name: 'Koel Kühlschrank 300 L', position: 2 }),
      doc({ id: 2, name: 'Kühlschrankthermometer', description: 'Passt in alle Kühlschränke.', position: 1 }),
      doc({ id: 3, name: 'Kuehlbox 20 L', position: 3 }),
    ])
    // "kuhlschranke" as typed is a word of product 2, so without stemming product 1 would not be found.
    const plural = await engine.search('de', q({ text: 'Kühlschränke', sort: 'relevance' }))
    expect(names(plural).sort()).toEqual(['Koel Kühlschrank 300 L', 'Kühlschrankthermometer'])
    // "ue" for "ü", as shoppers type without umlauts.
    expect(names(await engine.search('de', q({ text: 'Kuehlschrank', sort: 'relevance' }))).sort()).toEqual(names(plural).sort())
    expect(names(await engine.search('de', q({ text: 'Kühlbox', sort: 'relevance' })))).toEqual(['Kuehlbox 20 L'])
  })

  it('German: stop words do not count towards the 75% of words a product must match', async () => {
    const engine = new OramaSearchEngine()
    await engine.replaceAll('de', [doc({ id: 1, name: 'Koel Wasserkocher 1,7 L' }), doc({ id: 2, name: 'Toaster' })])
    expect(names(await engine.search('de', q({ text: 'Wasserkocher für die Küche', sort: 'relevance' })))).toEqual([
      'Koel Wasserkocher 1,7 L',
    ])
    // A query of stop words only finds nothing (rather than everything).
    expect((await engine.search('de', q({ text: 'für die', sort: 'relevance' }))).total).toBe(0)
  })

  it('Italian: plurals, elided articles and stop words ("l\'asciugatrice per le lavatrici")', async () => {
    const engine = new OramaSearchEngine()
    await engine.replaceAll('it', [
      doc({ id: 1, name: 'Lavatrice Bosch 8 kg', position: 2 }),
      doc({ id: 2, name: 'Kit di sovrapposizione', description: 'Per asciugatrici e lavatrici.', position: 1 }),
      doc({ id: 3, name: "L'asciugatrice Defy 7 kg", position: 3 }),
    ])
    expect(names(await engine.search('it', q({ text: 'lavatrici', sort: 'relevance' })))).toEqual([
      'Lavatrice Bosch 8 kg',
      'Kit di sovrapposizione',
    ])
    expect(names(await engine.search('it', q({ text: 'asciugatrice', sort: 'relevance' })))[0]).toBe("L'asciugatrice Defy 7 kg")
    expect(names(await engine.search('it', q({ text: 'la lavatrice per la casa', sort: 'relevance' })))[0]).toBe('Lavatrice Bosch 8 kg')
  })

  it('product codes are matched as typed, not as German words', async () => {
    const engine = new OramaSearchEngine()
    await engine.replaceAll('de', [doc({ id: 1, name: 'Kühl-Gefrier-Kombination', sku: 'AEG-KG-100' })])
    // As a German word "aeg" would read "äg" -> "ag", which is no part of the code.
    expect(names(await engine.search('de', q({ text: 'aeg kg', sort: 'relevance' })))).toEqual(['Kühl-Gefrier-Kombination'])
  })
})
