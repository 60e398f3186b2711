/**
 * The session epoch the service worker reads (decision 0040), tried as a shared phone would try it: the
 * epoch must change whenever the session the browser holds starts, ends or changes hands (sign-in,
 * logout, another shopper, an expired row, a password changed elsewhere, cleared cookies, an account
 * created at checkout), so that no cached personal page outlives its session; and a first visit to a
 * catalogue page stays shareable. Each test fails if the epoch stops following the session.
 */
import '../integration/support/env'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handleDataRequest } from '~/entry.server'
import { getSignedIn, startCustomerSession } from '~/providers/customers/session.server'
import { setPassword } from '~/providers/customers/customers.server'
import { getDb, setDatabase } from '~/server/db.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as logoutRoute from '~/routes/($store)+/_account+/logout'
import { SESSION_EPOCH_COOKIE, SESSION_EPOCH_HEADER } from '~/utils/session-epoch'
import { followSessionEpoch } from '~/utils/session-epoch.server'
import { getSession, sessionStorage } from '~/utils/session.server'
import { Browser } from '../integration/support/shop'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

const CATALOGUE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

function account(email: string) {
  return { intent: 'register', firstName: 'Anna', lastName: 'Shopper', email, password: 'correct horse', confirmPassword: 'correct horse' }
}

/** The epoch cookie this browser holds, if any. */
function heldEpoch(browser: Browser): string | undefined {
  const pair = browser
    .cookieHeader()
    .split('; ')
    .find((cookie) => cookie.startsWith(`${SESSION_EPOCH_COOKIE}=`))
  return pair?.slice(SESSION_EPOCH_COOKIE.length + 1)
}

/** A guest who has put something in the cart: the browser holds one of the shop's cookies. */
function guestWithCart(): Browser {
  const browser = new Browser()
  browser.absorb(new Response(null, { headers: { 'Set-Cookie': 'karoo_cart=signed-cart-id; Path=/; HttpOnly' } }))
  return browser
}

/** A private page's answer, as entry.server finishes it: returns the epoch it names. */
async function openPage(browser: Browser, declared = 'private, no-store'): Promise<string | null> {
  const headers = new Headers({ 'Cache-Control': declared })
  await followSessionEpoch(browser.request('/my-account'), headers)
  browser.absorb(new Response(null, { headers }))
  return headers.get(SESSION_EPOCH_HEADER)
}

describeEachDatabase('session epoch', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  async function signUp(browser: Browser, email: string) {
    const response = await browser.post(loginRoute.action, '/login', account(email))
    expect(response.status).toBe(303)
    return response
  }

  it('a first visit sets no cookie; a guest with a cart gets an epoch it keeps', async () => {
    const visitor = new Browser()
    const shared = new Headers({ 'Cache-Control': CATALOGUE })
    await followSessionEpoch(visitor.request('/'), shared)
    expect(shared.has('Set-Cookie')).toBe(false)
    expect(shared.has(SESSION_EPOCH_HEADER)).toBe(false)
    expect(await openPage(visitor)).toBeNull()
    expect(heldEpoch(visitor)).toBeUndefined()

    const browser = guestWithCart()
    const guest = await openPage(browser)
    expect(guest).toMatch(/^g\.[\w-]{22}$/)
    expect(heldEpoch(browser)).toBe(guest)
    const again = new Headers({ 'Cache-Control': 'private, no-store' })
    await followSessionEpoch(browser.request('/checkout'), again)
    expect(again.get(SESSION_EPOCH_HEADER)).toBe(guest)
    expect(again.has('Set-Cookie')).toBe(false)
  })

  it('signing in, out and in as someone else changes the epoch on the redirect itself', async () => {
    const browser = guestWithCart()
    const guest = await openPage(browser)
    const signedUp = await signUp(browser, 'anna@example.co.za')
    const anna = heldEpoch(browser)
    expect(signedUp.headers.get(SESSION_EPOCH_HEADER)).toBe(anna)
    expect(anna).toMatch(/^c\.[\w-]{22}\.\d+$/)
    expect(anna).not.toBe(guest)
    // The epoch is not the session token, nor the row's id.
    const token = (await getSession(browser.request('/'))).get('customerSessionId')!
    const row = await getSignedIn(browser.request('/'))
    expect(anna).not.toContain(token)
    expect(anna).not.toContain(row!.sessionId)
    // Her pages, while she stays signed in, keep the same epoch.
    expect(await openPage(browser)).toBe(anna)

    expect((await browser.post(logoutRoute.action, '/logout', {})).status).toBe(303)
    const afterLogout = heldEpoch(browser)
    expect(afterLogout).toMatch(/^g\./)
    expect(afterLogout).not.toBe(guest)

    await signUp(browser, 'bongani@example.co.za')
    const bongani = heldEpoch(browser)
    expect(bongani).toMatch(/^c\./)
    expect([guest, anna, afterLogout]).not.toContain(bongani)
  })

  it('a remembered session ends its epoch cookie with the row; one that was not, with the browser', async () => {
    const browser = new Browser()
    const response = await signUp(browser, 'anna@example.co.za')
    const epochCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_EPOCH_COOKIE}=`))!
    expect(epochCookie).not.toMatch(/expires=|max-age=/i)
    expect(epochCookie).not.toMatch(/httponly/i)

    const remembered = new Browser()
    const again = await remembered.post(loginRoute.action, '/login', {
      intent: 'login',
      email: 'anna@example.co.za',
      password: 'correct horse',
      remember: 'on',
    })
    const { expiresAt } = (await getSignedIn(remembered.request('/')))!
    const rememberedCookie = again.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_EPOCH_COOKIE}=`))!
    const expires = /expires=([^;]+)/i.exec(rememberedCookie)
    expect(Date.parse(expires![1]!)).toBe(Math.floor(Date.parse(expiresAt) / 1000) * 1000)
    expect(Number(heldEpoch(remembered)!.split('.')[2])).toBe(Math.floor(Date.parse(expiresAt) / 1000))
  })

  it('a session ended on the server (expired, password changed elsewhere) gets a new epoch at the next page', async () => {
    const expired = new Browser()
    await signUp(expired, 'anna@example.co.za')
    const before = heldEpoch(expired)
    await getDb()
      .updateTable('customer_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const after = await openPage(expired)
    expect(after).toMatch(/^g\./)
    expect(heldEpoch(expired)).toBe(after)
    expect(after).not.toBe(before)

    const phone = new Browser()
    await signUp(phone, 'bongani@example.co.za')
    const onPhone = heldEpoch(phone)
    const { customer } = (await getSignedIn(phone.request('/')))!
    await setPassword(customer.id, 'another good password')
    expect(await openPage(phone)).not.toBe(onPhone)
  })

  it('cleared cookies, or a forged customer epoch, never get a customer epoch back', async () => {
    const browser = new Browser()
    await signUp(browser, 'anna@example.co.za')
    const anna = heldEpoch(browser)!
    expect(await openPage(new Browser())).toBeNull()
    expect(await openPage(guestWithCart())).not.toBe(anna)
    const forged = new Headers({ 'Cache-Control': 'private, no-store' })
    await followSessionEpoch(new Request('http://shop.test/my-account', { headers: { Cookie: `${SESSION_EPOCH_COOKIE}=${anna}` } }), forged)
    expect(forged.get(SESSION_EPOCH_HEADER)).toMatch(/^g\./)
  })

  it('an account created at checkout: the page its redirect leads to names the new session', async () => {
    const browser = guestWithCart()
    await signUp(new Browser(), 'anna@example.co.za')
    const guest = await openPage(browser)
    // What the checkout's action does with the account it created along with the order.
    const created = await getDb().selectFrom('customer').select('id').executeTakeFirstOrThrow()
    const session = await getSession(browser.request('/checkout'))
    await startCustomerSession(session, created.id, false)
    const placed = new Headers()
    placed.append('Set-Cookie', await sessionStorage().commitSession(session))
    browser.absorb(new Response(null, { headers: placed }))
    const next = await openPage(browser)
    expect(next).toMatch(/^c\./)
    expect(next).not.toBe(guest)
  })

  describe('entry.server', () => {
    it("follows the epoch on loader data, on a redirect too: a stranger's browser never holds her epoch", async () => {
      const browser = new Browser()
      await signUp(browser, 'anna@example.co.za')
      const anna = heldEpoch(browser)
      const stranger = guestWithCart()
      const request = stranger.request(`/my-account?_data=${encodeURIComponent('routes/($store)+/_account+/my-account')}`)
      const response = await handleDataRequest(new Response(null, { status: 204, headers: { 'X-Remix-Redirect': '/login' } }), {
        request,
        params: {},
        context: {},
      })
      stranger.absorb(response)
      expect(response.headers.get(SESSION_EPOCH_HEADER)).toMatch(/^g\./)
      expect(heldEpoch(stranger)).not.toBe(anna)
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    })
  })
})
