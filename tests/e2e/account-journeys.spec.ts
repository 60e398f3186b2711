/**
 * Account journeys not covered by account.spec.ts, with and without JavaScript: a forgotten password reset
 * through the link in the mail the server wrote (the link works once), the 429 page after failed logins,
 * hostile names printed as text, the loyalty card, and the newsletter page.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { allowRefusedForms, expect, test, waitForHydration } from '../setup/e2e'
import { linkInMail } from './mail-support'
import { say, toast, uniqueEmail } from './shop-support'

const PASSWORD = 'correct horse battery'

allowRefusedForms([400, 429])

async function submit(page: Page, name: string, javaScriptEnabled: boolean) {
  await page.getByRole('button', { name, exact: true }).click()
  if (!javaScriptEnabled) await page.waitForLoadState('load')
  else await waitForHydration(page)
}

async function register(page: Page, javaScriptEnabled: boolean, email: string, names = { first: 'Thandi', last: 'Mokoena' }) {
  await page.goto('/login?mode=register')
  await page.getByLabel('First name').fill(names.first)
  await page.getByLabel('Last name').fill(names.last)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await submit(page, 'Create account', javaScriptEnabled)
  await expect(page).toHaveURL(/\/my-account$/)
}

/**
 * An account for a journey that starts after registering: made with the form's post (the page's journey
 * through the form is the reset test's, and account.spec.ts's), signed in on the cookies of `request`,
 * which are the browser's when it is `page.request`.
 */
async function registerByPost(request: APIRequestContext, email: string, names = { first: 'Thandi', last: 'Mokoena' }) {
  const response = await request.post('/login', {
    form: { intent: 'register', firstName: names.first, lastName: names.last, email, password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  })
  expect(response.status(), 'registering').toBe(303)
  expect(response.headers()['location']).toMatch(/\/my-account$/)
}

test('reset a forgotten password through the mailed link; the link works once', async ({ page, javaScriptEnabled }, info) => {
  const email = uniqueEmail(`journey-${info.project.name}`)
  await register(page, javaScriptEnabled, email)
  await page.locator('header').getByRole('button', { name: 'Log out' }).click()
  await expect(toast(page, 'You have been logged out.')).toBeVisible()

  await page.goto('/login?mode=forgot')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await submit(page, 'Send reset link', javaScriptEnabled)
  await expect(toast(page, say('account.resetRequested'))).toBeVisible()

  const link = await linkInMail(email, '/Account/Reset-Password')
  const resetPath = link.pathname + link.search
  await page.goto(resetPath)
  await page.getByLabel('New password').fill('a brand new secret')
  await page.getByLabel('Confirm password').fill('a brand new secret')
  await submit(page, 'Save new password', javaScriptEnabled)
  // After a reset the shopper goes to the login, signs in, then goes where the link said (my account).
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/)
  await expect(toast(page, 'Your password has been changed. Please log in.')).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a brand new secret')
  await submit(page, 'Log in', javaScriptEnabled)
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)

  // The second time the link says it was used, and offers a new one instead of a form.
  await page.goto(resetPath)
  await expect(page.getByRole('alert').filter({ hasText: 'This link has already been used. Please ask for a new one.' })).toBeVisible()
  await expect(page.getByLabel('New password')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login?mode=forgot')
})

test('a tampered reset link says it is not valid', async ({ page }) => {
  await page.goto('/Account/Reset-Password?link=not-a-real-token&redirectUrl=https%3A%2F%2Fevil.example')
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid. Please ask for a new one.' })).toBeVisible()
  await expect(page.getByLabel('New password')).toHaveCount(0)
})

test('failed logins end on the 429 page that says when to try again', async ({ page, request }, info) => {
  const email = uniqueEmail(`journey-${info.project.name}`)
  // Registered on a request context of its own: the browser is not signed in.
  await registerByPost(request, email)

  await page.goto('/login')
  // Each failure for one account doubles its wait (1 s, 2 s, 4 s...): within a few tries the next one
  // comes before the wait is over, however slow the machine, and is answered by the 429 page.
  const statuses: number[] = []
  while (!statuses.includes(429) && statuses.length < 8) {
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
      page.getByRole('button', { name: 'Log in', exact: true }).click(),
    ])
    statuses.push(response.status())
    if (response.status() === 400) {
      await expect(page.locator('form#login').getByRole('alert')).toHaveText('The e-mail address or password is incorrect.')
    }
  }
  expect(statuses[0]).toBe(400)
  expect(statuses.at(-1)).toBe(429)
  await expect(page.getByRole('heading', { name: 'Too many attempts', level: 1 })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: /^Too many attempts\. Please try again in \d+ minutes?\.$/ })).toBeVisible()
})

test('a name with markup is shown as text; the loyalty card is a barcode with its number', async ({ page }, info) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const hostile = { first: '<script>alert(1)</script>', last: '"><img src=x onerror=alert(2)>' }
  await registerByPost(page.request, uniqueEmail(`journey-${info.project.name}`), hostile)
  await page.goto('/my-account')
  await expect(page.getByLabel('First name')).toHaveValue(hostile.first)
  await expect(page.getByLabel('Last name')).toHaveValue(hostile.last)
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue(hostile.first)
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(dialogs).toEqual([])

  const card = page.getByRole('img', { name: /^Loyalty card barcode, number 29\d{11}$/ })
  await expect(card).toBeVisible()
  const number = (await card.getAttribute('data-code'))!
  await expect(page.getByText(number, { exact: true })).toBeVisible()
  // 30 bars (the guards and two per digit) on a white background.
  await expect(card.locator('rect')).toHaveCount(31)
})

test('subscribe to the newsletter from the account and unsubscribe again', async ({ page, javaScriptEnabled }, info) => {
  const email = uniqueEmail(`journey-${info.project.name}`)
  await registerByPost(page.request, email)
  await page.goto('/my-account')
  await page.locator('nav[aria-label="My account sections"]').getByRole('link', { name: 'Newsletter' }).click()
  await expect(page).toHaveURL(/\/my-account\/newsletter$/)
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible()
  await expect(page.getByText('You do not receive our newsletter.')).toBeVisible()

  // An address nobody has confirmed yet is subscribed only once its owner follows the mailed link.
  await submit(page, 'Subscribe to the newsletter', javaScriptEnabled)
  await expect(toast(page, say('newsletter.checkEmail'))).toBeVisible()
  await expect(page.getByText(say('newsletter.statusPending', { email }))).toBeVisible()
  const confirm = await linkInMail(email, '/newsletter/confirm')
  await page.goto(confirm.pathname + confirm.search)
  await page.getByRole('button', { name: say('newsletter.confirmButton') }).click()
  await page.goto('/my-account/newsletter')
  await expect(page.getByText(`You receive our newsletter at ${email}.`)).toBeVisible()

  await submit(page, 'Unsubscribe', javaScriptEnabled)
  await expect(toast(page, 'You have been unsubscribed from our newsletter.')).toBeVisible()
  await expect(page.getByText('You do not receive our newsletter.')).toBeVisible()
})
