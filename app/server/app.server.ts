import { sql } from 'kysely'
import { openDatabase } from '~/db/connection.server'
import { prepareDatabase } from '~/db/setup.server'
import { LONGEST_WINDOW_MS } from '~/domain/throttle'
import { seedsDemoTradeAccount, type Env } from '~/utils/env.server'
import { progressReporter, type ProgressReporter } from '~/utils/progress.server'
import { storeViews } from '~/utils/store-views'
import { startAccountHousekeeping } from '~/providers/customers/housekeeping.server'
import { startCartExpiry } from '~/providers/cart/expiry.server'
import { listenForCatalogueChanges } from '~/providers/catalog/events.server'
import { getDatabaseHandle, setDatabase } from './db.server'
import { deleteFinishedMail, startMailDelivery } from '~/providers/mail/delivery.server'
import { buildSearchIndexes, getSearchEngine } from '~/providers/catalog/search.server'
import { HOURLY, startPeriodicJob } from './periodic-job.server'
import { expireGuestLists } from '~/providers/engagement/shopper-lists.server'
import { startThrottleCleanup } from '~/providers/throttle/counters.server'

/** Index builds of at least this many documents per store view print their progress at start. */
const PROGRESS_FROM_DOCUMENTS = 10_000

/**
 * Open the database, bring its schema up to date, seed the demo on first start, start the mail worker
 * and build the search indexes.
 */
export async function startApplication(env: Env): Promise<void> {
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  setDatabase(handle)
  // Instances starting together on one empty PostgreSQL database migrate and seed it once (see prepareDatabase).
  const { applied, seeded } = await prepareDatabase(handle, {
    seedDemo: env.SEED_DEMO && { tradeAccount: seedsDemoTradeAccount(env) },
  })
  if (applied.length) console.log(`Database ${handle.describe}: applied ${applied.join(', ')}`)
  if (seeded) {
    console.log(`Seeded the demo store: ${seeded.products} products in ${seeded.categories} categories (${seeded.ms} ms)`)
  }
  // Its first run sends what was committed but not yet sent when the last process stopped or crashed.
  stopMailDelivery = startMailDelivery()
  const started = Date.now()
  const engine = getSearchEngine()
  try {
    // A large catalogue takes a while (about 7 s per 100 000 products and store view): show a progress bar.
    const bars = new Map<string, ProgressReporter>()
    await buildSearchIndexes(
      handle.db,
      storeViews.map((view) => view.storeCode),
      (storeCode, done, total) => {
        if (total < PROGRESS_FROM_DOCUMENTS) return
        let bar = bars.get(storeCode)
        if (!bar) bars.set(storeCode, (bar = progressReporter(`search index ${storeCode}`)))
        bar.update(done, total)
      },
    )
    console.log(`Search indexes ready with ${engine.name} (${Date.now() - started} ms)`)
  } catch (error) {
    // The shop still serves: listings show the "search is temporarily unavailable" notice and /readyz says so.
    console.error(`Search engine ${engine.name} is not reachable; starting without it`, error)
  }
  // An embedded index lives in each instance: on PostgreSQL, other instances' catalogue changes are announced.
  // Elasticsearch is one shared index, already updated by the instance that made the change.
  if (env.DATABASE_URL && engine.name !== 'elasticsearch') {
    stopListening = await listenForCatalogueChanges(env.DATABASE_URL, handle.pgSchema)
  }
  stopCartExpiry = startCartExpiry(env.CART_EXPIRY_DAYS)
  stopThrottleCleanup = startThrottleCleanup(LONGEST_WINDOW_MS)
  stopAccountHousekeeping = startAccountHousekeeping()
  stopMailPruning = startPeriodicJob(() => deleteFinishedMail(new Date()).then(() => undefined), 'Deleting finished mail failed', HOURLY)
  stopGuestListExpiry = startPeriodicJob(() => expireGuestLists(new Date()).then(() => undefined), 'Expiring guest lists failed', HOURLY)
}

let stopListening: (() => Promise<void>) | undefined
let stopCartExpiry: (() => Promise<void>) | undefined
let stopThrottleCleanup: (() => Promise<void>) | undefined
let stopAccountHousekeeping: (() => Promise<void>) | undefined
let stopMailDelivery: (() => Promise<void>) | undefined
let stopMailPruning: (() => Promise<void>) | undefined
let stopGuestListExpiry: (() => Promise<void>) | undefined

export type CheckResult = 'ok' | 'error'

/** What /readyz reports: the database answers and the search engine is reachable. */
export async function checkReadiness(): Promise<Record<'database' | 'search', CheckResult>> {
  const [database, search] = await Promise.all([
    sql`select 1`
      .execute(getDatabaseHandle().db)
      .then((): CheckResult => 'ok')
      .catch((): CheckResult => 'error'),
    getSearchEngine()
      .ping()
      .then((up): CheckResult => (up ? 'ok' : 'error'))
      .catch((): CheckResult => 'error'),
  ])
  return { database, search }
}

export async function stopApplication(): Promise<void> {
  await stopListening?.()
  await stopCartExpiry?.()
  await stopThrottleCleanup?.()
  await stopAccountHousekeeping?.()
  await stopMailPruning?.()
  await stopGuestListExpiry?.()
  // A message being sent is finished (and marked) before the database closes.
  await stopMailDelivery?.()
  stopMailDelivery = undefined
  const handle = getDatabaseHandle()
  setDatabase(undefined)
  await handle.close()
}
