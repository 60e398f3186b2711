/**
 * Throughput: how many page requests per second the shop answers, beside two floors measured in the
 * same run on the same machine, so that the figures that count are ratios (a busy machine moves the
 * absolute numbers, much less the ratios):
 * - a bare Remix page (scripts/bench/floors/bare-remix-*): one loader, ten list items, through
 *   @remix-run/express behind compression() like the shop; measured again after each page, and
 *   each page divided by the runs just before and after it, since every budget divides by it;
 * - a plain Node server sending the shop's own product page bytes, gzipped once.
 * Pages: home, a category with a brand facet, a simple and a configurable product, a search with
 * results and the cart page of a shopper with three lines, each at 1 and at 32 connections, first on
 * the demo catalogue (the server the benchmark started), then on a seeded large catalogue (10 000
 * products unless --products= says otherwise) with a server of its own.
 *
 * The load generator (throughput-load.ts) runs in a child process per run: keep-alive connections
 * that each send a request, read the whole gzipped body and send the next, for a warm-up and then a
 * measured window. Budgets (ratios to the bare Remix page at 32 connections, demo catalogue): see
 * RATIO_BUDGETS; no failed responses; the large catalogue's ratios at least 0.8 of the demo's.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { groupThousands } from '../../app/utils/progress.server'
import { DEFAULT_PRODUCT_COUNT } from '../../app/db/seed/catalogue.server'
import type { BenchContext, Section } from './context'
import { get } from './http'
import { lastLines, runJsonChild, spawnGroup, stopGroup } from './processes'
import type { Measurement } from './report'
import { seedDatabase, sizeLabel } from './search'
import { startServer, type RunningServer } from './server'
import {
  BUDGET_CONNECTIONS,
  catalogueFigures,
  catalogueMeasurements,
  CONNECTIONS,
  figuresTable,
  FLOOR_IDS,
  LARGE_CATALOGUE_MIN_SHARE,
  PAGE_IDS,
  RATIO_BUDGETS,
  runAt,
  scaleMeasurements,
  spread,
  type CatalogueFigures,
  type FloorId,
  type LoadPlan,
  type LoadResult,
  type Run,
} from './throughput-figures'
import { BROWSER_HEADERS, discoverTargets, productPageBytes } from './throughput-shop'

/** Texts of the bare Remix page that prove it rendered its loader's data. */
const BARE_MARKERS = ['<h1>A bare Remix page</h1>', '<li>Item 10</li>']
const REQUEST_TIMEOUT_MS = 30_000
const SAMPLE_EVERY = 25
/** Bare Remix runs between the pages further apart than this are worth a warning. */
const FLOOR_SPREAD_WARNING = 0.25
/** A server on the large catalogue builds its search indexes before it listens. */
const LARGE_SERVER_START_MS = 5 * 60_000

export interface RunTiming {
  connections: number
  warmupMs: number
  durationMs: number
}

export interface Timings {
  pages: RunTiming[]
  floors: RunTiming[]
}

/**
 * Warm-up and measured time per connection count. Pages: `seconds` at 32 connections, 3/8 of it (at
 * least 1 s) at 1 connection, where a run of a few hundred requests is already steady. Floors answer
 * hundreds to thousands of requests a second, so half of `seconds` at 32 connections is plenty. A
 * warm-up of at most 1 s where the server is already warm (every floor run, and 1 connection).
 */
export function runTimings(seconds: number, warmupSeconds: number): Timings {
  const short = Math.min(warmupSeconds, 1) * 1000
  const single = { connections: 1, warmupMs: short, durationMs: Math.max(1, Math.round((seconds * 3) / 8)) * 1000 }
  return {
    pages: CONNECTIONS.map((connections) =>
      connections === 1 ? single : { connections, warmupMs: warmupSeconds * 1000, durationMs: seconds * 1000 },
    ),
    floors: CONNECTIONS.map((connections) =>
      connections === 1 ? single : { connections, warmupMs: short, durationMs: Math.max(1, Math.round(seconds / 2)) * 1000 },
    ),
  }
}

const runSeconds = (timings: readonly RunTiming[]) => timings.reduce((sum, t) => sum + (t.warmupMs + t.durationMs) / 1000, 0)

/**
 * Seconds of load on one catalogue, start-ups aside: both floors at every connection count, then each
 * page followed by a bare Remix run at 32 connections, and a closing bare Remix run at 1 connection.
 */
export function catalogueSeconds(timings: Timings, pages: number): number {
  const floors = runSeconds(timings.floors)
  const bare32 = runSeconds(timings.floors.filter((t) => t.connections === BUDGET_CONNECTIONS))
  const bare1 = runSeconds(timings.floors.filter((t) => t.connections === 1))
  return 2 * floors + pages * (runSeconds(timings.pages) + bare32) + bare1
}

// ---------------------------------------------------------------------------------------
// Child processes

interface Floor {
  baseUrl: string
  stop(): Promise<void>
}

/** Start one of the floors' servers (scripts/bench/floors/) and wait for its port. */
async function startFloor(root: string, script: string, args: string[]): Promise<Floor> {
  const child: ChildProcess = spawnGroup(process.execPath, ['--import', 'tsx', path.join('scripts', 'bench', 'floors', script), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 30 s:\n${lastLines(output, 10)}`)), 30_000)
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-10_000)
      const match = /^listening (\d+)$/m.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${script} exited (code ${code}):\n${lastLines(output, 10)}`))
    })
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const check = await get(`${baseUrl}/`, { acceptEncoding: 'gzip', headers: BROWSER_HEADERS })
  if (check.status !== 200) {
    await stopGroup(child, 'SIGTERM', 5_000)
    throw new Error(`${script} answered ${check.status}:\n${lastLines(check.body.toString('utf8'), 10)}`)
  }
  return { baseUrl, stop: () => stopGroup(child, 'SIGTERM', 5_000) }
}

/** One run of the load generator, in its own process; the run's figures or why there are none. */
function runLoad(root: string, plan: LoadPlan): Promise<LoadResult> {
  const limit = plan.warmupMs + plan.durationMs + plan.timeoutMs + 30_000
  return runJsonChild<LoadResult>(root, ['--import', 'tsx', path.join('scripts', 'bench', 'throughput-load.ts'), JSON.stringify(plan)], {
    name: 'the load generator',
    timeoutMs: limit,
    timeoutText: `${Math.round(limit / 1000)} s`,
    keepStderr: 10_000,
    errorLines: 5,
    errorSeparator: ': ',
  })
}

// ---------------------------------------------------------------------------------------
// Measuring

/**
 * After a run with failed connections: a shop that no longer answers has stopped, and every later
 * figure would be a refused connection; the section stops with the server's last words instead.
 */
async function assertAnswering(server: RunningServer): Promise<void> {
  try {
    if ((await get(`${server.baseUrl}/healthz`, { timeoutMs: 10_000 })).status === 200) return
  } catch {
    // Not answering: said below.
  }
  throw new Error(`the shop server (pid ${server.pid}) stopped answering; its last output:\n${lastLines(server.output(), 20) || '(none)'}`)
}

interface Target {
  id: string
  path: string
  baseUrl: string
  headers: Record<string, string>
  markers: string[]
}

async function measureTarget(
  root: string,
  target: Target,
  timings: readonly RunTiming[],
  progress: (text: string) => void,
): Promise<Run[]> {
  const runs: Run[] = []
  for (const timing of timings) {
    progress(`${target.id} x${timing.connections}`)
    try {
      const result = await runLoad(root, {
        url: new URL(target.path, target.baseUrl).href,
        headers: { ...BROWSER_HEADERS, ...target.headers },
        connections: timing.connections,
        warmupMs: timing.warmupMs,
        durationMs: timing.durationMs,
        markers: target.markers,
        sampleEvery: SAMPLE_EVERY,
        timeoutMs: REQUEST_TIMEOUT_MS,
      })
      runs.push({ connections: timing.connections, result })
    } catch (error) {
      runs.push({ connections: timing.connections, result: null, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return runs
}

/**
 * One catalogue: its pages found and checked on the shop, then the two floors, then every page (at 1
 * and 32 connections) each followed by a bare Remix run at 32 connections, and a closing bare Remix
 * run at 1 connection. The plain Node floor serves this catalogue's product page.
 */
async function measureCatalogue(
  ctx: BenchContext,
  catalogue: { label: string; products: number; server: RunningServer },
  bareRemix: Floor,
  timings: Timings,
): Promise<{ figures: CatalogueFigures; paths: Record<string, string> }> {
  const progress = (text: string) => process.stderr.write(`  throughput ${catalogue.label}: ${text}\n`)
  const baseUrl = catalogue.server.baseUrl
  progress('finding the pages and filling a cart')
  const { pages, productPagePath } = await discoverTargets(baseUrl)
  const productMarkers = pages.find((page) => page.id === 'product-configurable')?.markers ?? []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-throughput-'))
  try {
    const file = path.join(dir, 'product.html')
    fs.writeFileSync(file, await productPageBytes(baseUrl, productPagePath))
    const pageBytes = await startFloor(ctx.root, 'page-bytes-server.ts', [`--file=${file}`])
    try {
      const floorTargets: Record<FloorId, Target> = {
        'bare-remix': { id: 'bare-remix', path: '/', baseUrl: bareRemix.baseUrl, headers: {}, markers: BARE_MARKERS },
        'page-bytes': { id: 'page-bytes', path: '/', baseUrl: pageBytes.baseUrl, headers: {}, markers: productMarkers },
      }
      const floors = {} as Record<FloorId, Run[]>
      for (const id of FLOOR_IDS) floors[id] = await measureTarget(ctx.root, floorTargets[id], timings.floors, progress)
      // Every budget divides by the bare Remix page at 32 connections: it runs again after each page,
      // and each page is divided by the runs just before and after it, so that a machine that gets
      // busier or quieter during the section (other work on it) moves both sides of the ratio.
      const bare32 = timings.floors.filter((t) => t.connections === BUDGET_CONNECTIONS)
      let before = floors['bare-remix'].filter((run) => run.connections === BUDGET_CONNECTIONS)
      const measured: { id: string; path: string; runs: Run[]; bareRemix: Run[] }[] = []
      for (const page of pages) {
        const target: Target = { ...page, baseUrl }
        const runs = await measureTarget(ctx.root, target, timings.pages, progress)
        if (runs.some((run) => run.error || (run.result?.errors.socket ?? 0) > 0)) await assertAnswering(catalogue.server)
        const after = await measureTarget(ctx.root, floorTargets['bare-remix'], bare32, progress)
        floors['bare-remix'].push(...after)
        measured.push({ id: page.id, path: page.path, runs, bareRemix: [...before, ...after] })
        before = after
      }
      const bare1 = timings.floors.filter((t) => t.connections === 1)
      floors['bare-remix'].push(...(await measureTarget(ctx.root, floorTargets['bare-remix'], bare1, progress)))
      const figures = catalogueFigures({ label: catalogue.label, products: catalogue.products, floors, pages: measured })
      return { figures, paths: Object.fromEntries(pages.map((page) => [page.id, page.path])) }
    } finally {
      await pageBytes.stop()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A large catalogue seeded into a temporary folder, its own server on it, measured, then removed. */
async function measureLargeCatalogue(ctx: BenchContext, products: number, bareRemix: Floor, timings: Timings) {
  const label = sizeLabel(products)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-throughput-'))
  let server: RunningServer | undefined
  try {
    process.stderr.write(`  throughput ${label}: seeding ${groupThousands(products)} products...\n`)
    const seedMs = await seedDatabase(path.join(dir, 'store.db'), products)
    process.stderr.write(`  throughput ${label}: seeded in ${(seedMs / 1000).toFixed(1)} s; starting its server\n`)
    server = await startServer(ctx.root, { dataDir: dir, startTimeoutMs: LARGE_SERVER_START_MS })
    ctx.detail(
      `${label}: seeded in ${(seedMs / 1000).toFixed(1)} s; its server (pid ${server.pid}) ready in ${server.startSeconds.toFixed(1)} s`,
    )
    return await measureCatalogue(ctx, { label, products, server }, bareRemix, timings)
  } finally {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
}

export const throughputSection: Section = {
  id: 'throughput',
  title: 'Throughput against a bare Remix page and plain Node',
  method:
    `requests/s, p50, p99 and failed responses per page at ${CONNECTIONS.join(' and ')} keep-alive connections ` +
    `(a load generator in a child process, gzip accepted, whole bodies read, a sample of bodies checked for the page's ` +
    `content); floors in the same run: a bare Remix page (one loader, ten items, @remix-run/express + compression; ` +
    `measured again after each page, which is divided by the runs beside it) and the product page's bytes from node:http; budgets are ratios to the bare Remix page at ${BUDGET_CONNECTIONS} ` +
    `connections on the demo catalogue, and the large catalogue's ratios against the demo's`,
  async run(ctx: BenchContext) {
    const started = new Date()
    const cores = os.cpus().length
    const [loadAtStart] = os.loadavg()
    const timings = runTimings(ctx.options.throughputSeconds, ctx.options.throughputWarmup)
    const largeProducts = ctx.options.throughputProducts
    const perCatalogue = catalogueSeconds(timings, PAGE_IDS.length)
    const describe = (list: RunTiming[]) =>
      list.map((t) => `${t.connections} conn ${t.warmupMs / 1000} s warm-up + ${t.durationMs / 1000} s`).join(', ')
    ctx.detail(
      `load average at start ${loadAtStart.toFixed(2)} on ${cores} cores; pages: ${describe(timings.pages)}; ` +
        `floors: ${describe(timings.floors)}; about ${Math.round(perCatalogue)} s of load per catalogue`,
    )
    const loadAverages: Record<string, number> = { start: loadAtStart }
    const bareRemix = await startFloor(ctx.root, 'bare-remix-server.ts', [])
    const catalogues: CatalogueFigures[] = []
    const paths: Record<string, Record<string, string>> = {}
    const measurements: Measurement[] = []
    const record = (m: Measurement) => {
      measurements.push(m)
      ctx.record(m)
    }
    try {
      const demo = await measureCatalogue(ctx, { label: 'demo', products: DEFAULT_PRODUCT_COUNT, server: ctx.server }, bareRemix, timings)
      loadAverages.afterDemo = os.loadavg()[0]
      catalogues.push(demo.figures)
      paths.demo = demo.paths
      for (const m of catalogueMeasurements(demo.figures, true)) record(m)

      if (largeProducts > 0) {
        try {
          const large = await measureLargeCatalogue(ctx, largeProducts, bareRemix, timings)
          loadAverages.afterLarge = os.loadavg()[0]
          catalogues.push(large.figures)
          paths[large.figures.label] = large.paths
          for (const m of catalogueMeasurements(large.figures, false)) record(m)
          for (const m of scaleMeasurements(demo.figures, large.figures)) record(m)
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          ctx.warn(`large catalogue (${groupThousands(largeProducts)} products): ${message}`)
          const missing = catalogueFigures({
            label: sizeLabel(largeProducts),
            products: largeProducts,
            floors: { 'bare-remix': [], 'page-bytes': [] },
            pages: demo.figures.pages.map((page) => ({ id: page.id, path: page.path, runs: [] })),
          })
          for (const m of scaleMeasurements(demo.figures, missing)) record({ ...m, note: 'not measured, see below' })
        }
      } else {
        ctx.warn('the large catalogue was not measured (--products=0): its budgets are missing')
      }
    } finally {
      await bareRemix.stop()
    }

    loadAverages.end = os.loadavg()[0]
    for (const catalogue of catalogues) {
      for (const line of figuresTable(catalogue)) ctx.detail(line)
      const bare = runAt(catalogue.floors['bare-remix'], BUDGET_CONNECTIONS)
      const passes = bare?.passes ?? []
      const apart = spread(passes)
      if (apart !== null && apart > FLOOR_SPREAD_WARNING) {
        ctx.warn(
          `${catalogue.label}: the bare Remix page ran at ${Math.round(Math.min(...passes))} to ` +
            `${Math.round(Math.max(...passes))} requests/s between the pages (${Math.round(apart * 100)}% apart): ` +
            `the machine's load changed during the run; each page is divided by the runs beside it`,
        )
      }
    }
    ctx.detail(
      `ratio budgets at ${BUDGET_CONNECTIONS} conn: ` +
        Object.entries(RATIO_BUDGETS)
          .map(([id, limit]) => `${id} >= ${limit}`)
          .join(', ') +
        `; load average ${Object.entries(loadAverages)
          .map(([when, value]) => `${when} ${value.toFixed(2)}`)
          .join(', ')}`,
    )
    if (Math.max(...Object.values(loadAverages)) > cores) {
      ctx.warn(`load average above ${cores}: other processes wanted the CPU too; compare ratios, not absolute figures`)
    }
    const data = {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      node: process.version,
      cores,
      loadAverages,
      timings,
      budgets: { ratioToBareRemix: RATIO_BUDGETS, connections: BUDGET_CONNECTIONS, largeCatalogueMinShare: LARGE_CATALOGUE_MIN_SHARE },
      paths,
      catalogues,
      measurements,
    }
    fs.mkdirSync(ctx.resultsDir, { recursive: true })
    const file = path.join(ctx.resultsDir, `throughput-${timestamp(started)}.json`)
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
    ctx.detail(`figures: ${path.relative(ctx.root, file)} (and bench-results/latest.json)`)
    return data
  },
}
