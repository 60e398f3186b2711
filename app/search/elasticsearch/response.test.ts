import type { estypes } from '@elastic/elasticsearch'
import { describe, expect, it } from 'vitest'
import { PRICE_RANGES, type ProductDocument, type ProductQuery } from '../types'
import { ladderBands, priceLadder } from '~/domain/price-facets'
import { PRICE_AGG, facetPlan } from './request'
import { emptySearchResult, facetBuckets, mapSearchResponse, totalHits } from './response'

function q(overrides: Partial<ProductQuery> = {}): ProductQuery {
  return { priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50, ...overrides }
}

function doc(id: number, attributes: Record<string, string[]> = {}): ProductDocument {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    slug: `product-${id}`,
    typeId: 'simple',
    categoryIds: [2],
    categoryNames: [],
    brand: null,
    description: '',
    price: 1000 * id,
    regularPrice: 1000 * id,
    onSale: false,
    visibility: 4,
    status: 1,
    inStock: true,
    position: id,
    createdAt: '2024-01-01T00:00:00.000Z',
    salesCount: 0,
    isNew: false,
    isHoliday: false,
    image: null,
    attributes,
  }
}

function response(parts: {
  hits?: ProductDocument[]
  total?: estypes.SearchTotalHits | number
  aggregations?: Record<string, unknown>
}): estypes.SearchResponse<ProductDocument> {
  return {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, failed: 0 },
    hits: {
      total: parts.total ?? { value: parts.hits?.length ?? 0, relation: 'eq' },
      max_score: null,
      hits: (parts.hits ?? []).map((source) => ({ _index: 'i', _id: String(source.id), _source: source })),
    },
    aggregations: parts.aggregations as never,
  }
}

const terms = (pairs: [string, number][]) => ({ buckets: pairs.map(([key, doc_count]) => ({ key, doc_count })) })

describe('mapSearchResponse', () => {
  it('maps hits (in order) from _source, the total and the paging', () => {
    const result = mapSearchResponse(
      response({ hits: [doc(3), doc(1)], total: { value: 42, relation: 'eq' } }),
      q({ start: 10, size: 2 }),
      { attributeCodes: [] },
    )
    expect(result.items.map((item) => item.id)).toEqual([3, 1])
    expect(result.items[0]).toEqual(doc(3))
    expect(result.total).toBe(42)
    expect([result.start, result.perPage]).toEqual([10, 2])
  })

  it('leaves out the kinds the index keeps for ranking: a hit is the product document as it was given', () => {
    const stored = { ...doc(4), kinds: ['kettle'] }
    const result = mapSearchResponse(response({ hits: [stored] }), q(), { attributeCodes: [] })
    expect(result.items[0]).toEqual(doc(4))
    expect(result.items[0]).not.toHaveProperty('kinds')
  })

  it('accepts the number form of the total and hits without _source', () => {
    const raw = response({ hits: [doc(1)], total: 7 })
    raw.hits.hits.push({ _index: 'i', _id: '9' })
    const result = mapSearchResponse(raw, q(), { attributeCodes: [] })
    expect(result.total).toBe(7)
    expect(result.items).toHaveLength(1)
    expect(totalHits(undefined, 3)).toBe(3)
  })

  it('reports the normalised paging, not the raw query', () => {
    const result = mapSearchResponse(response({}), q({ start: -4, size: 0 }), { attributeCodes: [] })
    expect([result.start, result.perPage]).toEqual([0, 50])
  })

  it('turns aggregations into facets, with selected values always listed (zero when absent)', () => {
    const query = q({ attributes: { color: ['red', 'purple'] } })
    const plan = facetPlan(query, ['brand', 'color', 'size'])
    const name = (code: string) => plan.find((entry) => entry.code === code)!.aggName
    const result = mapSearchResponse(
      response({
        aggregations: {
          [name('brand')]: {
            doc_count: 5,
            values: terms([
              ['koel', 3],
              ['bosch', 2],
            ]),
          },
          [name('color')]: {
            doc_count: 30,
            values: terms(Array.from({ length: 10 }, (_, i) => [`c${i}`, 20 - i] as [string, number])),
            selected: terms([['red', 1]]),
          },
          [name('size')]: { doc_count: 0, values: terms([]) },
        },
      }),
      query,
      { attributeCodes: ['brand', 'color', 'size'] },
    )
    expect(result.facets.brand).toEqual([
      { value: 'koel', count: 3 },
      { value: 'bosch', count: 2 },
    ])
    expect(result.facets.color).toHaveLength(12)
    expect(result.facets.color.slice(-2)).toEqual([
      { value: 'red', count: 1 },
      { value: 'purple', count: 0 },
    ])
    // A code without any bucket is left out.
    expect(result.facets).not.toHaveProperty('size')
    expect(Object.keys(result.facets)).toEqual(['brand', 'color'])
  })

  it('lists a selected value once when it is already among the top buckets, and orders ties by value', () => {
    const entry = { code: 'color', aggName: 'facet_0', field: 'attributes.color', size: 10, selected: ['white'] }
    const buckets = facetBuckets(entry, {
      values: terms([
        ['white', 2],
        ['black', 2],
        ['red', 5],
      ]),
      selected: terms([['white', 2]]),
    })
    expect(buckets).toEqual([
      { value: 'red', count: 5 },
      { value: 'black', count: 2 },
      { value: 'white', count: 2 },
    ])
  })

  it('gives selected values of a code without aggregation (unusable code) a zero count', () => {
    const query = q({ attributes: { 'bad code': ['x'] } })
    const result = mapSearchResponse(response({}), query, { attributeCodes: [] })
    expect(result.facets['bad code']).toEqual([{ value: 'x', count: 0 }])
  })

  it('keeps numeric bucket keys as strings (key_as_string first)', () => {
    const entry = { code: 'capacity', aggName: 'facet_0', field: 'attributes.capacity', size: 28, selected: [] }
    expect(
      facetBuckets(entry, {
        values: {
          buckets: [
            { key: 300, doc_count: 2 },
            { key: 1, key_as_string: 'true', doc_count: 1 },
          ],
        },
      }),
    ).toEqual([
      { value: '300', count: 2 },
      { value: 'true', count: 1 },
    ])
  })

  it('maps price range buckets to the spec bands in their order, missing ones as 0', () => {
    const result = mapSearchResponse(
      response({
        aggregations: {
          [PRICE_AGG]: {
            doc_count: 9,
            ranges: {
              buckets: [
                { key: 'r5', from: 200000, doc_count: 1 },
                { key: 'r0', from: 0, to: 10000, doc_count: 4 },
                { key: 'r2', from: 25000, to: 40000, doc_count: 3 },
              ],
            },
          },
        },
      }),
      q(),
      { attributeCodes: [] },
    )
    expect(result.priceFacets.map((facet) => facet.range)).toEqual([...PRICE_RANGES])
    expect(result.priceFacets.map((facet) => facet.count)).toEqual([4, 0, 3, 0, 0, 1])
  })

  it("maps price range buckets to the query's own bands (a currency's ladder)", () => {
    const bands = ladderBands(priceLadder('EUR'))
    const at = (from: number) => bands.findIndex((band) => band.from === from)
    const result = mapSearchResponse(
      response({
        aggregations: {
          [PRICE_AGG]: {
            doc_count: 5,
            ranges: {
              buckets: [
                { key: `r${at(300)}`, from: 30000, to: 40000, doc_count: 2 },
                { key: `r${at(750)}`, from: 75000, to: 100000, doc_count: 3 },
              ],
            },
          },
        },
      }),
      q({ priceBands: bands }),
      { attributeCodes: [] },
    )
    expect(result.priceFacets.map((facet) => facet.range)).toEqual(bands)
    expect(result.priceFacets.filter((facet) => facet.count > 0)).toEqual([
      { range: { from: 300, to: 400 }, count: 2 },
      { range: { from: 750, to: 1000 }, count: 3 },
    ])
    expect(emptySearchResult(q({ priceBands: bands }), {}).priceFacets).toHaveLength(bands.length)
  })

  it('gives an empty result with all price bands when there is no index', () => {
    const result = emptySearchResult(q({ start: 5, size: 10 }), {})
    expect(result).toMatchObject({ items: [], total: 0, start: 5, perPage: 10, facets: {} })
    expect(result.priceFacets).toHaveLength(PRICE_RANGES.length)
  })
})
