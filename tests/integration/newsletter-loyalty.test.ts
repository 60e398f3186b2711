import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { isValidEan13 } from '~/domain/loyalty-card'
import { deleteEndedAccountRows } from '~/providers/customers/housekeeping.server'
import { setDatabase } from '~/server/db.server'
import { confirmSubscription, customerNewsletterStatus, subscribe, unsubscribeWithToken } from '~/providers/engagement/newsletter.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myAccount from '~/routes/($store)+/_account+/my-account._index'
import * as newsletterRoute from '~/routes/($store)+/_account+/my-account.newsletter'
import * as m0001 from '~/db/migrations/0001-catalogue'
import * as m0002 from '~/db/migrations/0002-cart-orders'
import * as m0003 from '~/db/migrations/0003-mail-outbox'
import * as m0004 from '~/db/migrations/0004-throttle'
import * as m0005 from '~/db/migrations/0005-customers'
import * as m0011 from '~/db/migrations/0011-newsletter-loyalty'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser, thandi } from './support/shop'

describeEachDatabase('newsletter, loyalty card and housekeeping', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  async function registered(fields: Partial<typeof thandi> = {}): Promise<Browser> {
    const browser = new Browser()
    expect((await browser.post(loginRoute.action, '/login', { ...thandi, ...fields })).status).toBe(303)
    return browser
  }
  const pageData = async (browser: Browser, path = '/my-account/newsletter') =>
    (await (await browser.load(newsletterRoute.loader, path)).json()) as { status: string; email: string }
  const rows = () => database().db.selectFrom('newsletter_subscription').selectAll().execute()

  it('subscribes from the account through the mailed link, unsubscribes with a toast, and keeps the consent record', async () => {
    const browser = await registered()
    expect((await pageData(browser)).status).toBe('unsubscribed')

    const on = await browser.post(newsletterRoute.action, '/de/my-account/newsletter', { intent: 'subscribe' })
    expect(on.status).toBe(303)
    expect(on.headers.get('Location')).toBe('/de/my-account/newsletter')
    // Registering proves nothing about the address: its owner confirms first, as from the footer.
    expect((await browser.toast())?.message).toBe('newsletter.checkEmail')
    expect((await pageData(browser)).status).toBe('pending')
    const mails = () => database().db.selectFrom('mail_outbox').select(['kind', 'recipient', 'payload']).orderBy('created_at').execute()
    const [confirmation] = await mails()
    expect(confirmation).toMatchObject({ kind: 'newsletter_confirmation', recipient: thandi.email })
    expect(await confirmSubscription((JSON.parse(confirmation!.payload) as { confirmToken: string }).confirmToken)).toBe('subscribed')
    expect((await pageData(browser)).status).toBe('subscribed')
    const [row] = await rows()
    expect(row).toMatchObject({ email: thandi.email, status: 'subscribed', store_code: 'de', confirm_token_hash: null })
    expect(row!.consented_at).toBeTruthy()
    expect(row!.confirmed_at).toBeTruthy()
    // The promised coupon (decision 0031) once confirmed.
    expect((await mails()).map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'newsletter_confirmation', recipient: thandi.email },
      { kind: 'newsletter_coupon', recipient: thandi.email },
    ])
    expect(row!.coupon_code).toMatch(/^NEWS10-/)

    const off = await browser.post(newsletterRoute.action, '/my-account/newsletter', { intent: 'unsubscribe' })
    expect(off.status).toBe(303)
    expect((await browser.toast())?.message).toBe('newsletter.unsubscribedToast')
    expect((await pageData(browser)).status).toBe('unsubscribed')
    expect((await rows())[0]!.unsubscribed_at).toBeTruthy()
  })

  it('refuses a forged intent with 400 and a guest goes to /login', async () => {
    const browser = await registered()
    expect((await browser.post(newsletterRoute.action, '/my-account/newsletter', { intent: 'spam-everyone' })).status).toBe(400)
    expect(await rows()).toEqual([])
    const guest = await new Browser().post(newsletterRoute.action, '/my-account/newsletter', { intent: 'subscribe' })
    expect(guest.status).toBe(303)
    expect(guest.headers.get('Location')).toBe('/login?redirectTo=%2Fmy-account%2Fnewsletter')
    expect(await rows()).toEqual([])
  })

  it('a footer sign-up waits for its link; the account sees it and the link confirms it once', async () => {
    const pending = await subscribe({ email: 'Thandi@Example.co.za', storeCode: 'default', locale: 'en-US', confirmed: false })
    expect(pending.status).toBe('pending')
    const browser = await registered()
    expect((await pageData(browser)).status).toBe('pending')
    expect(await confirmSubscription('forged')).toBe('unknown')
    expect(await confirmSubscription(pending.confirmToken!)).toBe('subscribed')
    expect(await confirmSubscription(pending.confirmToken!)).toBe('unknown')
    expect((await pageData(browser)).status).toBe('subscribed')
    // Signing up again from the footer neither downgrades it nor asks for another confirmation.
    const again = await subscribe({ email: thandi.email, storeCode: 'default', locale: 'en-US', confirmed: false })
    expect(again).toMatchObject({ status: 'subscribed', confirmToken: undefined })
    expect(await unsubscribeWithToken(again.unsubscribeToken)).toBe(true)
    expect((await pageData(browser)).status).toBe('unsubscribed')
  })

  it('an expired confirmation link does not subscribe', async () => {
    const pending = await subscribe({
      email: 'late@example.co.za',
      storeCode: 'default',
      locale: 'en-US',
      confirmed: false,
      now: new Date(Date.now() - 8 * 24 * 3600_000),
    })
    expect(await confirmSubscription(pending.confirmToken!)).toBe('expired')
    expect((await rows())[0]!.status).toBe('pending')
  })

  it('the subscription follows the account to its new e-mail, replacing a guest sign-up of that address, and waits for it to be confirmed', async () => {
    const browser = await registered()
    const own = await subscribe({ email: thandi.email, storeCode: 'default', locale: 'en-US', confirmed: false })
    await confirmSubscription(own.confirmToken!)
    await subscribe({ email: 'new@example.co.za', storeCode: 'default', locale: 'en-US', confirmed: false })
    const moved = await browser.post(myAccount.action, '/my-account', {
      intent: 'profile',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'new@example.co.za',
      currentPassword: thandi.password,
    })
    expect(moved.status).toBe(303)
    const all = await rows()
    expect(all).toHaveLength(1)
    // Confirmed was the old address, not this one.
    expect(all[0]).toMatchObject({ email: 'new@example.co.za', status: 'pending', confirmed_at: null, confirm_token_hash: null })
    expect(all[0]!.coupon_code).toMatch(/^NEWS10-/)
    expect((await pageData(browser)).status).toBe('pending')
    expect(await customerNewsletterStatus({ id: 'someone-else', email: thandi.email })).toBe('unsubscribed')
  })

  it('every customer has a distinct EAN-13 loyalty card, shown on my account', async () => {
    const browser = await registered()
    const data = (await (await browser.load(myAccount.loader, '/my-account')).json()) as { loyaltyCard: string }
    expect(data.loyaltyCard).toMatch(/^29\d{11}$/)
    expect(isValidEan13(data.loyaltyCard)).toBe(true)
    const other = await registered({ email: 'other@example.co.za' })
    const otherData = (await (await other.load(myAccount.loader, '/my-account')).json()) as { loyaltyCard: string }
    expect(otherData.loyaltyCard).not.toBe(data.loyaltyCard)
    // The same card on every visit.
    const again = (await (await browser.load(myAccount.loader, '/my-account')).json()) as { loyaltyCard: string }
    expect(again.loyaltyCard).toBe(data.loyaltyCard)
  })

  it('an account without a card (created before cards) gets one on its first visit', async () => {
    const browser = await registered()
    await database().db.updateTable('customer').set({ loyalty_card: null }).execute()
    const data = (await (await browser.load(myAccount.loader, '/my-account')).json()) as { loyaltyCard: string }
    expect(isValidEan13(data.loyaltyCard)).toBe(true)
    const stored = await database().db.selectFrom('customer').select('loyalty_card').executeTakeFirstOrThrow()
    expect(stored.loyalty_card).toBe(data.loyaltyCard)
  })

  it('housekeeping deletes ended sessions and used or expired reset links, and keeps live ones', async () => {
    const browser = await registered()
    const { db } = database()
    const { id: customerId } = await db.selectFrom('customer').select('id').executeTakeFirstOrThrow()
    const now = new Date()
    const past = new Date(now.getTime() - 60_000).toISOString()
    const future = new Date(now.getTime() + 60_000).toISOString()
    const created = now.toISOString()
    await db
      .insertInto('customer_session')
      .values({ id: 'ended', customer_id: customerId, expires_at: past, created_at: created, persistent: 0 })
      .execute()
    await db
      .insertInto('password_reset')
      .values([
        { token_hash: 'used', customer_id: customerId, expires_at: future, used_at: past, created_at: created },
        { token_hash: 'expired', customer_id: customerId, expires_at: past, used_at: null, created_at: created },
        { token_hash: 'live', customer_id: customerId, expires_at: future, used_at: null, created_at: created },
      ])
      .execute()

    expect(await deleteEndedAccountRows(now)).toEqual({ sessions: 1, resetLinks: 2 })
    expect((await db.selectFrom('password_reset').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live'])
    const sessions = await db.selectFrom('customer_session').select('id').execute()
    expect(sessions.map((s) => s.id)).not.toContain('ended')
    // The registration's own session is live: its browser is still signed in.
    expect(sessions).toHaveLength(1)
    expect((await browser.load(myAccount.loader, '/my-account')).status).toBe(200)
  })
})

describeEachDatabase('migration 0011', (kind) => {
  const database = useTestDatabase(kind, { migrate: false })

  it('gives every customer registered before it a distinct loyalty card', async () => {
    const { db } = database()
    for (const migration of [m0001, m0002, m0003, m0004, m0005]) await migration.up(db)
    const now = new Date().toISOString()
    const customer = (id: string) => ({
      id,
      email: `${id}@example.co.za`,
      first_name: 'A',
      last_name: 'B',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    await db
      .insertInto('customer')
      .values([customer('c1'), customer('c2')])
      .execute()
    await m0011.up(db)
    const cards = (await db.selectFrom('customer').select('loyalty_card').execute()).map((row) => row.loyalty_card!)
    expect(cards).toHaveLength(2)
    expect(cards.every(isValidEan13)).toBe(true)
    expect(new Set(cards).size).toBe(2)
  })
})
