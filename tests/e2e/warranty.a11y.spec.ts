/** Accessibility (axe) of the warranty form, empty and with a refused field. */
import { expectNoA11yViolations, test } from '../setup/e2e'

// The refused form answers 400, which Chromium reports on the console as a failed resource.
test.use({ allowConsoleErrors: true })

test('the warranty form, empty and refused', async ({ page }) => {
  // axe reads the whole form twice, with its list of model suggestions.
  test.setTimeout(90_000)
  await page.goto('/warranty')
  await expectNoA11yViolations(page, { include: 'main' })
  await page.getByLabel('Serial number').fill('SN-1')
  await page.getByRole('button', { name: 'Register warranty' }).click()
  await page.locator('#warranty-modelNumber-error').waitFor()
  await expectNoA11yViolations(page, { include: 'main' })
})
