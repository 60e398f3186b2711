/**
 * Rules of a customer's order history: how it pages, when an order's downloads are offered, how long a
 * download link lives, how many downloads a line allows, and how many viewed products are remembered.
 * See docs/decisions/0020-order-history-downloads-tracking.md.
 */
import type { OrderStatus, PaymentStatus } from './order-payment'

/** Orders per page of the order history. */
export const ORDER_HISTORY_PAGE_SIZE = 20

/** A download link works this long after the page that showed it was rendered. */
export const DOWNLOAD_LINK_HOURS = 24

/** Downloads allowed per downloadable order line (a few devices, a lost file), not per link. */
export const MAX_DOWNLOADS_PER_LINE = 5

/** Recently viewed products remembered per shopper. */
export const RECENTLY_VIEWED_LIMIT = 20

/** Downloads are offered once the order is paid (or free), never for a canceled or unpaid one. */
export function mayDownload(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.status !== 'canceled' && (order.paymentStatus === 'paid' || order.paymentStatus === 'not_required')
}

/** When a link rendered at `now` stops working, in whole seconds since the epoch. */
export function downloadLinkExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_HOURS * 3600
}

export type DownloadVerdict = 'ok' | 'expired' | 'used_up'

/** Whether a correctly signed link may download now: before its expiry and while the line has downloads left. */
export function downloadVerdict(expiresAt: number, downloads: number, now: Date): DownloadVerdict {
  if (!Number.isInteger(expiresAt) || expiresAt * 1000 <= now.getTime()) return 'expired'
  if (downloads >= MAX_DOWNLOADS_PER_LINE) return 'used_up'
  return 'ok'
}

/** Downloads a line has left (never below zero). */
export function downloadsLeft(downloads: number): number {
  return Math.max(0, MAX_DOWNLOADS_PER_LINE - downloads)
}
