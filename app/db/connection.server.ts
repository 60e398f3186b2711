import fs from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely'
import type { Database } from './schema'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  kind: DatabaseKind
  /** A short description for logs (never the password). */
  describe: string
  /** The PostgreSQL schema this handle works in, when not the default. */
  pgSchema?: string
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  url?: string
  /** Folder for the SQLite file (store.db). */
  dataDir?: string
  /** SQLite file path, or ':memory:'; overrides dataDir. */
  sqliteFile?: string
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  pgSchema?: string
}

/** Open the embedded SQLite database or PostgreSQL, behind one Kysely interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.pgSchema)
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'store.db')
  return openSqlite(file)
}

async function openSqlite(file: string): Promise<DatabaseHandle> {
  const { default: SQLite } = await import('better-sqlite3')
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  // WAL lets readers go on while an order is written; NORMAL sync is durable enough under WAL.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const dialect: Dialect = new SqliteDialect({ database: keepStatements(sqlite) })
  const db = new Kysely<Database>({ dialect })
  return {
    db,
    kind: 'sqlite',
    describe: `sqlite:${file}`,
    close: () => db.destroy(),
  }
}

/** Statements kept per SQLite connection: the shop sends a few hundred distinct ones. */
const KEPT_STATEMENTS = 1000

/**
 * Kysely asks SQLite to prepare every statement it runs, and a page runs the same few dozen: preparing them
 * again was a fortieth of a page's server time. The connection keeps its prepared statements by their SQL
 * (SQLite prepares a kept one again by itself if a migration changed a table it reads).
 */
function keepStatements(sqlite: import('better-sqlite3').Database) {
  const kept = new Map<string, import('better-sqlite3').Statement>()
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      let statement = kept.get(sql)
      if (statement) {
        kept.delete(sql)
      } else {
        statement = sqlite.prepare(sql)
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!)
      }
      kept.set(sql, statement)
      return statement
    },
  }
}

async function openPostgres(url: string, schema?: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg')
  // int8 (count(*)) and numeric come back as strings by default; our counts fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer (down, or a network that drops packets) fails a request in seconds,
    // with the 503 page, instead of holding it until the client gives up.
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // A connection PostgreSQL closes (a restart, a failover, a network cut) emits 'error' on its client. An
  // 'error' event without a listener ends the process, and pg listens only while a client is idle in the
  // pool: one checked out between two queries (a transaction running its JavaScript) had none. Every client
  // gets one for its whole life; the query that used it fails, the pool drops it, and the next request
  // connects again once the server is back.
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`)
  pool.on('error', lost)
  pool.on('connect', (client) => client.on('error', lost))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const safe = new URL(url)
  safe.password = ''
  return {
    db,
    kind: 'postgres',
    pgSchema: schema,
    describe: `postgres:${safe.host}${safe.pathname}${schema ? `#${schema}` : ''}`,
    close: () => db.destroy(),
  }
}

/** Node's socket errors when the database server cannot be reached or drops the connection. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** pg's own words for a connection it lost or could not open in time. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /not queryable/,
  /^Client has already been connected/,
]

/**
 * Whether an error means the database is unreachable rather than that a query is wrong: Node's socket
 * errors, pg's lost-connection messages, and PostgreSQL's SQLSTATE class 08 (connection exception) and
 * 57P01-57P03 (the server shutting down or starting). Such a request is answered 503: the shop is briefly
 * unavailable, nothing about the request was wrong, and the same request will work once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let cause = error, depth = 0;
    cause && typeof cause === 'object' && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true
    if (cause instanceof AggregateError && cause.errors.some((inner) => isDatabaseUnavailable(inner))) return true
  }
  return false
}
