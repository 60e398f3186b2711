import type { i18n as I18n } from 'i18next'
import { I18N_NAMESPACE, i18nOptions } from './i18n'

/**
 * The browser's translations: what react-i18next's `useTranslation` asks of an i18next instance, for one
 * locale whose strings are already merged over their fallbacks (the server sends them so). The page
 * arrives rendered by i18next on the server; hydrating it needs the same texts and nothing more, so the
 * browser does without i18next itself, a sixth of the JavaScript of a product page and most of the time
 * each text took to look up (an i18next lookup walks the locale, its language and "dev" on every call).
 *
 * What the shop's texts use is what is kept, with i18next's rules for it (i18n-client.test.ts compares the two
 * on every string of every locale): flat keys; `{name}` placeholders (`{-name}` too), filled with the
 * option of that name (an option given as undefined empties it, a missing one is left as written);
 * plurals by `count` with the locale's Intl plural rules (`key_one`, `key_other`..., and `key_zero` first
 * for a count of 0), falling back to the bare key; a default value (`t(key, 'text')` or
 * `{ defaultValue }`, per plural form too) for a missing key, else the key itself, both filled in too;
 * an empty string is a translation; an array of keys gives the first one found. Not kept, since no text
 * uses them: nesting (`$t(...)`), formats (`{value, number}`), contexts and ordinals.
 */

type Options = Record<string, unknown>
type Messages = Record<string, unknown>

const PLACEHOLDER = new RegExp(
  `${escapeRegExp(i18nOptions.interpolation.prefix)}(.+?)${escapeRegExp(i18nOptions.interpolation.suffix)}`,
  'g',
)
const RAW_PLACEHOLDER = new RegExp(
  `${escapeRegExp(i18nOptions.interpolation.prefix)}-(.+?)${escapeRegExp(i18nOptions.interpolation.suffix)}`,
  'g',
)

function escapeRegExp(text: string): string {
  return text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&')
}

/** i18next's reading of t's arguments: a string after the key is the default value, an object the options. */
function optionsOf(second: unknown, third: unknown): Options {
  const options: Options = typeof second === 'object' && second !== null ? { ...(second as Options) } : {}
  if (typeof second === 'string') options.defaultValue = second
  if (typeof third === 'object' && third !== null) Object.assign(options, third)
  return options
}

function hasDefaultValue(options: Options): boolean {
  return Object.keys(options).some((key) => key.startsWith('defaultValue') && options[key] !== undefined)
}

function fill(text: string, options: Options): string {
  const replace = (match: string, name: string) => {
    const key = name.trim()
    if (!Object.prototype.hasOwnProperty.call(options, key)) return match
    const value = options[key]
    return value === undefined || value === null ? '' : String(value)
  }
  return text.replace(RAW_PLACEHOLDER, replace).replace(PLACEHOLDER, replace)
}

/** The page's translations once entry.client has made them (meta functions run outside React's context). */
let current: I18n | undefined

/** A text of the page's language in the browser; the key itself before the strings are there. */
export function browserText(key: string): string {
  return current ? current.t(key) : key
}

export function createClientI18n(locale: string, messages: Messages): I18n {
  let rules: Intl.PluralRules | null
  try {
    rules = new Intl.PluralRules(locale)
  } catch {
    rules = null
  }
  const translation = (key: string): string | undefined => {
    const value = Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined
    return typeof value === 'string' ? value : undefined
  }

  function t(keys: string | string[], second?: unknown, third?: unknown): string {
    const options = optionsOf(second, third)
    const list = Array.isArray(keys) ? keys : [keys]
    const count = options.count
    const plural = count !== undefined && typeof count !== 'string'
    const suffix = plural && rules ? `_${rules.select(count as number)}` : ''
    const zero = plural && count === 0
    let found: string | undefined
    for (const key of list) {
      if (zero) found = translation(`${key}_zero`)
      if (found === undefined && plural) found = translation(key + suffix)
      if (found === undefined) found = translation(key)
      if (found !== undefined) break
    }
    if (found === undefined && hasDefaultValue(options)) {
      const fallback = (zero && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue
      if (fallback !== undefined && fallback !== null) found = fallback as string
    }
    if (found === undefined) found = String(list[list.length - 1] ?? '')
    return typeof found === 'string' ? fill(found, options) : found
  }

  const instance = {
    language: locale,
    languages: [locale],
    isInitialized: true,
    options: { ...i18nOptions, lng: locale, defaultNS: I18N_NAMESPACE, react: { bindI18n: '', bindI18nStore: '', useSuspense: false } },
    t,
    getFixedT: () => t,
    hasLoadedNamespace: () => true,
    exists: (key: string) => translation(key) !== undefined,
    on: () => {},
    off: () => {},
  }
  current = instance as unknown as I18n
  return current
}
