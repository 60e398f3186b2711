/**
 * Server side of analytics: whether the tag manager is configured, and the purchase event of an order, handed
 * to the page once per order per browser (a signed cookie remembers which orders were reported).
 */
import { purchaseEvent, type AnalyticsEvent } from '~/utils/analytics'
import { getEnv } from '~/utils/env.server'
import { signedCookie } from '~/utils/session.server'
import type { OrderRecord } from '~/providers/orders/types'

/** The tag manager container id, or null: no analytics at all. */
export function tagManagerId(): string | null {
  return getEnv().GTM_ID ?? null
}

/** How many reported order ids the cookie keeps (the newest ones). */
const REMEMBERED_ORDERS = 20

const getReportedCookie = signedCookie('karoo_reported')

async function reportedOrders(request: Request): Promise<string[]> {
  const value = (await getReportedCookie().parse(request.headers.get('Cookie'))) as unknown
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

/**
 * The purchase event for an order the first time this browser shows it as bought, with the Set-Cookie header
 * that marks it reported; null (and no header) when analytics is off or it was reported already.
 */
export async function purchaseAnalytics(
  request: Request,
  order: OrderRecord,
): Promise<{ event: AnalyticsEvent | null; setCookie: string | null }> {
  if (!tagManagerId()) return { event: null, setCookie: null }
  const reported = await reportedOrders(request)
  if (reported.includes(order.id)) return { event: null, setCookie: null }
  const setCookie = await getReportedCookie().serialize([...reported, order.id].slice(-REMEMBERED_ORDERS))
  return { event: purchaseEvent(order), setCookie }
}
