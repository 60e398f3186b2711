import './support/env'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEMO_COUPONS } from '~/db/seed/commerce.server'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { COUPON_EXPIRED, INCORRECT_COUPON } from '~/domain/messages'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import type { CartFormReply } from '~/schemas/cart'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

describeEachDatabase('coupon answers', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })
  beforeEach(async () => {
    await shop.db.deleteFrom('throttle').execute()
  })

  let nextIp = 10
  async function shopperWithCart(): Promise<Browser> {
    const browser = new Browser(`198.51.100.${nextIp++}`)
    expect((await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
    return browser
  }

  async function answer(browser: Browser, code: string): Promise<{ status: number; error: unknown }> {
    const response = await browser.post(cartAction, '/cart', { intent: 'coupon', code })
    return { status: response.status, error: response.status === 303 ? null : ((await response.json()) as CartFormReply).result.error }
  }

  it('says an expired code has expired, in every store view, and keeps the spec message for an unknown one', async () => {
    const shopper = await shopperWithCart()
    expect(await answer(shopper, DEMO_COUPONS.expired)).toEqual({ status: 400, error: { code: [COUPON_EXPIRED] } })
    expect(await answer(shopper, DEMO_COUPONS.expired.toLowerCase())).toEqual({ status: 400, error: { code: [COUPON_EXPIRED] } })
    expect(await answer(shopper, 'SPRING2024')).toEqual({ status: 400, error: { code: [INCORRECT_COUPON] } })

    const german = new Browser('198.51.100.200')
    expect((await german.post(cartAction, '/de/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
    const response = await german.post(cartAction, '/de/cart', { intent: 'coupon', code: DEMO_COUPONS.expired })
    expect(((await response.json()) as CartFormReply).result.error).toEqual({ code: [COUPON_EXPIRED] })
  })

  it('a withdrawn or used-up code that has also expired is answered as incorrect: only a live code is said to expire', async () => {
    const shopper = await shopperWithCart()
    await shop.db.updateTable('coupon').set({ active: 0 }).where('code', '=', DEMO_COUPONS.expired).execute()
    try {
      expect(await answer(shopper, DEMO_COUPONS.expired)).toEqual({ status: 400, error: { code: [INCORRECT_COUPON] } })
    } finally {
      await shop.db.updateTable('coupon').set({ active: 1 }).where('code', '=', DEMO_COUPONS.expired).execute()
    }
  })

  it("no public code gives the newsletter's 10%: the bare NEWS10 is unknown, the welcome code takes 5%", async () => {
    const shopper = await shopperWithCart()
    expect(await answer(shopper, 'NEWS10')).toEqual({ status: 400, error: { code: [INCORRECT_COUPON] } })
    expect((await answer(shopper, DEMO_COUPONS.welcome)).status).toBe(303)
    const data = (await (await shopper.load(cartLoader, '/cart')).json()) as {
      cart: { totals: { subtotalInclTax: number; discount: number } }
    }
    expect(data.cart.totals.discount).toBe(Math.round((data.cart.totals.subtotalInclTax * 5) / 100))
  })

  it('a coupon that expires while in the cart is dropped with the expired message', async () => {
    const shopper = await shopperWithCart()
    expect((await answer(shopper, DEMO_COUPONS.welcome)).status).toBe(303)
    await shop.db.updateTable('coupon').set({ expires_at: '2025-01-31' }).where('code', '=', DEMO_COUPONS.welcome).execute()
    try {
      const data = (await (await shopper.load(cartLoader, '/cart')).json()) as {
        cart: { couponCode: string | null; messages: string[]; totals: { discount: number } }
      }
      expect(data.cart).toMatchObject({ couponCode: null, messages: [COUPON_EXPIRED], totals: { discount: 0 } })
    } finally {
      await shop.db.updateTable('coupon').set({ expires_at: null }).where('code', '=', DEMO_COUPONS.welcome).execute()
    }
  })

  it('an expired code costs a guess like an unknown one: telling them apart finds live codes no faster', async () => {
    const guesser = await shopperWithCart()
    const statuses: number[] = []
    // The same 10 failures the throttle allows an address, half of them expired codes.
    for (let i = 0; i < 11; i++) statuses.push((await answer(guesser, i % 2 ? DEMO_COUPONS.expired : `GUESS-${i}`)).status)
    expect(statuses).toEqual(Array(11).fill(400))
    const rows = await shop.db.selectFrom('throttle').select(['key', 'failures']).execute()
    expect(rows.map((row) => [row.key, Number(row.failures)])).toEqual([[`coupon:ip:${guesser.clientIp}`, 11]])
    // Blocked now: an expired code, and even a live one, is refused without saying which it is.
    expect((await answer(guesser, DEMO_COUPONS.expired)).status).toBe(429)
    expect((await answer(guesser, DEMO_COUPONS.welcome)).status).toBe(429)
  })
})
