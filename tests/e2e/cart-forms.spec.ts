/**
 * Every cart form, with and without JavaScript: a bad submission shows its message beside the field
 * (the input points at it with aria-describedby), and a good one lands with its notification.
 * Where the browser itself would refuse the bad value (min, required, a number input), the test takes
 * that constraint off first, as a shopper with an older browser or a forged post would get past it.
 */
import type { Locator, Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import {
  COUPONS,
  GIFT_CARD,
  PRODUCTS,
  addByPost,
  addToCartButton,
  applyCode,
  cartLine,
  openProduct,
  pressAddToCart,
  say,
  toast,
} from './shop-support'

allowRefusedForms()

/** The message an input points at with aria-describedby. */
async function messageBeside(input: Locator): Promise<Locator> {
  await expect(input).toHaveAttribute('aria-describedby', /\S/)
  const id = (await input.getAttribute('aria-describedby'))!
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  return input.page().locator(`[id="${id}"]`)
}

/** Take off what would make the browser refuse a value before the shop sees it. */
async function loosen(input: Locator) {
  await input.evaluate((element) => {
    for (const name of ['min', 'max', 'required', 'maxlength']) element.removeAttribute(name)
    element.setAttribute('type', 'text')
  })
}

function qtyInput(scope: Page | Locator): Locator {
  return scope.getByLabel(say('product.quantity'), { exact: true })
}

async function firstLineName(page: Page): Promise<string> {
  await page.goto('/cart')
  await page.waitForLoadState()
  return ((await page.locator('.cart-lines > li .cart-line-name').first().textContent()) ?? '').trim()
}

test.describe('add to cart', () => {
  test('a quantity of 0 or letters is refused beside the field; 1 is added', async ({ page, javaScriptEnabled: js }) => {
    const name = await openProduct(page, PRODUCTS.kettle)
    for (const bad of ['0', 'abc']) {
      const qty = qtyInput(page)
      await loosen(qty)
      await qty.fill(bad)
      await addToCartButton(page).click()
      await expect(await messageBeside(qtyInput(page))).toHaveText(say('A value must be greater than 0'))
    }
    await expect(page).toHaveURL(/\/p\//)
    // With JavaScript the form may still redraw the field from the last refusal (with its value) after the
    // message shows: type 1 until the field holds it, as a shopper would see before pressing the button.
    await expect(async () => {
      await qtyInput(page).fill('1')
      await page.waitForTimeout(100)
      await expect(qtyInput(page)).toHaveValue('1', { timeout: 100 })
    }).toPass()
    await pressAddToCart(page, js, name)
  })

  test('more than the shop sells per order is refused beside the field by the server', async ({ page, javaScriptEnabled: js }) => {
    const name = await openProduct(page, PRODUCTS.fridgeWhite300)
    const qty = qtyInput(page)
    await loosen(qty)
    await qty.fill('50')
    await addToCartButton(page).click()
    const message = await messageBeside(qtyInput(page))
    await expect(message).toHaveText(
      say('Only {maxQuantity} products of this type are available!', {
        maxQuantity: 2,
      }),
    )
    if (js) await expect(page.getByRole('dialog')).toBeHidden()
    await qtyInput(page).fill('1')
    await pressAddToCart(page, js, name)
  })
})

test("a refused add on the product page is this shopper's answer: no cache keeps it", async ({ page }) => {
  await openProduct(page, PRODUCTS.kettle)
  const path = new URL(page.url()).pathname
  const response = await page.request.post(path, {
    form: { intent: 'add', sku: PRODUCTS.kettle, qty: '0', redirectTo: path },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(400)
  expect(response.headers()['cache-control']).toMatch(/no-store/)
  expect(await response.text()).toContain(say('A value must be greater than 0'))
})

test.describe('cart page', () => {
  test('a line quantity that is not a number is refused beside it; 2 is saved', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    const name = await firstLineName(page)
    const line = cartLine(page, name)
    const qty = () => line.getByLabel(say('cart.quantityOf', { name }), { exact: true })
    await loosen(qty())
    await qty().fill('abc')
    await line.getByRole('button', { name: say('cart.update') }).click()
    await expect(await messageBeside(qty())).toHaveText(say('A value must be greater than 0'))

    const spin = line.getByRole('spinbutton', {
      name: say('cart.quantityOf', { name }),
    })
    await page.goto('/cart')
    await spin.fill('2')
    await line.getByRole('button', { name: say('cart.update') }).click()
    await expect(toast(page, say('Product quantity has been updated!'))).toBeVisible()
    await expect(spin).toHaveValue('2')
  })

  test('removing a line that is not in the cart says so in the confirmation; the real one is removed', async ({ page }) => {
    await addByPost(page, PRODUCTS.toaster2)
    const name = await firstLineName(page)
    await page.getByRole('link', { name: `${say('cart.remove')} ${name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await confirm.locator('input[name="lineId"]').evaluate((input) => input.setAttribute('value', 'not-a-line'))
    await confirm.getByRole('button', { name: say('cart.remove') }).click()
    await expect(page.getByRole('alertdialog').locator('.field-error')).toHaveText(
      say('Product that you are trying to add is not available.'),
    )

    await page.goto('/cart')
    await page.getByRole('link', { name: `${say('cart.remove')} ${name}` }).click()
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: say('cart.remove') })
      .click()
    await expect(toast(page, say('cart.removed'))).toBeVisible()
    await expect(page.getByText(say('cart.empty'))).toBeVisible()
  })

  test('coupon: an empty or unknown code is refused beside the field; a good one applies and can be removed', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    await page.goto('/cart')
    const input = () => page.getByLabel(say('cart.couponLabel'), { exact: true })
    await loosen(input())
    await applyCode(page, 'coupon', '   ')
    await expect(await messageBeside(input())).toHaveText(say('Field is required'))
    await applyCode(page, 'coupon', 'NOT-A-COUPON')
    await expect(await messageBeside(input())).toHaveText(say("You've entered an incorrect coupon code. Please try again."))

    await applyCode(page, 'coupon', COUPONS.welcome)
    await expect(toast(page, say('cart.couponApplied', { code: COUPONS.welcome }))).toBeVisible()
    await page.getByRole('button', { name: say('cart.removeCoupon') }).click()
    await expect(toast(page, say('cart.couponRemoved'))).toBeVisible()
    await expect(input()).toBeVisible()
  })

  test('gift card: an unknown code is refused beside the field; a good one applies and can be removed', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle)
    await page.goto('/cart')
    const input = () => page.getByLabel(say('cart.voucherLabel'), { exact: true })
    await applyCode(page, 'voucher', 'NOT-A-CARD')
    await expect(await messageBeside(input())).toHaveText(say('cart.voucherInvalid'))

    await applyCode(page, 'voucher', GIFT_CARD)
    await expect(toast(page, say('cart.voucherApplied'))).toBeVisible()
    await page.getByRole('button', { name: say('cart.removeVoucher') }).click()
    await expect(toast(page, say('cart.voucherRemoved'))).toBeVisible()
    await expect(input()).toBeVisible()
  })
})
