/**
 * Accessibility (axe, WCAG 2.x A/AA) of the wishlist page, the compare table and the wishlist panel, with
 * products on them; and the product page with its wishlist and compare buttons. js-on only (*.a11y.spec.ts).
 */
import { expect, expectNoA11yViolations, test } from '../setup/e2e'
import { PRODUCTS, openProduct, say } from './shop-support'

test.describe.configure({ timeout: 60_000 })

test('the wishlist page, the panel, the compare table and the product page buttons', async ({ page }) => {
  for (const sku of [PRODUCTS.kettle, PRODUCTS.fridge]) {
    for (const list of ['/wishlist', '/compare']) {
      const response = await page.request.post(list, { form: { intent: 'add', sku }, maxRedirects: 0 })
      expect(response.status()).toBe(303)
    }
  }
  await page.goto('/wishlist')
  await expect(page.getByRole('main').locator('.cart-lines > li')).toHaveCount(2)
  await expectNoA11yViolations(page)

  await page.goto('/compare')
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2)
  await expectNoA11yViolations(page)

  await openProduct(page, PRODUCTS.kettle)
  await expectNoA11yViolations(page)
  await page
    .getByRole('banner')
    .getByRole('link', { name: say('wishlist.withCount', { count: 2 }) })
    .click()
  const panel = page.getByRole('dialog', { name: say('wishlist.title') })
  await expect(panel.locator('.cart-lines > li')).toHaveCount(2)
  await expectNoA11yViolations(page)
})
