/**
 * Customer accounts on a phone, with and without JavaScript: register, log out (confirmation on /),
 * log in again, see the profile; a wrong password is refused beside the form.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test, waitForHydration } from '../setup/e2e'
import { toast, uniqueEmail } from './shop-support'

const PASSWORD = 'correct horse battery'

allowRefusedForms()

async function submit(page: Page, name: string, javaScriptEnabled: boolean) {
  await page.getByRole('button', { name, exact: true }).click()
  if (!javaScriptEnabled) await page.waitForLoadState('load')
  else await waitForHydration(page)
}

test('register, log out, log in again and see the profile', async ({ page, javaScriptEnabled }, info) => {
  const email = uniqueEmail(info.project.name)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/[?&]mode=register/)
  await page.getByLabel('First name').fill('Thandi')
  await page.getByLabel('Last name').fill('Mokoena')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await submit(page, 'Create account', javaScriptEnabled)

  await expect(page).toHaveURL(/\/my-account$/)
  await expect(toast(page, 'Your account has been created.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)

  await page.locator('header').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(toast(page, 'You have been logged out.')).toBeVisible()
  await expect(page.locator('header').getByRole('button', { name: 'Log out' })).toHaveCount(0)

  await page.goto('/my-account')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/)
  await expect(toast(page, 'You need to be logged in to see this page')).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await submit(page, 'Log in', javaScriptEnabled)
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
  await expect(page.getByLabel('First name')).toHaveValue('Thandi')
  await expect(page.getByLabel('Last name')).toHaveValue('Mokoena')
})

test('a wrong password is refused beside the form without saying which part was wrong', async ({ page, javaScriptEnabled }) => {
  await page.goto('/login')
  await page.getByLabel('E-mail', { exact: true }).fill('nobody-here@example.co.za')
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await submit(page, 'Log in', javaScriptEnabled)
  const message = page.locator('form#login').getByRole('alert')
  await expect(message).toHaveText('The e-mail address or password is incorrect.')
  // The server never sends the password back (with JavaScript the browser keeps what was typed).
  if (!javaScriptEnabled) await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  // The refused form is not stuck: the other forms are still one click away.
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByLabel('Confirm password')).toBeVisible()
})

test('with JavaScript the auth screen switches forms without loading anything', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the switch is a plain link')
  await page.goto('/login')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/[?&]mode=forgot/)
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByLabel('Confirm password')).toBeVisible()
  expect(requests.filter((url) => url.includes('/login'))).toEqual([])
})

test('register refuses a short password and a different confirmation beside their fields', async ({ page, javaScriptEnabled }) => {
  await page.goto('/login?mode=register')
  await page.getByLabel('First name').fill('Thandi')
  await page.getByLabel('Last name').fill('Mokoena')
  await page.getByLabel('E-mail', { exact: true }).fill('short-password@example.co.za')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm password').fill('shorter')
  await submit(page, 'Create account', javaScriptEnabled)
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must have at least 8 characters.')
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords must be identical.')
  await expect(page).toHaveURL(/\/login/)
})
