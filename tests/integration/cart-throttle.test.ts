import './support/env'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEMO_COUPONS, DEMO_GIFT_CARDS } from '~/db/seed/commerce.server'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { INCORRECT_COUPON } from '~/domain/messages'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import type { CartFormReply } from '~/schemas/cart'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

describeEachDatabase('coupon and gift card throttling', (kind) => {
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

  async function shopperWithCart(ip: string): Promise<Browser> {
    const browser = new Browser(ip)
    expect((await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
    return browser
  }

  it('refuses an IP after 10 wrong codes with 429, a message beside the field and Retry-After; another IP goes on', async () => {
    const guesser = await shopperWithCart('203.0.113.7')
    const answers: Response[] = []
    for (let i = 1; i <= 12; i++) answers.push(await guesser.post(cartAction, '/cart', { intent: 'coupon', code: `GUESS-${i}` }))

    // The 11th failure is still answered as a wrong code; from then on the IP waits 1 s, 2 s, 4 s...
    expect(answers.slice(0, 11).map((r) => r.status)).toEqual(Array(11).fill(400))
    expect(((await answers[10]!.json()) as CartFormReply).result.error).toEqual({ code: [INCORRECT_COUPON] })
    const blocked = answers[11]!
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    const reply = (await blocked.json()) as CartFormReply
    expect(reply).toMatchObject({ form: 'coupon', result: { error: { code: ['throttle.tooManyAttempts'] } }, params: { count: 1 } })

    // Even the right code is refused while blocked, or guessing would go on.
    expect((await guesser.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })).status).toBe(429)

    const neighbour = await shopperWithCart('203.0.113.8')
    expect((await neighbour.post(cartAction, '/cart', { intent: 'coupon', code: 'GUESS-X' })).status).toBe(400)
    expect((await neighbour.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })).status).toBe(303)
  })

  it('counts gift card guesses on their own counter, and good codes never count', async () => {
    const shopper = await shopperWithCart('203.0.113.9')
    for (let i = 0; i < 11; i++) await shopper.post(cartAction, '/cart', { intent: 'voucher', code: `CARD-${i}` })
    expect((await shopper.post(cartAction, '/cart', { intent: 'voucher', code: DEMO_GIFT_CARDS.rand })).status).toBe(429)
    expect((await shopper.post(cartAction, '/cart', { intent: 'coupon', code: DEMO_COUPONS.welcome })).status).toBe(303)

    const keys = await shop.db.selectFrom('throttle').select(['key', 'failures']).execute()
    expect(keys.map((k) => [k.key, Number(k.failures)])).toEqual([['gift-card:ip:203.0.113.9', 11]])
  })
})
