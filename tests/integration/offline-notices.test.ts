import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import * as offlineRoute from '~/routes/($store)+/offline'
import { setDatabase } from '~/server/db.server'
import { NOTICE_HEADER_MARK } from '~/worker/cache-rules'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser } from './support/shop'

/** The entities React writes for the five characters it escapes in a text. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27);/g, (_m, name: string) => ENTITIES[name]!)

type Notice = { message: string; reason: string; home: string; html: string }

/** The notices the service worker caches while online and shows offline: an uncached product, category or CMS page says so and leads home. */
describeEachDatabase('offline notices', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  const notice = async (path: string): Promise<Notice> => {
    const response = await new Browser().load(offlineRoute.loader, path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    const alert = /<p role="alert" data-offline-reason="([^"]+)">([^<]*)<\/p>/.exec(html)
    const home = /<a class="button" href="([^"]+)">/.exec(html)
    return { reason: alert?.[1] ?? '', message: decode(alert?.[2] ?? ''), home: home?.[1] ?? '', html }
  }

  it("says the spec's words for an uncached product, category or CMS page, and goes to the store view's home", async () => {
    expect(await notice('/offline?reason=page')).toMatchObject({
      reason: 'page',
      home: '/',
      message: 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    })
    const german = await notice('/de/offline?reason=page')
    expect(german.home).toBe('/de')
    expect(german.message).toBe(
      'Die Produkt-, Kategorie- oder CMS-Seite ist im Offline-Modus nicht verfügbar. Weiterleitung zur Startseite.',
    )
  })

  it('has the category, search and reset password notices, and a plain one for anything else', async () => {
    expect((await notice('/offline?reason=category')).message).toBe(
      'No products synchronized for this category. Please come back while online!',
    )
    expect((await notice('/offline?reason=reset-password')).message).toBe('Reset password feature does not work while offline!')
    expect((await notice('/it/offline?reason=search')).message).toMatch(/offline/)
    expect(await notice('/offline?reason=<script>')).toMatchObject({ reason: 'generic' })
  })

  it("is a plain document: only the notices' own script, the stylesheet linked, and only the page notice goes home by itself", async () => {
    const page = await notice('/de/offline?reason=page')
    for (const html of [page.html, (await notice('/offline?reason=reset-password')).html]) {
      expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/offline-notice.js" defer="">'])
    }
    // The built stylesheet's address (vitest does not build it, so it is empty here).
    expect(page.html).toMatch(/<link rel="stylesheet" href="[^"]*"\/>/)
    expect(page.html).toMatch(/<html lang="de"/)
    expect(page.html).toContain('<meta http-equiv="refresh" content="3;url=/de"/>')
    expect((await notice('/offline?reason=search')).html).not.toContain('http-equiv="refresh"')
  })

  /** The data a mirrored list's notice carries for its script, or null. */
  const mirrorData = (html: string): unknown => {
    const found = /<script type="application\/json" id="offline-mirror-data">([^<]*)<\/script>/.exec(html)
    return found ? JSON.parse(found[1] ?? '') : null
  }

  it("the cart, wishlist, compare and search notices carry their list's texts and load the list script; the message stays", async () => {
    const cart = await notice('/offline?reason=cart')
    expect(cart.message).toBe('You are offline and this page was not saved on this device.')
    expect(cart.html).toContain('<script src="/offline-notice.js" defer=""></script>')
    expect(mirrorData(cart.html)).toEqual({
      kind: 'cart',
      store: '',
      storeCode: 'default',
      locale: 'en-ZA',
      texts: {
        heading: 'Shopping cart',
        asOf: 'Offline copy as of {date}: prices and stock may have changed since.',
        empty: 'This list was empty.',
        qty: 'Qty {qty}',
        unitPrice: '{price} each',
        total: 'Total',
      },
    })
    const german = await notice('/de/offline?reason=search')
    expect(mirrorData(german.html)).toMatchObject({ kind: 'search', store: 'de', storeCode: 'de', locale: 'de-DE' })
    expect((mirrorData(german.html) as { texts: { heading: string } }).texts.heading).toContain('{q}')
    for (const list of ['wishlist', 'compare'] as const) {
      expect(mirrorData((await notice(`/it/offline?reason=${list}`)).html)).toMatchObject({ kind: list, store: 'it', storeCode: 'it' })
    }
  })

  it("has the shop's header, kept once per store view and put in by the worker: the logo home, the menus, no shopper", async () => {
    const response = await new Browser().load(offlineRoute.loader, '/de/offline?part=header')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const header = await response.text()
    expect(header).toMatch(/^<header class="site-header">.*<\/header>$/)
    expect(header).toContain('<a href="/de" class="logo">')
    expect(header).toContain('<details class="menu-toggle">')
    // The menus list the store view's categories (none in this database), then the blog.
    expect(header).toMatch(/<nav class="menu-drawer"[^>]*><ul>.*<a href="\/de\/blog"[^>]*>Blog<\/a>/)
    expect(header).toMatch(/<nav class="desktop-menu"[^>]*><ul class="category-nav">.*<a href="\/de\/blog">Blog<\/a>/)
    expect(header).not.toMatch(/<form|<script/)
    const german = await notice('/de/offline?reason=category')
    expect(german.html).toContain(`<body>${NOTICE_HEADER_MARK}<main id="main">`)
    // The link back to the page asked for: its address is the script's to set.
    expect(german.html).toMatch(/<a class="button button-ghost" id="offline-return" hidden="">[^<]+<\/a>/)
  })

  it("keeps a text that would end the data's script element inside it", () => {
    const texts = { heading: '</script><script>alert(1)</script>', asOf: '{date}', empty: '', qty: '', unitPrice: '', total: '' }
    const mirror = { kind: 'cart' as const, store: '', storeCode: 'default', locale: 'en-ZA', texts }
    const html = offlineRoute.noticeDocument({
      lang: 'en',
      title: 'Offline',
      message: 'm',
      ok: 'OK',
      retry: 'Try again',
      reason: 'cart',
      home: '/',
      stylesheet: '',
      mirror,
    })
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(mirrorData(html)).toEqual(mirror)
  })
})
