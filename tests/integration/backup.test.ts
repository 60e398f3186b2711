/**
 * The SQLite store is backed up while the shop writes to it (`npm run backup`), and a backup restores
 * (`npm run backup -- --restore`) to a sound database in which every transaction is whole: a writer in another
 * process keeps committing two-row transactions whose amounts sum to zero while the backup runs, so a copy
 * that caught half a transaction, or a torn page, shows as a batch of one row, a non-zero sum or a failed
 * integrity check.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/connection.server'
import { migrateToLatest } from '~/db/migrate.server'
import { seedDemoStore } from '~/db/seed/index.server'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url).pathname

/** Commits, as fast as it can, a pair of rows (+n, -n) per transaction, as a busy shop would commit orders. */
const WRITER = `
const SQLite = require('better-sqlite3')
const db = new SQLite(process.argv[1])
db.pragma('journal_mode = WAL')
db.pragma('busy_timeout = 5000')
db.exec('create table if not exists backup_probe (id integer primary key, batch integer not null, amount integer not null, filler text not null)')
const insert = db.prepare('insert into backup_probe (batch, amount, filler) values (?, ?, ?)')
const filler = 'x'.repeat(2000)
const pair = db.transaction((batch) => { insert.run(batch, batch, filler); insert.run(batch, -batch, filler) })
let batch = 0
process.stdout.write('ready\\n')
const step = () => { for (let i = 0; i < 20; i++) pair(++batch); setImmediate(step) }
step()
`

async function backupCommand(dataDir: string, ...args: string[]) {
  const { SESSION_SECRET: _secret, DATABASE_URL: _url, ...inherited } = process.env
  return run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, NODE_ENV: 'development' },
    timeout: 60_000,
  })
}

async function probe(file: string) {
  const handle = await openDatabase({ sqliteFile: file })
  try {
    const { rows } = await sql<{ rows: number; batches: number; total: number; odd: number }>`
      select count(*) as rows, count(distinct batch) as batches, coalesce(sum(amount), 0) as total,
             (select count(*) from (select batch from backup_probe group by batch having count(*) <> 2)) as odd
      from backup_probe`.execute(handle.db)
    const { rows: products } = await sql<{ n: number }>`select count(*) as n from product`.execute(handle.db)
    const { rows: integrity } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db)
    return { ...rows[0]!, products: Number(products[0]!.n), integrity: integrity.map((row) => row.integrity_check), handle }
  } catch (error) {
    await handle.close()
    throw error
  }
}

describe('backing up the SQLite store while it is written to [sqlite]', () => {
  let dir = ''
  let writer: ChildProcess | undefined

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-backup-'))
  })

  afterEach(async () => {
    writer?.kill()
    writer = undefined
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('takes a sound, transaction-consistent copy that restores in place of the store', async () => {
    const dataDir = path.join(dir, 'data')
    const store = path.join(dataDir, 'store.db')
    const seeding = await openDatabase({ sqliteFile: store })
    await migrateToLatest(seeding.db)
    const { products } = await seedDemoStore(seeding.db, { products: 150 })
    await seeding.close()

    writer = spawn(process.execPath, ['-e', WRITER, store], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
    await new Promise<void>((resolve, reject) => {
      writer!.stdout!.once('data', () => resolve())
      writer!.once('exit', (code) => reject(new Error(`the writer stopped (${code})`)))
    })
    // Let the writer's table fill for a moment, so that the copy has many pages to take while it commits.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const before = await probe(store)
    await before.handle.close()

    const target = path.join(dir, 'backups', 'copy.db')
    const { stdout } = await backupCommand(dataDir, '--to', target)
    expect(stdout).toMatch(/Backed up .* integrity ok/)

    const after = await probe(store)
    await after.handle.close()
    writer.kill()
    // The writer went on committing while the backup ran.
    expect(after.rows).toBeGreaterThan(before.rows)

    // One self-contained file: nothing beside it but the file itself.
    expect(fs.readdirSync(path.dirname(target))).toEqual(['copy.db'])
    const copy = await probe(target)
    await copy.handle.close()
    expect(copy.integrity).toEqual(['ok'])
    expect(copy.odd).toBe(0)
    expect(Number(copy.total)).toBe(0)
    expect(copy.rows).toBe(copy.batches * 2)
    expect(copy.rows).toBeGreaterThanOrEqual(before.rows)
    expect(copy.rows).toBeLessThanOrEqual(after.rows)

    // Restore: the shop is stopped (the writer is), the backup replaces the store, the old one is kept.
    await new Promise((resolve) => writer!.once('exit', resolve))
    const restored = await backupCommand(dataDir, '--restore', target)
    expect(restored.stdout).toMatch(/Restored .* the store it replaced is .*store\.db\.replaced-/)
    expect(fs.existsSync(`${store}-wal`)).toBe(false)
    const back = await probe(store)
    try {
      expect(back.integrity).toEqual(['ok'])
      expect(back.rows).toBe(copy.rows)
      expect(back.odd).toBe(0)
      expect(back.products).toBeGreaterThanOrEqual(products)
      // The restored store is the app's: up to date, nothing to migrate.
      expect(await migrateToLatest(back.handle.db)).toEqual([])
    } finally {
      await back.handle.close()
    }
  }, 120_000)

  it('refuses an existing target and says to use pg_dump on PostgreSQL', async () => {
    const dataDir = path.join(dir, 'data')
    const handle = await openDatabase({ dataDir })
    await migrateToLatest(handle.db)
    await handle.close()
    const target = path.join(dir, 'copy.db')
    fs.writeFileSync(target, 'keep me')
    await expect(backupCommand(dataDir, '--to', target)).rejects.toMatchObject({ stderr: expect.stringMatching(/exists already/) })
    expect(fs.readFileSync(target, 'utf8')).toBe('keep me')

    const { SESSION_SECRET: _secret, ...inherited } = process.env
    const onPostgres = run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    })
    await expect(onPostgres).rejects.toMatchObject({ stderr: expect.stringMatching(/pg_dump/) })
  })
})
