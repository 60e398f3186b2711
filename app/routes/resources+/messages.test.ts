import { describe, expect, it } from 'vitest'
import { messagesFor, messagesPath, messagesVersion } from '~/utils/i18n.server'
import { loader } from './messages.$locale.$version'

function load(locale: string, version: string) {
  return loader({
    params: { locale, version },
    request: new Request(`http://shop.test/resources/messages/${locale}/${version}`),
    context: {},
  })
}

describe('interface strings for the browser', () => {
  it('serves the current version of a locale for good, merged over its fallback', async () => {
    const response = await load('en-ZA', messagesVersion('en-ZA'))
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const strings = (await response.json()) as Record<string, string>
    expect(strings).toEqual(messagesFor('en-ZA'))
    // en-ZA ships empty and reads the en-US strings.
    expect(strings['product.addToCart']).toBe(messagesFor('en-US')['product.addToCart'])
  })

  it("answers an old version with today's strings, briefly cached", async () => {
    const response = await load('de-DE', '000000000000')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60')
    expect(await response.json()).toEqual(messagesFor('de-DE'))
  })

  it("knows only the shop's locales", async () => {
    let thrown: unknown
    try {
      load('xx-XX', 'abc')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
  })

  it('names a new URL when the strings change', () => {
    expect(messagesPath('it-IT')).toBe(`/resources/messages/it-IT/${messagesVersion('it-IT')}`)
    expect(messagesVersion('it-IT')).toMatch(/^[0-9a-f]{12}$/)
    expect(messagesVersion('it-IT')).not.toBe(messagesVersion('de-DE'))
  })
})
