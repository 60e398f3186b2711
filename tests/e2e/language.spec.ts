/**
 * The footer's language switcher: a POST form that stores the choice in a cookie, so it works
 * with and without JavaScript. The language changes the interface, never the store's currency.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { DEFAULT_STORE, STORES, productCount, t } from './support'
import { toast } from './shop-support'

const GERMAN = { locale: 'de-DE' }
const FRENCH = { locale: 'fr-FR' }
const ENGLISH = { locale: 'en-US' }

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

test('the footer offers all twelve languages, those with the catalogue apart from the others', async ({ page }) => {
  await page.goto('/')
  const { select } = languageForm(page)
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  // The first option is "Store language" (no choice); then the twelve, each named in its own language.
  expect(values[0]).toBe('')
  expect(values.slice(1).sort()).toEqual(
    ['cs-CZ', 'de-DE', 'en-US', 'en-ZA', 'es-ES', 'fr-FR', 'it-IT', 'ja-JP', 'nl-NL', 'pl-PL', 'pt-BR', 'ru-RU'].sort(),
  )
  for (const name of [
    'Français',
    'Español',
    'Nederlands',
    '日本語',
    'Русский',
    'Português (Brasil)',
    'Polski',
    'Čeština',
    'Deutsch',
    'Italiano',
  ]) {
    await expect(select.getByRole('option', { name, exact: true })).toHaveCount(1)
  }
  // The switcher says before the choice which languages have the whole catalogue.
  const full = select.locator('optgroup', { has: page.locator('option[value="de-DE"]') })
  await expect(full).toHaveAttribute('label', t(ENGLISH, 'footer.languagesFullCatalogue'))
  expect(await full.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
    'en-US',
    'de-DE',
    'it-IT',
    'en-ZA',
  ])
  const shopTextOnly = select.locator('optgroup', { has: page.locator('option[value="fr-FR"]') })
  await expect(shopTextOnly).toHaveAttribute('label', t(ENGLISH, 'footer.languagesShopTextOnly'))
  await expect(shopTextOnly.locator('option')).toHaveCount(8)
  // In the store's own language nothing needs saying.
  await expect(page.getByRole('note')).toHaveCount(0)
})

test('choosing Français shows the shop in French and says the catalogue is in English, German and Italian only', async ({ page }) => {
  await page.goto('/c/kettles')
  await chooseLanguage(page, 'fr-FR')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page).toHaveURL('/c/kettles')
  await expect(languageForm(page).select).toHaveValue('fr-FR')
  await expect(page.getByRole('link', { name: t(FRENCH, 'layout.cartWithCount', { count: 0 }) })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText(t(FRENCH, 'footer.language'), { exact: true })).toBeVisible()
  // The category is the English catalogue's, and the page says so rather than passing for a French page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kettles')
  const note = page.getByRole('note')
  await expect(note).toHaveText(t(FRENCH, 'catalogue.languageNoteEnglish'))
  await expect(note).toContainText('anglais, en allemand et en italien')

  // The account pages are French too, their spec messages included.
  await page.goto('/my-account')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/)
  await expect(toast(page, t(FRENCH, 'You need to be logged in to see this page'))).toBeVisible()
  await expect(page.getByRole('heading', { name: t(FRENCH, 'account.loginTitle') }).first()).toBeVisible()
  await expect(page.getByLabel(t(FRENCH, 'account.password'), { exact: true }).first()).toBeVisible()

  // In the German store the note names German, the language its catalogue is in.
  await page.goto('/de/c/kettles')
  await expect(page.getByRole('note')).toHaveText(t(FRENCH, 'catalogue.languageNoteGerman'))
})
