/**
 * Accounts in checkout, on a phone, with and without JavaScript: a customer keeps an address in their
 * account and checks out with it preselected; a guest creates their account while ordering and ends up
 * signed in with the order.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test, waitForHydration } from '../setup/e2e'
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
  uniqueEmail,
} from './shop-support'

const PASSWORD = 'correct horse battery'

allowRefusedForms()

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
  const email = uniqueEmail(`addr-${info.project.name}`)
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
  const email = uniqueEmail(`addr-${info.project.name}`)
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
  await step(page, 'payment')
    .getByRole('radio', { name: say('checkout.payment.cashondelivery') })
    .check()
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

test('a customer edits an address, makes another the default and deletes one', async ({ page, javaScriptEnabled }, info) => {
  await registerByPost(page, uniqueEmail(`addr-${info.project.name}`))
  for (const street of ['1 Long Street', '2 Loop Street']) {
    const response = await page.request.post('/my-account/shipping-details', {
      form: {
        intent: 'add',
        firstName: 'Thandi',
        lastName: 'Mokoena',
        country: 'ZA',
        streetAddress: street,
        city: 'Cape Town',
        state: 'Western Cape',
        zipCode: '8001',
        phoneNumber: '021 555 0100',
      },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
  }
  await page.goto('/my-account/shipping-details')
  const entries = page.locator('.address-book-entry')
  const loop = entries.filter({ hasText: '2 Loop Street' })

  await loop.getByRole('link', { name: /^Edit/ }).click()
  const form = page.getByRole('region', { name: say('account.editAddress') })
  await expect(form.getByLabel(say('checkout.streetAddress'))).toHaveValue('2 Loop Street')
  await form.getByLabel(say('checkout.streetAddress')).fill('22 Loop Street')
  await press(page, say('account.saveAddress'), javaScriptEnabled)
  await expect(toast(page, say('account.addressSaved'))).toBeVisible()
  await expect(page.getByRole('region', { name: say('account.addAddress') })).toBeVisible()

  const renamed = entries.filter({ hasText: '22 Loop Street' })
  await renamed.getByRole('button', { name: /^Make default/ }).click()
  await expect(toast(page, say('account.defaultAddressChanged'))).toBeVisible()
  // The default is listed first.
  await expect(entries.first()).toContainText('22 Loop Street')
  await expect(entries.first()).toContainText(say('account.defaultAddress'))

  await entries
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click()
  await expect(toast(page, say('account.addressDeleted'))).toBeVisible()
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText('1 Long Street')
  await expect(entries.first()).toContainText(say('account.defaultAddress'))
})

test('an e-mail that has an account is refused beside the e-mail field, also when it is taken before placing', async ({
  page,
  playwright,
  javaScriptEnabled,
}, info) => {
  const taken = uniqueEmail(`addr-${info.project.name}-taken`)
  const other = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const register = (email: string) =>
    other.post('/login', {
      form: { intent: 'register', firstName: 'Sipho', lastName: 'Dlamini', email, password: PASSWORD, confirmPassword: PASSWORD },
      maxRedirects: 0,
      headers: { 'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    })
  expect((await register(taken)).status()).toBe(303)

  await addByPost(page, PRODUCTS.toaster2)
  await page.goto('/checkout')
  const email = page.locator('#checkout-personal').getByLabel(say('checkout.emailAddress'))
  async function askForAccount(address: string) {
    await fillPersonal(page, { ...SHOPPER, email: address })
    const personal = step(page, 'personal')
    await personal.getByRole('checkbox', { name: say('checkout.createAccount') }).check()
    await personal.getByLabel(say('account.password'), { exact: true }).fill(PASSWORD)
    await personal.getByLabel(say('account.passwordConfirm')).fill(PASSWORD)
    await personal.getByRole('button', { name: say('checkout.continue') }).click()
  }
  await askForAccount(taken)
  await expect(email).toHaveAccessibleDescription(say('A customer with the same e-mail already exists'))
  await expectCurrentStep(page, 'personal')

  // A free address goes through; someone registers it before the order is placed.
  const later = uniqueEmail(`addr-${info.project.name}-later`)
  await askForAccount(later)
  await expectCurrentStep(page, 'shipping')
  await fillShippingAddress(page)
  await continueTo(page, 'shipping', 'shipping-method')
  await continueTo(page, 'shipping-method', 'billing')
  await continueTo(page, 'billing', 'payment')
  await step(page, 'payment')
    .getByRole('radio', { name: say('checkout.payment.cashondelivery') })
    .check()
  await continueTo(page, 'payment', 'review')
  expect((await register(later)).status()).toBe(303)
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  if (javaScriptEnabled) await waitForHydration(page)
  await expect(page).toHaveURL(/\/checkout\?edit=personal#personal$/)
  await expectCurrentStep(page, 'personal')
  await expect(email).toHaveAccessibleDescription(say('A customer with the same e-mail already exists'))
  await other.dispose()
})
