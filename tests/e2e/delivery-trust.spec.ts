/**
 * Delivery and trust, with and without JavaScript: the cart's free-delivery promise follows
 * the shipping rule around its threshold, the checkout summary shows the cart's total at every step with
 * step numbers and a way back to the cart, and the product page shows delivery windows and the
 * instalment price from the payment method's rule.
 */
import type { Page } from '@playwright/test'
import { freeDeliveryThreshold } from '../../app/domain/delivery'
import { instalmentOffer } from '../../app/domain/payment-methods'
import { expect, test } from '../setup/e2e'
import { productPrice, toCents } from './support'
import { PRODUCTS, addByPost, amount, cartTotals, fillCheckoutByPosts, openProduct, readTotals, say } from './shop-support'

const THRESHOLD = freeDeliveryThreshold('ZAR')!
/** A R 299 kettle: five of them are just under the free-delivery threshold, six are over it. */
const CHEAP_KETTLE = PRODUCTS.kettle2

const rand = (cents: number) =>
  `R ${Math.floor(cents / 100)
    .toLocaleString('en-US')
    .replace(/,/g, ' ')}.${String(cents % 100).padStart(2, '0')}`

/** The cart page's note (the microcart, once opened, has its own). */
function freeDeliveryNote(page: Page) {
  return page.getByRole('main').getByTestId('free-delivery')
}

async function cartSubtotal(page: Page) {
  return amount(await readTotals(cartTotals(page)), say('cart.subtotal'))
}

test('the cart’s free-delivery promise follows the rule just under and over the threshold', async ({ page }) => {
  await addByPost(page, CHEAP_KETTLE, { qty: '5' })
  await page.goto('/cart')
  const under = await cartSubtotal(page)
  expect(under).toBeLessThan(THRESHOLD)
  await expect(freeDeliveryNote(page)).toHaveText(say('delivery.addMore', { amount: rand(THRESHOLD - under) }))
  // The estimate is standard delivery at its price; the rule charges it below the threshold. The total holds it:
  // a row called Total is what the shopper will pay.
  const totals = await readTotals(cartTotals(page))
  expect(totals.has(say('cart.shipping'))).toBe(false)
  expect(totals.get(say('cart.shippingEstimated'))).toBe('R 99.00')
  expect(amount(totals, say('cart.grandTotal'))).toBe(under + 9_900)
  // The method stands on its own line under the price (the row without a label).
  expect(totals.get('')).toBe(say('cart.shippingEstimate', { method: say('checkout.shippingMethod.ZAR.standard') }))

  await addByPost(page, CHEAP_KETTLE, { qty: '1' })
  await page.goto('/cart')
  expect(await cartSubtotal(page)).toBeGreaterThanOrEqual(THRESHOLD)
  await expect(freeDeliveryNote(page)).toHaveText(say('delivery.qualifies'))
  const free = await readTotals(cartTotals(page))
  expect(free.get(say('cart.shippingEstimated'))).toBe(say('checkout.free'))
  expect(amount(free, say('cart.grandTotal'))).toBe(amount(free, say('cart.subtotal')))
  expect(free.get('')).toBe(say('cart.shippingEstimate', { method: say('checkout.shippingMethod.ZAR.standard') }))
  // Without an address the cart gives the general window; the accepted payment methods are drawn by the app.
  await expect(page.locator('.cart-delivery [data-method="standard"]')).toContainText(say('delivery.deliveredIn', { days: '2-7' }))
  await expect(page.getByRole('list', { name: say('trust.paymentMethods') }).first()).toContainText(say('checkout.payment.cardgateway'))

  // Once checkout has the method, the cart still says Free rather than "R 0.00".
  await fillCheckoutByPosts(page, { shippingMethod: 'standard', paymentMethod: 'banktransfer' })
  await page.goto('/cart')
  expect((await readTotals(cartTotals(page))).get(say('cart.shipping'))).toBe(say('checkout.free'))
})

test('the checkout summary shows the cart’s total at every step, step numbers and a link back to the cart', async ({ page }) => {
  await addByPost(page, PRODUCTS.toaster)
  await page.goto('/cart')
  const before = await readTotals(cartTotals(page))
  // The total holds the estimated delivery, as the checkout summary's does.
  const cartTotal = amount(before, say('cart.grandTotal'))
  const goods = amount(before, say('cart.subtotal'))
  await page.goto('/checkout')
  await expect(page.getByText(say('checkout.stepOf', { n: 1, total: 6 }))).toBeVisible()
  await expect(page.getByTestId('checkout-summary-total')).toHaveText(rand(cartTotal))

  // Later steps: the summary follows the order, delivery included once it is chosen.
  await fillCheckoutByPosts(page, { shippingMethod: 'express', paymentMethod: 'banktransfer' })
  await page.goto('/checkout')
  await expect(page.getByText(say('checkout.stepOf', { n: 6, total: 6 }))).toBeVisible()
  await expect(page.getByTestId('checkout-summary-total')).toHaveText(rand(goods + 19_900))
  await page
    .getByRole('link', { name: say('checkout.backToCart'), exact: true })
    .first()
    .click()
  await expect(page).toHaveURL(/\/cart$/)
  const withDelivery = await readTotals(cartTotals(page))
  expect(amount(withDelivery, say('cart.grandTotal'))).toBe(goods + 19_900)
  // The saved address (Western Cape) gives the province's window.
  await expect(page.locator('.cart-delivery [data-method="standard"]')).toContainText(
    say('delivery.deliveredInTo', { days: '2-4', region: 'Western Cape' }),
  )
})

test('the product page shows delivery windows and, for an eligible product, the instalment price', async ({ page }) => {
  await openProduct(page, PRODUCTS.kettle)
  const price = toCents((await productPrice(page).textContent()) ?? '')
  const offer = instalmentOffer(price, 'ZAR')!
  expect(offer).not.toBeNull()
  await expect(page.getByTestId('instalment-price')).toHaveText(
    say('trust.instalmentFrom', { amount: rand(offer.monthly), months: offer.months }),
  )
  const delivery = page.getByRole('region', { name: say('delivery.heading') })
  await expect(delivery.locator('[data-method="standard"]')).toContainText(say('delivery.deliveredIn', { days: '2-7' }))
  await expect(delivery.getByText(say('delivery.freeFrom', { amount: rand(THRESHOLD) }))).toBeVisible()
  const returns = page.getByRole('region', { name: say('trust.returnsHeading') })
  await expect(returns.getByRole('link', { name: say('trust.returnsLink') })).toHaveAttribute('href', '/warranty-returns')

  // A R 299 kettle is under the provider's minimum: no instalment price.
  await openProduct(page, CHEAP_KETTLE)
  await expect(page.getByTestId('instalment-price')).toHaveCount(0)
  await expect(page.getByRole('region', { name: say('delivery.heading') })).toBeVisible()
})

test('the home page promises free delivery from the rule’s amount, in every store view', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.usp')).toContainText(`${rand(THRESHOLD)}`)
  await expect(page.locator('body')).not.toContainText('{{')
  await page.goto('/de')
  await expect(page.locator('.usp')).toContainText('100,00 €')
})
