/**
 * Helpers for the cart, checkout and payment specs (not a spec itself): adding products the way a
 * shopper does, reading the totals tables as money, walking the checkout sections, and a quick way
 * to fill the checkout with plain form posts when a spec only needs to reach a later step.
 *
 * Every test builds its own cart: a Playwright test runs in a fresh browser context, so it starts
 * without cookies and therefore without a cart.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, waitForHydration } from '../setup/e2e'
import { DEFAULT_STORE, escapeRegExp, productInfo, t, toCents } from './support'

const store = DEFAULT_STORE

/** Interface text of the default (rand) store. */
export const say = (key: string, vars: Record<string, string | number> = {}) => t(store, key, vars)

/**
 * Products the journeys buy, chosen for plenty of stock so that parallel tests (and both projects)
 * sharing one database never run them out. The seeded demo catalogue is deterministic.
 */
export const PRODUCTS = {
  /** Configurable fridge; its white 300 L child has 14 in stock (at most 2 per order). */
  fridge: 'FRG-0903',
  fridgeWhite300: 'FRG-0903-WHT-300L',
  /** Simple kettles and toasters with 40+ in stock. */
  kettle: 'KET-1011',
  kettle2: 'KET-1009',
  toaster: 'TOA-1006',
  toaster2: 'TOA-1001',
  /** Virtual warranty and downloadable e-book: nothing to deliver. */
  warranty: 'WAR-0914',
  ebook: 'EBK-0915',
  /** Out of stock (qty 0). */
  outOfStock: 'IRN-0907',
} as const

export const COUPONS = { welcome: 'WELCOME5', expired: 'SPRING2025' } as const
export const GIFT_CARD = 'GIFT-KAROO-1000'

/** A South African guest. */
export const SHOPPER = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi.nkosi@example.com',
  street: '12 Long Street',
  city: 'Cape Town',
  province: 'Western Cape',
  zip: '8001',
  phone: '021 555 0100',
} as const

/** KZA-000123: the default store's prefix and a six-digit sequence. */
export const ORDER_NUMBER = /KZA-\d{6}/

// ---------------------------------------------------------------------------------------------
// Money and totals

/** A formatted amount as signed cents: "-R 1 154.90" -> -115490. */
export function signedCents(text: string): number {
  const cents = toCents(text)
  return /^\s*[-\u2212]/.test(text) ? -cents : cents
}

/** The rows of a totals table as label -> shown value ("Calculated at checkout" stays text). */
export async function readTotals(table: Locator): Promise<Map<string, string>> {
  // Without JavaScript the page may still be arriving: read it once the whole document is there.
  await table.page().waitForLoadState()
  await expect(table).toBeVisible()
  const rows = await table
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent?.trim() ?? '', tr.querySelector('td')?.textContent?.trim() ?? '']),
    )
  return new Map(rows as [string, string][])
}

/** The amount in a totals row, signed; fails clearly when the row is missing. */
export function amount(totals: Map<string, string>, label: string): number {
  const value = totals.get(label)
  if (value === undefined) throw new Error(`no "${label}" row in the totals: ${JSON.stringify([...totals])}`)
  return signedCents(value)
}

/**
 * The delivery a totals table holds, chosen or estimated, in cents (0 when it is free); fails clearly when
 * the table names no delivery it charges.
 */
export function deliveryIn(totals: Map<string, string>): number {
  const value = totals.get(say('cart.shippingEstimated')) ?? totals.get(say('cart.shipping'))
  if (value === undefined) throw new Error(`no delivery row in the totals: ${JSON.stringify([...totals])}`)
  return value === say('checkout.free') ? 0 : signedCents(value)
}

/** The cart page's summary table. */
export function cartTotals(page: Page): Locator {
  return page.getByRole('complementary', { name: say('cart.summary') }).getByRole('table')
}

// ---------------------------------------------------------------------------------------------
// Products and the cart

/** The header's cart link, named with the number of items ("Cart, 2 items"). */
export function headerCartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })
}

/** Open a product through its /p/{sku}/x link (a redirect to the real slug); returns its name. */
export async function openProduct(page: Page, sku: string): Promise<string> {
  const response = await page.goto(`/p/${sku}/x`)
  expect(response?.status(), `${sku} loads`).toBe(200)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(name, `${sku} has a name`).not.toBe('')
  return name
}

export function addToCartButton(page: Page): Locator {
  return productInfo(page).getByRole('button', { name: say('product.addToCart') })
}

/** The microcart overlay (JavaScript only). */
export function miniCart(page: Page): Locator {
  return page.getByRole('dialog', { name: say('cart.title') })
}

/**
 * Press "Add to cart" on the open product page and wait until it is done: with JavaScript (`js`) the
 * microcart opens (it is closed again unless `keepMiniCartOpen`), without it the page comes back
 * with the notification.
 */
export async function pressAddToCart(page: Page, js: boolean, name: string, options: { keepMiniCartOpen?: boolean } = {}) {
  await addToCartButton(page).click()
  if (js) {
    const dialog = miniCart(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    if (!options.keepMiniCartOpen) {
      // Escape closes a modal dialog; the close button itself is tested in cart.spec.ts.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  } else {
    await expect(page.getByRole('status').filter({ hasText: say('Product has been added to the cart!') })).toBeVisible()
  }
}

/** Open a simple product and add one to the cart; returns its name. */
export async function addProduct(page: Page, js: boolean, sku: string): Promise<string> {
  const name = await openProduct(page, sku)
  await pressAddToCart(page, js, name)
  return name
}

/** A line of the cart page (or of another cart list) by product name. */
export function cartLine(scope: Page | Locator, name: string): Locator {
  const page = 'mainFrame' in scope ? scope : scope.page()
  return scope.locator('.cart-lines > li').filter({ has: page.getByText(name, { exact: true }) })
}

/** Apply a coupon or gift card code on the cart page and wait for the page to answer. */
export async function applyCode(page: Page, kind: 'coupon' | 'voucher', code: string) {
  const label = kind === 'coupon' ? say('cart.couponLabel') : say('cart.voucherLabel')
  const form = page.locator('form').filter({ has: page.getByLabel(label, { exact: true }) })
  await form.getByLabel(label, { exact: true }).fill(code)
  await form.getByRole('button', { name: say('cart.apply') }).click()
}

/** The flash notification of the page (a toast): role status, or alert for errors. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.toast').filter({ hasText: text })
}

// ---------------------------------------------------------------------------------------------
// Checkout

export type StepId = 'personal' | 'shipping' | 'shipping-method' | 'billing' | 'payment' | 'review'

export const STEP_TITLE: Record<StepId, string> = {
  personal: say('checkout.step.personal'),
  shipping: say('checkout.step.shipping'),
  'shipping-method': say('checkout.step.shippingMethod'),
  billing: say('checkout.step.billing'),
  payment: say('checkout.step.payment'),
  review: say('checkout.step.review'),
}

/** A checkout section (a region named by its heading). */
export function step(page: Page, id: StepId): Locator {
  return page.getByRole('region', { name: STEP_TITLE[id], exact: true })
}

/** The heading of the step whose form is open. */
export function currentStepHeading(page: Page): Locator {
  return page.locator('[aria-current="step"] h2')
}

export async function expectCurrentStep(page: Page, id: StepId) {
  await expect(currentStepHeading(page)).toHaveText(STEP_TITLE[id])
}

/** Press "Continue" in a section and wait for the next one to open. */
export async function continueTo(page: Page, from: StepId, next: StepId) {
  await step(page, from)
    .getByRole('button', { name: say('checkout.continue') })
    .click()
  await expectCurrentStep(page, next)
}

export async function fillPersonal(page: Page, details: { firstName: string; lastName: string; email: string } = SHOPPER) {
  const section = step(page, 'personal')
  await section.getByLabel(say('checkout.firstName')).fill(details.firstName)
  await section.getByLabel(say('checkout.lastName')).fill(details.lastName)
  await section.getByLabel(say('checkout.emailAddress')).fill(details.email)
}

export async function fillShippingAddress(page: Page, details: Partial<Record<keyof typeof SHOPPER, string>> = {}) {
  const d = { ...SHOPPER, ...details }
  const section = step(page, 'shipping')
  // Names come over from the personal details.
  await expect(section.getByLabel(say('checkout.firstName'))).toHaveValue(d.firstName)
  await expect(section.getByLabel(say('checkout.lastName'))).toHaveValue(d.lastName)
  await expect(section.getByLabel(say('checkout.country'))).toHaveValue('ZA')
  await section.getByLabel(say('checkout.streetAddress')).fill(d.street)
  await section.getByLabel(say('checkout.city')).fill(d.city)
  await section.getByLabel(say('checkout.province')).selectOption(d.province)
  await section.getByLabel(say('checkout.zipCode')).fill(d.zip)
  await section.getByLabel(say('checkout.phoneNumber')).fill(d.phone)
}

/** The place-order button of the review step. */
export function placeOrderButton(page: Page): Locator {
  return step(page, 'review').getByRole('button', { name: say('checkout.placeOrder') })
}

export function termsCheckbox(page: Page): Locator {
  return step(page, 'review').getByRole('checkbox', { name: new RegExp(escapeRegExp(say('checkout.termsLink'))) })
}

/** The chunk of the checkout's form checks, which a hydrated page fetches when a shopper first touches a form. */
export const CHECKOUT_CHECKS = /\/build\/_shared\/checkout-checks-[A-Z0-9]+\.js$/

/**
 * Accept the terms on the hydrated review step and wait for the form checks the touch fetches. A spec that
 * goes offline next must not cut that fetch off: the browser would log its failure (the order itself would
 * still go, unchecked in the browser, and the server checks it).
 */
export async function acceptTerms(page: Page): Promise<void> {
  await waitForHydration(page)
  const checks = page.waitForResponse((response) => CHECKOUT_CHECKS.test(new URL(response.url()).pathname))
  await termsCheckbox(page).check()
  await checks
}

/**
 * Fill every checkout section with plain form posts (as a browser without JavaScript would send
 * them), for specs that only need to start at the review step. Uses the page's own cookies.
 */
export async function fillCheckoutByPosts(
  page: Page,
  options: { shippingMethod?: string; paymentMethod: string; virtual?: boolean; email?: string },
) {
  const post = async (form: Record<string, string>) => {
    const response = await page.request.post('/checkout', { form, maxRedirects: 0 })
    expect(response.status(), `saving ${form.intent}`).toBe(303)
  }
  await post({ intent: 'personal', firstName: SHOPPER.firstName, lastName: SHOPPER.lastName, emailAddress: options.email ?? SHOPPER.email })
  const address = {
    firstName: SHOPPER.firstName,
    lastName: SHOPPER.lastName,
    country: 'ZA',
    streetAddress: SHOPPER.street,
    city: SHOPPER.city,
    state: SHOPPER.province,
    zipCode: SHOPPER.zip,
  }
  if (options.virtual) {
    await post({ intent: 'billing', ...address })
  } else {
    await post({ intent: 'shipping', ...address, phoneNumber: SHOPPER.phone })
    await post({ intent: 'shipping-method', shippingMethod: options.shippingMethod ?? 'standard' })
    await post({ intent: 'billing', sameAsShipping: 'on' })
  }
  await post({ intent: 'payment', paymentMethod: options.paymentMethod })
}

// ---------------------------------------------------------------------------------------------
// Payment sandbox and order status

export function sandboxBanner(page: Page): Locator {
  return page.getByRole('note').filter({ hasText: say('sandbox.banner') })
}

/** The order number shown on the status page ("Order number: KZA-000123"). */
export async function statusOrderNumber(page: Page): Promise<string> {
  const line = page.getByRole('main').getByText(/^Order number: /)
  await expect(line).toHaveText(new RegExp(`^${escapeRegExp(say('order.number', { number: '' }))}${ORDER_NUMBER.source}$`))
  return ORDER_NUMBER.exec((await line.textContent()) ?? '')![0]
}

/**
 * Put a product in this browser's cart with a plain form post (what the product page's form sends),
 * for specs about later steps. Leaves the "added" notification for the next page load.
 */
export async function addByPost(page: Page, sku: string, fields: Record<string, string> = {}) {
  const response = await page.request.post('/cart', { form: { intent: 'add', sku, qty: '1', ...fields }, maxRedirects: 0 })
  expect(response.status(), `adding ${sku}`).toBe(303)
}

/** An e-mail address no earlier run has registered: e2e-<tag>-<time>-<random>@example.co.za. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`
}
