/**
 * The footer's language switcher: a POST form that stores the choice in a cookie, so it works
 * with and without JavaScript. The language changes the interface, never the store's currency.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { DEFAULT_STORE, STORES, productCount, t } from './support'

const GERMAN = { locale: 'de-DE' }

/** The footer's language select and its submit button (located without their texts, which change with the language). */
function languageForm(page: Page) {
  const footer = page.getByRole('contentinfo')
  return { select: footer.getByRole('combobox'), apply: footer.locator('.language-form').getByRole('button') }
}

async function chooseLanguage(page: Page, locale: string) {
  const { select, apply } = languageForm(page)
  await select.selectOption(locale)
  await apply.click()
}

test('choosing Deutsch switches the interface language and keeps the page and the rand prices', async ({ page }) => {
  await page.goto('/c/kettles?sort=price_asc')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const { select } = languageForm(page)
  await expect(select.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('value', 'de-DE')

  await chooseLanguage(page, 'de-DE')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveURL('/c/kettles?sort=price_asc')
  await expect(languageForm(page).select).toHaveValue('de-DE')
  // The store, its catalogue and its currency stay South African.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kettles')
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(DEFAULT_STORE.money)
})

// With JavaScript too, every text on the page follows the chosen language (the form reloads the document).
test('the interface texts follow the chosen language', async ({ page }) => {
  await page.goto('/c/kettles')
  await chooseLanguage(page, 'de-DE')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('link', { name: t(GERMAN, 'layout.cartWithCount', { count: 0 }) })).toBeVisible()
  await expect(productCount(page, { ...DEFAULT_STORE, locale: 'de-DE' })).toBeVisible()

  await page.goto('/de/c/kettles')
  await chooseLanguage(page, 'en-US')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: t({ locale: 'en-US' }, 'layout.cartWithCount', { count: 0 }) })).toBeVisible()
  await expect(productCount(page)).toBeVisible()
})

test('the chosen language stays while browsing', async ({ page }) => {
  await page.goto('/')
  await chooseLanguage(page, 'de-DE')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Karoo Appliances' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('/c/kettles')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('"Store language" goes back to the language of the store', async ({ page }) => {
  await page.goto('/c/kettles')
  await chooseLanguage(page, 'de-DE')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  await chooseLanguage(page, '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveURL('/c/kettles')
  await expect(page.getByRole('link', { name: t(DEFAULT_STORE, 'layout.cartWithCount', { count: 0 }) })).toBeVisible()
  // The choice is gone for good, not just for this page.
  await page.goto('/de/c/kettles')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.goto('/it/c/kettles')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
})

test('in the German store an English choice keeps euro prices', async ({ page }) => {
  const de = STORES.find((s) => s.code === 'de')!
  await page.goto('/de/c/kettles')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await chooseLanguage(page, 'en-US')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveURL('/de/c/kettles')
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(de.money)
  await chooseLanguage(page, '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('the language form sends the shopper back to the same page only', async ({ request }) => {
  // The redirect target comes from the form: an outside address must not be followed.
  const response = await request.post('/resources/language', {
    form: { locale: 'de-DE', redirectTo: 'https://evil.example/phish' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  const location = response.headers()['location'] ?? ''
  expect(new URL(location, 'http://127.0.0.1').host).toBe('127.0.0.1')
  expect(response.headers()['set-cookie']).toMatch(/karoo_lng=/)
})

test('a language that is not on the list is refused with a message', async ({ page }) => {
  await page.goto('/c/kettles')
  const { select, apply } = languageForm(page)
  // A tampered page: the list gains a value the shop does not have.
  await select.evaluate((element) => {
    const option = document.createElement('option')
    option.value = 'xx-XX'
    option.textContent = 'Klingon'
    element.append(option)
  })
  await select.selectOption('xx-XX')
  await apply.click()
  // The server sends the shopper back to the page with the message (the form is on every page, so its
  // schema stays on the server: decision 0016), with or without JavaScript.
  await expect(page).toHaveURL('/c/kettles')
  await expect(page.getByText(t({ locale: 'en-US' }, 'footer.chooseLanguage'))).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
