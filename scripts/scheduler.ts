/**
 * Rebuild the Elasticsearch indexes once a day, at REINDEX_AT (UTC, 00:05 by default): special prices start
 * and end at midnight UTC, and the index holds each product's price of the day. Run exactly one of these per
 * deployment (docker-compose.yml's `scheduler` service), beside the app replicas; each rebuild is
 * `reindex` in a process of its own, so a failed night is logged and the next night comes as planned.
 *   npm run scheduler                 wait for REINDEX_AT, reindex, repeat
 *   npm run scheduler -- --now        reindex once at start too
 * In the image: node build/scripts/scheduler.js.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDailyJob } from '../app/server/daily-job.server'
import { getEnv } from '../app/utils/env.server'

const here = fileURLToPath(import.meta.url)
// Built (build/scripts/reindex.js) or from source with tsx (scripts/reindex.ts, tsx's loader in execArgv).
const reindexCommand = path.join(path.dirname(here), `reindex${path.extname(here)}`)

let child: ReturnType<typeof spawn> | undefined

/** One rebuild in a process of its own; resolves with its exit code (never rejects). */
function reindex(): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now()
    console.log(`${new Date().toISOString()} reindex starts`)
    child = spawn(process.execPath, [...process.execArgv, reindexCommand], { stdio: 'inherit' })
    child.on('error', (error) => {
      console.error('reindex could not start', error)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      child = undefined
      const outcome = code === 0 ? 'done' : `FAILED (${signal ?? `exit ${code}`})`
      console.log(`${new Date().toISOString()} reindex ${outcome} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      resolve(code ?? 1)
    })
  })
}

async function main() {
  const env = getEnv()
  if (!env.ELASTICSEARCH_URL) {
    // The embedded index lives in each app process and is built when it starts: nothing to schedule here.
    throw new Error('ELASTICSEARCH_URL is not set: the scheduler rebuilds Elasticsearch indexes only')
  }
  // Started after the --now run; a signal may come before.
  let daily: ReturnType<typeof startDailyJob> | undefined = undefined
  let stopping = false
  const stop = (signal: string) => {
    stopping = true
    console.log(`${signal} received: stopping${child ? ' (the running reindex is stopped too)' : ''}`)
    // A reindex stopped halfway leaves the alias on the old index (moving it is its last step).
    child?.kill('SIGTERM')
    void daily?.stop()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  if (process.argv.includes('--now')) await reindex()
  if (stopping) return
  daily = startDailyJob({
    at: env.REINDEX_AT,
    job: reindex,
    onPlanned: (next) => console.log(`next reindex at ${next.toISOString()}`),
  })
  await daily.done
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
