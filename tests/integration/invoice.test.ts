import './support/env'
import { ulid } from 'ulid'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getDb } from '~/server/db.server'
import { orderStatusToken } from '~/providers/orders/access.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as accountInvoiceRoute from '~/routes/($store)+/_account+/my-account.orders.$orderId.invoice'
import * as guestInvoiceRoute from '~/routes/($store)+/_checkout+/order.invoice'
import { describeEachDatabase } from '../setup/db'
import { insertTestOrder, testOrderDetails } from '../setup/orders'
import { Browser, openShop } from './support/shop'

const business = {
  ...testOrderDetails().billing,
  company: 'Mokoena Catering (Pty) Ltd',
  taxId: '4987654321',
}

/** A business order: a kettle at 15%, two zero-rated books, delivery at 15% (R 1 897.00, VAT R 182.47). */
function businessOrder(overrides: Parameters<typeof insertTestOrder>[1] = {}) {
  return insertTestOrder(getDb(), {
    subtotal: 179_700,
    shipping_amount: 10_000,
    tax_amount: 18_247,
    grand_total: 189_700,
    totals: JSON.stringify({ grandTotal: 189_700, voucherAmount: 0, amountDue: 189_700, shippingTax: 1_304, shippingTaxRateBp: 1500 }),
    orderDetails: testOrderDetails({ billing: business }),
    orderLines: [
      {
        line_no: 1,
        product_id: 1001,
        sku: 'KAR-KETTLE-1',
        name: 'Karoo 1.7 l kettle',
        qty: 1,
        unit_price: 129_900,
        row_total: 129_900,
        discount: 0,
        tax_rate_bp: 1500,
        tax_amount: 16_943,
        options: '[]',
      },
      {
        line_no: 2,
        product_id: 1002,
        sku: 'BOOK-1',
        name: 'Cooking with the Karoo',
        qty: 2,
        unit_price: 24_900,
        row_total: 49_800,
        discount: 0,
        tax_rate_bp: 0,
        tax_amount: 0,
        options: '[]',
      },
    ],
    ...overrides,
  })
}

describeEachDatabase('invoices', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  beforeAll(async () => {
    shop = await openShop(kind)
  }, 120_000)
  afterAll(async () => {
    await shop?.close()
  })

  async function customer(name: string): Promise<{ browser: Browser; id: string }> {
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
    return { browser, id: row.id }
  }

  const guestInvoice = (browser: Browser, query: Record<string, string>) =>
    browser.load(guestInvoiceRoute.loader, `/order/invoice?${new URLSearchParams(query)}`, {})

  it('gives a guest holding the signed link the invoice: seller’s VAT number, buyer’s company and tax ID, VAT per rate, totals', async () => {
    const row = await businessOrder()
    const response = await guestInvoice(new Browser(), {
      id: row.id,
      token: orderStatusToken({ id: row.id, accessToken: row.access_token }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('Tax invoice')
    expect(html).toContain(row.number)
    expect(html).toContain('Karoo Appliances (Pty) Ltd')
    expect(html).toContain('4123456789')
    expect(html).toContain('Mokoena Catering (Pty) Ltd')
    expect(html).toContain('4987654321')
    expect(html).toContain('Cooking with the Karoo')
    // VAT per rate: 0% on the books, 15% on the kettle and the delivery; and the totals they add up to.
    expect(html).toMatch(
      /data-vat-rate="0"><th scope="row">0%<\/th><td class="num">R 498\.00<\/td><td class="num">R 0\.00<\/td><td class="num">R 498\.00</,
    )
    expect(html).toMatch(
      /data-vat-rate="1500"><th scope="row">15%<\/th><td class="num">R 1 216\.53<\/td><td class="num">R 182\.47<\/td><td class="num">R 1 399\.00</,
    )
    expect(html).toContain('R 1 897.00')
    expect(html).toContain('@media print')
    expect(html).not.toContain('access_token')
  })

  it('answers 404 to a guest without the link, with a wrong or another order’s token, and for unknown or junk ids', async () => {
    const row = await businessOrder()
    const other = await businessOrder()
    const otherToken = orderStatusToken({ id: other.id, accessToken: other.access_token })
    const answers = await Promise.all([
      guestInvoice(new Browser(), { id: row.id }),
      guestInvoice(new Browser(), { id: row.id, token: 'not-the-token' }),
      guestInvoice(new Browser(), { id: row.id, token: otherToken }),
      guestInvoice(new Browser(), { id: ulid(), token: otherToken }),
      guestInvoice(new Browser(), { id: '../etc/passwd' }),
    ])
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404])
  })

  it('gives the owner their invoice from the account; another customer gets a 404 and a visitor the login page', async () => {
    const owner = await customer('owner')
    const stranger = await customer('stranger')
    const row = await businessOrder({ customer_id: owner.id })
    const open = (browser: Browser) => browser.load(accountInvoiceRoute.loader, `/my-account/orders/${row.id}/invoice`, { orderId: row.id })

    const mine = await open(owner.browser)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await mine.text()).toContain('Mokoena Catering (Pty) Ltd')
    // The owner also holds the order through the guest route (the same rules as the status page).
    expect((await guestInvoice(owner.browser, { id: row.id })).status).toBe(200)

    expect((await open(stranger.browser)).status).toBe(404)
    expect((await guestInvoice(stranger.browser, { id: row.id })).status).toBe(404)
    const visitor = await open(new Browser())
    expect([302, 303]).toContain(visitor.status)
    expect(visitor.headers.get('Location')).toMatch(/login/i)
  })

  it('writes a private person’s invoice without a company, and a German order’s in German with the EU seller', async () => {
    const privateRow = await insertTestOrder(getDb())
    const privateHtml = await (
      await guestInvoice(new Browser(), {
        id: privateRow.id,
        token: orderStatusToken({ id: privateRow.id, accessToken: privateRow.access_token }),
      })
    ).text()
    expect(privateHtml).toContain('Thandi Mokoena')
    expect(privateHtml).not.toContain('data-buyer-company')
    expect(privateHtml).not.toContain('>Tax ID<')

    const de = await businessOrder({ store_code: 'de', locale: 'de-DE', currency: 'EUR' })
    const deHtml = await (
      await guestInvoice(new Browser(), { id: de.id, token: orderStatusToken({ id: de.id, accessToken: de.access_token }) })
    ).text()
    expect(deHtml).toContain('<html lang="de-DE"')
    expect(deHtml).toContain('Rechnung')
    expect(deHtml).toContain('Karoo Appliances GmbH')
    expect(deHtml).toContain('DE123456789')
    expect(deHtml).toContain('1.897,00 €')
  })
})
