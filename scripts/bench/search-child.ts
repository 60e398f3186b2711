/**
 * The child process of the search benchmark (scripts/bench/search.ts). Run as
 *   node --expose-gc --import tsx scripts/bench/search-child.ts --db=FILE [--queries=N] [--warmup=N]
 * on a seeded SQLite file, it does what the app does at start (load the documents of every
 * store view and build one embedded index each), reports how long that took and how much
 * memory the process holds with the three indexes, then times engine queries and the plain
 * SQL baseline in the same process. Progress goes to stderr; one JSON line (SearchChildReport)
 * goes to stdout at the end. Its own memory is what is measured, so it does nothing else.
 */
import fs from 'node:fs'
import { sql } from 'kysely'
import { openDatabase } from '../../app/db/connection.server'
import { loadProductDocuments } from '../../app/search/documents.server'
import { OramaSearchEngine } from '../../app/search/orama.server'
import { LISTABLE_STATUS, LISTABLE_VISIBILITY } from '../../app/search/types'
import type { ProductDocument, ProductQuery } from '../../app/search/types'
import { storeViews } from '../../app/utils/store-views'
import { progressLine } from '../../app/utils/progress.server'
import { planFacetedQueries, TEXT_TERMS, type SearchChildReport, type ViewBuild } from './search'

function argValue(name: string, fallback?: string): string {
  const prefix = `--${name}=`
  const raw = process.argv.slice(2).find((arg) => arg.startsWith(prefix))
  if (raw !== undefined) return raw.slice(prefix.length)
  if (fallback !== undefined) return fallback
  throw new Error(`search-child: --${name}= is required`)
}

/** VmRSS and VmHWM of this process, bytes. */
function procMemory(): { rss: number; peakRss: number } {
  const status = fs.readFileSync('/proc/self/status', 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: field('VmRSS'), peakRss: field('VmHWM') }
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc) {
    gc()
    gc()
  }
}

/**
 * Wall-clock milliseconds per call, and the process's CPU milliseconds per call (all threads;
 * unlike wall time, they do not grow when other processes take the CPU away).
 */
async function timed(count: number, warmup: number, run: (i: number) => Promise<unknown>): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < warmup; i++) await run(i)
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < count; i++) {
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    await run(warmup + i)
    wall.push(performance.now() - started)
    const used = process.cpuUsage(cpuBefore)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wall, cpu }
}

async function main() {
  const file = argValue('db')
  const queries = Number(argValue('queries', '200'))
  const warmup = Number(argValue('warmup', '20'))
  const label = argValue('label', '')
  const handle = await openDatabase({ sqliteFile: file })
  const db = handle.db
  try {
    const engine = new OramaSearchEngine()
    const now = new Date()
    const views: ViewBuild[] = []
    let defaultDocs: ProductDocument[] = []
    const buildStarted = performance.now()
    for (const view of storeViews) {
      const storeCode = view.storeCode
      const started = performance.now()
      const docs = await loadProductDocuments(db, storeCode, now)
      const loadMs = performance.now() - started
      const tag = `${label} ${storeCode}`.trim()
      let lastTenth = -1
      const progress = (done: number, total: number) => {
        const tenth = total > 0 ? Math.floor((done / total) * 10) : 10
        if (tenth === lastTenth) return
        lastTenth = tenth
        process.stderr.write(`  ${tag.padEnd(14)} ${progressLine(done, total, performance.now() - started)}\n`)
      }
      progress(0, docs.length)
      const indexStarted = performance.now()
      await engine.replaceAll(storeCode, docs, { onProgress: progress })
      progress(docs.length, docs.length)
      views.push({ storeCode, docs: docs.length, loadMs, indexMs: performance.now() - indexStarted })
      if (storeCode === 'default') defaultDocs = docs
    }
    const buildMs = performance.now() - buildStarted

    // Memory with the three indexes: as left by the build, then after full collections.
    const afterBuild = procMemory()
    collectGarbage()
    const afterGc = procMemory()
    const usage = process.memoryUsage()

    // Queries, in the default store view (the largest texts: English).
    const plan = planFacetedQueries(defaultDocs, 4)
    defaultDocs = []
    if (plan.length === 0) throw new Error('no category with products to query')
    const faceted = (i: number): ProductQuery => {
      const entry = plan[i % plan.length]
      return {
        categoryId: entry.categoryId,
        attributes: { brand: [entry.brand] },
        priceRanges: [entry.priceRange],
        sort: 'position',
        start: (Math.floor(i / plan.length) % 3) * 50,
        size: 50,
      }
    }
    const text = (i: number): ProductQuery => ({
      text: TEXT_TERMS[i % TEXT_TERMS.length],
      attributes: {},
      priceRanges: [],
      sort: 'relevance',
      start: 0,
      size: 50,
    })
    // Results per planned listing (the same query on page 1), so that HTTP runs ask only for pages that exist.
    const planTotals: number[] = []
    for (let i = 0; i < plan.length; i++) planTotals.push((await engine.search('default', faceted(i))).total)
    let facetedTotal = 0
    const facetedMs = await timed(queries, warmup, async (i) => {
      facetedTotal += (await engine.search('default', faceted(i))).total
    })
    let textTotal = 0
    const textMs = await timed(queries, warmup, async (i) => {
      textTotal += (await engine.search('default', text(i))).total
    })

    // The plain SQL baseline: a name LIKE over the same products, 50 rows and a count.
    const visibility = [...LISTABLE_VISIBILITY]
    let sqlTotal = 0
    const sqlMs = await timed(queries, warmup, async (i) => {
      const pattern = `%${TEXT_TERMS[i % TEXT_TERMS.length].toLowerCase()}%`
      const where = db
        .selectFrom('product')
        .where('parent_id', 'is', null)
        .where(sql`lower(name)`, 'like', pattern)
        .where('visibility', 'in', visibility)
      await where.select(['id', 'sku', 'name', 'slug', 'image', 'position']).orderBy('position').limit(50).execute()
      const row = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
      sqlTotal += Number(row?.n ?? 0)
    })
    const afterQueries = procMemory()

    const report: SearchChildReport = {
      views,
      buildMs,
      memory: {
        rssAfterBuild: afterBuild.rss,
        rssAfterGc: afterGc.rss,
        heapUsedAfterGc: usage.heapUsed,
        heapTotalAfterGc: usage.heapTotal,
        externalAfterGc: usage.external,
        rssAfterQueries: afterQueries.rss,
        peakRss: afterQueries.peakRss,
      },
      queries: {
        faceted: facetedMs.wall,
        text: textMs.wall,
        sql: sqlMs.wall,
        cpu: { faceted: facetedMs.cpu, text: textMs.cpu, sql: sqlMs.cpu },
        meanHits: {
          faceted: facetedTotal / (queries + warmup),
          text: textTotal / (queries + warmup),
          sql: sqlTotal / (queries + warmup),
        },
      },
      plan: plan.map((entry, i) => ({
        categoryId: entry.categoryId,
        categoryProducts: entry.categoryProducts,
        total: planTotals[i],
        brand: entry.brand,
        priceRange: `${entry.priceRange.from}-${entry.priceRange.to ?? ''}`,
      })),
      listable: { status: [...LISTABLE_STATUS], visibility },
    }
    process.stdout.write(`${JSON.stringify(report)}\n`)
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`search-child: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
