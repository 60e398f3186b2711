import { FALLBACK_LOCALE, LOCALES, type Locale } from './store-views'

export const I18N_NAMESPACE = 'common'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * Where a missing string is looked up next. en-ZA ships empty and falls back to en-US;
 * every other locale falls back to en-US for strings not yet translated.
 */
export function fallbackChain(locale: Locale): Locale[] {
  return locale === FALLBACK_LOCALE ? [] : [FALLBACK_LOCALE]
}

/** The language part for <html lang> and Intl ("de-DE" -> "de"). */
export function languageOf(locale: string): string {
  return locale.split('-')[0] ?? 'en'
}

/**
 * Catalogue content (product and category names and descriptions, CMS pages and blocks) is written in English,
 * German and Italian only, one language per store view; the other locales translate the shop's own text.
 */
export const CATALOGUE_LANGUAGES = ['en', 'de', 'it'] as const

/** Whether a language choice shows the whole catalogue in that language too (in the store view of its language). */
export function hasCatalogueIn(locale: string): boolean {
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(languageOf(locale))
}

const CATALOGUE_NOTES: Record<(typeof CATALOGUE_LANGUAGES)[number], string> = {
  en: 'catalogue.languageNoteEnglish',
  de: 'catalogue.languageNoteGerman',
  it: 'catalogue.languageNoteItalian',
}

/**
 * The note that says in which language the catalogue is shown, when the interface is in another one: the
 * catalogue follows the store view, the interface the shopper's choice. Null when both are one language.
 */
export function catalogueNoteKey(interfaceLocale: string, storeViewLocale: string): string | null {
  const catalogue = languageOf(storeViewLocale)
  if (languageOf(interfaceLocale) === catalogue) return null
  return CATALOGUE_NOTES[catalogue as keyof typeof CATALOGUE_NOTES] ?? null
}

/** Human names of the locales, each in its own language, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English (US)',
  'en-ZA': 'English (South Africa)',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'nl-NL': 'Nederlands',
  'ja-JP': '日本語',
  'ru-RU': 'Русский',
  'it-IT': 'Italiano',
  'pt-BR': 'Português (Brasil)',
  'pl-PL': 'Polski',
  'cs-CZ': 'Čeština',
}

/**
 * Options shared by the server and the browser. Keys are flat ("product.addToCart") and the spec's
 * messages are their own keys, so neither '.' nor ':' separates anything; placeholders use the
 * spec's single braces ("Only {maxQuantity} products...").
 */
export const i18nOptions = {
  defaultNS: I18N_NAMESPACE,
  ns: [I18N_NAMESPACE],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
} as const
