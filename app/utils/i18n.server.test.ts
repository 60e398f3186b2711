import { describe, expect, it, vi } from 'vitest'
import { documentI18n, fixedT, keepLookups, lookupId } from './i18n.server'

describe('keepLookups', () => {
  it('makes a text once per key and values, and passes lookups with other options on', () => {
    const lookup = vi.fn((key: string, options?: { count?: number; item?: object }) => `${key}:${options?.count ?? ''}`)
    const t = keepLookups(lookup)
    expect(t('a')).toBe('a:')
    expect(t('a')).toBe('a:')
    expect(lookup).toHaveBeenCalledTimes(1)
    expect(t('a', { count: 1 })).toBe('a:1')
    expect(t('a', { count: 2 })).toBe('a:2')
    expect(t('a', { count: 2 })).toBe('a:2')
    expect(lookup).toHaveBeenCalledTimes(3)
    t('a', { item: { name: 'x' } })
    t('a', { item: { name: 'x' } })
    expect(lookup).toHaveBeenCalledTimes(5)
  })

  it('tells lookups in different languages, namespaces or values apart', () => {
    expect(lookupId('k', { lng: 'de-DE', ns: 'common' })).not.toBe(lookupId('k', { lng: 'it-IT', ns: 'common' }))
    expect(lookupId('k', { lng: 'de-DE', count: 1 })).not.toBe(lookupId('k', { lng: 'de-DE', count: 2 }))
    expect(lookupId('k', { lngs: ['de-DE'], ns: 'common' })).not.toBeNull()
    expect(lookupId(['k', 'j'], undefined)).toBeNull()
    expect(lookupId('k', { postProcess: () => 'x' })).toBeNull()
  })
})

describe('the t functions of a locale', () => {
  it('still count and translate after their plain lookups are kept', async () => {
    for (const t of [await fixedT('en-US'), (await documentI18n('de-DE')).getFixedT('de-DE', 'common')]) {
      const one = t('layout.cartWithCount', { count: 1 })
      const two = t('layout.cartWithCount', { count: 2 })
      expect(one).not.toBe(two)
      expect(t('layout.cartWithCount', { count: 1 })).toBe(one)
      expect(t('layout.skipToContent')).toBe(t('layout.skipToContent'))
    }
    expect((await fixedT('en-US'))('layout.cartWithCount', { count: 2 })).toBe('Cart, 2 items')
    expect((await documentI18n('de-DE')).getFixedT('de-DE', 'common')('layout.skipToContent')).not.toBe(
      (await documentI18n('en-US')).getFixedT('en-US', 'common')('layout.skipToContent'),
    )
  })
})

describe('the document instance of a locale', () => {
  it("gives every component one t in the document's language, and i18next's own for any other request", async () => {
    const de = await documentI18n('de-DE')
    const first = de.getFixedT(null, 'common')
    expect(de.getFixedT('de-DE', 'common')).toBe(first)
    expect(first('layout.skipToContent')).toBe(de.t('layout.skipToContent'))
    expect(first('layout.cartWithCount', { count: 2 })).not.toBe(first('layout.cartWithCount', { count: 1 }))
    // Another language asked of the German instance is not the German lookup.
    expect(de.getFixedT('en-US', 'common')).not.toBe(first)
    expect(de.getFixedT(null, 'common', 'layout')('skipToContent')).toBe(first('layout.skipToContent'))
  })
})
