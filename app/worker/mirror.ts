import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { ROUTE_IDS, type RouteId } from './route-ids'

/**
 * The offline mirror (docs/decisions/0027-offline-mirror.md): the shopper's cart, wishlist, compare list and
 * last search results, copied into IndexedDB by the service worker from the loader data it sees online, so
 * that the offline notice can show them for a page that was never cached. Shared by the worker (writes) and
 * the offline route (reads), so nothing here touches the DOM or React. Only what a list shows is kept:
 * names, links, images, prices and quantities; never the checkout's addresses or keys.
 */

export const MIRROR_KINDS = ['cart', 'wishlist', 'compare', 'search'] as const
export type MirrorKind = (typeof MIRROR_KINDS)[number]

export interface MirrorItem {
  sku: string
  name: string
  /** Shop path without the store view prefix, as the loaders give it. */
  path: string
  image: string | null
  /** Minor units, incl. tax: the unit price of a cart line, the card price otherwise. */
  price: number
  /** Cart lines only. */
  qty?: number
  /** Cart lines only: the chosen options, as shown ("Colour: Red"). */
  options?: string[]
}

export interface MirrorEntry {
  /** The store view's path prefix ('' for the default view). */
  store: string
  kind: MirrorKind
  /** When the server gave this copy (ms since the epoch). */
  savedAt: number
  items: MirrorItem[]
  /** Search only: the query the results are for. */
  query?: string
  /** Cart only: the grand total, minor units. */
  total?: number
}

/** What the header showed when the mirror was last refreshed: a change means the mirror is stale. */
export interface MirrorFingerprint {
  store: string
  cart: string
  wishlist: string
  compare: string
}

const DB_NAME = 'karoo-mirror'
const ENTRIES = 'entries'
const FINGERPRINTS = 'fingerprints'

interface MirrorDb extends DBSchema {
  entries: { key: [string, MirrorKind]; value: MirrorEntry }
  fingerprints: { key: string; value: MirrorFingerprint }
}

/** The route ids whose loader data fill the mirror (as `?_data=` names them). */
export const MIRROR_ROUTES = {
  cart: ROUTE_IDS.cart,
  wishlist: ROUTE_IDS.wishlist,
  compare: ROUTE_IDS.compare,
  search: ROUTE_IDS.search,
} as const satisfies Record<MirrorKind, RouteId>

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const minor = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0)

function card(value: unknown): MirrorItem | null {
  if (!isRecord(value) || !text(value.name) || !text(value.path)) return null
  return {
    sku: text(value.sku),
    name: text(value.name),
    path: text(value.path),
    image: text(value.image) || null,
    price: minor(value.price),
  }
}

function cartLine(value: unknown): MirrorItem | null {
  if (!isRecord(value) || !text(value.name)) return null
  const options = Array.isArray(value.options)
    ? value.options
        .filter(isRecord)
        .map((option) => (text(option.label) ? `${text(option.label)}: ${text(option.value)}` : text(option.value)))
    : []
  return {
    sku: text(value.sku),
    name: text(value.name),
    path: text(value.path),
    image: text(value.image) || null,
    price: minor(value.unitPrice),
    qty: minor(value.qty),
    ...(options.length ? { options } : {}),
  }
}

const present = <T>(value: T | null): value is T => value !== null

/**
 * The mirror entry a loader's data gives, or null when the data is not worth keeping (a search too short
 * to run, a search engine that did not answer, data of an unexpected shape).
 */
export function entryFromLoaderData(kind: MirrorKind, store: string, data: unknown, savedAt: number): MirrorEntry | null {
  if (!isRecord(data)) return null
  if (kind === 'cart') {
    if (data.cart === null) return { store, kind, savedAt, items: [], total: 0 }
    if (!isRecord(data.cart) || !Array.isArray(data.cart.lines)) return null
    const totals = isRecord(data.cart.totals) ? data.cart.totals : {}
    const total = 'amountDue' in data.cart ? minor(data.cart.amountDue) : minor(totals.grandTotal)
    return { store, kind, savedAt, items: data.cart.lines.map(cartLine).filter(present), total }
  }
  if (kind === 'search') {
    const listing = data.listing
    if (data.tooShort === true || !isRecord(listing) || listing.unavailable === true || !Array.isArray(listing.items)) return null
    const query = text(data.q)
    if (!query) return null
    return { store, kind, savedAt, query, items: listing.items.map(card).filter(present) }
  }
  if (!Array.isArray(data.products)) return null
  return { store, kind, savedAt, items: data.products.map(card).filter(present) }
}

/** The same query for the shopper: case, surrounding and repeated spaces do not count. */
export function sameQuery(a: string, b: string): boolean {
  const normal = (query: string) => query.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return normal(a) !== '' && normal(a) === normal(b)
}

/**
 * The header's state in the root loader's data, as strings that change whenever the list behind them
 * does (the cart's count, the skus of the lists); null for data of another shape.
 */
export function fingerprintFromRoot(store: string, data: unknown): MirrorFingerprint | null {
  if (!isRecord(data) || typeof data.cartCount !== 'number' || !isRecord(data.lists)) return null
  const skus = (list: unknown) => (Array.isArray(list) ? list.filter((sku) => typeof sku === 'string').join('\n') : '')
  return { store, cart: String(data.cartCount), wishlist: skus(data.lists.wishlist), compare: skus(data.lists.compare) }
}

/** The lists whose mirror no longer matches the header. Without an earlier fingerprint, all of them. */
export function staleKinds(before: MirrorFingerprint | undefined, now: MirrorFingerprint): ('cart' | 'wishlist' | 'compare')[] {
  return (['cart', 'wishlist', 'compare'] as const).filter((kind) => before?.[kind] !== now[kind])
}

/** An empty list needs no request to be mirrored: the header already says so. */
export function isEmptyList(fingerprint: MirrorFingerprint, kind: 'cart' | 'wishlist' | 'compare'): boolean {
  return kind === 'cart' ? fingerprint.cart === '0' : fingerprint[kind] === ''
}

/**
 * The loader data inside a server-rendered document (`window.__remixContext = {...};` before `</script>`):
 * a document visit to the cart is seen by the worker as HTML only. Null when it cannot be read.
 */
export function loaderDataFromHtml(html: string): Record<string, unknown> | null {
  const marker = 'window.__remixContext = '
  const start = html.indexOf(marker)
  if (start < 0) return null
  const end = html.indexOf('</script>', start)
  if (end < 0) return null
  // React escapes "<" in the JSON, so "</script>" ends it; deferred data would add statements after a ";".
  const script = html.slice(start + marker.length, end)
  const more = script.search(/;\s*(window\.)?__remixContext\./)
  const candidates = [script.trim().replace(/;$/, ''), ...(more > 0 ? [script.slice(0, more)] : [])]
  for (const candidate of candidates) {
    try {
      const context = JSON.parse(candidate) as unknown
      if (isRecord(context) && isRecord(context.state) && isRecord(context.state.loaderData)) return context.state.loaderData
    } catch {
      // The next way of cutting the script.
    }
  }
  return null
}

/** What the offline page shows for a search: the mirrored results when they answer this query. */
export function searchFallback(entry: MirrorEntry | undefined, query: string): MirrorEntry | null {
  return entry?.kind === 'search' && entry.query !== undefined && sameQuery(entry.query, query) ? entry : null
}

export type Mirror = ReturnType<typeof createMirror>

/**
 * The mirror's store. Every operation logs and swallows IndexedDB's failures (blocked, quota, private
 * mode): a page never breaks because the copy could not be kept or read.
 */
export function createMirror({ name = DB_NAME }: { name?: string } = {}) {
  let opened: Promise<IDBPDatabase<MirrorDb>> | undefined
  const db = () =>
    (opened ??= openDB<MirrorDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore(ENTRIES, { keyPath: ['store', 'kind'] })
        database.createObjectStore(FINGERPRINTS, { keyPath: 'store' })
      },
    }).catch((error: unknown) => {
      opened = undefined
      throw error
    }))

  async function safely<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run()
    } catch (error) {
      console.warn(`Offline mirror: could not ${what}`, error)
      return fallback
    }
  }

  return {
    save: (entry: MirrorEntry) => safely('save', async () => void (await (await db()).put(ENTRIES, entry)), undefined),
    read: (store: string, kind: MirrorKind) => safely('read', async () => (await db()).get(ENTRIES, [store, kind]), undefined),
    fingerprint: (store: string) => safely('read', async () => (await db()).get(FINGERPRINTS, store), undefined),
    saveFingerprint: (fingerprint: MirrorFingerprint) =>
      safely('save', async () => void (await (await db()).put(FINGERPRINTS, fingerprint)), undefined),
    /** Everything, in every store view: the shopper changed. */
    clear: () =>
      safely(
        'clear',
        async () => {
          const tx = (await db()).transaction([ENTRIES, FINGERPRINTS], 'readwrite')
          await Promise.all([tx.objectStore(ENTRIES).clear(), tx.objectStore(FINGERPRINTS).clear(), tx.done])
        },
        undefined,
      ),
    close: async () => {
      if (opened) (await opened.catch(() => undefined))?.close()
      opened = undefined
    },
  }
}
