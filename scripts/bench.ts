/**
 * Performance budgets of the storefront: `npm run bench` (all sections) or
 * `npm run bench -- --only=weight,lighthouse,memory`. See `npm run bench -- --help`.
 *
 * Builds the app when needed, starts the production server on a free 127.0.0.1 port with a
 * fresh demo database, runs the sections (scripts/bench/sections.ts), prints a table line per
 * figure and a summary, writes bench-results/latest.json, and exits with 1 if a budget fails.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HELP, parseArgs, UsageError, type BenchOptions } from './bench/args'
import type { BenchContext, PageRef } from './bench/context'
import { discoverBudgetPages } from './bench/pages'
import { stopAll } from './bench/processes'
import { formatBudget, formatRow, formatValue, summarise, tableHeader, type Measurement } from './bench/report'
import { sections } from './bench/sections'
import { buildApp, buildReason, startServer, type RunningServer } from './bench/server'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const resultsDir = path.join(root, 'bench-results')

function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== ''
    return `${commit}${dirty ? ' + uncommitted changes' : ''}`
  } catch {
    return 'unknown'
  }
}

function heading(text: string) {
  console.log(`\n== ${text} ==`)
}

async function main(): Promise<number> {
  let options: BenchOptions
  const ids = sections.map((section) => section.id)
  try {
    options = parseArgs(process.argv.slice(2), ids)
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`bench: ${error.message}`)
      return 2
    }
    throw error
  }
  if (options.help) {
    console.log(HELP)
    console.log(`Sections: ${sections.map((section) => `${section.id} (${section.title})`).join(', ')}`)
    return 0
  }
  const selected = sections.filter((section) => options.only === null || options.only.includes(section.id))
  const startedAt = new Date()
  const git = gitDescription()
  console.log(`Karoo benchmark ${startedAt.toISOString()}`)
  const [load1] = os.loadavg()
  console.log(
    `commit ${git}; node ${process.version}; ${os.cpus().length} cores, load average ${load1.toFixed(2)}; ` +
      `sections: ${selected.map((s) => s.id).join(', ')}`,
  )
  console.log('units: 1 KB = 1024 bytes, 1 MB = 1024 KB')

  // Build.
  const reason = options.build === 'always' ? '--build was given' : options.build === 'never' ? null : buildReason(root)
  if (reason) {
    process.stdout.write(`building (${reason})... `)
    const seconds = await buildApp(root)
    console.log(`done in ${seconds.toFixed(1)} s`)
  } else {
    console.log(options.build === 'never' ? 'build: skipped (--no-build)' : 'build: up to date')
  }

  // Server.
  const server: RunningServer = await startServer(root)
  activeServer = server
  console.log(
    `server: ${server.baseUrl} (pid ${server.pid}, node --import tsx server.ts, NODE_ENV=production, ` +
      `fresh demo database, ready in ${server.startSeconds.toFixed(1)} s)`,
  )

  const measurements: Measurement[] = []
  const sectionData: Record<string, unknown> = {}
  const sectionErrors: Record<string, string> = {}
  const warnings: string[] = []
  let pagesPromise: Promise<PageRef[]> | undefined

  try {
    for (const section of selected) {
      heading(section.title)
      console.log(`  method: ${section.method}`)
      console.log(tableHeader())
      const details: string[] = []
      const ctx: BenchContext = {
        root,
        resultsDir,
        server,
        options,
        pages: () => {
          pagesPromise ??= discoverBudgetPages(server.baseUrl, (text) => ctx.warn(text))
          return pagesPromise
        },
        record: (measurement) => {
          measurements.push(measurement)
          console.log(formatRow(measurement))
        },
        detail: (text) => details.push(text),
        warn: (text) => {
          warnings.push(`${section.id}: ${text}`)
          details.push(`warning: ${text}`)
        },
      }
      const started = performance.now()
      try {
        sectionData[section.id] = await section.run(ctx)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        sectionErrors[section.id] = message
        ctx.record({
          section: section.id,
          name: `${section.id} section could not finish`,
          value: null,
          unit: 'count',
          status: 'FAIL',
          note: 'see the error below',
        })
        details.push(`error: ${message}`)
      }
      for (const line of details) console.log(`  ${line.replace(/\n/g, '\n    ')}`)
      console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    }
  } finally {
    await server.stop()
    activeServer = undefined
  }

  // Summary.
  const summary = summarise(measurements)
  heading('Summary')
  const budgetCount = summary.passed + summary.failed
  console.log(
    `  ${budgetCount} budgeted figure${budgetCount === 1 ? '' : 's'}: ${summary.passed} passed, ${summary.failed} failed` +
      ` (${summary.informative} informative)`,
  )
  for (const failure of summary.failures) {
    const label = failure.scope ? `${failure.name} [${failure.scope}]` : failure.name
    const budget = formatBudget(failure.budget, failure.unit)
    console.log(`  FAIL  ${label}: ${formatValue(failure.value, failure.unit)}${budget ? `, budget ${budget}` : ''}`)
  }

  const finishedAt = new Date()
  fs.mkdirSync(resultsDir, { recursive: true })
  const jsonFile = path.join(resultsDir, 'latest.json')
  fs.writeFileSync(
    jsonFile,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        commit: git,
        node: process.version,
        cores: os.cpus().length,
        loadAverageAtStart: load1,
        units: { KB: 1024, MB: 1024 * 1024 },
        options,
        server: { baseUrl: server.baseUrl, startSeconds: server.startSeconds },
        summary: { passed: summary.passed, failed: summary.failed, informative: summary.informative },
        measurements,
        sections: sectionData,
        errors: sectionErrors,
        warnings,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`  results: ${path.relative(root, jsonFile)}; took ${((finishedAt.getTime() - startedAt.getTime()) / 1000).toFixed(0)} s`)
  console.log(`bench: ${summary.passed} passed, ${summary.failed} failed`)
  return summary.failed > 0 ? 1 : 0
}

let activeServer: RunningServer | undefined
let interrupted = false

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.error(`\nbench: ${signal} received, stopping the server and browsers...`)
    void Promise.allSettled([activeServer?.stop(), stopAll()]).finally(() => process.exit(130))
  })
}

main()
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
  .catch(async (error: unknown) => {
    console.error(`\nbench: ${error instanceof Error ? error.message : String(error)}`)
    await Promise.allSettled([activeServer?.stop(), stopAll()])
    process.exit(1)
  })
