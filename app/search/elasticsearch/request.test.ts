import { describe, expect, it } from 'vitest'
import { ladderBands, priceLadder } from '~/domain/price-facets'
import { PRICE_RANGES, type ProductQuery } from '../types'
import {
  PRICE_AGG,
  SKU_EXACT_SCORE,
  TEXT_FIELDS,
  TEXT_FUZZINESS,
  buildSearchRequest,
  facetPlan,
  pageWindow,
  priceFilter,
  sortFor,
  textQuery,
  textWords,
} from './request'

function q(overrides: Partial<ProductQuery> = {}): ProductQuery {
  return { priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50, ...overrides }
}

const codes = ['brand', 'color', 'size']

type AnyRecord = Record<string, any>

function filtersOf(body: ReturnType<typeof buildSearchRequest>): AnyRecord[] {
  return (body.query as AnyRecord).bool.filter
}

describe('buildSearchRequest: scope filters', () => {
  it('always filters visibility 2, 3, 4 and status 0, 1, even with nothing else asked', () => {
    const body = buildSearchRequest(q(), { attributeCodes: [] })
    expect(filtersOf(body)).toEqual([{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }])
    expect(body.post_filter).toBeUndefined()
    expect(body.min_score).toBeUndefined()
    expect(body.track_total_hits).toBe(true)
  })

  it('adds the category and the boolean flags as filters (not post filters)', () => {
    const body = buildSearchRequest(q({ categoryId: 10, flags: { isNew: true, onSale: false } }), { attributeCodes: [] })
    expect(filtersOf(body)).toContainEqual({ term: { categoryIds: 10 } })
    expect(filtersOf(body)).toContainEqual({ term: { isNew: true } })
    expect(filtersOf(body)).toContainEqual({ term: { onSale: false } })
    expect(filtersOf(body).some((f) => 'isHoliday' in (f.term ?? {}))).toBe(false)
  })

  it('turns a non-integer category into a filter that matches nothing, and ignores a NaN one', () => {
    expect(filtersOf(buildSearchRequest(q({ categoryId: 1.5 }), { attributeCodes: [] }))).toContainEqual({ match_none: {} })
    expect(filtersOf(buildSearchRequest(q({ categoryId: Number.NaN }), { attributeCodes: [] }))).toHaveLength(2)
  })
})

describe('buildSearchRequest: multi-select facets', () => {
  const query = q({
    attributes: { color: ['white', 'black'], brand: ['koel'], size: [] },
    priceRanges: [PRICE_RANGES[1]],
  })
  const body = buildSearchRequest(query, { attributeCodes: codes })
  const aggs = body.aggs as AnyRecord
  const plan = facetPlan(query, codes)
  const aggFor = (code: string) => aggs[plan.find((entry) => entry.code === code)!.aggName]

  it('puts price and attribute filters in the post filter, not in the query', () => {
    expect(body.post_filter).toEqual({
      bool: {
        filter: [
          { range: { price: { gte: 10000, lt: 25000 } } },
          { terms: { 'attributes.color': ['white', 'black'] } },
          { terms: { 'attributes.brand': ['koel'] } },
        ],
      },
    })
    expect(JSON.stringify(body.query)).not.toContain('attributes.')
    expect(JSON.stringify(body.query)).not.toContain('price')
  })

  it('counts each attribute with every filter except its own', () => {
    expect(aggFor('color').filter).toEqual({
      bool: { filter: [{ range: { price: { gte: 10000, lt: 25000 } } }, { terms: { 'attributes.brand': ['koel'] } }] },
    })
    expect(aggFor('brand').filter).toEqual({
      bool: {
        filter: [{ range: { price: { gte: 10000, lt: 25000 } } }, { terms: { 'attributes.color': ['white', 'black'] } }],
      },
    })
    // size has an empty selection: no filter of its own, so it sees all three.
    expect(aggFor('size').filter.bool.filter).toHaveLength(3)
  })

  it('sizes terms aggregations by facetSize and asks for the selected values separately', () => {
    expect(aggFor('color').aggs.values.terms).toEqual({
      field: 'attributes.color',
      size: 10,
      order: [{ _count: 'desc' }, { _key: 'asc' }],
    })
    expect(aggFor('brand').aggs.values.terms.size).toBe(28)
    expect(aggFor('size').aggs.values.terms.size).toBe(10)
    expect(aggFor('color').aggs.selected.terms).toEqual({
      field: 'attributes.color',
      include: ['white', 'black'],
      size: 2,
      min_doc_count: 0,
    })
    expect(aggFor('size').aggs.selected).toBeUndefined()
  })

  it('counts price bands with the attribute filters but not the price filter, in minor units', () => {
    const price = aggs[PRICE_AGG]
    expect(price.filter).toEqual({
      bool: { filter: [{ terms: { 'attributes.color': ['white', 'black'] } }, { terms: { 'attributes.brand': ['koel'] } }] },
    })
    expect(price.aggs.ranges.range.field).toBe('price')
    expect(price.aggs.ranges.range.ranges).toEqual([
      { key: 'r0', from: 0, to: 10000 },
      { key: 'r1', from: 10000, to: 25000 },
      { key: 'r2', from: 25000, to: 40000 },
      { key: 'r3', from: 40000, to: 75000 },
      { key: 'r4', from: 75000, to: 200000 },
      { key: 'r5', from: 200000 },
    ])
  })

  it("counts the query's own price bands (a currency's ladder) in minor units, open top last", () => {
    const bands = ladderBands(priceLadder('ZAR'))
    const body = buildSearchRequest(q({ priceBands: bands, priceRanges: [{ from: 7500, to: 10_000 }] }), { attributeCodes: codes })
    const ranges = (body.aggs as AnyRecord)[PRICE_AGG].aggs.ranges.range.ranges
    expect(ranges).toHaveLength(bands.length)
    expect(ranges[0]).toEqual({ key: 'r0', from: 0, to: 5000 })
    expect(ranges).toContainEqual({ key: `r${bands.findIndex((b) => b.from === 7500)}`, from: 750_000, to: 1_000_000 })
    expect(ranges.at(-1)).toEqual({ key: `r${bands.length - 1}`, from: 20_000_000 })
    expect(body.post_filter).toEqual({ range: { price: { gte: 750_000, lt: 1_000_000 } } })
  })

  it('falls back to the spec bands when the query asks for unusable ones', () => {
    const body = buildSearchRequest(q({ priceBands: [{ from: Number.NaN, to: 5 }] }), { attributeCodes: codes })
    expect((body.aggs as AnyRecord)[PRICE_AGG].aggs.ranges.range.ranges).toHaveLength(PRICE_RANGES.length)
  })

  it('uses match_all for a facet with no other filter', () => {
    const plain = buildSearchRequest(q({ attributes: { color: ['white'] } }), { attributeCodes: ['color'] })
    const colorAgg = (plain.aggs as AnyRecord)[facetPlan(q({ attributes: { color: ['white'] } }), ['color'])[0].aggName]
    expect(colorAgg.filter).toEqual({ match_all: {} })
    expect(plain.post_filter).toEqual({ terms: { 'attributes.color': ['white'] } })
  })

  it('plans facets for mapped and filtered codes, sorted, named by position (never by the code)', () => {
    const odd = q({ attributes: { 'we]ird>code': ['x'], capacity: ['300'] } })
    const entries = facetPlan(odd, ['color'])
    expect(entries.map((entry) => entry.code)).toEqual(['capacity', 'color', 'we]ird>code'])
    expect(entries.map((entry) => entry.aggName)).toEqual(['facet_0', 'facet_1', 'facet_2'])
    const built = buildSearchRequest(odd, { attributeCodes: ['color'] })
    // An unusable code gets no aggregation and a filter that matches nothing.
    expect(Object.keys(built.aggs as AnyRecord)).toEqual(['facet_0', 'facet_1', PRICE_AGG])
    expect((built.post_filter as AnyRecord).bool.filter).toContainEqual({ match_none: {} })
  })
})

describe('priceFilter', () => {
  it('ORs several bands and leaves the open band without an upper bound', () => {
    expect(priceFilter([PRICE_RANGES[0], PRICE_RANGES[5]])).toEqual({
      bool: {
        should: [{ range: { price: { gte: 0, lt: 10000 } } }, { range: { price: { gte: 200000 } } }],
        minimum_should_match: 1,
      },
    })
  })

  it('is null without bands and matches nothing with only invalid bands', () => {
    expect(priceFilter([])).toBeNull()
    expect(priceFilter(undefined)).toBeNull()
    expect(
      priceFilter([
        { from: Number.NaN, to: 5 },
        { from: 'x', to: null },
      ]),
    ).toEqual({ match_none: {} })
  })
})

describe('text query', () => {
  it('builds one multi_match per word over the boosted fields, with fuzziness and 75% of the words', () => {
    const query = textQuery('koel retro kettle') as AnyRecord
    const words = query.bool.should[0].bool
    expect(words.minimum_should_match).toBe('75%')
    expect(words.should).toHaveLength(3)
    expect(words.should[0].multi_match).toEqual({
      query: 'koel',
      fields: ['name^4', 'sku.text^2', 'categoryNames^1', 'ingredients^1', 'brand^0.8', 'description^0.5'],
      type: 'most_fields',
      operator: 'and',
      fuzziness: TEXT_FUZZINESS,
      prefix_length: 2,
    })
    expect(TEXT_FIELDS[0]).toBe('name^4')
    expect(TEXT_FIELDS).toContain('ingredients^1')
  })

  it("leaves the store view language's stop words out of the words that must match", () => {
    expect(textWords('Wasserkocher für die Küche', 'german')).toEqual(['Wasserkocher', 'Küche'])
    expect(textWords("il frigorifero per l'ufficio", 'italian')).toEqual(['frigorifero', "l'ufficio"])
    expect(textWords('the fridge, for the kitchen', 'english')).toEqual(['fridge,', 'kitchen'])
    // Only a whole word is a stop word: "Diesel" stays.
    expect(textWords('Die Diesel', 'german')).toEqual(['Diesel'])
    const words = (textQuery('Wasserkocher für die Küche', 'german') as AnyRecord).bool.should[0].bool.should
    // German words are a dis_max of the plain fields and the compound subfields.
    expect(words.map((word: AnyRecord) => word.dis_max.queries[0].multi_match.query)).toEqual(['Wasserkocher', 'Küche'])
    const body = buildSearchRequest(q({ text: 'die Küche' }), { attributeCodes: [], language: 'german' }) as AnyRecord
    expect(body.query.bool.must[0].bool.should[0].bool.should).toHaveLength(1)
  })

  it('scores an exact (case-insensitive) sku match first and never uses fuzziness on words with digits', () => {
    const query = textQuery('KRO-FR-001') as AnyRecord
    expect(query.bool.minimum_should_match).toBe(1)
    expect(query.bool.should[1]).toEqual({
      constant_score: { filter: { term: { sku: { value: 'KRO-FR-001', case_insensitive: true } } }, boost: SKU_EXACT_SCORE },
    })
    const word = query.bool.should[0].bool.should[0].multi_match
    expect(word.fuzziness).toBeUndefined()
    expect(word.prefix_length).toBeUndefined()
  })

  it('sets min_score 0.02 only when there is text', () => {
    expect(buildSearchRequest(q({ text: 'kettle' }), { attributeCodes: [] }).min_score).toBe(0.02)
    expect(buildSearchRequest(q({ text: '   ' }), { attributeCodes: [] }).min_score).toBeUndefined()
  })

  it('passes query syntax and SQL as plain data, never as query_string', () => {
    const nasty = `fridge" OR 1=1; -- * ? ( ) : \\ / name:*`
    const body = buildSearchRequest(q({ text: nasty }), { attributeCodes: [] })
    const json = JSON.stringify(body)
    expect(json).not.toContain('query_string')
    expect(json).not.toContain('simple_query_string')
    expect(json).not.toContain('wildcard')
    const must = (body.query as AnyRecord).bool.must[0]
    expect(must.bool.should[1].constant_score.filter.term.sku.value).toBe(nasty)
    // Each word as plain data ("OR" is an English stop word, so it is no word at all).
    expect(must.bool.should[0].bool.should.map((w: AnyRecord) => w.multi_match.query)).toEqual(['fridge"', '1=1;', 'name:*'])
  })

  it('matches nothing for text without any letter or digit', () => {
    const body = buildSearchRequest(q({ text: '* ? ( ) : \\ /' }), { attributeCodes: [] })
    expect((body.query as AnyRecord).bool.must).toEqual([{ match_none: {} }])
    expect(textWords('"" ** --')).toEqual([])
  })

  it('keeps at most 12 distinct words and 200 characters', () => {
    const many = Array.from({ length: 20 }, (_, i) => `word${String.fromCharCode(97 + i)}`).join(' ')
    expect(textWords(many)).toHaveLength(12)
    expect(textWords('Fridge fridge FRIDGE')).toEqual(['Fridge'])
    const long = buildSearchRequest(q({ text: 'x'.repeat(500) }), { attributeCodes: [] })
    expect((long.query as AnyRecord).bool.must[0].bool.should[1].constant_score.filter.term.sku.value).toHaveLength(200)
  })
})

describe('sorts', () => {
  it('gives every sort a stable tie-breaker', () => {
    expect(sortFor('position', false)).toEqual([{ position: { order: 'asc' } }, { id: { order: 'asc' } }])
    expect(sortFor('price_asc', false)).toEqual([{ price: { order: 'asc' } }, { position: { order: 'asc' } }, { id: { order: 'asc' } }])
    expect(sortFor('price_desc', false)[0]).toEqual({ price: { order: 'desc' } })
    expect(sortFor('newest', false)).toEqual([{ createdAt: { order: 'desc' } }, { id: { order: 'desc' } }])
    expect(sortFor('bestsellers', false)[0]).toEqual({ salesCount: { order: 'desc' } })
    expect(sortFor('relevance', true)).toEqual([{ _score: { order: 'desc' } }, { position: { order: 'asc' } }, { id: { order: 'asc' } }])
  })

  it('falls back to position for relevance without text and for an unknown sort', () => {
    expect(sortFor('relevance', false)).toEqual(sortFor('position', false))
    const body = buildSearchRequest(q({ sort: 'drop table' as never }), { attributeCodes: [] })
    expect(body.sort).toEqual(sortFor('position', false))
  })
})

describe('paging', () => {
  it('applies the spec rules: size <= 0 -> 50, negative start -> 0, at most 999', () => {
    expect(pageWindow({ start: -5, size: 0 })).toEqual({ start: 0, perPage: 50, from: 0, size: 50 })
    expect(pageWindow({ start: 20, size: -1 })).toMatchObject({ from: 20, size: 50 })
    expect(pageWindow({ start: 0, size: 5000 })).toMatchObject({ perPage: 999, size: 999 })
    expect(pageWindow({ start: Number.NaN, size: Number.NaN })).toMatchObject({ from: 0, size: 50 })
    const body = buildSearchRequest(q({ start: 100, size: 25 }), { attributeCodes: [] })
    expect([body.from, body.size]).toEqual([100, 25])
  })

  it('stays within the result window: past it, no hits are asked for', () => {
    expect(pageWindow({ start: 9990, size: 50 })).toEqual({ start: 9990, perPage: 50, from: 9990, size: 10 })
    expect(pageWindow({ start: 20000, size: 50 })).toEqual({ start: 20000, perPage: 50, from: 0, size: 0 })
    expect(pageWindow({ start: 90, size: 50 }, 100)).toMatchObject({ from: 90, size: 10 })
  })
})

describe('bad input', () => {
  it('ignores malformed attributes, flags and price ranges instead of throwing', () => {
    const bad = {
      text: 42,
      attributes: { color: 'white', brand: [null, '', 'koel', 'koel', 7] },
      flags: 'yes',
      priceRanges: 'cheap',
      sort: undefined,
      start: '3',
      size: null,
    } as unknown as ProductQuery
    const body = buildSearchRequest(bad, { attributeCodes: [] })
    expect(body.post_filter).toEqual({ terms: { 'attributes.brand': ['koel'] } })
    expect(filtersOf(body)).toHaveLength(2)
    expect((body.query as AnyRecord).bool.must).toBeUndefined()
    expect([body.from, body.size]).toEqual([0, 50])
    expect(body.sort).toEqual(sortFor('position', false))
  })
})
