import './support/env'
import fs from 'node:fs'
import path from 'node:path'
import { ulid } from 'ulid'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { FIELD_REQUIRED } from '~/domain/validation'
import { MAX_DOWNLOADS_PER_LINE, ORDER_HISTORY_PAGE_SIZE, RECENTLY_VIEWED_LIMIT } from '~/domain/order-history'
import { getDb } from '~/server/db.server'
import { orderDownloads, takeDownload } from '~/providers/orders/downloads.server'
import { getOrder } from '~/providers/orders/orders.server'
import { loader as downloadLoader } from '~/routes/resources+/download'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import * as unavailableRoute from '~/routes/($store)+/_checkout+/download-unavailable'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as logoutRoute from '~/routes/($store)+/_account+/logout'
import * as ordersRoute from '~/routes/($store)+/_account+/my-account.orders._index'
import * as orderRoute from '~/routes/($store)+/_account+/my-account.orders.$orderId'
import * as recentRoute from '~/routes/($store)+/_account+/my-account.recently-viewed'
import * as trackingRoute from '~/routes/($store)+/_checkout+/order-tracking'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { getEnv } from '~/utils/env.server'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

type OrdersData = { orders: { id: string; number: string; status: string; total: string; date: string }[]; page: number; pages: number }
type OrderData = {
  status: string
  order: {
    number: string
    lines: { name: string; qty: number }[]
    grandTotal: number
    billingAddress: { company?: string; taxId?: string }
  }
  downloads: { lineNo: number; href: string; downloadsLeft: number }[]
}
type TrackingData = {
  result: { error?: Record<string, string[] | null> }
  order: null | { number: string; status: string; total: string; shippingMethod: { code: string } | null }
}

const billing = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  company: 'Mokoena Catering (Pty) Ltd',
  taxId: '4123456789',
  country: 'ZA',
  streetAddress: '1 Main Road',
  city: 'Stellenbosch',
  zipCode: '7600',
}

describeEachDatabase('order history, downloads, tracking and recently viewed', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let sequence = 0
  beforeAll(async () => {
    shop = await openShop(kind)
  }, 120_000)
  afterAll(async () => {
    await shop?.close()
  })

  /** A new customer, signed in in a new browser. */
  async function customer(name: string): Promise<{ browser: Browser; id: string; email: string }> {
    const browser = new Browser()
    const email = `${name}-${ulid().toLowerCase()}@example.co.za`
    const fields = {
      intent: 'register',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    }
    expect((await browser.post(loginRoute.action, '/login', fields)).status).toBe(303)
    const row = await getDb().selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    return { browser, id: row.id, email }
  }

  /** An order as checkout writes it, for `customerId` (or a guest), placed `minutesAgo`. */
  async function order(input: { customerId?: string | null; email?: string; minutesAgo?: number; paid?: boolean; sku?: string } = {}) {
    const sku = input.sku ?? DEMO_FIXTURES.downloadable
    const product = await getDb().selectFrom('product').select(['id', 'name']).where('sku', '=', sku).executeTakeFirstOrThrow()
    const id = ulid()
    sequence += 1
    const number = `KZA-${String(900000 + sequence).padStart(6, '0')}`
    const at = new Date(Date.now() - (input.minutesAgo ?? 0) * 60_000).toISOString()
    const paid = input.paid ?? true
    await getDb()
      .insertInto('sales_order')
      .values({
        id,
        number,
        idempotency_key: ulid(),
        store_code: 'default',
        locale: 'en-US',
        customer_id: input.customerId ?? null,
        cart_id: null,
        email: input.email ?? 'guest@example.co.za',
        status: paid ? 'processing' : 'pending',
        payment_status: paid ? 'paid' : 'pending',
        payment_method: 'cardgateway',
        shipping_method: 'flatrate',
        currency: 'ZAR',
        subtotal: 14900,
        discount: 0,
        shipping_amount: 0,
        tax_amount: 1943,
        grand_total: 14900,
        coupon_code: null,
        voucher_code: null,
        details: JSON.stringify({
          personal: { firstName: 'Thandi', lastName: 'Mokoena', emailAddress: input.email ?? 'guest@example.co.za' },
          shipping: null,
          billing,
          shippingMethod: { code: 'flatrate', carrierCode: 'flatrate', title: 'Flat rate', priceInclTax: 0 },
          paymentMethod: { code: 'cardgateway', title: 'Card' },
        }),
        totals: '{}',
        access_token: ulid(),
        created_at: at,
        updated_at: at,
      })
      .execute()
    await getDb()
      .insertInto('sales_order_line')
      .values({
        order_id: id,
        line_no: 1,
        product_id: product.id,
        sku,
        name: product.name,
        qty: 1,
        unit_price: 14900,
        row_total: 14900,
        discount: 0,
        tax_rate_bp: 1500,
        tax_amount: 1943,
        options: '[]',
      })
      .execute()
    return { id, number }
  }

  const data = async <T>(response: Response) => (await response.json()) as T
  const downloadParams = (href: string) => new URL(href, 'http://shop.test').searchParams
  const fetchDownload = (browser: Browser, href: string) => browser.load(downloadLoader, href, {})

  it('every seeded downloadable product has its file in DOWNLOADS_DIR', async () => {
    const rows = await getDb().selectFrom('product').select('downloadable_file').where('type_id', '=', 'downloadable').execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(fs.existsSync(path.resolve(getEnv().DOWNLOADS_DIR, row.downloadable_file!))).toBe(true)
  })

  it('lists the customer’s orders newest first, 20 a page, and never fails on a junk or out-of-range page', async () => {
    const { browser, id } = await customer('pages')
    const other = await customer('other')
    const placed = []
    for (let i = 0; i < 45; i++) placed.push(await order({ customerId: id, minutesAgo: 45 - i }))
    const foreign = await order({ customerId: other.id })
    const newestFirst = placed.map((o) => o.number).reverse()

    const first = await data<OrdersData>(await browser.load(ordersRoute.loader, '/my-account/orders'))
    expect(first.orders.map((o) => o.number)).toEqual(newestFirst.slice(0, ORDER_HISTORY_PAGE_SIZE))
    expect(first).toMatchObject({ page: 1, pages: 3 })
    expect(first.orders[0]).toMatchObject({ status: 'processing', total: 'R 149.00' })
    expect(first.orders[0].date).toMatch(/^\d\d:\d\d \d\d\/\d\d\/\d{4}$/)

    const last = await data<OrdersData>(await browser.load(ordersRoute.loader, '/my-account/orders?page=3'))
    expect(last.orders.map((o) => o.number)).toEqual(newestFirst.slice(40))
    for (const junk of ['99', 'abc', '-1', '2.5', '0x10', '']) {
      const response = await browser.load(ordersRoute.loader, `/my-account/orders?page=${junk}`)
      expect(response.status).toBe(200)
      expect((await data<OrdersData>(response)).page).toBe(junk === '99' ? 3 : 1)
    }
    expect(first.orders.concat(last.orders).some((o) => o.number === foreign.number)).toBe(false)

    // A guest is sent to the login page and comes back.
    const guest = await new Browser().load(ordersRoute.loader, '/my-account/orders')
    expect(guest.status).toBe(303)
    expect(guest.headers.get('Location')).toContain('/login?redirectTo=%2Fmy-account%2Forders')
  })

  it('shows an empty history', async () => {
    const { browser } = await customer('empty')
    expect(await data<OrdersData>(await browser.load(ordersRoute.loader, '/my-account/orders'))).toMatchObject({
      orders: [],
      page: 1,
      pages: 1,
    })
  })

  it('opens the customer’s own order; another customer’s, an unknown and a junk id are the same 404', async () => {
    const owner = await customer('owner')
    const stranger = await customer('stranger')
    const mine = await order({ customerId: owner.id })
    const open = (browser: Browser, orderId: string) => browser.load(orderRoute.loader, `/my-account/orders/${orderId}`, { orderId })

    const page = await data<OrderData>(await open(owner.browser, mine.id))
    expect(page.order.number).toBe(mine.number)
    expect(page.order.lines).toEqual([expect.objectContaining({ qty: 1 })])
    expect(page.order.billingAddress).toMatchObject({ company: billing.company, taxId: billing.taxId })

    const answers = await Promise.all([open(stranger.browser, mine.id), open(owner.browser, ulid()), open(owner.browser, '..%2F..%2Fetc')])
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404])
    expect(new Set(bodies).size).toBe(1)
  })

  it('offers signed, counted, expiring download links for a paid order only', async () => {
    const { browser, id } = await customer('downloads')
    const unpaid = await order({ customerId: id, paid: false })
    const paid = await order({ customerId: id })
    const open = async (orderId: string) =>
      data<OrderData>(await browser.load(orderRoute.loader, `/my-account/orders/${orderId}`, { orderId }))

    expect((await open(unpaid.id)).downloads).toEqual([])
    const [link] = (await open(paid.id)).downloads
    expect(link.downloadsLeft).toBe(MAX_DOWNLOADS_PER_LINE)

    const file = await fetchDownload(browser, link.href)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/)
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await open(paid.id)).downloads[0].downloadsLeft).toBe(MAX_DOWNLOADS_PER_LINE - 1)

    // A link for another line, order or expiry than it was signed for is a 404, and counts nothing.
    const tampered = downloadParams(link.href)
    tampered.set('expires', String(Number(tampered.get('expires')) + 3600))
    expect((await fetchDownload(browser, `/resources/download?${tampered}`)).status).toBe(404)
    const forged = downloadParams(link.href)
    forged.set('order', unpaid.id)
    expect((await fetchDownload(browser, `/resources/download?${forged}`)).status).toBe(404)
    expect((await open(paid.id)).downloads[0].downloadsLeft).toBe(MAX_DOWNLOADS_PER_LINE - 1)

    // A link made more than its lifetime ago has expired.
    const [old] = await orderDownloads((await getOrder(paid.id))!, new Date(Date.now() - 25 * 3600_000))
    const expired = await fetchDownload(browser, old.href)
    expect(expired.status).toBe(302)
    expect(expired.headers.get('Location')).toBe(`/download-unavailable?reason=expired&order=${paid.id}`)

    // Past the limit: a page that says so.
    for (let i = 1; i < MAX_DOWNLOADS_PER_LINE; i++) expect((await fetchDownload(browser, link.href)).status).toBe(200)
    const usedUp = await fetchDownload(browser, link.href)
    expect(usedUp.status).toBe(302)
    expect(usedUp.headers.get('Location')).toBe(`/download-unavailable?reason=used_up&order=${paid.id}`)
    const explained = await browser.load(unavailableRoute.loader, usedUp.headers.get('Location')!)
    expect(explained.status).toBe(410)
    expect(await explained.json()).toMatchObject({ reason: 'used_up', back: { to: 'account', path: `/my-account/orders/${paid.id}` } })
    expect((await open(paid.id)).downloads[0].downloadsLeft).toBe(0)
  })

  it('never gives out more downloads than allowed, however many arrive at once', async () => {
    const { id } = await customer('race')
    const paid = await order({ customerId: id })
    const [link] = await orderDownloads((await getOrder(paid.id))!)
    await getDb()
      .insertInto('order_download')
      .values({ order_id: paid.id, line_no: link.lineNo, downloads: MAX_DOWNLOADS_PER_LINE - 2, last_download_at: null })
      .execute()
    const results = await Promise.all(Array.from({ length: 8 }, () => takeDownload(downloadParams(link.href))))
    expect(results.filter((r) => r.ok)).toHaveLength(2)
    expect(results.filter((r) => !r.ok && r.reason === 'used_up')).toHaveLength(6)
    const row = await getDb().selectFrom('order_download').select('downloads').where('order_id', '=', paid.id).executeTakeFirstOrThrow()
    expect(Number(row.downloads)).toBe(MAX_DOWNLOADS_PER_LINE)
  })

  it('tracks a guest order by number and e-mail; a wrong number and a wrong e-mail get the same answer', async () => {
    const placed = await order({ email: 'Guest.Buyer@example.co.za', paid: false, sku: DEMO_FIXTURES.futureSpecial })
    const browser = new Browser('10.7.0.1')
    const track = (fields: Record<string, string>) => browser.post(trackingRoute.action, '/order-tracking', fields)

    const found = await track({ orderNumber: ` ${placed.number.toLowerCase()} `, email: 'guest.buyer@EXAMPLE.co.za' })
    expect(found.status).toBe(200)
    expect(found.headers.get('Cache-Control')).toBe('private, no-store')
    expect((await data<TrackingData>(found)).order).toEqual({
      number: placed.number,
      createdAt: expect.any(String),
      date: expect.any(String),
      status: 'pending',
      total: 'R 149.00',
      currency: 'ZAR',
      shippingMethod: { code: 'flatrate', title: 'Flat rate' },
      // Unpaid: nothing to download yet.
      downloads: [],
    })

    const wrongEmail = await track({ orderNumber: placed.number, email: 'someone.else@example.co.za' })
    const wrongNumber = await track({ orderNumber: 'KZA-999999', email: 'guest.buyer@example.co.za' })
    expect([wrongEmail.status, wrongNumber.status]).toEqual([400, 400])
    const [a, b] = await Promise.all([data<TrackingData>(wrongEmail), data<TrackingData>(wrongNumber)])
    expect(a.order).toBeNull()
    expect(a.result.error).toEqual({ '': ['tracking.notFound'] })
    expect(b.result.error).toEqual(a.result.error)

    const empty = await data<TrackingData>(await track({ orderNumber: '', email: 'not-an-email' }))
    expect(empty.result.error).toMatchObject({ orderNumber: [FIELD_REQUIRED] })
  })

  it('slows down tracking after repeated misses from one address, with a 429', async () => {
    const placed = await order({ email: 'patient@example.co.za' })
    const browser = new Browser('10.7.0.2')
    const track = (email: string) => browser.post(trackingRoute.action, '/order-tracking', { orderNumber: placed.number, email })
    for (let i = 0; i < 11; i++) expect((await track(`guess${i}@example.co.za`)).status).toBe(400)
    const blocked = await track('patient@example.co.za')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another address is not held back.
    const other = await new Browser('10.7.0.3').post(trackingRoute.action, '/order-tracking', {
      orderNumber: placed.number,
      email: 'patient@example.co.za',
    })
    expect(other.status).toBe(200)
  })

  const products = async (count: number) =>
    getDb()
      .selectFrom('product')
      .select(['id', 'sku', 'slug'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .where('status', '=', 1)
      .where('visibility', '=', 4)
      .orderBy('id')
      .limit(count)
      .execute()
  const view = (browser: Browser, product: { sku: string; slug: string }) =>
    browser.load(productRoute.loader, `/p/${product.sku}/${product.slug}`, { parentSku: product.sku, slug: product.slug })
  const recent = async (browser: Browser) =>
    (await data<{ products: { sku: string }[] }>(await browser.load(recentRoute.loader, '/my-account/recently-viewed'))).products.map(
      (p) => p.sku,
    )

  it('records nothing and sets no cookie for a first-time visitor; joins a guest’s views at login, newest first, once each', async () => {
    const [a, b, c] = await products(3)
    const stranger = new Browser()
    const first = await view(stranger, a)
    expect(first.status).toBe(200)
    expect(first.headers.get('Set-Cookie')).toBeNull()
    expect(await getDb().selectFrom('recently_viewed').selectAll().execute()).toEqual([])

    // A guest with a cart: views are kept for that cart.
    const { email } = await customer('viewer')
    const guest = new Browser()
    expect((await guest.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
    for (const product of [a, b, c, a]) {
      expect((await view(guest, product)).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect((await guest.post(loginRoute.action, '/login', { intent: 'login', email, password: 'correct horse' })).status).toBe(303)
    expect(await recent(guest)).toEqual([a.sku, c.sku, b.sku])

    // Logging out ends it for this browser; the next account in it sees only its own.
    await guest.post(logoutRoute.action, '/logout', {})
    expect((await guest.load(recentRoute.loader, '/my-account/recently-viewed')).status).toBe(303)
    const next = await customer('next')
    expect((await guest.post(loginRoute.action, '/login', { intent: 'login', email: next.email, password: 'correct horse' })).status).toBe(
      303,
    )
    expect(await recent(guest)).toEqual([])
  })

  it('keeps the newest 20 views of a customer', async () => {
    const { browser } = await customer('many')
    const many = await products(RECENTLY_VIEWED_LIMIT + 5)
    for (const product of many) {
      await view(browser, product)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const listed = await recent(browser)
    expect(listed).toEqual(
      many
        .slice(5)
        .map((p) => p.sku)
        .reverse(),
    )
  })
})
