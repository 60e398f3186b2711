import { sql, type Kysely, type Transaction } from 'kysely'
import type { DatabaseHandle } from '~/db/connection.server'
import type { Database } from '~/db/schema'

// server.ts and the Remix server build each load this module; the handle lives on globalThis so both share one pool.
const KEY = Symbol.for('karoo.database')
type Holder = { [KEY]?: DatabaseHandle }

export function setDatabase(handle: DatabaseHandle | undefined): void {
  ;(globalThis as Holder)[KEY] = handle
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = (globalThis as Holder)[KEY]
  if (!handle) throw new Error('The database is not open: startApplication() has not run')
  return handle
}

export function getDb(): Kysely<Database> {
  return getDatabaseHandle().db
}

/**
 * Inside a transaction: other transactions that take the same key wait here until this one ends, so a
 * read-then-write (a list's cap, a line's quantity) is not raced by a second tab. SQLite already runs one
 * transaction at a time on its one connection; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function takeTurns(trx: Transaction<Database>, key: string): Promise<void> {
  if (getDatabaseHandle().kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
}
