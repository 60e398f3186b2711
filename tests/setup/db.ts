/**
 * Fresh, migrated databases for integration tests, on every database the run covers.
 *
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. A SQLite test database is a
 * real file in the OS temp folder (not ':memory:'), so WAL mode and a second connection
 * behave as in production. A PostgreSQL test database is a schema of its own
 * (t_<random>) in the TEST_DATABASE_URL database, dropped with CASCADE afterwards, so test
 * files can run in parallel against one server.
 *
 *   describeEachDatabase('cart provider', (kind) => {
 *     const database = useTestDatabase(kind)
 *     it('adds an item', async () => {
 *       const { db } = database()
 *       ...
 *     })
 *   })
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe } from 'vitest'
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '~/db/connection.server'
import { migrateToLatest } from '~/db/migrate.server'

export type { DatabaseKind }

export type TestDatabase = DatabaseHandle & {
  /** Close the connection(s) and delete the database (file or schema). Safe to call twice. */
  drop(): Promise<void>
}

export interface TestDatabaseOptions {
  /** Run the migrations before handing the database over (default true). */
  migrate?: boolean
}

/** The databases this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseTargets(): DatabaseKind[] {
  return postgresUrl() ? ['sqlite', 'postgres'] : ['sqlite']
}

function postgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim()
  return url ? url : undefined
}

/** Create an empty (by default migrated) database of the given kind. Call drop() when done. */
export async function createTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const handle = kind === 'sqlite' ? await createSqlite() : await createPostgres()
  if (options.migrate ?? true) {
    try {
      await migrateTestDatabase(handle)
    } catch (error) {
      await handle.drop()
      throw error
    }
  }
  return handle
}

/**
 * Run the migrations on a test database, as createTestDatabase does: on PostgreSQL never while another test
 * file drops its schema (see SCHEMA_DROP_LOCK). Returns the names of the migrations it ran.
 */
export function migrateTestDatabase(database: DatabaseHandle): Promise<string[]> {
  const migrate = () => migrateToLatest(database.db, { schema: database.pgSchema })
  return database.kind === 'postgres' ? whileNoSchemaIsDropped(postgresUrl()!, migrate) : migrate()
}

/** Run fn with a fresh database and drop it afterwards, whether fn succeeds or throws. */
export async function withTestDatabase<T>(
  kind: DatabaseKind,
  fn: (database: TestDatabase) => Promise<T> | T,
  options?: TestDatabaseOptions,
): Promise<T> {
  const database = await createTestDatabase(kind, options)
  try {
    return await fn(database)
  } finally {
    await database.drop()
  }
}

/** One Vitest describe block per database target, named "<name> [sqlite]", "<name> [postgres]". */
export function describeEachDatabase(name: string, fn: (kind: DatabaseKind) => void): void {
  for (const kind of databaseTargets()) {
    describe(`${name} [${kind}]`, () => fn(kind))
  }
}

/**
 * Inside a describe: a fresh database for every test (created in beforeEach, dropped in
 * afterEach). Returns a getter, because the database exists only while a test runs.
 */
export function useTestDatabase(kind: DatabaseKind, options?: TestDatabaseOptions): () => TestDatabase {
  let current: TestDatabase | undefined
  beforeEach(async () => {
    current = await createTestDatabase(kind, options)
  })
  afterEach(async () => {
    const database = current
    current = undefined
    await database?.drop()
  })
  return () => {
    if (!current) throw new Error('useTestDatabase: the database exists only inside a test')
    return current
  }
}

function randomSuffix(): string {
  return crypto.randomBytes(6).toString('hex')
}

async function createSqlite(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-test-'))
  const handle = await openDatabase({ sqliteFile: path.join(dir, 'store.db') })
  let dropped = false
  return {
    ...handle,
    async drop() {
      if (dropped) return
      dropped = true
      await handle.close()
      // The WAL and shared-memory files live beside store.db; remove the whole folder.
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function createPostgres(): Promise<TestDatabase> {
  const url = postgresUrl()
  if (!url) throw new Error('createTestDatabase("postgres") needs TEST_DATABASE_URL')
  // Lower-case letters, digits and "_" only: safe to splice into SQL as an identifier.
  const schema = `t_${randomSuffix()}`
  await adminQuery(url, `CREATE SCHEMA ${schema}`)
  let handle: DatabaseHandle
  try {
    handle = await openDatabase({ url, pgSchema: schema })
  } catch (error) {
    await adminQuery(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    throw error
  }
  let dropped = false
  return {
    ...handle,
    async drop() {
      if (dropped) return
      dropped = true
      try {
        await handle.close()
      } finally {
        await withAdminClient(url, async (client) => {
          await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_DROP_LOCK])
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        })
      }
    },
  }
}

/**
 * Kysely's migrator looks for its tables by listing every table of every schema. When another test file
 * drops its schema during that listing, PostgreSQL answers "schema t_... does not exist" and the migration
 * fails. Migrations share this advisory lock and a drop takes it alone, so the two never overlap.
 */
const SCHEMA_DROP_LOCK = 0x6b61726f // "karo"

async function whileNoSchemaIsDropped<T>(url: string, fn: () => Promise<T>): Promise<T> {
  return withAdminClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK])
    return fn()
  })
}

/** A short-lived connection of its own (outside any test schema); its advisory locks end with it. */
async function withAdminClient<T>(url: string, fn: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** One statement on a connection of its own. */
async function adminQuery(url: string, statement: string): Promise<void> {
  await withAdminClient(url, (client) => client.query(statement))
}
