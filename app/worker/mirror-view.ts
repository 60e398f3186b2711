import { IMAGE_SIZES } from '~/domain/constants'
import { formatMoney } from '~/domain/money'
import { DEFAULT_STORE_VIEW, storePath, storeViewByCode } from '~/utils/store-views'
import { createMirror, MIRROR_KINDS, searchFallback, type Mirror, type MirrorEntry, type MirrorKind } from './mirror'

/**
 * The offline notice's list (decision 0027, amended): the notices are plain documents the worker caches, so
 * the mirrored cart, wishlist, compare list or search results are drawn by this small script
 * (public/offline-notice.js, no React) from the data the notice carries. Everything taken from the mirror is
 * set as text or as a checked same-origin address, never as markup.
 */

/** The translated texts, with their placeholders ({q}, {date}, {qty}, {price}) left for this script. */
export interface MirrorViewTexts {
  heading: string
  asOf: string
  empty: string
  qty: string
  unitPrice: string
  total: string
}

/** What a notice for a mirrored list carries, as JSON in `<script type="application/json" id="offline-mirror-data">`. */
export interface MirrorViewData {
  kind: MirrorKind
  /** The store view's path prefix, the mirror's key. */
  store: string
  storeCode: string
  /** The notice's locale, for the copy's date. */
  locale: string
  texts: MirrorViewTexts
}

export const MIRROR_DATA_ID = 'offline-mirror-data'

export interface MirrorRow {
  name: string
  /** A shop address, or null when the mirror's path is not one (then the name is not a link). */
  href: string | null
  image: { src: string; width: number; height: number } | null
  options: string[]
  price: string
  qty: string | null
}

export interface MirrorView {
  kind: MirrorKind
  heading: string
  note: string
  rows: MirrorRow[]
  /** The empty list's text, or null when there are rows. */
  empty: string | null
  /** The cart's total line: its label and amount. */
  total: { label: string; amount: string } | null
}

/** Fills `{name}` placeholders in one pass (a value that contains braces is not filled again). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Only an address inside this shop: a path, not "//host" nor "javascript:". */
const sameOriginPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The notice's data, or null when it is missing or of another shape (the notice's message then stays). */
export function parseMirrorViewData(json: string): MirrorViewData | null {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return null
  }
  if (!isRecord(data) || !isRecord(data.texts)) return null
  const { kind, store, storeCode, locale, texts } = data
  const textKeys: (keyof MirrorViewTexts)[] = ['heading', 'asOf', 'empty', 'qty', 'unitPrice', 'total']
  if (!MIRROR_KINDS.some((known) => known === kind) || typeof store !== 'string' || typeof storeCode !== 'string') return null
  if (typeof locale !== 'string' || !textKeys.every((key) => typeof texts[key] === 'string')) return null
  return data as unknown as MirrorViewData
}

/** The copy's date in the notice's language; the browser's own format when the locale is unknown to it. */
function formatSavedAt(savedAt: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
  try {
    return new Intl.DateTimeFormat(locale, options).format(savedAt)
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(savedAt)
  }
}

/** What the list shows: texts filled, money formatted as the store view formats it. Pure. */
export function mirrorView(data: MirrorViewData, entry: MirrorEntry, date = formatSavedAt): MirrorView {
  const view = storeViewByCode(data.storeCode) ?? DEFAULT_STORE_VIEW
  const money = (minor: number) => formatMoney(minor, view)
  const { texts } = data
  const size = IMAGE_SIZES.cart
  const rows = entry.items.map((item) => ({
    name: item.name,
    href: sameOriginPath(item.path) ? storePath(view, item.path) : null,
    image:
      item.image && sameOriginPath(item.image) ? { src: `${item.image}?w=${size.w}&h=${size.h}`, width: size.w, height: size.h } : null,
    options: item.options ?? [],
    price: data.kind === 'cart' ? fill(texts.unitPrice, { price: money(item.price) }) : money(item.price),
    qty: item.qty === undefined ? null : fill(texts.qty, { qty: String(item.qty) }),
  }))
  return {
    kind: data.kind,
    heading: fill(texts.heading, { q: entry.query ?? '' }),
    note: fill(texts.asOf, { date: date(entry.savedAt, data.locale) }),
    rows,
    empty: rows.length ? null : texts.empty,
    total: data.kind === 'cart' && rows.length && entry.total !== undefined ? { label: texts.total, amount: money(entry.total) } : null,
  }
}

/** The list as DOM nodes, the same markup the cart page's lines use (and the shop's stylesheet styles). */
export function renderMirror(doc: Document, view: MirrorView): HTMLElement {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  const root = element('div', 'offline-mirror')
  root.setAttribute('data-offline-mirror', view.kind)
  const note = element('p', 'offline-mirror-note', view.note)
  note.setAttribute('role', 'status')
  root.append(element('h2', undefined, view.heading), note)
  if (view.empty !== null) {
    root.append(element('p', undefined, view.empty))
    return root
  }
  const list = element('ul', 'cart-lines')
  for (const row of view.rows) {
    const line = element('li', 'cart-line')
    if (row.image) {
      const image = element('img')
      image.setAttribute('src', row.image.src)
      image.setAttribute('alt', '')
      image.setAttribute('width', String(row.image.width))
      image.setAttribute('height', String(row.image.height))
      line.append(image)
    } else {
      const placeholder = element('span', 'cart-line-image')
      placeholder.setAttribute('aria-hidden', 'true')
      line.append(placeholder)
    }
    const body = element('div', 'cart-line-body')
    const name = row.href ? element('a', 'cart-line-name', row.name) : element('span', 'cart-line-name', row.name)
    if (row.href) name.setAttribute('href', row.href)
    body.append(name)
    if (row.options.length) {
      const options = element('ul', 'cart-line-options')
      options.append(...row.options.map((option) => element('li', undefined, option)))
      body.append(options)
    }
    body.append(element('p', 'cart-line-price', row.price))
    line.append(body)
    if (row.qty !== null) line.append(element('span', undefined, row.qty))
    list.append(line)
  }
  root.append(list)
  if (view.total) {
    const total = element('p', 'offline-mirror-total', `${view.total.label}: `)
    total.append(element('strong', undefined, view.total.amount))
    root.append(total)
  }
  return root
}

/**
 * Reads this browser's copy of the notice's list and puts it in place of the notice's message. Without
 * data, without a copy, or for a search the copy does not answer, the message stays. `search`: the
 * address's query string (the worker redirects a search to `/offline?reason=search&q=…`).
 */
export async function showMirror(doc: Document, search: string, mirror: Mirror = createMirror()): Promise<boolean> {
  const data = parseMirrorViewData(doc.getElementById(MIRROR_DATA_ID)?.textContent ?? '')
  const message = doc.querySelector('[data-offline-reason]')
  if (!data || !message) return false
  try {
    const found = await mirror.read(data.store, data.kind)
    const entry = data.kind === 'search' ? searchFallback(found, new URLSearchParams(search).get('q') ?? '') : (found ?? null)
    if (!entry) return false
    message.replaceWith(renderMirror(doc, mirrorView(data, entry)))
    return true
  } finally {
    await mirror.close()
  }
}
