import './support/env'
import { describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { clearMemos } from '~/server/memo.server'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction } from '~/routes/($store)+/_checkout+/checkout'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, shopForSuite } from './support/shop'
import { trustMarkup } from './support/trust'

/** A simple small appliance whose price the tests set (its special price lies in the future). */
const SKU = DEMO_FIXTURES.futureSpecial

type CartData = {
  cart: { totals: { grandTotal: number; subtotalInclTax: number; shippingInclTax: number } }
  /** How the totals account for delivery, and the method they estimate. */
  shipping: { basis: string; estimate: { code: string } | null }
  delivery: {
    progress: { state: string; remaining?: number; threshold?: number }
    windows: { code: string; min: number; max: number; region: string | null }[]
  }
  /** The progress worded, for the microcart as for the cart page. */
  freeDelivery: string | null
}

describeEachDatabase('delivery and trust facts', (kind) => {
  const shop = shopForSuite(kind, { emptyCarts: true })

  async function product() {
    return shop.db.selectFrom('product').selectAll().where('sku', '=', SKU).executeTakeFirstOrThrow()
  }

  async function setPrice(cents: number, store = 'default') {
    const { id } = await product()
    await shop.db
      .updateTable('product_price')
      .set({ price: cents, special_price: null })
      .where('product_id', '=', id)
      .where('store_code', '=', store)
      .execute()
    clearMemos()
  }

  async function cartWith(qty = 1, browser = new Browser(), prefix = '') {
    const response = await browser.post(cartAction, `${prefix}/cart`, { intent: 'add', sku: SKU, qty: String(qty) })
    expect(response.status).toBe(303)
    return browser
  }

  async function cartPage(browser: Browser, path = '/cart'): Promise<CartData> {
    const response = await browser.load(cartLoader, path)
    expect(response.status).toBe(200)
    return (await response.json()) as CartData
  }

  describe.each([
    ['default', '', 150_000, 9_900, /^Add R 0\.01 more for free delivery$/],
    ['de', '/de', 10_000, 499, /^Noch 0,01\s€ bis zur kostenlosen Lieferung$/],
  ] as const)('the cart in the %s view', (store, prefix, threshold, standardPrice, oneCentShort) => {
    it('is one cent short just under the threshold, with standard delivery charged', async () => {
      await setPrice(threshold - 1, store)
      const data = await cartPage(await cartWith(1, new Browser(), prefix), `${prefix}/cart`)
      expect(data.cart.totals.subtotalInclTax).toBe(threshold - 1)
      expect(data.delivery.progress).toEqual({ state: 'short', threshold, remaining: 1 })
      // The estimate is standard delivery at its price, and the total holds it.
      expect(data.shipping).toEqual({ basis: 'estimated', estimate: { code: 'standard', title: 'Standard delivery' } })
      expect(data.cart.totals.shippingInclTax).toBe(standardPrice)
      expect(data.cart.totals.grandTotal).toBe(threshold - 1 + standardPrice)
      expect(data.freeDelivery).toMatch(oneCentShort)
    })

    it('qualifies at the threshold, and the estimate is free', async () => {
      await setPrice(threshold, store)
      const data = await cartPage(await cartWith(1, new Browser(), prefix), `${prefix}/cart`)
      expect(data.delivery.progress).toEqual({ state: 'qualifies', threshold })
      expect(data.shipping).toMatchObject({ basis: 'estimated', estimate: { code: 'standard' } })
      expect(data.cart.totals.shippingInclTax).toBe(0)
      expect(data.cart.totals.grandTotal).toBe(threshold)
      expect(data.freeDelivery).not.toBeNull()
    })
  })

  it('gives the general window without an address, the province’s once checkout has one, and the checkout’s total', async () => {
    await setPrice(50_000)
    const browser = await cartWith()
    const before = await cartPage(browser)
    expect(before.delivery.windows.find((w) => w.code === 'standard')).toMatchObject({ min: 2, max: 7, region: null })

    await browser.post(checkoutAction, '/checkout', {
      intent: 'personal',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      emailAddress: 'thandi@example.co.za',
    })
    await browser.post(checkoutAction, '/checkout', { intent: 'shipping', ...CAPE_TOWN_ADDRESS })
    await browser.post(checkoutAction, '/checkout', { intent: 'shipping-method', shippingMethod: 'express' })
    const after = await cartPage(browser)
    expect(after.delivery.windows.find((w) => w.code === 'standard')).toMatchObject({ min: 2, max: 4, region: 'Western Cape' })
    // The cart is priced with the method chosen in checkout, as the checkout summary is.
    expect(after.cart.totals.grandTotal).toBe(50_000 + 19_900)
  })

  it('the product page carries delivery windows, the instalment price and the returns summary as HTML', async () => {
    await setPrice(120_000)
    const { sku, slug } = await product()
    const load = async (cents: number) => {
      await setPrice(cents)
      const response = await new Browser().load(productRoute.loader, `/p/${sku}/${slug}`, { parentSku: sku, slug })
      expect(response.status).toBe(200)
      return trustMarkup(await response.json())
    }
    const html = await load(120_000)
    expect(html).toContain('From R 100.00 per month over 12 months')
    expect(html).toContain('Delivered in 2-7 working days')
    expect(html).toContain('Free standard delivery on orders from R 1 500.00')
    expect(html).toContain('href="/warranty-returns"')
    expect(html).toContain('href="/shipping-delivery"')
    // Under the instalment provider's minimum: no monthly price.
    expect(await load(49_999)).not.toContain('per month')
  })
  it('an e-book says it is downloaded and how cancelling works for it, a service that nothing is shipped', async () => {
    const trustOf = async (sku: string) => {
      const { slug } = await shop.db.selectFrom('product').select('slug').where('sku', '=', sku).executeTakeFirstOrThrow()
      const response = await new Browser().load(productRoute.loader, `/p/${sku}/${slug}`, { parentSku: sku, slug })
      expect(response.status).toBe(200)
      return trustMarkup(await response.json())
    }
    const ebook = await trustOf(DEMO_FIXTURES.freeEbook)
    expect(ebook).toContain('Download it from your account as soon as the order is paid')
    expect(ebook).toContain('You may cancel until you start the download')
    expect(ebook).not.toContain('working days')
    expect(ebook).not.toContain('href="/shipping-delivery"')
    const warranty = await shop.db
      .selectFrom('product')
      .select('sku')
      .where('type_id', '=', 'virtual')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
    const service = await trustOf(warranty.sku)
    expect(service).toContain('Nothing is shipped: it is added to your order')
    expect(service).not.toContain('working days')
  })
})
