import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { createInstance, type i18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import csCZ from '../../locales/cs-CZ/common.json'
import deDE from '../../locales/de-DE/common.json'
import enUS from '../../locales/en-US/common.json'
import enZA from '../../locales/en-ZA/common.json'
import esES from '../../locales/es-ES/common.json'
import frFR from '../../locales/fr-FR/common.json'
import itIT from '../../locales/it-IT/common.json'
import jaJP from '../../locales/ja-JP/common.json'
import nlNL from '../../locales/nl-NL/common.json'
import plPL from '../../locales/pl-PL/common.json'
import ptBR from '../../locales/pt-BR/common.json'
import ruRU from '../../locales/ru-RU/common.json'
import { FALLBACK_LOCALE, LOCALES, storeViewFromPath, type Locale } from './store-views'
import { I18N_NAMESPACE, fallbackChain, i18nOptions, isLocale } from './i18n'

type Messages = Record<string, unknown>

const messages: Record<Locale, Messages> = {
  'en-US': enUS,
  'en-ZA': enZA,
  'de-DE': deDE,
  'fr-FR': frFR,
  'es-ES': esES,
  'nl-NL': nlNL,
  'ja-JP': jaJP,
  'ru-RU': ruRU,
  'it-IT': itIT,
  'pt-BR': ptBR,
  'pl-PL': plPL,
  'cs-CZ': csCZ,
}

/** The shopper's chosen interface language; absent means "the store view's language". */
export const languageCookie = createCookie('karoo_lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

/** The language the shopper picked with the switcher, if any. */
export async function chosenLocale(request: Request): Promise<Locale | null> {
  const chosen = await languageCookie.parse(request.headers.get('Cookie'))
  return isLocale(chosen) ? chosen : null
}

/** Store view language unless the shopper picked another one with the language switcher. */
export async function resolveLocale(request: Request): Promise<Locale> {
  return (await chosenLocale(request)) ?? (storeViewFromPath(new URL(request.url).pathname).locale as Locale)
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: FALLBACK_LOCALE,
    order: ['custom'],
    findLocale: resolveLocale,
  },
  i18next: {
    resources: Object.fromEntries(LOCALES.map((l) => [l, { [I18N_NAMESPACE]: messages[l] }])),
    ...i18nOptions,
    fallbackLng: (code: string) => (isLocale(code) ? fallbackChain(code) : [FALLBACK_LOCALE]),
  },
})

/*
 * The interface strings are files read once at start, so each locale's merged strings, its t function and the
 * i18next instance that renders its pages are made once and shared by every request: made per request, they
 * were about an eighth of a page's server time (an instance initialised with all twelve locales per call).
 * None of them is changed after it is made. (Catalogue translations live in the database and are not these.)
 */
const merged = new Map<Locale, Messages>()
const fixedTs = new Map<Locale, Promise<TFunction>>()
const renderers = new Map<Locale, Promise<i18n>>()

/** A locale's strings merged over its fallbacks, to hand to the browser in one piece. */
export function messagesFor(locale: Locale): Messages {
  let strings = merged.get(locale)
  if (!strings) {
    strings = fallbackChain(locale)
      .reverse()
      .concat(locale)
      .reduce<Messages>((all, code) => deepMerge(all, messages[code]), {})
    merged.set(locale, strings)
  }
  return strings
}

/** The t function of a locale (any other code gets the fallback language's), for loaders, mails and documents. */
export function fixedT(code: string): Promise<TFunction> {
  const locale = isLocale(code) ? code : FALLBACK_LOCALE
  let t = fixedTs.get(locale)
  if (!t) {
    t = i18nServer.getFixedT(locale, I18N_NAMESPACE).then((lookup) => keepLookups(lookup) as TFunction)
    fixedTs.set(locale, t)
  }
  return t
}

/** The i18next instance that renders a locale's documents (entry.server hands it to react-i18next). */
export function documentI18n(locale: Locale): Promise<i18n> {
  let instance = renderers.get(locale)
  if (!instance) {
    const created = createInstance()
    instance = created
      .use(initReactI18next)
      .init({ ...i18nOptions, lng: locale, resources: { [locale]: { [I18N_NAMESPACE]: messagesFor(locale) } } })
      .then(() => {
        // Other t functions (<Trans>, a key prefix) call the instance's t.
        created.t = keepLookups(created.t.bind(created))
        keepDocumentT(created, locale)
        return created
      })
    renderers.set(locale, instance)
  }
  return instance
}

/**
 * react-i18next's useTranslation asks the instance for a new t function on every render of every component,
 * and each call of that t copies its options to add the language and namespace before the instance's t
 * looks it up: on the server, where every render is a first render, that was about a thirtieth of a page's
 * time. A document instance has one language and one namespace, so the plain request (this language or
 * none, the shop's namespace, no key prefix) gets one kept t, made once; any other goes to i18next.
 */
function keepDocumentT(instance: i18n, locale: Locale) {
  const original = instance.getFixedT.bind(instance)
  let kept: TFunction | undefined
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown) => {
    const plain = (lng === null || lng === undefined || lng === locale) && (ns === undefined || ns === I18N_NAMESPACE) && !keyPrefix
    if (!plain) return original(lng as string, ns as string, keyPrefix as string)
    return (kept ??= keepLookups(original(locale, I18N_NAMESPACE)))
  }) as i18n['getFixedT']
}

/** Lookups kept per t function; when full, it starts again (the shop has about 700 strings per locale). */
const KEPT_LOOKUPS = 20_000

/**
 * A name for a lookup whose answer depends only on its key and options: options of plain values (a count, a
 * name, a price as text, the language to look in). Null for any other (objects, functions, several keys).
 */
export function lookupId(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null
  if (options === undefined) return key
  if (typeof options !== 'object' || options === null) return null
  for (const value of Object.values(options as Record<string, unknown>)) {
    if (
      value !== undefined &&
      value !== null &&
      typeof value === 'object' &&
      !(Array.isArray(value) && value.every((item) => typeof item === 'string'))
    )
      return null
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return null
  }
  return `${key}\u0000${JSON.stringify(options)}`
}

/**
 * The strings never change while the server runs, so a lookup with the same key and plain options gives the
 * same text every time: it is made once. i18next resolves the language chain, the plural form and the
 * interpolation on every call, about a twentieth of a page's server time. Lookups with other options are
 * passed on as they are.
 */
export function keepLookups<F>(lookup: F): F {
  const call = lookup as unknown as (...args: unknown[]) => unknown
  const kept = new Map<string, unknown>()
  return ((...args: unknown[]) => {
    const id = args.length <= 2 ? lookupId(args[0], args[1]) : null
    if (id === null) return call(...args)
    if (kept.has(id)) return kept.get(id)
    const text = call(...args)
    if (kept.size >= KEPT_LOOKUPS) kept.clear()
    kept.set(id, text)
    return text
  }) as unknown as F
}

function deepMerge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key]
    out[key] =
      value && typeof value === 'object' && prev && typeof prev === 'object' ? deepMerge(prev as Messages, value as Messages) : value
  }
  return out
}

export async function getT(request: Request) {
  return fixedT(await resolveLocale(request))
}

const versions = new Map<Locale, string>()

/** A short fingerprint of a locale's merged strings: it changes whenever any of them does. */
export function messagesVersion(locale: Locale): string {
  let version = versions.get(locale)
  if (!version) {
    version = crypto
      .createHash('sha256')
      .update(JSON.stringify(messagesFor(locale)))
      .digest('hex')
      .slice(0, 12)
    versions.set(locale, version)
  }
  return version
}

/**
 * Where the browser fetches a locale's strings: once per language and version, then from its cache
 * (the file never changes under its name), instead of inside every page's and every fetcher's data.
 */
export function messagesPath(locale: Locale): string {
  return `/resources/messages/${locale}/${messagesVersion(locale)}`
}
