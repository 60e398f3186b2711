/**
 * The order outbox: an order placed without a connection waits in IndexedDB with its
 * idempotency key and is sent when the connection returns, exactly once, whatever happens meanwhile.
 * The outbox is the JavaScript enhancement of the place-order form: without JavaScript the form
 * posts as before, and the checkout specs cover that.
 */
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect, test, waitForHydration } from '../setup/e2e'
import {
  acceptTerms,
  addByPost,
  expectCurrentStep,
  fillCheckoutByPosts,
  placeOrderButton,
  PRODUCTS,
  say,
  statusOrderNumber,
} from './shop-support'

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the outbox needs JavaScript; without it the form posts as before')

// Going offline, and the 503 a test answers, are logged by Chromium as failed loads: nothing else may be.
test.use({ serviceWorkers: 'allow', allowConsoleErrors: true })
test.afterEach(({ consoleErrors }) => {
  const expected =
    /^console\.error: Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|the server responded with a status of 503)/
  expect(
    consoleErrors.filter((line) => !expected.test(line)),
    'the page logged errors to the console',
  ).toEqual([])
})

/** The e2e server's database (playwright.config.ts starts it on this folder). */
const DATABASE = path.resolve('.cache/e2e-data/store.db')

/** Orders made from the cart this key was issued for: a doubled order would make two. */
function ordersOfCart(key: string): number {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT count(*) AS n FROM sales_order WHERE cart_id = (SELECT cart_id FROM sales_order WHERE idempotency_key = ?)')
      .get(key) as { n: number }
    return row.n
  } finally {
    db.close()
  }
}

/** The lines of the cart this key was issued for (the checkout state keeps the key). */
function cartLineIds(key: string): string[] {
  const db = new Database(DATABASE, { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare("SELECT cart_line.id AS id FROM cart_line JOIN cart ON cart.id = cart_line.cart_id WHERE cart.checkout LIKE '%' || ? || '%'")
      .all(key) as { id: string | number }[]
    return rows.map((row) => String(row.id))
  } finally {
    db.close()
  }
}

/** A cart at the review step with the terms accepted; returns the form's idempotency key. */
async function readyToPlace(page: Page): Promise<string> {
  await addByPost(page, PRODUCTS.kettle)
  await fillCheckoutByPosts(page, { paymentMethod: 'cashondelivery' })
  await page.goto('/checkout')
  await expectCurrentStep(page, 'review')
  await acceptTerms(page)
  return page.locator('input[name="idempotencyKey"]').inputValue()
}

const waiting = (page: Page) =>
  page
    .locator('.order-outbox')
    .getByRole('status')
    .filter({ hasText: say('outbox.waiting') })
const placed = (page: Page) =>
  page
    .locator('.order-outbox')
    .getByRole('status')
    .filter({ hasText: say('outbox.placed') })

/**
 * Place the order without a connection: it waits, the page stays and says so beside the button that placed
 * it; sending is automatic here (the suite's server), so nothing asks for a click.
 */
async function placeOffline(page: Page) {
  await page.context().setOffline(true)
  await placeOrderButton(page).click()
  await expect(page.locator('.checkout-actions').getByRole('status')).toHaveText(say('outbox.keptOffline'))
  await expect(waiting(page)).toContainText(say('outbox.sendsWhenOnline'))
  await expect(waiting(page).getByRole('button')).toHaveCount(0)
  await expectCurrentStep(page, 'review')
}

/** The link of the delivered order leads to it. */
async function openPlacedOrder(page: Page) {
  await expect(placed(page)).toBeVisible({ timeout: 20_000 })
  await placed(page)
    .getByRole('link', { name: say('outbox.viewOrder') })
    .click()
  await expect(page).toHaveURL(/\/order\/status\?id=/)
  await statusOrderNumber(page)
}

const isCheckout = (url: URL) => url.pathname === '/checkout'

/** Posts of the outbox to the checkout, counted as they leave the browser. */
function countDeliveries(page: Page) {
  const sent = { count: 0 }
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/checkout' && request.headers()['x-karoo-outbox']) sent.count++
  })
  return sent
}

test('an order placed offline waits, and is placed once when the connection returns', async ({ page }) => {
  const key = await readyToPlace(page)
  await placeOffline(page)
  expect(ordersOfCart(key)).toBe(0)

  await page.context().setOffline(false)
  // Online, the outbox's notice tells what came of it: the note beside the button goes.
  await expect(page.locator('.checkout-actions').getByRole('status')).toBeEmpty()
  await openPlacedOrder(page)
  expect(ordersOfCart(key)).toBe(1)
})

test('an order still waiting when the page is reloaded is placed once after it', async ({ page }) => {
  const key = await readyToPlace(page)
  await placeOffline(page)
  // The connection comes back too weak to post: the attempt fails, and the shopper reloads. Routed on the
  // context, which also sees the service worker's requests: its Background Sync would otherwise place the
  // order before the reload (a page route never sees them).
  await page
    .context()
    .route(isCheckout, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()))
  await page.context().setOffline(false)
  await page.reload()
  await waitForHydration(page)
  await expect(waiting(page)).toBeVisible()
  expect(ordersOfCart(key)).toBe(0)

  await page.context().unrouteAll()
  await page.context().setOffline(true)
  await page.context().setOffline(false)
  await openPlacedOrder(page)
  expect(ordersOfCart(key)).toBe(1)
})

test.describe('the page sends it', () => {
  // Without a service worker: its Background Sync could send the order before the page does, and this
  // test's 503 (a page route) would never be served. The worker's own deliveries have their tests above.
  test.use({ serviceWorkers: 'block' })

  test('an order answered 503 stays waiting and is placed once on the retry', async ({ page }) => {
    const key = await readyToPlace(page)
    await placeOffline(page)
    let failed = 0
    await page.route(isCheckout, async (route) => {
      if (route.request().method() !== 'POST' || failed > 0) return route.fallback()
      failed++
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
    })
    const sent = countDeliveries(page)
    await page.context().setOffline(false)
    // A 503 is not an order placed: it keeps waiting and is sent again after the backoff.
    await expect.poll(() => failed).toBe(1)
    await expect(waiting(page)).toBeVisible()
    await openPlacedOrder(page)
    expect(sent.count).toBe(2)
    expect(ordersOfCart(key)).toBe(1)
  })
})

test('two open tabs deliver a waiting order once', async ({ page, context }) => {
  const key = await readyToPlace(page)
  const other = await context.newPage()
  await other.goto('/')
  await waitForHydration(other)
  const sent = countDeliveries(page)

  await placeOffline(page)
  await expect(waiting(other)).toBeVisible()
  // Both tabs hear the connection return at the same moment.
  await context.setOffline(false)
  await expect.poll(async () => (await placed(page).count()) + (await placed(other).count()), { timeout: 20_000 }).toBeGreaterThan(0)
  await expect(waiting(page)).toBeHidden()
  await expect(waiting(other)).toBeHidden()
  expect(sent.count).toBe(1)
  expect(ordersOfCart(key)).toBe(1)
})

test('an order the shop refuses when it arrives is shown with the reason and what to do, never dropped', async ({ page }) => {
  const key = await readyToPlace(page)
  await placeOffline(page)
  // Meanwhile the cart is emptied (in another tab, say): the waiting order can no longer be placed.
  for (const lineId of cartLineIds(key)) {
    const removed = await page.request.post('/cart', { form: { intent: 'remove', lineId }, maxRedirects: 0 })
    expect(removed.status()).toBe(303)
  }
  await page.context().setOffline(false)
  const refused = page.locator('.order-outbox').getByRole('alert')
  await expect(refused).toContainText(say('outbox.notPlaced'))
  await expect(refused).toContainText(say('cart.empty'))
  await expect(waiting(page)).toBeHidden()
  expect(ordersOfCart(key)).toBe(0)

  // It stays on the next page until the shopper has read it, and its link leads to the cart.
  await page.goto('/')
  await waitForHydration(page)
  await expect(refused).toContainText(say('cart.empty'))
  await refused.getByRole('link', { name: say('outbox.reviewCart') }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await refused.getByRole('button', { name: say('common.ok') }).click()
  await expect(refused).toBeHidden()
  await page.reload()
  await waitForHydration(page)
  await expect(page.locator('.order-outbox')).toHaveCount(0)
})

/**
 * Background Sync, fired the way Chromium fires it when the connection returns, through the DevTools
 * protocol (deterministic: no waiting for the browser's own schedule). `page` is any tab of the browser.
 */
async function backgroundSync(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await cdp.send('ServiceWorker.enable')
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  await expect.poll(() => registrations.some((r) => !r.isDeleted && r.scopeURL.startsWith(origin))).toBe(true)
  const { registrationId } = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin))!
  return () => cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'karoo-outbox', lastChance: false })
}

const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => true))

test('Background Sync fired twice, with no page open, places the waiting order once', async ({ page, context }) => {
  const key = await readyToPlace(page)
  await workerReady(page)
  const sent = countDeliveries(page)
  await placeOffline(page)
  // The shopper leaves: only the worker can send now (a blank tab serves to reach the browser).
  const blank = await context.newPage()
  await page.close()
  const sync = await backgroundSync(blank)
  await context.setOffline(false)
  await Promise.all([sync(), sync()])
  await expect.poll(() => ordersOfCart(key), { timeout: 20_000 }).toBe(1)
  await sync()
  await blank.waitForTimeout(1000)
  expect(ordersOfCart(key)).toBe(1)
  expect(sent.count).toBe(1)
})

test('Background Sync fired twice at the moment the page hears `online` places the order once', async ({ page, context }) => {
  const key = await readyToPlace(page)
  await workerReady(page)
  const sent = countDeliveries(page)
  const sync = await backgroundSync(page)
  await placeOffline(page)
  await Promise.all([context.setOffline(false), sync(), sync()])
  await openPlacedOrder(page)
  expect(ordersOfCart(key)).toBe(1)
  expect(sent.count).toBe(1)
})
