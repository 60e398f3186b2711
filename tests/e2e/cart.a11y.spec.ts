/**
 * Accessibility (axe, WCAG 2.x A/AA) of the buying pages with real content: the cart with items and
 * a coupon, the checkout's first step (also showing its error messages), the review step, the
 * sandbox payment page, the order status page and the microcart. js-on only (*.a11y.spec.ts).
 */
import { expect, expectNoA11yViolations, test } from '../setup/e2e'
import {
  COUPONS,
  PRODUCTS,
  addByPost,
  applyCode,
  expectCurrentStep,
  fillCheckoutByPosts,
  headerCartLink,
  miniCart,
  placeOrderButton,
  say,
  statusOrderNumber,
  step,
  termsCheckbox,
  toast,
} from './shop-support'

test('the cart with items, a discount and the remove confirmation', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle2)
  await addByPost(page, PRODUCTS.fridge, { childSku: PRODUCTS.fridgeWhite300 })
  await page.goto('/cart')
  await applyCode(page, 'coupon', COUPONS.welcome)
  await expect(toast(page, say('cart.couponApplied', { code: COUPONS.welcome }))).toBeVisible()
  await expectNoA11yViolations(page)

  await page
    .getByRole('link', { name: new RegExp(`^${say('cart.remove')} `) })
    .first()
    .click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await expectNoA11yViolations(page)
})

test("the checkout's first step, empty and with its error messages", async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle2)
  await page.goto('/checkout')
  await expectCurrentStep(page, 'personal')
  await expectNoA11yViolations(page)

  await step(page, 'personal')
    .getByRole('button', { name: say('checkout.continue') })
    .click()
  await expect(step(page, 'personal').getByText(say('Field is required'), { exact: true })).toHaveCount(3)
  await expectNoA11yViolations(page)
})

test('the review step', async ({ page }) => {
  await addByPost(page, PRODUCTS.toaster2)
  await fillCheckoutByPosts(page, { paymentMethod: 'cardgateway' })
  await page.goto('/checkout')
  await expectCurrentStep(page, 'review')
  await expectNoA11yViolations(page)
})

test('the sandbox payment page and the order status page', async ({ page }) => {
  await addByPost(page, PRODUCTS.toaster2)
  await fillCheckoutByPosts(page, { paymentMethod: 'cardgateway' })
  await page.goto('/checkout')
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page.getByRole('button', { name: say('sandbox.decline') })).toBeVisible()
  await expectNoA11yViolations(page)

  // Declined: the status page with its retry and other-method forms.
  await page.getByRole('button', { name: say('sandbox.decline') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.declinedTitle'))
  await statusOrderNumber(page)
  await expectNoA11yViolations(page)

  // Paid.
  await page.getByRole('button', { name: say('order.retry') }).click()
  await page.getByRole('button', { name: say('sandbox.approve') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))
  await expectNoA11yViolations(page)
})

test('the microcart overlay', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle2)
  await page.goto('/')
  await headerCartLink(page).click()
  await expect(miniCart(page).locator('.cart-lines > li')).toHaveCount(1)
  await expectNoA11yViolations(page)
})
