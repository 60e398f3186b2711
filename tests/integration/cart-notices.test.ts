import './support/env'
import { afterEach, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import {
  ERROR_ADDING_PRODUCTS,
  FIX_VALIDATION_ERRORS,
  ORDER_CANCELED,
  PRICE_UNKNOWN,
  PRODUCT_ADDED,
  PRODUCT_OUT_OF_STOCK,
  PRODUCT_QTY_UPDATED,
} from '~/domain/messages'
import { clearMemos } from '~/server/memo.server'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/($store)+/_checkout+/checkout'
import { resetEnvForTests } from '~/utils/env.server'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, placeForm, shopForSuite, type ReviewedCheckout } from './support/shop'

type CartPage = { cart: { lines: { id: string; sku: string; qty: number }[] } | null }

const KETTLE = DEMO_FIXTURES.futureSpecial

describeEachDatabase('what the cart tells the shopper', (kind) => {
  const shop = shopForSuite(kind, { emptyCarts: true })
  /** Undone after each test: prices and stock the test changed. */
  let undo: (() => Promise<void>)[] = []

  afterEach(async () => {
    for (const step of undo.reverse()) await step()
    undo = []
    delete process.env.EXTERNAL_CHECKOUT_URL
    resetEnvForTests()
    clearMemos()
  })

  async function productId(sku: string): Promise<number> {
    return (await shop.db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id
  }

  async function setPrice(id: number, cents: number) {
    const before = await shop.db
      .selectFrom('product_price')
      .select(['price', 'special_price'])
      .where('product_id', '=', id)
      .where('store_code', '=', 'default')
      .executeTakeFirstOrThrow()
    undo.push(() =>
      shop.db
        .updateTable('product_price')
        .set(before)
        .where('product_id', '=', id)
        .where('store_code', '=', 'default')
        .execute()
        .then(() => {}),
    )
    await shop.db
      .updateTable('product_price')
      .set({ price: cents, special_price: null })
      .where('product_id', '=', id)
      .where('store_code', '=', 'default')
      .execute()
    clearMemos()
  }

  async function setOutOfStock(id: number) {
    const before = await shop.db.selectFrom('stock').select('is_in_stock').where('product_id', '=', id).executeTakeFirstOrThrow()
    undo.push(() =>
      shop.db
        .updateTable('stock')
        .set(before)
        .where('product_id', '=', id)
        .execute()
        .then(() => {}),
    )
    await shop.db.updateTable('stock').set({ is_in_stock: 0 }).where('product_id', '=', id).execute()
  }

  const add = (browser: Browser, fields: Record<string, string>) =>
    browser.post(cartAction, '/cart', { intent: 'add', qty: '1', ...fields })
  const cartLines = async (browser: Browser) => ((await (await browser.load(cartLoader, '/cart')).json()) as CartPage).cart?.lines ?? []

  it('offers Proceed to checkout with a product added and with a quantity updated, and with neither when checkout is on another site', async () => {
    const browser = new Browser()
    await add(browser, { sku: KETTLE })
    expect(await browser.toast()).toEqual({ type: 'success', message: PRODUCT_ADDED, checkoutAction: true })
    const [line] = await cartLines(browser)
    await browser.post(cartAction, '/cart', { intent: 'update', lineId: line!.id, qty: '2', redirectTo: '/cart' })
    expect(await browser.toast()).toEqual({ type: 'success', message: PRODUCT_QTY_UPDATED, checkoutAction: true })

    process.env.EXTERNAL_CHECKOUT_URL = 'https://pay.example.co.za/checkout'
    resetEnvForTests()
    await add(browser, { sku: KETTLE })
    expect(await browser.toast()).toEqual({ type: 'success', message: PRODUCT_ADDED })
    await browser.post(cartAction, '/cart', { intent: 'update', lineId: line!.id, qty: '1', redirectTo: '/cart' })
    expect(await browser.toast()).toEqual({ type: 'success', message: PRODUCT_QTY_UPDATED })
  })

  it('removes a line confirmed in the microcart and goes back to the page under it', async () => {
    const browser = new Browser()
    await add(browser, { sku: KETTLE })
    await add(browser, { sku: DEMO_FIXTURES.virtual })
    const [kettle] = await cartLines(browser)
    const answer = await browser.post(cartAction, '/cart', {
      intent: 'remove',
      lineId: kettle!.id,
      redirectTo: '/c/small-appliances?page=2',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/c/small-appliances?page=2')
    expect(await browser.toast()).toMatchObject({ type: 'success', message: 'cart.removed' })
    expect((await cartLines(browser)).map((line) => line.sku)).toEqual([DEMO_FIXTURES.virtual])
    // Confirmed on the cart page (no redirectTo): back to the cart.
    const [warranty] = await cartLines(browser)
    expect((await browser.post(cartAction, '/cart', { intent: 'remove', lineId: warranty!.id })).headers.get('Location')).toBe('/cart')
  })

  it("refuses a product whose price is below 0 with 'Product price is unknown…', not as unavailable", async () => {
    await setPrice(await productId(KETTLE), -100)
    const browser = new Browser()
    expect((await add(browser, { sku: KETTLE })).status).toBe(303)
    expect(await browser.toast()).toEqual({ type: 'error', message: PRICE_UNKNOWN })
    expect(await cartLines(browser)).toEqual([])
  })

  it("tells of a grouped set that cannot be added as a whole ('Error: Error while adding products') and adds none of it", async () => {
    const set = await productId(DEMO_FIXTURES.grouped)
    const members = await shop.db
      .selectFrom('product_link')
      .select('linked_product_id')
      .where('product_id', '=', set)
      .where('link_type', '=', 'associated')
      .execute()
    expect(members.length).toBeGreaterThan(1)
    // The last item of the set sold out: the items before it must not go into the cart alone.
    await setOutOfStock(members.at(-1)!.linked_product_id)
    const browser = new Browser()
    await add(browser, { sku: KETTLE })
    expect((await add(browser, { sku: DEMO_FIXTURES.grouped })).status).toBe(303)
    expect(await browser.toast()).toEqual({ type: 'error', message: ERROR_ADDING_PRODUCTS, notes: [{ message: PRODUCT_OUT_OF_STOCK }] })
    expect((await cartLines(browser)).map((line) => line.sku)).toEqual([KETTLE])
  })

  it("tells of a bundle that cannot be added ('Error: Error while adding products'), with its reason", async () => {
    const bundle = await productId(DEMO_FIXTURES.bundle)
    const options = await shop.db.selectFrom('bundle_option').select(['id', 'required']).where('product_id', '=', bundle).execute()
    const selections = await shop.db
      .selectFrom('bundle_selection')
      .select(['option_id', 'product_id', 'is_default'])
      .where(
        'option_id',
        'in',
        options.map((o) => o.id),
      )
      .orderBy('is_default', 'desc')
      .execute()
    const chosen = options.flatMap((option) => {
      const selection = selections.find((s) => s.option_id === option.id)
      return selection ? [[`bundle.${option.id}`, String(selection.product_id)] as const] : []
    })
    // One chosen item has lost its price: the bundle has none either.
    await setPrice(Number(chosen[0]![1]), -1)
    const browser = new Browser()
    expect((await add(browser, { sku: DEMO_FIXTURES.bundle, ...Object.fromEntries(chosen) })).status).toBe(303)
    expect(await browser.toast()).toEqual({ type: 'error', message: ERROR_ADDING_PRODUCTS, notes: [{ message: PRICE_UNKNOWN }] })
    expect(await cartLines(browser)).toEqual([])
  })

  it('writes no order, and so cancels none, when the saved address is no longer valid at Place order: the shopper is sent to fix it', async () => {
    const browser = new Browser()
    await add(browser, { sku: KETTLE })
    const steps: Record<string, string>[] = [
      { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' },
      { intent: 'shipping', ...CAPE_TOWN_ADDRESS },
      { intent: 'shipping-method', shippingMethod: 'standard' },
      { intent: 'billing', sameAsShipping: 'on' },
      { intent: 'payment', paymentMethod: 'cashondelivery' },
    ]
    for (const fields of steps) expect((await browser.post(checkoutAction, '/checkout', fields)).status).toBe(303)
    const review = (await (await browser.load(checkoutLoader, '/checkout')).json()) as ReviewedCheckout & { current: string }
    expect(review.current).toBe('review')
    // The address went bad after it was saved (a country the store no longer delivers to).
    const cart = await shop.db.selectFrom('cart').select(['id', 'checkout']).executeTakeFirstOrThrow()
    const state = JSON.parse(cart.checkout) as { shippingDetails: Record<string, unknown> }
    state.shippingDetails.country = 'XX'
    await shop.db
      .updateTable('cart')
      .set({ checkout: JSON.stringify(state) })
      .where('id', '=', cart.id)
      .execute()

    const placed = await browser.post(checkoutAction, '/checkout', placeForm(review))
    expect(placed.status).toBe(303)
    expect(await browser.toast()).toMatchObject({ type: 'error', message: FIX_VALIDATION_ERRORS })
    expect((await browser.toast())?.message).not.toBe(ORDER_CANCELED)
    const orders = await shop.db.selectFrom('sales_order').select('id').execute()
    expect(orders).toEqual([])
    const back = (await (await browser.load(checkoutLoader, '/checkout')).json()) as { current: string }
    expect(back.current).toBe('shipping')
  })
})
