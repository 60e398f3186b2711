/**
 * Housekeeping: the hourly expiry of abandoned guest carts (app/providers/cart/expiry.server.ts) on a
 * large shop. A fresh SQLite file under the system temp folder gets 100 000 orders and 50 000 guest carts,
 * half of them untouched for years (each of the first carts has an order, as carts that led to one do);
 * then one expiry run is timed. It deletes inside one transaction, which on SQLite holds the only writer:
 * checkouts wait for it. Budget: under 1 s. Without migration 0017's indexes it took 42 s at a fifth of this size.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { openDatabase } from '../../app/db/connection.server'
import { migrateToLatest } from '../../app/db/migrate.server'
import { expireAbandonedCarts } from '../../app/providers/cart/expiry.server'
import { setDatabase } from '../../app/server/db.server'
import type { BenchContext, Section } from './context'
import { budgeted, info } from './report'

export const ORDERS = 100_000
export const CARTS = 50_000
export const EXPIRY_BUDGET_MS = 1_000
const LONG_AGO = '2020-01-01T00:00:00.000Z'

async function fill(db: Kysely<any>, now: string) {
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${CARTS})
    insert into cart (id, store_code, checkout, created_at, updated_at)
    select 'cart-' || i, 'default', '{}', ${LONG_AGO}, case when i % 2 = 0 then ${LONG_AGO} else ${now} end from n`.execute(db)
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ORDERS})
    insert into sales_order (id, number, idempotency_key, store_code, locale, cart_id, email, status, payment_status,
      payment_method, shipping_method, currency, subtotal, discount, shipping_amount, tax_amount, grand_total, details,
      totals, access_token, created_at, updated_at)
    select 'order-' || i, 'KZA-' || i, 'key-' || i, 'default', 'en-ZA', case when i <= ${CARTS} then 'cart-' || i end,
      'bench@example.co.za', 'complete', 'paid', 'cashondelivery', 'courier_standard', 'ZAR', 100000, 0, 0, 13043,
      100000, '{}', '{}', 'token-' || i, ${LONG_AGO}, ${LONG_AGO} from n`.execute(db)
}

export const housekeepingSection: Section = {
  id: 'housekeeping',
  title: 'Housekeeping on a large shop',
  method: `one abandoned-cart expiry over ${ORDERS.toLocaleString('en')} orders and ${CARTS.toLocaleString('en')} guest carts (half stale), SQLite, timed in this process`,
  async run(ctx: BenchContext) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-bench-housekeeping-'))
    const handle = await openDatabase({ sqliteFile: path.join(dir, 'store.db') })
    try {
      setDatabase(handle)
      await migrateToLatest(handle.db)
      await fill(handle.db, new Date().toISOString())
      const started = performance.now()
      const deleted = await expireAbandonedCarts(new Date())
      const ms = Math.round(performance.now() - started)
      ctx.record(info({ section: 'housekeeping', name: 'abandoned carts deleted', value: deleted, unit: 'count' }))
      ctx.record(
        budgeted({ section: 'housekeeping', name: 'cart expiry run', value: ms, unit: 'ms', budget: { op: '<', limit: EXPIRY_BUDGET_MS } }),
      )
      return { orders: ORDERS, carts: CARTS, deleted, ms }
    } finally {
      setDatabase(undefined)
      await handle.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  },
}
