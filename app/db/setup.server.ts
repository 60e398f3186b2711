import { sql } from 'kysely'
import type { DatabaseHandle } from './connection.server'
import { migrateToLatest } from './migrate.server'
import { isCatalogueEmpty, seedDemoStore, type SeedOptions } from './seed/index.server'

export interface PrepareOptions {
  /** Seed the demo store when the catalogue is empty (after the migrations). */
  seedDemo?: false | SeedOptions
}

export interface PrepareResult {
  /** Migrations applied by this call (none when another instance had applied them). */
  applied: string[]
  /** What this call seeded; undefined when it seeded nothing. */
  seeded?: { products: number; categories: number; ms: number }
}

/**
 * Bring the schema up to date and seed an empty catalogue, as one step per database. On PostgreSQL several
 * app instances (and maintenance commands) may start at once on the same empty database: each would see
 * the catalogue empty after the migrations and seed it again. They take one session-level advisory lock
 * first, so the second waits until the first has migrated and seeded, and then finds nothing to do.
 * A SQLite file belongs to one instance, which needs no lock.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions = {}): Promise<PrepareResult> {
  const work = async (): Promise<PrepareResult> => {
    const applied = await migrateToLatest(handle.db, { schema: handle.pgSchema })
    if (options.seedDemo === undefined || options.seedDemo === false) return { applied }
    if (!(await isCatalogueEmpty(handle.db))) return { applied }
    const started = Date.now()
    const { products, categories } = await seedDemoStore(handle.db, options.seedDemo)
    return { applied, seeded: { products, categories, ms: Date.now() - started } }
  }
  return handle.kind === 'postgres' ? withSetupLock(handle, work) : work()
}

/**
 * The advisory lock's key: one per schema, so that instances sharing a database but not a schema (the
 * tests do) do not wait for each other. Advisory locks are per database already.
 */
function setupLockName(handle: DatabaseHandle): string {
  return `karoo: migrate and seed ${handle.pgSchema ?? 'public'}`
}

/**
 * Run `fn` while holding the setup lock on one pooled connection; the work itself runs on others. The lock
 * is the session's, so it ends with the connection too if the process dies halfway.
 */
async function withSetupLock<T>(handle: DatabaseHandle, fn: () => Promise<T>): Promise<T> {
  const name = setupLockName(handle)
  return handle.db.connection().execute(async (connection) => {
    const unlock = () => sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection)
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection)
    let result: T
    try {
      result = await fn()
    } catch (error) {
      // The work's error is the one to report; a connection that cannot unlock has lost the lock with its session.
      await unlock().catch(() => undefined)
      throw error
    }
    // Not swallowed: a pooled connection still holding the lock would keep every other instance waiting.
    await unlock()
    return result
  })
}
