import './support/env'
import { expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { clearMemos } from '~/server/memo.server'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/($store)+/_checkout+/checkout'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, shopForSuite } from './support/shop'

type Totals = { subtotalInclTax: number; discount: number; shippingInclTax: number; grandTotal: number }
type CartPage = { cart: { totals: Totals }; shipping: { basis: string; estimate: { code: string } | null } }
type CheckoutPage = { cart: { totals: Totals }; shipping: string; shippingEstimate: { code: string; priceInclTax: number } | null }

/** A small appliance whose price the tests set (its special price lies in the future). */
const COFFEE = DEMO_FIXTURES.futureSpecial

describeEachDatabase('the cart total is what checkout charges', (kind) => {
  const shop = shopForSuite(kind, { emptyCarts: true })

  async function setPrice(sku: string, cents: number) {
    const { id } = await shop.db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()
    await shop.db
      .updateTable('product_price')
      .set({ price: cents, special_price: null })
      .where('product_id', '=', id)
      .where('store_code', '=', 'default')
      .execute()
    clearMemos()
  }

  async function shopperWith(sku: string, fields: Record<string, string> = {}): Promise<Browser> {
    const browser = new Browser()
    expect((await browser.post(cartAction, '/cart', { intent: 'add', sku, qty: '1', ...fields })).status).toBe(303)
    return browser
  }

  const cartPage = async (browser: Browser) => (await (await browser.load(cartLoader, '/cart')).json()) as CartPage
  const checkoutPage = async (browser: Browser) => (await (await browser.load(checkoutLoader, '/checkout')).json()) as CheckoutPage

  async function chooseMethod(browser: Browser, code: string) {
    const steps: Record<string, string>[] = [
      { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' },
      { intent: 'shipping', ...CAPE_TOWN_ADDRESS },
      { intent: 'shipping-method', shippingMethod: code },
    ]
    for (const fields of steps) {
      expect((await browser.post(checkoutAction, '/checkout', fields)).status).toBe(303)
    }
  }

  it('prices the estimated delivery into the cart total, and checkout charges that total once the method is chosen', async () => {
    await setPrice(COFFEE, 50_000)
    const browser = await shopperWith(COFFEE)
    const cart = await cartPage(browser)
    expect(cart.shipping).toEqual({ basis: 'estimated', estimate: { code: 'standard', title: 'Standard delivery' } })
    expect(cart.cart.totals).toMatchObject({ subtotalInclTax: 50_000, shippingInclTax: 9_900, grandTotal: 59_900 })

    // Before the delivery step, checkout's summary shows the same estimate and the same total.
    const before = await checkoutPage(browser)
    expect(before.shipping).toBe('estimated')
    expect(before.shippingEstimate).toMatchObject({ code: 'standard', priceInclTax: 9_900 })
    expect(before.cart.totals.grandTotal).toBe(cart.cart.totals.grandTotal)

    await chooseMethod(browser, cart.shipping.estimate!.code)
    const chosen = await checkoutPage(browser)
    expect(chosen.shipping).toBe('chosen')
    expect(chosen.shippingEstimate).toBeNull()
    expect(chosen.cart.totals.grandTotal).toBe(cart.cart.totals.grandTotal)
    // And the cart, read again, names it chosen with the same total.
    const after = await cartPage(browser)
    expect(after.shipping.basis).toBe('chosen')
    expect(after.cart.totals.grandTotal).toBe(chosen.cart.totals.grandTotal)
  })

  it('a large appliance is estimated with its own delivery, and the total holds it', async () => {
    const browser = await shopperWith(DEMO_FIXTURES.configurablePartial, { childSku: DEMO_FIXTURES.configurablePartialChildInStock })
    const cart = await cartPage(browser)
    expect(cart.shipping.estimate?.code).toBe('large_appliance')
    expect(cart.cart.totals.shippingInclTax).toBe(49_900)
    expect(cart.cart.totals.grandTotal).toBe(cart.cart.totals.subtotalInclTax + 49_900)
    await chooseMethod(browser, 'large_appliance')
    expect((await checkoutPage(browser)).cart.totals.grandTotal).toBe(cart.cart.totals.grandTotal)
  })

  it('a different method chosen in checkout is what the cart then totals', async () => {
    await setPrice(COFFEE, 50_000)
    const browser = await shopperWith(COFFEE)
    await chooseMethod(browser, 'express')
    const [cart, checkout] = [await cartPage(browser), await checkoutPage(browser)]
    expect(cart.shipping).toEqual({ basis: 'chosen', estimate: null })
    expect(cart.cart.totals.grandTotal).toBe(50_000 + 19_900)
    expect(checkout.cart.totals.grandTotal).toBe(cart.cart.totals.grandTotal)
  })

  it('a cart with nothing to ship has no delivery in its total and says so', async () => {
    const browser = await shopperWith(DEMO_FIXTURES.virtual)
    const cart = await cartPage(browser)
    expect(cart.shipping).toEqual({ basis: 'none', estimate: null })
    expect(cart.cart.totals.grandTotal).toBe(cart.cart.totals.subtotalInclTax)
  })
})
