/**
 * Search: the embedded engine at 1 000, 10 000 and 100 000 products (`--search-sizes=` to
 * choose). For each size a fresh SQLite file under the system temp folder is seeded with the
 * deterministic demo catalogue, then:
 * 1. a child process (scripts/bench/search-child.ts) builds the three store-view indexes as
 *    the app does at start, reports its memory, and times engine queries and a plain SQL
 *    LIKE baseline in one run (the child's memory is measured, never this process's, which
 *    seeded the database);
 * 2. the production server (`node build/server.js`, SEED_DEMO=false) starts on that file,
 *    which builds the same indexes, and answers faceted category pages and search pages
 *    over HTTP; its resident memory is read from /proc.
 *
 * Budgets: 10 000 products: faceted query median < 5 ms, p95 < 20 ms; 100 000 products:
 * index build of the three views < 60 s, RSS < 1.5 GB (engine process and server), faceted
 * p95 < 60 ms. A growth table shows how times and memory grow from size to size.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { groupThousands } from '../../app/utils/progress.server'
import { storeViews } from '../../app/utils/store-views'
import {
  DEFAULT_PAGE_SIZE,
  LISTABLE_STATUS,
  LISTABLE_VISIBILITY,
  PRICE_RANGES,
  priceInRange,
  type PriceRange,
  type ProductDocument,
} from '../../app/search/types'
import type { BenchContext, Section } from './context'
import { get } from './http'
import { isRunning, lastLines, runJsonChild, spawnGroup, stopGroup } from './processes'
import { budgeted, info, MB, type Measurement } from './report'
import { freePort, readProcMemory } from './server'
import { percentile } from './stats'

export const SEARCH_SIZES: readonly number[] = [1_000, 10_000, 100_000]
/** The demo seeder's minimum, and a ceiling that keeps a run within minutes. */
export const MIN_SEARCH_SIZE = 150
export const MAX_SEARCH_SIZE = 200_000
export const QUERIES = 200
export const WARMUP = 20
/** HTTP requests against the server: faceted category pages, then search pages. */
export const HTTP_CATEGORY_REQUESTS = 60
export const HTTP_SEARCH_REQUESTS = 40
export const HTTP_WARMUP = 10

export const BUDGETS = {
  /** At 10 000 products. */
  facetedMedianMs: 5,
  facetedP95Ms: 20,
  /** At 100 000 products. */
  buildMs: 60_000,
  rssMB: 1536,
  facetedP95LargeMs: 60,
} as const
export const SMALL_BUDGET_SIZE = 10_000
export const LARGE_BUDGET_SIZE = 100_000

/** Text queries of the benchmark (English: the default store view), also the SQL LIKE terms. */
export const TEXT_TERMS: readonly string[] = [
  'fridge',
  'kettle',
  'washing machine',
  'toaster',
  'air fryer',
  'stainless steel',
  'coffee',
  'vacuum',
]

/** Child process limit: a 100 000 product run takes about a minute; a stuck one is stopped. */
const CHILD_TIMEOUT_MS = 8 * 60_000
/** The server builds its indexes before it listens. */
const SERVER_START_TIMEOUT_MS = 5 * 60_000

// ---------------------------------------------------------------------------------------
// Pure helpers (tested in search.test.ts)

export class SearchSizesError extends Error {}

/** "1000,10000" -> [1000, 10000]: whole numbers, sorted, de-duplicated, within the limits. */
export function parseSearchSizes(raw: string): number[] {
  const parts = raw
    .split(',')
    .map((part) => part.trim().replace(/_/g, ''))
    .filter(Boolean)
  if (parts.length === 0) throw new SearchSizesError('--search-sizes needs product counts, e.g. 1000,10000')
  const sizes = parts.map((part) => {
    const value = /^\d+$/.test(part) ? Number(part) : Number.NaN
    if (!Number.isSafeInteger(value) || value < MIN_SEARCH_SIZE || value > MAX_SEARCH_SIZE) {
      throw new SearchSizesError(`--search-sizes takes whole numbers from ${MIN_SEARCH_SIZE} to ${MAX_SEARCH_SIZE}, got "${part}"`)
    }
    return value
  })
  return [...new Set(sizes)].sort((a, b) => a - b)
}

/** 1000 -> "1k", 100000 -> "100k", 2500 -> "2.5k", 500 -> "500". */
export function sizeLabel(size: number): string {
  if (size < 1000) return String(size)
  const k = size / 1000
  return `${Number.isInteger(k) ? k : k.toFixed(1)}k`
}

export interface FacetedPlanEntry {
  categoryId: number
  /** Listable products in the category. */
  categoryProducts: number
  /** The category's most common brand value. */
  brand: string
  /** The price band with most products of that brand in the category. */
  priceRange: PriceRange
}

const isListable = (doc: ProductDocument) => LISTABLE_VISIBILITY.includes(doc.visibility) && LISTABLE_STATUS.includes(doc.status)

/**
 * Realistic faceted listings: the `count` largest categories that are not near-roots (they
 * hold less than half of the products), each with its most common brand and the price band
 * that brand sells most in there. Deterministic (ties by id / value / band order).
 */
export function planFacetedQueries(docs: readonly ProductDocument[], count: number): FacetedPlanEntry[] {
  const listable = docs.filter(isListable)
  const perCategory = new Map<number, ProductDocument[]>()
  for (const doc of listable) {
    for (const id of doc.categoryIds) {
      const list = perCategory.get(id)
      if (list) list.push(doc)
      else perCategory.set(id, [doc])
    }
  }
  const categories = [...perCategory.entries()]
    .filter(([, list]) => list.length * 2 < listable.length)
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
  const plan: FacetedPlanEntry[] = []
  for (const [categoryId, list] of categories) {
    if (plan.length >= count) break
    const brands = new Map<string, number>()
    for (const doc of list) for (const brand of doc.attributes.brand ?? []) brands.set(brand, (brands.get(brand) ?? 0) + 1)
    const brand = [...brands.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0]
    if (brand === undefined) continue
    const ofBrand = list.filter((doc) => doc.attributes.brand?.includes(brand))
    let best = PRICE_RANGES[0]
    let bestCount = -1
    for (const range of PRICE_RANGES) {
      const n = ofBrand.filter((doc) => priceInRange(doc.price, range)).length
      if (n > bestCount) {
        best = range
        bestCount = n
      }
    }
    plan.push({ categoryId, categoryProducts: list.length, brand, priceRange: best })
  }
  return plan
}

export interface ViewBuild {
  storeCode: string
  docs: number
  loadMs: number
  indexMs: number
}

/** What the child prints (one JSON line). Memory in bytes, times in ms. */
export interface SearchChildReport {
  views: ViewBuild[]
  buildMs: number
  memory: {
    rssAfterBuild: number
    rssAfterGc: number
    heapUsedAfterGc: number
    heapTotalAfterGc: number
    /** Memory of typed arrays and other buffers outside the JavaScript heap. */
    externalAfterGc: number
    rssAfterQueries: number
    peakRss: number
  }
  queries: {
    /** Wall-clock ms per query. */
    faceted: number[]
    text: number[]
    sql: number[]
    /**
     * CPU ms of the process per query, all threads (GC helpers included, so it can exceed wall
     * time); unlike wall time it does not grow when other processes take the CPU away.
     */
    cpu: { faceted: number[]; text: number[]; sql: number[] }
    meanHits: { faceted: number; text: number; sql: number }
  }
  /** The faceted listings queried; `total` is the result count of each (page 1). */
  plan: { categoryId: number; categoryProducts: number; total: number; brand: string; priceRange: string }[]
  listable: { status: number[]; visibility: number[] }
}

export interface SizeResult {
  products: number
  seedMs: number
  buildMs: number
  loadMs: number
  indexMs: number
  /** MB */
  rss: number
  heapAfterGc: number
  peakRss: number
  faceted: { p50: number; p95: number }
  text: { p50: number; p95: number }
  sql: { p50: number; p95: number }
  /** CPU time per query of the same runs. */
  cpu: { faceted: { p50: number; p95: number }; text: { p50: number; p95: number }; sql: { p50: number; p95: number } }
  /** The production server on the same database, when it could be measured. */
  server?: ServerResult
}

export interface ServerFigures {
  pid: number
  /** Spawn to first healthy /healthz: the index build plus start-up. */
  startMs: number
  /** Bytes. */
  rssAfterStart: number
  rssAfterRequests: number
  peakRss: number
  category: number[]
  search: number[]
  failures: string[]
}

export interface ServerResult {
  startMs: number
  /** MB */
  rss: number
  rssAfterStart: number
  peakRss: number
  category: { p50: number; p95: number }
  search: { p50: number; p95: number }
  failures: string[]
}

const stat = (samples: readonly number[]) => ({
  p50: percentile(samples, 50) ?? Number.NaN,
  p95: percentile(samples, 95) ?? Number.NaN,
})

export function summariseServer(figures: ServerFigures): ServerResult {
  return {
    startMs: figures.startMs,
    rss: Math.max(figures.rssAfterStart, figures.rssAfterRequests) / MB,
    rssAfterStart: figures.rssAfterStart / MB,
    peakRss: figures.peakRss / MB,
    category: stat(figures.category),
    search: stat(figures.search),
    failures: figures.failures,
  }
}

/** The child's raw report in the units of the table. */
export function summariseChild(products: number, seedMs: number, report: SearchChildReport): SizeResult {
  const memory = report.memory
  return {
    products,
    seedMs,
    buildMs: report.buildMs,
    loadMs: report.views.reduce((sum, view) => sum + view.loadMs, 0),
    indexMs: report.views.reduce((sum, view) => sum + view.indexMs, 0),
    // The larger of "as the build left it" and "after the queries", without forced collections:
    // what a server that has just started and served would hold.
    rss: Math.max(memory.rssAfterBuild, memory.rssAfterQueries) / MB,
    heapAfterGc: memory.heapUsedAfterGc / MB,
    peakRss: memory.peakRss / MB,
    faceted: stat(report.queries.faceted),
    text: stat(report.queries.text),
    sql: stat(report.queries.sql),
    cpu: {
      faceted: stat(report.queries.cpu.faceted),
      text: stat(report.queries.cpu.text),
      sql: stat(report.queries.cpu.sql),
    },
  }
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a'
}

/** `x2.3` for a ratio, `n/a` when the baseline is zero or missing. */
export function ratio(value: number, baseline: number): string {
  return Number.isFinite(value) && Number.isFinite(baseline) && baseline > 0 ? `x${(value / baseline).toFixed(2)}` : 'n/a'
}

/** The growth table: one column per size, one row per figure, plus growth factors first -> last. */
export function growthTable(results: readonly SizeResult[]): string[] {
  if (results.length === 0) return []
  const rows: [string, (r: SizeResult) => number, number][] = [
    ['faceted p50 ms', (r) => r.faceted.p50, 2],
    ['faceted p95 ms', (r) => r.faceted.p95, 2],
    ['text p50 ms', (r) => r.text.p50, 2],
    ['text p95 ms', (r) => r.text.p95, 2],
    ['SQL LIKE p50 ms', (r) => r.sql.p50, 2],
    ['SQL LIKE p95 ms', (r) => r.sql.p95, 2],
    ['build 3 views s', (r) => r.buildMs / 1000, 1],
    ['RSS MB', (r) => r.rss, 0],
    ['heap after GC MB', (r) => r.heapAfterGc, 0],
    ['server start s', (r) => (r.server ? r.server.startMs / 1000 : Number.NaN), 1],
    ['server RSS MB', (r) => r.server?.rss ?? Number.NaN, 0],
    ['HTTP category p50', (r) => r.server?.category.p50 ?? Number.NaN, 1],
    ['HTTP search p50', (r) => r.server?.search.p50 ?? Number.NaN, 1],
  ]
  const width = 10
  const first = results[0]
  const last = results[results.length - 1]
  const showGrowth = results.length > 1
  const header =
    'growth'.padEnd(18) +
    results.map((r) => groupThousands(r.products).padStart(width)).join('') +
    (showGrowth ? `${`${sizeLabel(first.products)}->${sizeLabel(last.products)}`.padStart(width + 2)}` : '')
  const lines = [header]
  for (const [name, pick, digits] of rows) {
    lines.push(
      name.padEnd(18) +
        results.map((r) => fixed(pick(r), digits).padStart(width)).join('') +
        (showGrowth ? ratio(pick(last), pick(first)).padStart(width + 2) : ''),
    )
  }
  return lines
}

/** The table lines of one size: budgets where the size has them, informative figures otherwise. */
export function sizeMeasurements(result: SizeResult, child: SearchChildReport): Measurement[] {
  const scope = sizeLabel(result.products)
  const small = result.products === SMALL_BUDGET_SIZE
  const large = result.products === LARGE_BUDGET_SIZE
  const n = child.queries.faceted.length
  const out: Measurement[] = []
  const ms = (value: number) => `${fixed(value, 1)} ms`

  // Process CPU counts every thread (GC helpers too), so it can exceed wall time; far below it
  // means the process was waiting for the CPU.
  const cpu = (figures: { p50: number; p95: number }) => `process CPU p50/p95 ${fixed(figures.p50, 1)}/${fixed(figures.p95, 1)} ms`
  const facetedNote = `p95 ${ms(result.faceted.p95)}, ${cpu(result.cpu.faceted)}, n=${n}, vs SQL p50 ${ratio(result.faceted.p50, result.sql.p50)}`
  out.push(
    small
      ? budgeted({
          section: 'search',
          name: 'faceted query median',
          scope,
          value: result.faceted.p50,
          unit: 'ms',
          budget: { op: '<', limit: BUDGETS.facetedMedianMs },
          note: facetedNote,
        })
      : info({ section: 'search', name: 'faceted query median', scope, value: result.faceted.p50, unit: 'ms', note: facetedNote }),
  )
  if (small || large) {
    out.push(
      budgeted({
        section: 'search',
        name: 'faceted query p95',
        scope,
        value: result.faceted.p95,
        unit: 'ms',
        budget: { op: '<', limit: small ? BUDGETS.facetedP95Ms : BUDGETS.facetedP95LargeMs },
        note: `wall clock; process CPU p95 ${fixed(result.cpu.faceted.p95, 1)} ms`,
      }),
    )
  }
  out.push(
    info({
      section: 'search',
      name: 'text query median',
      scope,
      value: result.text.p50,
      unit: 'ms',
      note: `p95 ${ms(result.text.p95)}, ${cpu(result.cpu.text)}, vs SQL p50 ${ratio(result.text.p50, result.sql.p50)}`,
    }),
    info({
      section: 'search',
      name: 'SQL LIKE baseline median',
      scope,
      value: result.sql.p50,
      unit: 'ms',
      note: `p95 ${ms(result.sql.p95)}, ${cpu(result.cpu.sql)}, rows + count`,
    }),
  )
  const perView = child.views.map((view) => `${view.storeCode} ${fixed((view.loadMs + view.indexMs) / 1000, 1)} s`).join(', ')
  const buildNote = `load ${fixed(result.loadMs / 1000, 1)} s + index ${fixed(result.indexMs / 1000, 1)} s; ${perView}`
  out.push(
    large
      ? budgeted({
          section: 'search',
          name: 'index build, 3 store views',
          scope,
          value: result.buildMs,
          unit: 'ms',
          budget: { op: '<', limit: BUDGETS.buildMs },
          note: buildNote,
        })
      : info({ section: 'search', name: 'index build, 3 store views', scope, value: result.buildMs, unit: 'ms', note: buildNote }),
  )
  const rssNote = `heap after GC ${fixed(result.heapAfterGc, 0)} MB, peak ${fixed(result.peakRss, 0)} MB`
  out.push(
    large
      ? budgeted({
          section: 'search',
          name: 'RSS, engine process, 3 indexes',
          scope,
          value: result.rss,
          unit: 'MB',
          budget: { op: '<', limit: BUDGETS.rssMB },
          note: rssNote,
        })
      : info({ section: 'search', name: 'RSS, engine process, 3 indexes', scope, value: result.rss, unit: 'MB', note: rssNote }),
  )
  return out
}

/** When a size could not be measured: its budgets fail (value n/a), other sizes say so. */
export function failedSizeMeasurements(products: number, reason: string): Measurement[] {
  const scope = sizeLabel(products)
  const missing = (name: string, unit: Measurement['unit'], limit: number) =>
    budgeted({ section: 'search', name, scope, value: null, unit, budget: { op: '<', limit }, note: reason })
  if (products === SMALL_BUDGET_SIZE) {
    return [missing('faceted query median', 'ms', BUDGETS.facetedMedianMs), missing('faceted query p95', 'ms', BUDGETS.facetedP95Ms)]
  }
  if (products === LARGE_BUDGET_SIZE) {
    return [
      missing('faceted query p95', 'ms', BUDGETS.facetedP95LargeMs),
      missing('index build, 3 store views', 'ms', BUDGETS.buildMs),
      missing('RSS, engine process, 3 indexes', 'MB', BUDGETS.rssMB),
    ]
  }
  return [info({ section: 'search', name: 'engine run', scope, value: null, unit: 'ms', note: reason })]
}

/** The table lines of the server run on one size (a missing run is a failed figure at the budgeted size). */
export function serverMeasurements(products: number, server: ServerResult | null, error?: string): Measurement[] {
  const scope = sizeLabel(products)
  const large = products === LARGE_BUDGET_SIZE
  if (!server) {
    const missing = {
      section: 'search',
      name: 'RSS, server, 3 indexes',
      scope,
      value: null,
      unit: 'MB' as const,
      note: error ?? 'not measured',
    }
    return [large ? budgeted({ ...missing, budget: { op: '<', limit: BUDGETS.rssMB } }) : info(missing)]
  }
  const ms = (value: number) => `${fixed(value, 1)} ms`
  const rssNote = `after start ${fixed(server.rssAfterStart, 0)} MB, peak ${fixed(server.peakRss, 0)} MB, started in ${fixed(server.startMs / 1000, 1)} s`
  const out: Measurement[] = [
    large
      ? budgeted({
          section: 'search',
          name: 'RSS, server, 3 indexes',
          scope,
          value: server.rss,
          unit: 'MB',
          budget: { op: '<', limit: BUDGETS.rssMB },
          note: rssNote,
        })
      : info({ section: 'search', name: 'RSS, server, 3 indexes', scope, value: server.rss, unit: 'MB', note: rssNote }),
    info({
      section: 'search',
      name: 'HTTP faceted category page median',
      scope,
      value: server.category.p50,
      unit: 'ms',
      note: `p95 ${ms(server.category.p95)}, n=${HTTP_CATEGORY_REQUESTS}, whole page`,
    }),
    info({
      section: 'search',
      name: 'HTTP search page median',
      scope,
      value: server.search.p50,
      unit: 'ms',
      note: `p95 ${ms(server.search.p95)}, n=${HTTP_SEARCH_REQUESTS}, whole page`,
    }),
  ]
  if (server.failures.length > 0) {
    out.push(
      budgeted({
        section: 'search',
        name: 'HTTP responses not 200',
        scope,
        value: server.failures.length,
        unit: 'count',
        budget: { op: '<=', limit: 0 },
        note: server.failures.slice(0, 3).join(', '),
      }),
    )
  }
  return out
}

/**
 * The faceted listing URLs of a plan: each category with its brand and price band, pages 1-3
 * where the result has them (a page past the last one redirects).
 */
export function categoryUrls(plan: SearchChildReport['plan'], slugs: ReadonlyMap<number, string>, pageSize = DEFAULT_PAGE_SIZE): string[] {
  const urls: string[] = []
  for (const page of [1, 2, 3]) {
    for (const entry of plan) {
      const slug = slugs.get(entry.categoryId)
      if (!slug || (page > 1 && (page - 1) * pageSize >= entry.total)) continue
      const params = new URLSearchParams({ price: entry.priceRange, brand: entry.brand })
      if (page > 1) params.set('page', String(page))
      urls.push(`/c/${encodeURIComponent(slug)}?${params.toString()}`)
    }
  }
  return urls
}

// ---------------------------------------------------------------------------------------
// Running

/** Seed a fresh SQLite file with the deterministic demo catalogue of `products` products; milliseconds taken. */
export async function seedDatabase(file: string, products: number): Promise<number> {
  const [{ openDatabase }, { migrateToLatest }, { seedDemoStore }] = await Promise.all([
    import('../../app/db/connection.server'),
    import('../../app/db/migrate.server'),
    import('../../app/db/seed/index.server'),
  ])
  const started = performance.now()
  const handle = await openDatabase({ sqliteFile: file })
  try {
    await migrateToLatest(handle.db)
    await seedDemoStore(handle.db, { products })
  } finally {
    await handle.close()
  }
  return performance.now() - started
}

/** Run the child on a seeded file; its stderr (progress) goes to ours, its stdout is the report. */
function runChild(root: string, file: string, products: number): Promise<SearchChildReport> {
  const args = [
    '--expose-gc',
    '--import',
    'tsx',
    path.join('scripts', 'bench', 'search-child.ts'),
    `--db=${file}`,
    `--queries=${QUERIES}`,
    `--warmup=${WARMUP}`,
    `--label=${sizeLabel(products)}`,
  ]
  return runJsonChild<SearchChildReport>(root, args, {
    name: 'the search child',
    timeoutMs: CHILD_TIMEOUT_MS,
    timeoutText: `${CHILD_TIMEOUT_MS / 60_000} min`,
    echoStderr: true,
    keepStderr: 20_000,
    errorLines: 20,
    errorSeparator: ':\n',
  })
}

async function categorySlugs(file: string, ids: number[]): Promise<Map<number, string>> {
  const { openDatabase } = await import('../../app/db/connection.server')
  const handle = await openDatabase({ sqliteFile: file })
  try {
    const rows = ids.length ? await handle.db.selectFrom('category').select(['id', 'slug']).where('id', 'in', ids).execute() : []
    return new Map(rows.map((row) => [row.id, row.slug]))
  } finally {
    await handle.close()
  }
}

async function timedGets(baseUrl: string, paths: readonly string[], count: number, warmup: number, failures: string[]) {
  const samples: number[] = []
  for (let i = 0; i < warmup + count; i++) {
    const target = paths[i % paths.length]
    const response = await get(new URL(target, baseUrl), { acceptEncoding: 'gzip', timeoutMs: 60_000 })
    if (response.status !== 200) failures.push(`${response.status} ${target}`)
    if (i >= warmup) samples.push(response.ms)
  }
  return samples
}

/**
 * The production server on the seeded folder: start (it builds the three indexes before it
 * listens), RSS, faceted category pages and search pages over HTTP, RSS again, stop.
 */
async function measureServer(root: string, dataDir: string, categoryPaths: string[]): Promise<ServerFigures> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    KAROO_DEMO: '1',
    COOKIE_SECURE: 'false',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
    ELASTICSEARCH_URL: '',
    PUBLIC_URL: '',
  }
  const started = performance.now()
  const child: ChildProcess = spawnGroup(process.execPath, ['build/server.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    const deadline = Date.now() + SERVER_START_TIMEOUT_MS
    for (;;) {
      if (!isRunning(child)) throw new Error(`the server exited during start-up (code ${child.exitCode}):\n${lastLines(output, 20)}`)
      if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within ${SERVER_START_TIMEOUT_MS / 60_000} min`)
      try {
        if ((await get(`${baseUrl}/healthz`, { timeoutMs: 2_000 })).status === 200) break
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const startMs = performance.now() - started
    if (child.pid === undefined) throw new Error('the server has no pid')
    const pid = child.pid
    const atStart = readProcMemory(pid)
    const failures: string[] = []
    if (categoryPaths.length === 0) failures.push('no category to request')
    const category = categoryPaths.length ? await timedGets(baseUrl, categoryPaths, HTTP_CATEGORY_REQUESTS, HTTP_WARMUP, failures) : []
    const prefix = storeViews[0].prefix ? `/${storeViews[0].prefix}` : ''
    const searchPaths = TEXT_TERMS.map((term) => `${prefix}/search?q=${encodeURIComponent(term)}`)
    const search = await timedGets(baseUrl, searchPaths, HTTP_SEARCH_REQUESTS, HTTP_WARMUP, failures)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const after = readProcMemory(pid)
    return {
      pid,
      startMs,
      rssAfterStart: atStart.rss,
      rssAfterRequests: after.rss,
      peakRss: after.peakRss,
      category,
      search,
      failures,
    }
  } finally {
    await stopGroup(child, 'SIGTERM', 12_000)
  }
}

export const searchSection: Section = {
  id: 'search',
  title: 'Embedded search by catalogue size',
  method:
    `per size: demo catalogue seeded into a temp SQLite file; a child node process builds the default/de/it ` +
    `indexes, reports VmRSS, then times ${QUERIES} engine.search calls each (after ${WARMUP} warm-up) in the ` +
    `default view: faceted (category + brand + price band, facets, size 50, pages 1-3) and text (relevance), ` +
    `beside a plain SQL LIKE on product names (50 rows + count); then node build/server.js on the same ` +
    `database: start-up, VmRSS, ${HTTP_CATEGORY_REQUESTS} faceted category pages and ${HTTP_SEARCH_REQUESTS} search pages`,
  async run(ctx: BenchContext) {
    const sizes = ctx.options.searchSizes ?? [...SEARCH_SIZES]
    const [load1] = os.loadavg()
    const cores = os.cpus().length
    ctx.detail(`load average at start ${load1.toFixed(2)} on ${cores} cores; sizes ${sizes.map(groupThousands).join(', ')}`)
    let loaded = false
    if (!sizes.includes(SMALL_BUDGET_SIZE))
      ctx.warn(`the ${groupThousands(SMALL_BUDGET_SIZE)}-product budgets were not measured (--search-sizes)`)
    if (!sizes.includes(LARGE_BUDGET_SIZE))
      ctx.warn(`the ${groupThousands(LARGE_BUDGET_SIZE)}-product budgets were not measured (--search-sizes)`)

    const results: SizeResult[] = []
    const reports: Record<string, unknown> = {}
    for (const products of sizes) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-search-bench-'))
      try {
        const file = path.join(dir, 'store.db')
        process.stderr.write(`  search ${sizeLabel(products)}: seeding ${groupThousands(products)} products...\n`)
        const seedMs = await seedDatabase(file, products)
        process.stderr.write(`  search ${sizeLabel(products)}: seeded in ${(seedMs / 1000).toFixed(1)} s; building and querying\n`)
        let report: SearchChildReport
        try {
          report = await runChild(ctx.root, file, products)
        } catch (error) {
          // This size's figures are missing (failed where budgeted); the other sizes still run.
          ctx.warn(`engine run on ${groupThousands(products)} products: ${error instanceof Error ? error.message : String(error)}`)
          for (const measurement of failedSizeMeasurements(products, 'engine run failed, see below')) ctx.record(measurement)
          continue
        }
        const result = summariseChild(products, seedMs, report)
        results.push(result)
        for (const measurement of sizeMeasurements(result, report)) ctx.record(measurement)
        process.stderr.write(`  search ${sizeLabel(products)}: starting the server on this database\n`)
        let serverError: string | undefined
        try {
          const slugs = await categorySlugs(
            file,
            report.plan.map((entry) => entry.categoryId),
          )
          result.server = summariseServer(await measureServer(ctx.root, dir, categoryUrls(report.plan, slugs)))
        } catch (error) {
          serverError = error instanceof Error ? error.message : String(error)
          ctx.warn(`server run on ${groupThousands(products)} products: ${serverError}`)
        }
        for (const measurement of serverMeasurements(products, result.server ?? null, serverError && 'server run failed, see below')) {
          ctx.record(measurement)
        }
        const [loadNow] = os.loadavg()
        if (!loaded && Math.max(load1, loadNow) > cores) {
          loaded = true
          ctx.warn(
            `load average above ${cores} (other processes want the CPU): wall-clock times include waiting ` +
              `for it; compare with the process CPU times in the notes`,
          )
        }
        ctx.detail(
          `${groupThousands(products)}: seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
            `${report.views.map((v) => `${v.storeCode} ${groupThousands(v.docs)} docs`).join(', ')}; ` +
            `faceted listings (category: products, brand, price band -> results) ` +
            `${report.plan.map((p) => `${p.categoryId}: ${groupThousands(p.categoryProducts)}, ${p.brand}, ${p.priceRange} -> ${groupThousands(p.total)}`).join('; ')}; ` +
            `mean hits faceted ${report.queries.meanHits.faceted.toFixed(0)}, text ${report.queries.meanHits.text.toFixed(0)}, ` +
            `SQL ${report.queries.meanHits.sql.toFixed(0)}; load average ${loadNow.toFixed(2)}`,
        )
        reports[String(products)] = { ...result, views: report.views, memoryBytes: report.memory, plan: report.plan }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
    for (const line of growthTable(results)) ctx.detail(line)
    ctx.detail(`text terms: ${TEXT_TERMS.join(', ')}; SQL: lower(name) like '%term%', parent_id null, visibility 2-4`)
    return { sizes, budgets: BUDGETS, results: reports }
  },
}
