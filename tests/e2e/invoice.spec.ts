/**
 * A business customer's order: the company and tax ID given at checkout stand on the order page, and the
 * invoice opened from there names the seller's VAT number, the lines, the VAT per rate and the total. The
 * product page hands view_item to the tag manager's data layer.
 */
import { expect, test } from '../setup/e2e'
import { PRODUCTS, SHOPPER, addByPost, placeOrderButton, say, termsCheckbox } from './shop-support'

const COMPANY = 'Mokoena Catering (Pty) Ltd'
const TAX_ID = '4987654321'

test('a business order shows its company and tax ID, and its invoice the VAT number, lines, VAT per rate and total', async ({
  page,
  javaScriptEnabled: js,
}) => {
  await addByPost(page, PRODUCTS.kettle)
  const post = async (form: Record<string, string>) => {
    const response = await page.request.post('/checkout', { form, maxRedirects: 0 })
    expect(response.status(), `saving ${form.intent}`).toBe(303)
  }
  const address = {
    firstName: SHOPPER.firstName,
    lastName: SHOPPER.lastName,
    country: 'ZA',
    streetAddress: SHOPPER.street,
    city: SHOPPER.city,
    state: SHOPPER.province,
    zipCode: SHOPPER.zip,
  }
  await post({ intent: 'personal', firstName: SHOPPER.firstName, lastName: SHOPPER.lastName, emailAddress: SHOPPER.email })
  await post({ intent: 'shipping', ...address, phoneNumber: SHOPPER.phone })
  await post({ intent: 'shipping-method', shippingMethod: 'standard' })
  await post({ intent: 'billing', ...address, company: COMPANY, taxId: TAX_ID })
  await post({ intent: 'payment', paymentMethod: 'cashondelivery' })
  await page.goto('/checkout')
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page).toHaveURL(/\/order\/status\?id=/)

  const main = page.getByRole('main')
  await expect(main.getByText(COMPANY).first()).toBeVisible()
  await expect(main.getByText(say('order.taxId', { taxId: TAX_ID }))).toBeVisible()
  const total = (await main.locator('tr.totals-grand td').first().textContent())!.trim()

  await main.getByRole('link', { name: say('invoice.download') }).click()
  await expect(page).toHaveURL(/\/order\/invoice\?id=[^&]+&token=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('invoice.heading'))
  await expect(page.getByText('Karoo Appliances (Pty) Ltd')).toBeVisible()
  await expect(page.getByText('4123456789')).toBeVisible()
  await expect(page.getByText(COMPANY)).toBeVisible()
  await expect(page.getByText(TAX_ID)).toBeVisible()
  const lines = page.getByRole('table', { name: say('invoice.lines') })
  await expect(lines.getByRole('row')).toHaveCount(3) // header, the kettle, delivery
  await expect(lines).toContainText(say('cart.shipping'))
  const vat = page.getByRole('table', { name: say('invoice.vatSummary') })
  await expect(vat.getByRole('row', { name: /^15%/ })).toBeVisible()
  await expect(page.locator('tr.grand td')).toHaveText(total)
  // No shop header, footer or navigation on the invoice; a Print button only where it can work.
  await expect(page.getByRole('search')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('button', { name: say('invoice.print') })).toHaveCount(js ? 1 : 0)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('link', { name: say('invoice.backToOrder') })).toBeHidden()
})

test('the product page hands view_item to the data layer', async ({ page, javaScriptEnabled: js }) => {
  test.skip(!js, 'the data layer is JavaScript')
  // The tag manager's bootstrap starts window.dataLayer; this stands in for it (the e2e server has no GTM_ID).
  await page.addInitScript(() => {
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = []
  })
  await page.goto('/c/fridges-freezers')
  const href = await page.getByRole('main').locator('a[href^="/p/"]').first().getAttribute('href')
  await page.goto(href!)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.find((e) => e?.event === 'view_item') ?? null,
      ),
    )
    .toMatchObject({ event: 'view_item', ecommerce: { currency: 'ZAR', items: [{ item_name: name, quantity: 1 }] } })
})
