/**
 * Accounts in checkout, on a phone, with and without JavaScript: a customer keeps an address in their
 * account and checks out with it preselected; a guest creates their account while ordering and ends up
 * signed in with the order.
 */
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from '../setup/e2e'
import {
  PRODUCTS,
  SHOPPER,
  addByPost,
  continueTo,
  expectCurrentStep,
  fillPersonal,
  fillShippingAddress,
  placeOrderButton,
  say,
  statusOrderNumber,
  step,
  termsCheckbox,
  toast,
} from './shop-support'

const PASSWORD = 'correct horse battery'

function uniqueEmail(project: string): string {
  return `e2e-addr-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`
}

/** Register through the auth form's post (the page's own cookies), so the browser is signed in. */
async function registerByPost(page: Page, email: string) {
  const response = await page.request.post('/login', {
    form: { intent: 'register', firstName: 'Thandi', lastName: 'Mokoena', email, password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
}

async function press(page: Page, name: string, javaScriptEnabled: boolean) {
  await page.getByRole('button', { name, exact: true }).click()
  if (!javaScriptEnabled) await page.waitForLoadState('load')
  else await waitForHydration(page)
}

test('a customer saves an address, then checks out with it preselected', async ({ page, javaScriptEnabled }, info) => {
  const email = uniqueEmail(info.project.name)
  await registerByPost(page, email)

  await page.goto('/my-account/shipping-details')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('account.navAddresses'))
  await expect(page.getByText(say('account.noAddresses'))).toBeVisible()
  const form = page.getByRole('region', { name: say('account.addAddress') })
  await form.getByLabel(say('checkout.firstName')).fill('Thandi')
  await form.getByLabel(say('checkout.lastName')).fill('Mokoena')
  await form.getByLabel(say('checkout.streetAddress')).fill('7 Bree Street')
  await form.getByLabel(say('checkout.city')).fill('Cape Town')
  await form.getByLabel(say('checkout.province')).selectOption('Western Cape')
  await form.getByLabel(say('checkout.zipCode')).fill('8001')
  await form.getByLabel(say('checkout.phoneNumber')).fill('021 555 0199')
  await press(page, say('account.addAddressButton'), javaScriptEnabled)
  await expect(toast(page, say('account.addressAdded'))).toBeVisible()
  const entry = page.locator('.address-book-entry')
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText('7 Bree Street')
  await expect(entry).toContainText(say('account.defaultAddress'))
  // The form is empty again for the next address.
  await expect(form.getByLabel(say('checkout.streetAddress'))).toHaveValue('')

  await addByPost(page, PRODUCTS.kettle)
  await page.goto('/checkout')
  // Personal details come from the account.
  const personal = step(page, 'personal')
  await expect(personal.getByLabel(say('checkout.firstName'))).toHaveValue('Thandi')
  await expect(personal.getByLabel(say('checkout.lastName'))).toHaveValue('Mokoena')
  await expect(personal.getByLabel(say('checkout.emailAddress'))).toHaveValue(email)
  await expect(personal.getByRole('checkbox', { name: say('checkout.createAccount') })).toHaveCount(0)
  await continueTo(page, 'personal', 'shipping')

  const shipping = step(page, 'shipping')
  await expect(shipping.getByRole('radio', { name: /7 Bree Street/ })).toBeChecked()
  await shipping.getByRole('button', { name: say('checkout.deliverHere') }).click()
  await expectCurrentStep(page, 'shipping-method')
  await expect(step(page, 'shipping')).toContainText('7 Bree Street')
  await expect(step(page, 'shipping')).toContainText('021 555 0199')
})

test('a guest creates an account while ordering and ends up signed in with the order', async ({ page, javaScriptEnabled }, info) => {
  const email = uniqueEmail(info.project.name)
  await addByPost(page, PRODUCTS.kettle2)
  await page.goto('/checkout')
  await fillPersonal(page, { ...SHOPPER, email })
  const personal = step(page, 'personal')
  const password = personal.getByLabel(say('account.password'), { exact: true })
  // With JavaScript the password appears once the box is ticked; without it, it is always there.
  if (javaScriptEnabled) await expect(password).toBeHidden()
  await personal.getByRole('checkbox', { name: say('checkout.createAccount') }).check()
  await password.fill(PASSWORD)
  await personal.getByLabel(say('account.passwordConfirm')).fill(PASSWORD)
  await continueTo(page, 'personal', 'shipping')
  await expect(step(page, 'personal')).toContainText(say('checkout.accountWillBeCreated'))

  await fillShippingAddress(page)
  // Only a signed-in customer can keep the address.
  await expect(step(page, 'shipping').getByRole('checkbox', { name: say('checkout.saveAddress') })).toHaveCount(0)
  await continueTo(page, 'shipping', 'shipping-method')
  await continueTo(page, 'shipping-method', 'billing')
  await continueTo(page, 'billing', 'payment')
  await step(page, 'payment').getByRole('radio', { name: say('checkout.payment.cashondelivery') }).check()
  await continueTo(page, 'payment', 'review')
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()

  await expect(page).toHaveURL(/\/order\/status\?/)
  await expect(toast(page, say('checkout.accountCreated'))).toBeVisible()
  const number = await statusOrderNumber(page)
  expect(number).toBeTruthy()
  // Signed in: the header offers logout, and my account shows the new profile.
  await expect(page.locator('header').getByRole('button', { name: say('account.logout') })).toBeVisible()
  await page.goto('/my-account')
  await expect(page.getByLabel(say('account.email'), { exact: true })).toHaveValue(email)
  await expect(page.getByLabel(say('account.firstName'))).toHaveValue(SHOPPER.firstName)
})
