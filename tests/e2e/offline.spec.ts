/**
 * The service worker in a real Chromium: pages seen before open
 * offline under the offline indicator, uncached ones get a notice that leads home, online-only forms refuse,
 * the install prompt can be dismissed for good. Without JavaScript no worker is registered and the shop
 * works as before. A deploy with two real builds: deploy.spec.ts.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS, say } from './shop-support'
import { productPath, productInfo } from './support'
import { withWorker, openNotice } from './worker-support'

test.use({ serviceWorkers: 'allow' })

/** Registers a new customer (the worker already controls the page) and lands on /my-account. */
async function registerCustomer(page: Page, email: string) {
  await page.goto('/login?mode=register')
  await page.getByLabel('First name').fill('Lindiwe')
  await page.getByLabel('Last name').fill('Dlamini')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByLabel('Confirm password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Create account', exact: true }).click()
  await expect(page).toHaveURL(/\/my-account$/)
}

/** The shop's header on an offline notice: the logo home and the phone menu with the store's categories. */
async function expectShopHeader(page: Page) {
  const header = page.locator('header.site-header')
  await expect(header.getByRole('link', { name: 'Karoo' })).toHaveAttribute('href', '/')
  await header.locator('.menu-toggle > summary').click()
  await expect(header.locator('.menu-drawer a[href^="/c/"]').first()).toBeVisible()
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the service worker needs JavaScript')
  // Requests the worker cannot answer offline fail as they would without it: Chromium logs them.
  test.use({ allowConsoleErrors: true })

  test('a product and the home page seen before open offline, under the offline indicator', async ({ page, context, request }) => {
    const product = await productPath(request, PRODUCTS.kettle)
    await withWorker(page)
    await page.goto(product)
    const name = await productInfo(page).getByRole('heading', { level: 1 }).textContent()
    await page.goto('/')
    await expect(page.locator('#pwa-offline')).toBeHidden()

    await context.setOffline(true)
    const started = Date.now()
    await page.goto(product)
    await expect(productInfo(page).getByRole('heading', { level: 1 })).toHaveText(name ?? '')
    console.log(`cached product page offline: rendered in ${Date.now() - started} ms`)
    await expect(page.getByText(say('offline.indicator'))).toBeVisible()
    expect(Date.now() - started).toBeLessThan(1000 * 3)

    await page.goto('/')
    await expect(page.getByText(say('offline.indicator'))).toBeVisible()
    await context.setOffline(false)
    // The indicator follows the connection without a reload.
    await expect(page.getByText(say('offline.indicator'))).toBeHidden()
  })

  test('an uncached product shows the notice and goes home', async ({ page, context, request }) => {
    const product = await productPath(request, PRODUCTS.toaster)
    await withWorker(page)
    await page.goto('/')
    await context.setOffline(true)
    await openNotice(page, product)
    await expect(page.getByRole('alert')).toHaveText(say('offline.pageUnavailable'))
    await expect(page).toHaveURL('/', { timeout: 10_000 })
    await expect(page.getByText(say('offline.indicator'))).toBeVisible()
  })

  test('a category whose products were never fetched says so; a cached one opens', async ({ page, context }) => {
    await withWorker(page)
    await page.goto('/c/kettles')
    const count = await page.locator('.product-card').count()
    expect(count).toBeGreaterThan(0)
    await context.setOffline(true)
    await page.goto('/c/kettles')
    await expect(page.locator('.product-card')).toHaveCount(count)
    await openNotice(page, '/c/kettles?sort=price-desc')
    await expect(page.getByRole('alert')).toHaveText(say('offline.noCategoryProducts'))
  })

  test('search offline shows the results seen before, else an empty result flagged offline', async ({ page, context }) => {
    await withWorker(page)
    await page.goto('/search?q=kettle')
    const count = await page.locator('.product-card').count()
    expect(count).toBeGreaterThan(0)
    await context.setOffline(true)
    await page.goto('/search?q=kettle')
    await expect(page.locator('.product-card')).toHaveCount(count)
    await openNotice(page, '/search?q=toaster')
    await expect(page.getByRole('alert')).toHaveText(say('offline.searchEmpty'))
  })

  test('reset password refuses offline with the spec message instead of a browser error', async ({ page, context }) => {
    await withWorker(page)
    await page.goto('/reset-password')
    const form = page
      .locator('form[method="post"]')
      .filter({ has: page.getByRole('textbox') })
      .first()
    await form.getByRole('textbox').first().fill('shopper@example.com')
    await context.setOffline(true)
    await form.locator('[type="submit"]').first().click()
    await expect(page.getByRole('alert')).toHaveText(say('offline.resetPassword'))
    await openNotice(page, '/reset-password')
    await expect(page.getByRole('alert')).toHaveText(say('offline.resetPassword'))
  })

  test("the home page of the first visit is kept: an unvisited product's notice, under the shop's header, leads to it", async ({
    page,
    context,
    request,
  }) => {
    const product = await productPath(request, PRODUCTS.toaster)
    // The very first page: loaded before any worker existed, kept by the worker as it installs.
    await withWorker(page)
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent()
    await context.setOffline(true)
    await openNotice(page, product)
    await expect(page.getByRole('alert')).toHaveText(say('offline.pageUnavailable'))
    await expectShopHeader(page)
    await expect(page).toHaveURL('/', { timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading ?? '')
    await expect(page.getByText(say('offline.notSaved'))).toHaveCount(0)
  })

  test('back online, a notice returns to the page the shopper asked for', async ({ page, context }) => {
    await withWorker(page)
    await context.setOffline(true)
    await openNotice(page, '/search?q=toaster')
    await expect(page.getByRole('alert')).toHaveText(say('offline.searchEmpty'))
    await expectShopHeader(page)
    await expect(page.getByRole('link', { name: say('offline.retry') })).toHaveAttribute('href', '/search?q=toaster')
    await context.setOffline(false)
    await expect(page).toHaveURL('/search?q=toaster')
    await expect(page.locator('.product-card').first()).toBeVisible()
  })

  test('installing is offered in the footer when the browser offers it, and can be dismissed for good', async ({ page }) => {
    await withWorker(page)
    const prompt = page.locator('#pwa-install')
    await expect(prompt).toBeHidden()
    const offerInstall = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {} })
        window.dispatchEvent(event)
      })
    await offerInstall()
    // Below the page's content, in the footer: it neither covers nor pushes what the shopper came for.
    await expect(page.locator('footer #pwa-install')).toBeVisible()
    await expect(prompt).toContainText(say('pwa.installPrompt'))
    await expect(page.locator('.pwa-notices #pwa-install')).toHaveCount(0)
    await prompt.getByRole('button', { name: say('pwa.dismissInstall') }).click()
    await expect(prompt).toBeHidden()
    await page.reload()
    await page.waitForFunction(() => document.querySelector('script[src="/pwa.js"]') !== null)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null)
    await offerInstall()
    await expect(prompt).toBeHidden()
  })
})

test('without JavaScript no worker is registered and the shop reads as before', async ({ page, context, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'the JavaScript-off shopper')
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('#pwa-offline')).toBeHidden()
  await page.goto('/c/kettles')
  await expect(page.locator('.product-card').first()).toBeVisible()
  expect(context.serviceWorkers()).toHaveLength(0)
})

test('the web app manifest names the shop and its icons', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    short_name: string
    display: string
    theme_color: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({ short_name: 'Karoo', display: 'standalone', theme_color: '#0f5c4d' })
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? ''}`)
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 maskable']))
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true)
  }
})

test.describe('with JavaScript, across shoppers', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the service worker needs JavaScript')
  test.use({ allowConsoleErrors: true })

  test('a client-side visit to an uncached product offline gets the notice too', async ({ page, context, request }) => {
    const product = await productPath(request, PRODUCTS.toaster2)
    await withWorker(page)
    await page.goto('/')
    await context.setOffline(true)
    // A link followed by the router asks for loader data (?_data=): the worker sends the router to the document.
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href })
      document.querySelector('main')?.append(link)
      link.click()
    }, product)
    await expect(page.getByRole('alert')).toHaveText(say('offline.pageUnavailable'))
  })

  test('a password change offline says the reset password feature does not work offline, and back online returns to the account', async ({
    page,
    context,
  }, info) => {
    await withWorker(page)
    await registerCustomer(page, `e2e-offline-password-${info.project.name}-${Date.now()}@example.co.za`)
    const form = page.locator('form').filter({ has: page.getByLabel(say('account.newPassword')) })
    await form.getByLabel(say('account.currentPassword')).fill('correct horse battery')
    await form.getByLabel(say('account.newPassword')).fill('another horse battery')
    await form.getByLabel(say('account.passwordConfirm')).fill('another horse battery')
    await context.setOffline(true)
    await form.getByRole('button', { name: say('account.changePassword') }).click()
    await expect(page.getByRole('alert')).toHaveText(say('offline.resetPassword'))
    await expectShopHeader(page)
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/my-account$/)
    await expect(page.getByRole('heading', { name: say('account.changePassword') })).toBeVisible()
  })

  test("the home page kept before signing in is kept after it, with the new shopper's header", async ({ page, context }, info) => {
    await withWorker(page)
    await registerCustomer(page, `e2e-offline-home-${info.project.name}-${Date.now()}@example.co.za`)
    // The worker fetches it again once the page after the sign-in has answered: wait for that copy.
    await page.waitForFunction(
      async () => {
        for (const name of (await caches.keys()).filter((key) => key.startsWith('karoo-pages-'))) {
          const home = await (await caches.open(name)).match('/', { ignoreVary: true })
          if (home && (await home.text()).includes('header-logout')) return true
        }
        return false
      },
      undefined,
      { timeout: 15_000 },
    )
    await context.setOffline(true)
    await page.goto('/')
    await expect(page.getByText(say('offline.notSaved'))).toHaveCount(0)
    // Signed in: the header's account link leads to the account, not to the login form.
    await expect(page.locator('header').getByRole('button', { name: say('account.logout') })).toBeVisible()
  })

  test("logging out forgets the shopper's cached pages", async ({ page, context }, info) => {
    await withWorker(page)
    const email = `e2e-offline-${info.project.name}-${Date.now()}@example.co.za`
    await registerCustomer(page, email)
    // Opened once more as a document: the worker keeps it in the private cache.
    await page.goto('/my-account')
    await context.setOffline(true)
    await page.goto('/my-account')
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
    await context.setOffline(false)

    await page.goto('/my-account')
    await page.locator('header').getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await context.setOffline(true)
    await openNotice(page, '/my-account')
    await expect(page.getByRole('alert')).toHaveText(say('offline.notSaved'))
    await expect(page.getByText(email)).toHaveCount(0)
  })
})
