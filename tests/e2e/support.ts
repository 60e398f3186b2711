/**
 * Small helpers shared by the catalogue end-to-end specs (not a spec itself).
 * Store data here is what a shopper sees in each store view of the seeded demo catalogue.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Locator, Page } from '@playwright/test'

export interface StoreUnderTest {
  code: 'default' | 'de' | 'it'
  /** URL prefix with its leading slash ('' for the default store). */
  prefix: string
  /** The <html lang> value. */
  lang: string
  hreflang: string
  /** The UI locale (a folder under locales/). */
  locale: string
  currency: 'ZAR' | 'EUR'
  /** A whole formatted price, e.g. "R 1 299.00" or "1.299,00 €". */
  money: RegExp
  /** The cart's name in the store's language (checked against the locale files too). */
  cartWord: string
  /** Catalogue data is translated per store view too. */
  largeAppliances: string
  fridges: string
}

export const RAND = /R\s\d{1,3}(?:\s\d{3})*\.\d{2}/
export const EURO = /\d{1,3}(?:\.\d{3})*,\d{2}\s€/

export const STORES: readonly StoreUnderTest[] = [
  {
    code: 'default',
    prefix: '',
    lang: 'en',
    hreflang: 'en-ZA',
    locale: 'en-ZA',
    currency: 'ZAR',
    money: RAND,
    cartWord: 'Cart',
    largeAppliances: 'Large Appliances',
    fridges: 'Fridges & Freezers',
  },
  {
    code: 'de',
    prefix: '/de',
    lang: 'de',
    hreflang: 'de-DE',
    locale: 'de-DE',
    currency: 'EUR',
    money: EURO,
    cartWord: 'Warenkorb',
    largeAppliances: 'Großgeräte',
    fridges: 'Kühl- & Gefrierschränke',
  },
  {
    code: 'it',
    prefix: '/it',
    lang: 'it',
    hreflang: 'it-IT',
    locale: 'it-IT',
    currency: 'EUR',
    money: EURO,
    cartWord: 'Carrello',
    largeAppliances: 'Grandi elettrodomestici',
    fridges: 'Frigoriferi e congelatori',
  },
]

export const DEFAULT_STORE = STORES[0]!

/** A shop path in a store view: storePath(de, '/c/kettles') -> '/de/c/kettles'. */
export function storePath(store: Pick<StoreUnderTest, 'prefix'>, path: string): string {
  if (!store.prefix) return path
  return path === '/' ? store.prefix : store.prefix + path
}

// ---------------------------------------------------------------------------
// Interface texts, read from the same locale files the app uses (a locale falls back to en-US),
// so the specs follow the translations instead of copying them.

const FALLBACK_LOCALE = 'en-US'
const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url))
const loaded = new Map<string, Record<string, string>>()

function messages(locale: string): Record<string, string> {
  let found = loaded.get(locale)
  if (!found) {
    found = JSON.parse(readFileSync(`${localesDir}${locale}/common.json`, 'utf8')) as Record<string, string>
    loaded.set(locale, found)
  }
  return found
}

function lookup(locale: string, key: string): string | undefined {
  return messages(locale)[key] || messages(FALLBACK_LOCALE)[key]
}

/**
 * The text a shopper sees for a message key in a store view's language, with `{name}` placeholders
 * filled in; a `count` picks the _one/_other plural form.
 */
export function t(store: Pick<StoreUnderTest, 'locale'>, key: string, vars: Record<string, string | number> = {}): string {
  // The plural form i18next picks: the language's CLDR category for the count (French says "0 article").
  const plural = typeof vars.count === 'number' ? `${key}_${new Intl.PluralRules(store.locale).select(vars.count)}` : null
  const template = (plural && lookup(store.locale, plural)) || lookup(store.locale, key)
  if (template === undefined) throw new Error(`no text for ${key} in ${store.locale}`)
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

/** A RegExp for a message, each placeholder standing for `fill` (a RegExp source). */
export function tPattern(store: Pick<StoreUnderTest, 'locale'>, key: string, fill = '.+?'): RegExp {
  const template = lookup(store.locale, key) ?? lookup(store.locale, `${key}_other`)
  if (template === undefined) throw new Error(`no text for ${key} in ${store.locale}`)
  const parts = template.split(/\{\w+\}/).map(escapeRegExp)
  return new RegExp(`^${parts.join(fill)}$`)
}

/** Escape text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A formatted price as minor units. Every store shows two decimals, so the digits alone are the
 * amount in cents whatever the separators: "R 11 549.00" -> 1154900, "1.299,00 €" -> 129900.
 */
export function toCents(formatted: string): number {
  const digits = formatted.replace(/\D/g, '')
  if (!digits) throw new Error(`not a price: ${formatted}`)
  return Number(digits)
}

/** The first price shown inside a piece of text (the final price comes before a struck-through one). */
export function firstPrice(text: string, store: StoreUnderTest): number {
  const match = store.money.exec(text)
  if (!match) throw new Error(`no ${store.currency} price in: ${text}`)
  return toCents(match[0])
}

/**
 * The canonical path of a product, found the way a shopper's old link would: /p/{sku}/x answers
 * with a 301 to the product's real slug (and for a configurable child, to its parent with the child).
 */
export async function productPath(request: APIRequestContext, sku: string, store: StoreUnderTest = DEFAULT_STORE) {
  const response = await request.get(storePath(store, `/p/${sku}/x`), { maxRedirects: 0 })
  if (response.status() !== 301) throw new Error(`expected a 301 for ${sku}, got ${response.status()}`)
  const location = response.headers()['location']
  if (!location) throw new Error(`no Location header for ${sku}`)
  return new URL(location, 'http://localhost').pathname
}

/** The price block under the product name (final price, and the regular price when on special). */
export function productPrice(page: Page): Locator {
  return page.locator('.product-info .price').first()
}

/** The product page's info column: name, price, stock, options and the add-to-cart form. */
export function productInfo(page: Page): Locator {
  return page.locator('.product-info')
}

/** The "N products" line of a category or search listing. */
export function productCount(page: Page, store: StoreUnderTest = DEFAULT_STORE): Locator {
  const one = tPattern(store, 'listing.count_one', '\\d+')
  const other = tPattern(store, 'listing.count_other', '\\d+')
  return page.getByRole('status').filter({ hasText: new RegExp(`${one.source}|${other.source}`) })
}

export async function readCount(page: Page, store: StoreUnderTest = DEFAULT_STORE): Promise<number> {
  const text = (await productCount(page, store).textContent()) ?? ''
  return Number(/\d+/.exec(text)?.[0])
}

/** The filter panel of a listing. */
export function filterPanel(page: Page, store: StoreUnderTest = DEFAULT_STORE): Locator {
  return page.getByRole('complementary', { name: t(store, 'listing.filters') })
}

/** The "Filter products" toggle (a label for a CSS checkbox; shows "(n)" when filters are active). */
export function filterToggle(page: Page, store: StoreUnderTest = DEFAULT_STORE): Locator {
  return page.getByText(t(store, 'listing.showFilters'))
}

/** Open the phone filter panel unless it is already open (after a full page load it folds away again). */
export async function openFilters(page: Page, store: StoreUnderTest = DEFAULT_STORE): Promise<Locator> {
  const panel = filterPanel(page, store)
  if (!(await panel.isVisible())) await filterToggle(page, store).click()
  await panel.waitFor()
  return panel
}

/** FORM_MIN_FILL_MS of the e2e server (playwright.config.ts): a form sent sooner after it was drawn is refused. */
export const FORM_MIN_FILL_MS = 300

/**
 * Wait until the form's stamp (drawn into every guarded form: contact, warranty, newsletter) is old enough for
 * the server to take the form as filled by a person. A test types faster than anyone: without this wait a
 * fast machine gets "quicker than anyone can fill in this form" instead of the answer the test looks for.
 * `form` is the form (its stamp is read from it) or a stamp already read.
 */
export async function waitForStampAge(page: Page, form: Locator | string) {
  const stamp = typeof form === 'string' ? form : await form.locator('input[name="form_stamp"]').inputValue()
  const wait = Number(stamp.split('.')[0]) + FORM_MIN_FILL_MS + 50 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)
}
