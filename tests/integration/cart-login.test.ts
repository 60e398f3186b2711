import './support/env'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { DEMO_COUPONS, DEMO_GIFT_CARDS } from '~/db/seed/commerce.server'
import { DEMO_TRADE_CUSTOMER, tradePrice } from '~/db/seed/customers.server'
import { MAX_QUANTITY } from '~/domain/messages'
import { expireAbandonedCarts } from '~/providers/cart/expiry.server'
import { joinCartsAtLogin } from '~/providers/cart/login.server'
import type { CartView } from '~/providers/cart/pricing.server'
import type { ProductPage } from '~/providers/catalog/product-page.server'
import { loadCheckout } from '~/providers/checkout/checkout.server'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as logoutRoute from '~/routes/($store)+/_account+/logout'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { DEFAULT_STORE_VIEW } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

const PASSWORD = 'correct horse'
const KETTLE = DEMO_FIXTURES.futureSpecial
const BLENDER = DEMO_FIXTURES.virtual

describeEachDatabase('the cart across login and logout', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let ip = 0
  // Registrations count per address (decision 0017): every shopper here comes from an address of their own.
  const browser = () => new Browser(`10.20.${Math.floor(++ip / 250)}.${ip % 250}`)

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })
  beforeEach(async () => {
    for (const table of ['sales_order', 'cart_line', 'cart', 'throttle'] as const) await shop.db.deleteFrom(table).execute()
  })

  const add = (shopper: Browser, sku: string, qty: number) => shopper.post(cartAction, '/cart', { intent: 'add', sku, qty: String(qty) })
  const login = (shopper: Browser, email: string, password = PASSWORD) =>
    shopper.post(loginRoute.action, '/login', { intent: 'login', email, password })
  const logout = (shopper: Browser) => shopper.post(logoutRoute.action, '/logout', {})
  const cartOf = async (shopper: Browser) => ((await (await shopper.load(cartLoader, '/cart')).json()) as { cart: CartView | null }).cart
  const quantities = async (shopper: Browser) =>
    Object.fromEntries((await cartOf(shopper))?.lines.map((line) => [line.sku, line.qty]) ?? [])

  /** A customer whose saved cart holds `lines`, signed out again; answers their e-mail. */
  async function customerWithSavedCart(lines: Record<string, number>): Promise<string> {
    const email = `shopper${++ip}@example.co.za`
    const shopper = browser()
    const registered = await shopper.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Lindiwe',
      lastName: 'Khumalo',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(registered.status).toBe(303)
    for (const [sku, qty] of Object.entries(lines)) expect((await add(shopper, sku, qty)).status).toBe(303)
    await logout(shopper)
    return email
  }

  async function guestWith(lines: Record<string, number>): Promise<Browser> {
    const guest = browser()
    for (const [sku, qty] of Object.entries(lines)) expect((await add(guest, sku, qty)).status).toBe(303)
    return guest
  }

  it('two browsers logging in at once without a saved cart both land in one merged cart', async () => {
    const email = await customerWithSavedCart({})
    const phone = await guestWith({ [KETTLE]: 1 })
    const laptop = await guestWith({ [BLENDER]: 2 })
    // The joins themselves at the same instant (a whole login spends most of its time hashing the password).
    const { id } = await shop.db.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    await Promise.all([phone, laptop].map((browser) => joinCartsAtLogin(browser.request('/login'), id, new Headers())))
    const answers = await Promise.all([login(phone, email), login(laptop, email)])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
    const carts = await shop.db.selectFrom('cart').select('id').execute()
    expect(carts).toHaveLength(1)
    expect(await quantities(phone)).toEqual({ [KETTLE]: 1, [BLENDER]: 2 })
    expect(await quantities(laptop)).toEqual({ [KETTLE]: 1, [BLENDER]: 2 })
  })

  it("a signed-in customer's first adds from two tabs at once land in one cart", async () => {
    const shopper = browser()
    const registered = await shopper.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: `tabs${++ip}@example.co.za`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(registered.status).toBe(303)
    const answers = await Promise.all([add(shopper, KETTLE, 1), add(shopper, KETTLE, 1), add(shopper, BLENDER, 1)])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303])
    expect(await shop.db.selectFrom('cart').select('id').execute()).toHaveLength(1)
    expect(await quantities(shopper)).toEqual({ [KETTLE]: 2, [BLENDER]: 1 })
  })

  it('adds the guest cart to the saved cart once: summed, with totals for the merged cart', async () => {
    const email = await customerWithSavedCart({ [KETTLE]: 2 })
    const guest = await guestWith({ [KETTLE]: 3, [BLENDER]: 1 })
    expect((await login(guest, email)).status).toBe(303)
    expect(await guest.toast()).toMatchObject({ type: 'success', message: 'account.loggedIn' })
    expect(await quantities(guest)).toEqual({ [KETTLE]: 5, [BLENDER]: 1 })

    const cart = await cartOf(guest)
    const kettle = cart!.lines.find((line) => line.sku === KETTLE)!
    const blender = cart!.lines.find((line) => line.sku === BLENDER)!
    expect(cart!.count).toBe(6)
    expect(cart!.totals.subtotalInclTax).toBe(5 * kettle.unitPrice + blender.unitPrice)
    // One cart is left, the customer's; the guest cart is gone.
    expect(await shop.db.selectFrom('cart').select(['customer_id']).execute()).toHaveLength(1)
  })

  it('never doubles quantities: a reload, a re-submitted login form or a second login add nothing', async () => {
    const email = await customerWithSavedCart({ [KETTLE]: 2 })
    const guest = await guestWith({ [KETTLE]: 3 })
    // The same browser before the answer came back: a re-submitted form sends the guest cart cookie again.
    const resubmit = guest.clone()
    await login(guest, email)
    expect(await quantities(guest)).toEqual({ [KETTLE]: 5 })
    await login(resubmit, email)
    expect(await quantities(resubmit)).toEqual({ [KETTLE]: 5 })
    await login(guest, email)
    expect(await quantities(guest)).toEqual({ [KETTLE]: 5 })
    expect(await quantities(guest)).toEqual({ [KETTLE]: 5 })

    await logout(guest)
    await login(guest, email)
    expect(await quantities(guest)).toEqual({ [KETTLE]: 5 })
  })

  it('adds once when two logins of the same browser race', async () => {
    for (const saved of [{ [KETTLE]: 2 }, {}] as Record<string, number>[]) {
      const email = await customerWithSavedCart(saved)
      const guest = await guestWith({ [KETTLE]: 3 })
      const twin = guest.clone()
      const answers = await Promise.all([login(guest, email), login(twin, email)])
      expect(answers.map((answer) => answer.status)).toEqual([303, 303])
      const expected = { [KETTLE]: 3 + (saved[KETTLE] ?? 0) }
      expect(await quantities(guest)).toEqual(expected)
      expect(await quantities(twin)).toEqual(expected)
      const carts = await shop.db.selectFrom('cart').select('id').where('customer_id', 'is not', null).execute()
      expect(carts).toHaveLength(1)
      await shop.db.deleteFrom('cart_line').execute()
      await shop.db.deleteFrom('cart').execute()
    }
  })

  it('caps a summed quantity at the stock, with the spec message', async () => {
    const product = await shop.db.selectFrom('product').select('id').where('sku', '=', KETTLE).executeTakeFirstOrThrow()
    const before = await shop.db.selectFrom('stock').selectAll().where('product_id', '=', product.id).executeTakeFirstOrThrow()
    await shop.db.updateTable('stock').set({ qty: 4, manage_stock: 1, is_in_stock: 1 }).where('product_id', '=', product.id).execute()
    try {
      const email = await customerWithSavedCart({ [KETTLE]: 3 })
      const guest = await guestWith({ [KETTLE]: 3 })
      await login(guest, email)
      expect(await quantities(guest)).toEqual({ [KETTLE]: 4 })
      expect(await guest.toast()).toMatchObject({ type: 'warning', notes: [{ message: MAX_QUANTITY, params: { maxQuantity: 4 } }] })
    } finally {
      await shop.db.updateTable('stock').set(before).where('product_id', '=', product.id).execute()
    }
  })

  it('re-applies the coupon and gift card to the merged cart, and drops with a message what no longer applies', async () => {
    const email = await customerWithSavedCart({ [KETTLE]: 1 })
    const guest = await guestWith({ [KETTLE]: 1 })
    await guest.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })
    await guest.post(cartAction, '/cart', { intent: 'voucher', code: DEMO_GIFT_CARDS.rand })
    await login(guest, email)
    const cart = await cartOf(guest)
    expect(cart).toMatchObject({ couponCode: DEMO_COUPONS.welcome, voucherCode: DEMO_GIFT_CARDS.rand })
    // 5% of the merged subtotal, not of the guest cart's.
    expect(cart!.totals.discount).toBe(Math.round((cart!.totals.subtotalInclTax * 5) / 100))
    expect(cart!.voucherAmount).toBeGreaterThan(0)

    const other = await customerWithSavedCart({ [BLENDER]: 1 })
    const second = await guestWith({ [KETTLE]: 1 })
    await second.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })
    await second.post(cartAction, '/cart', { intent: 'voucher', code: DEMO_GIFT_CARDS.rand })
    await shop.db.updateTable('coupon').set({ active: 0 }).where('code', '=', DEMO_COUPONS.welcome).execute()
    await shop.db.updateTable('gift_card').set({ active: 0 }).where('code', '=', DEMO_GIFT_CARDS.rand).execute()
    try {
      await login(second, other)
      expect(await cartOf(second)).toMatchObject({ couponCode: null, voucherCode: null })
      expect(await second.toast()).toMatchObject({
        type: 'warning',
        notes: [
          { message: 'cart.couponDroppedAtLogin', params: { code: DEMO_COUPONS.welcome } },
          { message: 'cart.voucherDroppedAtLogin', params: { code: DEMO_GIFT_CARDS.rand } },
        ],
      })
    } finally {
      await shop.db.updateTable('coupon').set({ active: 1 }).where('code', '=', DEMO_COUPONS.welcome).execute()
      await shop.db.updateTable('gift_card').set({ active: 1 }).where('code', '=', DEMO_GIFT_CARDS.rand).execute()
    }
  })

  it('binds the cart to the customer: it follows them to another browser, and a cart made while signed in is theirs', async () => {
    const email = await customerWithSavedCart({})
    const laptop = await guestWith({ [KETTLE]: 2 })
    await login(laptop, email)
    await add(laptop, BLENDER, 1)
    const phone = browser()
    await login(phone, email)
    expect(await quantities(phone)).toEqual({ [KETTLE]: 2, [BLENDER]: 1 })
  })

  it("logout clears the browser's cart but keeps the customer's cart for the next login", async () => {
    const email = await customerWithSavedCart({})
    const guest = await guestWith({ [KETTLE]: 2 })
    await login(guest, email)
    const details = JSON.stringify({ personalDetails: { firstName: 'Lindiwe', email } })
    await shop.db.updateTable('cart').set({ checkout: details, checkout_modified_at: new Date().toISOString() }).execute()
    expect((await logout(guest)).status).toBe(303)
    expect(guest.has('karoo_cart')).toBe(false)
    expect(await cartOf(guest)).toBeNull()
    const lines = await shop.db.selectFrom('cart_line').select('qty').execute()
    expect(lines).toEqual([{ qty: 2 }])
    // The saved checkout details go with the logout; the customer's cart outlives the guest-cart expiry.
    expect(await shop.db.selectFrom('cart').select(['checkout', 'checkout_modified_at']).execute()).toEqual([
      { checkout: '{}', checkout_modified_at: null },
    ])
    expect(await expireAbandonedCarts(new Date(Date.now() + 365 * 24 * 3600_000))).toBe(0)
    // Whoever keeps an old cart cookie after the session ended does not reach the customer's cart.
    const stale = guest.clone()
    await login(guest, email)
    expect(await quantities(guest)).toEqual({ [KETTLE]: 2 })
    await shop.db.deleteFrom('customer_session').execute()
    expect(await cartOf(guest)).toBeNull()
    expect(await cartOf(stale)).toBeNull()
  })

  it("prices for the shopper's group: a trade customer sees trade prices on the product page and in the cart, others do not", async () => {
    const product = await shop.db.selectFrom('product').selectAll().where('sku', '=', KETTLE).executeTakeFirstOrThrow()
    const shelf = await shop.db
      .selectFrom('product_price')
      .select('price')
      .where('product_id', '=', product.id)
      .where('store_code', '=', 'default')
      .executeTakeFirstOrThrow()
    const trade = tradePrice(shelf.price, 'default')
    expect(trade).toBeLessThan(shelf.price)
    const path = `/p/${product.sku}/${product.slug}`
    const page = async (shopper: Browser) => {
      const response = await shopper.load(productRoute.loader, path, { parentSku: product.sku, slug: product.slug })
      return { cacheControl: response.headers.get('Cache-Control'), product: ((await response.json()) as { product: ProductPage }).product }
    }

    const guestPage = await page(browser())
    expect(guestPage.product).toMatchObject({ groupPrices: false, price: { final: shelf.price } })
    expect(guestPage.cacheControl).toMatch(/public/)
    const general = browser()
    await login(general, await customerWithSavedCart({}))
    expect((await page(general)).product.price.final).toBe(shelf.price)

    // The trade customer's guest cart was priced at the shelf price; after login the cart is repriced.
    const tradeShopper = await guestWith({ [KETTLE]: 2 })
    expect((await cartOf(tradeShopper))!.totals.subtotalInclTax).toBe(2 * shelf.price)
    await login(tradeShopper, DEMO_TRADE_CUSTOMER.email, DEMO_TRADE_CUSTOMER.password)
    const tradePage = await page(tradeShopper)
    expect(tradePage.product).toMatchObject({ groupPrices: true, price: { final: trade, regular: shelf.price } })
    expect(tradePage.cacheControl).toMatch(/private/)
    const cart = await cartOf(tradeShopper)
    expect(cart!.lines[0]!.unitPrice).toBe(trade)
    expect(cart!.totals.subtotalInclTax).toBe(2 * trade)
    // Checkout, and so the order, charge the same.
    expect((await loadCheckout(cart!.id, DEFAULT_STORE_VIEW))!.cart.totals.subtotalInclTax).toBe(2 * trade)

    // After logout the same browser is a guest again: shelf prices.
    await logout(tradeShopper)
    expect((await page(tradeShopper)).product.price.final).toBe(shelf.price)
  })
})
