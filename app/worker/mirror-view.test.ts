import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createMirror, type MirrorEntry } from './mirror'
import { fill, mirrorView, parseMirrorViewData, renderMirror, showMirror, type MirrorViewData } from './mirror-view'

/** Just enough of the DOM for the list: elements with attributes, text and children. */
class StubElement {
  className = ''
  attributes: Record<string, string> = {}
  children: (StubElement | string)[] = []
  parent: StubElement | null = null
  constructor(public tagName: string) {}
  set textContent(text: string) {
    this.children = [text]
  }
  get textContent(): string {
    return this.children.map((child) => (typeof child === 'string' ? child : child.textContent)).join('')
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value
  }
  append(...nodes: (StubElement | string)[]) {
    for (const node of nodes) {
      if (typeof node !== 'string') node.parent = this
      this.children.push(node)
    }
  }
  replaceWith(node: StubElement) {
    const siblings = this.parent?.children ?? []
    siblings[siblings.indexOf(this)] = node
    node.parent = this.parent
  }
  /** Every element below, depth first. */
  all(): StubElement[] {
    return this.children.flatMap((child) => (typeof child === 'string' ? [] : [child, ...child.all()]))
  }
  find(test: (element: StubElement) => boolean): StubElement | undefined {
    return this.all().find(test)
  }
}

function stubDocument(body: StubElement) {
  return {
    body,
    createElement: (tag: string) => new StubElement(tag),
    getElementById: (id: string) => body.find((element) => element.attributes.id === id) ?? null,
    querySelector: (selector: string) => {
      if (selector !== '[data-offline-reason]') throw new Error(`stub: ${selector}`)
      return body.find((element) => 'data-offline-reason' in element.attributes) ?? null
    },
  }
}
const asDocument = (doc: ReturnType<typeof stubDocument>) => doc as unknown as Document
const byClass = (root: StubElement, className: string) => root.all().filter((element) => element.className === className)

const texts = {
  heading: 'Shopping cart',
  asOf: 'Offline copy as of {date}: prices and stock may have changed since.',
  empty: 'This list was empty.',
  qty: 'Qty {qty}',
  unitPrice: '{price} each',
  total: 'Total',
}
const cartData: MirrorViewData = { kind: 'cart', store: '', storeCode: 'default', locale: 'en-ZA', texts }
const savedAt = Date.UTC(2026, 10, 25, 12, 0)
const cart: MirrorEntry = {
  store: '',
  kind: 'cart',
  savedAt,
  total: 259800,
  items: [
    { sku: 'K1', name: 'Kettle', path: '/p/K1/kettle', image: '/media/k1.jpg', price: 129900, qty: 2, options: ['Colour: Red'] },
    { sku: 'X', name: '<img src=x onerror=alert(1)>', path: 'javascript:alert(1)', image: '//evil.example/x.jpg', price: 100 },
  ],
}
const date = () => '25 Nov 2026, 14:00'

describe('fill', () => {
  it('fills known placeholders once, and leaves the others', () => {
    expect(fill('Search results for “{q}”', { q: '{date} & <b>' })).toBe('Search results for “{date} & <b>”')
    expect(fill('{a} {b}', { a: '1' })).toBe('1 {b}')
  })
})

describe('parseMirrorViewData', () => {
  it('reads the notice data and refuses anything else', () => {
    expect(parseMirrorViewData(JSON.stringify(cartData))).toEqual(cartData)
    expect(parseMirrorViewData('')).toBeNull()
    expect(parseMirrorViewData(JSON.stringify({ ...cartData, kind: 'orders' }))).toBeNull()
    expect(parseMirrorViewData(JSON.stringify({ ...cartData, texts: { ...texts, total: 3 } }))).toBeNull()
  })
})

describe('mirrorView', () => {
  it("formats the cart's prices, quantities and total as the store view does", () => {
    const view = mirrorView(cartData, cart, date)
    expect(view.heading).toBe('Shopping cart')
    expect(view.note).toBe('Offline copy as of 25 Nov 2026, 14:00: prices and stock may have changed since.')
    expect(view.rows[0]).toEqual({
      name: 'Kettle',
      href: '/p/K1/kettle',
      image: { src: '/media/k1.jpg?w=150&h=150', width: 150, height: 150 },
      options: ['Colour: Red'],
      price: 'R 1 299.00 each',
      qty: 'Qty 2',
    })
    expect(view.total).toEqual({ label: 'Total', amount: 'R 2 598.00' })
    expect(view.empty).toBeNull()
  })

  it('links only to addresses in the shop, prefixed with the store view', () => {
    const view = mirrorView(cartData, cart, date)
    expect(view.rows[1]).toMatchObject({ href: null, image: null })
    const german = mirrorView(
      { ...cartData, kind: 'wishlist', store: 'de', storeCode: 'de' },
      { ...cart, kind: 'wishlist', store: 'de' },
      date,
    )
    expect(german.rows[0]).toMatchObject({ href: '/de/p/K1/kettle', price: '1.299,00 €' })
    // Only the cart has a total.
    expect(german.total).toBeNull()
  })

  it("puts the search's query into its heading, and says when a list was empty", () => {
    const data: MirrorViewData = { ...cartData, kind: 'search', texts: { ...texts, heading: 'Search results for “{q}”' } }
    const view = mirrorView(data, { store: '', kind: 'search', savedAt, query: 'kettle', items: [] }, date)
    expect(view).toMatchObject({ heading: 'Search results for “kettle”', rows: [], empty: 'This list was empty.', total: null })
  })

  it("writes the copy's date in the notice's language", () => {
    expect(mirrorView({ ...cartData, locale: 'de-DE' }, cart).note).toMatch(/2026/)
  })
})

describe('renderMirror', () => {
  it('sets the texts from the mirror as text, never as markup', () => {
    const doc = stubDocument(new StubElement('body'))
    const root = renderMirror(asDocument(doc), mirrorView(cartData, cart, date)) as unknown as StubElement
    expect(root.attributes['data-offline-mirror']).toBe('cart')
    const lines = byClass(root, 'cart-line')
    expect(lines).toHaveLength(2)
    const names = byClass(root, 'cart-line-name')
    expect(names.map((name) => [name.tagName, name.textContent, name.attributes.href])).toEqual([
      ['a', 'Kettle', '/p/K1/kettle'],
      ['span', '<img src=x onerror=alert(1)>', undefined],
    ])
    expect(root.all().filter((element) => element.tagName === 'img')).toHaveLength(1)
    expect(lines[0]?.textContent).toContain('Qty 2')
    expect(byClass(root, 'offline-mirror-total')[0]?.textContent).toBe('Total: R 2 598.00')
  })
})

describe('showMirror', () => {
  let name = 0
  const mirrors: ReturnType<typeof createMirror>[] = []
  const freshMirror = () => {
    const mirror = createMirror({ name: `mirror-view-${++name}` })
    mirrors.push(mirror)
    return mirror
  }
  afterEach(async () => {
    await Promise.all(mirrors.splice(0).map((mirror) => mirror.close()))
  })

  /** A notice as the route writes it: the message, and the data when the list is mirrored. */
  function notice(data: MirrorViewData | null) {
    const body = new StubElement('body')
    const message = new StubElement('p')
    message.setAttribute('data-offline-reason', data?.kind ?? 'page')
    message.textContent = 'You are offline and this page was not saved on this device.'
    body.append(message)
    if (data) {
      const script = new StubElement('script')
      script.setAttribute('id', 'offline-mirror-data')
      script.textContent = JSON.stringify(data)
      body.append(script)
    }
    return stubDocument(body)
  }

  it("replaces the notice's message with this browser's copy of the list", async () => {
    const mirror = freshMirror()
    await mirror.save(cart)
    const doc = notice(cartData)
    expect(await showMirror(asDocument(doc), '?reason=cart', mirror)).toBe(true)
    expect(doc.querySelector('[data-offline-reason]')).toBeNull()
    expect(doc.body.find((element) => element.attributes['data-offline-mirror'] === 'cart')?.textContent).toContain('Kettle')
  })

  it('keeps the message without a copy, for another search, or for another store view', async () => {
    const mirror = freshMirror()
    await mirror.save({ store: '', kind: 'search', savedAt, query: 'kettle', items: cart.items })
    await mirror.save({ ...cart, store: 'de' })
    for (const [data, search] of [
      [cartData, ''],
      [{ ...cartData, kind: 'search' }, '?reason=search&q=toaster'],
    ] as const) {
      const doc = notice(data)
      expect(await showMirror(asDocument(doc), search, mirror)).toBe(false)
      expect(doc.querySelector('[data-offline-reason]')?.textContent).toMatch(/not saved/)
    }
    const search = notice({ ...cartData, kind: 'search' })
    expect(await showMirror(asDocument(search), '?reason=search&q=%20KETTLE', mirror)).toBe(true)
    expect(await showMirror(asDocument(notice(null)), '', mirror)).toBe(false)
  })
})
