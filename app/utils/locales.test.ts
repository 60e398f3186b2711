import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { I18N_NAMESPACE, fallbackChain, i18nOptions } from './i18n'
import { FALLBACK_LOCALE, LOCALES, type Locale } from './store-views'

/*
 * Checks on the UI string files in locales/<locale>/common.json.
 *
 * en-US is the source. Every other locale but en-ZA translates every en-US key, so this test fails as soon as
 * en-US gains a key that any of them does not have yet: that is on purpose, translate the new key in all of
 * them. en-ZA ships empty (its strings are the en-US ones) and falls back to en-US. A plural key has exactly
 * the forms i18next looks up for that language (the CLDR categories of Intl.PluralRules: one/few/many/other
 * in Russian, Polish and Czech, other alone in Japanese), and every text keeps the placeholders of its
 * English source.
 */

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url))
const EMPTY: Locale[] = ['en-ZA']
const COMPLETE: Locale[] = LOCALES.filter((l) => l !== FALLBACK_LOCALE && !EMPTY.includes(l))
const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other']

/** Values that may read the same as the English one because they are the same word in that language. */
const SAME_AS_ENGLISH_EVERYWHERE = new Set(['OK', 'SKU', 'Blog', 'Karoo'])
const SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  'de-DE': ['Filter', 'Newsletter'],
  'it-IT': ['Menu', 'Newsletter'],
  'fr-FR': ['Menu', 'Page {page}', 'Newsletter', 'Province'],
  'nl-NL': ['Menu'],
  'pl-PL': ['Menu', 'Newsletter'],
  'pt-BR': ['Menu', 'Newsletter', 'E-mail'],
  'cs-CZ': ['Newsletter'],
}
/** Brand names that stay as they are in every language. */
const BRANDS = ['Karoo Appliances', 'Karoo']

type Messages = Record<string, string>

function readRaw(locale: string): string {
  return readFileSync(`${LOCALES_DIR}${locale}/common.json`, 'utf8')
}

function readMessages(locale: string): Messages {
  const parsed: unknown = JSON.parse(readRaw(locale))
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${locale}: not a JSON object`)
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`${locale}: "${key}" is not a string`)
  }
  return parsed as Messages
}

function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories
}

function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]))].sort()
}

const en = readMessages(FALLBACK_LOCALE)
const enKeys = Object.keys(en)

/** Base keys that en-US declares plural ("listing.count" for listing.count_one / listing.count_other). */
const pluralBases = new Set(
  enKeys.flatMap((key) => {
    const m = PLURAL_SUFFIX.exec(key)
    return m && (`${m[1]}_one` in en || `${m[1]}_other` in en) ? [m[1]] : []
  }),
)

function pluralParts(key: string): { base: string; category: string } | null {
  const m = PLURAL_SUFFIX.exec(key)
  return m && pluralBases.has(m[1]) ? { base: m[1], category: m[2] } : null
}

/** The en-US text a locale's key translates: a plural form without an English twin compares with `_other`. */
function englishFor(key: string): string | undefined {
  if (key in en) return en[key]
  const plural = pluralParts(key)
  return plural ? en[`${plural.base}_other`] : undefined
}

/** Sort position in en-US order; plural forms of one key sit together in CLDR order. */
function positionOf(key: string): number {
  const plural = pluralParts(key)
  if (!plural) return enKeys.indexOf(key) * 10
  const first = enKeys.findIndex((k) => pluralParts(k)?.base === plural.base)
  return first * 10 + CATEGORY_ORDER.indexOf(plural.category)
}

function sameAsEnglishAllowed(locale: Locale, value: string): boolean {
  if (SAME_AS_ENGLISH_EVERYWHERE.has(value) || SAME_AS_ENGLISH[locale]?.includes(value)) return true
  // "{name} | Karoo Appliances": nothing but placeholders, brand names and punctuation.
  let rest = value.replace(/\{[^{}]*\}/g, '')
  for (const brand of BRANDS) rest = rest.split(brand).join('')
  return !/\p{L}/u.test(rest)
}

/** The keys a complete locale has: every en-US key, a plural key in each form its language distinguishes. */
function requiredKeys(locale: Locale): string[] {
  const categories = pluralCategories(locale)
  const keys = new Set<string>()
  for (const key of enKeys) {
    const plural = pluralParts(key)
    if (!plural) keys.add(key)
    else for (const c of categories) keys.add(`${plural.base}_${c}`)
  }
  return [...keys]
}

const translated = LOCALES.filter((l) => l !== FALLBACK_LOCALE)
const messages = Object.fromEntries(LOCALES.map((l) => [l, readMessages(l)])) as Record<Locale, Messages>

describe('locale files', () => {
  it('has exactly one file per configured locale', () => {
    const dirs = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
    expect(dirs).toEqual([...LOCALES].sort())
  })

  it.each([...LOCALES])('%s is a flat JSON object of strings, 2-space indented, with a trailing newline', (locale) => {
    const raw = readRaw(locale)
    expect(() => readMessages(locale)).not.toThrow()
    if (locale !== FALLBACK_LOCALE) expect(raw).toBe(`${JSON.stringify(JSON.parse(raw), null, 2)}\n`)
  })

  it.each([...LOCALES])('%s has no empty values', (locale) => {
    const empty = Object.entries(messages[locale]).filter(([, v]) => v.trim() === '')
    expect(empty.map(([k]) => k)).toEqual([])
  })

  it('en-US declares every plural key with both _one and _other', () => {
    for (const base of pluralBases) {
      expect(en, base).toHaveProperty([`${base}_one`])
      expect(en, base).toHaveProperty([`${base}_other`])
    }
  })

  it.each(EMPTY)('%s is empty and falls back to en-US', (locale) => {
    expect(messages[locale]).toEqual({})
    expect(fallbackChain(locale)).toEqual([FALLBACK_LOCALE])
  })

  it('every locale but en-US and en-ZA is held to completeness', () => {
    expect([...COMPLETE, FALLBACK_LOCALE, ...EMPTY].sort()).toEqual([...LOCALES].sort())
    expect(COMPLETE).toHaveLength(10)
  })

  it.each(COMPLETE)('%s translates every en-US key, a plural key in every form of its language', (locale) => {
    const missing = requiredKeys(locale).filter((key) => !(key in messages[locale]))
    expect(missing).toEqual([])
  })

  it.each(translated)('%s holds only current en-US keys and the plural forms its language uses', (locale) => {
    const categories = pluralCategories(locale)
    const stale = Object.keys(messages[locale]).filter((key) => {
      const plural = pluralParts(key)
      return plural ? !categories.includes(plural.category) : !(key in en)
    })
    expect(stale).toEqual([])
  })

  it.each(translated)('%s keeps the en-US key order', (locale) => {
    const keys = Object.keys(messages[locale])
    const sorted = [...keys].sort((a, b) => positionOf(a) - positionOf(b))
    expect(keys).toEqual(sorted)
  })

  it.each(translated)('%s has every plural form its language needs for each plural key it translates', (locale) => {
    const categories = pluralCategories(locale)
    const own = messages[locale]
    const gaps: string[] = []
    for (const base of pluralBases) {
      const present = categories.filter((c) => `${base}_${c}` in own)
      if (present.length === 0) continue
      for (const c of categories) if (!(`${base}_${c}` in own)) gaps.push(`${base}_${c}`)
    }
    expect(gaps).toEqual([])
  })

  it.each(translated)('%s keeps the placeholders of the English text', (locale) => {
    const wrong: string[] = []
    for (const [key, value] of Object.entries(messages[locale])) {
      const english = englishFor(key)
      if (english === undefined) continue // reported as stale above
      if (placeholders(value).join() !== placeholders(english).join()) wrong.push(`${key}: ${value}`)
      if (/\{\{|\}\}/.test(value)) wrong.push(`${key}: double braces in ${value}`)
    }
    expect(wrong).toEqual([])
  })

  it.each(translated)('%s does not copy English text', (locale) => {
    const copied = Object.entries(messages[locale])
      .filter(([key, value]) => englishFor(key) === value && !sameAsEnglishAllowed(locale, value))
      .map(([key]) => key)
    expect(copied).toEqual([])
  })

  it('the allow-list does not let ordinary English words through', () => {
    expect(sameAsEnglishAllowed('de-DE', 'Add to cart')).toBe(false)
    expect(sameAsEnglishAllowed('de-DE', '{name}, page {page} | Karoo Appliances')).toBe(false)
    expect(sameAsEnglishAllowed('de-DE', '{name} | Karoo Appliances')).toBe(true)
    expect(sameAsEnglishAllowed('de-DE', 'Menu')).toBe(false)
  })
})

describe('locale files at runtime (i18next)', () => {
  async function tFor(locale: Locale) {
    const i18n = createInstance()
    await i18n.init({
      ...i18nOptions,
      lng: locale,
      resources: Object.fromEntries(LOCALES.map((l) => [l, { [I18N_NAMESPACE]: messages[l] }])),
      fallbackLng: (code: string) => fallbackChain(code as Locale),
    })
    return i18n.getFixedT(locale, I18N_NAMESPACE)
  }

  /** Counts that between them reach every CLDR plural category of the shop's languages (1.5 for Czech "many", 1000000 for French "many"). */
  const SAMPLE_COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 0.5, 1.5, 1_000_000]

  it.each(COMPLETE)('%s: i18next looks up exactly the plural forms its file holds, each in its own words', async (locale) => {
    const i18n = createInstance()
    await i18n.init({ ...i18nOptions, lng: locale, resources: { [locale]: { [I18N_NAMESPACE]: messages[locale] } } })
    // i18next picks a form by Intl.PluralRules: its suffixes are the language's CLDR categories.
    const suffixes = (i18n.services.pluralResolver as unknown as { getSuffixes(code: string): string[] }).getSuffixes(locale)
    expect([...suffixes].sort()).toEqual(
      pluralCategories(locale)
        .map((c) => `_${c}`)
        .sort(),
    )

    const t = i18n.getFixedT(locale, I18N_NAMESPACE)
    const rules = new Intl.PluralRules(locale)
    const wrong: string[] = []
    for (const base of pluralBases) {
      for (const category of pluralCategories(locale)) {
        const count = SAMPLE_COUNTS.find((n) => rules.select(n) === category)
        if (count === undefined) throw new Error(`${locale}: no sample count for "${category}"`)
        const expected = messages[locale][`${base}_${category}`]?.replace(/\{count\}/g, String(count))
        const actual = t(base, { count })
        if (actual !== expected) wrong.push(`${base} (${count}): ${actual}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it("gives the spec's account messages in the shopper's language instead of English", async () => {
    const french = await tFor('fr-FR')
    expect(french('You need to be logged in to see this page')).toBe('Vous devez être connecté pour voir cette page')
    expect(french('A customer with the same e-mail already exists')).toBe('Un client avec la même adresse e-mail existe déjà')
    for (const locale of COMPLETE) {
      const t = await tFor(locale)
      for (const key of [
        'You need to be logged in to see this page',
        'A customer with the same e-mail already exists',
        'account.loginTitle',
        'mail.resetSubject',
      ]) {
        expect(t(key), `${locale} ${key}`).not.toBe(en[key])
      }
    }
    expect(en['You need to be logged in to see this page']).toBe('You need to be logged in to see this page')
  })

  it('says "minutes" in the right form after every number', async () => {
    const ru = await tFor('ru-RU')
    expect(ru('throttle.tooManyAttempts', { count: 1 })).toBe('Слишком много попыток. Попробуйте ещё раз через 1 минуту.')
    expect(ru('throttle.tooManyAttempts', { count: 3 })).toBe('Слишком много попыток. Попробуйте ещё раз через 3 минуты.')
    expect(ru('throttle.tooManyAttempts', { count: 15 })).toBe('Слишком много попыток. Попробуйте ещё раз через 15 минут.')
    const pl = await tFor('pl-PL')
    expect(pl('throttle.tooManyAttempts', { count: 22 })).toBe('Zbyt wiele prób. Spróbuj ponownie za 22 minuty.')
    expect(pl('throttle.tooManyAttempts', { count: 12 })).toBe('Zbyt wiele prób. Spróbuj ponownie za 12 minut.')
    const cs = await tFor('cs-CZ')
    expect(cs('throttle.tooManyAttempts', { count: 1 })).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 1 minutu.')
    expect(cs('throttle.tooManyAttempts', { count: 10 })).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 10 minut.')
    const ja = await tFor('ja-JP')
    expect(ja('throttle.tooManyAttempts', { count: 1 })).toBe('試行回数が多すぎます。1分後にもう一度お試しください。')
    const fr = await tFor('fr-FR')
    expect(fr('throttle.tooManyAttempts', { count: 1 })).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.')
    expect(fr('throttle.tooManyAttempts', { count: 2 })).toBe('Trop de tentatives. Veuillez réessayer dans 2 minutes.')
  })

  it('picks the right plural form in languages with several', async () => {
    const ru = await tFor('ru-RU')
    expect(ru('listing.count', { count: 1 })).toBe('1 товар')
    expect(ru('listing.count', { count: 3 })).toBe('3 товара')
    expect(ru('listing.count', { count: 5 })).toBe('5 товаров')
    const pl = await tFor('pl-PL')
    expect(pl('listing.count', { count: 22 })).toBe('22 produkty')
    expect(pl('listing.count', { count: 25 })).toBe('25 produktów')
    const cs = await tFor('cs-CZ')
    expect(cs('listing.count', { count: 4 })).toBe('4 produkty')
    expect(cs('listing.count', { count: 5 })).toBe('5 produktů')
    const ja = await tFor('ja-JP')
    expect(ja('listing.count', { count: 1 })).toBe('1件の商品')
    const it_ = await tFor('it-IT')
    expect(it_('listing.count', { count: 1 })).toBe('1 prodotto')
    expect(it_('listing.count', { count: 7 })).toBe('7 prodotti')
  })

  it('interpolates single-brace placeholders in spec messages', async () => {
    const de = await tFor('de-DE')
    expect(de('Only {maxQuantity} products of this type are available!', { maxQuantity: 3 })).toBe(
      'Von diesem Produkt sind nur 3 Stück verfügbar!',
    )
    expect(de('product.addToCart')).toBe('In den Warenkorb')
    const it_ = await tFor('it-IT')
    expect(it_('product.addToCart')).toBe('Aggiungi al carrello')
  })

  it('falls back to en-US for en-ZA', async () => {
    const za = await tFor('en-ZA')
    expect(za('product.addToCart')).toBe(en['product.addToCart'])
    expect(za('listing.count', { count: 2 })).toBe(en['listing.count_other'].replace('{count}', '2'))
  })
})
