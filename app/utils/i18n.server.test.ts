import { describe, expect, it, vi } from 'vitest'
import { documentI18n, fixedT, keepPlainLookups, plainLookupId } from './i18n.server'

describe('keepPlainLookups', () => {
  it('looks a key without values up once, and passes every lookup with values on', () => {
    const lookup = vi.fn((key: string, options?: { count?: number }) => `${key}:${options?.count ?? ''}`)
    const t = keepPlainLookups(lookup)
    expect(t('a')).toBe('a:')
    expect(t('a')).toBe('a:')
    expect(lookup).toHaveBeenCalledTimes(1)
    expect(t('a', { count: 1 })).toBe('a:1')
    expect(t('a', { count: 2 })).toBe('a:2')
    expect(t('a', { count: 2 })).toBe('a:2')
    expect(lookup).toHaveBeenCalledTimes(4)
  })

  it('tells lookups in different languages or namespaces apart', () => {
    expect(plainLookupId('k', { lng: 'de-DE', ns: 'common' })).not.toBe(plainLookupId('k', { lng: 'it-IT', ns: 'common' }))
    expect(plainLookupId('k', { lng: 'de-DE', defaultValue: 'x' })).toBeNull()
    expect(plainLookupId(['k', 'j'], undefined)).toBeNull()
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
