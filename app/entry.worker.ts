/**
 * The service worker, served at /service-worker.js (scripts/build-worker.mjs builds it after the app).
 * Assets are cache-first, pages network-first with a short timeout, images cache-first with a limit;
 * offline, a page never seen before gets a notice and a way home instead of the browser's error.
 */
import {
  cacheNames,
  changesShopper,
  isHomePage,
  isLoaderData,
  mayKeepPage,
  mayRefuseFormOffline,
  mirrorDataUrl,
  mirrorSourceFor,
  mirrorStore,
  noticeCacheKey,
  noticeHeaderUrl,
  OFFLINE_REASONS,
  offlineFormReason,
  offlinePageUrl,
  offlineReasonFor,
  offlineRedirectUrl,
  strategyFor,
  withNoticeHeader,
  type Strategy,
} from './worker/cache-rules'
import {
  createMirror,
  entryFromLoaderData,
  fingerprintFromRoot,
  isEmptyList,
  loaderDataFromHtml,
  MIRROR_ROUTES,
  staleKinds,
  type MirrorEntry,
  type MirrorFingerprint,
  type MirrorKind,
} from './worker/mirror'
import { installOutboxSync, type OutboxWorkerScope } from './worker/outbox-sync'
import { ROUTE_IDS } from './worker/route-ids'
import type { FetchEvent, ServiceWorkerScope } from './worker/scope'
import { cached, deleteStaleCaches, forgetOtherSessions, forgetShopper, hasCachedPath, isFresh, store, storeImage } from './worker/storage'
import { epochIsCurrent, SESSION_EPOCH_COOKIE, SESSION_EPOCH_HEADER } from '~/utils/session-epoch'

/** Set by the build: the build's id (caches are named after it) and the files it precaches. */
declare const __KAROO_BUILD__: string
declare const __KAROO_PRECACHE__: string[]

const worker = self as unknown as ServiceWorkerScope
const build = __KAROO_BUILD__
const names = cacheNames(build)
/**
 * After this long a slow network loses to the cached copy of a public page (the network answer still
 * refreshes the cache). Loader data and private pages wait for the network: they are what Remix reloads
 * after a form, and a stale copy would undo what the shopper just did (the cart without the new line).
 */
const NETWORK_TIMEOUT_MS = 3000

/**
 * The offline notices of a store view, fetched while online so that they can be shown offline. Without
 * cookies: a notice shows no shopper (and fetching it must not take the shopper's pending toast), so it
 * stays valid across sign-ins and lives with the build's assets.
 */
async function cacheOfflinePages(prefix: string) {
  // The notices' shared header (logo and menus) once, then each reason's notice.
  const addresses = [noticeHeaderUrl(prefix.replace(/^\//, '')), ...OFFLINE_REASONS.map((reason) => `${prefix}/offline?reason=${reason}`)]
  await Promise.all(
    addresses.map(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'omit' })
        if (response.ok) await store(build, names.assets, url, response)
      } catch (error) {
        console.warn('Service worker: could not fetch the offline notice', url, error)
      }
    }),
  )
}

async function ensureOfflinePages(url: URL) {
  const notice = offlinePageUrl(url, 'page')
  if (await cached(names.assets, notice)) return
  await cacheOfflinePages(notice.slice(0, notice.indexOf('/offline')))
}

/**
 * Keeps a home page for offline use: every uncached product, category or CMS page goes there offline, so a
 * home page the shopper has seen must open. Fetched with the shopper's cookies (it shows their header, like
 * every cached page) and stored under its path, where the notices send the shopper.
 */
async function keepHome(path: string, generation: number) {
  try {
    const response = await fetch(path, { credentials: 'same-origin' })
    if (response.status === 200 && generation === shopperGeneration) await store(build, names.pages, path, response)
  } catch (error) {
    console.warn('Service worker: could not keep the home page', path, error)
  }
}

/**
 * The home pages the open tabs show while the first worker installs: they loaded before any worker could
 * keep them (a first visit), and the offline notices lead there. Only what the shopper has visited.
 */
async function keepVisitedHomes() {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const homes = new Set(
    windows
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === worker.location.origin && isHomePage(url))
      .map((url) => url.pathname),
  )
  await Promise.all([...homes].map((path) => keepHome(path, shopperGeneration)))
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(names.assets)
      await assets.addAll(__KAROO_PRECACHE__)
      await Promise.all([cacheOfflinePages(''), keepVisitedHomes()])
      // The first worker takes the page at once; a later one waits until the shopper accepts the update
      // notice (or closes every tab), so that no open page loses the scripts it was built with.
      if (!worker.registration.active) await worker.skipWaiting()
    })(),
  )
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(deleteStaleCaches(build).then(() => worker.clients.claim()))
})

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null
  if (data?.type === 'skip-waiting') event.waitUntil(worker.skipWaiting())
})

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms))
}

/**
 * Sends the page to an offline notice: a redirect for a document, Remix's redirect headers for loader or
 * action data (the router then loads the notice as a document).
 */
function toNotice(request: Request, notice: string): Response {
  if (isLoaderData(new URL(request.url))) {
    return new Response(null, { status: 204, headers: { 'X-Remix-Redirect': notice, 'X-Remix-Reload-Document': 'true' } })
  }
  return Response.redirect(new URL(notice, request.url), 303)
}

/** What a request that found neither the network nor a cached copy gets. */
async function offlineAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (isLoaderData(url)) {
    // Remix then loads the address as a document, which gets the cached page or the offline notice.
    url.searchParams.delete('_data')
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': url.pathname + url.search, 'X-Remix-Reload-Document': 'true' },
    })
  }
  if (request.mode !== 'navigate') return Response.error()
  const categorySeen = await hasCachedPath(names.pages, url.pathname)
  const reason = offlineReasonFor(url, categorySeen)
  // A redirect, not the notice under this address: the page's scripts must find the route they were made for.
  if (await cached(names.assets, offlinePageUrl(url, reason))) return Response.redirect(new URL(offlineRedirectUrl(url, reason), url), 303)
  return new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } })
}

/**
 * The offline mirror (decision 0027): the cart, wishlist, compare list and last search results, kept in
 * IndexedDB from the loader data the worker sees online, shown by the offline notice of an uncached list.
 */
const mirror = createMirror()
/**
 * Counts the changes of shopper: an answer asked for before a sign-in or logout (a refresh still on its
 * way) must not write the leaving shopper's list into the mirror just cleared.
 */
let shopperGeneration = 0

async function saveEntry(entry: MirrorEntry | null, generation: number) {
  if (entry && generation === shopperGeneration) await mirror.save(entry)
}

/** Asks for a list's loader data itself: it changed (the header says so) without its page being read. */
async function refreshMirror(store: string, kind: MirrorKind, generation: number): Promise<boolean> {
  const response = await fetch(mirrorDataUrl(store, kind), { credentials: 'same-origin' })
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return false
  const entry = entryFromLoaderData(kind, store, await response.json(), Date.now())
  await saveEntry(entry, generation)
  return entry !== null
}

/**
 * The header's state (the root loader's data) against the one the mirror was made for: each list that
 * changed, by a fetcher on a product page too, is fetched again (an empty one needs no request).
 * `fresh`: the list whose data came with this answer.
 */
async function followHeader(store: string, root: unknown, fresh: MirrorKind | null, generation: number) {
  const now = fingerprintFromRoot(store, root)
  if (!now || generation !== shopperGeneration) return
  const before = await mirror.fingerprint(store)
  const kept: MirrorFingerprint = { ...now }
  await Promise.all(
    staleKinds(before, now)
      .filter((kind) => kind !== fresh)
      .map(async (kind) => {
        if (isEmptyList(now, kind)) {
          return saveEntry({ store, kind, savedAt: Date.now(), items: [], ...(kind === 'cart' ? { total: 0 } : {}) }, generation)
        }
        // A failed refresh keeps the old mark, so that the next header tries again.
        const done = await refreshMirror(store, kind, generation).catch(() => false)
        if (!done) kept[kind] = before?.[kind] ?? ''
      }),
  )
  if (generation === shopperGeneration) await mirror.saveFingerprint(kept)
}

/** Feeds the mirror from an answer the page asked for (a document or loader data). Never throws. */
async function feedMirror(url: URL, response: Response, generation: number) {
  try {
    const source = mirrorSourceFor(url)
    if (!source) return
    const store = mirrorStore(url)
    if (isLoaderData(url)) {
      const data: unknown = await response.json()
      if (source === 'root') return await followHeader(store, data, null, generation)
      return await saveEntry(entryFromLoaderData(source, store, data, Date.now()), generation)
    }
    if (source === 'root') return
    const loaderData = loaderDataFromHtml(await response.text())
    if (!loaderData) return
    const entry = entryFromLoaderData(source, store, loaderData[MIRROR_ROUTES[source]], Date.now())
    await saveEntry(entry, generation)
    await followHeader(store, loaderData.root, entry ? source : null, generation)
  } catch (error) {
    console.warn('Service worker: could not update the offline mirror', url.href, error)
  }
}

async function networkFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event
  const generation = shopperGeneration
  const network = fetch(request).then((response) => {
    const url = new URL(request.url)
    if (response.status === 200 && mirrorSourceFor(url)) event.waitUntil(feedMirror(url, response.clone(), generation))
    // A page that does not exist is an answer worth keeping too (the page-not-found page is cacheable).
    const keep = cacheName !== names.pages || mayKeepPage(url, response)
    if (keep && (response.status === 200 || response.status === 404)) {
      const copy = response.clone()
      event.waitUntil(
        store(build, cacheName, request, copy).then(() =>
          request.mode === 'navigate' ? ensureOfflinePages(new URL(request.url)) : undefined,
        ),
      )
    }
    return response
  })
  try {
    if (cacheName === names.private || isLoaderData(new URL(request.url))) return await network
    const first = await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)])
    if (first !== 'timeout') return first
    return (await cached(cacheName, request)) ?? (await network)
  } catch {
    return (await cached(cacheName, request)) ?? offlineAnswer(request)
  }
}

/** The session epoch the browser holds now; null without one, or where the worker cannot read cookies. */
async function currentEpoch(): Promise<string | null> {
  try {
    return (await worker.cookieStore?.get(SESSION_EPOCH_COOKIE))?.value ?? null
  } catch {
    return null
  }
}

/** Keeps a personal page under its epoch, if the browser holds that epoch now (it can be shown then). */
async function keepPersonal(request: Request, response: Response, epoch: string) {
  const held = await currentEpoch()
  await forgetOtherSessions(build, held)
  if (held !== epoch) return
  await store(build, names.personal, request, response)
  if (request.mode === 'navigate') await ensureOfflinePages(new URL(request.url))
}

/**
 * A page that shows who the shopper is (decision 0040), from the network. Offline, the cached copy is
 * shown only while the browser holds the session epoch it was fetched with: after a logout, an expiry,
 * cleared cookies or another shopper's sign-in, the notice instead. A browser whose worker cannot read
 * cookies neither keeps nor shows such a page.
 */
async function personalPage(event: FetchEvent): Promise<Response> {
  const { request } = event
  let response: Response
  try {
    response = await fetch(request)
  } catch {
    const held = await currentEpoch()
    await forgetOtherSessions(build, held)
    const hit = await cached(names.personal, request)
    return hit && epochIsCurrent(hit.headers.get(SESSION_EPOCH_HEADER), held, Date.now()) ? hit : offlineAnswer(request)
  }
  const epoch = response.headers.get(SESSION_EPOCH_HEADER)
  if (response.status === 200 && epoch) event.waitUntil(keepPersonal(request, response.clone(), epoch))
  return response
}

async function cacheFirst(cacheName: string, request: Request): Promise<Response> {
  const hit = await cached(cacheName, request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok) await store(build, cacheName, request, response)
  return response
}

/**
 * An offline notice: the copy cached for its reason, whatever else the address carries (a search's query),
 * with its store view's header put in (kept once for every reason).
 */
async function notice(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const page = await cached(names.assets, noticeCacheKey(url))
  if (!page) return fetch(request)
  const header = await cached(names.assets, noticeHeaderUrl(mirrorStore(url)))
  const html = withNoticeHeader(await page.text(), header ? await header.text() : null)
  // The notice's own headers (its Content-Security-Policy among them), but the length of the new body.
  const headers = new Headers(page.headers)
  headers.delete('Content-Length')
  return new Response(html, { status: page.status, headers })
}

async function image(event: FetchEvent): Promise<Response> {
  const { request } = event
  const hit = await cached(names.media, request)
  if (hit && isFresh(hit)) return hit
  try {
    const response = await fetch(request)
    if (response.ok) event.waitUntil(storeImage(build, request, response.clone()))
    return response
  } catch (error) {
    // An expired image still beats none while offline.
    if (hit) return hit
    throw error
  }
}

/**
 * A post to a password form (or to the account page, whose intent says which form): sent as it is; offline,
 * a password change or reset gets its notice ('Reset password feature does not work while offline!') with
 * JavaScript (Remix's action data) as without (a document post), and the notice goes back to the form once
 * online. Any other post fails as it would without the worker.
 */
async function formPost(request: Request): Promise<Response> {
  const copy = request.clone()
  try {
    return await fetch(request)
  } catch (error) {
    const form = await copy.formData().catch(() => null)
    const intent = form?.get('intent')
    const reason = offlineFormReason(request, typeof intent === 'string' ? intent : null)
    const url = new URL(request.url)
    if (!reason || !(await cached(names.assets, offlinePageUrl(url, reason)))) throw error
    return toNotice(request, offlineRedirectUrl(url, reason))
  }
}

/** A form that needs the server, sent offline: a notice in place of the browser's error page. */
async function onlineOnly(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch {
    return offlineAnswer(request)
  }
}

function respond(event: FetchEvent, strategy: Exclude<Strategy, 'bypass'>): Promise<Response> {
  switch (strategy) {
    case 'asset':
      return cacheFirst(names.assets, event.request)
    case 'notice':
      return notice(event.request)
    case 'image':
      return image(event)
    case 'page':
      return networkFirst(event, names.pages)
    case 'private-page':
      return networkFirst(event, names.private)
    case 'personal-page':
      return personalPage(event)
    case 'online-only':
      return onlineOnly(event.request)
  }
}

/** Home pages to fetch again after a change of shopper, once the next page (or header data) has answered. */
let homesToKeep: string[] = []
/** The caches of the last change of shopper being emptied: a home kept again must be stored after it. */
let shopperForgotten: Promise<unknown> = Promise.resolve()

/** After an answer that may have taken a toast (a document, the header's data): the home pages waiting to be kept. */
function keepHomesAfter(request: Request, response: Promise<Response>): Promise<void> | null {
  const url = new URL(request.url)
  if (homesToKeep.length === 0 || (request.mode !== 'navigate' && url.searchParams.get('_data') !== ROUTE_IDS.root)) return null
  const homes = homesToKeep
  homesToKeep = []
  const generation = shopperGeneration
  return response
    .then(() => shopperForgotten)
    .then(() => Promise.all(homes.map((path) => keepHome(path, generation))))
    .then(
      () => undefined,
      () => undefined,
    )
}

/** The home pages in the page cache (their paths). */
async function cachedHomes(): Promise<string[]> {
  try {
    const keys = await (await caches.open(names.pages)).keys()
    return keys
      .map((key) => new URL(key.url))
      .filter((url) => isHomePage(url) && !url.search)
      .map((url) => url.pathname)
  } catch {
    return []
  }
}

/**
 * Signing in or out: the pages cached so far, and the offline mirror, show the shopper who is leaving.
 * They are dropped once the server has answered, so that no page of the old session is stored after.
 */
async function changeShopper(event: FetchEvent): Promise<Response> {
  try {
    shopperGeneration += 1
    const homes = await cachedHomes()
    const response = await fetch(event.request)
    shopperGeneration += 1
    shopperForgotten = Promise.all([forgetShopper(build), mirror.clear()])
    event.waitUntil(shopperForgotten)
    // A home page kept before stays kept, with the new shopper's header: fetched once the page the sign-in
    // or logout leads to has answered, since that answer takes the toast it carries (a fetch of the home
    // page before it would take the toast instead).
    homesToKeep = homes
    return response
  } catch {
    return offlineAnswer(event.request)
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event
  if (changesShopper(request)) {
    event.respondWith(changeShopper(event))
    return
  }
  if (new URL(request.url).origin === worker.location.origin && mayRefuseFormOffline(request)) {
    event.respondWith(formPost(request))
    return
  }
  const read = { method: 'GET', url: request.url }
  const strategy =
    request.method === 'POST' && request.mode === 'navigate' && strategyFor(read, worker.location.origin) === 'online-only'
      ? 'online-only'
      : strategyFor(request, worker.location.origin)
  if (strategy === 'bypass') return
  const answer = respond(event, strategy).catch((error: unknown) => {
    console.warn('Service worker: request failed', request.url, error)
    return offlineAnswer(request)
  })
  event.respondWith(answer)
  const homes = keepHomesAfter(request, answer)
  if (homes) event.waitUntil(homes)
})

// order outbox: sync and start hooks. Orders kept while offline go out on Background Sync and whenever the
// worker starts, besides the pages' own triggers (decision 0026).
installOutboxSync(self as unknown as OutboxWorkerScope).catch((error: unknown) =>
  console.warn('Service worker: order outbox run failed', error),
)
