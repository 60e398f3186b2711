/**
 * Guards of the account routes that must not regress, against attacks and bad input: each test
 * fails if its guard is removed. Sessions, reset links, redirects, overlong and hostile input.
 */
import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { setDatabase } from '~/server/db.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import * as resetRoute from '~/routes/($store)+/_account+/Account.Reset-Password'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myAccount from '~/routes/($store)+/_account+/my-account._index'
import { FIELD_TOO_LONG } from '~/schemas/checkout'
import { getSession } from '~/utils/session.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser, thandi } from './support/shop'

type Reply = { result: { error?: Record<string, string[] | null> } }

describeEachDatabase('account guards', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  const token = async (browser: Browser) => (await getSession(browser.request('/'))).get('customerSessionId')
  const login = (browser: Browser, fields: Record<string, string> = {}) =>
    browser.post(loginRoute.action, '/login', { intent: 'login', email: thandi.email, password: thandi.password, ...fields })
  const errors = async (response: Response) => ((await response.json()) as Reply).result.error ?? {}
  const signedIn = async (browser: Browser) => (await browser.load(myAccount.loader, '/my-account')).status === 200

  async function registered(fields: Record<string, string> = {}): Promise<Browser> {
    const browser = new Browser()
    expect((await browser.post(loginRoute.action, '/login', { ...thandi, ...fields })).status).toBe(303)
    return browser
  }

  /** Ask for a reset link and read it from the delivered mail. */
  async function mailedLink(): Promise<URL> {
    await new Browser().post(loginRoute.action, '/login', { intent: 'forgot', email: thandi.email })
    const sent: MailMessage[] = []
    await deliverDueMail({ send: async (message) => (sent.push(message), { messageId: 'x' }) })
    return new URL(/https?:\/\/\S+/.exec(sent.at(-1)!.text)![0])
  }

  it('the cookie held before login is dead after it (no session fixation)', async () => {
    const browser = await registered()
    const before = browser.clone()
    const planted = await token(browser)
    expect((await login(browser)).status).toBe(303)
    expect(await token(browser)).not.toBe(planted)
    expect(await signedIn(browser)).toBe(true)
    // Whoever kept the earlier cookie (an attacker who planted it) is not signed in with it.
    expect(await signedIn(before)).toBe(false)
  })

  it('a reset request gets the same answer for a known, an unknown and a recently mailed address', async () => {
    await registered()
    const answer = async (email: string) => {
      const browser = new Browser()
      const response = await browser.post(loginRoute.action, '/login', { intent: 'forgot', email })
      return {
        status: response.status,
        location: response.headers.get('Location'),
        body: await response.text(),
        toast: await browser.toast(),
      }
    }
    const known = await answer(thandi.email)
    expect(known).toMatchObject({ status: 303, location: '/login', toast: { type: 'info', message: 'account.resetRequested' } })
    expect(await answer('nobody@example.co.za')).toEqual(known)
    // A second request within 15 minutes sends nothing, and says so no differently either.
    expect(await answer(thandi.email)).toEqual(known)
    expect(await database().db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1)
  })

  it('a tampered reset link is refused as not valid and changes no password', async () => {
    await registered()
    const url = await mailedLink()
    const link = url.searchParams.get('link')!
    const tampered = (link[0] === 'A' ? 'B' : 'A') + link.slice(1)
    const path = `/Account/Reset-Password?link=${encodeURIComponent(tampered)}`
    const browser = new Browser()
    expect(((await (await browser.load(resetRoute.loader, path)).json()) as { state: string }).state).toBe('unknown')
    const refused = await browser.post(resetRoute.action, path, { link: tampered, password: 'taken over', confirmPassword: 'taken over' })
    expect(refused.status).toBe(400)
    expect(await errors(refused)).toEqual({ '': ['account.resetUnknown'] })
    // Each check from its own address: a failed login holds back the next one from the same address.
    expect((await login(new Browser('10.0.1.1'), { password: 'taken over' })).status).toBe(400)
    expect((await login(new Browser('10.0.1.2'))).status).toBe(303)
    // A link without a token at all is "not valid" too, not a server error.
    expect(((await (await browser.load(resetRoute.loader, '/Account/Reset-Password')).json()) as { state: string }).state).toBe('unknown')
  })

  it('a replayed reset link says it was used, even with another password, and a new link is asked for', async () => {
    await registered()
    const url = await mailedLink()
    const fields = { link: url.searchParams.get('link')!, password: 'first reset', confirmPassword: 'first reset' }
    const path = url.pathname + url.search
    expect((await new Browser().post(resetRoute.action, path, fields)).status).toBe(303)
    const replay = await new Browser().post(resetRoute.action, path, {
      ...fields,
      password: 'second reset',
      confirmPassword: 'second reset',
    })
    expect(replay.status).toBe(400)
    expect(await errors(replay)).toEqual({ '': ['account.resetUsed'] })
    expect((await login(new Browser(), { password: 'first reset' })).status).toBe(303)
  })

  it('a redirectTo or redirectUrl to another site is ignored', async () => {
    await registered()
    for (const target of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      'javascript:alert(1)',
      '/.//evil.example',
    ]) {
      const response = await login(new Browser(), { redirectTo: target })
      expect(response.status, target).toBe(303)
      const location = response.headers.get('Location')!
      expect(new URL(location, 'http://shop.test').origin, target).toBe('http://shop.test')
      expect(location.startsWith('//'), target).toBe(false)
    }
    const page = await new Browser().load(resetRoute.loader, '/Account/Reset-Password?link=x&redirectUrl=%2F%2Fevil.example')
    expect(((await page.json()) as { redirectUrl: string }).redirectUrl).toBe('')
    const url = await mailedLink()
    const done = await new Browser().post(resetRoute.action, url.pathname + url.search, {
      link: url.searchParams.get('link')!,
      redirectUrl: 'https://evil.example',
      password: 'fresh secret',
      confirmPassword: 'fresh secret',
    })
    expect(done.headers.get('Location')).toBe('/login')
  })

  it('overlong fields get a clear message beside them and nothing is stored, never a 500', async () => {
    const long = (n: number) => 'x'.repeat(n)
    const register = await new Browser().post(loginRoute.action, '/login', {
      ...thandi,
      firstName: long(5000),
      lastName: long(5000),
      email: `${long(5000)}@example.co.za`,
      password: long(5000),
      confirmPassword: long(5000),
    })
    expect(register.status).toBe(400)
    expect(await errors(register)).toMatchObject({
      firstName: [FIELD_TOO_LONG],
      lastName: [FIELD_TOO_LONG],
      email: [FIELD_TOO_LONG],
      password: [FIELD_TOO_LONG],
    })
    expect(await database().db.selectFrom('customer').select('id').execute()).toEqual([])

    const browser = await registered()
    // Refused before hashing: a huge password costs the server nothing.
    const huge = await login(new Browser(), { password: long(50_000) })
    expect(huge.status).toBe(400)
    expect(await errors(huge)).toEqual({ password: [FIELD_TOO_LONG] })
    const profile = await browser.post(myAccount.action, '/my-account', {
      intent: 'profile',
      firstName: long(500),
      lastName: 'Mokoena',
      email: thandi.email,
    })
    expect(profile.status).toBe(400)
    expect(await errors(profile)).toMatchObject({ firstName: [FIELD_TOO_LONG] })
    const reset = await new Browser().post(resetRoute.action, '/Account/Reset-Password', {
      link: long(5000),
      password: 'long enough',
      confirmPassword: 'long enough',
    })
    expect(reset.status).toBe(400)
  })

  it('a name with markup is kept as typed (React prints it as text) and the account works', async () => {
    const name = '<script>alert(1)</script>'
    const browser = await registered({ firstName: name, lastName: '"><img src=x onerror=alert(1)>' })
    const data = (await (await browser.load(myAccount.loader, '/my-account')).json()) as {
      profile: { firstName: string; lastName: string }
    }
    expect(data.profile).toMatchObject({ firstName: name, lastName: '"><img src=x onerror=alert(1)>' })
  })
})
