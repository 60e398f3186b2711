import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { getDatabaseHandle } from '~/server/db.server'
import { rebuildSearchIndexes, reindexProducts } from './search.server'

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

/**
 * How long the listener waits before each attempt to listen again after losing its connection (a database
 * restart, a failover, a dropped network path); past the list, the last wait repeats until it is back.
 */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000]

/**
 * On PostgreSQL: LISTEN for other instances' catalogue changes, and listen again whenever the connection is
 * lost, then catch up with what was missed: without that, one database restart would leave this instance's
 * search results (prices, stock, names) as they were until the instance restarts. The first connection must
 * succeed (the caller is starting the app). Returns a function that stops listening.
 */
export async function listenForCatalogueChanges(
  url: string,
  schema?: string,
  options: { reconnectDelaysMs?: readonly number[] } = {},
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg')
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS
  let current: InstanceType<typeof pg.Client> | null = null
  let stopped = false
  let retries = 0
  let timer: NodeJS.Timeout | undefined

  const onNotification = (message: { payload?: string }) => {
    const ids = parseCatalogueMessage(message.payload)
    if (!ids) return
    reindexProducts(getDatabaseHandle().db, ids).catch((error: unknown) =>
      console.error('Reindexing after a catalogue change failed', error),
    )
  }

  const lost = (client: InstanceType<typeof pg.Client>, error?: unknown) => {
    if (stopped || client !== current) return
    current = null
    console.error('The catalogue change listener lost its connection; it listens again shortly', error)
    client.end().catch(() => {})
    listenLater()
  }

  const listen = async () => {
    const client = new pg.Client({
      connectionString: url,
      // What pg_stat_activity shows an operator looking for this connection.
      application_name: 'karoo-catalogue-listener',
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    // An 'error' without a listener would end the process: a lost connection is handled, never thrown.
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client))
    client.on('notification', onNotification)
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    current = client
  }

  const listenLater = () => {
    const delay = delays[Math.min(retries, delays.length - 1)] ?? 1_000
    retries += 1
    timer = setTimeout(() => {
      if (stopped) return
      listen().then(
        async () => {
          retries = 0
          if (stopped) return void (await current?.end().catch(() => {}))
          // Announcements made while it was away are lost (NOTIFY keeps nothing for a session that is gone):
          // what they named is read again with everything else.
          await rebuildSearchIndexes().catch((error: unknown) => console.error('Catching up with missed catalogue changes failed', error))
        },
        () => listenLater(),
      )
    }, delay)
    timer.unref()
  }

  await listen()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await current?.end().catch(() => {})
    current = null
  }
}
