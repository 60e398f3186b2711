/**
 * Checkout and payment journeys of a guest on a phone, with and without JavaScript: every section
 * is its own form post, online payments go through the sandbox's hosted page (Approve / Decline),
 * and the order status page tells the shopper where the order stands.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { escapeRegExp, productInfo, productPrice, toCents } from './support'
import {
  COUPONS,
  ORDER_NUMBER,
  PRODUCTS,
  SHOPPER,
  STEP_TITLE,
  addByPost,
  addProduct,
  addToCartButton,
  amount,
  applyCode,
  cartLine,
  cartTotals,
  continueTo,
  expectCurrentStep,
  fillCheckoutByPosts,
  fillPersonal,
  fillShippingAddress,
  headerCartLink,
  openProduct,
  placeOrderButton,
  pressAddToCart,
  readTotals,
  sandboxBanner,
  say,
  statusOrderNumber,
  step,
  termsCheckbox,
  toast,
} from './shop-support'

// A shopper's checkout runs under the service worker, as it does on a phone that visited before: the worker
// must pass every step's form post and redirect through untouched.
test.use({ serviceWorkers: 'allow' })

const ROW = {
  subtotal: say('cart.subtotal'),
  shipping: say('cart.shipping'),
  total: say('cart.grandTotal'),
  vat: say('cart.vatIncluded', { rate: 15 }),
}

/** The sandbox's hosted payment page: clearly marked, with the order and the amount. */
async function expectSandboxPage(page: Page, method: string, amountDue: number) {
  await expect(page).toHaveURL(/\/sandbox\/pay\/[a-z]+\/sbx_[\w-]+$/)
  await expect(sandboxBanner(page)).toBeVisible()
  await expect(sandboxBanner(page)).toContainText(say('sandbox.banner'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('sandbox.heading', { provider: say(`checkout.payment.${method}`) }))
  const facts = await readTotals(page.getByRole('main').getByRole('table'))
  expect(facts.get(say('order.numberLabel'))).toMatch(new RegExp(`^${ORDER_NUMBER.source}$`))
  expect(amount(facts, say('sandbox.amount'))).toBe(amountDue)
  return facts.get(say('order.numberLabel'))!
}

/** The shopper's address as the address forms post it. */
function shopperAddress() {
  return {
    firstName: SHOPPER.firstName,
    lastName: SHOPPER.lastName,
    country: 'ZA',
    streetAddress: SHOPPER.street,
    city: SHOPPER.city,
    state: SHOPPER.province,
    zipCode: SHOPPER.zip,
  }
}

/** Save checkout sections with plain posts, for specs about a later section. */
async function postSections(page: Page, forms: Record<string, string>[]) {
  for (const form of forms) {
    const response = await page.request.post('/checkout', { form, maxRedirects: 0 })
    expect(response.status(), `saving ${form.intent}`).toBe(303)
  }
}

/**
 * Change fields of the forms posted to `path` on their way to the server: what a page rendered before
 * the shop changed (or a tampered one) sends. Only the server can refuse it, so this shows its answer.
 */
async function rewritePosts(page: Page, path: string, fields: Record<string, string>) {
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      const body = new URLSearchParams(route.request().postData() ?? '')
      for (const [name, value] of Object.entries(fields)) body.set(name, value)
      return route.fallback({ postData: body.toString() })
    },
  )
}

function orderStatusUrl() {
  return /\/order\/status\?id=[\w-]+&token=[\w-]+$/
}

/** The order's lines on the status page. */
function statusLines(page: Page) {
  return page.getByRole('main').locator('.cart-lines > li')
}

test('a guest buys the white 300 L fridge with the welcome coupon and pays by card', async ({ page, javaScriptEnabled: js }) => {
  // The configurable fridge: choose white, 300 L through the option links (plain links, no script needed).
  const name = await openProduct(page, PRODUCTS.fridge)
  const info = productInfo(page)
  await expect(addToCartButton(page)).toBeDisabled()
  await info.getByRole('link', { name: 'Colour: White' }).click()
  await info.getByRole('link', { name: 'Capacity: 300 L' }).click()
  await expect(page).toHaveURL(new RegExp(`/${PRODUCTS.fridgeWhite300}$`))
  await expect(info.getByText(new RegExp(`SKU: ${PRODUCTS.fridgeWhite300}$`))).toBeVisible()
  await expect(productPrice(page)).toHaveText(/^R\s[\d\s]+\.\d{2}$/)
  const unitPrice = toCents((await productPrice(page).textContent()) ?? '')
  await pressAddToCart(page, js, name)

  // The cart: the line with its options, the welcome coupon's 5% discount, and totals that add up.
  await page.goto('/cart')
  const line = cartLine(page, name)
  await expect(line.getByRole('listitem')).toHaveText(['Colour: White', 'Capacity: 300 L'])
  await applyCode(page, 'coupon', COUPONS.welcome)
  await expect(toast(page, say('cart.couponApplied', { code: COUPONS.welcome }))).toBeVisible()
  await expect(page.getByText(say('cart.couponInUse', { code: COUPONS.welcome }))).toBeVisible()
  const cart = await readTotals(cartTotals(page))
  const subtotal = amount(cart, ROW.subtotal)
  const discount = amount(cart, say('cart.discount', { code: COUPONS.welcome }))
  expect(subtotal).toBe(unitPrice)
  expect(discount).toBe(-Math.round((subtotal * 5) / 100))
  // Before a method is chosen the cart estimates the one checkout preselects: a fridge goes by large-appliance
  // delivery (installation included). The total holds the estimate: it is what the shopper will pay.
  expect(cart.has(ROW.shipping)).toBe(false)
  expect(cart.get(say('cart.shippingEstimated'))).toBe('R 499.00')
  expect(cart.get('')).toBe(say('cart.shippingEstimate', { method: say('checkout.shippingMethod.ZAR.large_appliance') }))
  expect(amount(cart, ROW.total)).toBe(subtotal + discount + 49_900)
  // Prices include 15% VAT, delivery too: the VAT part of the total is 15/115 of it.
  expect(Math.abs(amount(cart, ROW.vat) - Math.round(((subtotal + discount + 49_900) * 15) / 115))).toBeLessThanOrEqual(2)

  await page
    .getByRole('complementary', { name: say('cart.summary') })
    .getByRole('link', { name: say('cart.proceedToCheckout') })
    .click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('checkout.title'))

  // Personal details, then a South African address with a province from the list.
  await expectCurrentStep(page, 'personal')
  await fillPersonal(page)
  await continueTo(page, 'personal', 'shipping')
  await expect(step(page, 'personal')).toContainText(SHOPPER.email)
  const province = step(page, 'shipping').getByLabel(say('checkout.province'))
  await expect(province.getByRole('option')).toHaveCount(10)
  await fillShippingAddress(page)
  await continueTo(page, 'shipping', 'shipping-method')
  await expect(step(page, 'shipping')).toContainText(`${SHOPPER.city}, ${SHOPPER.province}, ${SHOPPER.zip}`)

  // A fridge goes with large-appliance delivery; ordinary home delivery is not offered for it.
  const methods = step(page, 'shipping-method')
  const large = methods.getByRole('radio', { name: new RegExp(`^${escapeRegExp(say('checkout.shippingMethod.ZAR.large_appliance'))}: `) })
  await expect(large).toBeVisible()
  await expect(methods.getByRole('radio', { name: new RegExp(`^${say('checkout.shippingMethod.ZAR.standard')}`) })).toHaveCount(0)
  await expect(methods.getByRole('radio', { name: new RegExp(`^${say('checkout.shippingMethod.ZAR.express')}`) })).toHaveCount(0)
  const largeLabel = methods.locator('label').filter({ hasText: say('checkout.shippingMethod.ZAR.large_appliance') })
  await page.waitForLoadState()
  const shippingPrice = toCents((await largeLabel.textContent())?.split(': ')[1] ?? '')
  expect(shippingPrice).toBeGreaterThan(0)
  await large.check()
  await continueTo(page, 'shipping-method', 'billing')

  // Billing: the same address as shipping (ticked by default).
  await expect(step(page, 'billing').getByRole('checkbox', { name: say('checkout.sameAsShipping') })).toBeChecked()
  await continueTo(page, 'billing', 'payment')
  await expect(step(page, 'billing')).toContainText(say('checkout.sameAsShipping'))

  await step(page, 'payment')
    .getByRole('radio', { name: say('checkout.payment.cardgateway') })
    .check()
  await continueTo(page, 'payment', 'review')
  await expect(step(page, 'payment')).toContainText(say('checkout.payment.cardgateway'))

  // Review: the same line, the discount and the delivery, adding up.
  const review = step(page, 'review')
  await expect(cartLine(review, name).getByRole('listitem')).toHaveText(['Colour: White', 'Capacity: 300 L'])
  const totals = await readTotals(review.getByRole('table'))
  expect(amount(totals, ROW.subtotal)).toBe(subtotal)
  expect(amount(totals, say('cart.discount', { code: COUPONS.welcome }))).toBe(discount)
  expect(amount(totals, ROW.shipping)).toBe(shippingPrice)
  const grandTotal = amount(totals, ROW.total)
  expect(grandTotal).toBe(subtotal + discount + shippingPrice)
  // The method the cart estimated: checkout charges the total the cart showed.
  expect(grandTotal).toBe(amount(cart, ROW.total))

  await termsCheckbox(page).check()
  await placeOrderButton(page).click()

  // The sandbox's payment page, then Approve.
  const orderNumber = await expectSandboxPage(page, 'cardgateway', grandTotal)
  await page.getByRole('button', { name: say('sandbox.approve') }).click()

  await expect(page).toHaveURL(orderStatusUrl())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))
  await expect(page.getByText(say('order.paidText'))).toBeVisible()
  expect(await statusOrderNumber(page)).toBe(orderNumber)
  const lines = statusLines(page)
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toContainText(name)
  await expect(lines.first().getByRole('listitem')).toHaveText(['Colour: White', 'Capacity: 300 L'])
  await expect(lines.first()).toContainText(say('cart.qty', { qty: 1 }))
  const paid = await readTotals(page.getByRole('main').getByRole('table'))
  expect(amount(paid, say('cart.discount', { code: COUPONS.welcome }))).toBe(discount)
  expect(amount(paid, ROW.total)).toBe(grandTotal)
  await expect(page.getByText(say('order.confirmationSent', { email: SHOPPER.email }))).toBeVisible()
  // The order took the cart with it.
  await expect(headerCartLink(page)).toHaveAccessibleName(say('layout.cartWithCount', { count: 0 }))
})

test('a guest pays cash on delivery for a kettle', async ({ page, javaScriptEnabled: js }) => {
  const name = await addProduct(page, js, PRODUCTS.kettle)
  await page.goto('/checkout')
  await fillPersonal(page)
  await continueTo(page, 'personal', 'shipping')
  await fillShippingAddress(page)
  await continueTo(page, 'shipping', 'shipping-method')
  // A small appliance: home delivery, no large-appliance service.
  const methods = step(page, 'shipping-method')
  await expect(
    methods.getByRole('radio', { name: new RegExp(`^${escapeRegExp(say('checkout.shippingMethod.ZAR.large_appliance'))}`) }),
  ).toHaveCount(0)
  await methods.getByRole('radio', { name: new RegExp(`^${say('checkout.shippingMethod.ZAR.standard')}: `) }).check()
  await continueTo(page, 'shipping-method', 'billing')
  await continueTo(page, 'billing', 'payment')
  await step(page, 'payment')
    .getByRole('radio', { name: say('checkout.payment.cashondelivery') })
    .check()
  await continueTo(page, 'payment', 'review')
  const grandTotal = amount(await readTotals(step(page, 'review').getByRole('table')), ROW.total)

  await termsCheckbox(page).check()
  await placeOrderButton(page).click()

  // No payment page: straight to the order, to be paid in cash on delivery.
  await expect(page).toHaveURL(orderStatusUrl())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))
  const formatted = (await readTotals(page.getByRole('main').getByRole('table'))).get(ROW.total)!
  expect(toCents(formatted)).toBe(grandTotal)
  await expect(page.getByText(say('order.payOnDeliveryText', { amount: formatted }))).toBeVisible()
  await statusOrderNumber(page)
  await expect(statusLines(page)).toHaveCount(1)
  await expect(statusLines(page).first()).toContainText(name)
  const facts = page.getByRole('main').locator('dl')
  await expect(facts.getByRole('definition').first()).toHaveText(say('checkout.payment.cashondelivery'))
  // Nothing to pay online, so no payment buttons.
  await expect(page.getByRole('button', { name: say('order.payNow') })).toHaveCount(0)
  await expect(page.getByRole('button', { name: say('order.retry') })).toHaveCount(0)
})

test('a declined card payment can be tried again and then approved', async ({ page }) => {
  await addByPost(page, PRODUCTS.toaster)
  await fillCheckoutByPosts(page, { paymentMethod: 'cardgateway' })
  await page.goto('/checkout')
  await expectCurrentStep(page, 'review')
  const grandTotal = amount(await readTotals(step(page, 'review').getByRole('table')), ROW.total)
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()

  const orderNumber = await expectSandboxPage(page, 'cardgateway', grandTotal)
  const firstAttempt = page.url()
  await page.getByRole('button', { name: say('sandbox.decline') }).click()

  await expect(page).toHaveURL(orderStatusUrl())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.declinedTitle'))
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(say('order.declinedText'))
  expect(await statusOrderNumber(page)).toBe(orderNumber)
  await page.getByRole('button', { name: say('order.retry') }).click()

  // A new attempt on the sandbox for the same order and amount.
  expect(await expectSandboxPage(page, 'cardgateway', grandTotal)).toBe(orderNumber)
  expect(page.url()).not.toBe(firstAttempt)
  await page.getByRole('button', { name: say('sandbox.approve') }).click()

  await expect(page).toHaveURL(orderStatusUrl())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))
  await expect(page.getByText(say('order.paidText'))).toBeVisible()
  expect(await statusOrderNumber(page)).toBe(orderNumber)
  await expect(page.getByRole('button', { name: say('order.retry') })).toHaveCount(0)
})

test('a cart of a warranty and an e-book skips delivery and offers no cash on delivery', async ({ page, javaScriptEnabled: js }) => {
  const warranty = await addProduct(page, js, PRODUCTS.warranty)
  const ebook = await addProduct(page, js, PRODUCTS.ebook)
  await page.goto('/checkout')

  // Only four steps: nothing is delivered.
  await expect(page.locator('.checkout-steps > li h2')).toHaveText([
    STEP_TITLE.personal,
    STEP_TITLE.billing,
    STEP_TITLE.payment,
    STEP_TITLE.review,
  ])
  await fillPersonal(page)
  await continueTo(page, 'personal', 'billing')

  // The billing address is asked for itself: there is no shipping address to copy.
  const billing = step(page, 'billing')
  await expect(billing.getByRole('checkbox', { name: say('checkout.sameAsShipping') })).toHaveCount(0)
  await expect(billing.getByLabel(say('checkout.firstName'))).toHaveValue(SHOPPER.firstName)
  await billing.getByLabel(say('checkout.streetAddress')).fill(SHOPPER.street)
  await billing.getByLabel(say('checkout.city')).fill(SHOPPER.city)
  await billing.getByLabel(say('checkout.province')).selectOption(SHOPPER.province)
  await billing.getByLabel(say('checkout.zipCode')).fill(SHOPPER.zip)
  await continueTo(page, 'billing', 'payment')

  const payment = step(page, 'payment')
  await expect(payment.getByRole('radio', { name: say('checkout.payment.cardgateway') })).toBeVisible()
  await expect(payment.getByRole('radio', { name: say('checkout.payment.banktransfer') })).toBeVisible()
  await expect(payment.getByRole('radio', { name: say('checkout.payment.cashondelivery') })).toHaveCount(0)
  await payment.getByRole('radio', { name: say('checkout.payment.banktransfer') }).check()
  await continueTo(page, 'payment', 'review')

  const review = step(page, 'review')
  await expect(cartLine(review, warranty)).toBeVisible()
  await expect(cartLine(review, ebook)).toBeVisible()
  const totals = await readTotals(review.getByRole('table'))
  expect(totals.get(ROW.shipping)).toBe(say('cart.noShipping'))
  expect(amount(totals, ROW.total)).toBe(amount(totals, ROW.subtotal))

  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page).toHaveURL(orderStatusUrl())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.awaitingTransferTitle'))
  await expect(statusLines(page)).toHaveCount(2)
  const facts = page.getByRole('main').locator('dl')
  await expect(facts).not.toContainText(say('order.shippingMethod'))
  await expect(facts).not.toContainText(say('order.shippingAddress'))
})

test('a finished section can be edited from the review, and the totals follow', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle2)
  await fillCheckoutByPosts(page, { shippingMethod: 'standard', paymentMethod: 'cashondelivery' })
  await page.goto('/checkout')
  await expectCurrentStep(page, 'review')
  const before = await readTotals(step(page, 'review').getByRole('table'))

  await step(page, 'shipping-method')
    .getByRole('link', { name: `${say('checkout.edit')} ${STEP_TITLE['shipping-method']}` })
    .click()
  await expect(page).toHaveURL(/\/checkout\?edit=shipping-method#shipping-method$/)
  await expectCurrentStep(page, 'shipping-method')
  const methods = step(page, 'shipping-method')
  await expect(methods.getByRole('radio', { name: new RegExp(`^${say('checkout.shippingMethod.ZAR.standard')}: `) })).toBeChecked()
  const express = methods.getByRole('radio', { name: new RegExp(`^${say('checkout.shippingMethod.ZAR.express')}: `) })
  await express.check()
  await page.waitForLoadState()
  const expressPrice = toCents(
    (
      await methods
        .locator('label')
        .filter({ hasText: say('checkout.shippingMethod.ZAR.express') })
        .textContent()
    )?.split(': ')[1] ?? '',
  )
  await continueTo(page, 'shipping-method', 'review')

  await expect(step(page, 'shipping-method')).toContainText(say('checkout.shippingMethod.ZAR.express'))
  const after = await readTotals(step(page, 'review').getByRole('table'))
  expect(amount(after, ROW.shipping)).toBe(expressPrice)
  expect(amount(after, ROW.total)).toBe(amount(before, ROW.subtotal) + expressPrice)
  expect(amount(after, ROW.total)).not.toBe(amount(before, ROW.total))
})

// Without JavaScript an invalid section comes back from the server with status 400, which Chromium
// reports on the console as a failed resource; that line is expected, anything else still fails.
test.describe('validation messages', () => {
  allowRefusedForms()

  test('personal details: required fields, a one-letter name and a bad e-mail address', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    await page.goto('/checkout')
    const personal = step(page, 'personal')
    const firstName = personal.getByLabel(say('checkout.firstName'))
    const lastName = personal.getByLabel(say('checkout.lastName'))
    const email = personal.getByLabel(say('checkout.emailAddress'))

    await personal.getByRole('button', { name: say('checkout.continue') }).click()
    for (const field of [firstName, lastName, email]) {
      await expect(field).toHaveAccessibleDescription(say('Field is required'))
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(personal.getByText(say('Field is required'), { exact: true })).toHaveCount(3)
    await expectCurrentStep(page, 'personal')

    await firstName.fill(SHOPPER.firstName)
    await lastName.fill('N')
    await email.fill('thandi@')
    await personal.getByRole('button', { name: say('checkout.continue') }).click()
    await expect(lastName).toHaveAccessibleDescription(say('Name must have at least {min} letters.', { min: 2 }))
    await expect(email).toHaveAccessibleDescription(say('Please provide a valid e-mail address.'))
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
    // What the shopper typed is still there.
    await expect(firstName).toHaveValue(SHOPPER.firstName)
    await expect(lastName).toHaveValue('N')
    await expect(email).toHaveValue('thandi@')

    await lastName.fill(SHOPPER.lastName)
    await email.fill(SHOPPER.email)
    await continueTo(page, 'personal', 'shipping')
  })

  test('a postal code shorter than 3 characters, and placing without accepting the terms', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    await page.goto('/checkout')
    await fillPersonal(page)
    await continueTo(page, 'personal', 'shipping')
    await fillShippingAddress(page, { zip: '80' })
    await step(page, 'shipping')
      .getByRole('button', { name: say('checkout.continue') })
      .click()
    const zip = step(page, 'shipping').getByLabel(say('checkout.zipCode'))
    await expect(zip).toHaveAccessibleDescription(say('Zip-code must have at least {min} characters.', { min: 3 }))
    await expectCurrentStep(page, 'shipping')

    // The rest of the sections, then the review without ticking the terms.
    await fillCheckoutByPosts(page, { paymentMethod: 'cashondelivery' })
    await page.goto('/checkout')
    await expectCurrentStep(page, 'review')
    await placeOrderButton(page).click()
    await expect(step(page, 'review').getByText(say('You must accept the terms and conditions.'))).toBeVisible()
    await expect(termsCheckbox(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/checkout(?:#review)?$/)
    await expectCurrentStep(page, 'review')

    // Accepting them places the order.
    await termsCheckbox(page).check()
    await placeOrderButton(page).click()
    await expect(page).toHaveURL(orderStatusUrl())
    await statusOrderNumber(page)
  })

  test('shipping method, invoice address and payment method: each refusal beside its field, then on to the review', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    await postSections(page, [
      { intent: 'personal', firstName: SHOPPER.firstName, lastName: SHOPPER.lastName, emailAddress: SHOPPER.email },
      { intent: 'shipping', ...shopperAddress(), phoneNumber: SHOPPER.phone },
    ])
    await page.goto('/checkout')
    await expectCurrentStep(page, 'shipping-method')

    // A method that stopped being offered after the page was rendered: the server says so beside the choices.
    await rewritePosts(page, '/checkout', { shippingMethod: 'teleport' })
    const methods = step(page, 'shipping-method')
    await methods.getByRole('button', { name: say('checkout.continue') }).click()
    await expect(methods.getByRole('group')).toHaveAccessibleDescription(say('checkout.chooseShippingMethod'))
    await expectCurrentStep(page, 'shipping-method')
    await page.unrouteAll()
    // The refused choice is not kept: the shopper picks again.
    await methods.getByRole('radio', { name: new RegExp(`^${say('checkout.shippingMethod.ZAR.standard')}: `) }).check()
    await continueTo(page, 'shipping-method', 'billing')

    // An invoice address of its own, without its street.
    const billing = step(page, 'billing')
    await billing.getByLabel(say('checkout.sameAsShipping')).uncheck()
    await billing.getByRole('button', { name: say('checkout.continue') }).click()
    const street = billing.getByLabel(say('checkout.streetAddress'))
    await expect(street).toHaveAccessibleDescription(say('Field is required'))
    await expect(street).toHaveAttribute('aria-invalid', 'true')
    await expectCurrentStep(page, 'billing')
    await billing.getByLabel(say('checkout.sameAsShipping')).check()
    await continueTo(page, 'billing', 'payment')

    // No payment method chosen.
    const payment = step(page, 'payment')
    await payment.getByRole('button', { name: say('checkout.continue') }).click()
    await expect(payment.getByRole('group')).toHaveAccessibleDescription(say('checkout.choosePaymentMethod'))
    await expectCurrentStep(page, 'payment')
    await payment.getByRole('radio', { name: say('checkout.payment.cashondelivery') }).check()
    await continueTo(page, 'payment', 'review')
  })

  test('order status and sandbox page: a refused decision or method shows its message, a good one goes on', async ({ page }) => {
    await addByPost(page, PRODUCTS.toaster)
    await fillCheckoutByPosts(page, { paymentMethod: 'cardgateway' })
    await page.goto('/checkout')
    await termsCheckbox(page).check()
    await placeOrderButton(page).click()
    await expect(sandboxBanner(page)).toBeVisible()

    // The sandbox page refuses a decision it does not know and stays where it is.
    const sandboxPath = new URL(page.url()).pathname
    await rewritePosts(page, sandboxPath, { intent: 'refund' })
    await page.getByRole('button', { name: say('sandbox.decline') }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(say('checkout.formExpired'))
    await page.unrouteAll()
    await page.getByRole('button', { name: say('sandbox.decline') }).click()
    await expect(page).toHaveURL(orderStatusUrl())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.declinedTitle'))

    // A method the order does not offer (the list went stale): the message is beside the choices.
    await rewritePosts(page, '/order/status', { method: 'bitcoin' })
    const other = page.getByRole('group', { name: say('order.chooseAnotherMethod') })
    await other.getByRole('radio', { name: say('checkout.payment.banktransfer') }).check()
    await page.getByRole('button', { name: say('order.changeMethod') }).click()
    await expect(other).toHaveAccessibleDescription(say('checkout.choosePaymentMethod'))
    await page.unrouteAll()
    await other.getByRole('radio', { name: say('checkout.payment.banktransfer') }).check()
    await page.getByRole('button', { name: say('order.changeMethod') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.awaitingTransferTitle'))
    await expect(toast(page, say('order.methodChanged'))).toBeVisible()
  })
})

test('sending the place-order form again shows the same order instead of making a second one', async ({ page, javaScriptEnabled: js }) => {
  test.skip(js, 'a resubmitted document form is the no-JavaScript case')
  await addByPost(page, PRODUCTS.toaster2)
  await fillCheckoutByPosts(page, { paymentMethod: 'cashondelivery' })
  await page.goto('/checkout')
  await expectCurrentStep(page, 'review')
  // The review page as the browser first received it (its form carries the idempotency key).
  const reviewPage = await page.content()

  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page).toHaveURL(orderStatusUrl())
  const placedAt = page.url()
  const orderNumber = await statusOrderNumber(page)

  // Back to the review page as the browser's history shows it (the checkout itself answers
  // no-store and has no cart any more), and send the same form again.
  await page.route(
    (url) => url.pathname === '/checkout',
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: reviewPage })
        : route.fallback(),
  )
  await page.goBack()
  await expect(page).toHaveURL(/\/checkout(?:#review)?$/)
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()

  await expect(page).toHaveURL(orderStatusUrl())
  expect(await statusOrderNumber(page)).toBe(orderNumber)
  expect(new URL(page.url()).searchParams.get('id')).toBe(new URL(placedAt).searchParams.get('id'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))
})
