/**
 * What a row called "Total" means, as a shopper reads it: everything they will pay, delivery included.
 * The cart's total is the checkout's grand total for the method the shopper chooses, and an amount
 * without delivery is called a subtotal: in the cart, the microcart, the checkout summary and review,
 * and in the German view. Runs with JavaScript on and off.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { STORES, storePath, t, toCents } from './support'
import {
  PRODUCTS,
  addByPost,
  amount,
  cartTotals,
  continueTo,
  deliveryIn,
  fillPersonal,
  fillShippingAddress,
  headerCartLink,
  miniCart,
  readTotals,
  say,
  step,
} from './shop-support'

const ROW = {
  subtotal: say('cart.subtotal'),
  shipping: say('cart.shipping'),
  estimated: say('cart.shippingEstimated'),
  total: say('cart.grandTotal'),
}

/** The cart lines' own totals, added up: the goods without delivery. */
async function linesTotal(scope: Page | Locator): Promise<number> {
  const texts = await scope.locator('.cart-lines > li .cart-line-total').allTextContents()
  return texts.reduce((sum, text) => sum + toCents(text), 0)
}

/** The delivery method's price as its radio's label gives it ("Courier express: R 199.00"). */
async function methodPrice(methods: Locator, name: string): Promise<number> {
  const label = await methods.locator('label').filter({ hasText: name }).textContent()
  return toCents(label?.split(': ')[1] ?? '')
}

test('the cart total is the checkout grand total for the chosen method; an amount without delivery is a subtotal', async ({
  page,
  javaScriptEnabled: js,
}) => {
  await addByPost(page, PRODUCTS.kettle)
  await page.goto('/cart')
  await page.waitForLoadState()

  // Before a method is chosen: the goods are a subtotal, the delivery is the estimate checkout preselects, the total holds both.
  const cart = await readTotals(cartTotals(page))
  expect(ROW.subtotal).toMatch(/^Subtotal\b/)
  const goods = amount(cart, ROW.subtotal)
  expect(goods).toBe(await linesTotal(page.getByRole('main')))
  expect(cart.has(ROW.estimated)).toBe(true)
  expect(amount(cart, ROW.total)).toBe(goods + deliveryIn(cart))
  await expect(page.getByText('Plus shipping')).toHaveCount(0)

  // Checkout, through its forms: a different method than the estimate, express delivery.
  await page
    .getByRole('complementary', { name: say('cart.summary') })
    .getByRole('link', { name: say('cart.proceedToCheckout') })
    .click()
  await expect(page).toHaveURL(/\/checkout$/)
  // The summary beside the steps shows the cart's total while the delivery is still an estimate.
  await expect(page.getByTestId('checkout-summary-total')).toHaveText(cart.get(ROW.total)!)
  await fillPersonal(page)
  await continueTo(page, 'personal', 'shipping')
  await fillShippingAddress(page)
  await continueTo(page, 'shipping', 'shipping-method')
  const methods = step(page, 'shipping-method')
  const expressName = say('checkout.shippingMethod.ZAR.express')
  await page.waitForLoadState()
  const express = await methodPrice(methods, expressName)
  expect(express).toBeGreaterThan(0)
  await methods.getByRole('radio', { name: new RegExp(`^${expressName}: `) }).check()
  await continueTo(page, 'shipping-method', 'billing')
  await continueTo(page, 'billing', 'payment')
  await step(page, 'payment')
    .getByRole('radio', { name: say('checkout.payment.cashondelivery') })
    .check()
  await continueTo(page, 'payment', 'review')

  const review = await readTotals(step(page, 'review').getByRole('table'))
  const grandTotal = amount(review, ROW.total)
  expect(amount(review, ROW.subtotal)).toBe(goods)
  expect(amount(review, ROW.shipping)).toBe(express)
  expect(review.has(ROW.estimated)).toBe(false)
  expect(grandTotal).toBe(goods + express)
  await expect(page.getByTestId('checkout-summary-total')).toHaveText(review.get(ROW.total)!)

  // Back in the cart: the same total, the delivery named as chosen, the goods still a subtotal.
  await page.goto('/cart')
  const after = await readTotals(cartTotals(page))
  expect(amount(after, ROW.total)).toBe(grandTotal)
  expect(amount(after, ROW.shipping)).toBe(express)
  expect(amount(after, ROW.subtotal)).toBe(goods)
  expect(after.has(ROW.estimated)).toBe(false)

  if (js) {
    // The microcart names and adds up the same rows.
    await page.goto('/')
    await headerCartLink(page).click()
    const dialog = miniCart(page)
    const mini = await readTotals(dialog.getByRole('table'))
    expect(amount(mini, ROW.total)).toBe(grandTotal)
    expect(amount(mini, ROW.subtotal)).toBe(goods)
    expect(amount(mini, ROW.shipping)).toBe(express)
  }
})

test('the German cart calls only an amount with delivery "Gesamtsumme", and says nothing of "zzgl. Versand"', async ({ page }) => {
  const de = STORES.find((store) => store.code === 'de')!
  const response = await page.request.post(storePath(de, '/cart'), {
    form: { intent: 'add', sku: PRODUCTS.kettle, qty: '1' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  await page.goto(storePath(de, '/cart'))
  await page.waitForLoadState()
  const table = page.getByRole('complementary', { name: t(de, 'cart.summary') }).getByRole('table')
  const totals = await readTotals(table)
  const goods = amount(totals, t(de, 'cart.subtotal'))
  expect(t(de, 'cart.subtotal')).toMatch(/^Zwischensumme/)
  expect(goods).toBe(await linesTotal(page.getByRole('main')))
  const estimate = totals.get(t(de, 'cart.shippingEstimated'))
  expect(estimate, 'the estimated delivery has its row').toBeDefined()
  const delivery = estimate === t(de, 'checkout.free') ? 0 : toCents(estimate!)
  expect(amount(totals, t(de, 'cart.grandTotal'))).toBe(goods + delivery)
  await expect(table.getByText(/zzgl\. Versand/)).toHaveCount(0)
})
