import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { loader as cartLoader, action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { loader as productLoader } from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

/**
 * A product's add-on options (custom options) and a bundle's options in each store view's language: the product page's loader,
 * the cart's lines and what an order would keep (the cart's labels) read the translation table.
 */
describeEachDatabase('translated add-on options', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  const sku = DEMO_FIXTURES.customOptions

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })

  type ProductData = {
    product: {
      customOptions: { id: number; title: string; values: { id: number; title: string }[] }[]
      bundle: { options: { title: string }[] } | null
    }
  }

  async function productData(prefix: string, parentSku: string) {
    const path = `${prefix}/p/${parentSku}/x`
    const store = prefix ? { store: prefix.slice(1) } : {}
    // A stale slug answers 301 to the real one: follow it once.
    let response = await new Browser().load(productLoader, path, { ...store, parentSku, slug: 'x' })
    if (response.status === 301) {
      const target = new URL(response.headers.get('Location')!, 'http://shop.test').pathname
      const slug = target.split('/').at(-1)!
      response = await new Browser().load(productLoader, target, { ...store, parentSku, slug })
    }
    expect(response.status, path).toBe(200)
    return ((await response.json()) as ProductData).product
  }

  const addOns = async (prefix: string) => (await productData(prefix, sku)).customOptions

  it('shows the options in German in /de, Italian in /it and English in the rand store', async () => {
    const en = await addOns('')
    const de = await addOns('/de')
    const it = await addOns('/it')
    expect(en.map((o) => o.title)).toEqual(['Installation', 'Extended care', 'Old appliance removal'])
    expect(de.map((o) => o.title)).toEqual(['Installation', 'Garantieverlängerung', 'Altgerätemitnahme'])
    expect(it.map((o) => o.title)).toEqual(['Installazione', 'Assistenza estesa', "Ritiro dell'usato"])
    expect(en[0]!.values.map((v) => v.title)).toEqual(['Standard installation', 'No installation, delivery only'])
    expect(de[0]!.values.map((v) => v.title)).toEqual(['Standardanschluss', 'Kein Anschluss, nur Lieferung'])
    expect(it[2]!.values.map((v) => v.title)).toEqual(['Ritirate e riciclate il mio vecchio elettrodomestico'])
    // The same options and values, only their words differ: the ids a form sends stay the same.
    expect(de.map((o) => [o.id, o.values.map((v) => v.id)])).toEqual(en.map((o) => [o.id, o.values.map((v) => v.id)]))
  })

  it('names the chosen option in the cart in the store view’s language', async () => {
    const en = await addOns('')
    const installation = en[0]!
    const removal = en[2]!
    for (const [prefix, label, value] of [
      ['/de', 'Installation', 'Standardanschluss'],
      ['/it', 'Installazione', 'Installazione standard'],
      ['', 'Installation', 'Standard installation'],
    ] as const) {
      const browser = new Browser()
      const added = await browser.post(cartAction, `${prefix}/cart`, {
        intent: 'add',
        sku,
        qty: '1',
        [`options.${installation.id}`]: String(installation.values[0]!.id),
        [`options.${removal.id}`]: String(removal.values[0]!.id),
      })
      expect(added.status, prefix).toBe(303)
      const data = (await (await browser.load(cartLoader, `${prefix}/cart`)).json()) as {
        cart: { lines: { options: { label: string; value: string }[] }[] }
      }
      const options = data.cart.lines[0]!.options
      expect(options, prefix).toContainEqual({ code: `option:${installation.id}`, label, value })
      expect(
        options.some((o) => o.label.includes('Old appliance') && prefix !== ''),
        prefix,
      ).toBe(false)
    }
  })

  it('names a bundle’s options in the store view’s language', async () => {
    const titles = async (prefix: string) => (await productData(prefix, DEMO_FIXTURES.bundle)).bundle?.options.map((option) => option.title)
    expect(await titles('')).toEqual(['Kettle', 'Toaster', 'Microwave'])
    expect(await titles('/de')).toEqual(['Wasserkocher', 'Toaster', 'Mikrowelle'])
    expect(await titles('/it')).toEqual(['Bollitore', 'Tostapane', 'Microonde'])
  })
})
