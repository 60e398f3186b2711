import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { keptQuery } from '~/db/kept-query.server'
import { calendarDay } from '~/domain/dates'
import { cutAround, fillHoles, sharedLifetimeSeconds, type CutBody } from '~/domain/page-cache'
import { formStampsIn, issueFormStamp } from '~/utils/bot-guard.server'
import { carriesShopCookie } from '~/utils/cache-control'
import { recordPageCache } from '~/utils/metrics.server'
import { notedRoute, noteServedRoute } from '~/utils/request-observer.server'
import { storeViewFromPath } from '~/utils/store-views'
import { getDatabaseHandle } from './db.server'
import { deflateTexts, gzipAnswer } from './gzip-pieces.server'
import { clearMemos } from './memo.server'
import { searchIndexVersion } from '~/providers/catalog/search.server'

/**
 * Pages kept in memory for shoppers who carry none of the shop's cookies (a first visit, a crawler, a
 * shopper without a cart or account): home, categories, products, search results, CMS and blog pages, i.e.
 * the pages whose route lets shared caches keep them (`Cache-Control: public, s-maxage=...`).
 *
 * - Kept: a 200 answer to a GET without the shop's cookies that sets no cookie and says `public`; for as long
 *   as it lets a shared cache keep it; keyed by scheme, host, path and query, the store view's calendar day
 *   (special prices start and end at midnight) and the search index's version in this instance.
 * - Ended: by the content generation (db/content-generation.ts), which every write to a table shown on such
 *   pages raises, by a trigger, in the same transaction. It is read from the database on every GET, so a
 *   change made here, on another instance sharing the PostgreSQL database, or by a script shows on the next
 *   request; a new generation also forgets the memoised menus, footers and banners (server/memo.server).
 * - Fresh per copy: the CSP nonce and the form stamps of the page are cut out when it is kept and written in
 *   anew for every shopper it is served to. The text between them is deflated once when the page is kept, so
 *   a copy sent gzipped costs a CRC and a copy instead of a compression (server/gzip-pieces.server.ts).
 * Any shop cookie (cart, session, language, lists, flash message) means the page is this shopper's: it is
 * rendered for them as before, and never kept.
 */
export interface PageCacheOptions {
  /** Memory for kept pages, in bytes (their text and its deflated copy); the least recently served go first. */
  maxBytes: number
  /** The content generation as the database has it now. */
  readGeneration?: () => Promise<number>
  now?: () => number
}

interface KeptPage {
  generation: number
  keptAt: number
  key: string
  expires: number
  headers: [string, number | string | string[]][]
  /** The page's UTF-8 bytes between its per-copy values. */
  body: CutBody<Buffer>
  /** The same texts deflated once (server/gzip-pieces.server.ts), and the byte length of the value after each. */
  deflated: Buffer[]
  gaps: number[]
  bytes: number
  /** The Remix route that rendered it: a copy served is logged and measured under the same route. */
  routeId: string | undefined
}

/** One page may not take more than this of the cache. */
const MAX_PAGE_BYTES = 1024 * 1024

/** Headers of the answer that belong to each copy, not to the kept page. */
const PER_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
])

// Read on every request (kept-query.server.ts).
const generationRow = keptQuery((db) => db.selectFrom('content_generation').select('value').where('id', '=', 1))

export async function readContentGeneration(): Promise<number> {
  const row = await generationRow.first(getDatabaseHandle().db, {})
  if (!row) throw new Error('content_generation has no row: the database is not migrated')
  return Number(row.value)
}

export function createPageCache(options: PageCacheOptions): RequestHandler {
  const readGeneration = options.readGeneration ?? readContentGeneration
  const now = options.now ?? Date.now
  const pages = new Map<string, KeptPage>()
  let bytes = 0
  let newestGeneration = 0

  const forget = (page: KeptPage) => {
    if (pages.get(page.key) !== page) return
    pages.delete(page.key)
    bytes -= page.bytes
  }

  const keep = (page: KeptPage) => {
    const old = pages.get(page.key)
    if (old) forget(old)
    pages.set(page.key, page)
    bytes += page.bytes
    // A Map iterates in insertion order, and a served page is moved to the end: the first is the least recent.
    for (const oldest of pages.values()) {
      if (bytes <= options.maxBytes) break
      forget(oldest)
    }
  }

  /** A newer generation ends every page kept under an older one, and the memoised reads. */
  const noteGeneration = (generation: number) => {
    if (generation <= newestGeneration) return
    const first = newestGeneration === 0
    newestGeneration = generation
    if (first) return
    pages.clear()
    bytes = 0
    clearMemos()
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let generation: number
    try {
      generation = await readGeneration()
    } catch {
      // The database does not answer: the page is rendered as it would be without a cache (its own error).
      return next()
    }
    noteGeneration(generation)
    if (options.maxBytes <= 0 || carriesShopCookie(req.headers.cookie)) return next()

    const at = now()
    const timeZone = storeViewFromPath(req.path).timeZone
    const key = `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl} ${calendarDay(new Date(at), timeZone)} ${searchIndexVersion()}`
    const kept = pages.get(key)
    const hit = kept !== undefined && kept.generation === generation && kept.expires > at
    recordPageCache(hit)
    if (hit) {
      noteServedRoute(res, kept.routeId)
      pages.delete(key)
      pages.set(key, kept)
      // Only 200 answers are kept.
      res.status(200)
      for (const [name, value] of kept.headers) res.setHeader(name, value)
      // How old the copy is, as HTTP has a cache say: a proxy behind the shop counts its lifetime from it.
      res.setHeader('Age', String(Math.floor((at - kept.keptAt) / 1000)))
      // The same order as when the page was kept: [nonce, ...form stamps].
      const fresh = kept.body.holes.length
        ? [String(res.locals.cspNonce ?? ''), ...freshStamps(kept.body)].map((value) => Buffer.from(value))
        : []
      res.vary('Accept-Encoding')
      const parts = fillHoles(kept.body, fresh)
      // Sent as it was deflated when kept; the compression in front passes an answer already encoded as it is.
      const gzipped = req.acceptsEncodings('gzip') === 'gzip' ? gzipAnswer(parts, kept.deflated, kept.gaps) : null
      if (gzipped) {
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', gzipped.length)
        res.end(gzipped)
      } else {
        res.end(Buffer.concat(parts))
      }
      return
    }
    if (kept) forget(kept)
    if (req.method !== 'GET') return next()

    const before = new Set(Object.keys(res.getHeaders()))
    const chunks: Buffer[] = []
    let size = 0
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      size += buffer.length
      chunks.push(buffer)
    }
    const write = res.write
    const end = res.end
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    } as Response['write']
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0])
      const result = (end as (...args: unknown[]) => Response).call(this, chunk, ...rest)
      const lifetime = sharedLifetimeSeconds(header(res, 'cache-control'))
      const keepable =
        res.statusCode === 200 &&
        lifetime > 0 &&
        res.getHeader('set-cookie') === undefined &&
        size <= MAX_PAGE_BYTES &&
        generation >= newestGeneration
      if (keepable) {
        const text = Buffer.concat(chunks).toString('utf8')
        const values = [String(res.locals.cspNonce ?? ''), ...formStampsIn(text)]
        const cut = cutAround(text, values)
        const body = { texts: cut.texts.map((text) => Buffer.from(text)), holes: cut.holes }
        const gaps = cut.holes.map((hole) => Buffer.byteLength(values[hole]!))
        const deflated = deflateTexts(body.texts, gaps)
        keep({
          generation,
          keptAt: at,
          key,
          expires: at + lifetime * 1000,
          headers: Object.entries(res.getHeaders())
            .filter(([name, value]) => value !== undefined && !before.has(name) && !PER_RESPONSE_HEADERS.has(name))
            .map(([name, value]) => [name, value as number | string | string[]]),
          body,
          deflated,
          gaps,
          bytes: size + deflated.reduce((total, piece) => total + piece.length, 0),
          routeId: notedRoute(res),
        })
      }
      return result
    } as Response['end']
    next()
  }
}

function header(res: Response, name: string): string | undefined {
  const value = res.getHeader(name)
  return value === undefined ? undefined : String(value)
}

/** One fresh stamp for each stamp the page was kept with (hole index 1 onwards). */
function freshStamps(body: CutBody<Buffer>): string[] {
  const count = Math.max(0, ...body.holes) // holes index [nonce, stamp 1, stamp 2, ...]
  const stamp = issueFormStamp()
  return Array.from({ length: count }, () => stamp)
}
