/**
 * Store views are configuration, not data: the shop's three views and what each
 * resolves (language, currency, tax country, URL prefix).
 */
export type StoreCode = 'default' | 'de' | 'it'

export interface StoreView {
  storeCode: StoreCode
  storeId: number
  /** URL prefix without slashes; empty for the default view. */
  prefix: string
  name: string
  /** UI locale used by default in this view (a file set under locales/). */
  locale: string
  /** BCP 47 tag for hreflang and <html lang>. */
  hreflang: string
  currencyCode: 'ZAR' | 'EUR'
  currencySymbol: string
  /** Whether the symbol stands before the amount. */
  symbolFirst: boolean
  thousandsSeparator: string
  decimalSeparator: string
  dateFormat: string
  /** IANA zone of the shop's calendar for this view (which year and day it is there). */
  timeZone: string
  taxCountry: string
  /** Country offered first in address forms. */
  defaultCountry: string
  extends?: StoreCode
}

const defaultView: StoreView = {
  storeCode: 'default',
  storeId: 1,
  prefix: '',
  name: 'South Africa',
  locale: 'en-ZA',
  hreflang: 'en-ZA',
  currencyCode: 'ZAR',
  currencySymbol: 'R',
  symbolFirst: true,
  thousandsSeparator: ' ',
  decimalSeparator: '.',
  dateFormat: 'HH:mm dd/MM/yyyy',
  timeZone: 'Africa/Johannesburg',
  taxCountry: 'ZA',
  defaultCountry: 'ZA',
}

const deView: StoreView = {
  storeCode: 'de',
  storeId: 3,
  prefix: 'de',
  name: 'Deutschland',
  locale: 'de-DE',
  hreflang: 'de-DE',
  currencyCode: 'EUR',
  currencySymbol: '€',
  symbolFirst: false,
  thousandsSeparator: '.',
  decimalSeparator: ',',
  dateFormat: 'HH:mm dd.MM.yyyy',
  timeZone: 'Europe/Berlin',
  taxCountry: 'DE',
  defaultCountry: 'DE',
}

// The Italian view extends the German one and overrides what differs.
const itView: StoreView = {
  ...deView,
  storeCode: 'it',
  storeId: 4,
  prefix: 'it',
  name: 'Italia',
  locale: 'it-IT',
  hreflang: 'it-IT',
  dateFormat: 'HH:mm dd/MM/yyyy',
  timeZone: 'Europe/Rome',
  taxCountry: 'IT',
  defaultCountry: 'IT',
  extends: 'de',
}

export const storeViews: readonly StoreView[] = [defaultView, deView, itView]

export const DEFAULT_STORE_VIEW = defaultView

/** The view for a route's optional `store` param; undefined for an unknown code. */
export function storeViewFromParam(store: string | undefined): StoreView | undefined {
  if (store === undefined || store === '') return defaultView
  return storeViews.find((view) => view.prefix !== '' && view.prefix === store)
}

export function storeViewByCode(code: string): StoreView | undefined {
  return storeViews.find((view) => view.storeCode === code)
}

/** The view a URL path belongs to, from its first segment. */
export function storeViewFromPath(pathname: string): StoreView {
  const first = pathname.split('/')[1] ?? ''
  return storeViews.find((view) => view.prefix !== '' && view.prefix === first) ?? defaultView
}

/** Prefix a shop path ("/c/fridges") with the view's store code. */
export function storePath(view: Pick<StoreView, 'prefix'>, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (!view.prefix) return clean
  return clean === '/' ? `/${view.prefix}` : `/${view.prefix}${clean}`
}

/** Remove the view prefix from a path, giving the path as the default view would have it. */
export function stripStorePrefix(pathname: string): string {
  const view = storeViewFromPath(pathname)
  if (!view.prefix) return pathname
  const rest = pathname.slice(view.prefix.length + 1)
  return rest === '' ? '/' : rest
}

export const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'ja-JP', 'ru-RU', 'it-IT', 'pt-BR', 'pl-PL', 'cs-CZ', 'en-ZA'] as const
export type Locale = (typeof LOCALES)[number]
export const FALLBACK_LOCALE: Locale = 'en-US'
