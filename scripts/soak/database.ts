/**
 * The soak reads the shop's database directly (not through the app, whose answers are what is checked):
 * the SQLite file in DATA_DIR, or a scratch PostgreSQL database created for the run.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import Sqlite from 'better-sqlite3'
import pg from 'pg'
import type { MailRow, OrderLineRow, OrderRow, Snapshot, StockRow } from './invariants'

export interface ShopDatabase {
  kind: 'sqlite' | 'postgres'
  /** What the app is given: DATABASE_URL ('' for SQLite). */
  url: string
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

export function sqliteDatabase(dataDir: string): ShopDatabase {
  let db: Sqlite.Database | null = null
  const open = () => {
    if (db) return db
    db = new Sqlite(path.join(dataDir, 'store.db'), { fileMustExist: true })
    // The server writes while the soak reads (WAL): wait for its transaction rather than fail.
    db.pragma('busy_timeout = 10000')
    return db
  }
  return {
    kind: 'sqlite',
    url: '',
    async query<T>(sql: string, params: unknown[] = []) {
      // `$1` placeholders, as PostgreSQL's, become SQLite's `?`.
      return open()
        .prepare(sql.replace(/\$\d+/g, '?'))
        .all(...params) as T[]
    },
    async close() {
      db?.close()
      db = null
    },
  }
}

/** A fresh database on the server of `serverUrl`, dropped by close(). */
export async function scratchPostgres(serverUrl: string): Promise<ShopDatabase & { drop(): Promise<void> }> {
  const name = `karoo_soak_${crypto.randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: url.href, max: 2 })
  // The shared server may end connections (another engineer's test, a restart): the next query reconnects.
  pool.on('error', (error) => console.error(`soak: PostgreSQL connection lost: ${error.message}`))
  return {
    kind: 'postgres',
    url: url.href,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[]
    },
    async close() {
      await pool.end()
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await dropper.end()
      }
    },
  }
}

export async function readStock(db: ShopDatabase): Promise<StockRow[]> {
  return db.query<StockRow>('SELECT product_id, qty, manage_stock FROM stock')
}

export async function readSnapshot(db: ShopDatabase): Promise<Snapshot> {
  const [orders, lines, stock, mail] = await Promise.all([
    db.query<OrderRow>('SELECT id, number, idempotency_key, subtotal, discount, shipping_amount, grand_total FROM sales_order'),
    db.query<OrderLineRow>('SELECT order_id, product_id, qty, row_total FROM sales_order_line'),
    readStock(db),
    db.query<MailRow>('SELECT kind, dedupe_key, status, payload FROM mail_outbox'),
  ])
  return { orders, lines, stock, mail }
}
