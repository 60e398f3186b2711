/** Accessibility (axe, WCAG 2.x A/AA) of the contact page (also with its messages) and the store locator. */
import { allowRefusedForms, expect, expectNoA11yViolations, test } from '../setup/e2e'
import { say } from './shop-support'

allowRefusedForms()
// Two axe runs per test, and the first tests of a run meet a server that is still warming up.
test.slow()

test('the contact page, empty and with its messages', async ({ page }) => {
  await page.goto('/contact')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: say('contact.submit') }).click()
  await expect(page.getByText('Field is required').first()).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the store locator, with a search and sorted by distance', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -33.92, longitude: 18.42 })
  await page.goto('/stores?q=cape')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: say('stores.nearest') }).click()
  await expect(page.locator('.store-distance').first()).toBeVisible()
  await expectNoA11yViolations(page)
})
