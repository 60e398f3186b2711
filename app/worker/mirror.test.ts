import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createMirror,
  entryFromLoaderData,
  fingerprintFromRoot,
  isEmptyList,
  loaderDataFromHtml,
  sameQuery,
  searchFallback,
  staleKinds,
  type Mirror,
  type MirrorEntry,
} from './mirror'

const card = (sku: string, price = 1999) => ({
  id: 1,
  sku,
  name: `Kettle ${sku}`,
  path: `/p/${sku}/kettle`,
  image: `/media/${sku}.jpg`,
  price,
  regularPrice: price,
  onSale: false,
  inStock: true,
  isNew: false,
  typeId: 'simple',
})

const cartData = {
  title: 'Shopping cart',
  removing: null,
  cart: {
    id: 'c1',
    count: 2,
    amountDue: 4998,
    totals: { grandTotal: 4998 },
    // Never mirrored: the checkout's addresses and keys.
    checkout: { email: 'shopper@example.com', idempotencyKey: 'K' },
    lines: [
      {
        id: 'l1',
        sku: 'KT-1',
        name: 'Red kettle',
        path: '/p/KT/kettle/KT-1',
        image: '/media/kt.jpg',
        qty: 2,
        unitPrice: 2499,
        options: [{ code: 'colour', label: 'Colour', value: 'Red' }],
      },
    ],
  },
}

describe('entryFromLoaderData', () => {
  it('keeps what a cart line shows, and nothing of the checkout', () => {
    const entry = entryFromLoaderData('cart', 'de', cartData, 42)
    expect(entry).toEqual({
      store: 'de',
      kind: 'cart',
      savedAt: 42,
      total: 4998,
      items: [
        {
          sku: 'KT-1',
          name: 'Red kettle',
          path: '/p/KT/kettle/KT-1',
          image: '/media/kt.jpg',
          price: 2499,
          qty: 2,
          options: ['Colour: Red'],
        },
      ],
    })
    expect(JSON.stringify(entry)).not.toContain('shopper@example.com')
  })

  it('a shopper without a cart has an empty one', () => {
    expect(entryFromLoaderData('cart', '', { cart: null }, 1)).toMatchObject({ items: [], total: 0 })
  })

  it('wishlist and compare keep their product cards', () => {
    const entry = entryFromLoaderData('compare', '', { products: [card('A'), card('B', 500)], rows: [] }, 1)
    expect(entry?.items.map((item) => [item.sku, item.name, item.price, item.path])).toEqual([
      ['A', 'Kettle A', 1999, '/p/A/kettle'],
      ['B', 'Kettle B', 500, '/p/B/kettle'],
    ])
  })

  it('a search keeps its query and results; a query too short or an engine down is not kept', () => {
    const listing = { items: [card('A')], total: 1, unavailable: false }
    expect(entryFromLoaderData('search', '', { q: 'kettle', tooShort: false, listing }, 1)).toMatchObject({
      query: 'kettle',
      items: [{ sku: 'A' }],
    })
    expect(entryFromLoaderData('search', '', { q: 'k', tooShort: true, listing: null }, 1)).toBeNull()
    expect(entryFromLoaderData('search', '', { q: 'kettle', tooShort: false, listing: { ...listing, unavailable: true } }, 1)).toBeNull()
  })

  it('data of another shape is not kept', () => {
    expect(entryFromLoaderData('wishlist', '', { nothing: true }, 1)).toBeNull()
    expect(entryFromLoaderData('cart', '', 'html', 1)).toBeNull()
    expect(entryFromLoaderData('wishlist', '', { products: [{ sku: 'no name' }] }, 1)?.items).toEqual([])
  })
})

describe('search fallback', () => {
  const entry: MirrorEntry = { store: '', kind: 'search', savedAt: 1, query: 'Red  Kettle ', items: [] }
  it('answers the same query, whatever its case and spaces', () => {
    expect(sameQuery('red kettle', ' RED kettle')).toBe(true)
    expect(searchFallback(entry, 'red kettle')).toBe(entry)
  })
  it('another query, an empty one or no mirror get nothing (the empty result flagged offline)', () => {
    expect(searchFallback(entry, 'toaster')).toBeNull()
    expect(searchFallback(entry, '')).toBeNull()
    expect(searchFallback(undefined, 'red kettle')).toBeNull()
    expect(searchFallback({ ...entry, kind: 'cart' }, 'red kettle')).toBeNull()
  })
})

describe('the header tells which lists changed', () => {
  const root = (cartCount: number, wishlist: string[], compare: string[] = []) => ({ cartCount, lists: { wishlist, compare }, menu: [] })
  it('compares the cart count and the lists with those of the last refresh', () => {
    const before = fingerprintFromRoot('', root(1, ['A']))!
    expect(staleKinds(before, fingerprintFromRoot('', root(1, ['A']))!)).toEqual([])
    expect(staleKinds(before, fingerprintFromRoot('', root(2, ['A']))!)).toEqual(['cart'])
    expect(staleKinds(before, fingerprintFromRoot('', root(1, ['A', 'B'], ['C']))!)).toEqual(['wishlist', 'compare'])
    expect(staleKinds(undefined, before)).toEqual(['cart', 'wishlist', 'compare'])
  })
  it('knows an empty list without asking the server', () => {
    const empty = fingerprintFromRoot('', root(0, []))!
    expect(isEmptyList(empty, 'cart')).toBe(true)
    expect(isEmptyList(empty, 'wishlist')).toBe(true)
    expect(isEmptyList(fingerprintFromRoot('', root(3, ['A']))!, 'cart')).toBe(false)
  })
  it('ignores data that is not the root loader’s', () => {
    expect(fingerprintFromRoot('', { cart: null })).toBeNull()
  })
})

describe('loaderDataFromHtml', () => {
  const context = { basename: '/', state: { loaderData: { root: { cartCount: 1 }, 'routes/($store)+/_checkout+/cart': { cart: null } } } }
  const page = (script: string) =>
    `<html><body><main>…</main><script>${script}</script><script type="module">import "/build/x.js"</script></body></html>`
  it('reads the loader data a document carries', () => {
    expect(loaderDataFromHtml(page(`window.__remixContext = ${JSON.stringify(context)};`))).toEqual(context.state.loaderData)
    const withDeferred = `window.__remixContext = ${JSON.stringify(context)};__remixContext.p = function(v){return v};`
    expect(loaderDataFromHtml(page(withDeferred))).toEqual(context.state.loaderData)
  })
  it('gives nothing for a page without it or with a broken one', () => {
    expect(loaderDataFromHtml('<html></html>')).toBeNull()
    expect(loaderDataFromHtml(page('window.__remixContext = {"state":'))).toBeNull()
  })
})

describe('the mirror store (fake IndexedDB)', () => {
  let opened: Mirror[] = []
  let count = 0
  const mirror = () => {
    const box = createMirror({ name: `mirror-${++count}` })
    opened.push(box)
    return box
  }
  afterEach(async () => {
    await Promise.all(opened.map((box) => box.close()))
    opened = []
    vi.restoreAllMocks()
  })
  const entry = (store: string, kind: MirrorEntry['kind'], savedAt = 1): MirrorEntry => ({ store, kind, savedAt, items: [] })

  it('keeps one copy per store view and list, the latest', async () => {
    const box = mirror()
    await box.save(entry('', 'cart', 1))
    await box.save(entry('', 'cart', 2))
    await box.save(entry('de', 'cart', 3))
    await box.save(entry('', 'wishlist', 4))
    expect((await box.read('', 'cart'))?.savedAt).toBe(2)
    expect((await box.read('de', 'cart'))?.savedAt).toBe(3)
    expect(await box.read('de', 'wishlist')).toBeUndefined()
  })

  it('keeps the header fingerprint per store view', async () => {
    const box = mirror()
    await box.saveFingerprint({ store: 'it', cart: '2', wishlist: 'A', compare: '' })
    expect(await box.fingerprint('it')).toEqual({ store: 'it', cart: '2', wishlist: 'A', compare: '' })
    expect(await box.fingerprint('')).toBeUndefined()
  })

  it('forgets everything when the shopper changes', async () => {
    const box = mirror()
    await box.save(entry('', 'cart'))
    await box.save(entry('de', 'search'))
    await box.saveFingerprint({ store: '', cart: '1', wishlist: '', compare: '' })
    await box.clear()
    expect(await box.read('', 'cart')).toBeUndefined()
    expect(await box.read('de', 'search')).toBeUndefined()
    expect(await box.fingerprint('')).toBeUndefined()
  })

  it('an IndexedDB that cannot be opened is logged, and the page goes on without a copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('blocked', 'InvalidStateError')
    })
    const box = createMirror({ name: 'refused' })
    await expect(box.save(entry('', 'cart'))).resolves.toBeUndefined()
    await expect(box.read('', 'cart')).resolves.toBeUndefined()
    await expect(box.clear()).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
    await box.close()
  })
})
