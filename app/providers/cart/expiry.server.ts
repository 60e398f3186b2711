/** Abandoned guest carts are deleted after a while (decision 0011), by every instance on a timer. */
import { getDb } from '~/server/db.server'
import { HOURLY, startPeriodicJob, type JobTiming } from '~/server/periodic-job.server'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Delete guest carts nobody has touched for `maxAgeDays`, with their lines. A customer's cart stays (it is
 * theirs across devices), and so does a cart whose order still waits for payment: the order points at it,
 * and a repeated submission of that order (the offline outbox) is recognised through it. A plain WHERE, so
 * several instances may run it at once.
 */
export async function expireAbandonedCarts(now: Date, maxAgeDays = 30): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeDays * DAY_MS).toISOString()
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const abandoned = trx
        .selectFrom('cart')
        .select('cart.id')
        .where('cart.customer_id', 'is', null)
        .where('cart.updated_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sales_order')
                .select('sales_order.id')
                .whereRef('sales_order.cart_id', '=', 'cart.id')
                .where((order) =>
                  order.or([order('sales_order.status', '=', 'pending'), order('sales_order.payment_status', '=', 'pending')]),
                ),
            ),
          ),
        )
      await trx.deleteFrom('cart_line').where('cart_id', 'in', abandoned).execute()
      const deleted = await trx.deleteFrom('cart').where('id', 'in', abandoned).executeTakeFirst()
      return Number(deleted.numDeletedRows)
    })
}

/** Expire abandoned carts in this process: a minute after start, then every hour (see startPeriodicJob). */
export function startCartExpiry(maxAgeDays: number, timing: JobTiming = HOURLY): () => Promise<void> {
  return startPeriodicJob(
    async () => {
      const count = await expireAbandonedCarts(new Date(), maxAgeDays)
      if (count) console.log(`Expired ${count} abandoned cart${count === 1 ? '' : 's'}`)
    },
    'Expiring abandoned carts failed',
    timing,
  )
}
