/**
 * `npm run soak`: what does not fit the test suite's time. Builds the app if needed, runs it with fresh
 * data on SQLite and on PostgreSQL (scratch databases), drives mixed browse-and-buy traffic, runs two
 * instances behind nginx on docker/nginx.conf, and injects faults (PostgreSQL cut through a TCP proxy, the
 * search engine unreachable, SMTP down, kill -9 mid-checkout); then checks the invariants in the database
 * and prints a summary. Exits with 1 when an invariant is broken, 2 on a usage error.
 */
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, buildReason } from './bench/server'
import { stopAll } from './bench/processes'
import { HELP, UsageError, parseSoakArgs } from './soak/args'
import {
  killPart,
  loadPart,
  postgresDownPart,
  searchDownPart,
  smtpDownPart,
  twoInstancesPart,
  type PartContext,
  type PartResult,
} from './soak/parts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<number> {
  let options
  try {
    options = parseSoakArgs(process.argv.slice(2), process.env)
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${HELP}`)
      return 2
    }
    throw error
  }
  if (options.help) {
    console.log(HELP)
    return 0
  }
  const reason = options.build === 'always' ? 'asked with --build' : options.build === 'never' ? null : buildReason(root)
  if (reason) {
    console.log(`building the app (${reason})...`)
    console.log(`built in ${(await buildApp(root)).toFixed(0)} s`)
  }
  const context: PartContext = { root, postgresUrl: options.postgresUrl, seconds: options.seconds, connections: options.connections }
  const plan: [string, () => Promise<PartResult>][] = []
  const pg = options.databases.includes('postgres')
  for (const kind of options.databases) {
    if (options.parts.includes('load')) plan.push([`load [${kind}]`, () => loadPart(context, kind)])
  }
  if (options.parts.includes('two-instances') && pg) plan.push(['two instances', () => twoInstancesPart(context)])
  if (options.parts.includes('faults')) {
    if (pg) plan.push(['PostgreSQL down', () => postgresDownPart(context)])
    plan.push(['search down', () => searchDownPart(context)])
    for (const kind of options.databases) plan.push([`SMTP down [${kind}]`, () => smtpDownPart(context, kind)])
    for (const kind of options.databases) plan.push([`kill -9 [${kind}]`, () => killPart(context, kind)])
  }
  console.log(
    `soak: ${plan.map(([name]) => name).join(', ')}; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}; ${os.cpus().length} cores`,
  )
  const results: PartResult[] = []
  for (const [name, part] of plan) {
    const started = performance.now()
    console.log(`\n== ${name}`)
    let result: PartResult
    try {
      result = await part()
    } catch (error) {
      result = {
        name,
        figures: [],
        broken: [`the part failed to run: ${error instanceof Error ? error.message : String(error)}`],
        skipped: [],
      }
    }
    for (const line of result.figures) console.log(`   ${line}`)
    for (const line of result.skipped) console.log(`   not checked: ${line}`)
    for (const line of result.broken) console.log(`   BROKEN: ${line}`)
    console.log(`   ${result.broken.length === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    results.push(result)
  }
  console.log(
    `\nsummary (load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}):`,
  )
  for (const result of results)
    console.log(
      `  ${result.broken.length === 0 ? 'pass' : 'FAIL'}  ${result.name}${result.broken.length ? ` (${result.broken.length} broken)` : ''}`,
    )
  return results.some((result) => result.broken.length > 0) ? 1 : 0
}

const stop = () => {
  void stopAll().then(() => process.exit(130))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

main()
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
  .catch(async (error: unknown) => {
    console.error(error)
    await stopAll()
    process.exit(1)
  })
