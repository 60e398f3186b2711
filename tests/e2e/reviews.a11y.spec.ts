/**
 * Accessibility (axe) of the product page's reviews: the seeded list with its ratings, and the review form
 * showing a refused field.
 */
import { expectNoA11yViolations, test } from '../setup/e2e'
import { productPath } from './support'

// The refused form answers 400, which Chromium reports on the console as a failed resource.
test.use({ allowConsoleErrors: true })

test('reviews and the review form with a refused field', async ({ page, request }) => {
  await page.goto(await productPath(request, 'KET-1011'))
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByLabel('Your name').fill('A')
  await form.getByLabel('E-mail (never shown)').fill('a11y@example.co.za')
  await form.getByRole('group', { name: 'Rating' }).getByLabel('3 stars').check()
  await form.getByLabel('Your review').fill('Checked with axe.')
  await page.getByRole('button', { name: 'Send review' }).click()
  await form.locator('#review-name-error').waitFor()
  await expectNoA11yViolations(page, { include: '#reviews' })
  await expectNoA11yViolations(page, { include: '.product-info' })
})
