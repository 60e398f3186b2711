import './support/env'
import { ulid } from 'ulid'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { DEMO_COUPONS } from '~/db/seed/commerce.server'
import type { OrderStatus, PaymentStatus } from '~/db/schema'
import { expireAbandonedCarts, startCartExpiry } from '~/providers/cart/expiry.server'
import { MAX_QUANTITY, QTY_MUST_BE_POSITIVE } from '~/domain/messages'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import type { CartFormReply } from '~/schemas/cart'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

const DAY = 24 * 60 * 60 * 1000

describeEachDatabase('guest carts', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })
  beforeEach(async () => {
    await shop.db.deleteFrom('sales_order').execute()
    await shop.db.deleteFrom('cart_line').execute()
    await shop.db.deleteFrom('cart').execute()
  })

  async function countRows(table: 'cart' | 'cart_line'): Promise<number> {
    const row = await shop.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  it('creates no cart for adds that fail, and sets no cart cookie', async () => {
    const failures = [
      { sku: 'NO-SUCH-SKU' },
      { sku: DEMO_FIXTURES.outOfStock },
      { sku: DEMO_FIXTURES.futureSpecial, qty: 'lots' },
      { sku: DEMO_FIXTURES.futureSpecial, qty: '-1' },
      { sku: DEMO_FIXTURES.configurablePartial }, // no configuration chosen
    ]
    for (let i = 0; i < 50; i++) {
      const { sku, qty = '1' } = failures[i % failures.length]!
      const browser = new Browser()
      const response = await browser.post(cartAction, '/cart', { intent: 'add', sku, qty })
      // A quantity that is not one is refused beside its field (400); the rest come back as a notification.
      if (qty === '1') {
        expect(response.status).toBe(303)
        expect((await browser.toast())?.type, `${sku} × ${qty}`).not.toBe('success')
      } else {
        expect(response.status, `${sku} × ${qty}`).toBe(400)
        expect(((await response.json()) as CartFormReply).result.error).toEqual({ qty: [QTY_MUST_BE_POSITIVE] })
      }
      expect(browser.has('karoo_cart')).toBe(false)
    }
    expect(await countRows('cart')).toBe(0)
  })

  it('creates the cart with its first line, then adds to that one', async () => {
    const browser = new Browser()
    await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })
    expect((await browser.toast())?.type).toBe('success')
    expect(browser.has('karoo_cart')).toBe(true)
    await browser.post(cartAction, '/cart', { intent: 'add', sku: 'NO-SUCH-SKU', qty: '1' })
    await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.virtual, qty: '1' })
    expect(await countRows('cart')).toBe(1)
    expect(await countRows('cart_line')).toBe(2)
  })

  it('adds every one of several adds of one product sent at once: one line, the quantities summed', async () => {
    const browser = new Browser()
    const add = (sku: string) => browser.post(cartAction, '/cart', { intent: 'add', sku, qty: '1' })
    expect((await add(DEMO_FIXTURES.virtual)).status).toBe(303)
    // Double taps and several tabs: the first add of the kettle and three more of it race each other.
    const answers = await Promise.all([1, 2, 3, 4].map(() => add(DEMO_FIXTURES.futureSpecial)))
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303])
    const lines = await shop.db.selectFrom('cart_line').select(['sku', 'qty']).where('sku', '=', DEMO_FIXTURES.futureSpecial).execute()
    expect(lines).toEqual([{ sku: DEMO_FIXTURES.futureSpecial, qty: 4 }])
  })

  it('answers a coupon or gift card without a cart as before, creating nothing', async () => {
    for (const fields of [
      { intent: 'coupon', code: DEMO_COUPONS.welcome },
      { intent: 'voucher', code: 'GIFT-KAROO-1000' },
    ]) {
      const browser = new Browser()
      const response = await browser.post(cartAction, '/cart', fields)
      expect(response.status).toBe(303)
      expect((await browser.toast())?.type).toBe('error')
      expect(browser.has('karoo_cart')).toBe(false)
    }
    expect(await countRows('cart')).toBe(0)
  })

  it('answers a field the cart refuses with its message beside that field, and a good one with a 303', async () => {
    const browser = new Browser()
    const tooMany = await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.volatileStock, qty: '9000' })
    expect(tooMany.status).toBe(400)
    const reply = (await tooMany.json()) as CartFormReply
    expect(reply.form).toBe('add')
    expect(reply.result.error).toEqual({ qty: [MAX_QUANTITY] })
    expect(reply.params?.maxQuantity).toBeGreaterThan(0)
    expect(browser.has('karoo_cart')).toBe(false)

    expect((await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
    const coupon = await browser.post(cartAction, '/cart', { intent: 'coupon', code: 'NOT-A-COUPON' })
    expect(coupon.status).toBe(400)
    expect(((await coupon.json()) as CartFormReply).result.error).toEqual({
      code: ["You've entered an incorrect coupon code. Please try again."],
    })
    const voucher = await browser.post(cartAction, '/cart', { intent: 'voucher', code: 'NOT-A-CARD' })
    expect(((await voucher.json()) as CartFormReply).result.error).toEqual({ code: ['cart.voucherInvalid'] })
    const applied = await browser.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })
    expect(applied.status).toBe(303)
    expect(await browser.toast()).toMatchObject({ type: 'success', message: 'cart.couponApplied', params: { code: DEMO_COUPONS.welcome } })
  })

  it('refuses a forged option index and never sends back a field the form does not have', async () => {
    const browser = new Browser()
    const forged = await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.customOptions, 'options[999999999]': '1' })
    expect(forged.status).toBe(400)
    expect(await forged.text()).toBe('The form could not be read.')

    const junk = await browser.post(cartAction, '/cart', {
      intent: 'add',
      sku: DEMO_FIXTURES.customOptions,
      qty: 'x',
      'junk[999999999]': '1',
    })
    expect(junk.status).toBe(400)
    const reply = (await junk.json()) as CartFormReply
    expect(reply.result.initialValue).toEqual({ intent: 'add', sku: DEMO_FIXTURES.customOptions, qty: 'x' })
    expect(reply.result.fields).toEqual(['intent', 'sku', 'qty'])
  })

  describe('expiry', () => {
    const now = new Date('2026-11-25T12:00:00.000Z')

    async function cartUpdated(daysAgo: number, customerId: string | null = null, from = now): Promise<string> {
      const id = ulid()
      const at = new Date(from.getTime() - daysAgo * DAY).toISOString()
      const product = await shop.db
        .selectFrom('product')
        .select(['id', 'sku'])
        .where('sku', '=', DEMO_FIXTURES.futureSpecial)
        .executeTakeFirstOrThrow()
      // One transaction: a scheduled expiry running meanwhile never sees the old cart without its line.
      await shop.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('cart')
          .values({ id, store_code: 'default', customer_id: customerId, checkout: '{}', created_at: at, updated_at: at })
          .execute()
        await trx
          .insertInto('cart_line')
          .values({
            id: ulid(),
            cart_id: id,
            product_id: product.id,
            sku: product.sku,
            parent_sku: null,
            qty: 1,
            selection: '{}',
            options_key: '',
            created_at: at,
          })
          .execute()
      })
      return id
    }

    let orderNumber = 0
    async function orderFrom(cartId: string, status: OrderStatus, paymentStatus: PaymentStatus) {
      const at = new Date(now.getTime() - 40 * DAY).toISOString()
      orderNumber++
      await shop.db
        .insertInto('sales_order')
        .values({
          id: ulid(),
          number: `KZA-9${String(orderNumber).padStart(5, '0')}`,
          idempotency_key: ulid(),
          store_code: 'default',
          locale: 'en-ZA',
          customer_id: null,
          cart_id: cartId,
          email: 'guest@example.com',
          status,
          payment_status: paymentStatus,
          payment_method: 'checkmo',
          shipping_method: null,
          currency: 'ZAR',
          subtotal: 100,
          discount: 0,
          shipping_amount: 0,
          tax_amount: 13,
          grand_total: 100,
          coupon_code: null,
          voucher_code: null,
          details: '{}',
          totals: '{}',
          access_token: ulid(),
          created_at: at,
          updated_at: at,
        })
        .execute()
    }

    async function remaining(): Promise<string[]> {
      const rows = await shop.db.selectFrom('cart').select('id').execute()
      return rows.map((r) => r.id).sort()
    }

    it('deletes old guest carts and their lines, keeping recent, customer and pending-order carts', async () => {
      const old = await cartUpdated(31)
      const recent = await cartUpdated(29)
      const customers = await cartUpdated(90, 'customer-1')
      const awaitingPayment = await cartUpdated(60)
      await orderFrom(awaitingPayment, 'pending', 'pending')
      const cashOnDelivery = await cartUpdated(60)
      await orderFrom(cashOnDelivery, 'processing', 'pending')
      const completed = await cartUpdated(60)
      await orderFrom(completed, 'complete', 'paid')

      const deleted = await expireAbandonedCarts(now)
      expect(deleted).toBe(2)
      expect(await remaining()).toEqual([recent, customers, awaitingPayment, cashOnDelivery].sort())
      const orphans = await shop.db.selectFrom('cart_line').select('cart_id').where('cart_id', 'in', [old, completed]).execute()
      expect(orphans).toEqual([])
      expect(await countRows('cart_line')).toBe(4)

      // Running again (another instance, the next hour) finds nothing more to do.
      expect(await expireAbandonedCarts(now)).toBe(0)
    })

    it('runs in the app soon after start and then on a schedule, until stopped', async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {})
      try {
        await cartUpdated(40, null, new Date())
        const stop = startCartExpiry(30, { firstRunMs: 5, everyMs: 20 })
        await vi.waitFor(async () => expect(await countRows('cart')).toBe(0), { timeout: 2000, interval: 10 })
        expect(log).toHaveBeenCalledWith('Expired 1 abandoned cart')
        await cartUpdated(40, null, new Date())
        await vi.waitFor(async () => expect(await countRows('cart')).toBe(0), { timeout: 2000, interval: 10 })
        await stop()
        await cartUpdated(40, null, new Date())
        await new Promise((resolve) => setTimeout(resolve, 60))
        expect(await countRows('cart')).toBe(1)
      } finally {
        log.mockRestore()
      }
    })

    it('takes the age in days', async () => {
      const week = await cartUpdated(8)
      expect(await expireAbandonedCarts(now, 10)).toBe(0)
      expect(await expireAbandonedCarts(now, 7)).toBe(1)
      expect(await remaining()).not.toContain(week)
    })
  })
})
