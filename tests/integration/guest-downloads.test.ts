/**
 * A guest who buys the e-book and pays in the sandbox gets its download links on the confirmation page, in
 * order tracking and in the mail that says the payment was approved; the links are counted (five downloads)
 * and bound to the order. The order's mails follow what happens to it, each once, and name every line as
 * the order page does.
 */
import './support/env'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { MAX_DOWNLOADS_PER_LINE } from '~/domain/order-history'
import { lineTitle } from '~/domain/order-lines'
import { getDb } from '~/server/db.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { getOrder, markOrderShipped } from '~/providers/orders/orders.server'
import { action as notifyAction } from '~/routes/api+/payments.notify.$provider'
import { loader as downloadLoader } from '~/routes/resources+/download'
import * as unavailableRoute from '~/routes/($store)+/_checkout+/download-unavailable'
import { loader as statusLoader } from '~/routes/($store)+/_checkout+/order.status'
import * as trackingRoute from '~/routes/($store)+/_checkout+/order-tracking'
import { getPaymentProvider } from '~/providers/payments/registry.server'
import { SandboxPaymentProvider } from '~/payments/sandbox.server'
import { shopOrigin } from '~/utils/env.server'
import { describeEachDatabase } from '../setup/db'
import { guestCheckout, guestEmail, payInSandbox } from './support/guest-order'
import { Browser, openShop } from './support/shop'

type Download = { lineNo: number; name: string; href: string; downloadsLeft: number }
type StatusData = {
  state: string
  next: string
  downloads: Download[]
  order: { id: string; number: string; lines: { name: string; options: { label: string; value: string }[] }[] }
}
type TrackingData = { order: null | { number: string; downloads: Download[] } }

describeEachDatabase('guest downloads and order mails', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  beforeAll(async () => {
    shop = await openShop(kind)
  }, 120_000)
  afterAll(async () => {
    await shop?.close()
  })

  /** Send every queued mail through a transport that keeps them; returns those to `to`. */
  const delivered: MailMessage[] = []
  async function mailsTo(to: string): Promise<MailMessage[]> {
    await deliverDueMail({ send: async (message) => (delivered.push(message), { messageId: String(delivered.length) }) })
    return delivered.filter((mail) => mail.to === to)
  }
  async function outboxKinds(orderId: string): Promise<string[]> {
    const rows = await getDb().selectFrom('mail_outbox').select(['kind', 'payload']).orderBy('created_at').orderBy('id').execute()
    return rows.filter((row) => (JSON.parse(row.payload) as { orderId?: string }).orderId === orderId).map((row) => row.kind)
  }
  const download = (browser: Browser, href: string) => browser.load(downloadLoader, href.replace(shopOrigin(), ''), {})
  const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+\/resources\/download\?\S+/g)].map((m) => m[0])

  /** A guest buys the paid e-book by card and approves the payment in the sandbox. */
  async function buyEbook(tag: string) {
    const email = guestEmail(tag)
    const { browser, location } = await guestCheckout({ email, add: { sku: DEMO_FIXTURES.downloadable }, paymentMethod: 'cardgateway' })
    expect(location).toMatch(/^\/sandbox\/pay\/cardgateway\//)
    const paid = await payInSandbox(browser, location)
    const orderId = new URL(paid.statusPath, 'http://shop.test').searchParams.get('id')!
    return { email, browser, orderId, ...paid }
  }

  it('shows a paid guest order its download links on the confirmation page and in tracking; five downloads, then no more', async () => {
    const { email, browser, orderId, statusPath } = await buyEbook('guest-ebook')
    const order = (await getOrder(orderId))!
    expect(order).toMatchObject({ customerId: null, paymentStatus: 'paid' })

    // The confirmation page, in the browser that bought it and at the signed link from another device.
    const page = await browser.load(statusLoader, statusPath)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const data = (await page.json()) as StatusData
    expect(data.state).toBe('paid')
    expect(data.next).toBe('downloads')
    expect(data.downloads).toEqual([expect.objectContaining({ name: order.lines[0].name, downloadsLeft: MAX_DOWNLOADS_PER_LINE })])
    const elsewhere = (await (await new Browser().load(statusLoader, statusPath)).json()) as StatusData
    expect(elsewhere.downloads).toHaveLength(1)

    // Order tracking with the number and the address used at checkout.
    const tracked = await new Browser('10.9.0.1').post(trackingRoute.action, '/order-tracking', { orderNumber: order.number, email })
    expect(tracked.headers.get('Cache-Control')).toBe('private, no-store')
    const trackedLinks = ((await tracked.json()) as TrackingData).order!.downloads
    expect(trackedLinks).toHaveLength(1)

    // Five downloads in all, whichever link they come through; then a page that says so.
    const [link] = data.downloads
    for (const href of [link.href, link.href, trackedLinks[0].href, link.href, elsewhere.downloads[0].href]) {
      const file = await download(new Browser(), href)
      expect(file.status).toBe(200)
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
    const refused = await download(new Browser(), link.href)
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe(`/download-unavailable?reason=used_up&order=${orderId}`)
    // The browser that bought it is sent back to its order; the order page is where links are renewed.
    const explained = await browser.load(unavailableRoute.loader, refused.headers.get('Location')!)
    expect(explained.status).toBe(410)
    expect(await explained.json()).toMatchObject({ reason: 'used_up', back: { to: 'order', path: `/order/status?id=${orderId}` } })
    const after = (await (await browser.load(statusLoader, statusPath)).json()) as StatusData
    expect(after.downloads[0].downloadsLeft).toBe(0)
  })

  it('gives a stranger no link: not without the order’s proof, nor with a wrong address in tracking', async () => {
    const { orderId } = await buyEbook('guest-stranger')
    const order = (await getOrder(orderId))!
    expect((await new Browser().load(statusLoader, `/order/status?id=${orderId}`)).status).toBe(404)
    expect((await new Browser().load(statusLoader, `/order/status?id=${orderId}&token=forged`)).status).toBe(404)
    const tracked = await new Browser('10.9.0.2').post(trackingRoute.action, '/order-tracking', {
      orderNumber: order.number,
      email: 'someone.else@example.co.za',
    })
    expect(tracked.status).toBe(400)
    expect(((await tracked.json()) as TrackingData).order).toBeNull()
  })

  it('mails the approved payment with working download links, once, however often the gateway repeats itself', async () => {
    const { email, orderId, signedReturn, reference } = await buyEbook('guest-mail')
    expect(await outboxKinds(orderId)).toEqual(['order_confirmation', 'order_payment_approved'])

    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    const [confirmation, approved] = mails
    // Rendered when sent: the confirmation leaves the files to the mail about the payment.
    expect(linksIn(confirmation.text)).toEqual([])
    expect(approved.subject).toMatch(/payment received, your downloads are ready/)
    expect(approved.text).toContain('Your downloads are ready')
    // Bought to download: nothing is promised to be "on its way".
    expect(approved.text).not.toMatch(/on its way/)
    const [link] = linksIn(approved.text)
    expect(link).toBeDefined()
    expect(approved.html).toContain(link.replace(/&/g, '&amp;'))
    const file = await download(new Browser(), link)
    expect(file.status).toBe(200)

    // The same notification again (a gateway retrying), and the signed return loaded again: recorded, no mail.
    const params = new URL(signedReturn, 'http://shop.test').searchParams
    const provider = getPaymentProvider('cardgateway') as SandboxPaymentProvider
    const fields = {
      reference,
      status: 'paid' as const,
      amount: Number(params.get('amount')),
      currency: params.get('currency')!,
      eventId: params.get('event')!,
      timestamp: Number(params.get('ts')),
    }
    const again = provider.notification(fields)
    const replayed = await notifyAction({
      request: new Request('http://shop.test/api/payments/notify/cardgateway', {
        method: 'POST',
        body: again.body,
        headers: again.headers,
      }),
      params: { provider: 'cardgateway' },
      context: {},
    })
    expect(await replayed.json()).toEqual({ ok: true, outcome: 'replayed' })
    // A late second approval of the same payment (a new event) changes nothing either.
    const late = provider.notification(provider.outcome({ reference, amount: fields.amount, currency: fields.currency }, 'paid'))
    const lateAnswer = await notifyAction({
      request: new Request('http://shop.test/api/payments/notify/cardgateway', { method: 'POST', body: late.body, headers: late.headers }),
      params: { provider: 'cardgateway' },
      context: {},
    })
    expect(((await lateAnswer.json()) as { outcome: string }).outcome).toBe('recorded')
    expect((await new Browser().load(statusLoader, signedReturn)).status).toBe(303)
    expect(await outboxKinds(orderId)).toEqual(['order_confirmation', 'order_payment_approved'])
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('mails a declined payment once, with the way to pay again', async () => {
    const email = guestEmail('guest-declined')
    const { browser, location } = await guestCheckout({ email, add: { sku: DEMO_FIXTURES.downloadable }, paymentMethod: 'cardgateway' })
    const { statusPath } = await payInSandbox(browser, location, 'decline')
    const orderId = new URL(statusPath, 'http://shop.test').searchParams.get('id')!
    expect(await outboxKinds(orderId)).toEqual(['order_confirmation', 'order_payment_failed'])
    const failed = (await mailsTo(email)).find((mail) => /did not go through/.test(mail.subject))!
    expect(failed.text).toContain('try again or choose another payment method')
    expect(failed.text).toContain(`/order/status?id=${orderId}&token=`)
    expect(linksIn(failed.text)).toEqual([])
  })

  it('puts the links in the confirmation of an order with nothing to pay, and queues no payment mail', async () => {
    const email = guestEmail('guest-free')
    const { browser, location } = await guestCheckout({ email, add: { sku: DEMO_FIXTURES.freeEbook }, paymentMethod: 'banktransfer' })
    const page = (await (await browser.load(statusLoader, location)).json()) as StatusData
    expect(page.state).toBe('confirmed')
    expect(page.downloads).toHaveLength(1)
    expect(await outboxKinds(page.order.id)).toEqual(['order_confirmation'])
    const [confirmation] = await mailsTo(email)
    expect(confirmation.text).toContain('Your downloads are ready')
    expect(confirmation.text).not.toMatch(/on its way|Please transfer/)
    const [link] = linksIn(confirmation.text)
    expect((await download(new Browser(), link)).status).toBe(200)
  })

  describe('a bundle that ships', () => {
    /** The bundle's options with the first choice of each, as the product page's form sends them. */
    async function bundleChoices(): Promise<{ fields: Record<string, string>; titles: string[] }> {
      const db = getDb()
      const bundle = await db.selectFrom('product').select('id').where('sku', '=', DEMO_FIXTURES.bundle).executeTakeFirstOrThrow()
      const options = await db
        .selectFrom('bundle_option')
        .select(['id', 'title'])
        .where('product_id', '=', bundle.id)
        .orderBy('position')
        .execute()
      const fields: Record<string, string> = { sku: DEMO_FIXTURES.bundle }
      for (const option of options) {
        const first = await db
          .selectFrom('bundle_selection')
          .select('product_id')
          .where('option_id', '=', option.id)
          .orderBy('product_id')
          .executeTakeFirstOrThrow()
        fields[`bundle.${option.id}`] = String(first.product_id)
      }
      return { fields, titles: options.map((option) => option.title) }
    }

    it('names every option of the line with its label in each mail, as the order page does; shipped is mailed once', async () => {
      const email = guestEmail('guest-bundle')
      const { fields, titles } = await bundleChoices()
      expect(titles.length).toBeGreaterThan(1)
      const { browser, location } = await guestCheckout({ email, add: fields, paymentMethod: 'cardgateway', ships: true })
      const { statusPath } = await payInSandbox(browser, location)
      const orderId = new URL(statusPath, 'http://shop.test').searchParams.get('id')!

      const page = (await (await browser.load(statusLoader, statusPath)).json()) as StatusData
      expect(page.next).toBe('ships')
      const [line] = page.order.lines
      expect(line.options.map((option) => option.label)).toEqual(titles)

      expect(await markOrderShipped(orderId)).toBe(true)
      expect(await markOrderShipped(orderId)).toBe(false)
      expect(await outboxKinds(orderId)).toEqual(['order_confirmation', 'order_payment_approved', 'order_shipped'])

      const mails = await mailsTo(email)
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Your Karoo order KZA-\d{6}$/),
        expect.stringMatching(/^Payment received for your Karoo order/),
        expect.stringMatching(/is on its way$/),
      ])
      for (const mail of mails) {
        expect(mail.text).toContain(`1 × ${lineTitle(line)}`)
        for (const title of titles) expect(mail.text).toContain(`${title}: `)
        expect(mail.text).not.toContain('(: ')
        expect(mail.text).not.toContain(', : ')
      }
      // Goods: the approval promises word of the delivery, and the delivery mail keeps it.
      expect(mails[1].text).toContain("We'll let you know as soon as your order is on its way.")
      expect(mails[2].text).toContain('is on its way to you')
    })
  })
})
