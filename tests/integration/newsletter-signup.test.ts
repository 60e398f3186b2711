import './support/env'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { PUBLIC_FORM_POSTS } from '~/domain/bot-guard'
import { INCORRECT_COUPON, isNewsletterCouponCode } from '~/domain/coupons'
import type { MailMessage } from '~/providers/mail/mail.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/($store)+/_checkout+/checkout'
import * as signup from '~/routes/($store)+/_service+/newsletter'
import * as confirmPage from '~/routes/($store)+/_service+/newsletter_.confirm'
import * as unsubscribePage from '~/routes/($store)+/_service+/newsletter_.unsubscribe'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { Browser, openShop, placeForm } from './support/shop'

const COFFEE = DEMO_FIXTURES.futureSpecial

/** The footer form as a person sends it: a stamp from a page rendered ten seconds ago, an empty honeypot. */
function footerForm(email: string, extra: Record<string, string> = {}): Record<string, string> {
  return { email, redirectTo: '/c/kitchen?page=2', [STAMP_FIELD]: issueFormStamp(Date.now() - 10_000), [HONEYPOT_FIELD]: '', ...extra }
}

let ipCounter = 0
/** Each test's shopper from an address of their own, so the per-IP limit of public forms counts them apart. */
const shopper = () => new Browser(`198.51.100.${++ipCounter}`)

describeEachDatabase('newsletter sign-up, double opt-in and coupon', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let sent: MailMessage[] = []

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })
  beforeEach(async () => {
    // What an earlier test left in the outbox is not this test's mail.
    await deliverDueMail({ send: async () => ({ messageId: 'earlier' }) })
    sent = []
  })

  async function deliver(): Promise<MailMessage[]> {
    const before = sent.length
    await deliverDueMail({ send: async (message) => (sent.push(message), { messageId: String(sent.length) }) })
    return sent.slice(before)
  }
  const rowOf = (email: string) => shop.db.selectFrom('newsletter_subscription').selectAll().where('email', '=', email).executeTakeFirst()
  const couponsOf = (code: string | null | undefined) =>
    shop.db
      .selectFrom('coupon')
      .selectAll()
      .where('code', '=', code ?? '')
      .execute()
  const linkIn = (mail: MailMessage, path: string) => {
    const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=([\\w-]+)`))
    return match ? { href: match[0], token: match[1]! } : null
  }

  /** Sign up without JavaScript, read the confirmation mail, confirm with its link's page and button. */
  async function signUpAndConfirm(email: string, browser = shopper()) {
    const answer = await browser.post(signup.action, '/newsletter', footerForm(email))
    expect(answer.status).toBe(303)
    const [mail] = await deliver()
    const link = linkIn(mail!, '/newsletter/confirm')!
    const confirmed = await browser.post(confirmPage.action, '/newsletter/confirm', { token: link.token })
    expect(confirmed.status).toBe(303)
    const [couponMail] = await deliver()
    return { browser, confirmMail: mail!, couponMail: couponMail! }
  }

  it('without JavaScript: stores an unconfirmed record, queues one confirmation mail and goes back with the toast', async () => {
    const browser = shopper()
    const answer = await browser.post(signup.action, '/newsletter', footerForm('Lerato@Example.co.za'))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/c/kitchen?page=2')
    expect(await browser.toast()).toMatchObject({ type: 'success', message: 'newsletter.checkEmail' })
    expect(await rowOf('lerato@example.co.za')).toMatchObject({ status: 'pending', coupon_code: null, confirmed_at: null })

    const mails = await deliver()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toBe('lerato@example.co.za')
    expect(mails[0]!.subject).toBe('Please confirm your newsletter subscription')
    expect(linkIn(mails[0]!, '/newsletter/confirm')).not.toBeNull()
    const unsubscribe = linkIn(mails[0]!, '/newsletter/unsubscribe')!
    expect(mails[0]!.headers?.['List-Unsubscribe']).toBe(`<${unsubscribe.href}>`)
    expect(mails[0]!.html).toContain(unsubscribe.href.replace(/&/g, '&amp;'))
    // The tokens do not stay in the outbox once the mail is out.
    const rows = await shop.db
      .selectFrom('mail_outbox')
      .select(['payload', 'status'])
      .where('recipient', '=', 'lerato@example.co.za')
      .execute()
    expect(rows).toEqual([{ payload: '{}', status: 'sent' }])
  })

  it("with JavaScript: answers JSON with the message in the page's language; the mail links to the German store view", async () => {
    const answer = await shopper().post(signup.action, '/de/newsletter', footerForm('sipho@example.co.za', { js: '1', redirectTo: '/de/' }))
    expect(answer.status).toBe(200)
    // In the German store view's language.
    expect(await answer.json()).toEqual({ ok: true, message: 'Bitte prüfen Sie Ihr E-Mail-Postfach, um Ihr Abonnement zu bestätigen' })
    expect(await rowOf('sipho@example.co.za')).toMatchObject({ status: 'pending', store_code: 'de' })
    const [mail] = await deliver()
    expect(linkIn(mail!, '/de/newsletter/confirm')).not.toBeNull()
  })

  it('refuses a bad address beside the field (JS) or as a notification (no JS), storing nothing; never redirects off-site', async () => {
    const js = await shopper().post(signup.action, '/newsletter', footerForm('not-an-address', { js: '1' }))
    expect(js.status).toBe(400)
    expect(await js.json()).toEqual({ ok: false, errors: { email: ['Please provide a valid e-mail address.'] } })
    const plain = shopper()
    const answer = await plain.post(signup.action, '/newsletter', footerForm('<script>@x', { redirectTo: '//evil.example/' }))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe('/')
    expect(await plain.toast()).toMatchObject({ type: 'error', message: 'Please provide a valid e-mail address.' })
    expect(await shop.db.selectFrom('newsletter_subscription').select('id').where('email', 'like', '%not-an%').execute()).toEqual([])
    expect(await deliver()).toEqual([])
  })

  it('bot guard: a filled honeypot looks like success but stores nothing; a too-fast or unstamped form gets its message', async () => {
    const bot = shopper()
    const answer = await bot.post(
      signup.action,
      '/newsletter',
      footerForm('bot@example.co.za', { [HONEYPOT_FIELD]: 'http://spam.example' }),
    )
    expect(answer.status).toBe(303)
    expect(await bot.toast()).toMatchObject({ type: 'success', message: 'newsletter.checkEmail' })
    expect(await rowOf('bot@example.co.za')).toBeUndefined()

    const quick = await shopper().post(
      signup.action,
      '/newsletter',
      footerForm('quick@example.co.za', { js: '1', [STAMP_FIELD]: issueFormStamp() }),
    )
    expect(quick.status).toBe(400)
    expect(((await quick.json()) as { errors: { form: string[] } }).errors.form[0]).toMatch(/quicker than anyone/)
    const stale = shopper()
    await stale.post(signup.action, '/newsletter', footerForm('stale@example.co.za', { [STAMP_FIELD]: '' }))
    expect(await stale.toast()).toMatchObject({ type: 'error', message: 'botGuard.stale' })
    expect(await rowOf('quick@example.co.za')).toBeUndefined()
    expect(await rowOf('stale@example.co.za')).toBeUndefined()
  })

  it('answers 429 once one address has sent the form too often', async () => {
    const flood = shopper()
    // The allowance: every post counts, and the one after it is refused.
    for (let i = 0; i <= PUBLIC_FORM_POSTS.freeFailures; i++) {
      await flood.post(signup.action, '/newsletter', footerForm(`flood${i}@example.co.za`, { js: '1', [HONEYPOT_FIELD]: 'x' }))
    }
    const js = await flood.post(signup.action, '/newsletter', footerForm('flood@example.co.za', { js: '1' }))
    expect(js.status).toBe(429)
    expect(js.headers.get('Retry-After')).toBeTruthy()
    expect(((await js.json()) as { errors: { form: string[] } }).errors.form[0]).toMatch(/Too many attempts/)
    expect((await flood.post(signup.action, '/newsletter', footerForm('flood@example.co.za'))).status).toBe(429)
  })

  it('the link shows a button (GET changes nothing); the POST confirms, issues one single-use 10% code and mails it', async () => {
    const browser = shopper()
    await browser.post(signup.action, '/newsletter', footerForm('naledi@example.co.za'))
    const [mail] = await deliver()
    const { token } = linkIn(mail!, '/newsletter/confirm')!

    const page = await browser.load(confirmPage.loader, `/newsletter/confirm?token=${token}`)
    expect(await page.json()).toMatchObject({ state: 'valid', token })
    expect(await rowOf('naledi@example.co.za')).toMatchObject({ status: 'pending' })

    const confirmed = await browser.post(confirmPage.action, '/newsletter/confirm', { token })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('Location')).toBe('/')
    expect(await browser.toast()).toMatchObject({ type: 'success', message: 'newsletter.confirmedToast', params: { percent: 10 } })
    const row = await rowOf('naledi@example.co.za')
    expect(row).toMatchObject({ status: 'subscribed', confirm_token_hash: null })
    expect(isNewsletterCouponCode(row!.coupon_code)).toBe(true)
    expect(await couponsOf(row!.coupon_code)).toEqual([
      expect.objectContaining({ type: 'percent', value: 10, uses_left: 1, active: 1, currency: null }),
    ])

    const [couponMail] = await deliver()
    expect(couponMail!.to).toBe('naledi@example.co.za')
    expect(couponMail!.subject).toBe('Your 10% coupon')
    expect(couponMail!.text).toContain(row!.coupon_code!)
    const unsubscribe = linkIn(couponMail!, '/newsletter/unsubscribe')!
    expect(couponMail!.headers?.['List-Unsubscribe']).toBe(`<${unsubscribe.href}>`)
    // Every mail of one address carries the same unsubscribe link: the confirmation's still works.
    expect(linkIn(mail!, '/newsletter/unsubscribe')!.token).toBe(unsubscribe.token)

    // The link again: a clear message, nothing changes, no second coupon.
    const again = await browser.post(confirmPage.action, '/newsletter/confirm', { token })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ result: { error: { '': ['newsletter.linkInvalid'] } } })
    expect(await (await browser.load(confirmPage.loader, `/newsletter/confirm?token=${token}`)).json()).toMatchObject({
      state: 'unknown',
      token: '',
    })
    expect((await rowOf('naledi@example.co.za'))!.coupon_code).toBe(row!.coupon_code)
    expect(await deliver()).toEqual([])
  })

  it('a forged or missing token is refused with a message and changes nothing', async () => {
    const browser = shopper()
    await browser.post(signup.action, '/newsletter', footerForm('forged@example.co.za'))
    await deliver()
    for (const token of ['forged-token', '', 'x'.repeat(500)]) {
      const page = await browser.load(confirmPage.loader, `/newsletter/confirm?token=${encodeURIComponent(token)}`)
      expect(page.status).toBe(200)
      expect(await page.json()).toMatchObject({ state: 'unknown' })
      expect((await browser.post(confirmPage.action, '/newsletter/confirm', { token })).status).toBe(400)
      expect((await browser.post(unsubscribePage.action, '/newsletter/unsubscribe', { token })).status).toBe(400)
    }
    expect(await rowOf('forged@example.co.za')).toMatchObject({ status: 'pending', coupon_code: null })
    expect(await deliver()).toEqual([])
  })

  it('signing up again, even after unsubscribing and confirming again, never issues a second coupon', async () => {
    const { couponMail } = await signUpAndConfirm('thabo@example.co.za')
    const first = (await rowOf('thabo@example.co.za'))!.coupon_code
    expect(couponMail.text).toContain(first!)

    // Already subscribed: the same answer, no mail.
    expect((await shopper().post(signup.action, '/newsletter', footerForm('thabo@example.co.za'))).status).toBe(303)
    expect(await deliver()).toEqual([])

    const unsubscribe = linkIn(couponMail, '/newsletter/unsubscribe')!
    expect((await shopper().post(unsubscribePage.action, '/newsletter/unsubscribe', { token: unsubscribe.token })).status).toBe(303)
    const again = await signUpAndConfirm('thabo@example.co.za')
    expect(again.couponMail).toBeUndefined()
    expect(await rowOf('thabo@example.co.za')).toMatchObject({ status: 'subscribed', coupon_code: first })
    expect(await shop.db.selectFrom('coupon').select('code').where('code', 'like', 'NEWS10-%').execute()).toHaveLength(
      (await shop.db.selectFrom('newsletter_subscription').select('id').where('coupon_code', 'is not', null).execute()).length,
    )
  })

  it('the unsubscribe link works without login: GET shows the button, POST unsubscribes', async () => {
    const { couponMail } = await signUpAndConfirm('zanele@example.co.za')
    const { token } = linkIn(couponMail, '/newsletter/unsubscribe')!
    const stranger = new Browser()
    expect(await (await stranger.load(unsubscribePage.loader, `/newsletter/unsubscribe?token=${token}`)).json()).toMatchObject({
      state: 'subscribed',
      token,
    })
    expect(await rowOf('zanele@example.co.za')).toMatchObject({ status: 'subscribed' })
    const done = await stranger.post(unsubscribePage.action, '/newsletter/unsubscribe', { token })
    expect(done.status).toBe(303)
    expect(await stranger.toast()).toMatchObject({ type: 'success', message: 'newsletter.unsubscribedToast' })
    expect(await rowOf('zanele@example.co.za')).toMatchObject({ status: 'unsubscribed' })
    expect(await (await stranger.load(unsubscribePage.loader, `/newsletter/unsubscribe?token=${token}`)).json()).toMatchObject({
      state: 'unsubscribed',
    })
  })

  it('the coupon gives 10% off in the cart, is spent with the order, and is refused after that with the spec message', async () => {
    const { couponMail } = await signUpAndConfirm('ayanda@example.co.za')
    const code = (await rowOf('ayanda@example.co.za'))!.coupon_code!
    expect(couponMail.text).toContain(code)

    const buyer = new Browser()
    expect((await buyer.post(cartAction, '/cart', { intent: 'add', sku: COFFEE, qty: '2' })).status).toBe(303)
    expect((await buyer.post(cartAction, '/cart', { intent: 'coupon', code: code.toLowerCase() })).status).toBe(303)
    const save = async (fields: Record<string, string>) => expect((await buyer.post(checkoutAction, '/checkout', fields)).status).toBe(303)
    await save({ intent: 'personal', firstName: 'Ayanda', lastName: 'Dlamini', emailAddress: 'ayanda@example.co.za' })
    await save({ intent: 'shipping', ...CAPE_TOWN_ADDRESS })
    await save({ intent: 'shipping-method', shippingMethod: 'standard' })
    await save({ intent: 'billing', sameAsShipping: 'on' })
    await save({ intent: 'payment', paymentMethod: 'cashondelivery' })
    type Review = {
      idempotencyKey: string
      reviewed: { discount: number; voucherAmount: number; amountDue: number }
      cart: { couponCode: string; totals: { subtotalInclTax: number; discount: number } }
    }
    const review = (await (await buyer.load(checkoutLoader, '/checkout')).json()) as Review
    expect(review.cart.couponCode).toBe(code)
    expect(review.cart.totals.discount).toBe(Math.round(review.cart.totals.subtotalInclTax / 10))
    expect(review.cart.totals.discount).toBeGreaterThan(0)

    // A second shopper puts the same code in their cart before the first order is placed.
    const other = new Browser()
    await other.post(cartAction, '/cart', { intent: 'add', sku: COFFEE, qty: '1' })
    expect((await other.post(cartAction, '/cart', { intent: 'coupon', code })).status).toBe(303)

    const placed = await buyer.post(checkoutAction, '/checkout', placeForm(review))
    expect(placed.status).toBe(303)
    const order = await shop.db
      .selectFrom('sales_order')
      .select(['coupon_code', 'discount'])
      .where('email', '=', 'ayanda@example.co.za')
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ coupon_code: code, discount: review.cart.totals.discount })
    expect(await couponsOf(code)).toEqual([expect.objectContaining({ uses_left: 0 })])

    // Used: refused in any cart with the spec's message, and dropped from the cart that held it.
    const late = await other.post(cartAction, '/cart', { intent: 'coupon', code })
    expect(late.status).toBe(400)
    expect(JSON.stringify(await late.json())).toContain(INCORRECT_COUPON)
    // Nor does the bare prefix stand in for a subscriber's code: the 10% is only ever the subscriber's own, once.
    const bare = await other.post(cartAction, '/cart', { intent: 'coupon', code: 'NEWS10' })
    expect(bare.status).toBe(400)
    expect(JSON.stringify(await bare.json())).toContain(INCORRECT_COUPON)
  })
})
