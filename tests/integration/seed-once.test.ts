/**
 * Two app replicas (or a replica and `npm run seed`) starting on one empty PostgreSQL database must migrate
 * and seed it once: prepareDatabase holds an advisory lock around both steps. Here two app starts (what
 * server.ts does before it listens), then two seed commands, run as two processes at the same moment on a
 * scratch database of their own (karoo_seedlock_<random>, dropped afterwards) with a production environment:
 * the catalogue is seeded once, and the demo trade account, whose password README prints, is not created
 * unless SEED_DEMO_ACCOUNT asks.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TRADE_CUSTOMER } from '~/db/seed/customers.server'

const run = promisify(execFile)
const adminUrl = process.env.TEST_DATABASE_URL?.trim()
const root = new URL('../../', import.meta.url).pathname

async function adminQuery<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

describe.skipIf(!adminUrl)('first start on an empty PostgreSQL database [postgres]', () => {
  // Lower-case hex only: safe to splice into SQL as an identifier. Never the TEST_DATABASE_URL database itself.
  const database = `karoo_seedlock_${crypto.randomBytes(5).toString('hex')}`
  let url = ''

  beforeAll(async () => {
    await adminQuery(adminUrl!, `CREATE DATABASE ${database}`)
    const scratch = new URL(adminUrl!)
    scratch.pathname = `/${database}`
    url = scratch.toString()
  })

  afterAll(async () => {
    if (url) await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  })

  /** A production environment on the scratch database, whatever the test run's own says. */
  function productionEnv(): NodeJS.ProcessEnv {
    const { SEED_DEMO_ACCOUNT: _asked, KAROO_DEMO: _demo, DATA_DIR: _dir, SEED_DEMO: _seed, ...inherited } = process.env
    return {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      SESSION_SECRET: 'seed-once-test-secret-0123456789',
      PUBLIC_URL: 'https://shop.example.co.za',
      LOG_LEVEL: 'error',
    }
  }

  async function expectSeededOnce() {
    const [products] = await adminQuery<{ n: string }>(url, 'select count(*) as n from product')
    const [skus] = await adminQuery<{ n: string }>(url, 'select count(distinct sku) as n from product')
    expect(Number(products!.n)).toBeGreaterThan(0)
    expect(Number(products!.n)).toBe(Number(skus!.n))
    const [migrations] = await adminQuery<{ n: string; distinct: string }>(
      url,
      'select count(*) as n, count(distinct name) as distinct from kysely_migration',
    )
    expect(migrations!.n).toBe(migrations!.distinct)
    const trade = await adminQuery(url, `select id from customer where email = '${DEMO_TRADE_CUSTOMER.email}'`)
    expect(trade).toEqual([])
    // The trade group and its prices are catalogue data, seeded all the same.
    const [tiers] = await adminQuery<{ n: string }>(url, 'select count(*) as n from tier_price')
    expect(Number(tiers!.n)).toBeGreaterThan(0)
  }

  it('seeds the catalogue once when two app instances start together, without the demo trade account', async () => {
    const start = () =>
      run(process.execPath, ['--import', 'tsx', 'tests/integration/support/start-and-stop-app.ts'], {
        cwd: root,
        env: productionEnv(),
        timeout: 120_000,
      })
    const outputs = (await Promise.all([start(), start()])).map((result) => result.stdout)
    expect(
      outputs.filter((out) => out.includes('Seeded the demo store')),
      outputs.join('\n'),
    ).toHaveLength(1)
    expect(
      outputs.filter((out) => out.includes('applied 0001-catalogue')),
      outputs.join('\n'),
    ).toHaveLength(1)
    await expectSeededOnce()
  }, 180_000)

  it('seeds nothing more when two seed commands start together on that database', async () => {
    const seed = () => run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: root, env: productionEnv(), timeout: 120_000 })
    const outputs = (await Promise.all([seed(), seed()])).map((result) => result.stdout)
    expect(
      outputs.filter((out) => out.includes('already has a catalogue')),
      outputs.join('\n'),
    ).toHaveLength(2)
    await expectSeededOnce()
  }, 180_000)

  it('seeds the catalogue once when two seed commands start together on an empty database', async () => {
    await adminQuery(url, 'drop schema public cascade; create schema public')
    const seed = () =>
      run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--products', '150'], {
        cwd: root,
        env: productionEnv(),
        timeout: 120_000,
      })
    const outputs = (await Promise.all([seed(), seed()])).map((result) => result.stdout)
    expect(
      outputs.filter((out) => out.includes('Seeded ')),
      outputs.join('\n'),
    ).toHaveLength(1)
    expect(
      outputs.filter((out) => out.includes('already has a catalogue')),
      outputs.join('\n'),
    ).toHaveLength(1)
    await expectSeededOnce()
  }, 180_000)
})
