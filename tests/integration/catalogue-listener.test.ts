/**
 * The catalogue change listener on PostgreSQL: another instance's change reaches this instance's search
 * index, also after the listener's connection was cut (a database restart or failover does that to every
 * session), including what was announced while it was away.
 */
import './support/env'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { listenForCatalogueChanges } from '~/providers/catalog/events.server'
import { buildSearchIndexes, searchProducts, setSearchEngine } from '~/providers/catalog/search.server'
import { storeViews } from '~/utils/store-views'
import { databaseTargets } from '../setup/db'
import { openShop } from './support/shop'

const PRODUCT = DEMO_FIXTURES.volatileStock
const CHANNEL = 'karoo_catalogue'

/** The skus the search finds for a word. */
async function found(word: string): Promise<string[]> {
  const result = await searchProducts('default', { text: word, priceRanges: [], attributes: {}, sort: 'relevance', start: 0, size: 5 })
  return result.items.map((item) => item.sku)
}

describe.skipIf(!databaseTargets().includes('postgres'))('the catalogue change listener (postgres)', () => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let stop: (() => Promise<void>) | undefined
  let productId: number

  beforeAll(async () => {
    shop = await openShop('postgres')
    await buildSearchIndexes(
      shop.db,
      storeViews.map((view) => view.storeCode),
    )
    productId = (await shop.db.selectFrom('product').select('id').where('sku', '=', PRODUCT).executeTakeFirstOrThrow()).id
    stop = await listenForCatalogueChanges(process.env.TEST_DATABASE_URL!, shop.pgSchema, { reconnectDelaysMs: [100] })
  })
  afterAll(async () => {
    await stop?.()
    setSearchEngine(undefined)
    await shop?.close()
  })

  /** A write by another instance: the row changes, and that instance announces it (not this one's own message). */
  async function renameElsewhere(newName: string, announce: boolean) {
    await shop.db.updateTable('product').set({ name: newName }).where('id', '=', productId).execute()
    if (announce)
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ from: 'another-instance', ids: [productId] })})`.execute(shop.db)
  }

  /** Ends the listening session as a database restart would (no other test listens on this channel). */
  async function cutListener() {
    const cut = await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${CHANNEL}`} and pid <> pg_backend_pid()`.execute(shop.db)
    expect(cut.rows.length).toBeGreaterThan(0)
    for (const { pid } of cut.rows) await sql`select pg_terminate_backend(${pid})`.execute(shop.db)
  }

  it('finds a product renamed on another instance once that instance announces it', async () => {
    await renameElsewhere('Quokkablender', true)
    await expect.poll(() => found('Quokkablender'), { timeout: 10_000 }).toEqual([PRODUCT])
  })

  it('listens again after its connection is cut, and catches up with what was announced meanwhile', async () => {
    await cutListener()
    // Announced while nobody listens on this instance's behalf: the message is lost for it.
    await renameElsewhere('Pangolinblender', true)
    await expect.poll(() => found('Pangolinblender'), { timeout: 15_000 }).toEqual([PRODUCT])
    // And it listens again: the next announcement arrives as before.
    await renameElsewhere('Meerkatblender', true)
    await expect.poll(() => found('Meerkatblender'), { timeout: 10_000 }).toEqual([PRODUCT])
    expect(await found('Quokkablender')).toEqual([])
  })
})
