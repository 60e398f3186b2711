import { describe, expect, it } from 'vitest'
import { NOTICE_RETURN_ID, returnWhenOnline, type NoticeWindow } from './notice-view'

/** A notice's "Try again" link and window; the `online` event and the timers are run by hand. */
function notice(search: string) {
  const link = {
    hidden: true,
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value
    },
  }
  const doc = { getElementById: (id: string) => (id === NOTICE_RETURN_ID ? link : null) } as unknown as Document
  const listeners: (() => void)[] = []
  const timers: (() => void)[] = []
  const visited: string[] = []
  const win: NoticeWindow = {
    location: { search, replace: (url) => visited.push(url) },
    addEventListener: (_type, listener) => listeners.push(listener),
    setTimeout: (run) => timers.push(run),
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    doc,
    win,
    link,
    visited,
    timers,
    goOnline: async () => {
      listeners.forEach((listener) => listener())
      await settle()
    },
    tick: async () => {
      timers.shift()?.()
      await settle()
    },
  }
}

const answers =
  (...results: boolean[]) =>
  () =>
    Promise.resolve(results.shift() ?? false)

describe('an offline notice, back online', () => {
  it('goes to the page the shopper asked for when the connection returns, not before', async () => {
    const shown = notice(`?reason=category&from=${encodeURIComponent('/de/c/fridges?sort=price-desc')}`)
    expect(returnWhenOnline(shown.doc, shown.win, answers(true))).toBe('/de/c/fridges?sort=price-desc')
    // Opened offline, or with a network the browser believes is up: it stays until the connection returns.
    expect(shown.visited).toEqual([])
    await shown.goOnline()
    expect(shown.visited).toEqual(['/de/c/fridges?sort=price-desc'])
  })

  it('waits until the shop answers: a network that is up may not reach it yet', async () => {
    const shown = notice(`?reason=search&q=kettle&from=${encodeURIComponent('/search?q=kettle')}`)
    returnWhenOnline(shown.doc, shown.win, answers(false, false, true))
    await shown.goOnline()
    // A second `online` while it is asking starts nothing more.
    await shown.goOnline()
    expect(shown.visited).toEqual([])
    await shown.tick()
    expect(shown.visited).toEqual([])
    await shown.tick()
    expect(shown.visited).toEqual(['/search?q=kettle'])
    expect(shown.timers).toEqual([])
  })

  it('gives up asking after half a minute, until the next `online`', async () => {
    const shown = notice(`?reason=generic&from=${encodeURIComponent('/blog')}`)
    returnWhenOnline(shown.doc, shown.win, answers())
    await shown.goOnline()
    for (let i = 0; i < 40; i++) await shown.tick()
    expect(shown.timers).toEqual([])
    expect(shown.visited).toEqual([])
  })

  it('offers the way back as a link too', () => {
    const shown = notice(`?reason=reset-password&from=${encodeURIComponent('/my-account')}`)
    returnWhenOnline(shown.doc, shown.win, answers(true))
    expect(shown.link).toMatchObject({ hidden: false, attributes: { href: '/my-account' } })
  })

  it('stays put, link hidden, when the address names no page of this shop', async () => {
    for (const search of ['?reason=page', `?reason=page&from=${encodeURIComponent('//evil.example/')}`]) {
      const shown = notice(search)
      expect(returnWhenOnline(shown.doc, shown.win, answers(true))).toBeNull()
      await shown.goOnline()
      expect(shown.visited).toEqual([])
      expect(shown.link.hidden).toBe(true)
    }
  })
})
