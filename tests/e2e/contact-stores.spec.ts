/**
 * The contact page and the store locator, with JavaScript on and off: a message sent with the
 * form and its confirmation read from the outbox, the WhatsApp click-to-chat links, the footer's links,
 * the store search (a GET form) and, with JavaScript, "nearest to me" from the browser's position.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { mailTo } from './mail-support'
import { say, toast, uniqueEmail } from './shop-support'
import { waitForStampAge } from './support'

// Without JavaScript a refused form is a 400 page, which the browser reports on the console.
allowRefusedForms()

/** Send the contact form once it is old enough for the bot guard to take it as typed by a person. */
async function sendContactForm(page: Page) {
  const submit = page.getByRole('button', { name: say('contact.submit') })
  await waitForStampAge(page, page.locator('form').filter({ has: submit }))
  await submit.click()
}

test('a shopper sends a contact message and gets the confirmation mail with its reference', async ({ page }) => {
  const email = uniqueEmail('contact')
  await page.goto('/contact')
  await page.getByLabel(say('contact.name')).fill('Thandi Mokoena')
  await page.getByLabel(say('account.email'), { exact: true }).fill(email)
  await page.getByLabel(say('contact.phone')).fill('+27 82 555 0101')
  await page.getByLabel(say('contact.department'), { exact: true }).selectOption({ label: say('contact.department.spare-parts') })
  await page.getByLabel(say('contact.message')).fill('Which water filter fits my <b>KFR-450</b> fridge?')
  await sendContactForm(page)

  await expect(page).toHaveURL(/\/contact\?sent=1$/)
  await expect(toast(page, say('contact.sentToast'))).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: say('contact.sentText') })).toBeVisible()

  const mail = await mailTo(email, /Subject: We have received your message \(C-[0-9A-Z]{8}\)/)
  expect(mail).toContain('Spare parts')
  // Whoever typed the address may not own it: the confirmation quotes nothing the sender wrote.
  expect(mail).not.toContain('KFR-450')
  expect(mail).not.toContain('Thandi')
})

test('a refused message keeps what was typed and says what is wrong beside the field', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel(say('contact.name')).fill('Thandi Mokoena')
  await page.getByLabel(say('account.email'), { exact: true }).fill('thandi@example.co.za')
  await page.getByLabel(say('contact.phone')).fill('call me maybe')
  await page.getByLabel(say('contact.department'), { exact: true }).selectOption('customer-services')
  await page.getByLabel(say('contact.message')).fill('Where is my order? It is late.')
  await sendContactForm(page)
  await expect(page.getByText(say('contact.phoneInvalid'))).toBeVisible()
  await expect(page.getByLabel(say('contact.name'))).toHaveValue('Thandi Mokoena')
  await expect(page.getByLabel(say('contact.phone'))).toHaveAttribute('aria-invalid', 'true')
})

test('the page offers WhatsApp per department with a prefilled message, and links to the store locator', async ({ page }) => {
  await page.goto('/contact')
  const whatsapp = page.getByRole('link', { name: 'Large appliances on WhatsApp: +27 82 460 1400' })
  await expect(whatsapp).toHaveAttribute(
    'href',
    'https://wa.me/27824601400?text=Hello%20Karoo%20Large%20appliances%2C%20I%20have%20a%20question%3A',
  )
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(4)
  await page
    .getByRole('main')
    .getByRole('link', { name: say('contact.storesLink') })
    .click()
  await expect(page).toHaveURL(/\/stores$/)
  await expect(page.getByRole('heading', { level: 1, name: say('stores.title') })).toBeVisible()
})

test('the German contact page speaks German and prefills the German WhatsApp message', async ({ page }) => {
  await page.goto('/de/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kundenservice per WhatsApp: +49 151 2360 4410' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/4915123604410\?text=Hallo%20Karoo%20Kundenservice/,
  )
})

test('the footer reaches the contact page, the store locator, the blog and warranty registration', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: say('footer.link.contact') })).toHaveAttribute('href', '/contact')
  await expect(footer.getByRole('link', { name: say('footer.link.stores') })).toHaveAttribute('href', '/stores')
  await expect(footer.getByRole('link', { name: say('footer.link.register-your-warranty') })).toHaveAttribute(
    'href',
    '/register-your-warranty',
  )
  await expect(footer.getByRole('link', { name: say('footer.link.blog') })).toHaveAttribute('href', '/blog')
  await page.goto('/de')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Filialsuche' })).toHaveAttribute('href', '/de/stores')
})

test('the store locator finds the stores of a city with a plain search form', async ({ page }) => {
  await page.goto('/stores')
  await expect(page.locator('.store-card')).toHaveCount(8)
  await page.getByRole('searchbox', { name: say('stores.searchLabel') }).fill('Durban')
  await page
    .getByRole('main')
    .getByRole('button', { name: say('stores.search'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/stores\?q=Durban$/)
  const cards = page.locator('.store-card')
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('heading', { name: 'Karoo Musgrave' })).toBeVisible()
  await expect(cards).toContainText('KwaZulu-Natal')
  await expect(cards).toContainText('Mon–Sat')
  await expect(cards.getByRole('link', { name: 'Directions to Karoo Musgrave' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-29.8489,30.9985',
  )
  await expect(cards.getByRole('link', { name: '+27 31 201 7700' })).toHaveAttribute('href', 'tel:+27312017700')
})

test('in the German store the locator says the stores are in South Africa and leads to the contact page', async ({ page }) => {
  await page.goto('/stores')
  await expect(page.getByRole('main').locator('.notice')).toHaveCount(0)
  await page.goto('/de/stores')
  const notice = page.getByRole('main').locator('.notice')
  await expect(notice).toContainText('Unsere Filialen sind in Südafrika. Nach Deutschland liefern wir aus unserem Onlineshop')
  await notice.getByRole('link', { name: 'Kontakt aufnehmen' }).click()
  await expect(page).toHaveURL(/\/de\/contact$/)
})

test('"nearest to me" asks for the position on click and sorts the stores by distance', async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the position comes from the browser, through JavaScript')
  // Pretoria, Hatfield: Menlo Park is a few kilometres away, Bloemfontein and Cape Town far.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -25.7479, longitude: 28.2293 })
  await page.goto('/stores')
  await expect(page.locator('.store-card').first().getByRole('heading', { level: 2 })).toHaveText('Karoo Bloemfontein')
  await page.getByRole('button', { name: say('stores.nearest') }).click()
  await expect(page.getByText(say('stores.sortedByDistance'))).toBeVisible()
  const first = page.locator('.store-card').first()
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Karoo Menlo Park')
  await expect(first.locator('.store-distance')).toHaveText(/^\d([.,]\d)? km away$/)
  await expect(page.locator('.store-card').last().getByRole('heading', { level: 2 })).toHaveText('Karoo Cape Town City')
})
