import './support/env'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import * as M from '~/domain/messages'
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '~/domain/validation'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { action, loader } from '~/routes/($store)+/_checkout+/checkout'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myAccount from '~/routes/($store)+/_account+/my-account._index'
import * as book from '~/routes/($store)+/_account+/my-account.shipping-details'
import { CHOOSE_ADDRESS } from '~/schemas/checkout'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, openShop, placeForm } from './support/shop'

const COFFEE = DEMO_FIXTURES.futureSpecial // a plain simple product
const PASSWORD = 'kettle-on-the-stove'

const address = CAPE_TOWN_ADDRESS

type Personal = { firstName: string; lastName: string; emailAddress: string; saved: boolean; createAccount: boolean; emailTaken: boolean }
type LoaderData = {
  cart: { id: string }
  state: { personalDetails: Personal | null; shippingDetails?: Record<string, string> }
  steps: { id: string; complete: boolean }[]
  current: string
  signedIn: boolean
  savedAddresses: { id: string; isDefault: boolean; streetAddress: string }[]
  idempotencyKey: string
  reviewed: { discount: number; voucherAmount: number; amountDue: number }
}
type Reply = { intent: string; result: { error?: Record<string, string[]> } }

let emails = 0
const uniqueEmail = (name: string) => `${name}.${++emails}.${Date.now()}@example.co.za`

describeEachDatabase('checkout with accounts', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
    const product = await shop.db.selectFrom('product').select('id').where('sku', '=', COFFEE).executeTakeFirstOrThrow()
    await shop.db
      .updateTable('stock')
      .set({ qty: 500, is_in_stock: 1, manage_stock: 1, low_stock_qty: 0, max_sale_qty: 0 })
      .where('product_id', '=', product.id)
      .execute()
  })
  afterAll(async () => {
    await shop?.close()
  })

  async function withCart(browser = new Browser()): Promise<Browser> {
    expect((await browser.post(cartAction, '/cart', { intent: 'add', sku: COFFEE, qty: '1' })).status).toBe(303)
    return browser
  }

  async function registered(email: string): Promise<Browser> {
    const browser = new Browser()
    const response = await browser.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(response.status).toBe(303)
    return browser
  }

  async function page(browser: Browser, path = '/checkout'): Promise<LoaderData> {
    const response = await browser.load(loader, path)
    expect(response.status).toBe(200)
    return (await response.json()) as LoaderData
  }

  async function save(browser: Browser, fields: Record<string, string>) {
    const response = await browser.post(action, '/checkout', fields)
    expect(response.status, response.status === 400 ? JSON.stringify(await response.clone().json()) : '').toBe(303)
    return response.headers.get('Location')
  }

  async function refused(browser: Browser, fields: Record<string, string>): Promise<Record<string, string[]>> {
    const response = await browser.post(action, '/checkout', fields)
    expect(response.status).toBe(400)
    return ((await response.json()) as Reply).result.error ?? {}
  }

  /** Shipping method, billing and payment, then the review's place-order form. */
  async function toReview(browser: Browser): Promise<Record<string, string>> {
    await save(browser, { intent: 'shipping-method', shippingMethod: 'standard' })
    await save(browser, { intent: 'billing', sameAsShipping: 'on' })
    await save(browser, { intent: 'payment', paymentMethod: 'cashondelivery' })
    const data = await page(browser)
    expect(data.current).toBe('review')
    return placeForm(data)
  }

  const newAccount = (email: string) => ({
    intent: 'personal',
    firstName: 'Thandi',
    lastName: 'Mokoena',
    emailAddress: email,
    createAccount: 'on',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  })

  async function customerByEmail(email: string) {
    return shop.db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirst()
  }

  /** Every stored text a password could have leaked into. */
  async function storedText(): Promise<string> {
    const tables = ['cart', 'customer', 'customer_session', 'sales_order', 'mail_outbox', 'throttle'] as const
    const rows = await Promise.all(tables.map((table) => shop.db.selectFrom(table).selectAll().execute()))
    return JSON.stringify(rows)
  }

  it("prefills a signed-in customer's personal details and offers their saved addresses, the default first", async () => {
    const email = uniqueEmail('sipho')
    const browser = await registered(email)
    await browser.post(book.action, '/my-account/shipping-details', { intent: 'add', ...address })
    await browser.post(book.action, '/my-account/shipping-details', { intent: 'add', ...address, streetAddress: '1 Dock Road' })
    await withCart(browser)
    const data = await page(browser)
    expect(data.signedIn).toBe(true)
    expect(data.current).toBe('personal')
    expect(data.state.personalDetails).toMatchObject({ firstName: 'Sipho', lastName: 'Dlamini', emailAddress: email, saved: false })
    expect(data.savedAddresses.map((a) => [a.streetAddress, a.isDefault])).toEqual([
      ['12 Long Street', true],
      ['1 Dock Road', false],
    ])
    // A guest is offered nothing of the kind.
    const guest = await page(await withCart())
    expect(guest.signedIn).toBe(false)
    expect(guest.state.personalDetails).toBeNull()
    expect(guest.savedAddresses).toEqual([])
  })

  it('fills the shipping step from a chosen saved address, refuses one that is not theirs', async () => {
    const browser = await registered(uniqueEmail('sipho'))
    await browser.post(book.action, '/my-account/shipping-details', { intent: 'add', ...address })
    await browser.post(book.action, '/my-account/shipping-details', {
      intent: 'add',
      ...address,
      streetAddress: '1 Dock Road',
      zipCode: '8002',
    })
    const other = await registered(uniqueEmail('other'))
    await other.post(book.action, '/my-account/shipping-details', { intent: 'add', ...address, streetAddress: '9 Elsewhere Lane' })
    const [foreign] = ((await (await other.load(book.loader, '/my-account/shipping-details')).json()) as { addresses: { id: string }[] })
      .addresses

    await withCart(browser)
    const { savedAddresses } = await page(browser)
    await save(browser, { intent: 'personal', firstName: 'Sipho', lastName: 'Dlamini', emailAddress: 'sipho@example.co.za' })
    expect(await refused(browser, { intent: 'shipping-saved', addressId: foreign!.id })).toEqual({ addressId: [CHOOSE_ADDRESS] })
    const dock = savedAddresses.find((a) => a.streetAddress === '1 Dock Road')!
    expect(await save(browser, { intent: 'shipping-saved', addressId: dock.id, additionalInformation: 'Ring twice' })).toBe(
      '/checkout#shipping-method',
    )
    const data = await page(browser)
    expect(data.state.shippingDetails).toEqual({
      ...address,
      streetAddress: '1 Dock Road',
      zipCode: '8002',
      additionalInformation: 'Ring twice',
    })
    expect(data.current).toBe('shipping-method')
    // A guest cannot use saved addresses at all.
    const guest = await withCart()
    await save(guest, { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'guest@example.co.za' })
    expect(await refused(guest, { intent: 'shipping-saved', addressId: dock.id })).toEqual({ addressId: [CHOOSE_ADDRESS] })
  })

  it('saves a new delivery address to the account when asked', async () => {
    const browser = await registered(uniqueEmail('sipho'))
    await withCart(browser)
    await save(browser, { intent: 'personal', firstName: 'Sipho', lastName: 'Dlamini', emailAddress: 'sipho@example.co.za' })
    await save(browser, { intent: 'shipping', ...address, streetAddress: '5 Kloof Street', saveAddress: 'on' })
    const { addresses } = (await (await browser.load(book.loader, '/my-account/shipping-details')).json()) as {
      addresses: { streetAddress: string; isDefault: boolean }[]
    }
    expect(addresses).toEqual([expect.objectContaining({ streetAddress: '5 Kloof Street', isDefault: true })])
    // Without the box nothing more is kept.
    await save(browser, { intent: 'shipping', ...address, streetAddress: '6 Kloof Street' })
    expect(
      ((await (await browser.load(book.loader, '/my-account/shipping-details')).json()) as { addresses: unknown[] }).addresses,
    ).toHaveLength(1)
  })

  it('creates the account with the order: signed in after, the order is theirs, no password stored anywhere', async () => {
    const email = uniqueEmail('thandi')
    const browser = await withCart()
    expect(await refused(browser, { ...newAccount(email), password: 'short', confirmPassword: 'other' })).toEqual({
      password: [PASSWORD_TOO_SHORT],
      confirmPassword: [PASSWORDS_DIFFER],
    })
    await save(browser, newAccount(email))
    let data = await page(browser)
    expect(data.state.personalDetails).toMatchObject({ emailAddress: email, createAccount: true, emailTaken: false })
    // The page never carries the password nor its hash; the cart keeps only the hash.
    const cart = await shop.db.selectFrom('cart').select('checkout').where('id', '=', data.cart.id).executeTakeFirstOrThrow()
    expect(JSON.parse(cart.checkout).personalDetails.newAccountPasswordHash).toMatch(/^\$argon2id\$/)
    expect(JSON.stringify(data)).not.toMatch(/argon2|kettle-on-the-stove/)
    // Nothing exists before the order does.
    expect(await customerByEmail(email)).toBeUndefined()

    await save(browser, { intent: 'shipping', ...address })
    const placed = await browser.post(action, '/checkout', await toReview(browser))
    expect(placed.status).toBe(303)
    expect(placed.headers.get('Location')).toMatch(/^\/order\/status/)
    expect((await browser.toast())?.message).toBe('checkout.accountCreated')

    const customer = await customerByEmail(email)
    expect(customer).toMatchObject({ first_name: 'Thandi', last_name: 'Mokoena' })
    const [orderId] = await browser.orderIds()
    const order = await shop.db
      .selectFrom('sales_order')
      .select(['customer_id', 'email'])
      .where('id', '=', orderId!)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ customer_id: customer!.id, email })
    // Signed in on this browser, and the password works for a later login.
    const profile = await browser.load(myAccount.loader, '/my-account')
    expect(profile.status).toBe(200)
    expect(((await profile.json()) as { profile: { email: string } }).profile.email).toBe(email)
    expect((await new Browser().post(loginRoute.action, '/login', { intent: 'login', email, password: PASSWORD })).status).toBe(303)
    // The flag and the hash left the cart with the order; the password is stored nowhere in plain text.
    data = JSON.parse(
      (await shop.db.selectFrom('cart').select('checkout').where('id', '=', data.cart.id).executeTakeFirstOrThrow()).checkout,
    )
    expect(JSON.stringify(data)).not.toContain('newAccountPasswordHash')
    expect(await storedText()).not.toContain(PASSWORD)
  })

  it('refuses an e-mail that has an account already, at the personal step', async () => {
    const email = uniqueEmail('taken')
    await registered(email)
    const browser = await withCart()
    expect(await refused(browser, newAccount(email.toUpperCase()))).toEqual({ emailAddress: [M.EMAIL_TAKEN] })
    // As a guest without an account the same e-mail is fine.
    await save(browser, { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: email })
  })

  it('refuses the order when the e-mail found an account meanwhile: no order, back to the personal step with the message', async () => {
    const email = uniqueEmail('race')
    const browser = await withCart()
    await save(browser, newAccount(email))
    await save(browser, { intent: 'shipping', ...address })
    const form = await toReview(browser)
    const orders = await shop.db.selectFrom('sales_order').select('id').execute()
    const someoneElse = await registered(email)
    expect(someoneElse).toBeTruthy()

    const response = await browser.post(action, '/checkout', form)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/checkout?edit=personal#personal')
    expect(await browser.toast()).toMatchObject({ type: 'error', message: M.EMAIL_TAKEN })
    expect(await shop.db.selectFrom('sales_order').select('id').execute()).toHaveLength(orders.length)
    const data = await page(browser, '/checkout?edit=personal')
    expect(data.current).toBe('personal')
    expect(data.state.personalDetails).toMatchObject({ createAccount: true, emailTaken: true })
    expect((await customerByEmail(email))?.first_name).toBe('Sipho')
  })

  it('creates no account when the order fails inside its transaction', async () => {
    const email = uniqueEmail('rollback')
    const browser = await withCart()
    await save(browser, newAccount(email))
    await save(browser, { intent: 'shipping', ...address })
    const form = await toReview(browser)
    // Wind the order sequence back onto a number already used: the order's insert fails after the account's.
    const placedBefore = await withCart()
    await save(placedBefore, { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'earlier@example.co.za' })
    await save(placedBefore, { intent: 'shipping', ...address })
    expect((await placedBefore.post(action, '/checkout', await toReview(placedBefore))).status).toBe(303)
    const sequence = await shop.db
      .selectFrom('order_sequence')
      .select('last_value')
      .where('store_code', '=', 'default')
      .executeTakeFirstOrThrow()
    await shop.db
      .updateTable('order_sequence')
      .set({ last_value: Number(sequence.last_value) - 1 })
      .where('store_code', '=', 'default')
      .execute()
    const orders = await shop.db.selectFrom('sales_order').select('id').execute()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await browser.post(action, '/checkout', form)
      expect(response.status).toBe(303)
      expect((await browser.toast())?.message).toBe(M.ERROR_PLACING_ORDER)
      expect(logged).toHaveBeenCalledWith('Placing an order failed', expect.anything())
    } finally {
      logged.mockRestore()
      await shop.db
        .updateTable('order_sequence')
        .set({ last_value: Number(sequence.last_value) })
        .where('store_code', '=', 'default')
        .execute()
    }
    expect(await customerByEmail(email)).toBeUndefined()
    expect(await shop.db.selectFrom('sales_order').select('id').execute()).toHaveLength(orders.length)
    // Still a guest; placing again once the shop is right makes both.
    expect((await browser.load(myAccount.loader, '/my-account')).status).toBe(303)
    expect((await browser.post(action, '/checkout', form)).status).toBe(303)
    expect(await customerByEmail(email)).toBeDefined()
  })

  it('a customer who signed in after choosing "create an account" orders on their own account', async () => {
    const email = uniqueEmail('late')
    const own = uniqueEmail('own')
    await registered(own)
    const browser = await withCart()
    await save(browser, newAccount(email))
    expect((await browser.post(loginRoute.action, '/login', { intent: 'login', email: own, password: PASSWORD })).status).toBe(303)
    expect((await page(browser)).state.personalDetails).toMatchObject({ createAccount: false })
    await save(browser, { intent: 'shipping', ...address })
    expect((await browser.post(action, '/checkout', await toReview(browser))).status).toBe(303)
    expect(await customerByEmail(email)).toBeUndefined()
    const [orderId] = await browser.orderIds()
    const order = await shop.db.selectFrom('sales_order').select('customer_id').where('id', '=', orderId!).executeTakeFirstOrThrow()
    expect(order.customer_id).toBe((await customerByEmail(own))!.id)
  })
})
