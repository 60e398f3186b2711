/**
 * Creating an account at checkout tells whether an address has an account, as registering does, so it
 * shares registering's allowance per address. A parallel burst must learn no more than a slow prober:
 * each attempt is counted before the address is looked up.
 */
import '../integration/support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import * as M from '~/domain/messages'
import { PER_IP } from '~/domain/throttle'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction } from '~/routes/($store)+/_checkout+/checkout'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import { Browser, openShop } from '../integration/support/shop'
import { describeEachDatabase } from '../setup/db'

const PASSWORD = 'kettle-on-the-stove'

describeEachDatabase('account creation at checkout under a burst', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(() => shop.close())

  it('tells a parallel burst no more than a slow prober (plus one undecided attempt), and answers 429 to the rest', async () => {
    const taken = `taken-${kind}@example.co.za`
    const owner = new Browser('198.51.100.60')
    const registered = await owner.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email: taken,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(registered.status).toBe(303)

    const probe = {
      intent: 'personal',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      emailAddress: taken,
      createAccount: 'on',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }
    async function prober(ip: string): Promise<Browser> {
      const browser = new Browser(ip)
      expect((await browser.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
      return browser
    }
    /** The probes answered with the refusal that tells the address has an account; every other one is a 429. */
    async function told(answers: Response[]): Promise<number> {
      let count = 0
      for (const answer of answers) {
        if (answer.status === 429) continue
        expect(answer.status).toBe(400)
        expect(((await answer.json()) as { result: { error?: Record<string, string[]> } }).result.error).toEqual({
          emailAddress: [M.EMAIL_TAKEN],
        })
        count++
      }
      return count
    }

    const slow = await prober('198.51.100.61')
    const slowAnswers: Response[] = []
    for (let i = 0; i < 30; i++) slowAnswers.push(await slow.post(checkoutAction, '/checkout', probe))
    const slowTold = await told(slowAnswers)
    expect(slowTold).toBeGreaterThan(PER_IP.freeFailures)
    expect(slowTold).toBeLessThan(30)

    const fast = await prober('198.51.100.62')
    const burst = await Promise.all(Array.from({ length: 30 }, () => fast.clone().post(checkoutAction, '/checkout', probe)))
    // At most one attempt more than the slow prober: the one still undecided when the next arrived.
    expect(await told(burst)).toBeLessThanOrEqual(slowTold + 1)
  })
})
