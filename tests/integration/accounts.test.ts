import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import * as M from '~/domain/messages'
import { setDatabase } from '~/server/db.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import { RESET_LINK_LIFETIME_MS } from '~/providers/customers/password-reset.server'
import * as resetRoute from '~/routes/($store)+/_account+/Account.Reset-Password'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as logoutRoute from '~/routes/($store)+/_account+/logout'
import * as myAccount from '~/routes/($store)+/_account+/my-account._index'
import { getSession } from '~/utils/session.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser, thandi } from './support/shop'

type Reply = { intent?: string; result: { error?: Record<string, string[] | null> } }

describeEachDatabase('account routes', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(async () => {
    setDatabase(database())
  })
  afterEach(() => setDatabase(undefined))

  const token = async (browser: Browser) => (await getSession(browser.request('/'))).get('customerSessionId')
  const login = (browser: Browser, fields: Record<string, string> = {}, path = '/login') =>
    browser.post(loginRoute.action, path, { intent: 'login', email: thandi.email, password: thandi.password, ...fields })
  const errors = async (response: Response) => ((await response.json()) as Reply).result.error ?? {}

  async function registered(): Promise<Browser> {
    const browser = new Browser()
    const response = await browser.post(loginRoute.action, '/login', thandi)
    expect(response.status).toBe(303)
    return browser
  }

  /** The action threw the 429 page, and says when to try again. */
  async function throttled(attempt: Promise<Response>) {
    const response = await attempt.catch((thrown: unknown) => thrown as Response)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
  }

  it('slows down failed logins: per address and account at once, per address after 10 failures', async () => {
    await registered()
    const from = (ip: string) => new Browser(ip)
    expect((await login(from('10.0.0.1'), { password: 'not the password' })).status).toBe(400)
    // The same account from the same address must wait before the next try, even with the right password.
    await throttled(login(from('10.0.0.1')))
    // Another address is not held back by it.
    expect((await login(from('10.0.0.2'))).status).toBe(303)
    // Ten failures from one address are free; the eleventh starts the wait, so the next attempt is refused.
    for (let i = 0; i < 11; i++) {
      expect((await login(from('10.0.0.3'), { email: `nobody${i}@example.co.za` })).status).toBe(400)
    }
    await throttled(login(from('10.0.0.3')))
  })

  it('counts registrations and reset requests per address', async () => {
    for (let i = 0; i < 11; i++) {
      const response = await new Browser('10.0.0.4').post(loginRoute.action, '/login', {
        intent: 'forgot',
        email: `someone${i}@example.co.za`,
      })
      expect(response.status).toBe(303)
    }
    await throttled(new Browser('10.0.0.4').post(loginRoute.action, '/login', { intent: 'forgot', email: 'more@example.co.za' }))
    for (let i = 0; i < 11; i++) {
      const response = await new Browser('10.0.0.5').post(loginRoute.action, '/login', { ...thandi, email: `new${i}@example.co.za` })
      expect(response.status).toBe(303)
    }
    await throttled(new Browser('10.0.0.5').post(loginRoute.action, '/login', { ...thandi, email: 'one-more@example.co.za' }))
  })

  it('registers, lands on my account signed in, and shows the profile (private, no-store)', async () => {
    const browser = new Browser()
    const response = await browser.post(loginRoute.action, '/login', thandi)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/my-account')
    expect((await browser.toast())?.message).toBe('account.registered')
    const page = await browser.load(myAccount.loader, '/my-account')
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    expect(((await page.json()) as { profile: unknown }).profile).toEqual({ firstName: 'Thandi', lastName: 'Mokoena', email: thandi.email })
  })

  it('refuses an e-mail already registered with the spec message on the e-mail field', async () => {
    await registered()
    const response = await new Browser().post(loginRoute.action, '/login', { ...thandi, email: 'Thandi@Example.co.za', firstName: 'Other' })
    expect(response.status).toBe(400)
    expect(await errors(response)).toEqual({ email: [M.EMAIL_TAKEN] })
  })

  it('a wrong password or unknown address gets one message that names neither', async () => {
    await registered()
    const wrong = await login(new Browser(), { password: 'not the password' })
    const unknown = await login(new Browser(), { email: 'nobody@example.co.za' })
    expect(wrong.status).toBe(400)
    expect(await errors(wrong)).toEqual({ '': ['account.loginFailed'] })
    expect(await errors(unknown)).toEqual({ '': ['account.loginFailed'] })
  })

  it('issues a new session at login; logout deletes it on the server and lands on / with a confirmation', async () => {
    const browser = await registered()
    const before = await token(browser)
    const response = await login(browser, { remember: 'on' })
    expect(response.status).toBe(303)
    const after = await token(browser)
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)

    const copy = browser.clone()
    const out = await browser.post(logoutRoute.action, '/logout', {})
    expect(out.status).toBe(303)
    expect(out.headers.get('Location')).toBe('/')
    expect((await browser.toast())?.message).toBe('account.loggedOut')
    expect(await database().db.selectFrom('customer_session').select('id').execute()).toEqual([])
    const again = await copy.load(myAccount.loader, '/my-account')
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe('/login?redirectTo=%2Fmy-account')
  })

  it('changing the password ends the other sessions and keeps this one', async () => {
    const here = await registered()
    const there = new Browser()
    await login(there)
    const wrong = await here.post(myAccount.action, '/my-account', {
      intent: 'change-password',
      currentPassword: 'nope nope',
      password: 'a new secret',
      confirmPassword: 'a new secret',
    })
    expect(wrong.status).toBe(400)
    expect(await errors(wrong)).toEqual({ currentPassword: ['account.currentPasswordWrong'] })
    const done = await here.post(myAccount.action, '/my-account', {
      intent: 'change-password',
      currentPassword: thandi.password,
      password: 'a new secret',
      confirmPassword: 'a new secret',
    })
    expect(done.status).toBe(303)
    expect((await here.load(myAccount.loader, '/my-account')).status).toBe(200)
    expect((await there.load(myAccount.loader, '/my-account')).status).toBe(303)
  })

  it('updates the profile; a new e-mail needs the current password and must be free', async () => {
    const browser = await registered()
    await new Browser().post(loginRoute.action, '/login', { ...thandi, email: 'taken@example.co.za' })
    const profile = { intent: 'profile', firstName: 'Thandiwe', lastName: 'Mokoena', email: thandi.email }
    expect((await browser.post(myAccount.action, '/my-account', profile)).status).toBe(303)
    expect((await browser.toast())?.message).toBe('account.profileSaved')

    const noPassword = await browser.post(myAccount.action, '/my-account', { ...profile, email: 'new@example.co.za' })
    expect(await errors(noPassword)).toEqual({ currentPassword: ['account.emailChangeNeedsPassword'] })
    const taken = await browser.post(myAccount.action, '/my-account', {
      ...profile,
      email: 'Taken@example.co.za',
      currentPassword: thandi.password,
    })
    expect(await errors(taken)).toEqual({ email: [M.EMAIL_TAKEN] })
    const moved = await browser.post(myAccount.action, '/my-account', {
      ...profile,
      email: 'new@example.co.za',
      currentPassword: thandi.password,
    })
    expect(moved.status).toBe(303)
    const page = await browser.load(myAccount.loader, '/my-account')
    expect(((await page.json()) as { profile: unknown }).profile).toEqual({
      firstName: 'Thandiwe',
      lastName: 'Mokoena',
      email: 'new@example.co.za',
    })
    expect((await login(new Browser(), { email: 'new@example.co.za' })).status).toBe(303)
  })

  it('sends a guest to /login with the spec message and back after login; another site is ignored', async () => {
    await registered()
    const guest = new Browser()
    const sent = await guest.load(myAccount.loader, '/my-account')
    expect(sent.headers.get('Location')).toBe('/login?redirectTo=%2Fmy-account')
    expect((await guest.toast())?.message).toBe(M.LOGIN_REQUIRED)
    const back = await login(guest, { redirectTo: '/my-account' }, '/login?redirectTo=%2Fmy-account')
    expect(back.headers.get('Location')).toBe('/my-account')
    const elsewhere = await login(new Browser(), { redirectTo: 'https://evil.example/steal' })
    expect(elsewhere.headers.get('Location')).toBe('/my-account')
  })

  it('answers a reset request the same way for an unknown address', async () => {
    await registered()
    const known = await new Browser().post(loginRoute.action, '/login', { intent: 'forgot', email: thandi.email })
    const unknownBrowser = new Browser()
    const unknown = await unknownBrowser.post(loginRoute.action, '/login', { intent: 'forgot', email: 'nobody@example.co.za' })
    expect(unknown.status).toBe(known.status)
    expect(unknown.headers.get('Location')).toBe(known.headers.get('Location'))
    expect((await unknownBrowser.toast())?.message).toBe('account.resetRequested')
    const outbox = await database().db.selectFrom('mail_outbox').select('recipient').execute()
    expect(outbox).toEqual([{ recipient: thandi.email }])
  })

  it('a reset link works once, goes to /login after, and an expired one is refused', async () => {
    await registered()
    await new Browser().post(loginRoute.action, '/login', { intent: 'forgot', email: thandi.email, redirectTo: '//evil.example' })
    const sent: MailMessage[] = []
    await deliverDueMail({ send: async (message) => (sent.push(message), { messageId: 'x' }) })
    const url = new URL(/https?:\/\/\S+/.exec(sent[0]!.text)![0])
    expect(url.pathname).toBe('/Account/Reset-Password')
    expect(url.searchParams.get('redirectUrl')).toBe('/my-account')
    const path = url.pathname + url.search

    const browser = new Browser()
    const page = await browser.load(resetRoute.loader, path)
    expect(((await page.json()) as { state: string }).state).toBe('valid')
    const fields = {
      link: url.searchParams.get('link')!,
      redirectUrl: 'https://evil.example',
      password: 'fresh secret',
      confirmPassword: 'fresh secret',
    }
    const done = await browser.post(resetRoute.action, path, fields)
    expect(done.status).toBe(303)
    expect(done.headers.get('Location')).toBe('/login')
    expect((await browser.toast())?.message).toBe('account.resetDone')
    expect((await login(new Browser(), { password: 'fresh secret' })).status).toBe(303)

    const twice = await browser.post(resetRoute.action, path, fields)
    expect(twice.status).toBe(400)
    expect(await errors(twice)).toEqual({ '': ['account.resetUsed'] })

    await database()
      .db.updateTable('password_reset')
      .set({ used_at: null, expires_at: new Date(Date.now() - RESET_LINK_LIFETIME_MS).toISOString() })
      .execute()
    const expired = await browser.load(resetRoute.loader, path)
    expect(((await expired.json()) as { state: string }).state).toBe('expired')
  })
})
