import type { Kysely } from 'kysely'
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
