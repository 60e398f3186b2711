/**
 * Request headers the shop must not believe: a forged Host or X-Forwarded-Host cannot point mailed links
 * at another site, a direct client's X-Forwarded-For cannot choose the address the rate limits count, and
 * a direct client's X-Forwarded-Proto cannot make cookies Secure (nor plain HTTP lose the cart).
 *
 * The whole file runs as the demo does (NODE_ENV=production with KAROO_DEMO, no PUBLIC_URL): the case
 * where links used to follow the request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.NODE_ENV = 'production'
  process.env.KAROO_DEMO = '1'
  delete process.env.PUBLIC_URL
  delete process.env.TRUST_PROXY
  delete process.env.COOKIE_SECURE
})

import '../integration/support/env'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { createExpressApp } from '~/express-app.server'
import { cartsCookieHeader } from '~/providers/cart/cookie.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/($store)+/_checkout+/checkout'
import * as contactRoute from '~/routes/($store)+/_service+/contact'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as signupRoute from '~/routes/($store)+/_service+/newsletter'
import * as confirmRoute from '~/routes/($store)+/_service+/newsletter_.confirm'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { getEnv, parseEnv } from '~/utils/env.server'
import { getSession, sessionStorage } from '~/utils/session.server'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, openShop, placeForm, type ReviewedCheckout } from '../integration/support/shop'

const EVIL = 'evil.example'
const root = fileURLToPath(new URL('../..', import.meta.url))

describe('configuration', () => {
  const secret = { SESSION_SECRET: 'a-production-secret-0123456789' }

  it('production refuses to start without PUBLIC_URL and names it; the demo and development need none', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ...secret })).toThrow(/PUBLIC_URL/)
    expect(parseEnv({ NODE_ENV: 'production', ...secret, PUBLIC_URL: 'https://shop.example.co.za/' }).PUBLIC_URL).toBe(
      'https://shop.example.co.za',
    )
    expect(parseEnv({ NODE_ENV: 'production', KAROO_DEMO: '1' }).PUBLIC_URL).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined()
  })
})

/**
 * One shopper whose requests arrive with a forged Host and X-Forwarded-Host: the Request a route sees is
 * what @remix-run/express builds from them (http://evil.example/...).
 */
class PoisonedBrowser extends Browser {
  override request(path: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader()
    if (cookie) headers.set('Cookie', cookie)
    headers.set('X-Forwarded-Host', EVIL)
    return new Request(`http://${EVIL}${path}`, { ...init, headers })
  }
}

describeEachDatabase('mailed links under a forged Host or X-Forwarded-Host', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  const sent: MailMessage[] = []
  let ip = 0
  const browser = () => new PoisonedBrowser(`203.0.113.${++ip}`)
  const publicForm = (fields: Record<string, string>) => ({
    [STAMP_FIELD]: issueFormStamp(Date.now() - 20_000),
    [HONEYPOT_FIELD]: '',
    ...fields,
  })
  const deliver = () => deliverDueMail({ send: async (message) => (sent.push(message), { messageId: String(sent.length) }) })
  const expectRedirect = (response: Response) => expect(response.status, response.statusText).toBe(303)

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })

  it('every mail a form queues links to the configured origin only (reset, newsletter, coupon, order, contact)', async () => {
    const email = `victim-${kind}@example.co.za`
    // An account to reset, registered the honest way.
    expectRedirect(
      await new Browser('198.51.100.1').post(loginRoute.action, '/login', {
        intent: 'register',
        firstName: 'Thandi',
        lastName: 'Mokoena',
        email,
        password: 'correct horse',
        confirmPassword: 'correct horse',
      }),
    )
    expectRedirect(await browser().post(loginRoute.action, '/login', { intent: 'forgot', email }))

    const subscriber = browser()
    expectRedirect(
      await subscriber.post(signupRoute.action, '/de/newsletter', publicForm({ email: `news-${kind}@example.co.za`, redirectTo: '/de/' })),
    )
    await deliver()
    const token = sent.map((mail) => mail.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1]).find(Boolean)
    expect(token).toBeTruthy()
    expectRedirect(await subscriber.post(confirmRoute.action, '/de/newsletter/confirm', { token: token! }))

    const buyer = browser()
    expectRedirect(await buyer.post(cartAction, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' }))
    const steps: Record<string, string>[] = [
      { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: `buyer-${kind}@example.co.za` },
      { intent: 'shipping', ...CAPE_TOWN_ADDRESS },
      { intent: 'shipping-method', shippingMethod: 'standard' },
      { intent: 'billing', sameAsShipping: 'on' },
      { intent: 'payment', paymentMethod: 'cashondelivery' },
    ]
    for (const fields of steps) {
      expectRedirect(await buyer.post(checkoutAction, '/checkout', fields))
    }
    const review = (await (await buyer.load(checkoutLoader, '/checkout')).json()) as ReviewedCheckout
    expectRedirect(await buyer.post(checkoutAction, '/checkout', placeForm(review)))

    expectRedirect(
      await browser().post(
        contactRoute.action,
        '/contact',
        publicForm({
          name: 'Thandi Mokoena',
          email,
          phone: '+27 (82) 555-0101',
          department: 'service-center',
          orderNumber: '',
          message: 'My dishwasher stopped draining after two weeks.',
        }),
      ),
    )
    await deliver()

    // The demo's own address: http://localhost:PORT, whatever the request said.
    const origin = `http://localhost:${getEnv().PORT}`
    const links = sent.flatMap((mail) =>
      [mail.text, mail.html, ...Object.values(mail.headers ?? {})].flatMap((part) => part?.match(/https?:\/\/[^\s"'<>]+/g) ?? []),
    )
    for (const path of [
      '/Account/Reset-Password?',
      '/de/newsletter/confirm?',
      '/de/newsletter/unsubscribe?',
      '/de/cart',
      '/order/status?',
    ]) {
      expect(
        links.some((link) => link.startsWith(origin + path)),
        `a link to ${path}`,
      ).toBe(true)
    }
    expect(links.filter((link) => !link.startsWith(`${origin}/`))).toEqual([])
  })
})

describe('the Express application: proxies, client address and Secure cookies', () => {
  type Answer = { ip: string; protocol: string; forwardedHost: string | null; cookies: string[] }

  /** The shop's Express setup with these settings and one probe route that sets the session and cart cookies. */
  async function probe(settings: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
    const env = { ...getEnv(), ...parseEnv({ ...process.env, ...settings }) }
    const app = createExpressApp({ ...env, SESSION_SECRET: getEnv().SESSION_SECRET }, root)
    app.get('/probe', async (req, res) => {
      const session = await getSession(new Request('http://shop.test/probe'))
      session.flash('toast', { type: 'success', message: 'probe' })
      res.append('Set-Cookie', await sessionStorage().commitSession(session))
      res.append('Set-Cookie', await cartsCookieHeader({ default: '01JABCDEFGHJKMNPQRSTVWXYZ0' }))
      // What the load context's clientIp and the Request's URL are made of (@remix-run/express reads the
      // port of X-Forwarded-Host whether or not a proxy is trusted).
      res.json({ ip: req.ip, protocol: req.protocol, forwardedHost: req.get('x-forwarded-host') ?? null })
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      return await new Promise<Answer>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/probe', headers }, (res) => {
            let body = ''
            res.on('data', (chunk: Buffer) => (body += chunk.toString()))
            res.on('end', () => resolve({ ...(JSON.parse(body) as Omit<Answer, 'cookies'>), cookies: res.headers['set-cookie'] ?? [] }))
          })
          .on('error', reject)
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  const secure = (answer: Answer) => answer.cookies.map((cookie) => /;\s*Secure\b/i.test(cookie))
  const forged = { 'X-Forwarded-For': '192.0.2.77', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example:4444' }

  it('trusts no proxy by default: a direct client cannot choose its address or make the cookies Secure', async () => {
    const answer = await probe({}, forged)
    expect(answer.ip).toBe('127.0.0.1')
    expect([answer.protocol, answer.forwardedHost]).toEqual(['http', null])
    expect(answer.cookies).toHaveLength(2)
    expect(secure(answer)).toEqual([false, false])
  })

  it('believes X-Forwarded-* from the proxies TRUST_PROXY names: the client address, and Secure over HTTPS only', async () => {
    for (const setting of ['loopback', '127.0.0.1', '127.0.0.0/8, ::1', '1']) {
      const https = await probe({ TRUST_PROXY: setting }, forged)
      expect(https.ip, setting).toBe('192.0.2.77')
      expect([https.protocol, https.forwardedHost], setting).toEqual(['https', 'evil.example:4444'])
      expect(secure(https), setting).toEqual([true, true])
      const plain = await probe({ TRUST_PROXY: setting }, { 'X-Forwarded-For': '192.0.2.77', 'X-Forwarded-Proto': 'http' })
      expect(secure(plain), setting).toEqual([false, false])
    }
    // A proxy elsewhere is not this one.
    expect((await probe({ TRUST_PROXY: '10.0.0.0/8' }, forged)).ip).toBe('127.0.0.1')
  })

  it('lets COOKIE_SECURE override the scheme either way', async () => {
    expect(secure(await probe({ COOKIE_SECURE: 'true' }))).toEqual([true, true])
    expect(secure(await probe({ COOKIE_SECURE: 'false', TRUST_PROXY: 'loopback' }, forged))).toEqual([false, false])
  })
})
