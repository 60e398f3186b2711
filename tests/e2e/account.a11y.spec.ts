/**
 * Accessibility (axe, WCAG 2.x A/AA) of the account pages: the auth screen in each mode (also with its
 * messages), my account and its newsletter page. js-on only (*.a11y.spec.ts).
 */
import { allowRefusedForms, expect, expectNoA11yViolations, test } from '../setup/e2e'

allowRefusedForms()

test('the auth screen in its three modes, with a refused login', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('E-mail', { exact: true }).fill('nobody-a11y@example.co.za')
  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.locator('form#login').getByRole('alert')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto('/login?mode=register')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Field is required').first()).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto('/reset-password')
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('my account (with the loyalty card) and the newsletter page', async ({ page }) => {
  const email = `a11y-${Date.now()}@example.co.za`
  await page.goto('/login?mode=register')
  await page.getByLabel('First name').fill('Thandi')
  await page.getByLabel('Last name').fill('Mokoena')
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByLabel('Confirm password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(page.getByRole('img', { name: /^Loyalty card barcode/ })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto('/my-account/newsletter')
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click()
  // Waiting for the address owner's confirmation (a mailed link) before the subscription starts.
  await expect(page.getByText(/is waiting for confirmation/)).toBeVisible()
  await expectNoA11yViolations(page)
})
