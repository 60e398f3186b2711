/**
 * Order history, downloads, guest order tracking and recently viewed, with and without JavaScript: a
 * customer buys an e-book, finds the order under My account, opens it and downloads the file; after
 * logging out the same order is tracked as a guest; products viewed before and after signing up are
 * listed newest first.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import {
  PRODUCTS,
  SHOPPER,
  addByPost,
  fillCheckoutByPosts,
  openProduct,
  placeOrderButton,
  say,
  termsCheckbox,
  uniqueEmail,
} from './shop-support'

allowRefusedForms()

/** Sign up with a plain form post (what the register form sends); the page's cookies keep the session. */
async function signUp(page: Page, project: string) {
  const email = uniqueEmail(`orders-${project}`)
  const form = {
    intent: 'register',
    firstName: 'Thandi',
    lastName: 'Mokoena',
    email,
    password: 'correct horse',
    confirmPassword: 'correct horse',
  }
  const response = await page.request.post('/login', { form, maxRedirects: 0 })
  expect(response.status(), 'signing up').toBe(303)
  return email
}

test('a customer buys an e-book, finds it in the order history, downloads it, then tracks it as a guest', async ({ page }, info) => {
  await signUp(page, info.project.name)
  await addByPost(page, PRODUCTS.ebook)
  await fillCheckoutByPosts(page, { paymentMethod: 'cardgateway', virtual: true })
  await page.goto('/checkout')
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  const orderNumber = (await page
    .getByRole('main')
    .getByRole('table')
    .getByText(/^KZA-\d{6}$/)
    .textContent())!.trim()
  await page.getByRole('button', { name: say('sandbox.approve') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))

  await page.goto('/my-account/orders')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders')
  const row = page.getByRole('row').filter({ hasText: orderNumber })
  await expect(row).toContainText('Processing')
  await expect(row).toContainText(/R \d+\.\d{2}/)
  // On a phone each order is a card: nothing scrolls sideways, and each value is named.
  await page.setViewportSize({ width: 360, height: 740 })
  const table = page.getByRole('table', { name: 'My orders' })
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth <= 360)).toBe(true)
  expect(
    await row
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content),
  ).toBe(`"${say('account.orderDate')}: "`)
  await row.getByRole('link', { name: `View order ${orderNumber}` }).click()

  await expect(page).toHaveURL(/\/my-account\/orders\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber}`)
  await expect(page.getByRole('main')).toContainText('Payment method')
  const link = page.getByRole('link', { name: /^Download The Air Fryer/ })
  await expect(page.getByText('Downloads left: 5.')).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  await page.reload()
  await expect(page.getByText('Downloads left: 4.')).toBeVisible()

  // Logged out, the order is found with its number and the e-mail used at checkout, and only with both.
  await page.locator('header').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/order-tracking')
  await page.getByLabel('Order number').fill(orderNumber)
  await page.getByLabel('E-mail', { exact: true }).fill('someone.else@example.co.za')
  await page.getByRole('button', { name: 'Track order' }).click()
  await expect(page.getByRole('alert')).toHaveText(say('tracking.notFound'))

  await page.getByLabel('Order number').fill(orderNumber)
  await page.getByLabel('E-mail', { exact: true }).fill(SHOPPER.email)
  await page.getByRole('button', { name: 'Track order' }).click()
  const result = page.getByRole('status').filter({ hasText: `Order ${orderNumber}` })
  await expect(result).toContainText('Processing')
  // The answer came from the POST: nothing of the order or the address is in the URL.
  expect(page.url()).not.toContain('example.co')
  expect(page.url()).not.toContain(orderNumber)
})

test('recently viewed lists what the shopper viewed as a guest and after signing up, newest first', async ({ page }, info) => {
  // A guest with a cart: the view is kept for that cart and joins the account at sign-up.
  await addByPost(page, PRODUCTS.toaster)
  const first = await openProduct(page, PRODUCTS.kettle)
  await signUp(page, info.project.name)
  const second = await openProduct(page, PRODUCTS.kettle2)
  await openProduct(page, PRODUCTS.kettle)

  await page.goto('/my-account/recently-viewed')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recently viewed')
  const names = page.getByRole('main').getByRole('heading', { level: 3 })
  await expect(names).toHaveText([first, second])
})
