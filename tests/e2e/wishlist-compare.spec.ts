/**
 * Wishlist and compare on a phone, with and without JavaScript: add from the product page, open /wishlist
 * and /compare, add to the cart from each, remove, clear; a fifth product to compare is refused with a
 * message; with JavaScript the header's wishlist link opens the wishlist panel.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS, headerCartLink, openProduct, say, toast } from './shop-support'
import { productInfo } from './support'

// Each journey walks several product pages and both lists: more than the default 30 s on a slow machine.
test.describe.configure({ timeout: 60_000 })

/** Press a button and wait for its answer (a page load without JavaScript, the fetcher's round trip with it). */
async function press(page: Page, name: string, scope = page.getByRole('main')) {
  await scope.getByRole('button', { name, exact: true }).click()
  await page.waitForLoadState()
}

function headerWishlist(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Wishlist \(\d+\)$/ })
}

async function addFromProductPage(page: Page, sku: string, list: 'wishlist' | 'compare'): Promise<string> {
  const name = await openProduct(page, sku)
  await press(page, say(`${list}.add`), productInfo(page))
  await expect(toast(page, say(`${list}.added`))).toBeVisible()
  // Once on the list, the same button takes it off again.
  await expect(productInfo(page).getByRole('button', { name: say(`${list}.inList`) })).toHaveAttribute('aria-pressed', 'true')
  return name
}

test('add to the wishlist from a product page, then to the cart from /wishlist, remove and clear', async ({ page }) => {
  const kettle = await addFromProductPage(page, PRODUCTS.kettle, 'wishlist')
  await expect(headerWishlist(page)).toHaveAccessibleName(say('wishlist.withCount', { count: 1 }))
  // Adding it again from another tab's form changes nothing.
  const again = await page.request.post('/wishlist', { form: { intent: 'add', sku: PRODUCTS.kettle }, maxRedirects: 0 })
  expect(again.status()).toBe(303)
  const toaster = await addFromProductPage(page, PRODUCTS.toaster, 'wishlist')

  await page.goto('/wishlist')
  const list = page.getByRole('main').locator('.cart-lines > li')
  await expect(list).toHaveCount(2)
  await expect(list.getByRole('link', { name: kettle, exact: true })).toBeVisible()
  await expect(list.first().locator('.price')).toHaveText(/R\s[\d\s]+\.\d{2}/)
  await expect(list.first().locator('.stock')).toHaveText(say('product.stock.ok'))

  await press(page, `${say('product.addToCart')} ${kettle}`)
  await expect(toast(page, say('Product has been added to the cart!'))).toBeVisible()
  await expect(page).toHaveURL(/\/wishlist$/)
  await expect(headerCartLink(page)).toHaveAccessibleName(say('layout.cartWithCount', { count: 1 }))

  await press(page, `${say('cart.remove')} ${toaster}`)
  await expect(list).toHaveCount(1)
  await expect(toast(page, say('wishlist.removed'))).toBeVisible()

  await press(page, say('wishlist.clear'))
  await expect(page.getByText(say('wishlist.empty'))).toBeVisible()
  await expect(headerWishlist(page)).toHaveAccessibleName(say('wishlist.withCount', { count: 0 }))
})

test('compare products side by side, add to the cart from the table, remove and clear', async ({ page }) => {
  const kettle = await addFromProductPage(page, PRODUCTS.kettle, 'compare')
  const fridge = await addFromProductPage(page, PRODUCTS.fridge, 'compare')

  await productInfo(page)
    .getByRole('link', { name: say('compare.withCount', { count: 2 }) })
    .click()
  await expect(page).toHaveURL(/\/compare$/)
  const table = page.getByRole('table', { name: say('compare.caption') })
  await expect(table.getByRole('columnheader', { name: kettle })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: fridge })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: say('product.price') })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Colour' })).toBeVisible()
  // The fridge needs a colour and capacity first: its column links to its page instead of adding.
  await expect(table.getByRole('link', { name: `${say('wishlist.chooseOptions')} ${fridge}` })).toBeVisible()

  await press(page, `${say('product.addToCart')} ${kettle}`, table)
  await expect(toast(page, say('Product has been added to the cart!'))).toBeVisible()
  await expect(page).toHaveURL(/\/compare$/)

  await press(page, `${say('cart.remove')} ${fridge}`, table)
  await expect(table.getByRole('columnheader')).toHaveCount(1)
  await expect(toast(page, say('compare.removed'))).toBeVisible()
  await press(page, say('compare.clear'))
  await expect(page.getByText(say('compare.empty'))).toBeVisible()
})

test('a fifth product to compare is refused with a message, and none of the four is dropped', async ({ page }) => {
  for (const sku of [PRODUCTS.kettle, PRODUCTS.kettle2, PRODUCTS.toaster, PRODUCTS.toaster2]) {
    const response = await page.request.post('/compare', { form: { intent: 'add', sku }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
  }
  await openProduct(page, PRODUCTS.fridge)
  await press(page, say('compare.add'), productInfo(page))
  await expect(toast(page, say('compare.full', { count: 4 }))).toBeVisible()
  await expect(productInfo(page).getByRole('button', { name: say('compare.add') })).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/compare')
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4)
})

/** The page is no wider than the phone (a mobile browser would otherwise widen its layout viewport to fit). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.waitForLoadState()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

test('the compare table scrolls sideways on a 360 px phone instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const sku of [PRODUCTS.kettle, PRODUCTS.kettle2, PRODUCTS.toaster, PRODUCTS.toaster2]) {
    const response = await page.request.post('/compare', { form: { intent: 'add', sku }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
  }
  await page.goto('/compare')
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4)
  await expectNoSidewaysScroll(page, 360)
  await expect(page.getByRole('region', { name: say('compare.caption') })).toBeVisible()
})

test('the header fits a 360 px phone for a signed-in shopper with a wishlist and a compare list', async ({ page }, info) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const password = 'correct horse battery'
  await page.goto('/login?mode=register')
  await page.getByLabel('First name').fill('Anele')
  await page.getByLabel('Last name').fill('Botha')
  await page.getByLabel('E-mail', { exact: true }).fill(`e2e-lists-${info.project.name}-${Date.now()}@example.co.za`)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await press(page, say('account.registerButton'))
  await expect(page).toHaveURL(/\/my-account$/)
  for (const list of ['/wishlist', '/compare']) {
    const response = await page.request.post(list, { form: { intent: 'add', sku: PRODUCTS.kettle }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
  }
  await openProduct(page, PRODUCTS.kettle)
  await expect(headerWishlist(page)).toHaveAccessibleName(say('wishlist.withCount', { count: 1 }))
  await expect(headerCartLink(page)).toBeInViewport()
  await expectNoSidewaysScroll(page, 360)
})

test('with JavaScript the header opens the wishlist panel', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the header link goes to /wishlist')
  const kettle = await addFromProductPage(page, PRODUCTS.kettle, 'wishlist')
  await headerWishlist(page).click()
  const panel = page.getByRole('dialog', { name: say('wishlist.title') })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('link', { name: kettle, exact: true })).toBeVisible()
  // The page did not change: the panel is an overlay.
  await expect(page).toHaveURL(/\/p\//)
  await panel.getByRole('button', { name: `${say('cart.remove')} ${kettle}` }).click()
  await expect(panel.getByText(say('wishlist.empty'))).toBeVisible()
  await expect(headerWishlist(page)).toHaveAccessibleName(say('wishlist.withCount', { count: 0 }))
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test('without a cookie a product page sets none: the wishlist cookie comes with the first add', async ({ page, context }) => {
  await openProduct(page, PRODUCTS.kettle)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('karoo_lists')
  await press(page, say('wishlist.add'), productInfo(page))
  await expect(toast(page, say('wishlist.added'))).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).toContain('karoo_lists')
})
