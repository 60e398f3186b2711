/**
 * The service worker and personal pages, attacked as on a shared phone: a page that shows who the shopper
 * is (account, address book, checkout, order status, invoice) is read offline only by the session that
 * stored it. Cookies cleared, or another shopper signed in where the worker did not see it, and the copy
 * is gone; a page the server marks no-store and the shop does not keep for offline reading never enters
 * the Cache Storage. In Chromium with the real worker (decision 0040).
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import {
  addByPost,
  fillCheckoutByPosts,
  placeOrderButton,
  PRODUCTS,
  say,
  SHOPPER,
  statusOrderNumber,
  termsCheckbox,
  uniqueEmail,
} from './shop-support'
import { withWorker, openNotice } from './worker-support'

test.use({ serviceWorkers: 'allow' })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the service worker needs JavaScript')
// Going offline makes Chromium log the loads that fail: expected here.
test.use({ allowConsoleErrors: true })
test.describe.configure({ timeout: 60_000 })

/** A new account, signed in on this browser's cookies (a post the worker does not see). */
async function register(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail(`sw-${firstName.toLowerCase()}`)
  const password = 'correct horse battery'
  const response = await page.request.post('/login', {
    form: { intent: 'register', firstName, lastName: 'Shopper', email, password, confirmPassword: password },
    maxRedirects: 0,
  })
  expect(response.status(), 'registering').toBe(303)
  return email
}

/** Every Cache Storage entry of this origin whose address has this path, read from the page. */
function cachedCopies(page: Page, pathname: string): Promise<string[]> {
  return page.evaluate(async (pathname) => {
    const found: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname === pathname) found.push(`${name} ${request.url}`)
      }
    }
    return found
  }, pathname)
}

/** Nothing on the page shows this text, neither as text nor as a field's value. */
async function expectHidden(page: Page, text: string) {
  await expect(page.getByText(text)).toHaveCount(0)
  await expect(page.locator(`input[value="${text}"]`)).toHaveCount(0)
}

/** Visits a page as a document while online, so that the worker may keep it, and waits for its cache write. */
async function visit(page: Page, url: string, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await page.goto(url, { waitUntil })
  await page.waitForTimeout(300)
}

test("a signed-in shopper's account pages are not read offline once the cookies are cleared", async ({ page, context }) => {
  await withWorker(page)
  const email = await register(page, 'Ayanda')
  const saved = await page.request.post('/my-account/shipping-details', {
    form: {
      intent: 'add',
      firstName: 'Ayanda',
      lastName: 'Shopper',
      country: 'ZA',
      streetAddress: SHOPPER.street,
      city: SHOPPER.city,
      state: SHOPPER.province,
      zipCode: SHOPPER.zip,
      phoneNumber: SHOPPER.phone,
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving an address').toBe(303)

  await visit(page, '/my-account')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await visit(page, '/my-account/shipping-details')
  await expect(page.getByRole('main')).toContainText(SHOPPER.street)

  // Still signed in: the session that stored them reads them offline.
  await context.setOffline(true)
  await page.goto('/my-account')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await context.setOffline(false)

  await context.clearCookies()
  await context.setOffline(true)
  for (const url of ['/my-account', '/my-account/shipping-details']) {
    await openNotice(page, url)
    await expect(page.getByRole('alert'), url).toHaveText(say('offline.notSaved'))
    await expectHidden(page, email)
    await expectHidden(page, SHOPPER.street)
  }
})

test("another shopper signing in on the same browser never reads the first one's cached pages", async ({ page, context }) => {
  await withWorker(page)
  const first = await register(page, 'Bongani')
  await visit(page, '/my-account')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(first)

  // The second shopper signs in by a post the worker never sees (another tab before it took over, say).
  const second = await register(page, 'Chloe')
  await context.setOffline(true)
  await openNotice(page, '/my-account')
  await expect(page.getByRole('alert')).toHaveText(say('offline.notSaved'))
  await expectHidden(page, first)

  // Their own pages are theirs to read offline. Back online, the notice leads back to the page by itself (a
  // goto of the test's own would race that navigation and be aborted): the second shopper's account.
  await context.setOffline(false)
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(second, { timeout: 15_000 })
  await page.waitForLoadState('load')
  await page.waitForTimeout(300)
  await context.setOffline(true)
  await page.goto('/my-account')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(second)
})

test("a guest's order status and invoice, opened by their signed links, are not read offline once the cookies are cleared", async ({
  page,
  context,
}) => {
  await withWorker(page)
  await addByPost(page, PRODUCTS.kettle)
  await fillCheckoutByPosts(page, { paymentMethod: 'cashondelivery' })
  await page.goto('/checkout')
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page).toHaveURL(/\/order\/status\?id=[^&]+&token=/)
  await statusOrderNumber(page)
  const status = page.url()
  const invoice = await page.getByRole('link', { name: say('invoice.download') }).getAttribute('href')
  expect(invoice).toMatch(/\/order\/invoice\?id=[^&]+&token=/)
  await visit(page, status)
  // The invoice is a printable document without the shop's scripts.
  await visit(page, invoice!, 'domcontentloaded')
  await expect(page.getByText(SHOPPER.street).first()).toBeVisible()

  // Never in the cache every shopper of this browser reads.
  await page.goto('/')
  for (const pathname of ['/order/status', '/order/invoice']) {
    expect(
      (await cachedCopies(page, pathname)).filter((entry) => entry.startsWith('karoo-pages-')),
      pathname,
    ).toEqual([])
  }

  await context.clearCookies()
  await context.setOffline(true)
  for (const url of [status, invoice!]) {
    await openNotice(page, url)
    await expectHidden(page, SHOPPER.street)
    await expectHidden(page, SHOPPER.email)
  }
})

test('a no-store page the shop does not keep for offline reading never enters the Cache Storage', async ({ page }) => {
  await withWorker(page)
  const contact = await page.request.get('/contact')
  expect(contact.headers()['cache-control']).toContain('no-store')
  await visit(page, '/contact')
  await page.goto('/')
  expect(await cachedCopies(page, '/contact')).toEqual([])
})
