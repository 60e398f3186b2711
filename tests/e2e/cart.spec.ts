/**
 * The cart on a phone, with and without JavaScript: quantities, removing with a confirmation,
 * coupons and gift cards, and the server refusing what the page would never send (an out-of-stock
 * product, a price of the shopper's choosing, a post from another site).
 */
import type { Locator, Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { DEFAULT_STORE, firstPrice, productPrice, toCents } from './support'
import {
  COUPONS,
  GIFT_CARD,
  PRODUCTS,
  addByPost,
  addToCartButton,
  amount,
  deliveryIn,
  applyCode,
  cartLine,
  cartTotals,
  headerCartLink,
  miniCart,
  openProduct,
  pressAddToCart,
  readTotals,
  say,
  toast,
} from './shop-support'

const INCORRECT_COUPON = say("You've entered an incorrect coupon code. Please try again.")

/** The cart page's lines (each with a name link). */
function lines(page: Page) {
  return page.getByRole('main').locator('.cart-lines > li')
}

async function lineNames(page: Page) {
  await page.waitForLoadState()
  return (await lines(page).locator('.cart-line-name').allTextContents()).map((name) => name.trim())
}

test('changing the quantity updates the line and the totals, and 0 removes the line', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle2)
  await page.goto('/cart')
  const [name] = await lineNames(page)
  const line = cartLine(page, name!)
  const qty = line.getByRole('spinbutton', { name: say('cart.quantityOf', { name: name! }) })
  await expect(qty).toHaveValue('1')
  const unit = amount(await readTotals(cartTotals(page)), say('cart.subtotal'))

  await qty.fill('2')
  await line.getByRole('button', { name: say('cart.update') }).click()
  await expect(toast(page, say('Product quantity has been updated!'))).toBeVisible()
  await expect(qty).toHaveValue('2')
  await expect(line.locator('.cart-line-total')).toHaveText(/R\s[\d\s]+\.\d{2}/)
  await page.waitForLoadState()
  expect(toCents((await line.locator('.cart-line-total').textContent()) ?? '')).toBe(2 * unit)
  const totals = await readTotals(cartTotals(page))
  expect(amount(totals, say('cart.subtotal'))).toBe(2 * unit)
  // The total holds the estimated delivery: it is what the shopper will pay.
  expect(amount(totals, say('cart.grandTotal'))).toBe(2 * unit + deliveryIn(totals))
  await expect(headerCartLink(page)).toHaveAccessibleName(say('layout.cartWithCount', { count: 2 }))

  await qty.fill('0')
  await line.getByRole('button', { name: say('cart.update') }).click()
  await expect(toast(page, say('cart.removed'))).toBeVisible()
  await expect(page.getByText(say('cart.empty'))).toBeVisible()
  await expect(lines(page)).toHaveCount(0)
  await expect(headerCartLink(page)).toHaveAccessibleName(say('layout.cartWithCount', { count: 0 }))
})

test('removing a line asks first; "Keep it" keeps it and "Remove" removes it', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle2)
  await addByPost(page, PRODUCTS.toaster2)
  await page.goto('/cart')
  const [first, second] = await lineNames(page)
  expect(second, 'two lines').toBeTruthy()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toHaveCount(0)

  // "Remove" is a link to the confirmation (no script needed).
  await page.getByRole('link', { name: `${say('cart.remove')} ${first}` }).click()
  await expect(page).toHaveURL(/\/cart\?remove=[\w-]+$/)
  await expect(confirm).toBeVisible()
  await expect(confirm).toHaveAccessibleName(say('cart.confirmRemove', { name: first! }))
  await confirm.getByRole('link', { name: say('cart.keep') }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(confirm).toHaveCount(0)
  expect(await lineNames(page)).toEqual([first, second])

  await page.getByRole('link', { name: `${say('cart.remove')} ${first}` }).click()
  await confirm.getByRole('button', { name: say('cart.remove') }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(toast(page, say('cart.removed'))).toBeVisible()
  await expect(confirm).toHaveCount(0)
  expect(await lineNames(page)).toEqual([second])
  await expect(headerCartLink(page)).toHaveAccessibleName(say('layout.cartWithCount', { count: 1 }))
})

// The refusal comes back with status 400, which Chromium reports on the console as a failed resource.
test.describe('refused codes', () => {
  allowRefusedForms()

  test('an unknown coupon is refused with the spec message, an expired one says it has expired', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    await page.goto('/cart')
    const before = await readTotals(cartTotals(page))
    for (const [code, message] of [
      ['NOT-A-COUPON', INCORRECT_COUPON],
      [COUPONS.expired, say('cart.couponExpired')],
    ] as const) {
      await applyCode(page, 'coupon', code)
      // Beside the field (cart-forms.spec.ts checks aria-describedby).
      await expect(page.locator('.code-form .field-error').filter({ hasText: message })).toBeVisible()
      const after = await readTotals(cartTotals(page))
      expect(
        [...after.keys()].some((label) => label.startsWith(say('cart.discount', { code: '' }).trim())),
        code,
      ).toBe(false)
      expect(amount(after, say('cart.grandTotal'))).toBe(amount(before, say('cart.grandTotal')))
      // The form is still there for another try.
      await expect(page.getByLabel(say('cart.couponLabel'), { exact: true })).toBeVisible()
    }
  })
})

test('a gift card lowers the amount to pay, not the order total', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle)
  await page.goto('/cart')
  const total = amount(await readTotals(cartTotals(page)), say('cart.grandTotal'))
  expect(total, 'the kettle costs more than the card holds').toBeGreaterThan(100_000)

  await applyCode(page, 'voucher', GIFT_CARD)
  await expect(toast(page, say('cart.voucherApplied'))).toBeVisible()
  await expect(page.getByText(say('cart.voucherInUse', { code: GIFT_CARD }))).toBeVisible()
  const withCard = await readTotals(cartTotals(page))
  expect(amount(withCard, say('cart.grandTotal'))).toBe(total)
  expect(amount(withCard, say('cart.voucher', { code: GIFT_CARD }))).toBe(-100_000)
  expect(amount(withCard, say('cart.amountDue'))).toBe(total - 100_000)

  await page.getByRole('button', { name: say('cart.removeVoucher') }).click()
  await expect(toast(page, say('cart.voucherRemoved'))).toBeVisible()
  const without = await readTotals(cartTotals(page))
  expect(without.has(say('cart.amountDue'))).toBe(false)
  expect(amount(without, say('cart.grandTotal'))).toBe(total)
})

test('an out-of-stock product cannot be added, not even by a forged post', async ({ page, baseURL }) => {
  await openProduct(page, PRODUCTS.outOfStock)
  await expect(addToCartButton(page)).toBeDisabled()

  const response = await page.request.post('/cart', {
    form: { intent: 'add', sku: PRODUCTS.outOfStock, qty: '1', redirectTo: '/cart' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  await page.goto('/cart')
  await expect(
    page.getByRole('alert').filter({ hasText: say('The product is out of stock and cannot be added to the cart!') }),
  ).toBeVisible()
  await expect(page.getByText(say('cart.empty'))).toBeVisible()
  await expect(headerCartLink(page)).toHaveAccessibleName(say('layout.cartWithCount', { count: 0 }))
})

test('a price sent with the form is ignored: the cart charges the catalogue price', async ({ page, baseURL }) => {
  const name = await openProduct(page, PRODUCTS.kettle2)
  // The price the shopper sees (the special price when there is one).
  const shelfPrice = firstPrice((await productPrice(page).textContent()) ?? '', DEFAULT_STORE)
  const response = await page.request.post('/cart', {
    form: {
      intent: 'add',
      sku: PRODUCTS.kettle2,
      qty: '1',
      price: '100',
      unitPrice: '100',
      finalPrice: '100',
      price_incl_tax: '100',
      customPrice: '100',
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  await page.goto('/cart')
  const line = cartLine(page, name)
  await expect(line).toContainText(say('cart.unitPrice', { price: '' }).trim())
  await page.waitForLoadState()
  expect(toCents((await line.locator('.cart-line-total').textContent()) ?? '')).toBe(shelfPrice)
  const totals = await readTotals(cartTotals(page))
  expect(amount(totals, say('cart.grandTotal'))).toBe(shelfPrice + deliveryIn(totals))
})

test('a post from another site is refused with 403', async ({ page }) => {
  const response = await page.request.post('/cart', {
    form: { intent: 'add', sku: PRODUCTS.kettle2, qty: '1' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(403)
  await page.goto('/cart')
  await expect(page.getByText(say('cart.empty'))).toBeVisible()
})

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the microcart and the live count need JavaScript')

  test('adding updates the header count at once, without a page load, and opens the microcart', async ({ page }) => {
    const name = await openProduct(page, PRODUCTS.kettle)
    const cartLink = headerCartLink(page)
    await expect(cartLink).toHaveAccessibleName(say('layout.cartWithCount', { count: 0 }))
    const productUrl = page.url()
    // A full page load would lose this marker.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

    // Hold the add-to-cart request (it posts to the product page): the count must rise before the server has answered.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === new URL(productUrl).pathname,
      async (route) => {
        if (route.request().method() === 'POST') await held
        await route.fallback()
      },
    )
    await addToCartButton(page).click()
    await expect(cartLink).toHaveAccessibleName(say('layout.cartWithCount', { count: 1 }))
    await expect(page.getByRole('button', { name: say('product.adding') })).toBeDisabled()
    release()

    const dialog = miniCart(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(dialog).toContainText(say('cart.qty', { qty: 1 }))
    await expect(cartLink).toHaveAccessibleName(say('layout.cartWithCount', { count: 1 }))
    expect(page.url()).toBe(productUrl)
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

    await dialog.getByRole('button', { name: say('common.close') }).click()
    await expect(dialog).toBeHidden()
  })

  test('the header cart link opens the microcart, which leads on to the cart page', async ({ page }) => {
    await addByPost(page, PRODUCTS.toaster2)
    await page.goto('/')
    const cartLink = headerCartLink(page)
    await expect(cartLink).toHaveAccessibleName(say('layout.cartWithCount', { count: 1 }))
    await cartLink.click()
    const dialog = miniCart(page)
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL('/')
    await expect(dialog.locator('.cart-lines > li')).toHaveCount(1)
    await expect(dialog.getByRole('link', { name: say('cart.proceedToCheckout') })).toBeVisible()
    // How far the toaster is from free delivery and what delivery would cost, as the cart page says them.
    const promise = dialog.getByTestId('free-delivery')
    await expect(promise).toContainText(/\d/)
    const promised = await promise.textContent()
    const plusShipping = (scope: Locator) => scope.getByRole('row').filter({ hasText: say('cart.shippingEstimated') })
    await expect(plusShipping(dialog)).toContainText(/\d/)
    const shippingCost = await plusShipping(dialog).textContent()
    await dialog.getByRole('link', { name: say('cart.viewCart') }).click()
    await expect(page).toHaveURL('/cart')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('cart.title'))
    await expect(lines(page)).toHaveCount(1)
    await expect(page.getByRole('main').getByTestId('free-delivery')).toHaveText(promised!)
    await expect(plusShipping(page.getByRole('main'))).toHaveText(shippingCost!)
  })
})

test.describe('with JavaScript, when the microcart cannot load its code', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the microcart needs JavaScript')
  // The page's own routes see the chunk requests only without the service worker.
  test.use({ serviceWorkers: 'block', allowConsoleErrors: true })

  test('(a deploy replaced the chunk) it offers the cart page, and the page stays as it was', async ({ page, consoleErrors }) => {
    await addByPost(page, PRODUCTS.toaster2)
    await page.goto('/')
    await page.route(/\/build\/.*mini-cart-content.*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }))
    await headerCartLink(page).click()
    const dialog = miniCart(page)
    const toCart = dialog.getByRole('link', { name: say('cart.viewCart') })
    await expect(toCart).toBeVisible()
    await expect(dialog.getByRole('link', { name: say('cart.proceedToCheckout') })).toHaveCount(0)
    expect(consoleErrors.some((line) => line.includes('The panel for /cart could not load'))).toBe(true)
    await toCart.click()
    await expect(page).toHaveURL('/cart')
    await expect(lines(page)).toHaveCount(1)
    // The failed chunk, said once; nothing else went wrong.
    const unexpected = consoleErrors.filter((line) => !/status of 404|The panel for \/cart could not load/.test(line))
    expect(unexpected).toEqual([])
  })
})

// Long option texts in a product's selects must not make the page wider than a phone.
test('a product page with options fits the phone screen, so the microcart can be closed', async ({ page, javaScriptEnabled: js }) => {
  const name = await openProduct(page, PRODUCTS.fridgeWhite300)
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
  expect(widths[0], 'no horizontal scrolling').toBeLessThanOrEqual(widths[1]!)
  if (js) {
    await pressAddToCart(page, js, name, { keepMiniCartOpen: true })
    await miniCart(page)
      .getByRole('button', { name: say('common.close') })
      .click({ timeout: 3000 })
    await expect(miniCart(page)).toBeHidden()
  }
})
