/**
 * The offline mirror (decision 0027) in a real Chromium with the service worker: the cart,
 * wishlist, compare list and last search results are copied into IndexedDB from what the shopper saw
 * online, and shown offline, flagged as a dated copy, for a page that was never cached. Without
 * JavaScript there is no worker: offline.spec.ts checks that the shop reads as before.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS, cartLine, openProduct, pressAddToCart, say, toast, uniqueEmail } from './shop-support'
import { productInfo } from './support'
import { withWorker, openNotice } from './worker-support'

test.use({ serviceWorkers: 'allow' })
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the service worker needs JavaScript')
// Going offline makes Chromium log the loads that fail (images never seen): expected here.
test.use({ allowConsoleErrors: true })
test.describe.configure({ timeout: 60_000 })

/**
 * The names the mirror holds for a list of the default store view, read from IndexedDB as the offline
 * page reads them; [] while there is none. Never creates the database: that is the worker's.
 */
function mirrored(page: Page, kind: 'cart' | 'wishlist' | 'compare' | 'search'): Promise<string[]> {
  return page.evaluate(
    (kind) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('karoo-mirror')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          try {
            const read = db.transaction('entries').objectStore('entries').get(['', kind])
            read.onsuccess = () => {
              const entry = read.result as { items: { name: string }[] } | undefined
              resolve(entry ? entry.items.map((item) => item.name) : [])
              db.close()
            }
            read.onerror = () => resolve([])
          } catch {
            db.close()
            resolve([])
          }
        }
      }),
    kind,
  )
}

/** The offline copy's flag: "Offline copy as of {date}: ...". */
function offlineCopyNote(page: Page) {
  const [before] = say('offline.mirrorAsOf', { date: '\u0000' }).split('\u0000')
  return page.getByRole('status').filter({ hasText: before ?? '' })
}

test('a line added with the microcart shows offline on a cart page never opened', async ({ page, context }) => {
  await withWorker(page)
  const name = await openProduct(page, PRODUCTS.kettle2)
  await pressAddToCart(page, true, name)
  await expect.poll(() => mirrored(page, 'cart')).toContain(name)

  await context.setOffline(true)
  await openNotice(page, '/cart')
  const mirror = page.locator('[data-offline-mirror="cart"]')
  await expect(mirror.getByRole('heading', { name: say('cart.title') })).toBeVisible()
  await expect(cartLine(mirror, name)).toBeVisible()
  await expect(cartLine(mirror, name)).toContainText(say('cart.qty', { qty: 1 }))
  await expect(offlineCopyNote(page)).toBeVisible()
})

test('wishlist and compare lists filled on a product page show offline', async ({ page, context }) => {
  await withWorker(page)
  const name = await openProduct(page, PRODUCTS.toaster2)
  await productInfo(page)
    .getByRole('button', { name: say('wishlist.add'), exact: true })
    .click()
  await expect(toast(page, say('wishlist.added'))).toBeVisible()
  await productInfo(page)
    .getByRole('button', { name: say('compare.add'), exact: true })
    .click()
  await expect(toast(page, say('compare.added'))).toBeVisible()
  await expect.poll(() => mirrored(page, 'wishlist')).toEqual([name])
  await expect.poll(() => mirrored(page, 'compare')).toEqual([name])

  await context.setOffline(true)
  for (const list of ['wishlist', 'compare'] as const) {
    await openNotice(page, `/${list}`)
    const mirror = page.locator(`[data-offline-mirror="${list}"]`)
    await expect(mirror.getByRole('heading', { name: say(`${list}.title`) })).toBeVisible()
    await expect(mirror.getByRole('link', { name, exact: true })).toHaveAttribute('href', /\/p\//)
    await expect(offlineCopyNote(page)).toBeVisible()
  }
})

test('the last search shows offline flagged as a copy; another search is an empty result flagged offline', async ({ page, context }) => {
  await withWorker(page)
  await page.goto('/search?q=kettle')
  const names = (await page.locator('.product-card .product-card-name').allTextContents()).map((text) => text.trim())
  expect(names.length).toBeGreaterThan(0)
  await expect.poll(() => mirrored(page, 'search')).toEqual(expect.arrayContaining(names))

  await context.setOffline(true)
  // Another address for the same query: not cached, answered from the mirror.
  await openNotice(page, '/search?q=KETTLE')
  const mirror = page.locator('[data-offline-mirror="search"]')
  await expect(mirror.getByRole('heading', { level: 2 })).toHaveText(say('search.resultsFor', { q: 'kettle' }))
  await expect(mirror.getByRole('link', { name: names[0], exact: true })).toBeVisible()
  await expect(mirror.locator('.cart-lines > li')).toHaveCount(names.length)
  await expect(offlineCopyNote(page)).toBeVisible()

  await openNotice(page, '/search?q=microwave')
  await expect(page.getByRole('alert')).toHaveText(say('offline.searchEmpty'))
  await expect(page.locator('[data-offline-mirror]')).toHaveCount(0)
})

test('logging out drops the mirror: the old cart no longer shows offline', async ({ page, context }) => {
  await withWorker(page)
  await page.goto('/login?mode=register')
  await page.getByLabel('First name').fill('Thandi')
  await page.getByLabel('Last name').fill('Mokoena')
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('mirror'))
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByLabel('Confirm password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Create account', exact: true }).click()
  await expect(page).toHaveURL(/\/my-account$/)

  const name = await openProduct(page, PRODUCTS.kettle)
  await pressAddToCart(page, true, name)
  await expect.poll(() => mirrored(page, 'cart')).toContain(name)

  await page.locator('header').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => mirrored(page, 'cart')).toEqual([])

  await context.setOffline(true)
  await openNotice(page, '/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('offline.title'))
  // The page after the logout showed the guest's header (an empty cart): that is the mirror now.
  await expect(page.locator('[data-offline-mirror="cart"]')).toContainText(say('offline.mirrorEmpty'))
  await expect(page.getByText(name, { exact: true })).toHaveCount(0)
})
