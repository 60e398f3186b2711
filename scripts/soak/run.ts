/**
 * The soak's building blocks on a running machine: ports from the range the soak may use, shops started
 * on SQLite or PostgreSQL with the benchmark's server helper, shoppers driven for a while, RSS sampled.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { keepAliveAgent } from '../bench/http'
import { CATEGORY_PATH } from '../bench/pages'
import { CookieJar } from '../bench/throughput-shop'
import { readProcMemory, startServer, type RunningServer } from '../bench/server'
import { sqliteDatabase, scratchPostgres, type ShopDatabase } from './database'
import { Shopper, Tally, type ShopTarget } from './shopper'

/** The soak's servers, proxies and sinks listen only on these ports of 127.0.0.1. */
export const PORT_RANGE = { first: 3220, last: 3239 }
const handedOut = new Set<number>()

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A port of PORT_RANGE that is free now and not yet given to another part of this run. */
export async function soakPort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (handedOut.has(port)) continue
    if (await portFree(port)) {
      handedOut.add(port)
      return port
    }
  }
  throw new Error(`no free port left in ${PORT_RANGE.first}-${PORT_RANGE.last}`)
}

export function releasePort(port: number): void {
  handedOut.delete(port)
}

export interface Store {
  db: ShopDatabase
  dataDir: string
  /** Variables every instance on this store gets (one SESSION_SECRET, so instances share cookies). */
  env: Record<string, string | undefined>
  dispose(): Promise<void>
}

/** A fresh store: a temporary DATA_DIR and, for PostgreSQL, a scratch database on `postgresUrl`'s server. */
export async function freshStore(kind: 'sqlite' | 'postgres', postgresUrl: string): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `karoo-soak-${kind}-`))
  const scratch = kind === 'postgres' ? await scratchPostgres(postgresUrl) : null
  const db = scratch ?? sqliteDatabase(dataDir)
  const env: Record<string, string | undefined> = {
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
    // The shoppers send X-Forwarded-For from loopback, as nginx on the same machine does, so that each
    // counts as an address of its own in the throttles.
    TRUST_PROXY: 'loopback',
    FORM_MIN_FILL_MS: '0',
    LOG_LEVEL: 'error',
  }
  return {
    db,
    dataDir,
    env,
    async dispose() {
      await db.close()
      if (scratch) await scratch.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function startShop(
  root: string,
  store: Store,
  options: { port?: number; env?: Record<string, string | undefined>; dataDir?: string } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await soakPort())
  return startServer(root, {
    dataDir: options.dataDir ?? store.dataDir,
    port,
    env: { ...store.env, ...options.env },
    startTimeoutMs: 180_000,
  })
}

/** Simple products in stock without required options, and customers registered for the logins. */
export async function prepareTarget(baseUrl: string, db: ShopDatabase, customers = 8): Promise<ShopTarget> {
  const rows = await db.query<{ sku: string }>(
    `SELECT p.sku FROM product p JOIN stock s ON s.product_id = p.id
     WHERE p.type_id = 'simple' AND p.parent_id IS NULL AND p.status = 1 AND p.visibility = 4
       AND p.downloadable_file IS NULL AND s.is_in_stock = 1 AND s.qty >= 5
       AND NOT EXISTS (SELECT 1 FROM custom_option o WHERE o.product_id = p.id)
     ORDER BY p.id LIMIT 40`,
  )
  if (rows.length === 0) throw new Error('no simple product in stock to buy')
  const target: ShopTarget = { baseUrl, skus: rows.map((row) => row.sku), categoryPath: CATEGORY_PATH, customers: [] }
  const tally = new Tally()
  for (let i = 0; i < customers; i++) {
    const email = `soak-customer-${i}-${crypto.randomBytes(3).toString('hex')}@example.co.za`
    await new Shopper(target, tally, `198.19.200.${i + 1}`).register(email)
    target.customers.push(email)
  }
  return target
}

export type Behaviour = 'mixed' | 'buy'

/**
 * `connections` shoppers, each running journeys back to back until `seconds` have passed: mixed is 45%
 * browse, 40% buy (with its replays), 15% log in and browse; buy is checkouts only. A quarter of the
 * journeys start with a fresh browser, so guests and signed-in customers both buy.
 */
export async function drive(
  target: ShopTarget,
  tally: Tally,
  options: { connections: number; seconds: number; behaviour: Behaviour; addressBlock: number; shoppers?: Shopper[] },
): Promise<Shopper[]> {
  // Every shopper holds a connection of its own, as a browser would.
  keepAliveAgent.maxSockets = Math.max(keepAliveAgent.maxSockets, options.connections * 2)
  const deadline = Date.now() + options.seconds * 1000
  const shoppers =
    options.shoppers ??
    Array.from({ length: options.connections }, (_, i) => new Shopper(target, tally, `198.18.${options.addressBlock}.${i + 1}`))
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      let journeys = 0
      while (Date.now() < deadline && !shopper.stopped) {
        if (journeys++ > 0 && Math.random() < 0.25) shopper.jar = new CookieJar()
        const roll = Math.random()
        if (options.behaviour === 'buy' || (roll >= 0.45 && roll < 0.85)) await shopper.buy()
        else if (roll < 0.45) await shopper.browse()
        else if (await shopper.login()) await shopper.browse()
        // Shoppers that all failed at once (a fault) do not spin.
        if (tally.networkErrors.length > 0 && tally.networkErrors.at(-1)!.at > Date.now() - 200) await sleep(100 + (i % 10) * 20)
      }
    }),
  )
  return shoppers
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Samples the server's RSS once a second until stopped. */
export function sampleRss(pid: number): { stop(): number[] } {
  const samples: number[] = []
  const timer = setInterval(() => {
    try {
      samples.push(readProcMemory(pid).rss)
    } catch {
      // The process is gone (a kill); nothing to sample.
    }
  }, 1000)
  return {
    stop() {
      clearInterval(timer)
      return samples
    },
  }
}

/** Waits until no confirmation is left unsent, or `timeoutMs`; true when none is. */
export async function mailDrained(db: ShopDatabase, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent'`)
    if (Number(row.n) === 0) return true
    if (Date.now() > deadline) return false
    await sleep(500)
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
