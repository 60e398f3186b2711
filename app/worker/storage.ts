import { SESSION_EPOCH_HEADER } from '~/utils/session-epoch'
import { cacheNames, isStaleCache, MEDIA_LIMIT, mediaToDrop } from './cache-rules'

/** When an image entered the cache (Cache Storage keeps no dates of its own). */
const CACHED_AT = 'x-karoo-cached-at'

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError'
}

/** Runtime caches emptied when storage is full (a quota error clears caches, then retries): the precached assets stay. */
async function clearRuntimeCaches(build: string) {
  const names = cacheNames(build)
  await Promise.all([names.pages, names.private, names.personal, names.media].map((name) => caches.delete(name)))
}

/**
 * Puts a response in a cache. A full storage clears the runtime caches and tries once more; any other
 * failure is logged: a page is never broken by the cache.
 */
export async function store(build: string, cacheName: string, request: Request | string, response: Response) {
  try {
    const cache = await caches.open(cacheName)
    try {
      await cache.put(request, response.clone())
    } catch (error) {
      if (!isQuotaError(error)) throw error
      await clearRuntimeCaches(build)
      await (await caches.open(cacheName)).put(request, response)
    }
  } catch (error) {
    console.warn('Service worker: could not cache', typeof request === 'string' ? request : request.url, error)
  }
}

export async function cached(cacheName: string, request: Request | string): Promise<Response | undefined> {
  try {
    // Pages vary on cookies and languages; the worker keeps one copy per address.
    return await (await caches.open(cacheName)).match(request, { ignoreVary: true })
  } catch (error) {
    console.warn('Service worker: could not read the cache', error)
    return undefined
  }
}

/** Any cached address with this path (another page or filter of the same category). */
export async function hasCachedPath(cacheName: string, pathname: string): Promise<boolean> {
  try {
    const keys = await (await caches.open(cacheName)).keys()
    return keys.some((key) => new URL(key.url).pathname === pathname)
  } catch {
    return false
  }
}

/** Stores an image with its date, then drops the expired ones and the oldest beyond the limit. */
export async function storeImage(build: string, request: Request, response: Response) {
  const headers = new Headers(response.headers)
  headers.set(CACHED_AT, String(Date.now()))
  const body = await response.clone().blob()
  const name = cacheNames(build).media
  await store(build, name, request, new Response(body, { status: response.status, statusText: response.statusText, headers }))
  try {
    const cache = await caches.open(name)
    const keys = await cache.keys()
    const entries = await Promise.all(
      keys.map(async (key) => ({ url: key.url, cachedAt: Number((await cache.match(key))?.headers.get(CACHED_AT) ?? 0) })),
    )
    await Promise.all(mediaToDrop(entries, Date.now(), MEDIA_LIMIT).map((url) => cache.delete(url)))
  } catch (error) {
    console.warn('Service worker: could not trim the image cache', error)
  }
}

export function isFresh(response: Response, now = Date.now()): boolean {
  const cachedAt = Number(response.headers.get(CACHED_AT) ?? 0)
  return now - cachedAt <= MEDIA_LIMIT.maxAgeMs
}

export async function deleteStaleCaches(build: string) {
  const names = await caches.keys()
  await Promise.all(names.filter((name) => isStaleCache(name, build)).map((name) => caches.delete(name)))
}

/** Every cached page shows its shopper (at least the header): none survives a change of shopper. */
export async function forgetShopper(build: string) {
  const names = cacheNames(build)
  await Promise.all([caches.delete(names.private), caches.delete(names.personal), caches.delete(names.pages)])
}

/**
 * Drops the personal pages stored under another session epoch than `epoch` (all of them when the browser
 * holds none, or the worker cannot read it): nobody can be shown them again.
 */
export async function forgetOtherSessions(build: string, epoch: string | null) {
  try {
    const cache = await caches.open(cacheNames(build).personal)
    for (const request of await cache.keys()) {
      const stored = (await cache.match(request))?.headers.get(SESSION_EPOCH_HEADER)
      if (!epoch || stored !== epoch) await cache.delete(request)
    }
  } catch (error) {
    console.warn('Service worker: could not drop the pages of an ended session', error)
  }
}
