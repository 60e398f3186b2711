import { describe, expect, it } from 'vitest'
import type { ProductDocument } from '../../app/search/types'
import { parseArgs, UsageError } from './args'
import {
  BUDGETS,
  categoryUrls,
  failedSizeMeasurements,
  growthTable,
  parseSearchSizes,
  planFacetedQueries,
  ratio,
  SearchSizesError,
  serverMeasurements,
  sizeLabel,
  sizeMeasurements,
  summariseChild,
  type SearchChildReport,
  type SizeResult,
} from './search'

function doc(id: number, overrides: Partial<ProductDocument> = {}): ProductDocument {
  return {
    id,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    slug: `product-${id}`,
    typeId: 'simple',
    categoryIds: [1],
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
    createdAt: '2026-01-01T00:00:00.000Z',
    salesCount: 0,
    isNew: false,
    isHoliday: false,
    image: null,
    attributes: {},
    ...overrides,
  }
}

/** A child report with `samples` as every query timing and simple memory figures. */
function report(samples: { faceted: number[]; text: number[]; sql: number[] }, rssMB = 500): SearchChildReport {
  const MB = 1024 * 1024
  return {
    views: [
      { storeCode: 'default', docs: 10, loadMs: 1000, indexMs: 2000 },
      { storeCode: 'de', docs: 10, loadMs: 1000, indexMs: 2000 },
      { storeCode: 'it', docs: 10, loadMs: 1000, indexMs: 2000 },
    ],
    buildMs: 9000,
    memory: {
      rssAfterBuild: rssMB * MB,
      rssAfterGc: (rssMB - 50) * MB,
      heapUsedAfterGc: 200 * MB,
      heapTotalAfterGc: 250 * MB,
      externalAfterGc: 20 * MB,
      rssAfterQueries: (rssMB - 10) * MB,
      peakRss: (rssMB + 100) * MB,
    },
    queries: { ...samples, cpu: { ...samples }, meanHits: { faceted: 1, text: 1, sql: 1 } },
    plan: [{ categoryId: 3, categoryProducts: 5, total: 2, brand: 'koel', priceRange: '2000-' }],
    listable: { status: [0, 1], visibility: [2, 3, 4] },
  }
}

describe('parseSearchSizes', () => {
  it('reads whole numbers, sorted and without repeats', () => {
    expect(parseSearchSizes('10000,1000')).toEqual([1000, 10_000])
    expect(parseSearchSizes(' 1000 , 1000,100_000 ')).toEqual([1000, 100_000])
  })

  it('refuses anything but whole numbers within the limits', () => {
    for (const raw of ['', 'abc', '1e4', '-1000', '1000.5', '100', '1000000', '1000,x']) {
      expect(() => parseSearchSizes(raw), raw).toThrow(SearchSizesError)
    }
  })

  it('is the --search-sizes option of the bench command line', () => {
    const options = parseArgs(['--only=search', '--search-sizes=1000,10000'], ['weight', 'search'])
    expect(options.only).toEqual(['search'])
    expect(options.searchSizes).toEqual([1000, 10_000])
    expect(parseArgs([], ['search']).searchSizes).toBeNull()
    expect(() => parseArgs(['--search-sizes=ten'], ['search'])).toThrow(UsageError)
  })
})

describe('labels', () => {
  it('writes sizes as 1k, 100k', () => {
    expect([sizeLabel(1000), sizeLabel(100_000), sizeLabel(2500), sizeLabel(500)]).toEqual(['1k', '100k', '2.5k', '500'])
  })

  it('prints ratios, n/a without a baseline', () => {
    expect(ratio(3, 2)).toBe('x1.50')
    expect(ratio(3, 0)).toBe('n/a')
    expect(ratio(Number.NaN, 1)).toBe('n/a')
  })
})

describe('planFacetedQueries', () => {
  // Category 1 holds everything (a root); 10 holds 4 products, 20 holds 2, 30 holds 3 without a brand.
  const docs = [
    doc(1, { categoryIds: [1, 10], attributes: { brand: ['koel'] }, price: 50_000 }),
    doc(2, { categoryIds: [1, 10], attributes: { brand: ['koel'] }, price: 60_000 }),
    doc(3, { categoryIds: [1, 10], attributes: { brand: ['defy'] }, price: 300_000 }),
    doc(4, { categoryIds: [1, 10], attributes: { brand: ['defy'] }, price: 5_000, visibility: 1 }),
    doc(5, { categoryIds: [1, 20], attributes: { brand: ['smeg'] }, price: 5_000 }),
    doc(6, { categoryIds: [1, 20], attributes: { brand: ['bosch'] }, price: 5_000 }),
    doc(7, { categoryIds: [1, 30] }),
    doc(8, { categoryIds: [1, 30] }),
    doc(9, { categoryIds: [1, 30] }),
  ]

  it('takes the largest categories below half the catalogue, their top brand and its best price band', () => {
    const plan = planFacetedQueries(docs, 4)
    // Root 1 is left out; 30 has no brand; hidden product 4 does not count.
    expect(plan.map((entry) => entry.categoryId)).toEqual([10, 20])
    expect(plan[0]).toEqual({ categoryId: 10, categoryProducts: 3, brand: 'koel', priceRange: { from: 400, to: 750 } })
    // A tie between brands goes to the first by name.
    expect(plan[1].brand).toBe('bosch')
    expect(plan[1].priceRange).toEqual({ from: 0, to: 100 })
    expect(planFacetedQueries(docs, 1)).toHaveLength(1)
    expect(planFacetedQueries([], 4)).toEqual([])
  })
})

describe('figures', () => {
  const timings = {
    faceted: Array.from({ length: 100 }, (_, i) => i + 1),
    text: Array.from({ length: 100 }, () => 2),
    sql: Array.from({ length: 100 }, () => 4),
  }

  it('summarises the child report: percentiles, build parts, memory in MB', () => {
    const result = summariseChild(10_000, 1500, report(timings))
    expect(result.faceted).toEqual({ p50: 50, p95: 95 })
    expect(result.cpu.faceted).toEqual({ p50: 50, p95: 95 })
    expect(result.text).toEqual({ p50: 2, p95: 2 })
    expect([result.buildMs, result.loadMs, result.indexMs]).toEqual([9000, 3000, 6000])
    // The larger of after-build and after-queries, never the collected figure.
    expect(result.rss).toBe(500)
    expect(result.heapAfterGc).toBe(200)
  })

  it('budgets the 10 000 product queries', () => {
    const fast = { ...timings, faceted: Array.from({ length: 100 }, () => 1) }
    const rows = sizeMeasurements(summariseChild(10_000, 0, report(fast)), report(fast))
    const median = rows.find((row) => row.name === 'faceted query median')!
    expect(median).toMatchObject({ status: 'PASS', scope: '10k', budget: { op: '<', limit: BUDGETS.facetedMedianMs } })
    expect(rows.find((row) => row.name === 'faceted query p95')).toMatchObject({ status: 'PASS', value: 1 })
    expect(rows.find((row) => row.name === 'index build, 3 store views')?.status).toBe('INFO')

    const slow = sizeMeasurements(summariseChild(10_000, 0, report(timings)), report(timings))
    expect(slow.find((row) => row.name === 'faceted query median')).toMatchObject({ status: 'FAIL', value: 50 })
    expect(slow.find((row) => row.name === 'faceted query p95')).toMatchObject({ status: 'FAIL', value: 95 })
    expect(median.note).toContain('vs SQL p50 x0.25')
  })

  it('budgets build, memory and p95 at 100 000 products, and only informs at other sizes', () => {
    const big = report(timings, 1600)
    const rows = sizeMeasurements(summariseChild(100_000, 0, big), big)
    expect(rows.find((row) => row.name === 'faceted query median')?.status).toBe('INFO')
    expect(rows.find((row) => row.name === 'faceted query p95')).toMatchObject({ status: 'FAIL', budget: { limit: 60 } })
    expect(rows.find((row) => row.name === 'index build, 3 store views')).toMatchObject({ status: 'PASS', value: 9000 })
    expect(rows.find((row) => row.name === 'RSS, engine process, 3 indexes')).toMatchObject({ status: 'FAIL', value: 1600 })

    const small = sizeMeasurements(summariseChild(1000, 0, report(timings)), report(timings))
    expect(small.every((row) => row.status === 'INFO')).toBe(true)
  })

  it('fails the budgets of a size whose engine run failed', () => {
    const large = failedSizeMeasurements(100_000, 'child crashed')
    expect(large.map((m) => [m.name, m.status, m.value])).toEqual([
      ['faceted query p95', 'FAIL', null],
      ['index build, 3 store views', 'FAIL', null],
      ['RSS, engine process, 3 indexes', 'FAIL', null],
    ])
    expect(failedSizeMeasurements(10_000, 'x').every((m) => m.status === 'FAIL')).toBe(true)
    expect(failedSizeMeasurements(1000, 'x').map((m) => m.status)).toEqual(['INFO'])
  })

  it('fails the server memory at 100 000 products when the server could not be measured', () => {
    const [row] = serverMeasurements(100_000, null, 'did not start')
    expect(row).toMatchObject({ status: 'FAIL', value: null, note: 'did not start' })
    expect(serverMeasurements(1000, null)[0].status).toBe('INFO')
    const measured = serverMeasurements(100_000, {
      startMs: 20_000,
      rss: 900,
      rssAfterStart: 850,
      peakRss: 1000,
      category: { p50: 30, p95: 40 },
      search: { p50: 20, p95: 30 },
      failures: ['500 /c/x'],
    })
    expect(measured.find((m) => m.name === 'RSS, server, 3 indexes')?.status).toBe('PASS')
    expect(measured.find((m) => m.name === 'HTTP responses not 200')).toMatchObject({ status: 'FAIL', value: 1 })
  })

  it('prints a growth table with a column per size and the growth from first to last', () => {
    const one = summariseChild(1000, 0, report({ faceted: [1], text: [1], sql: [2] }, 200))
    const two: SizeResult = summariseChild(100_000, 0, report({ faceted: [10], text: [5], sql: [40] }, 900))
    const lines = growthTable([one, two])
    expect(lines[0]).toMatch(/^growth\s+1 000\s+100 000\s+1k->100k$/)
    expect(lines.find((line) => line.startsWith('faceted p50 ms'))).toMatch(/1\.00\s+10\.00\s+x10\.00$/)
    expect(lines.find((line) => line.startsWith('RSS MB'))).toMatch(/200\s+900\s+x4\.50$/)
    expect(lines.find((line) => line.startsWith('server RSS MB'))).toMatch(/n\/a\s+n\/a\s+n\/a$/)
    expect(growthTable([one])[0]).toMatch(/^growth\s+1 000$/)
    expect(growthTable([])).toEqual([])
  })

  it('builds faceted category URLs for the pages 1 to 3 that exist, skipping unknown categories', () => {
    const plan = [
      { categoryId: 3, categoryProducts: 500, total: 101, brand: 'koel', priceRange: '2000-' },
      { categoryId: 4, categoryProducts: 500, total: 50, brand: 'smeg', priceRange: '400-750' },
      { categoryId: 5, categoryProducts: 500, total: 0, brand: 'lg', priceRange: '0-100' },
      { categoryId: 9, categoryProducts: 500, total: 900, brand: 'defy', priceRange: '0-100' },
    ]
    const urls = categoryUrls(
      plan,
      new Map([
        [3, 'fridges'],
        [4, 'ovens'],
        [5, 'fans'],
      ]),
    )
    expect(urls).toEqual([
      '/c/fridges?price=2000-&brand=koel',
      '/c/ovens?price=400-750&brand=smeg',
      '/c/fans?price=0-100&brand=lg',
      '/c/fridges?price=2000-&brand=koel&page=2',
      '/c/fridges?price=2000-&brand=koel&page=3',
    ])
  })
})
