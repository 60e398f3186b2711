import './support/env'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import { action as productAction, loader as productLoader } from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { describeEachDatabase } from '../setup/db'
import { Browser, ORIGIN, openShop } from './support/shop'

/**
 * The price a product page shows for a selection (bundle selections, a variant, custom options) is the
 * price the cart line charges once that selection is added from the page.
 */
describeEachDatabase('the product page prices a selection as the cart charges it', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })

  interface Selection {
    id: number
    price: number
    qty: number
    isDefault: boolean
    stockStatus: string
  }
  interface PageProduct {
    sku: string
    slug: string
    path: string
    price: { final: number; regular: number }
    configurable: { selected: { sku: string } | null } | null
    bundle: { options: { id: number; required: boolean; chosen: number | null; selections: Selection[] }[] } | null
    customOptions: { id: number; chosen: number | null; values: { id: number; priceType: string }[] }[]
  }

  /** The product route's params for a page address (with its store prefix, if any). */
  function routeParams(path: string) {
    const [, ...parts] = new URL(path, ORIGIN).pathname.split('/')
    const store = parts[0] === 'de' || parts[0] === 'it' ? parts.shift() : undefined
    const [, parentSku, slug, childSku] = parts
    return { ...(store ? { store } : {}), parentSku, slug, childSku }
  }

  /** The page's product as its loader reports it, following a stale slug's 301 once. */
  async function page(prefix: string, sku: string, rest = '', query = ''): Promise<PageProduct> {
    let path = `${prefix}/p/${sku}/x${rest}${query}`
    let response = await new Browser().load(productLoader, path, routeParams(path))
    if (response.status === 301) {
      path = new URL(response.headers.get('Location')!, ORIGIN).pathname + query
      response = await new Browser().load(productLoader, path, routeParams(path))
    }
    expect(response.status, path).toBe(200)
    return ((await response.json()) as { product: PageProduct }).product
  }

  /** Add from the product page as its form posts, then the cart's only line's unit price. */
  async function cartPriceAfterAdd(prefix: string, product: PageProduct, fields: Record<string, string>): Promise<number> {
    const browser = new Browser()
    const path = `${prefix}${product.path}`
    const added = await browser.post(productAction, path, { intent: 'add', sku: product.sku, qty: '1', ...fields }, routeParams(path))
    expect(added.status, JSON.stringify(fields)).toBe(303)
    const cart = (await (await browser.load(cartLoader, `${prefix}/cart`)).json()) as { cart: { lines: { unitPrice: number }[] } }
    expect(cart.cart.lines).toHaveLength(1)
    return cart.cart.lines[0]!.unitPrice
  }

  const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`

  describe('bundle', () => {
    it('shows, for each of three selections, the price the cart line charges', async () => {
      const sku = DEMO_FIXTURES.bundle
      const shown = await page('', sku)
      const options = shown.bundle!.options
      expect(options.length).toBeGreaterThanOrEqual(3)
      const sellable = (o: (typeof options)[number]) => o.selections.filter((s) => s.stockStatus !== 'out_of_stock')
      const defaults = Object.fromEntries(options.map((o) => [`bundle.${o.id}`, String(o.chosen)]))
      const dearest = (o: (typeof options)[number]) => sellable(o).reduce((a, b) => (b.price > a.price ? b : a))
      const cheapest = (o: (typeof options)[number]) => sellable(o).reduce((a, b) => (b.price < a.price ? b : a))
      const [first, , third] = options
      const selections = [
        defaults,
        // A dearer first choice (the kettle), as the shopper who found the fault chose.
        { ...defaults, [`bundle.${first!.id}`]: String(dearest(first!).id) },
        // A cheaper third choice (the microwave).
        { ...defaults, [`bundle.${third!.id}`]: String(cheapest(third!).id) },
      ]
      const prices: number[] = []
      for (const fields of selections) {
        const product = await page('', sku, '', query(fields))
        expect(product.bundle!.options.map((o) => `${o.chosen}`)).toEqual(options.map((o) => fields[`bundle.${o.id}`]))
        expect(await cartPriceAfterAdd('', product, fields)).toBe(product.price.final)
        prices.push(product.price.final)
      }
      // The three selections cost different amounts: the page's price followed each choice.
      expect(new Set(prices).size).toBe(3)
      const member = (o: (typeof options)[number], id: string) => o.selections.find((s) => String(s.id) === id)!
      expect(prices[1]! - prices[0]!).toBe(dearest(first!).price - member(first!, defaults[`bundle.${first!.id}`]!).price)
      expect(prices[2]).toBeLessThan(prices[0]!)
    })

    it('shows the chosen prices in the euro store view too', async () => {
      const shown = await page('/de', DEMO_FIXTURES.bundle)
      const first = shown.bundle!.options[0]!
      const other = first.selections.find((s) => s.id !== first.chosen && s.stockStatus !== 'out_of_stock')!
      // The form sends every option's choice.
      const defaults = Object.fromEntries(shown.bundle!.options.map((o) => [`bundle.${o.id}`, String(o.chosen)]))
      const fields = { ...defaults, [`bundle.${first.id}`]: String(other.id) }
      const product = await page('/de', DEMO_FIXTURES.bundle, '', query(fields))
      expect(product.price.final).toBe(shown.price.final - first.selections.find((s) => s.id === first.chosen)!.price + other.price)
      expect(await cartPriceAfterAdd('/de', product, fields)).toBe(product.price.final)
    })

    it('leaves the page’s form fields out of the address after "Update price" without JavaScript', async () => {
      const shown = await page('', DEMO_FIXTURES.bundle)
      const [first, second] = shown.bundle!.options
      const other = first!.selections.find((s) => s.id !== first!.chosen && s.stockStatus !== 'out_of_stock')!
      const form = {
        intent: 'add',
        sku: shown.sku,
        redirectTo: shown.path,
        [`bundle.${first!.id}`]: String(other.id),
        [`bundle.${second!.id}`]: String(second!.chosen),
        qty: '1',
      }
      const path = shown.path + query(form)
      const response = await new Browser().load(productLoader, path, routeParams(path))
      expect(response.status).toBe(303)
      // Only the choice that differs from the bundle's default stays.
      expect(response.headers.get('Location')).toBe(`${shown.path}?bundle.${first!.id}=${other.id}`)
    })
  })

  describe('configurable product', () => {
    it('shows the chosen variant’s price, which the cart charges', async () => {
      const sku = DEMO_FIXTURES.configurablePartial
      const prices: number[] = []
      for (const child of [DEMO_FIXTURES.configurablePartialChildInStock, DEMO_FIXTURES.configurablePartialChildInStock2]) {
        const product = await page('', sku, `/${child}`)
        expect(product.configurable?.selected?.sku).toBe(child)
        expect(await cartPriceAfterAdd('', product, { childSku: child })).toBe(product.price.final)
        prices.push(product.price.final)
      }
      expect(prices[0]).not.toBe(prices[1])
    })
  })

  describe('grouped set', () => {
    it('shows as its total what one set adds to the cart', async () => {
      const product = await page('', DEMO_FIXTURES.grouped)
      const browser = new Browser()
      const added = await browser.post(
        productAction,
        product.path,
        { intent: 'add', sku: product.sku, qty: '1' },
        routeParams(product.path),
      )
      expect(added.status).toBe(303)
      const cart = (await (await browser.load(cartLoader, '/cart')).json()) as { cart: { lines: { unitPrice: number; qty: number }[] } }
      expect(cart.cart.lines).toHaveLength(3)
      expect(cart.cart.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0)).toBe(product.price.final)
    })
  })

  describe('custom options', () => {
    it('adds fixed and percent options to the page’s price as the cart line does', async () => {
      const sku = DEMO_FIXTURES.customOptions
      const shown = await page('', sku)
      const [installation, care, removal] = shown.customOptions
      // Installation comes with large-appliance delivery: choosing it changes nothing on the page or in the cart.
      expect(installation!.values.every((value) => value.priceType === 'fixed')).toBe(true)
      expect(removal!.values[0]!.priceType).toBe('fixed')
      expect(care!.values[0]!.priceType).toBe('percent')
      const installed = { [`options.${installation!.id}`]: String(installation!.values[0]!.id) }
      const withInstallation = await page('', sku, '', query(installed))
      expect(withInstallation.price.final).toBe(shown.price.final)
      expect(await cartPriceAfterAdd('', withInstallation, installed)).toBe(shown.price.final)
      const selections = [
        { [`options.${removal!.id}`]: String(removal!.values[0]!.id) },
        { [`options.${care!.id}`]: String(care!.values[0]!.id) },
        {
          [`options.${installation!.id}`]: String(installation!.values.at(-1)!.id),
          [`options.${care!.id}`]: String(care!.values.at(-1)!.id),
          [`options.${removal!.id}`]: String(removal!.values[0]!.id),
        },
      ]
      const prices: number[] = []
      for (const prefix of ['', '/it']) {
        const base = (await page(prefix, sku)).price.final
        for (const fields of selections) {
          const product = await page(prefix, sku, '', query(fields))
          expect(product.price.final, prefix).toBeGreaterThan(base)
          expect(await cartPriceAfterAdd(prefix, product, fields), `${prefix} ${JSON.stringify(fields)}`).toBe(product.price.final)
          prices.push(product.price.final)
        }
      }
      expect(new Set(prices).size).toBe(prices.length)
    })
  })
})
