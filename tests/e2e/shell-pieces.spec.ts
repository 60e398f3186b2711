/**
 * The shell's menus, footer columns, newsletter form and payment marks are drawn once by the server and kept
 * by the browser, not sent again as data. With JavaScript a shopper still moves between pages without a page
 * load, the menu marks the page being shown, and every page that shows the shell shows all of it: after a
 * client-side navigation, after leaving a page of the minimal layout (which shows none of it), and on an error
 * page, titled in the shopper's language.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'

test.use({ isMobile: false, hasTouch: false })
test.beforeEach(({ javaScriptEnabled }) => test.skip(!javaScriptEnabled, 'client-side navigation needs JavaScript'))

/** A mark on the window that a page load would wipe out. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { karooSameDocument: boolean }).karooSameDocument = true))
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { karooSameDocument?: boolean }).karooSameDocument === true)
}

async function expectWholeShell(page: Page) {
  // The URL changes a moment before the new page is drawn: these wait for it.
  await expect(page.locator('.desktop-menu .category-nav > li > a').nth(3), 'the desktop row of categories').toBeAttached()
  await expect(page.locator('.menu-drawer a').nth(10), 'the phone menu').toBeAttached()
  await expect(page.locator('footer .footer-columns a').first()).toBeVisible()
  await expect(page.locator('footer form[data-newsletter-form] input[name=email]')).toBeVisible()
  await expect(page.locator('footer .pay-marks-list li').first()).toBeVisible()
}

test('menu links navigate without a page load and mark the category being shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/c/fridges-freezers')
  await markDocument(page)
  const row = page.getByRole('navigation', { name: 'Categories' }).locator('.category-nav')
  await row.getByRole('link', { name: 'Small Appliances' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small Appliances')
  expect(await sameDocument(page), 'no page load').toBe(true)
  await expect(row.getByRole('link', { name: 'Small Appliances' })).toHaveAttribute('aria-current', 'page')
  await expect(row.locator('[aria-current]')).toHaveCount(1)
  // A footer link too.
  await page.locator('footer .footer-columns a').first().click()
  await expect(page).not.toHaveURL(/\/c\/small-appliances$/)
  expect(await sameDocument(page), 'no page load').toBe(true)
  await expect(row.locator('[aria-current]')).toHaveCount(0)
  await expectWholeShell(page)
})

test('leaving a page of the minimal layout shows the menus and the footer again', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/error')
  await expect(page.locator('.desktop-menu')).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(0)
  await markDocument(page)
  await page.getByRole('main').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/$/)
  expect(await sameDocument(page), 'no page load').toBe(true)
  await expectWholeShell(page)
})

test.describe('a page not found', () => {
  // The client-side navigation's data request answers 404, which Chromium logs.
  allowRefusedForms([404])

  test('reached without a page load, shows the shell and the main categories', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/c/fridges-freezers')
    await markDocument(page)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/c/no-such-category'
      link.textContent = 'nowhere'
      link.id = 'nowhere'
      document.querySelector('.footer-columns')!.append(link)
    })
    await page.locator('#nowhere').click()
    await expect(page.locator('[data-page="page-not-found"]')).toBeVisible()
    expect(await sameDocument(page), 'no page load').toBe(true)
    // Its title, in the shopper's language, comes from the browser's interface strings.
    await expect(page).toHaveTitle('Page not found | Karoo Appliances')
    await expect(page.locator('.error-categories a').nth(3)).toBeAttached()
    await expect(page.locator('.error-categories [aria-current]')).toHaveCount(0)
    await expectWholeShell(page)
  })
})
