import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, expect, it } from 'vitest'
import type { PaymentResult } from '~/payments/provider'
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider } from '~/payments/sandbox.server'
import { action as notifyAction, loader as notifyLoader } from '~/routes/api+/payments.notify.$provider'
import { action as sandboxAction } from '~/routes/sandbox+/pay.$provider.$reference'
import { describeEachDatabase, useTestDatabase, type TestDatabase } from '../../../tests/setup/db'
import { insertTestOrder } from '../../../tests/setup/orders'
import { setDatabase } from '~/server/db.server'
import { getOrder } from '~/providers/orders/orders.server'
import { getPaymentProvider, isOnlinePayment } from './registry.server'
import { completeSandboxPayment, getSandboxPayment } from './sandbox.server'
import { acceptPaymentReturn, handlePaymentNotification } from './webhooks.server'
import { applyPaymentResult, changePaymentMethod, retryPayment, startPayment } from './payments.server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-payments-'))
process.env.SESSION_SECRET = 'payments-test-session-secret-0123456789'
process.env.DATA_DIR = dataDir
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const request = () => new Request('http://shop.test/checkout', { method: 'POST' })

function sandbox(code = 'cardgateway'): SandboxPaymentProvider {
  const provider = getPaymentProvider(code)
  if (!(provider instanceof SandboxPaymentProvider)) throw new Error('expected the sandbox provider')
  return provider
}

describeEachDatabase('payments', (kind) => {
  const database = useTestDatabase(kind)
  let db: TestDatabase['db']
  beforeEach(() => {
    db = database().db
    setDatabase(database())
  })

  /** An order paid by card with a pending sandbox payment; returns the order and the payment reference. */
  async function orderWithPayment(options: Parameters<typeof insertTestOrder>[1] = {}) {
    const row = await insertTestOrder(db, options)
    const order = (await getOrder(row.id))!
    const redirectUrl = await startPayment(order, request())
    const reference = decodeURIComponent(redirectUrl.split('/').pop()!)
    return { order, reference, redirectUrl }
  }

  async function state(orderId: string) {
    const order = await db
      .selectFrom('sales_order')
      .select(['status', 'payment_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const payments = await db
      .selectFrom('payment')
      .select(['reference', 'status'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return { order, payments }
  }

  function result(reference: string, overrides: Partial<PaymentResult> = {}): PaymentResult {
    return {
      provider: 'cardgateway',
      reference,
      status: 'paid',
      amount: 139900,
      currency: 'ZAR',
      eventId: `evt_${Math.random().toString(36).slice(2, 12)}`,
      timestamp: Math.floor(Date.now() / 1000),
      ...overrides,
    }
  }

  it('knows which methods are paid online', () => {
    expect(['cardgateway', 'qrwallet', 'payinstalments', 'paybylink'].map(isOnlinePayment)).toEqual([true, true, true, true])
    expect(isOnlinePayment('banktransfer')).toBe(false)
    expect(isOnlinePayment('cashondelivery')).toBe(false)
    expect(isOnlinePayment('nonsense')).toBe(false)
  })

  it('starts a payment: a pending payment row for the amount due and the sandbox page to go to', async () => {
    const { order, reference, redirectUrl } = await orderWithPayment()
    expect(redirectUrl).toBe(`/sandbox/pay/cardgateway/${reference}`)
    const payment = await db.selectFrom('payment').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ order_id: order.id, provider: 'cardgateway', status: 'pending', currency: 'ZAR' })
    expect(Number(payment.amount)).toBe(139900)
  })

  it('asks only for what the gift card leaves to pay', async () => {
    const { reference } = await orderWithPayment({ voucherAmount: 39900 })
    const payment = await db.selectFrom('payment').select('amount').where('reference', '=', reference).executeTakeFirstOrThrow()
    expect(Number(payment.amount)).toBe(100000)
  })

  it('refuses to start a payment for an offline method or a paid order', async () => {
    const eft = await getOrder((await insertTestOrder(db, { payment_method: 'banktransfer' })).id)
    await expect(startPayment(eft!, request())).rejects.toThrow(/not paid online/)
    const paid = await getOrder((await insertTestOrder(db, { status: 'processing', payment_status: 'paid' })).id)
    await expect(startPayment(paid!, request())).rejects.toThrow(/takes no payment/)
  })

  it('moves pending -> paid once: the order becomes processing/paid', async () => {
    const { order, reference } = await orderWithPayment()
    const outcome = await applyPaymentResult(result(reference))
    expect(outcome).toEqual({ outcome: 'applied', orderId: order.id, paymentStatus: 'paid', orderChanged: true })
    expect(await state(order.id)).toEqual({
      order: { status: 'processing', payment_status: 'paid' },
      payments: [{ reference, status: 'paid' }],
    })
    const events = await db.selectFrom('payment_event').selectAll().execute()
    expect(events).toHaveLength(1)
  })

  it('a replayed event changes nothing, even when the order could have moved', async () => {
    const { order, reference } = await orderWithPayment()
    const declined = result(reference, { status: 'declined', eventId: 'evt_declined_1' })
    expect((await applyPaymentResult(declined)).outcome).toBe('applied')
    await retryPayment((await getOrder(order.id))!, request())
    const before = await state(order.id)
    expect(await applyPaymentResult(declined)).toEqual({ outcome: 'replayed', orderId: order.id })
    expect(await state(order.id)).toEqual(before)
    expect(await db.selectFrom('payment_event').selectAll().execute()).toHaveLength(1)
  })

  it('a forged notification is refused with 401 and marks nothing paid', async () => {
    const { order, reference } = await orderWithPayment()
    const provider = sandbox()
    const fields = provider.outcome({ reference, amount: 139900, currency: 'ZAR' }, 'paid')
    const { body } = provider.notification(fields)
    const forged = new Headers({ [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64) })
    expect(await handlePaymentNotification('cardgateway', body, forged)).toEqual({
      status: 401,
      body: { ok: false, error: 'invalid_signature' },
    })
    // Signed by the QR wallet's key: not valid for the card gateway either.
    const other = sandbox('qrwallet').notification(fields)
    expect((await handlePaymentNotification('cardgateway', other.body, other.headers)).status).toBe(401)
    expect((await state(order.id)).order).toEqual({ status: 'pending', payment_status: 'pending' })
    expect(await db.selectFrom('payment_event').selectAll().execute()).toEqual([])
  })

  it('a forged or tampered return is not applied', async () => {
    const { order, reference } = await orderWithPayment()
    const provider = sandbox()
    const params = provider.returnParams(provider.outcome({ reference, amount: 139900, currency: 'ZAR' }, 'declined'))
    params.set('status', 'paid')
    expect(await acceptPaymentReturn(order.id, params)).toBeNull()
    // A genuine return presented for another order is not applied either.
    const genuine = provider.returnParams(provider.outcome({ reference, amount: 139900, currency: 'ZAR' }, 'paid'))
    const otherOrder = await insertTestOrder(db)
    expect(await acceptPaymentReturn(otherOrder.id, genuine)).toBeNull()
    expect((await state(order.id)).order).toEqual({ status: 'pending', payment_status: 'pending' })
    // The genuine one, for its own order, is.
    expect(await acceptPaymentReturn(order.id, genuine)).toMatchObject({ outcome: 'applied', paymentStatus: 'paid' })
    expect((await state(order.id)).order).toEqual({ status: 'processing', payment_status: 'paid' })
  })

  it('a paid order never goes back: a later decline is recorded but changes nothing', async () => {
    const { order, reference } = await orderWithPayment()
    await applyPaymentResult(result(reference))
    const late = await applyPaymentResult(result(reference, { status: 'declined' }))
    expect(late).toEqual({ outcome: 'recorded', orderId: order.id, paymentStatus: 'paid' })
    expect(await state(order.id)).toEqual({
      order: { status: 'processing', payment_status: 'paid' },
      payments: [{ reference, status: 'paid' }],
    })
    await expect(retryPayment((await getOrder(order.id))!, request())).rejects.toThrow(/cannot be paid again/)
  })

  it('declined -> retry -> paid: the order waits, then is paid by the second attempt', async () => {
    const { order, reference } = await orderWithPayment()
    await applyPaymentResult(result(reference, { status: 'declined' }))
    expect((await state(order.id)).order).toEqual({ status: 'pending', payment_status: 'declined' })

    const again = await retryPayment((await getOrder(order.id))!, request())
    const second = decodeURIComponent(again.split('/').pop()!)
    expect(second).not.toBe(reference)
    expect((await state(order.id)).order).toEqual({ status: 'pending', payment_status: 'pending' })

    expect(await applyPaymentResult(result(second))).toMatchObject({ outcome: 'applied', orderChanged: true })
    const after = await state(order.id)
    expect(after.order).toEqual({ status: 'processing', payment_status: 'paid' })
    expect(after.payments).toHaveLength(2)
    expect(after.payments).toEqual(
      expect.arrayContaining([
        { reference, status: 'declined' },
        { reference: second, status: 'paid' },
      ]),
    )
  })

  it('a declined order may switch method: another online method starts its payment, EFT or cash waits', async () => {
    const { order, reference } = await orderWithPayment()
    await applyPaymentResult(result(reference, { status: 'declined' }))

    const qr = await changePaymentMethod((await getOrder(order.id))!, 'qrwallet', request())
    expect(qr).toMatch(/^\/sandbox\/pay\/qrwallet\/sbx_/)
    let now = (await getOrder(order.id))!
    expect(now).toMatchObject({ paymentMethod: 'qrwallet', status: 'pending', paymentStatus: 'pending' })
    expect(now.details.paymentMethod.code).toBe('qrwallet')

    expect(await changePaymentMethod(now, 'banktransfer', request())).toBeNull()
    now = (await getOrder(order.id))!
    expect(now).toMatchObject({ paymentMethod: 'banktransfer', status: 'pending', paymentStatus: 'pending' })

    expect(await changePaymentMethod(now, 'cashondelivery', request())).toBeNull()
    now = (await getOrder(order.id))!
    expect(now).toMatchObject({ paymentMethod: 'cashondelivery', status: 'processing', paymentStatus: 'pending' })
    // Packed for delivery now: no more switching, and an unknown method is never accepted.
    await expect(changePaymentMethod(now, 'cardgateway', request())).rejects.toThrow(/cannot change/)
    const other = (await getOrder((await insertTestOrder(db)).id))!
    await expect(changePaymentMethod(other, 'bitcoin', request())).rejects.toThrow(/not available/)
  })

  it('refuses an amount or currency other than the one asked for, and an unknown payment', async () => {
    const { order, reference } = await orderWithPayment()
    expect(await applyPaymentResult(result(reference, { amount: 100 }))).toEqual({
      outcome: 'rejected',
      reason: 'amount_mismatch',
      orderId: order.id,
    })
    expect((await applyPaymentResult(result(reference, { currency: 'EUR' }))).outcome).toBe('rejected')
    expect(await applyPaymentResult(result('sbx_no_such_payment'))).toEqual({ outcome: 'rejected', reason: 'unknown_payment' })
    expect(await applyPaymentResult(result(reference, { provider: 'qrwallet' }))).toEqual({
      outcome: 'rejected',
      reason: 'unknown_payment',
    })
    expect((await state(order.id)).order).toEqual({ status: 'pending', payment_status: 'pending' })
    expect(await db.selectFrom('payment_event').selectAll().execute()).toEqual([])
  })

  it('refuses a payment whose amount no longer matches the order (the order total changed since)', async () => {
    const { order, reference } = await orderWithPayment()
    await db.updateTable('sales_order').set({ grand_total: 149900, totals: '{}' }).where('id', '=', order.id).execute()
    expect((await applyPaymentResult(result(reference))).outcome).toBe('rejected')
    expect((await state(order.id)).order.payment_status).toBe('pending')
  })

  it('the sandbox: approve delivers a signed notification and returns the signed status URL', async () => {
    const { order, reference } = await orderWithPayment({ store_code: 'de', currency: 'EUR', locale: 'de-DE' })
    const page = await getSandboxPayment('cardgateway', reference)
    expect(page).toMatchObject({ reference, status: 'pending', amount: 139900, currency: 'EUR', orderNumber: order.number })
    expect(page!.statusPath).toMatch(new RegExp(`^/de/order/status\\?id=${order.id}&token=`))
    expect(await getSandboxPayment('qrwallet', reference)).toBeNull()

    const next = await completeSandboxPayment('cardgateway', reference, 'paid')
    const url = new URL(next!, 'http://shop.test')
    expect(url.pathname).toBe('/de/order/status')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      id: order.id,
      ref: reference,
      status: 'paid',
      redirect_status: 'succeeded',
      checkoutReference: order.number,
      payment_intent: reference,
      amount: '139900',
      currency: 'EUR',
    })
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/)
    // The notification already marked the order; the return is the same event, so it is a replay.
    expect((await state(order.id)).order).toEqual({ status: 'processing', payment_status: 'paid' })
    expect(await acceptPaymentReturn(order.id, url.searchParams)).toEqual({ outcome: 'replayed', orderId: order.id })
    // A second click on the (stale) page goes back to the order without signing anything.
    expect(await completeSandboxPayment('cardgateway', reference, 'declined')).toMatch(/^\/de\/order\/status\?id=.+&token=/)
    expect((await state(order.id)).payments).toEqual([{ reference, status: 'paid' }])
  })

  it('the sandbox: decline leaves the order pending with a declined payment', async () => {
    const { order, reference } = await orderWithPayment()
    const next = await completeSandboxPayment('cardgateway', reference, 'declined')
    expect(new URL(next!, 'http://shop.test').searchParams.get('redirect_status')).toBe('failed')
    expect((await state(order.id)).order).toEqual({ status: 'pending', payment_status: 'declined' })
  })

  it('the sandbox page: an unknown decision comes back (400) beside its buttons, Approve goes back to the order', async () => {
    const { order, reference } = await orderWithPayment()
    const post = (fields: Record<string, string>) =>
      sandboxAction({
        request: new Request(`http://shop.test/sandbox/pay/cardgateway/${reference}`, {
          method: 'POST',
          body: new URLSearchParams(fields),
        }),
        params: { provider: 'cardgateway', reference },
        context: {},
      })
    const refused = await post({ intent: 'refund' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ result: { error: { intent: ['checkout.formExpired'] } } })
    expect((await state(order.id)).order.payment_status).toBe('pending')

    const approved = await post({ intent: 'approve' })
    expect(approved.status).toBe(303)
    expect(approved.headers.get('Location')).toMatch(/^\/order\/status\?id=/)
    expect((await state(order.id)).order).toEqual({ status: 'processing', payment_status: 'paid' })
  })

  it('the notification endpoint answers 200 / 200 (replay) / 400 / 401 / 404 / 405', async () => {
    const { order, reference } = await orderWithPayment()
    const provider = sandbox()
    const { body, headers } = provider.notification(provider.outcome({ reference, amount: 139900, currency: 'ZAR' }, 'paid'))
    const post = (code: string, text: string, h: Headers = headers) =>
      notifyAction({
        request: new Request(`http://shop.test/api/payments/notify/${code}`, { method: 'POST', body: text, headers: h }),
        params: { provider: code },
        context: {},
      })

    const first = await post('cardgateway', body)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ ok: true, outcome: 'applied' })
    const replay = await post('cardgateway', body)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ ok: true, outcome: 'replayed' })
    expect((await post('cardgateway', body.replace('"paid"', '"declined"'))).status).toBe(401)
    expect((await post('cardgateway', '')).status).toBe(400)
    expect((await post('no-such-gateway', body)).status).toBe(404)
    const mismatch = provider.notification({ ...provider.outcome({ reference, amount: 1, currency: 'ZAR' }, 'paid') })
    const refused = await post('cardgateway', mismatch.body, mismatch.headers)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ ok: false, error: 'amount_mismatch' })
    const get = notifyLoader()
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
    expect((await state(order.id)).order).toEqual({ status: 'processing', payment_status: 'paid' })
  })
})
