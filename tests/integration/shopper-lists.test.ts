import './support/env'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import * as M from '~/domain/messages'
import { expireGuestLists, GUEST_LIST_DAYS } from '~/providers/engagement/shopper-lists.server'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import * as compareRoute from '~/routes/($store)+/_catalog+/compare'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as logoutRoute from '~/routes/($store)+/_account+/logout'
import * as wishlistRoute from '~/routes/($store)+/_catalog+/wishlist'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

const MICROWAVE = DEMO_FIXTURES.expiredSpecial
const BLENDER = DEMO_FIXTURES.volatileStock
const COFFEE = DEMO_FIXTURES.futureSpecial
const AIR_FRYER = 'AFR-0910'
const FILTER = 'FLT-0916'
const FRIDGE = DEMO_FIXTURES.configurablePartial

type Listed = { sku: string; name: string; needsChoice: boolean }
type ComparePage = { products: Listed[]; rows: { code: string; label: string; values: string[] }[] }

describeEachDatabase('wishlist and compare', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let registrations = 0

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    await shop?.close()
  })
  beforeEach(async () => {
    await shop.db.deleteFrom('shopper_list_item').execute()
  })

  const add = (browser: Browser, list: 'wishlist' | 'compare', sku: string, redirectTo?: string) =>
    browser.post(list === 'wishlist' ? wishlistRoute.action : compareRoute.action, `/${list}`, {
      intent: 'add',
      sku,
      ...(redirectTo ? { redirectTo } : {}),
    })
  const wishlist = async (browser: Browser, path = '/wishlist') =>
    ((await (await browser.load(wishlistRoute.loader, path)).json()) as { products: Listed[] }).products.map((p) => p.sku)
  const comparePage = async (browser: Browser) => (await (await browser.load(compareRoute.loader, '/compare')).json()) as ComparePage

  async function register(browser: Browser): Promise<Response> {
    registrations += 1
    return browser.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email: `lerato${registrations}-${kind}@example.co.za`,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    })
  }

  it('sets the guest cookie only with the first add, never on a page view', async () => {
    const browser = new Browser()
    const page = await browser.load(wishlistRoute.loader, '/wishlist')
    expect(page.headers.get('Set-Cookie')).toBeNull()
    expect(await wishlist(browser)).toEqual([])
    expect((await comparePage(browser)).products).toEqual([])
    // A product the shop does not sell is refused and leaves no cookie behind either.
    await add(browser, 'wishlist', DEMO_FIXTURES.unavailable)
    expect((await browser.toast())?.message).toBe(M.PRODUCT_NOT_AVAILABLE)
    expect(browser.has('karoo_lists')).toBe(false)

    const added = await add(browser, 'wishlist', MICROWAVE, '/p/MIC-0904/x')
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe('/p/MIC-0904/x')
    expect(browser.has('karoo_lists')).toBe(true)
    expect(await wishlist(browser)).toEqual([MICROWAVE])
    // Another browser sees nothing of it.
    expect(await wishlist(new Browser())).toEqual([])
  })

  it('adds a product to the wishlist once, removes it by sku and clears the list', async () => {
    const browser = new Browser()
    await add(browser, 'wishlist', MICROWAVE)
    expect(await browser.toast()).toMatchObject({ type: 'success', message: 'wishlist.added' })
    const again = await add(browser, 'wishlist', MICROWAVE)
    expect(again.status).toBe(303)
    expect(await browser.toast()).toMatchObject({ type: 'info', message: 'wishlist.present' })
    await add(browser, 'wishlist', FRIDGE)
    await add(browser, 'wishlist', BLENDER)
    expect(await wishlist(browser)).toEqual([MICROWAVE, FRIDGE, BLENDER])

    const page = (await (await browser.load(wishlistRoute.loader, '/wishlist')).json()) as { products: Listed[] }
    // A configurable product needs its options chosen on its page; a simple one goes straight to the cart.
    expect(page.products.find((p) => p.sku === FRIDGE)?.needsChoice).toBe(true)
    expect(page.products.find((p) => p.sku === MICROWAVE)?.needsChoice).toBe(false)

    const removed = await browser.post(wishlistRoute.action, '/wishlist', { intent: 'remove', sku: FRIDGE })
    expect(removed.headers.get('Location')).toBe('/wishlist')
    expect(await wishlist(browser)).toEqual([MICROWAVE, BLENDER])

    await browser.post(wishlistRoute.action, '/wishlist', { intent: 'clear' })
    expect(await browser.toast()).toMatchObject({ message: 'wishlist.cleared' })
    expect(await wishlist(browser)).toEqual([])
  })

  it('adds to the cart from the wishlist and comes back to it', async () => {
    const browser = new Browser()
    await add(browser, 'wishlist', MICROWAVE)
    const response = await browser.post(cartAction, '/cart', { intent: 'add', sku: MICROWAVE, qty: '1', redirectTo: '/wishlist' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/wishlist')
    expect(await browser.toast()).toMatchObject({ type: 'success', message: M.PRODUCT_ADDED })
    expect(browser.has('karoo_cart')).toBe(true)
    // The wish stays until the shopper removes it.
    expect(await wishlist(browser)).toEqual([MICROWAVE])
  })

  it('compares four products; a fifth is refused with a message and nothing is dropped', async () => {
    const browser = new Browser()
    for (const sku of [MICROWAVE, FRIDGE, COFFEE, AIR_FRYER]) await add(browser, 'compare', sku)
    await add(browser, 'compare', FRIDGE)
    expect(await browser.toast()).toMatchObject({ type: 'info', message: 'compare.present' })

    const fifth = await add(browser, 'compare', FILTER, '/p/FLT-0916/filter')
    expect(fifth.headers.get('Location')).toBe('/p/FLT-0916/filter')
    expect(await browser.toast()).toMatchObject({ type: 'warning', message: 'compare.full', params: { count: 4 } })

    const page = await comparePage(browser)
    expect(page.products.map((p) => p.sku)).toEqual([MICROWAVE, FRIDGE, COFFEE, AIR_FRYER])
    // Rows are the comparable attributes: the fridge shows every colour it comes in.
    const colour = page.rows.find((row) => row.code === 'color')
    expect(colour?.label).toBe('Colour')
    expect(colour?.values[1]).toMatch(/, /)
    expect(page.rows.every((row) => row.values.length === 4)).toBe(true)

    await browser.post(compareRoute.action, '/compare', { intent: 'remove', sku: FRIDGE })
    await add(browser, 'compare', FILTER)
    expect((await comparePage(browser)).products.map((p) => p.sku)).toEqual([MICROWAVE, COFFEE, AIR_FRYER, FILTER])
    await browser.post(compareRoute.action, '/compare', { intent: 'clear' })
    expect((await comparePage(browser)).products).toEqual([])
  })

  it('keeps the cap when adds to compare race each other (two tabs): four are listed, never five', async () => {
    const browser = new Browser()
    await add(browser, 'compare', MICROWAVE)
    const answers = await Promise.all([FRIDGE, COFFEE, AIR_FRYER, FILTER].map((sku) => add(browser, 'compare', sku)))
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303])
    const listed = (await comparePage(browser)).products.map((p) => p.sku)
    expect(listed).toHaveLength(4)
    expect(listed[0]).toBe(MICROWAVE)
  })

  it('shows the compare table in the store view’s language', async () => {
    const browser = new Browser()
    await browser.post(compareRoute.action, '/de/compare', { intent: 'add', sku: FRIDGE })
    const page = (await (await browser.load(compareRoute.loader, '/de/compare')).json()) as ComparePage
    expect(page.rows.find((row) => row.code === 'color')?.label).toBe('Farbe')
  })

  it('refuses a forged form with 400 and changes nothing', async () => {
    const browser = new Browser()
    const forged: Record<string, string>[] = [{ intent: 'add' }, { intent: 'add', sku: '<script>' }, { intent: 'drop', sku: MICROWAVE }]
    for (const fields of forged) {
      const response = await browser.post(wishlistRoute.action, '/wishlist', fields)
      expect(response.status).toBe(400)
    }
    expect(browser.has('karoo_lists')).toBe(false)
    // An unsafe redirectTo is ignored: the shopper lands on the list.
    const response = await add(browser, 'wishlist', MICROWAVE, '//evil.example/')
    expect(response.headers.get('Location')).toBe('/wishlist')
  })

  it('joins the guest lists to the account at sign-in without duplicates, and forgets them at logout', async () => {
    const customer = new Browser()
    expect((await register(customer)).status).toBe(303)
    await add(customer, 'wishlist', MICROWAVE)
    await add(customer, 'compare', MICROWAVE)
    // A signed-in customer's lists are theirs, not the browser's: no guest cookie.
    expect(customer.has('karoo_lists')).toBe(false)
    const email = `lerato${registrations}-${kind}@example.co.za`
    await customer.post(logoutRoute.action, '/logout', {})
    expect(await wishlist(customer)).toEqual([])

    // As a guest in the same browser: the microwave again, and a blender.
    await add(customer, 'wishlist', MICROWAVE)
    await add(customer, 'wishlist', BLENDER)
    for (const sku of [FRIDGE, COFFEE, AIR_FRYER, FILTER]) await add(customer, 'compare', sku)
    expect(customer.has('karoo_lists')).toBe(true)

    const login = () => customer.post(loginRoute.action, '/login', { intent: 'login', email, password: 'correct horse' })
    expect((await login()).status).toBe(303)
    expect(customer.has('karoo_lists')).toBe(false)
    expect(await wishlist(customer)).toEqual([MICROWAVE, BLENDER])
    // Compare keeps four: the oldest (the customer's microwave) makes room for what the guest chose.
    expect((await comparePage(customer)).products.map((p) => p.sku)).toEqual([FRIDGE, COFFEE, AIR_FRYER, FILTER])
    const guestRows = await shop.db.selectFrom('shopper_list_item').select('owner').where('owner', 'like', 'guest:%').execute()
    expect(guestRows).toEqual([])

    // Logging in again (and a reload) changes nothing.
    await customer.post(logoutRoute.action, '/logout', {})
    expect((await login()).status).toBe(303)
    expect(await wishlist(customer)).toEqual([MICROWAVE, BLENDER])

    // Logout: the browser's lists are empty; the account keeps its own.
    await customer.post(logoutRoute.action, '/logout', {})
    expect(await wishlist(customer)).toEqual([])
    expect((await comparePage(customer)).products).toEqual([])
  })

  it('keeps a list in the order things were added, even when the clock does not move between adds', async () => {
    // A fast machine adds several within one millisecond; a list ordered by its stamps alone would then show
    // them by sku (air fryer, coffee, filter, fridge) instead of the order the shopper chose them in.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00.000Z') })
    try {
      const browser = new Browser()
      for (const sku of [FRIDGE, COFFEE, AIR_FRYER, FILTER]) await add(browser, 'compare', sku)
      expect((await comparePage(browser)).products.map((p) => p.sku)).toEqual([FRIDGE, COFFEE, AIR_FRYER, FILTER])
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgets a guest’s lists once its cookie has expired, and keeps younger guests’ and customers’ lists', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = new Date('2026-11-25T12:00:00.000Z')
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day).toISOString()
    await shop.db
      .insertInto('shopper_list_item')
      .values([
        // The cookie came with the first add, 31 days ago: expired, even though an item was added yesterday.
        { owner: 'guest:old', list: 'wishlist', sku: MICROWAVE, added_at: at(GUEST_LIST_DAYS + 1) },
        { owner: 'guest:old', list: 'compare', sku: MICROWAVE, added_at: at(1) },
        { owner: 'guest:young', list: 'wishlist', sku: MICROWAVE, added_at: at(GUEST_LIST_DAYS - 1) },
        { owner: 'customer:someone', list: 'wishlist', sku: MICROWAVE, added_at: at(400) },
      ])
      .execute()
    expect(await expireGuestLists(now)).toBe(2)
    const left = await shop.db.selectFrom('shopper_list_item').select('owner').orderBy('owner').execute()
    expect(left.map((row) => row.owner)).toEqual(['customer:someone', 'guest:young'])
  })

  it('clears a guest list cookie at logout', async () => {
    const browser = new Browser()
    await add(browser, 'wishlist', MICROWAVE)
    const response = await browser.post(logoutRoute.action, '/logout', {})
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('karoo_lists=;'))).toBe(true)
    expect(browser.has('karoo_lists')).toBe(false)
    expect(await wishlist(browser)).toEqual([])
  })
})
