/**
 * A customer's orders, under "My account": the paged list and one order, which only its owner finds.
 * Another customer's order, an unknown id and a malformed one are the same answer: null.
 */
import { formatOrderNumber, parseOrderNumber } from '~/domain/order-number'
import { clampPage, pageToStart, totalPages } from '~/domain/paging'
import { safeEqual } from '~/payments/signing'
import { ORDER_HISTORY_PAGE_SIZE } from '~/domain/order-history'
import { ORDER_ID } from '~/schemas/order-status'
import { getDb } from '~/server/db.server'
import { orderDownloads } from './downloads.server'
import { getOrder } from './orders.server'
import type { OrderRecord } from './types'

export interface OrderHistoryRow {
  id: string
  number: string
  createdAt: string
  status: OrderRecord['status']
  grandTotal: number
  currency: string
  storeCode: string
}

/** One page of the customer's orders, newest first; a junk or out-of-range page is clamped, never an error. */
export async function customerOrders(customerId: string, requestedPage: unknown) {
  const db = getDb()
  const { count } = await db
    .selectFrom('sales_order')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  const pages = totalPages(Number(count), ORDER_HISTORY_PAGE_SIZE)
  const page = clampPage(requestedPage, pages)
  const rows = await db
    .selectFrom('sales_order')
    .select(['id', 'number', 'created_at', 'status', 'grand_total', 'currency', 'store_code'])
    .where('customer_id', '=', customerId)
    // The id (a ULID) breaks ties between orders placed in the same millisecond.
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ORDER_HISTORY_PAGE_SIZE)
    .offset(pageToStart(page, ORDER_HISTORY_PAGE_SIZE))
    .execute()
  const orders: OrderHistoryRow[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    createdAt: row.created_at,
    status: row.status,
    grandTotal: Number(row.grand_total),
    currency: row.currency,
    storeCode: row.store_code,
  }))
  return { orders, page, pages, total: Number(count) }
}

/** The customer's own order, or null for anyone else's, an unknown id or anything that is not an order id. */
export async function customerOrder(customerId: string, orderId: string | undefined): Promise<OrderRecord | null> {
  if (!orderId || !ORDER_ID.test(orderId)) return null
  const order = await getOrder(orderId)
  return order && order.customerId === customerId ? order : null
}

/**
 * Guest order tracking: the order with this number, when it was placed with this e-mail address (letter
 * case and outer spaces aside). A wrong number and a wrong address are the same null.
 */
export async function trackOrder(orderNumber: string, email: string) {
  const parsed = parseOrderNumber(orderNumber)
  if (!parsed) return null
  const number = formatOrderNumber(parsed.prefix, parsed.sequence)
  const row = await getDb().selectFrom('sales_order').select('id').where('number', '=', number).executeTakeFirst()
  const order = row ? await getOrder(row.id) : null
  if (!order || !safeEqual(order.email.trim().toLowerCase(), email.trim().toLowerCase())) return null
  // The least that answers "where is my order": no addresses, no lines, nothing to act on; and what the
  // guest bought to download, since number and address are the proof a guest has (docs/decisions/0050).
  return {
    downloads: await orderDownloads(order),
    number: order.number,
    createdAt: order.createdAt,
    status: order.status,
    grandTotal: order.grandTotal,
    storeCode: order.storeCode,
    currency: order.currency,
    shippingMethod: order.details.shippingMethod
      ? { code: order.details.shippingMethod.code, title: order.details.shippingMethod.title }
      : null,
  }
}
