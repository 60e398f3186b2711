/**
 * Downloads of downloadable products in a paid order (docs/decisions/0020, 0050). A link names the order line
 * and when it expires, signed with HMAC-SHA256 keyed by SESSION_SECRET over those values and the order's own
 * access proof (the token of its signed status link). So a link cannot be made up, extended, or moved to
 * another order, and replacing an order's access token revokes its download links with its status link.
 * Links are handed out only to whoever may see the order: its customer, the browser that placed it, the
 * holder of its signed status link, or order tracking with its number and e-mail address.
 * Each download is counted per order line in the database with one conditional UPDATE: two downloads at
 * the same moment cannot both take the last one, whichever instance serves them.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { OrderFulfilment } from '~/domain/order-lines'
import {
  MAX_DOWNLOADS_PER_LINE,
  downloadLinkExpiry,
  downloadVerdict,
  downloadsLeft,
  mayDownload,
  type DownloadVerdict,
} from '~/domain/order-history'
import { hmacBase64Url, safeEqual } from '~/payments/signing'
import { ORDER_ID } from '~/schemas/order-status'
import { getEnv } from '~/utils/env.server'
import { getDb } from '~/server/db.server'
import { orderStatusToken } from './access.server'
import type { OrderRecord } from './types'
import { getOrder } from './orders.server'

const DOWNLOAD_PATH = '/resources/download'

export interface OrderDownload {
  lineNo: number
  name: string
  href: string
  downloadsLeft: number
}

type SignedOrder = Pick<OrderRecord, 'id' | 'accessToken'>

function signature(order: SignedOrder, lineNo: number, expires: number): string {
  return hmacBase64Url(getEnv().SESSION_SECRET, `order-download:${order.id}:${lineNo}:${expires}:${orderStatusToken(order)}`)
}

/** The order's downloadable lines with their product's file, whatever the order's payment. */
async function downloadableLines(order: OrderRecord): Promise<Map<number, string>> {
  const ids = [...new Set(order.lines.map((line) => line.productId))]
  if (!ids.length) return new Map()
  const products = await getDb()
    .selectFrom('product')
    .select(['id', 'downloadable_file'])
    .where('id', 'in', ids)
    .where('type_id', '=', 'downloadable')
    .where('downloadable_file', 'is not', null)
    .execute()
  const files = new Map(products.map((product) => [product.id, product.downloadable_file as string]))
  return new Map(order.lines.filter((line) => files.has(line.productId)).map((line) => [line.lineNo, files.get(line.productId)!]))
}

/** What the order needs once paid: shipping (it has a shipping method or address) and downloads. */
export async function orderFulfilment(order: OrderRecord): Promise<OrderFulfilment> {
  return {
    ships: Boolean(order.details.shippingMethod || order.details.shipping || order.shippingMethod),
    downloads: (await downloadableLines(order)).size > 0,
  }
}

/** The order's download links, fresh from `now`; none until the order is paid. */
export async function orderDownloads(order: OrderRecord, now = new Date()): Promise<OrderDownload[]> {
  if (!mayDownload(order)) return []
  const lines = await downloadableLines(order)
  if (!lines.size) return []
  const counts = await getDb().selectFrom('order_download').select(['line_no', 'downloads']).where('order_id', '=', order.id).execute()
  const taken = new Map(counts.map((row) => [row.line_no, Number(row.downloads)]))
  const expires = downloadLinkExpiry(now)
  return order.lines
    .filter((line) => lines.has(line.lineNo))
    .map((line) => {
      const params = new URLSearchParams({
        order: order.id,
        line: String(line.lineNo),
        expires: String(expires),
        sig: signature(order, line.lineNo, expires),
      })
      return {
        lineNo: line.lineNo,
        name: line.name,
        href: `${DOWNLOAD_PATH}?${params}`,
        downloadsLeft: downloadsLeft(taken.get(line.lineNo) ?? 0),
      }
    })
}

export type DownloadResult =
  | { ok: true; file: string; fileName: string }
  | { ok: false; reason: Exclude<DownloadVerdict, 'ok'>; order: OrderRecord }
  | { ok: false; reason: 'not_found' }

/**
 * Check a download link and count one download. A forged, altered or malformed link, an order no longer
 * paid, or a file that is missing is `not_found`; an expired link or a line without downloads left says so.
 */
export async function takeDownload(params: URLSearchParams, now = new Date()): Promise<DownloadResult> {
  const notFound = { ok: false, reason: 'not_found' } as const
  const orderId = params.get('order') ?? ''
  const lineText = params.get('line') ?? ''
  const expiresText = params.get('expires') ?? ''
  if (!ORDER_ID.test(orderId) || !/^\d{1,6}$/.test(lineText) || !/^\d{1,12}$/.test(expiresText)) return notFound
  const lineNo = Number(lineText)
  const expires = Number(expiresText)
  // The signature covers the order's access proof, so the order is read first; an unknown order and a bad
  // signature are the same 404.
  const order = await getOrder(orderId)
  if (!order || !safeEqual(params.get('sig') ?? '', signature(order, lineNo, expires))) return notFound
  if (!mayDownload(order)) return notFound
  const relative = (await downloadableLines(order)).get(lineNo)
  const file = relative ? downloadFile(relative) : null
  if (!file) return notFound

  const db = getDb()
  const row = await db
    .selectFrom('order_download')
    .select('downloads')
    .where('order_id', '=', orderId)
    .where('line_no', '=', lineNo)
    .executeTakeFirst()
  const verdict = downloadVerdict(expires, Number(row?.downloads ?? 0), now)
  if (verdict !== 'ok') return { ok: false, reason: verdict, order }

  await db
    .insertInto('order_download')
    .values({ order_id: orderId, line_no: lineNo, downloads: 0, last_download_at: null })
    .onConflict((oc) => oc.columns(['order_id', 'line_no']).doNothing())
    .execute()
  const counted = await db
    .updateTable('order_download')
    .set((eb) => ({ downloads: eb('downloads', '+', 1), last_download_at: now.toISOString() }))
    .where('order_id', '=', orderId)
    .where('line_no', '=', lineNo)
    .where('downloads', '<', MAX_DOWNLOADS_PER_LINE)
    .executeTakeFirst()
  if (Number(counted.numUpdatedRows) === 0) return { ok: false, reason: 'used_up', order }
  return { ok: true, file, fileName: path.basename(file) }
}

/** The file on disk under DOWNLOADS_DIR, or null when missing or when the stored path would leave the folder. */
function downloadFile(relative: string): string | null {
  const root = path.resolve(getEnv().DOWNLOADS_DIR)
  const file = path.resolve(root, relative)
  if (!file.startsWith(root + path.sep)) return null
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null
}
