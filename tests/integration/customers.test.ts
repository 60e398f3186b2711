import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import * as M from '~/domain/messages'
import { setDatabase } from '~/server/db.server'
import { changePassword, registerCustomer, verifyLogin } from '~/providers/customers/customers.server'
import { getCustomer, logIn, logOut, requireCustomer, sessionRowId } from '~/providers/customers/session.server'
import { getSession } from '~/utils/session.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser } from './support/shop'

const thandi = { email: 'Thandi@Example.co.za', firstName: 'Thandi', lastName: 'Mokoena', password: 'correct horse' }

describeEachDatabase('customers and their sessions', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(async () => {
    setDatabase(database())
  })
  afterEach(() => setDatabase(undefined))

  async function signIn(browser: Browser, customerId: string, remember = true) {
    return browser.absorb(
      await logIn(browser.request('/login'), customerId, { remember, to: '/', toast: { type: 'success', message: 'x' } }),
    )
  }

  it('stores the e-mail lower-cased and the password as argon2id (m=19456, t=2, p=1)', async () => {
    const result = await registerCustomer(thandi)
    expect(result.ok).toBe(true)
    const row = await database().db.selectFrom('customer').selectAll().executeTakeFirstOrThrow()
    expect(row.email).toBe('thandi@example.co.za')
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row.password_hash).not.toContain(thandi.password)
  })

  it('refuses a second account for the same address in any case', async () => {
    await registerCustomer(thandi)
    expect(await registerCustomer({ ...thandi, email: ' THANDI@example.co.za ' })).toEqual({ ok: false, reason: 'email_taken' })
  })

  it('verifies the password and says nothing about which part was wrong', async () => {
    await registerCustomer(thandi)
    expect((await verifyLogin('thandi@example.co.za', thandi.password))?.firstName).toBe('Thandi')
    expect(await verifyLogin('thandi@example.co.za', 'wrong password')).toBeNull()
    expect(await verifyLogin('nobody@example.co.za', thandi.password)).toBeNull()
  })

  it('issues a new token at every login, stores only its hash, and logout ends it on the server', async () => {
    const { customer } = (await registerCustomer(thandi)) as { ok: true; customer: { id: string } }
    const browser = new Browser()
    await signIn(browser, customer.id)
    const first = (await getSession(browser.request('/'))).get('customerSessionId')!
    const old = browser.clone()
    await signIn(browser, customer.id)
    const second = (await getSession(browser.request('/'))).get('customerSessionId')!
    expect(second).not.toBe(first)
    const rows = await database().db.selectFrom('customer_session').select('id').execute()
    expect(rows.map((row) => row.id)).toEqual([sessionRowId(second)])
    expect(await getCustomer(old.request('/'))).toBeNull()
    expect((await getCustomer(browser.request('/')))?.id).toBe(customer.id)

    const stolen = browser.clone()
    browser.absorb(await logOut(browser.request('/logout'), '/', { type: 'success', message: 'bye' }))
    expect(await database().db.selectFrom('customer_session').select('id').execute()).toEqual([])
    expect(await getCustomer(stolen.request('/'))).toBeNull()
  })

  it('a browser-session cookie without "remember me", also after later commits', async () => {
    const { customer } = (await registerCustomer(thandi)) as { ok: true; customer: { id: string } }
    const response = await logIn(new Browser().request('/login'), customer.id, {
      remember: false,
      to: '/',
      toast: { type: 'info', message: 'x' },
    })
    const cookie = response.headers.get('Set-Cookie')!
    expect(cookie).not.toMatch(/max-age|expires/i)
    const remembered = await logIn(new Browser().request('/login'), customer.id, {
      remember: true,
      to: '/',
      toast: { type: 'info', message: 'x' },
    })
    expect(remembered.headers.get('Set-Cookie')).toMatch(/Max-Age=2592000/)
  })

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const { customer } = (await registerCustomer(thandi)) as { ok: true; customer: { id: string } }
    const here = new Browser()
    const there = new Browser()
    await signIn(here, customer.id)
    await signIn(there, customer.id)
    const keep = sessionRowId((await getSession(here.request('/'))).get('customerSessionId')!)
    expect(await changePassword(customer.id, 'not it', 'another secret', keep)).toBe(false)
    expect(await changePassword(customer.id, thandi.password, 'another secret', keep)).toBe(true)
    expect(await getCustomer(there.request('/'))).toBeNull()
    expect((await getCustomer(here.request('/')))?.id).toBe(customer.id)
    expect(await verifyLogin(thandi.email, 'another secret')).not.toBeNull()
  })

  it('sends a guest to the login page with the spec message and the way back', async () => {
    const browser = new Browser()
    let thrown: unknown
    try {
      await requireCustomer(browser.request('/de/my-account?tab=1'))
    } catch (error) {
      thrown = error
    }
    const response = browser.absorb(thrown as Response)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/de/login?redirectTo=%2Fde%2Fmy-account%3Ftab%3D1')
    expect((await browser.toast())?.message).toBe(M.LOGIN_REQUIRED)
  })
})
