/**
 * A guest buying through the real checkout and the payment sandbox, as a browser without JavaScript would:
 * plain form posts to the cart and checkout actions, the sandbox page's Approve form, then the signed
 * return to /order/status. Used by the guest download and order mail tests.
 */
import { expect } from 'vitest'
import { ulid } from 'ulid'
import { action as cartAction } from '~/routes/($store)+/_checkout+/cart'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/($store)+/_checkout+/checkout'
import { loader as statusLoader } from '~/routes/($store)+/_checkout+/order.status'
import { action as sandboxAction } from '~/routes/sandbox+/pay.$provider.$reference'
import { Browser, placeForm, type ReviewedCheckout } from './shop'
import { CAPE_TOWN_ADDRESS } from '../../setup/orders'

export const invoiceAddress = {
  intent: 'billing',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  country: 'ZA',
  streetAddress: '1 Main Road',
  city: 'Stellenbosch',
  state: 'Western Cape',
  zipCode: '7600',
}

export const capeTownShipping = { intent: 'shipping', ...CAPE_TOWN_ADDRESS }

/** A fresh address per purchase, so that a test can find its own mail. */
export function guestEmail(tag: string): string {
  return `${tag}-${ulid().toLowerCase()}@example.co.za`
}

async function save(browser: Browser, fields: Record<string, string>) {
  const response = await browser.post(checkoutAction, '/checkout', fields)
  expect(response.status, JSON.stringify(response.status === 400 ? await response.clone().json() : null)).toBe(303)
}

/**
 * Add `cart` fields (`{ sku }` or a bundle's `bundle.<option>` choices) and check out as a guest with
 * `paymentMethod`. Returns the browser and where the place-order form sent it.
 */
export async function guestCheckout(input: {
  email: string
  add: Record<string, string>
  paymentMethod: string
  ships?: boolean
}): Promise<{ browser: Browser; location: string }> {
  const browser = new Browser()
  const added = await browser.post(cartAction, '/cart', { intent: 'add', qty: '1', ...input.add })
  expect(added.status).toBe(303)
  await save(browser, { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: input.email })
  if (input.ships) {
    await save(browser, capeTownShipping)
    await save(browser, { intent: 'shipping-method', shippingMethod: 'standard' })
    await save(browser, { intent: 'billing', sameAsShipping: 'on' })
  } else {
    await save(browser, invoiceAddress)
  }
  await save(browser, { intent: 'payment', paymentMethod: input.paymentMethod })
  const review = (await (await browser.load(checkoutLoader, '/checkout')).json()) as ReviewedCheckout
  const placed = await browser.post(checkoutAction, '/checkout', placeForm(review))
  expect(placed.status).toBe(303)
  return { browser, location: placed.headers.get('Location')! }
}

/**
 * The guest pays on the sandbox page: Approve (or Decline) delivers the signed notification and sends the
 * browser back to /order/status with the signed result, which answers with the order's signed link.
 * Returns the signed return URL and the order's signed status path.
 */
export async function payInSandbox(browser: Browser, sandboxPath: string, intent: 'approve' | 'decline' = 'approve') {
  const [, , , provider, reference] = sandboxPath.split('?')[0].split('/')
  const decided = await browser.post(sandboxAction, sandboxPath, { intent }, { provider, reference: decodeURIComponent(reference) })
  expect(decided.status).toBe(303)
  const signedReturn = decided.headers.get('Location')!
  const returned = await browser.load(statusLoader, signedReturn)
  expect(returned.status).toBe(303)
  return { signedReturn, statusPath: returned.headers.get('Location')!, reference: decodeURIComponent(reference) }
}
