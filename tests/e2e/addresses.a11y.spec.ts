/**
 * Accessibility (axe, WCAG 2.x A/AA) of the address book with a saved address, its refused and edit forms,
 * and of checkout's shipping step offering saved addresses. js-on only (*.a11y.spec.ts).
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, expectNoA11yViolations, test } from '../setup/e2e'
import { PRODUCTS, addByPost, say, step } from './shop-support'

allowRefusedForms()

const address = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  country: 'ZA',
  streetAddress: '7 Bree Street',
  city: 'Cape Town',
  state: 'Western Cape',
  zipCode: '8001',
  phoneNumber: '021 555 0199',
}

/** A signed-in customer with one saved address, on this page's cookies. */
async function customerWithAddress(page: Page) {
  const email = `a11y-addr-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`
  const password = 'correct horse battery'
  const registered = await page.request.post('/login', {
    form: { intent: 'register', firstName: 'Thandi', lastName: 'Mokoena', email, password, confirmPassword: password },
    maxRedirects: 0,
  })
  expect(registered.status()).toBe(303)
  expect((await page.request.post('/my-account/shipping-details', { form: { intent: 'add', ...address }, maxRedirects: 0 })).status()).toBe(
    303,
  )
}

test('the address book with a saved address and the messages of a refused one', async ({ page }) => {
  await customerWithAddress(page)
  await page.goto('/my-account/shipping-details')
  await page.getByRole('button', { name: say('account.addAddressButton') }).click()
  await expect(page.getByText('Field is required').first()).toBeVisible()
  await expectNoA11yViolations(page)
})

test("the address book's edit form", async ({ page }) => {
  await customerWithAddress(page)
  await page.goto('/my-account/shipping-details')
  await page.getByRole('link', { name: new RegExp(`^${say('account.editAddressLink')}`) }).click()
  await expect(page.getByRole('heading', { name: say('account.editAddress') })).toBeVisible()
  await expectNoA11yViolations(page)
})

test("checkout's shipping step offering the saved addresses", async ({ page }) => {
  await customerWithAddress(page)
  await addByPost(page, PRODUCTS.toaster)
  await page.goto('/checkout')
  await step(page, 'personal')
    .getByRole('button', { name: say('checkout.continue') })
    .click()
  await expect(step(page, 'shipping').getByRole('radio', { name: /7 Bree Street/ })).toBeChecked()
  await expectNoA11yViolations(page)
})
