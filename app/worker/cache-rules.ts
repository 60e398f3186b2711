import contentPages from '~/content-pages.json'
import { storeViewFromPath, stripStorePrefix } from '~/utils/store-views'
import { MIRROR_KINDS, MIRROR_ROUTES, type MirrorKind } from './mirror'
import { ROUTE_IDS } from './route-ids'

/**
 * Which strategy the service worker gives a request. Pure, so that the rules are tested without a browser.
 * - asset: hashed build files and versioned messages, cache-first (they never change under a name);
 * - image: /media, cache-first with a size limit and an expiry;
 * - page / private-page: documents and loader data, network-first with a cache fallback; private pages (the
 *   shopper's lists) live in a cache of their own. Both caches are emptied at every sign-in and logout seen:
 *   every document carries the shopper's header too. A public page the server marks no-store is kept only
 *   when it is one of the pages read offline (isOfflinePage);
 * - personal-page: pages that show who the shopper is (account, checkout, order status and invoice), kept
 *   under the session epoch they were fetched with and shown offline only while the browser holds that
 *   epoch (decision 0040);
 * - online-only: forms that need the server (reset password, login): network, else an offline notice;
 * - notice: the offline notices themselves, cached while online and read from the cache first;
 * - bypass: the worker stays out of the way (other origins, POSTs, health checks, the worker itself...).
 */
export type Strategy = 'asset' | 'image' | 'page' | 'private-page' | 'personal-page' | 'online-only' | 'notice' | 'bypass'

/**
 * Why the offline page is shown; each reason has its own cached page (it must read without JavaScript).
 * cart, wishlist, compare and search also show the offline mirror of that list (decision 0027).
 */
export const OFFLINE_REASONS = [
  'page',
  'category',
  'search',
  'cart',
  'wishlist',
  'compare',
  'reset-password',
  'online-only',
  'generic',
] as const
export type OfflineReason = (typeof OFFLINE_REASONS)[number]

const STATIC_PAGES = new Set(contentPages.staticPages.map((page) => `/${page}`))
const PRIVATE_PREFIXES = ['/cart', '/wishlist', '/compare']
const PERSONAL_PREFIXES = ['/checkout', '/my-account', '/order/status', '/order/invoice']
const ONLINE_ONLY = ['/reset-password', '/Account/Reset-Password', '/login', '/logout', '/order-tracking']
const BYPASS_PREFIXES = ['/service-worker.js', '/readyz', '/api/', '/sandbox/', '/sitemap.xml', '/robots.txt']

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** The shop path without its store view prefix ("/de/p/x" -> "/p/x"). */
export function shopPath(url: URL): string {
  return stripStorePrefix(url.pathname)
}

/**
 * The script every offline notice loads (built by scripts/build-worker.mjs): it goes back to the page the
 * shopper asked for when the connection returns, and draws the offline copy of a mirrored list.
 */
export const OFFLINE_NOTICE_SCRIPT = '/offline-notice.js'

export function strategyFor(request: { method: string; url: string }, origin: string): Strategy {
  const url = new URL(request.url)
  if (url.origin !== origin || request.method !== 'GET') return 'bypass'
  const path = url.pathname
  if (BYPASS_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'bypass'
  // Asked by an offline notice before it returns to the page asked for: whether the worker's own network
  // reaches the shop now (the page's may already, and the page would then end on the notice again).
  if (path === SHOP_REACHABLE_PATH) return 'online-only'
  if (path.startsWith('/build/') || path.startsWith('/resources/messages/')) return 'asset'
  // The offline notices' script: precached with the notices of the same build, read offline only.
  if (path === OFFLINE_NOTICE_SCRIPT) return 'asset'
  if (path.startsWith('/media/')) return 'image'
  // Other resource routes (downloads, suggestions, language switch) answer one request each.
  if (path.startsWith('/resources/')) return 'bypass'
  const page = shopPath(url)
  if (page === '/offline') return 'notice'
  if (ONLINE_ONLY.some((prefix) => startsWithSegment(page, prefix))) return 'online-only'
  // The root loader's data is the shopper's header: cart count, signed in or not, wishlist and compare.
  if (url.searchParams.get('_data') === ROUTE_IDS.root) return 'private-page'
  if (PERSONAL_PREFIXES.some((prefix) => startsWithSegment(page, prefix))) return 'personal-page'
  if (PRIVATE_PREFIXES.some((prefix) => startsWithSegment(page, prefix))) return 'private-page'
  // Home, product, category, CMS, search, blog, error and page-not-found pages, the lazy route manifest
  // and the static files of public/ (manifest, icons).
  return 'page'
}

/**
 * The public pages read offline (the page types kept for offline reading, and search): the worker keeps
 * them even when their answer says no-store (it does whenever it sets a cookie, a toast taken say).
 * Any other page marked no-store is never stored. A page-not-found answer is kept at any address.
 */
export function isOfflinePage(url: URL, status: number): boolean {
  const page = shopPath(url)
  if (status === 404 || page === '/' || page === '/search' || page === '/error' || STATIC_PAGES.has(page)) return true
  return ['/p', '/c', '/i'].some((prefix) => startsWithSegment(page, prefix))
}

const NO_STORE = /(?:^|,)\s*no-store\s*(?:,|$)/i

/** Whether a public page's answer may be cached by the worker. */
export function mayKeepPage(url: URL, response: { status: number; headers: Headers }): boolean {
  return !NO_STORE.test(response.headers.get('Cache-Control') ?? '') || isOfflinePage(url, response.status)
}

/** A POST that changes who the shopper is: the private pages cached so far are someone else's. */
export function changesShopper(request: { method: string; url: string }): boolean {
  if (request.method !== 'POST') return false
  const page = shopPath(new URL(request.url))
  return page === '/login' || page === '/logout'
}

/**
 * The notice shown offline for a page that is not cached. `categorySeen`: another address of the same
 * category (another page of results, another filter) is cached, so the category exists but these
 * products were never fetched.
 */
export function offlineReasonFor(url: URL, categorySeen: boolean): OfflineReason {
  const page = shopPath(url)
  if (startsWithSegment(page, '/c')) return categorySeen ? 'category' : 'page'
  if (startsWithSegment(page, '/p') || startsWithSegment(page, '/i') || STATIC_PAGES.has(page)) return 'page'
  if (page === '/search') return 'search'
  if (page === '/cart' || page === '/wishlist' || page === '/compare') return page.slice(1) as OfflineReason
  if (startsWithSegment(page, '/reset-password') || startsWithSegment(page, '/Account/Reset-Password')) {
    return 'reset-password'
  }
  if (ONLINE_ONLY.some((prefix) => startsWithSegment(page, prefix))) return 'online-only'
  return 'generic'
}

/** The address of the cached offline notice for a reason, in the store view of the page asked for. */
export function offlinePageUrl(url: URL, reason: OfflineReason): string {
  const prefix = storeViewFromPath(url.pathname).prefix
  return `${prefix ? `/${prefix}` : ''}/offline?reason=${reason}`
}

/** A few bytes the shop always answers: an offline notice asks it to know the shop can be reached again. */
export const SHOP_REACHABLE_PATH = '/healthz'

/** The query parameter of a notice's address that names the page the shopper asked for. */
export const NOTICE_FROM = 'from'

/**
 * The page to go back to once online: the address asked for, as a GET of the page (a form's post returns to
 * its form), without Remix's data parameters.
 */
export function askedPage(url: URL): string {
  const page = new URL(url.pathname + url.search, url.origin)
  page.searchParams.delete('_data')
  page.searchParams.delete('index')
  return page.pathname + page.search
}

/**
 * Where the worker sends an uncached page offline: the notice of its reason, with the page asked for (the
 * notice goes back there when the connection returns) and the search's query (the notice shows the mirrored
 * results when they answer it). The notice is cached under offlinePageUrl only.
 */
export function offlineRedirectUrl(url: URL, reason: OfflineReason): string {
  const notice = offlinePageUrl(url, reason)
  const q = url.searchParams.get('q')
  const query = reason === 'search' && q ? `&q=${encodeURIComponent(q)}` : ''
  return `${notice}${query}&${NOTICE_FROM}=${encodeURIComponent(askedPage(url))}`
}

/**
 * The page a notice returns to when the connection returns: its `from`, only when it is a page of this shop
 * (a path, never "//host", "javascript:" or another notice), else null.
 */
export function noticeReturnPath(search: string): string | null {
  const from = new URLSearchParams(search).get(NOTICE_FROM)
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null
  const base = 'https://shop.invalid'
  let url: URL
  try {
    url = new URL(from, base)
  } catch {
    return null
  }
  if (url.origin !== base || shopPath(url) === '/offline') return null
  return url.pathname + url.search
}

/**
 * A form post refused offline with a notice of its own: changing or resetting a password cannot work
 * without the server ('Reset password feature does not work while offline!'). `intent` names the form of
 * a page with several (the account page's profile and password forms). Null: any other post.
 */
export function offlineFormReason(request: { method: string; url: string }, intent: string | null): OfflineReason | null {
  if (request.method !== 'POST') return null
  const page = shopPath(new URL(request.url))
  if (startsWithSegment(page, '/reset-password') || startsWithSegment(page, '/Account/Reset-Password')) return 'reset-password'
  if (page === '/my-account' && intent === 'change-password') return 'reset-password'
  return null
}

/** Posts whose offline failure offlineFormReason may turn into a notice: the worker reads their intent then. */
export function mayRefuseFormOffline(request: { method: string; url: string }): boolean {
  if (request.method !== 'POST') return false
  const page = shopPath(new URL(request.url))
  return page === '/my-account' || offlineFormReason(request, null) !== null
}

/** The home page of a store view ('/', '/de', '/it/'): where every uncached product, category or CMS page goes offline. */
export function isHomePage(url: URL): boolean {
  return shopPath(url) === '/' && !url.searchParams.has('_data')
}

/**
 * The shop's header of the notices (logo and menus) is the same for every reason of a store view: it is
 * fetched and kept once, at this address, and the worker puts it in place of this mark when it serves a
 * notice, instead of nine copies in nine cached documents.
 */
export const NOTICE_HEADER_MARK = '<!--karoo:notice-header-->'

export function noticeHeaderUrl(prefix: string): string {
  return `${prefix ? `/${prefix}` : ''}/offline?part=header`
}

/** A notice with its store view's header in place of the mark; as it is when either is missing. */
export function withNoticeHeader(notice: string, header: string | null): string {
  return header ? notice.replace(NOTICE_HEADER_MARK, () => header) : notice
}

/** The cached copy that answers a notice's address, whatever else its query string carries. */
export function noticeCacheKey(url: URL): string {
  const asked = url.searchParams.get('reason')
  return offlinePageUrl(url, OFFLINE_REASONS.find((reason) => reason === asked) ?? 'generic')
}

/** The store view part of a mirror's key: the path prefix ('' for the default view, 'de' for /de/...). */
export function mirrorStore(url: URL): string {
  return storeViewFromPath(url.pathname).prefix
}

/**
 * Which answer feeds the offline mirror: the loader data of the cart, wishlist, compare and search routes
 * (documents or `?_data=`), or the root loader's data, whose header state tells when a list changed.
 */
export function mirrorSourceFor(url: URL): MirrorKind | 'root' | null {
  const data = url.searchParams.get('_data')
  if (data === ROUTE_IDS.root) return 'root'
  const kind = MIRROR_KINDS.find((candidate) => `/${candidate}` === shopPath(url))
  if (!kind) return null
  if (data === null || data === MIRROR_ROUTES[kind]) return kind
  return null
}

/** The address of a list's loader data in a store view: what the worker asks for when the list changed. */
export function mirrorDataUrl(store: string, kind: MirrorKind): string {
  return `${store ? `/${store}` : ''}/${kind}?_data=${encodeURIComponent(MIRROR_ROUTES[kind])}`
}

/** Loader data requests (?_data=) of Remix's client navigation. */
export function isLoaderData(url: URL): boolean {
  return url.searchParams.has('_data')
}

const CACHE_PREFIX = 'karoo-'

/** Every cache name carries the build, so that a deploy starts clean and the old caches can be found. */
export function cacheNames(build: string) {
  return {
    assets: `${CACHE_PREFIX}assets-${build}`,
    pages: `${CACHE_PREFIX}pages-${build}`,
    private: `${CACHE_PREFIX}private-${build}`,
    personal: `${CACHE_PREFIX}personal-${build}`,
    media: `${CACHE_PREFIX}media-${build}`,
  }
}

/** Caches of other builds, deleted once the new worker takes over (no open page still uses them then). */
export function isStaleCache(name: string, build: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !Object.values(cacheNames(build)).includes(name)
}

export const MEDIA_LIMIT = { entries: 120, maxAgeMs: 7 * 24 * 60 * 60 * 1000 }

/** Images to drop: the expired ones, then the oldest beyond the limit. `entries` are oldest first. */
export function mediaToDrop(entries: readonly { url: string; cachedAt: number }[], now: number, limit = MEDIA_LIMIT): string[] {
  const fresh = entries.filter((entry) => now - entry.cachedAt <= limit.maxAgeMs)
  const expired = entries.filter((entry) => now - entry.cachedAt > limit.maxAgeMs)
  const over = fresh.slice(0, Math.max(0, fresh.length - limit.entries))
  return [...expired, ...over].map((entry) => entry.url)
}
