/**
 * The cart across login, with and without JavaScript: a guest cart joins
 * the customer's saved cart once, however often the shopper reloads or logs in again; and a trade customer
 * sees the trade group's prices after login, where a guest sees the shelf price.
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from '../setup/e2e'
import { PRODUCTS, addProduct, cartLine, openProduct, say, toast } from './shop-support'
import { DEFAULT_STORE, firstPrice, productPrice, tPattern } from './support'

const PASSWORD = 'correct horse battery'
/** The demo trade account (README, "Demo data"). */
const TRADE = { email: 'trade@karoo.example', password: 'trade-karoo-2026' }

async function logIn(page: Page, javaScriptEnabled: boolean, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/my-account$/)
  if (javaScriptEnabled) await waitForHydration(page)
}

async function logOut(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Log out' }).click()
  await expect(toast(page, say('account.loggedOut'))).toBeVisible()
}

async function kettleQty(page: Page, name: string) {
  await page.goto('/cart')
  return cartLine(page, name).getByRole('spinbutton', { name: say('cart.quantityOf', { name }) })
}

test('a guest cart joins the saved cart at login, once: reloading and logging in again change nothing', async ({
  page,
  javaScriptEnabled,
}, info) => {
  // A customer whose saved cart holds two kettles, then logged out: set up with plain posts.
  const email = `e2e-cart-${info.project.name}-${Date.now()}@example.co.za`
  const registered = await page.request.post('/login', {
    form: { intent: 'register', firstName: 'Ayanda', lastName: 'Zulu', email, password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  })
  expect(registered.status()).toBe(303)
  expect((await page.request.post('/cart', { form: { intent: 'add', sku: PRODUCTS.kettle, qty: '2' }, maxRedirects: 0 })).status()).toBe(
    303,
  )
  expect((await page.request.post('/logout', { form: { intent: 'logout' }, maxRedirects: 0 })).status()).toBe(303)

  // As a guest, the shopper puts one more kettle in the cart, then logs in.
  const name = await addProduct(page, javaScriptEnabled, PRODUCTS.kettle)
  await expect(await kettleQty(page, name)).toHaveValue('1')
  await logIn(page, javaScriptEnabled, email, PASSWORD)
  await expect(toast(page, say('account.loggedIn'))).toBeVisible()
  await expect(await kettleQty(page, name)).toHaveValue('3')

  await page.reload()
  await expect(await kettleQty(page, name)).toHaveValue('3')

  await logOut(page)
  await page.goto('/cart')
  await expect(cartLine(page, name)).toHaveCount(0)
  await logIn(page, javaScriptEnabled, email, PASSWORD)
  await expect(await kettleQty(page, name)).toHaveValue('3')
})

test('a trade customer sees trade prices after login, and a guest does not', async ({ page, javaScriptEnabled }) => {
  const name = await openProduct(page, PRODUCTS.toaster)
  const shelf = firstPrice((await productPrice(page).textContent()) ?? '', DEFAULT_STORE)
  await expect(page.getByText(say('product.groupPricesNote'))).toHaveCount(0)

  await logIn(page, javaScriptEnabled, TRADE.email, TRADE.password)
  await openProduct(page, PRODUCTS.toaster)
  const trade = firstPrice((await productPrice(page).textContent()) ?? '', DEFAULT_STORE)
  expect(trade).toBeLessThan(shelf)
  await expect(page.getByText(say('product.groupPricesNote'))).toBeVisible()

  // The cart charges the same trade price (the account's cart is shared by parallel runs: quantities vary).
  await addProduct(page, javaScriptEnabled, PRODUCTS.toaster)
  await page.goto('/cart')
  const unitPrice = cartLine(page, name).getByText(tPattern(DEFAULT_STORE, 'cart.unitPrice'))
  expect(firstPrice((await unitPrice.textContent()) ?? '', DEFAULT_STORE)).toBe(trade)

  await logOut(page)
  await openProduct(page, PRODUCTS.toaster)
  expect(firstPrice((await productPrice(page).textContent()) ?? '', DEFAULT_STORE)).toBe(shelf)
})
