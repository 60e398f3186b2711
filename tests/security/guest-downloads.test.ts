/**
 * A guest's download links, as a stranger would try them: without the order's proof there is no link; a
 * link whose signature is changed, or that is moved to another order, or signed over another order's proof,
 * is a 404 and counts nothing; replacing an order's access token revokes its links. Pages that carry a
 * guest's links are never kept for others: not by the shop's page cache, not by a shared cache.
 */
import '../integration/support/env'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { hmacBase64Url } from '~/payments/signing'
import { getDb } from '~/server/db.server'
import { orderStatusToken } from '~/providers/orders/access.server'
import { getOrder } from '~/providers/orders/orders.server'
import { loader as downloadLoader } from '~/routes/resources+/download'
import * as unavailableRoute from '~/routes/($store)+/_checkout+/download-unavailable'
import { loader as statusLoader } from '~/routes/($store)+/_checkout+/order.status'
import * as trackingRoute from '~/routes/($store)+/_checkout+/order-tracking'
import { getEnv } from '~/utils/env.server'
import { databaseTargets } from '../setup/db'
import { serveShop, type RunningShop } from '../integration/support/app-server'
import { guestCheckout, guestEmail, payInSandbox } from '../integration/support/guest-order'
import { Browser, openShop } from '../integration/support/shop'

type Download = { lineNo: number; href: string; downloadsLeft: number }

describe.each(databaseTargets())('guest download links against a stranger (%s)', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let server: RunningShop
  beforeAll(async () => {
    shop = await openShop(kind)
    server = await serveShop()
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await shop?.close()
  })

  /** A guest's paid e-book order: its id, signed status path and download link. */
  async function paidEbook(tag: string) {
    const email = guestEmail(tag)
    const { browser, location } = await guestCheckout({ email, add: { sku: DEMO_FIXTURES.downloadable }, paymentMethod: 'cardgateway' })
    const { statusPath } = await payInSandbox(browser, location)
    const page = (await (await browser.load(statusLoader, statusPath)).json()) as {
      order: { id: string; number: string }
      downloads: Download[]
    }
    expect(page.downloads).toHaveLength(1)
    return { email, id: page.order.id, number: page.order.number, statusPath, link: page.downloads[0] }
  }

  const fetchDownload = (href: string) => new Browser().load(downloadLoader, href, {})
  const paramsOf = (href: string) => new URL(href, 'http://shop.test').searchParams
  async function downloadsTaken(orderId: string): Promise<number> {
    const row = await getDb().selectFrom('order_download').select('downloads').where('order_id', '=', orderId).executeTakeFirst()
    return Number(row?.downloads ?? 0)
  }

  it('gives a stranger without the order’s proof no link: not on the status page, not in tracking, not on the refusal page', async () => {
    const { id, number } = await paidEbook('sec-stranger')
    const stranger = new Browser('203.0.113.40')
    expect((await stranger.load(statusLoader, `/order/status?id=${id}`)).status).toBe(404)
    expect((await stranger.load(statusLoader, `/order/status?id=${id}&token=${'A'.repeat(43)}`)).status).toBe(404)
    const tracked = await stranger.post(trackingRoute.action, '/order-tracking', {
      orderNumber: number,
      email: 'not.the.buyer@example.co.za',
    })
    expect(tracked.status).toBe(400)
    expect(JSON.stringify(await tracked.json())).not.toContain('/resources/download')
    // The page a refused link lands on names no way into the order for a browser that has no proof.
    const refusal = await stranger.load(unavailableRoute.loader, `/download-unavailable?reason=expired&order=${id}`)
    const body = (await refusal.json()) as { back: { to: string; path?: string } }
    expect(body.back).toEqual({ to: 'tracking' })
  })

  it('refuses a link whose signature, line or expiry was changed, and counts nothing', async () => {
    const { id, link } = await paidEbook('sec-tampered')
    const flipped = paramsOf(link.href)
    const sig = flipped.get('sig')!
    flipped.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1))
    const longer = paramsOf(link.href)
    longer.set('expires', String(Number(longer.get('expires')) + 86_400))
    const otherLine = paramsOf(link.href)
    otherLine.set('line', '2')
    const unsigned = paramsOf(link.href)
    unsigned.delete('sig')
    for (const params of [flipped, longer, otherLine, unsigned]) {
      expect((await fetchDownload(`/resources/download?${params}`)).status).toBe(404)
    }
    expect(await downloadsTaken(id)).toBe(0)
    expect((await fetchDownload(link.href)).status).toBe(200)
  })

  it('refuses another order’s proof: its token on this order’s page, its link moved here, a link signed over its token', async () => {
    const mine = await paidEbook('sec-mine')
    const theirs = await paidEbook('sec-theirs')
    const theirToken = paramsOf(theirs.statusPath).get('token')!
    expect((await new Browser().load(statusLoader, `/order/status?id=${mine.id}&token=${encodeURIComponent(theirToken)}`)).status).toBe(404)

    const moved = paramsOf(theirs.link.href)
    moved.set('order', mine.id)
    expect((await fetchDownload(`/resources/download?${moved}`)).status).toBe(404)

    // Even knowing the server's secret, a link for this order signed over the other order's proof fails.
    const order = (await getOrder(mine.id))!
    const other = (await getOrder(theirs.id))!
    const expires = paramsOf(mine.link.href).get('expires')!
    const crossSigned = new URLSearchParams({
      order: order.id,
      line: '1',
      expires,
      sig: hmacBase64Url(getEnv().SESSION_SECRET, `order-download:${order.id}:1:${expires}:${orderStatusToken(other)}`),
    })
    expect((await fetchDownload(`/resources/download?${crossSigned}`)).status).toBe(404)
    expect(await downloadsTaken(mine.id)).toBe(0)
  })

  it('revokes the links with the order’s access token', async () => {
    const { id, link } = await paidEbook('sec-revoked')
    await getDb()
      .updateTable('sales_order')
      .set({ access_token: 'f'.repeat(64) })
      .where('id', '=', id)
      .execute()
    expect((await fetchDownload(link.href)).status).toBe(404)
  })

  it('never lets a guest’s order page or file be kept for others', async () => {
    const { statusPath, link, id } = await paidEbook('sec-cache')
    // Over HTTP, as a browser on another device without the shop's cookies opens the mailed link.
    for (let i = 0; i < 2; i++) {
      const page = await fetch(server.url + statusPath)
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('private, no-store')
      // The second answer is made again, not a kept copy (a kept page says how old it is).
      expect(page.headers.get('Age')).toBeNull()
      expect(await page.text()).toContain('/resources/download?')
    }
    const file = await fetch(server.url + link.href)
    expect(file.status).toBe(200)
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    await file.arrayBuffer()
    expect(await downloadsTaken(id)).toBe(1)
  })
})
