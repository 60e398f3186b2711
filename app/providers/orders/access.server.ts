/**
 * Who may look at an order's status page, and its signed link (docs/decisions/0004-order-access.md): the
 * browser session that placed it, the customer who owns it, or whoever holds the link's token.
 */
import { hmacBase64Url, safeEqual } from '~/payments/signing'
import { getSession } from '~/utils/session.server'
import { DEFAULT_STORE_VIEW, storePath, storeViewByCode, type StoreView } from '~/utils/store-views'
import type { OrderRecord } from './types'
import { customerIdOf } from '~/providers/customers/session.server'

/** The guest's proof of access to one order: HMAC of the order id keyed with the order's random access token. */
export function orderStatusToken(order: Pick<OrderRecord, 'id' | 'accessToken'>): string {
  return hmacBase64Url(order.accessToken, `order-status:${order.id}`)
}

/** The order's status page as a signed link: /{store}/order/status?id=…&token=… */
export function orderStatusPath(view: StoreView, order: OrderRecord): string {
  const params = new URLSearchParams({ id: order.id, token: orderStatusToken(order) })
  return `${storePath(view, '/order/status')}?${params}`
}

/** Orders a browser session remembers (a guest may revisit these without the signed link). */
const SESSION_ORDER_LIMIT = 10

type OrderSession = Awaited<ReturnType<typeof getSession>>

/** Whether this browser session placed the order. */
export function placedInSession(session: OrderSession, orderId: string): boolean {
  return (session.get('orderIds') ?? []).includes(orderId)
}

/** Remember that this browser session placed the order (the last few only); the caller commits the session. */
export function rememberOrder(session: OrderSession, orderId: string): void {
  const ids = (session.get('orderIds') ?? []).filter((id) => id !== orderId)
  session.set('orderIds', [...ids, orderId].slice(-SESSION_ORDER_LIMIT))
}

/** The store view an order was placed in. */
export function orderStoreView(order: Pick<OrderRecord, 'storeCode'>): StoreView {
  return storeViewByCode(order.storeCode) ?? DEFAULT_STORE_VIEW
}

/**
 * Whether this request may see the order: it was placed in this browser session, or the signed-in customer
 * owns it, or the request carries the order's signed token.
 */
export async function canViewOrder(request: Request, order: OrderRecord, token: string | null): Promise<boolean> {
  const session = await getSession(request)
  if (placedInSession(session, order.id)) return true
  const customerId = await customerIdOf(session)
  if (customerId && order.customerId && customerId === order.customerId) return true
  return typeof token === 'string' && token.length > 0 && safeEqual(token, orderStatusToken(order))
}
