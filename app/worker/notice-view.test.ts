import { describe, expect, it } from 'vitest'
import { NOTICE_RETURN_ID, returnWhenOnline, type NoticeWindow } from './notice-view'

/** A notice's "Try again" link and window, with the `online` event fired by hand. */
function notice(search: string) {
  const link = { hidden: true, attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value } }
  const doc = { getElementById: (id: string) => (id === NOTICE_RETURN_ID ? link : null) } as unknown as Document
  const listeners: (() => void)[] = []
  const visited: string[] = []
  const win: NoticeWindow = {
    location: { search, replace: (url) => visited.push(url) },
    addEventListener: (_type, listener) => listeners.push(listener),
  }
  return { doc, win, link, visited, goOnline: () => listeners.forEach((listener) => listener()) }
}

describe('an offline notice, back online', () => {
  it('goes to the page the shopper asked for when the connection returns, not before', () => {
    const shown = notice(`?reason=category&from=${encodeURIComponent('/de/c/fridges?sort=price-desc')}`)
    expect(returnWhenOnline(shown.doc, shown.win)).toBe('/de/c/fridges?sort=price-desc')
    // Opened offline, or with a network the browser believes is up: it stays until the connection returns.
    expect(shown.visited).toEqual([])
    shown.goOnline()
    expect(shown.visited).toEqual(['/de/c/fridges?sort=price-desc'])
  })

  it('offers the way back as a link too', () => {
    const shown = notice(`?reason=reset-password&from=${encodeURIComponent('/my-account')}`)
    returnWhenOnline(shown.doc, shown.win)
    expect(shown.link).toMatchObject({ hidden: false, attributes: { href: '/my-account' } })
  })

  it('stays put, link hidden, when the address names no page of this shop', () => {
    for (const search of ['?reason=page', `?reason=page&from=${encodeURIComponent('//evil.example/')}`]) {
      const shown = notice(search)
      expect(returnWhenOnline(shown.doc, shown.win)).toBeNull()
      shown.goOnline()
      expect(shown.visited).toEqual([])
      expect(shown.link.hidden).toBe(true)
    }
  })
})
