import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { getDatabaseHandle } from '~/server/db.server'
import { reindexProducts } from './search.server'

/**
 * Catalogue writes (stock taken by an order, a price or a new product) reach the search index without a
 * restart: the writing instance reindexes the products at once, and on PostgreSQL it also tells every other
 * instance through NOTIFY, so each one refreshes its own embedded index.
 */
const CHANNEL = 'karoo_catalogue'
const INSTANCE = randomUUID()
const MAX_IDS_PER_MESSAGE = 500

export async function publishCatalogueChange(productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)].filter((id) => Number.isInteger(id))
  if (!ids.length) return
  const handle = getDatabaseHandle()
  await reindexProducts(handle.db, ids)
  if (handle.kind !== 'postgres') return
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_MESSAGE) {
    const payload = JSON.stringify({ from: INSTANCE, ids: ids.slice(i, i + MAX_IDS_PER_MESSAGE) })
    await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(handle.db)
  }
}

/** Decode a notification; null for our own or malformed messages. */
export function parseCatalogueMessage(payload: string | undefined, self: string = INSTANCE): number[] | null {
  try {
    const message = JSON.parse(payload ?? '') as { from?: unknown; ids?: unknown }
    if (message.from === self || !Array.isArray(message.ids)) return null
    const ids = message.ids.filter((id): id is number => Number.isInteger(id))
    return ids.length ? ids : null
  } catch {
    return null
  }
}

/** On PostgreSQL: LISTEN for other instances' catalogue changes. Returns a function that stops listening. */
export async function listenForCatalogueChanges(url: string, schema?: string): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) })
  await client.connect()
  client.on('notification', (message) => {
    const ids = parseCatalogueMessage(message.payload)
    if (!ids) return
    reindexProducts(getDatabaseHandle().db, ids).catch((error: unknown) =>
      console.error('Reindexing after a catalogue change failed', error),
    )
  })
  client.on('error', (error) => console.error('Catalogue change listener lost its connection', error))
  await client.query(`LISTEN ${CHANNEL}`)
  return async () => {
    await client.end().catch(() => {})
  }
}
