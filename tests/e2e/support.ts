/**
 * Small helpers shared by the catalogue end-to-end specs (not a spec itself).
 * Store data here is what a shopper sees in each store view of the seeded demo catalogue.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'

export interface StoreUnderTest {
  code: 'default' | 'de' | 'it'
  /** URL prefix with its leading slash ('' for the default store). */
  prefix: string
  /** The <html lang> value. */
  lang: string
  hreflang: string
  currency: 'ZAR' | 'EUR'
  /** A whole formatted price, e.g. "R 1 299.00" or "1.299,00 €". */
  money: RegExp
  /** Catalogue names are translated per store view (the UI strings of de-DE/it-IT are not yet). */
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
    currency: 'ZAR',
    money: RAND,
    largeAppliances: 'Large Appliances',
    fridges: 'Fridges & Freezers',
  },
  {
    code: 'de',
    prefix: '/de',
    lang: 'de',
    hreflang: 'de-DE',
    currency: 'EUR',
    money: EURO,
    largeAppliances: 'Großgeräte',
    fridges: 'Kühl- & Gefrierschränke',
  },
  {
    code: 'it',
    prefix: '/it',
    lang: 'it',
    hreflang: 'it-IT',
    currency: 'EUR',
    money: EURO,
    largeAppliances: 'Grandi elettrodomestici',
    fridges: 'Frigoriferi e congelatori',
  },
]

export const DEFAULT_STORE = STORES[0]!

/** A shop path in a store view: storePath(de, '/c/kettles') -> '/de/c/kettles'. */
export function storePath(store: StoreUnderTest, path: string): string {
  if (!store.prefix) return path
  return path === '/' ? store.prefix : store.prefix + path
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
export function productCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^\d+ products?$/ })
}

export async function readCount(page: Page): Promise<number> {
  const text = (await productCount(page).textContent()) ?? ''
  return Number(/\d+/.exec(text)?.[0])
}

/** Open the phone filter panel (a CSS checkbox toggle, works with and without JavaScript). */
export async function openFilters(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: 'Filter' })
  if (!(await panel.isVisible())) await page.getByText('Filter products', { exact: false }).first().click()
  return panel
}
