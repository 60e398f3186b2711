import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, expect, it } from 'vitest'
import { setDatabase } from '~/server/db.server'
import { getOrder } from '~/providers/orders/orders.server'
import { orderStatusPath } from '~/providers/orders/access.server'
import { completeSandboxPayment } from '~/providers/payments/sandbox.server'
import { startPayment } from '~/providers/payments/payments.server'
import { sessionStorage } from '~/utils/session.server'
import { storeViewByCode } from '~/utils/store-views'
import { describeEachDatabase, useTestDatabase } from '../../../../tests/setup/db'
import { insertTestOrder } from '../../../../tests/setup/orders'
import { action, loader } from './order.status'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-order-status-'))
process.env.SESSION_SECRET = 'order-status-test-session-secret-0123'
process.env.DATA_DIR = dataDir
process.env.GTM_ID = 'GTM-TEST123'
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const ORIGIN = 'http://shop.test'

async function load(url: string, cookie?: string) {
  const request = new Request(ORIGIN + url, { headers: cookie ? { Cookie: cookie } : {} })
  const prefix = new URL(request.url).pathname.split('/')[1]
  const params = prefix === 'de' || prefix === 'it' ? { store: prefix } : {}
  return loader({ request, params, context: {} })
}

/** What a thrown loader response was (a 404, a redirect), or the returned one. */
async function settle(promise: Promise<Response>): Promise<Response> {
  try {
    return await promise
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

function cookieFrom(setCookie: string | null): string {
  return (setCookie ?? '').split(';')[0]
}

async function sessionCookie(orderIds: string[]): Promise<string> {
  const session = await sessionStorage().getSession()
  session.set('orderIds', orderIds)
  return cookieFrom(await sessionStorage().commitSession(session))
}

describeEachDatabase('order status page', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))

  async function placed(options: Parameters<typeof insertTestOrder>[1] = {}) {
    const row = await insertTestOrder(database().db, options)
    return (await getOrder(row.id))!
  }

  it("is a 404 without proof of access: no token, a wrong token, another order's token, an unknown id", async () => {
    const order = await placed()
    const other = await placed()
    const otherLink = new URL(orderStatusPath(storeViewByCode('default')!, other), ORIGIN)
    for (const url of [
      `/order/status?id=${order.id}`,
      `/order/status?id=${order.id}&token=not-the-token`,
      `/order/status?id=${order.id}&token=${otherLink.searchParams.get('token')}`,
      `/order/status?id=01JNOSUCHORDER0000000000000&token=x`,
      '/order/status',
    ]) {
      const response = await settle(load(url))
      expect(response.status, url).toBe(404)
    }
    // Someone else's session does not open this order either.
    expect((await settle(load(`/order/status?id=${order.id}`, await sessionCookie([other.id])))).status).toBe(404)
  })

  it('shows the order to whoever holds its signed link', async () => {
    const order = await placed()
    const response = await load(orderStatusPath(storeViewByCode('default')!, order))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const data = await response.json()
    expect(data).toMatchObject({
      state: 'awaiting_payment',
      canRetry: true,
      order: { number: order.number, grandTotal: 139900, amountDue: 139900, lines: [{ sku: 'KAR-KETTLE-1', qty: 1 }] },
      analytics: null,
    })
    expect(JSON.stringify(data)).not.toContain(order.accessToken)
  })

  it('shows the order to the browser session that placed it', async () => {
    const order = await placed({ payment_method: 'banktransfer' })
    const response = await load(`/order/status?id=${order.id}`, await sessionCookie([order.id]))
    const data = await response.json()
    expect(data.state).toBe('awaiting_transfer')
    expect(data.bank).toMatchObject({ accountHolder: expect.any(String) })
  })

  it("sends a store view's order to its own prefix", async () => {
    const order = await placed({ store_code: 'de', currency: 'EUR', locale: 'de-DE' })
    const link = orderStatusPath(storeViewByCode('de')!, order)
    expect(link.startsWith('/de/order/status?')).toBe(true)
    const wrongPrefix = await settle(load(link.replace(/^\/de/, '')))
    expect(wrongPrefix.status).toBe(302)
    expect(wrongPrefix.headers.get('Location')).toBe(link)
  })

  it('applies a signed payment return, then shows the order at its clean signed link', async () => {
    const order = await placed()
    const reference = (await startPayment(order, new Request(ORIGIN))).split('/').pop()!
    // Decline first: the notification marks the order; the return is the same event.
    const back = await completeSandboxPayment('cardgateway', reference, 'declined')
    const response = await settle(load(back!))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(orderStatusPath(storeViewByCode('default')!, order))
    const data = await (await load(response.headers.get('Location')!)).json()
    expect(data.state).toBe('declined')
    expect(data.methods.map((m: { code: string }) => m.code)).toContain('banktransfer')
  })

  it('marks nothing paid for a forged return, and without other proof answers 404', async () => {
    const order = await placed()
    const reference = (await startPayment(order, new Request(ORIGIN))).split('/').pop()!
    const db = database().db
    // A genuine "declined" return, but the notification never arrived (it is dropped here).
    await db.deleteFrom('payment_event').execute()
    const back = new URL((await completeSandboxPayment('cardgateway', reference, 'declined'))!, ORIGIN)
    await db.deleteFrom('payment_event').execute()
    await db.updateTable('payment').set({ status: 'pending' }).execute()
    await db.updateTable('sales_order').set({ payment_status: 'pending' }).execute()

    back.searchParams.set('status', 'paid')
    back.searchParams.set('redirect_status', 'succeeded')
    expect((await settle(load(back.pathname + back.search))).status).toBe(404)
    const row = await db.selectFrom('sales_order').select(['status', 'payment_status']).where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending', payment_status: 'pending' })
  })

  it('hands the purchase event over once per order, without e-mail or phone', async () => {
    const order = await placed({ status: 'processing', payment_status: 'paid' })
    const link = orderStatusPath(storeViewByCode('default')!, order)
    const first = await load(link)
    const data = await first.json()
    expect(data.analytics).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: order.number, value: 1399, currency: 'ZAR', items: [{ item_id: 'KAR-KETTLE-1', quantity: 1 }] },
    })
    expect(JSON.stringify(data.analytics)).not.toMatch(/thandi|example|\+27/)
    const reported = cookieFrom(first.headers.get('Set-Cookie'))
    expect(reported).toMatch(/^karoo_reported=/)
    const again = await (await load(link, reported)).json()
    expect(again.analytics).toBeNull()
  })

  it('retries a declined payment: POST intent=retry goes to a new sandbox payment page', async () => {
    const order = await placed({ payment_status: 'declined' })
    const token = new URL(orderStatusPath(storeViewByCode('default')!, order), ORIGIN).searchParams.get('token')!
    const post = (fields: Record<string, string>) =>
      settle(
        action({
          request: new Request(`${ORIGIN}/order/status`, { method: 'POST', body: new URLSearchParams(fields) }),
          params: {},
          context: {},
        }),
      )
    expect((await post({ intent: 'retry', id: order.id, token: 'wrong' })).status).toBe(404)
    const response = await post({ intent: 'retry', id: order.id, token })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^\/sandbox\/pay\/cardgateway\/sbx_/)
  })

  it('changes the payment method: a method the order does not offer comes back beside the field, an offered one is saved', async () => {
    const order = await placed({ payment_status: 'declined' })
    const token = new URL(orderStatusPath(storeViewByCode('default')!, order), ORIGIN).searchParams.get('token')!
    const post = (fields: Record<string, string>) =>
      settle(
        action({
          request: new Request(`${ORIGIN}/order/status`, { method: 'POST', body: new URLSearchParams(fields) }),
          params: {},
          context: {},
        }),
      )
    expect((await post({ intent: 'change-method', id: order.id, token: 'wrong', method: 'banktransfer' })).status).toBe(404)
    for (const method of [undefined, 'bitcoin', 'cardgateway']) {
      const refused = await post({ intent: 'change-method', id: order.id, token, ...(method ? { method } : {}) })
      expect(refused.status).toBe(400)
      const body = await refused.json()
      expect(body).toMatchObject({ intent: 'change-method', result: { error: { method: ['checkout.choosePaymentMethod'] } } })
    }
    expect((await getOrder(order.id))!.paymentMethod).toBe('cardgateway')

    const changed = await post({ intent: 'change-method', id: order.id, token, method: 'banktransfer' })
    expect(changed.status).toBe(303)
    expect(changed.headers.get('Location')).toBe(orderStatusPath(storeViewByCode('default')!, order))
    expect(await getOrder(order.id)).toMatchObject({ paymentMethod: 'banktransfer', paymentStatus: 'pending' })
  })
})
