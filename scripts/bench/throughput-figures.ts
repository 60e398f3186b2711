/**
 * The throughput section's figures: what the load generator is asked to do and answers, and the
 * arithmetic on its answers (requests per second, ratios to the two floors, budgets, the printed
 * table). Pure: tested in throughput.test.ts.
 */
import { budgeted, info, type Measurement } from './report'
import { LatencyHistogram, type HistogramData } from './throughput-histogram'

/** What one run of the load generator (throughput-load.ts, a child process) does. */
export interface LoadPlan {
  url: string
  headers: Record<string, string>
  connections: number
  /** Requests during the warm-up are made but not counted. */
  warmupMs: number
  durationMs: number
  /** Texts a sampled response body must contain (as they appear in the HTML). */
  markers: string[]
  /** Every n-th response (and each connection's first) is decompressed and checked for the markers. */
  sampleEvery: number
  timeoutMs: number
}

export interface LoadResult {
  connections: number
  durationMs: number
  /** Responses completed within the measured window, whatever their status. */
  requests: number
  /** Bytes of those responses' bodies as sent (compressed). */
  bytes: number
  statuses: Record<string, number>
  errors: {
    /** A status other than 200. */
    status: number
    /** The connection failed or closed before the whole body came. */
    socket: number
    timeout: number
    /** A sampled body without the expected text. */
    body: number
  }
  /** The first problem seen, to say what went wrong. */
  firstProblem: string | null
  samplesChecked: number
  /** Content-Encoding of the responses (the first one's). */
  encoding: string | null
  /** Milliseconds, over the responses of the window; null when there were none. */
  latency: { p50: number | null; p90: number | null; p99: number | null; max: number | null; mean: number | null }
  /** The latencies themselves, so that runs can be combined. */
  histogram: HistogramData
}

export function errorCount(result: LoadResult): number {
  return result.errors.status + result.errors.socket + result.errors.timeout + result.errors.body
}

export function requestsPerSecond(result: LoadResult): number {
  return result.durationMs > 0 ? result.requests / (result.durationMs / 1000) : 0
}

/** The connection counts of the section; budgets are read at the larger one. */
export const CONNECTIONS = [1, 32] as const
export const BUDGET_CONNECTIONS = 32

/** The pages measured on each catalogue, in the order they run and print. */
export const PAGE_IDS = ['home', 'category', 'product-simple', 'product-configurable', 'search', 'cart'] as const
export type PageId = (typeof PAGE_IDS)[number]

/** Least requests/s of the page as a share of the bare Remix page's, both at 32 connections, same run. */
export const RATIO_BUDGETS: Record<PageId, number> = {
  home: 0.4,
  category: 0.3,
  'product-simple': 0.5,
  'product-configurable': 0.5,
  search: 0.3,
  cart: 0.3,
}

/** The large catalogue's ratio must be at least this share of the demo catalogue's ratio. */
export const LARGE_CATALOGUE_MIN_SHARE = 0.8

export const FLOOR_IDS = ['bare-remix', 'page-bytes'] as const
export type FloorId = (typeof FLOOR_IDS)[number]
export const FLOOR_NAMES: Record<FloorId, string> = {
  'bare-remix': 'bare Remix page',
  'page-bytes': 'plain Node bytes',
}

/** One run of a page (or floor) at one connection count. `result` is null when the run could not be made. */
export interface Run {
  connections: number
  result: LoadResult | null
  error?: string
}

/** A page's figures at one connection count, over all its runs at that count. */
export interface RunFigures {
  connections: number
  requestsPerSecond: number | null
  p50: number | null
  p99: number | null
  errors: number | null
  requests: number | null
  /** Compressed bytes per response. */
  bytesPerResponse: number | null
  /** Requests/s of each run, when there were several (a floor measured before and after the pages). */
  passes: number[]
  /** The bare Remix page's requests/s this page is divided by (the runs beside it, or the catalogue's). */
  bareRemixRate: number | null
  ratioToBareRemix: number | null
  ratioToPageBytes: number | null
  problem: string | null
}

export interface PageFigures {
  id: string
  path: string
  runs: RunFigures[]
}

export interface CatalogueFigures {
  /** Short name used in the table, e.g. "demo", "10k". */
  label: string
  products: number
  floors: Record<FloorId, PageFigures>
  pages: PageFigures[]
}

/**
 * value / floor, or null when either is missing or the floor is not positive. Rounded to six decimals:
 * a measured ratio means nothing beyond that, and a figure exactly at its budget then meets it.
 */
export function ratio(value: number | null, floor: number | null): number | null {
  if (value === null || floor === null || !Number.isFinite(value) || !Number.isFinite(floor) || floor <= 0) return null
  return Math.round((value / floor) * 1e6) / 1e6
}

/**
 * The runs made at one connection count as one: responses and time added up, latencies pooled. A run
 * that could not be made leaves the figures missing (null), never silently better.
 */
export function combineRuns(connections: number, runs: readonly Run[]): RunFigures {
  const results = runs.map((run) => run.result)
  const problem = runs.map((run) => run.error ?? run.result?.firstProblem ?? null).find((text) => text !== null) ?? null
  const empty: RunFigures = {
    connections,
    requestsPerSecond: null,
    p50: null,
    p99: null,
    errors: null,
    requests: null,
    bytesPerResponse: null,
    passes: [],
    bareRemixRate: null,
    ratioToBareRemix: null,
    ratioToPageBytes: null,
    problem: problem ?? (runs.length === 0 ? 'not measured' : null),
  }
  if (results.length === 0 || results.some((result) => result === null)) return empty
  const done = results as LoadResult[]
  // Answers slower than the whole window: there is no rate to speak of, only a missing figure.
  const silent = done.find((r) => r.requests === 0)
  if (silent) return { ...empty, problem: problem ?? `no response completed within the ${silent.durationMs / 1000} s window` }
  const requests = done.reduce((sum, r) => sum + r.requests, 0)
  const durationMs = done.reduce((sum, r) => sum + r.durationMs, 0)
  const bytes = done.reduce((sum, r) => sum + r.bytes, 0)
  const latencies = LatencyHistogram.merge(done.map((r) => r.histogram))
  return {
    ...empty,
    requestsPerSecond: durationMs > 0 ? requests / (durationMs / 1000) : null,
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    errors: done.reduce((sum, r) => sum + errorCount(r), 0),
    requests,
    bytesPerResponse: requests > 0 ? bytes / requests : null,
    passes: done.length > 1 ? done.map(requestsPerSecond) : [],
  }
}

function figuresOf(runs: readonly Run[]): RunFigures[] {
  const counts = [...new Set(runs.map((run) => run.connections))].sort((a, b) => a - b)
  return counts.map((connections) =>
    combineRuns(
      connections,
      runs.filter((run) => run.connections === connections),
    ),
  )
}

/**
 * A catalogue's figures: each page's runs with their ratios to the floors at the same connection count.
 * A page with bare Remix runs of its own (`bareRemix`: the runs just before and just after it) is divided
 * by those, so that a machine whose load changes during the section moves both sides of the ratio; other
 * connection counts are divided by all of the catalogue's floor runs.
 */
export function catalogueFigures(input: {
  label: string
  products: number
  floors: Record<FloorId, Run[]>
  pages: { id: string; path: string; runs: Run[]; bareRemix?: Run[] }[]
}): CatalogueFigures {
  const floors = {} as Record<FloorId, PageFigures>
  for (const id of FLOOR_IDS) {
    floors[id] = { id, path: '/', runs: figuresOf(input.floors[id]) }
  }
  const floorRate = (id: FloorId, connections: number) =>
    floors[id].runs.find((run) => run.connections === connections)?.requestsPerSecond ?? null
  const pages = input.pages.map((page) => ({
    id: page.id,
    path: page.path,
    runs: figuresOf(page.runs).map((figures) => {
      const beside = (page.bareRemix ?? []).filter((run) => run.connections === figures.connections)
      const bareRemixRate =
        beside.length > 0 ? combineRuns(figures.connections, beside).requestsPerSecond : floorRate('bare-remix', figures.connections)
      return {
        ...figures,
        bareRemixRate,
        ratioToBareRemix: ratio(figures.requestsPerSecond, bareRemixRate),
        ratioToPageBytes: ratio(figures.requestsPerSecond, floorRate('page-bytes', figures.connections)),
      }
    }),
  }))
  floors['page-bytes'].runs.forEach((run) => {
    run.bareRemixRate = floorRate('bare-remix', run.connections)
    run.ratioToBareRemix = ratio(run.requestsPerSecond, run.bareRemixRate)
  })
  return { label: input.label, products: input.products, floors, pages }
}

/**
 * How far apart the runs of a floor are (largest over smallest requests/s, minus one): 0.3 means the
 * machine gave the same page 30% more throughput at one time than at another within the run.
 */
export function spread(passes: readonly number[]): number | null {
  if (passes.length < 2 || passes.some((p) => !Number.isFinite(p) || p <= 0)) return null
  return Math.max(...passes) / Math.min(...passes) - 1
}

export function runAt(page: PageFigures, connections: number): RunFigures | undefined {
  return page.runs.find((run) => run.connections === connections)
}

// ---------------------------------------------------------------------------------------
// Formatting

/** Milliseconds as the table shows them: 4.2 ms, 120 ms, 1.25 s; "n/a" when missing. */
export function formatMs(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return 'n/a'
  if (ms < 10) return `${ms.toFixed(1)} ms`
  if (ms < 1000) return `${Math.round(ms)} ms`
  return `${(ms / 1000).toFixed(2)} s`
}

export function formatRate(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return 'n/a'
  return rate < 100 ? rate.toFixed(1) : String(Math.round(rate))
}

export function formatRatio(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return 'n/a'
  return value < 0.1 ? value.toFixed(3) : value.toFixed(2)
}

/**
 * The table of one catalogue: a line per page (and floor) and connection count, with the bare Remix
 * page's requests/s each line is divided by, and the ratios to both floors.
 */
export function figuresTable(catalogue: CatalogueFigures): string[] {
  const header =
    `${`${catalogue.label} (${catalogue.products} products)`.padEnd(32)}${'conn'.padStart(5)}${'req/s'.padStart(9)}` +
    `${'p50'.padStart(10)}${'p99'.padStart(10)}${'errors'.padStart(8)}${'KB gz'.padStart(8)}` +
    `${'Remix/s'.padStart(9)}${'/Remix'.padStart(8)}${'/bytes'.padStart(8)}`
  const lines = [header]
  const row = (name: string, run: RunFigures) =>
    `  ${name.padEnd(30)}${String(run.connections).padStart(5)}${formatRate(run.requestsPerSecond).padStart(9)}` +
    `${formatMs(run.p50).padStart(10)}${formatMs(run.p99).padStart(10)}${(run.errors === null ? 'n/a' : String(run.errors)).padStart(8)}` +
    `${(run.bytesPerResponse === null ? 'n/a' : (run.bytesPerResponse / 1024).toFixed(1)).padStart(8)}` +
    `${formatRate(run.bareRemixRate).padStart(9)}${formatRatio(run.ratioToBareRemix).padStart(8)}${formatRatio(run.ratioToPageBytes).padStart(8)}`
  for (const id of FLOOR_IDS) for (const run of catalogue.floors[id].runs) lines.push(row(FLOOR_NAMES[id], run))
  for (const page of catalogue.pages) for (const run of page.runs) lines.push(row(page.id, run))
  return lines
}

// ---------------------------------------------------------------------------------------
// Table rows and budgets

const SECTION = 'throughput'

function runNote(run: RunFigures | undefined, single: RunFigures | undefined): string {
  if (!run) return 'not measured'
  const parts = [`p50 ${formatMs(run.p50)}, p99 ${formatMs(run.p99)}`, `${run.errors ?? 'n/a'} errors`]
  if (single) parts.push(`1 conn ${formatRate(single.requestsPerSecond)}/s p50 ${formatMs(single.p50)}`)
  if (run.passes.length > 1) {
    parts.push(`${run.passes.length} runs ${formatRate(Math.min(...run.passes))} to ${formatRate(Math.max(...run.passes))}/s`)
  }
  if (run.problem) parts.push(run.problem)
  return parts.join('; ')
}

/**
 * The rows of one catalogue: each floor's and page's requests/s at 32 connections (with p50, p99,
 * errors and the 1-connection figure in the note), each page's ratio to the bare Remix page (budgeted
 * when `budgetRatios`), and one budgeted count of failed responses over every run of the catalogue.
 */
export function catalogueMeasurements(catalogue: CatalogueFigures, budgetRatios: boolean): Measurement[] {
  const out: Measurement[] = []
  const scope = (name: string) => `${catalogue.label} ${name}`
  for (const id of FLOOR_IDS) {
    const floor = catalogue.floors[id]
    const run = runAt(floor, BUDGET_CONNECTIONS)
    out.push(
      info({
        section: SECTION,
        name: `req/s at ${BUDGET_CONNECTIONS} conn`,
        scope: scope(FLOOR_NAMES[id]),
        value: run?.requestsPerSecond ?? null,
        unit: 'req/s',
        note: runNote(run, runAt(floor, 1)),
      }),
    )
  }
  for (const page of catalogue.pages) {
    const run = runAt(page, BUDGET_CONNECTIONS)
    out.push(
      info({
        section: SECTION,
        name: `req/s at ${BUDGET_CONNECTIONS} conn`,
        scope: scope(page.id),
        value: run?.requestsPerSecond ?? null,
        unit: 'req/s',
        note: runNote(run, runAt(page, 1)),
      }),
    )
    const fields = {
      section: SECTION,
      name: 'vs bare Remix',
      scope: scope(page.id),
      value: run?.ratioToBareRemix ?? null,
      unit: 'ratio' as const,
      note: `of the bare Remix page's ${formatRate(run?.bareRemixRate ?? null)}/s beside it; of plain Node bytes ${formatRatio(run?.ratioToPageBytes ?? null)}`,
    }
    const limit = RATIO_BUDGETS[page.id as PageId]
    out.push(budgetRatios && limit !== undefined ? budgeted({ ...fields, budget: { op: '>=', limit } }) : info(fields))
  }
  const failing: string[] = []
  let errors = 0
  let missing = false
  const all = [...FLOOR_IDS.map((id) => catalogue.floors[id]), ...catalogue.pages]
  for (const page of all) {
    if (page.runs.length === 0) missing = true
    for (const run of page.runs) {
      if (run.errors === null) missing = true
      else if (run.errors > 0) {
        errors += run.errors
        failing.push(`${page.id} x${run.connections}: ${run.errors}${run.problem ? ` (${run.problem})` : ''}`)
      }
    }
  }
  out.push(
    budgeted({
      section: SECTION,
      name: 'responses not 200 or failed',
      scope: catalogue.label,
      value: missing ? null : errors,
      unit: 'count',
      budget: { op: '<=', limit: 0 },
      note: missing ? 'a run could not be made, see below' : failing.slice(0, 3).join('; ') || undefined,
    }),
  )
  return out
}

/**
 * The large catalogue against the demo one: each page's ratio to the bare Remix page on the large
 * catalogue as a share of the same ratio on the demo catalogue (at least 0.8: within 20%).
 */
export function scaleMeasurements(demo: CatalogueFigures, large: CatalogueFigures): Measurement[] {
  return demo.pages.map((page) => {
    const demoRatio = runAt(page, BUDGET_CONNECTIONS)?.ratioToBareRemix ?? null
    const largePage = large.pages.find((p) => p.id === page.id)
    const largeRatio = (largePage && runAt(largePage, BUDGET_CONNECTIONS)?.ratioToBareRemix) ?? null
    return budgeted({
      section: SECTION,
      name: `${large.label} vs ${demo.label}`,
      scope: page.id,
      value: ratio(largeRatio, demoRatio),
      unit: 'ratio',
      budget: { op: '>=', limit: LARGE_CATALOGUE_MIN_SHARE },
      note: `share of bare Remix ${formatRatio(largeRatio)} on ${large.label} against ${formatRatio(demoRatio)} on ${demo.label}`,
    })
  })
}
