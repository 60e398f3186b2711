import './support/env'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { DEMO_COUPONS } from '~/db/seed/commerce.server'
import * as M from '~/domain/messages'
import { EMAIL_INVALID, FIELD_REQUIRED, NAME_TOO_SHORT, TAX_ID_TOO_SHORT, TERMS_NOT_ACCEPTED, ZIP_TOO_SHORT } from '~/domain/validation'
import type { MailMessage } from '~/providers/mail/mail.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import { getOrder } from '~/providers/orders/orders.server'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { action, loader } from '~/routes/($store)+/_checkout+/checkout'
import { CHOOSE_PAYMENT_METHOD, CHOOSE_PROVINCE, CHOOSE_SHIPPING_METHOD } from '~/schemas/checkout'
import { OUTBOX_HEADER } from '~/worker/outbox'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, openShop, placeForm } from './support/shop'

const COFFEE = DEMO_FIXTURES.futureSpecial // a plain simple product
const WARRANTY = DEMO_FIXTURES.virtual

const personal = { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' }
const shippingAddress = { intent: 'shipping', ...CAPE_TOWN_ADDRESS }
const invoiceAddress = {
  intent: 'billing',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  company: 'Mokoena Catering (Pty) Ltd',
  taxId: '4123456789',
  country: 'ZA',
  streetAddress: '1 Main Road',
  city: 'Stellenbosch',
  state: 'Western Cape',
  zipCode: '7600',
}

type LoaderData = {
  cart: {
    id: string
    lines: { sku: string; qty: number; unitPrice: number }[]
    virtual: boolean
    totals: { grandTotal: number; shippingInclTax: number }
  }
  state: Record<string, unknown>
  steps: { id: string; complete: boolean; skipped: boolean }[]
  current: string
  shippingMethods: { code: string; priceInclTax: number }[]
  paymentMethods: { code: string }[]
  blocked: boolean
  idempotencyKey: string
  reviewed: { discount: number; voucherAmount: number; amountDue: number }
  analytics: null | {
    event: string
    ecommerce: { currency: string; value: number; items: { item_id: string; quantity: number; price: number }[] }
  }
}

type Reply = { intent: string; result: { status: string; error?: Record<string, string[]> } }

describeEachDatabase('checkout', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })
  async function productId(sku: string): Promise<number> {
    const row = await shop.db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()
    return row.id
  }

  async function setStock(sku: string, qty: number) {
    await shop.db
      .updateTable('stock')
      .set({ qty, is_in_stock: qty > 0 ? 1 : 0, manage_stock: 1, low_stock_qty: 0, max_sale_qty: 0 })
      .where('product_id', '=', await productId(sku))
      .execute()
  }

  async function stockOf(sku: string): Promise<{ qty: number; is_in_stock: number }> {
    return shop.db
      .selectFrom('stock')
      .select(['qty', 'is_in_stock'])
      .where('product_id', '=', await productId(sku))
      .executeTakeFirstOrThrow()
  }

  async function countOrders(): Promise<number> {
    const row = await shop.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** The outbox rows announcing this order (the checkout queues them; nothing sends them here). */
  async function queuedFor(orderId: string) {
    return shop.db.selectFrom('mail_outbox').selectAll().where('payload', 'like', `%${orderId}%`).execute()
  }

  async function shopperWith(sku: string, qty = 1, prefix = ''): Promise<Browser> {
    const browser = new Browser()
    const added = await browser.post(cartAction, `${prefix}/cart`, { intent: 'add', sku, qty: String(qty) })
    expect(added.status).toBe(303)
    expect((await browser.toast())?.type).toBe('success')
    return browser
  }

  async function page(browser: Browser, path = '/checkout'): Promise<LoaderData> {
    const response = await browser.load(loader, path)
    expect(response.status).toBe(200)
    return (await response.json()) as LoaderData
  }

  async function save(browser: Browser, fields: Record<string, string>, prefix = '') {
    const response = await browser.post(action, `${prefix}/checkout`, fields)
    expect(response.status, JSON.stringify(response.status === 400 ? await response.clone().json() : null)).toBe(303)
    return response.headers.get('Location')
  }

  async function refused(browser: Browser, fields: Record<string, string>, prefix = ''): Promise<Record<string, string[]>> {
    const response = await browser.post(action, `${prefix}/checkout`, fields)
    expect(response.status).toBe(400)
    const reply = (await response.json()) as Reply
    expect(reply.intent).toBe(fields.intent ?? '')
    expect(reply.result.status).toBe('error')
    return reply.result.error ?? {}
  }

  async function readyToPlace(browser: Browser, payment = 'cashondelivery') {
    await save(browser, personal)
    await save(browser, shippingAddress)
    await save(browser, { intent: 'shipping-method', shippingMethod: 'standard' })
    await save(browser, { intent: 'billing', sameAsShipping: 'on' })
    await save(browser, { intent: 'payment', paymentMethod: payment })
    const data = await page(browser)
    expect(data.current).toBe('review')
    return data
  }

  it('sends a shopper without a cart, or with an empty one, to the cart page', async () => {
    const response = await new Browser().load(loader, '/checkout')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/cart')
    const german = await new Browser().load(loader, '/de/checkout')
    expect(german.headers.get('Location')).toBe('/de/cart')
  })

  it('opens at personal details and exposes begin_checkout data for analytics', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE, 2)
    const data = await page(browser)
    expect(data.current).toBe('personal')
    expect(data.steps.map((s) => s.id)).toEqual(['personal', 'shipping', 'shipping-method', 'billing', 'payment', 'review'])
    expect(data.idempotencyKey).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    // Rendering again keeps the key: it is stored with the cart.
    expect((await page(browser)).idempotencyKey).toBe(data.idempotencyKey)
    const line = data.cart.lines[0]
    expect(data.analytics).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { currency: 'ZAR', value: data.cart.totals.grandTotal / 100 },
    })
    expect(data.cart.totals.grandTotal).toBe(line.unitPrice * 2)
    expect(data.analytics!.ecommerce.items).toEqual([
      expect.objectContaining({ item_id: COFFEE, quantity: 2, price: line.unitPrice / 100 }),
    ])
    // Once checkout is under way (modified within 30 minutes) the event is not sent again.
    await save(browser, personal)
    expect((await page(browser)).analytics).toBeNull()
  })

  it('answers each step with its messages (400), and saves a valid one with a 303 to the next step', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    const cartId = (await page(browser)).cart.id

    expect(await refused(browser, { intent: 'personal', firstName: 'T', lastName: '', emailAddress: 'thandi@' })).toEqual({
      firstName: [NAME_TOO_SHORT],
      lastName: [FIELD_REQUIRED],
      emailAddress: [EMAIL_INVALID],
    })
    expect(await save(browser, personal)).toBe('/checkout#shipping')
    expect((await browser.toast())?.message).toBe('checkout.saved')

    expect(await refused(browser, { ...shippingAddress, zipCode: '80', state: 'Bavaria', phoneNumber: '' })).toEqual({
      zipCode: [ZIP_TOO_SHORT],
      state: [CHOOSE_PROVINCE],
      phoneNumber: [FIELD_REQUIRED],
    })
    expect(await save(browser, shippingAddress)).toBe('/checkout#shipping-method')

    let data = await page(browser)
    expect(data.current).toBe('shipping-method')
    expect(data.shippingMethods.map((m) => m.code)).toEqual(['standard', 'express', 'collect'])
    expect(await refused(browser, { intent: 'shipping-method', shippingMethod: 'large_appliance' })).toEqual({
      shippingMethod: [CHOOSE_SHIPPING_METHOD],
    })
    expect(await save(browser, { intent: 'shipping-method', shippingMethod: 'express' })).toBe('/checkout#billing')
    data = await page(browser)
    expect(data.cart.totals.shippingInclTax).toBe(19_900)
    expect(data.cart.totals.grandTotal).toBe(data.cart.lines[0].unitPrice + 19_900)

    expect(await refused(browser, { ...invoiceAddress, taxId: '12' })).toEqual({ taxId: [TAX_ID_TOO_SHORT] })
    expect(await save(browser, invoiceAddress)).toBe('/checkout#payment')

    expect(await refused(browser, { intent: 'payment', paymentMethod: 'bitcoin' })).toEqual({ paymentMethod: [CHOOSE_PAYMENT_METHOD] })
    expect(await save(browser, { intent: 'payment', paymentMethod: 'banktransfer' })).toBe('/checkout#review')

    data = await page(browser)
    expect(data.current).toBe('review')
    expect(data.steps.filter((s) => s.id !== 'review').every((s) => s.complete)).toBe(true)
    expect(data.state).toMatchObject({
      personalDetails: { firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' },
      shippingDetails: { country: 'ZA', state: 'Western Cape', zipCode: '8001' },
      shippingMethod: { code: 'express', carrierCode: 'courier' },
      paymentDetails: { sameAsShipping: false, company: 'Mokoena Catering (Pty) Ltd', taxId: '4123456789' },
      paymentMethod: { code: 'banktransfer' },
    })
    const row = await shop.db
      .selectFrom('cart')
      .select(['checkout', 'checkout_modified_at'])
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.checkout)).toHaveProperty('personalDetails.emailAddress', 'thandi@example.co.za')
    expect(Date.now() - Date.parse(row.checkout_modified_at!)).toBeLessThan(60_000)

    // A completed step can be opened again for editing.
    expect((await page(browser, '/checkout?edit=shipping')).current).toBe('shipping')
    expect((await page(browser, '/checkout?edit=nonsense')).current).toBe('review')
  })

  it('keeps the idempotency key while checkout is open and replaces it after 30 idle minutes', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    await save(browser, personal)
    const first = await page(browser)
    await save(browser, shippingAddress)
    expect((await page(browser)).idempotencyKey).toBe(first.idempotencyKey)

    const idle = new Date(Date.now() - 31 * 60 * 1000).toISOString()
    await shop.db.updateTable('cart').set({ checkout_modified_at: idle }).where('id', '=', first.cart.id).execute()
    expect((await page(browser)).analytics?.event).toBe('begin_checkout')
    await save(browser, { intent: 'shipping-method', shippingMethod: 'standard' })
    const later = await page(browser)
    expect(later.idempotencyKey).not.toBe(first.idempotencyKey)
    // The details entered are kept.
    expect(later.state).toHaveProperty('shippingDetails.city', 'Cape Town')
  })

  it('refuses to place an order without accepting the terms', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    const data = await readyToPlace(browser)
    expect(await refused(browser, placeForm(data, false))).toEqual({ terms: [TERMS_NOT_ACCEPTED] })
    expect(await countOrders()).toBe(0)
  })

  it('places one order: server prices, stock taken, cart emptied, cookie dropped, order in the session', async () => {
    await setStock(COFFEE, 7)
    const before = await countOrders()
    const browser = await shopperWith(COFFEE, 2)
    const data = await readyToPlace(browser, 'cashondelivery')
    const unitPrice = data.cart.lines[0].unitPrice
    expect(browser.has('karoo_cart')).toBe(true)

    const response = await browser.post(action, '/checkout', {
      ...placeForm(data),
      // Tampered hidden fields: none of these is read.
      price: '1',
      unitPrice: '1',
      grandTotal: '1',
      sku: DEMO_FIXTURES.customOptions,
      qty: '50',
    })
    expect(response.status).toBe(303)
    const location = response.headers.get('Location')!
    expect(location).toMatch(/^\/order\/status\?id=[0-9A-Z]{26}&token=/)

    expect(await countOrders()).toBe(before + 1)
    const orderId = new URL(location, 'http://x').searchParams.get('id')!
    const order = (await getOrder(orderId))!
    expect(order).toMatchObject({
      number: expect.stringMatching(/^KZA-\d{6}$/),
      storeCode: 'default',
      email: 'thandi@example.co.za',
      status: 'processing',
      paymentStatus: 'pending',
      paymentMethod: 'cashondelivery',
      shippingMethod: 'karoo_standard',
      currency: 'ZAR',
      subtotal: unitPrice * 2,
      grandTotal: data.cart.totals.grandTotal,
    })
    expect(order.lines).toEqual([expect.objectContaining({ sku: COFFEE, qty: 2, unitPrice, rowTotal: unitPrice * 2 })])
    expect(order.details.billing).toMatchObject({ streetAddress: '12 Long Street', zipCode: '8001' })
    expect(order.accessToken).toMatch(/^[0-9a-f]{64}$/)

    expect(await stockOf(COFFEE)).toEqual({ qty: 5, is_in_stock: 1 })
    const cart = await shop.db.selectFrom('cart').selectAll().where('cart.checkout', 'like', `%${orderId}%`).executeTakeFirstOrThrow()
    expect(await shop.db.selectFrom('cart_line').select('id').where('cart_id', '=', cart.id).execute()).toEqual([])
    expect(JSON.parse(cart.checkout)).toEqual({ lastOrder: { id: orderId, placedAt: expect.any(String) } })
    expect(cart.checkout_modified_at).toBeNull()

    expect(browser.has('karoo_cart')).toBe(true) // still set, but it names no cart for this view any more
    expect((await new Browser().load(loader, '/checkout')).status).toBe(302)
    expect((await browser.load(loader, '/checkout')).headers.get('Location')).toBe('/cart')
    expect(await browser.orderIds()).toEqual([orderId])
    // The confirmation was committed with the order, for the worker to send.
    expect(await queuedFor(orderId)).toEqual([
      expect.objectContaining({
        kind: 'order_confirmation',
        dedupe_key: `order_confirmation:${orderId}`,
        recipient: 'thandi@example.co.za',
        status: 'pending',
        attempts: 0,
      }),
    ])
  })

  it('returns the first order for a replayed idempotency key, with or without the old cart cookie', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    const data = await readyToPlace(browser)
    const before = await countOrders()
    const form = placeForm(data)
    const oldBrowser = browser.clone()

    const first = await browser.post(action, '/checkout', form)
    expect(first.status).toBe(303)
    // The same form again from the same browser (cart cookie gone, order in the session).
    const again = await browser.post(action, '/checkout', form)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'))
    // And from a copy of the browser taken before the order (it still names the emptied cart).
    const stale = await oldBrowser.post(action, '/checkout', form)
    expect(stale.status).toBe(303)
    expect(stale.headers.get('Location')).toBe(first.headers.get('Location'))

    expect(await countOrders()).toBe(before + 1)
    expect(await stockOf(COFFEE)).toEqual({ qty: 9, is_in_stock: 1 })
    const orderId = new URL(first.headers.get('Location')!, 'http://x').searchParams.get('id')!
    expect(await queuedFor(orderId)).toHaveLength(1)
  })

  /** The order outbox's delivery: the same form, fetched with the header that asks for a JSON outcome. */
  async function outboxPost(browser: Browser, fields: Record<string, string>) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    const request = browser.request('/checkout', { method: 'POST', body, headers: { [OUTBOX_HEADER]: '1' } })
    return browser.absorb(await action({ request, params: {}, context: {} }))
  }

  it('answers the order outbox with the first order for a replayed key, also when the first answer was lost', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    const data = await readyToPlace(browser)
    const before = await countOrders()
    // The connection drops after the server placed the order: the browser never sees its cookies.
    const offline = browser.clone()

    const first = await outboxPost(browser, placeForm(data))
    expect(first.status).toBe(200)
    const answer = (await first.json()) as { outcome: string; to: string }
    expect(answer).toEqual({ outcome: 'placed', to: expect.stringMatching(/^\/order\/status\?id=/) })
    // Its cookies were read as after a redirect: the cart is gone from this browser.
    expect((await browser.load(loader, '/checkout')).headers.get('Location')).toBe('/cart')

    // The outbox sends the waiting order again, with the same key.
    const replay = await outboxPost(offline, placeForm(data))
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(answer)
    // A tab that had the answer and sends it once more gets the same order too.
    expect(await (await outboxPost(browser, placeForm(data))).json()).toEqual(answer)
    expect(await countOrders()).toBe(before + 1)
    expect(await stockOf(COFFEE)).toEqual({ qty: 9, is_in_stock: 1 })
  })

  it('answers the order outbox with the reason an order cannot be placed and where to put it right', async () => {
    await setStock(COFFEE, 3)
    const browser = await shopperWith(COFFEE, 3)
    const data = await readyToPlace(browser)
    await setStock(COFFEE, 2)
    const before = await countOrders()
    const response = await outboxPost(browser, placeForm(data))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ outcome: 'refused', to: '/checkout#review', message: M.SOME_PRODUCTS_NOT_AVAILABLE })
    // The outbox shows the reason itself: no error toast waits for the next page.
    expect(await browser.toast()).not.toMatchObject({ type: 'error' })
    expect(await countOrders()).toBe(before)
  })

  // The confirmation used to be sent after the commit, outside any queue. An order whose mail
  // could not go out (SMTP down, or the process killed) never got it, and a replay did not send it either.
  it('sends the confirmation of an order placed while mail could not be sent, once, when mail works again', async () => {
    // Earlier tests' orders left their mail queued: this test counts only its own.
    await shop.db.deleteFrom('mail_outbox').execute()
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    const data = await readyToPlace(browser)
    const form = placeForm(data)
    const placed = await browser.post(action, '/checkout', form)
    expect(placed.status).toBe(303)
    const order = (await getOrder(new URL(placed.headers.get('Location')!, 'http://x').searchParams.get('id')!))!

    const down = async (): Promise<never> => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25')
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await deliverDueMail({ send: down })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    // The shopper tries again with the same key: the same order, and still one message queued.
    expect((await browser.post(action, '/checkout', placeForm(data))).headers.get('Location')).toBe(placed.headers.get('Location'))

    const delivered: MailMessage[] = []
    const works = async (message: MailMessage) => {
      delivered.push(message)
      return { messageId: `test-${delivered.length}` }
    }
    const later = () => new Date(Date.now() + 60_000)
    expect(await deliverDueMail({ send: works, now: later })).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(await deliverDueMail({ send: works, now: later })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(delivered).toEqual([expect.objectContaining({ to: 'thandi@example.co.za', subject: `Your Karoo order ${order.number}` })])
    expect(await queuedFor(order.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, last_error: null })])
  })

  it('does not hand an order to another shopper who posts its key', async () => {
    await setStock(COFFEE, 10)
    const owner = await shopperWith(COFFEE)
    const data = await readyToPlace(owner)
    const placed = await owner.post(action, '/checkout', placeForm(data))
    expect(placed.status).toBe(303)

    const stranger = await shopperWith(COFFEE)
    await readyToPlace(stranger)
    const response = await stranger.post(action, '/checkout', placeForm(data))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/checkout#review')
    expect(await stranger.toast()).toMatchObject({ type: 'error', message: M.ERROR_PLACING_ORDER })
    const nobody = new Browser()
    const blind = await nobody.post(action, '/checkout', placeForm(data))
    expect(blind.headers.get('Location')).toBe('/cart')
  })

  it('sends an online payment to the payment page', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    const data = await readyToPlace(browser, 'cardgateway')
    const response = await browser.post(action, '/checkout', placeForm(data))
    expect(response.status).toBe(303)
    const location = response.headers.get('Location')!
    expect(location).not.toMatch(/\/order\/status/)
    const [orderId] = await browser.orderIds()
    expect(await getOrder(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending', paymentMethod: 'cardgateway' })
    const payment = await shop.db.selectFrom('payment').select(['order_id', 'status']).where('order_id', '=', orderId).executeTakeFirst()
    expect(payment).toEqual({ order_id: orderId, status: 'pending' })
  })

  it('blocks placing when a product went out of stock, with the spec message', async () => {
    await setStock(COFFEE, 3)
    const browser = await shopperWith(COFFEE, 3)
    const data = await readyToPlace(browser)
    await setStock(COFFEE, 2)
    expect((await page(browser)).blocked).toBe(true)
    const before = await countOrders()
    const response = await browser.post(action, '/checkout', placeForm(data))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/checkout#review')
    expect(await browser.toast()).toMatchObject({ type: 'error', message: M.SOME_PRODUCTS_NOT_AVAILABLE })
    expect(await countOrders()).toBe(before)
    expect(await stockOf(COFFEE)).toEqual({ qty: 2, is_in_stock: 1 })
  })

  it('skips shipping for a virtual cart and does not offer cash on delivery', async () => {
    const browser = await shopperWith(WARRANTY)
    let data = await page(browser)
    expect(data.cart.virtual).toBe(true)
    expect(data.steps.filter((s) => s.skipped).map((s) => s.id)).toEqual(['shipping', 'shipping-method'])
    expect(data.paymentMethods.map((m) => m.code)).not.toContain('cashondelivery')
    expect(data.paymentMethods.map((m) => m.code)).toContain('banktransfer')

    expect(await save(browser, personal)).toBe('/checkout#billing')
    expect(await browser.post(action, '/checkout', shippingAddress).then((r) => r.status)).toBe(400)
    // "Same as shipping" means nothing without a shipping address: the invoice address is required.
    expect(await refused(browser, { intent: 'billing', sameAsShipping: 'on' })).toMatchObject({ firstName: [FIELD_REQUIRED] })
    expect(await save(browser, invoiceAddress)).toBe('/checkout#payment')
    expect(await refused(browser, { intent: 'payment', paymentMethod: 'cashondelivery' })).toEqual({
      paymentMethod: [CHOOSE_PAYMENT_METHOD],
    })
    expect(await save(browser, { intent: 'payment', paymentMethod: 'banktransfer' })).toBe('/checkout#review')

    data = await page(browser)
    const response = await browser.post(action, '/checkout', placeForm(data))
    expect(response.status).toBe(303)
    const [orderId] = await browser.orderIds()
    const order = (await getOrder(orderId))!
    expect(order).toMatchObject({ shippingMethod: null, shippingAmount: 0, status: 'pending', paymentStatus: 'pending' })
    expect(order.details.shipping).toBeNull()
    expect(order.details.billing).toMatchObject({ company: 'Mokoena Catering (Pty) Ltd', taxId: '4123456789' })
  })

  it('refuses to place at a price the shopper did not review: a gift card spent by another order meanwhile', async () => {
    await setStock(COFFEE, 10)
    const shoppers = [await shopperWith(COFFEE), await shopperWith(COFFEE)]
    const reviews: LoaderData[] = []
    for (const browser of shoppers) {
      expect((await browser.post(cartAction, '/cart', { intent: 'voucher', code: 'GIFT-KAROO-1000' })).status).toBe(303)
      reviews.push(await readyToPlace(browser))
    }
    // Both reviewed the same order, with the gift card paying its part.
    expect(reviews[1].reviewed).toEqual(reviews[0].reviewed)
    const voucherAmount = reviews[0].reviewed.voucherAmount
    expect(voucherAmount).toBeGreaterThan(0)
    const before = await countOrders()

    const first = await shoppers[0].post(action, '/checkout', placeForm(reviews[0]))
    expect(first.headers.get('Location')).toMatch(/^\/order\/status\?/)
    // The card had R 1 000.00; what is left no longer covers the second order's reviewed part.
    const second = await shoppers[1].post(action, '/checkout', placeForm(reviews[1]))
    expect(second.status).toBe(303)
    expect(second.headers.get('Location')).toBe('/cart')
    const left = 100000 - voucherAmount
    expect(await shoppers[1].toast()).toEqual({
      type: 'error',
      message: 'checkout.voucherChanged',
      params: {
        code: 'GIFT-KAROO-1000',
        amount: `R ${(Math.min(left, reviews[1].cart.totals.grandTotal) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`,
      },
    })
    expect(await countOrders()).toBe(before + 1)
    // Reviewing again shows the new amounts, and that review can be placed.
    const again = await page(shoppers[1])
    expect(again.reviewed.voucherAmount).toBe(Math.min(left, again.cart.totals.grandTotal))
    expect((await shoppers[1].post(action, '/checkout', placeForm(again))).headers.get('Location')).toMatch(/^\/order\/status\?/)
    expect(await countOrders()).toBe(before + 2)
  })

  it('refuses to place when the reviewed coupon no longer applies', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE)
    expect((await browser.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })).status).toBe(303)
    const data = await readyToPlace(browser)
    expect(data.reviewed.discount).toBeGreaterThan(0)
    const before = await countOrders()
    await shop.db.updateTable('coupon').set({ active: 0 }).where('code', '=', DEMO_COUPONS.welcome).execute()
    try {
      const response = await browser.post(action, '/checkout', placeForm(data))
      expect(response.headers.get('Location')).toBe('/cart')
      expect(await browser.toast()).toEqual({ type: 'error', message: 'checkout.couponChanged' })
      expect(await countOrders()).toBe(before)
    } finally {
      await shop.db.updateTable('coupon').set({ active: 1 }).where('code', '=', DEMO_COUPONS.welcome).execute()
    }
  })

  it('uses the German rules in /de: 3-letter names, German and Italian addresses, euro order numbers', async () => {
    await setStock(COFFEE, 10)
    const browser = await shopperWith(COFFEE, 1, '/de')
    expect((await page(browser, '/de/checkout')).analytics?.ecommerce.currency).toBe('EUR')
    expect(await refused(browser, { ...personal, firstName: 'Li' }, '/de')).toEqual({ firstName: [NAME_TOO_SHORT] })
    await save(browser, personal, '/de')
    const address = {
      ...shippingAddress,
      country: 'IT',
      state: 'Lombardia',
      city: 'Milano',
      zipCode: '20121',
      phoneNumber: '+39 02 1234567',
    }
    expect(await refused(browser, { ...address, country: 'ZA' }, '/de')).toHaveProperty('country')
    expect(await save(browser, address, '/de')).toBe('/de/checkout#shipping-method')
    await save(browser, { intent: 'shipping-method', shippingMethod: 'standard' }, '/de')
    await save(browser, { intent: 'billing', sameAsShipping: 'on' }, '/de')
    await save(browser, { intent: 'payment', paymentMethod: 'cashondelivery' }, '/de')
    const data = await page(browser, '/de/checkout')
    const response = await browser.post(action, '/de/checkout', placeForm(data))
    expect(response.headers.get('Location')).toMatch(/^\/de\/order\/status\?/)
    const [orderId] = await browser.orderIds()
    expect((await getOrder(orderId))!).toMatchObject({ number: 'KDE-000001', currency: 'EUR', storeCode: 'de' })
  })
})
