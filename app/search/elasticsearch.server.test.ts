import { createRequire } from 'node:module'
import { Client } from '@elastic/elasticsearch'
import Mock from '@elastic/elasticsearch-mock'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createSearchEngine } from '~/providers/catalog/search.server'
import { ElasticsearchSearchEngine } from './elasticsearch.server'
import { SearchIndexingError, SearchUnavailableError } from './errors'
import { OramaSearchEngine } from './orama.server'
import type { ProductDocument, ProductQuery } from './types'

// The mock is CommonJS and checks `instanceof` against the CommonJS build's error classes.
const { errors } = createRequire(import.meta.url)('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch')

function doc(id: number, overrides: Partial<ProductDocument> = {}): ProductDocument {
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
    price: 10_000,
    regularPrice: 10_000,
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
    attributes: {},
    ...overrides,
  }
}

const query: ProductQuery = { priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50 }

interface Call {
  method: string
  path: string
  body: any
  querystring: Record<string, string>
}

function responseError(statusCode: number, type = 'some_exception') {
  return new errors.ResponseError({
    body: { error: { type, reason: `${type} happened` }, status: statusCode },
    statusCode,
    headers: {},
    warnings: null,
    meta: {} as never,
  })
}

const ALIAS = 'karoo_products_default'
const NEW_INDEX = `${ALIAS}-20250102030405006-abc123`
const OLD_INDEX = `${ALIAS}-20240101000000000-old`

let mock: Mock
let calls: Call[]
let engine: ElasticsearchSearchEngine
let warn: ReturnType<typeof vi.fn<(message: string) => void>>

/** Register a route that records its calls; `answer` gives the body (or an error) per call. */
function route(method: string | string[], path: string | string[], answer: (call: Call) => unknown) {
  mock.add({ method, path }, (params) => {
    const call = params as unknown as Call
    calls.push(call)
    return answer(call) as Record<string, unknown>
  })
}

const seen = () => calls.map((call) => `${call.method} ${call.path}`)

function searchAnswer() {
  return {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, failed: 0 },
    hits: {
      total: { value: 2, relation: 'eq' },
      max_score: null,
      hits: [
        { _index: NEW_INDEX, _id: '2', _source: doc(2, { attributes: { color: ['white'] } }) },
        { _index: NEW_INDEX, _id: '1', _source: doc(1) },
      ],
    },
    aggregations: {
      facet_0: { doc_count: 2, values: { buckets: [{ key: 'white', doc_count: 1 }] } },
      price_ranges: { doc_count: 2, ranges: { buckets: [{ key: 'r1', from: 10000, to: 25000, doc_count: 2 }] } },
    },
  }
}

beforeEach(() => {
  mock = new Mock()
  calls = []
  warn = vi.fn<(message: string) => void>()
  const client = new Client({ node: 'http://localhost:9200', Connection: mock.getConnection() })
  engine = new ElasticsearchSearchEngine({
    node: 'http://localhost:9200',
    client,
    bulkSize: 2,
    writeRetries: 0,
    now: () => new Date('2025-01-02T03:04:05.006Z'),
    randomSuffix: () => 'abc123',
    logger: { warn },
  })
})

describe('search', () => {
  beforeEach(() => {
    route('GET', '/:index/_mapping', () => ({
      [NEW_INDEX]: { mappings: { properties: { attributes: { properties: { color: { type: 'keyword' } } } } } },
    }))
  })

  it('searches the store view alias with the built request and maps the answer', async () => {
    route(['GET', 'POST'], '/:index/_search', () => searchAnswer())
    const result = await engine.search('default', { ...query, attributes: { color: ['white'] } })
    expect(seen()).toEqual([`GET /${ALIAS}/_mapping`, `POST /${ALIAS}/_search`])
    const body = calls[1].body
    expect(body.query.bool.filter).toContainEqual({ terms: { visibility: [2, 3, 4] } })
    expect(body.post_filter).toEqual({ terms: { 'attributes.color': ['white'] } })
    expect(body.aggs.facet_0.aggs.values.terms.field).toBe('attributes.color')
    expect(result.items.map((item) => item.id)).toEqual([2, 1])
    expect(result.total).toBe(2)
    expect(result.facets.color).toEqual([{ value: 'white', count: 1 }])
    expect(result.priceFacets.map((facet) => facet.count)).toEqual([0, 2, 0, 0, 0, 0])
  })

  it('reads the mapping once and reuses it for the next searches', async () => {
    route(['GET', 'POST'], '/:index/_search', () => searchAnswer())
    await engine.search('default', query)
    await engine.search('default', query)
    expect(seen().filter((line) => line.endsWith('_mapping'))).toHaveLength(1)
  })

  it('answers an empty result when the store view has no index yet', async () => {
    mock.clearAll()
    route('GET', '/:index/_mapping', () => responseError(404, 'index_not_found_exception'))
    const result = await engine.search('de', query)
    expect(result).toMatchObject({ items: [], total: 0, facets: {} })
    expect(seen()).toEqual(['GET /karoo_products_de/_mapping'])
  })

  it('turns a 500 into SearchUnavailableError', async () => {
    route(['GET', 'POST'], '/:index/_search', () => responseError(500, 'search_phase_execution_exception'))
    const failure = engine.search('default', query)
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError)
    await expect(failure).rejects.toThrow(/HTTP 500/)
  })

  it('turns a timeout into SearchUnavailableError, without retrying', async () => {
    route(['GET', 'POST'], '/:index/_search', () => new errors.TimeoutError('Request timed out'))
    const failure = engine.search('default', query)
    await expect(failure).rejects.toBeInstanceOf(SearchUnavailableError)
    await expect(failure).rejects.toMatchObject({ engine: 'elasticsearch', cause: expect.objectContaining({ name: 'TimeoutError' }) })
    expect(seen().filter((line) => line.endsWith('_search'))).toHaveLength(1)
  })

  it('turns a refused connection while reading the mapping into SearchUnavailableError', async () => {
    mock.clearAll()
    route('GET', '/:index/_mapping', () => new errors.ConnectionError('connect ECONNREFUSED'))
    await expect(engine.search('default', query)).rejects.toBeInstanceOf(SearchUnavailableError)
  })
})

describe('replaceAll', () => {
  function happyPath(existing: string[]) {
    route('GET', '/_alias/:name', () =>
      existing.length > 0
        ? Object.fromEntries(existing.map((index) => [index, { aliases: { [ALIAS]: {} } }]))
        : responseError(404, 'aliases_not_found_exception'),
    )
    route('PUT', '/:index', () => ({ acknowledged: true, index: NEW_INDEX }))
    route(['POST', 'PUT'], '/:index/_bulk', (call) => ({
      took: 1,
      errors: false,
      items: (call.body as any[]).filter((line) => 'index' in line).map((line) => ({ index: { _id: line.index._id, status: 201 } })),
    }))
    route('PUT', '/:index/_settings', () => ({ acknowledged: true }))
    route(['POST', 'GET'], '/:index/_refresh', () => ({ _shards: { total: 1, successful: 1, failed: 0 } }))
    route('POST', '/_aliases', () => ({ acknowledged: true }))
    route('DELETE', '/:index', () => ({ acknowledged: true }))
  }

  it('builds a new index, fills it in chunks, refreshes, swaps the alias in one call, then deletes the old index', async () => {
    happyPath([OLD_INDEX])
    const progress: [number, number][] = []
    const docs = [doc(1), doc(2), doc(3), doc(4), doc(5), doc(3, { name: 'Product 3 again' })]
    await engine.replaceAll('default', docs, { onProgress: (done, total) => progress.push([done, total]) })

    expect(seen()).toEqual([
      `GET /_alias/${ALIAS}`,
      `PUT /${NEW_INDEX}`,
      `POST /${NEW_INDEX}/_bulk`,
      `POST /${NEW_INDEX}/_bulk`,
      `POST /${NEW_INDEX}/_bulk`,
      `PUT /${NEW_INDEX}/_settings`,
      `GET /${NEW_INDEX}/_refresh`,
      'POST /_aliases',
      `DELETE /${OLD_INDEX}`,
    ])
    const create = calls[1].body
    expect(create.settings.refresh_interval).toBe('-1')
    expect(create.mappings.properties.price.type).toBe('long')
    expect(create.aliases).toBeUndefined()
    // Documents de-duplicated by id (the last one wins), indexed by id.
    const indexed = calls.filter((call) => call.path.endsWith('_bulk')).flatMap((call) => call.body)
    expect(indexed.filter((line: any) => 'index' in line).map((line: any) => line.index._id)).toEqual(['1', '2', '3', '4', '5'])
    expect(indexed.find((line: any) => line.id === 3).name).toBe('Product 3 again')
    // Each document carries what the product is, for the kind score ("Product 1" is a product).
    expect(indexed.find((line: any) => line.id === 1).kinds).toEqual(['product'])
    expect(calls[5].body).toEqual({ refresh_interval: '1s' })
    expect(calls[7].body).toEqual({
      actions: [{ remove: { index: OLD_INDEX, alias: ALIAS } }, { add: { index: NEW_INDEX, alias: ALIAS } }],
    })
    expect(progress).toEqual([
      [0, 5],
      [2, 5],
      [4, 5],
      [5, 5],
    ])
  })

  it('only adds the alias (and deletes nothing) on the first build', async () => {
    happyPath([])
    await engine.replaceAll('default', [doc(1)])
    const aliases = calls.find((call) => call.path === '/_aliases')!
    expect(aliases.body).toEqual({ actions: [{ add: { index: NEW_INDEX, alias: ALIAS } }] })
    expect(seen().filter((line) => line.startsWith('DELETE'))).toEqual([])
  })

  it('deletes its new index and leaves the alias alone when documents are refused', async () => {
    happyPath([OLD_INDEX])
    mock.clear({ method: ['POST', 'PUT'], path: '/:index/_bulk' })
    route(['POST', 'PUT'], '/:index/_bulk', () => ({
      took: 1,
      errors: true,
      items: [
        { index: { _id: '1', status: 201 } },
        { index: { _id: '2', status: 400, error: { type: 'mapper_parsing_exception', reason: 'failed to parse [price]' } } },
      ],
    }))
    const failure = engine.replaceAll('default', [doc(1), doc(2)])
    await expect(failure).rejects.toBeInstanceOf(SearchIndexingError)
    await expect(failure).rejects.toMatchObject({ failures: [{ id: '2', reason: 'failed to parse [price]' }] })
    expect(seen()).not.toContain('POST /_aliases')
    expect(seen().at(-1)).toBe(`DELETE /${NEW_INDEX}`)
    expect(seen()).not.toContain(`DELETE /${OLD_INDEX}`)
  })

  it('reports an unreachable cluster as SearchUnavailableError', async () => {
    route('GET', '/_alias/:name', () => new errors.ConnectionError('connect ECONNREFUSED'))
    await expect(engine.replaceAll('default', [doc(1)])).rejects.toBeInstanceOf(SearchUnavailableError)
  })

  it('keeps the new index serving when the old one cannot be deleted, and says so', async () => {
    happyPath([OLD_INDEX])
    mock.clear({ method: 'DELETE', path: '/:index' })
    route('DELETE', '/:index', () => responseError(403, 'cluster_block_exception'))
    await engine.replaceAll('default', [doc(1)])
    expect(seen()).toContain('POST /_aliases')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(OLD_INDEX))
  })
})

describe('upsert and remove', () => {
  function bulkOk() {
    route(['POST', 'PUT'], '/:index/_bulk', (call) => ({
      took: 1,
      errors: (call.body as any[]).some((line) => 'delete' in line),
      items: (call.body as any[])
        .filter((line) => 'index' in line || 'delete' in line)
        .map((line) =>
          'delete' in line
            ? { delete: { _id: line.delete._id, status: 404, error: undefined, result: 'not_found' } }
            : { index: { _id: line.index._id, status: 200 } },
        ),
    }))
  }

  it('writes through the alias with require_alias', async () => {
    route('HEAD', '/_alias/:name', () => '')
    bulkOk()
    await engine.upsert('default', [doc(1), doc(2), doc(3)])
    expect(seen()).toEqual([`HEAD /_alias/${ALIAS}`, `POST /${ALIAS}/_bulk`, `POST /${ALIAS}/_bulk`])
    expect(calls[1].querystring).toMatchObject({ require_alias: 'true', refresh: 'false' })
  })

  it('creates an index behind the alias before the first upsert', async () => {
    route('HEAD', '/_alias/:name', () => responseError(404))
    route('PUT', '/:index', () => ({ acknowledged: true }))
    bulkOk()
    await engine.upsert('default', [doc(1)])
    expect(seen()).toEqual([`HEAD /_alias/${ALIAS}`, `PUT /${NEW_INDEX}`, `POST /${ALIAS}/_bulk`])
    expect(calls[1].body.aliases).toEqual({ [ALIAS]: {} })
    expect(calls[1].body.settings).not.toHaveProperty('refresh_interval')
  })

  it("creates a German store view's index with its compound analysis, and indexes German kinds", async () => {
    route('HEAD', '/_alias/:name', () => responseError(404))
    route('PUT', '/:index', () => ({ acknowledged: true }))
    bulkOk()
    await engine.upsert('de', [doc(1, { name: 'Vuka Filterkaffeemaschine 1,8 L', categoryNames: ['Kaffeemaschinen'] })])
    const create = calls[1].body
    expect(create.settings.analysis.analyzer.product_compound).toBeDefined()
    expect(create.mappings.properties.name.fields.compound.analyzer).toBe('product_compound')
    expect(create.mappings.properties.kinds.fields.compound.analyzer).toBe('kind_compound')
    const indexed = (calls[2].body as any[]).find((line) => line.id === 1)
    expect(indexed.kinds).toEqual(['filterkaffeemaschin', 'kaffeemaschin'])
  })

  it('deletes by id, taking "not found" as done', async () => {
    route('HEAD', '/_alias/:name', () => '')
    bulkOk()
    await engine.remove('default', [7, 7, 8])
    const lines = calls[1].body as any[]
    expect(lines).toEqual([{ delete: { _id: '7' } }, { delete: { _id: '8' } }])
  })

  it('does nothing when there is nothing to write or no index to remove from', async () => {
    route('HEAD', '/_alias/:name', () => responseError(404))
    await engine.upsert('default', [])
    await engine.remove('default', [])
    await engine.remove('default', [1])
    expect(seen()).toEqual([`HEAD /_alias/${ALIAS}`])
  })
})

describe('ping and housekeeping', () => {
  it('is true when the cluster answers and false on any failure', async () => {
    route('HEAD', '/', () => '')
    expect(await engine.ping()).toBe(true)
    mock.clearAll()
    route('HEAD', '/', () => new errors.ConnectionError('connect ECONNREFUSED'))
    expect(await engine.ping()).toBe(false)
    mock.clearAll()
    route('HEAD', '/', () => responseError(503))
    expect(await engine.ping()).toBe(false)
  })

  it('reports whether a store view has an index', async () => {
    route('HEAD', '/_alias/:name', (call) => (call.path.endsWith('_de') ? '' : responseError(404)))
    expect(await engine.hasIndex('de')).toBe(true)
    expect(await engine.hasIndex('it')).toBe(false)
  })

  it('deletes every index under its prefix by name (no wildcard delete)', async () => {
    route('GET', '/:index', () => ({ [OLD_INDEX]: {}, [NEW_INDEX]: {} }))
    route('DELETE', '/:index', () => ({ acknowledged: true }))
    expect(await engine.deleteAllIndexes()).toEqual([OLD_INDEX, NEW_INDEX])
    expect(seen()).toEqual([`GET /karoo_products_*`, `DELETE /${OLD_INDEX},${NEW_INDEX}`])
  })

  it('refuses an index prefix that is not a plain lower-case name', () => {
    expect(() => new ElasticsearchSearchEngine({ node: 'http://localhost:9200', indexPrefix: 'Bad*' })).toThrow(/prefix/)
  })
})

describe('createSearchEngine', () => {
  it('uses Elasticsearch when ELASTICSEARCH_URL is set, else Orama', async () => {
    const elastic = createSearchEngine({ ELASTICSEARCH_URL: 'http://localhost:9200' })
    expect(elastic).toBeInstanceOf(ElasticsearchSearchEngine)
    await (elastic as ElasticsearchSearchEngine).close()
    expect(createSearchEngine({})).toBeInstanceOf(OramaSearchEngine)
    expect(createSearchEngine({ ELASTICSEARCH_URL: '  ' })).toBeInstanceOf(OramaSearchEngine)
  })
})
