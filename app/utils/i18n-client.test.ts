import { createInstance, type TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { I18N_NAMESPACE, i18nOptions } from './i18n'
import { createClientI18n } from './i18n-client'
import { messagesFor } from './i18n.server'
import { LOCALES, type Locale } from './store-views'

/** The server renders with i18next: the browser must produce the very same texts, or hydration breaks. */
async function i18nextT(locale: Locale): Promise<TFunction> {
  const instance = createInstance()
  await instance.init({ ...i18nOptions, lng: locale, resources: { [locale]: { [I18N_NAMESPACE]: messagesFor(locale) } } })
  return instance.t
}

const PLURAL = /_(zero|one|two|few|many|other)$/
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5, -1]

describe('the browser translations give what i18next gives', () => {
  for (const locale of LOCALES) {
    it(`on every string of ${locale}, with and without values and counts`, async () => {
      const messages = messagesFor(locale)
      const expected = await i18nextT(locale)
      const actual = createClientI18n(locale, messages).t as unknown as (...args: unknown[]) => string
      const keys = Object.keys(messages)
      const bases = [...new Set(keys.map((key) => key.replace(PLURAL, '')))]
      for (const key of keys) {
        const names = [...String(messages[key]).matchAll(/\{-?\s*([^{}]+?)\s*\}/g)].map((match) => match[1]!)
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 ? 42 : `<${name} $& $1>`]))
        expect(actual(key), key).toBe(expected(key))
        expect(actual(key, values), key).toBe(expected(key, values))
      }
      for (const base of bases) {
        for (const count of COUNTS) {
          expect(actual(base, { count }), `${base} ${count}`).toBe(expected(base, { count }))
          expect(actual(base, { count, name: 'x' }), `${base} ${count}`).toBe(expected(base, { count, name: 'x' }))
        }
      }
    })
  }

  it('falls back to the default value, then to the key, and fills either in', async () => {
    const expected = await i18nextT('de-DE')
    const actual = createClientI18n('de-DE', messagesFor('de-DE')).t as unknown as (...args: unknown[]) => string
    const calls: unknown[][] = [
      ['no.such.key'],
      ['no.such.key', 'Standard {name}', { name: 'Post' }],
      ['no.such.key', { defaultValue: 'Standard {name}', name: 'Post' }],
      ['no.such.key', { defaultValue: '' }],
      ['no.such.key', { defaultValue: undefined }],
      ['no.such.key', { defaultValue: 'some', defaultValue_one: 'one {count}', count: 1 }],
      ['no.such.key', { defaultValue: 'some', defaultValue_zero: 'none', count: 0 }],
      ['Only {maxQuantity} products of this type are available!', { maxQuantity: 3 }],
      ['Missing {value} here', { other: 1 }],
      ['Empty {value} here', { value: undefined }],
      ['Null {value} here', { value: null }],
      ['Raw {-value} and {value}', { value: 'a' }],
      ['Braces {} then {value}', { value: 'a' }],
      [['no.such.key', 'layout.skipToContent']],
      ['listing.count', { count: '3' }],
    ]
    for (const call of calls) expect(actual(...call), JSON.stringify(call)).toBe(expected(...(call as Parameters<TFunction>)))
  })
})
