/**
 * Pages kept for shoppers without the shop's cookies (the page cache) in a real browser: a kept copy is each
 * visitor's own (its nonce runs its scripts, the header shows that visitor's cart and sign-in), with
 * JavaScript on and off. A shopper with a cart gets pages whose header and footer come from the markup the
 * server kept for that state (kept-part.server.tsx): they hydrate and work as drawn ones do. Other specs write to the same shop in parallel (orders take stock, which ends kept
 * pages), so "the next visit is a kept copy" is retried until one is seen.
 */
import type { Browser, Page, Response } from '@playwright/test'
import { expect, test, waitForHydration } from '../setup/e2e'
import { PRODUCTS, headerCartLink, miniCart, openProduct, pressAddToCart, uniqueEmail } from './shop-support'

const PASSWORD = 'Kettle-and-toast-42'

/** Visit `path` until the answer is a kept copy (it says its Age); returns that answer. */
async function keptCopy(page: Page, path: string): Promise<Response> {
  let kept: Response | null = null
  await expect(async () => {
    await page.goto(path)
    const response = await page.goto(path)
    expect(response?.headers()['age'], 'a kept copy').toBeDefined()
    kept = response
  }).toPass({ timeout: 15_000 })
  return kept!
}

async function stranger(browser: Browser, baseURL: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: 'en-ZA' })
  return context.newPage()
}

test('a kept page shows each visitor their own cart and sign-in, and its scripts run', async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, info) => {
  test.setTimeout(90_000)
  const name = await openProduct(page, PRODUCTS.kettle)
  const path = new URL(page.url()).pathname

  // A first visitor gets a kept copy: with JavaScript its scripts run under the copy's own nonce (a CSP
  // violation would fail the test through the console), and the header shows an empty cart.
  await keptCopy(page, path)
  if (javaScriptEnabled) await waitForHydration(page)
  await expect(headerCartLink(page)).toHaveAccessibleName('Cart, 0 items')

  // The same visitor adds the kettle: from now on their pages are their own, never the kept copy.
  await pressAddToCart(page, javaScriptEnabled, name)
  const own = await page.goto(path)
  expect(own?.headers()['age']).toBeUndefined()
  await expect(headerCartLink(page)).toHaveAccessibleName('Cart, 1 item')

  // Another visitor without cookies still gets the kept copy, with their own empty cart.
  const other = await stranger(browser, baseURL!, javaScriptEnabled)
  try {
    await keptCopy(other, path)
    await expect(headerCartLink(other)).toHaveAccessibleName('Cart, 0 items')
    await expect(other.locator('header').getByRole('button', { name: 'Log out' })).toHaveCount(0)

    // Signed in, the first visitor's header offers to log out; the stranger's kept copy still does not.
    await page.goto('/login?mode=register')
    await page.getByLabel('First name').fill('Thandi')
    await page.getByLabel('Last name').fill('Mokoena')
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail(`cache-${info.project.name}`))
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account', exact: true }).click()
    await expect(page).toHaveURL(/\/my-account$/)
    await page.goto(path)
    await expect(page.locator('header').getByRole('button', { name: 'Log out' })).toBeVisible()
    await keptCopy(other, path)
    await expect(other.locator('header').getByRole('button', { name: 'Log out' })).toHaveCount(0)
  } finally {
    await other.context().close()
  }
})

test('a shopper’s page with the kept header and footer hydrates, and its search, mini cart and footer forms work', async ({
  page,
  javaScriptEnabled,
}) => {
  const name = await openProduct(page, PRODUCTS.kettle)
  await pressAddToCart(page, javaScriptEnabled, name)
  // The first visit draws the parts and keeps them, the second is drawn from them (a hydration mismatch or a
  // script the CSP blocks would fail the test through the console).
  await page.goto('/about')
  await page.goto('/about')
  await expect(headerCartLink(page)).toHaveAccessibleName('Cart, 1 item')
  if (javaScriptEnabled) {
    await waitForHydration(page)
    await page.getByRole('combobox', { name: 'Search products' }).fill('kettle')
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
    await headerCartLink(page).click()
    await expect(miniCart(page).getByRole('link', { name, exact: true })).toBeVisible()
    await miniCart(page).getByRole('button', { name: 'Close' }).click()
  }
  // The footer's language form returns to this page, in the language chosen.
  await page.getByLabel('Language').selectOption('de-DE')
  await page.getByRole('button', { name: 'Change language' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('button', { name: 'Sprache ändern' })).toBeVisible()
})
