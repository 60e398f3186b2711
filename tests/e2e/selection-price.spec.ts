/**
 * The price on a bundle's page is the price its cart line charges, for whatever the shopper chooses:
 * with JavaScript the price follows the choices at once; without, after "Update price". Each test adds
 * one selection from a fresh browser (so a cart of its own) and reads its line on the cart page.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { cartLine, openProduct, pressAddToCart, say } from './shop-support'
import { DEFAULT_STORE, RAND, firstPrice, productInfo, productPrice, toCents } from './support'

const BUNDLE = 'BND-0913'

/** The price in a bundle choice's label: "Kettle name (R 549.00)". */
function labelPrice(label: string): number {
  const match = new RegExp(`\\((${RAND.source})\\)$`).exec(label.trim())
  if (!match) throw new Error(`no price in: ${label}`)
  return toCents(match[1]!)
}

/** The shown final price of the product page, in cents. */
async function pagePrice(page: Page): Promise<number> {
  return toCents((await productPrice(page).locator('.price-final').textContent()) ?? '')
}

/** The label text of a bundle choice's radio: "Kettle name (R 549.00)". */
async function choiceLabel(radio: Locator): Promise<string> {
  return radio.evaluate((el) => el.closest('label')?.textContent ?? '')
}

/** Choose the `n`-th choice that can be bought (out-of-stock ones are disabled); returns its price. */
async function choose(group: Locator, n: number): Promise<number> {
  const enabled = group.locator('input[type=radio]:not([disabled])')
  const radio = enabled.nth(n % (await enabled.count()))
  await radio.check()
  return labelPrice(await choiceLabel(radio))
}

/** The value of a bundle option's chosen radio ('' for none). */
async function chosenValue(group: Locator): Promise<string> {
  const checked = group.locator('input[type=radio]:checked')
  return (await checked.count()) ? ((await checked.getAttribute('value')) ?? '') : ''
}

/** What the options hold now, as the sum of their choices' prices. */
async function chosenTotal(groups: Locator[]): Promise<number> {
  let total = 0
  for (const group of groups) {
    const checked = group.locator('input[type=radio]:checked')
    if ((await checked.count()) && (await checked.getAttribute('value'))) total += labelPrice(await choiceLabel(checked))
  }
  return total
}

/** Add what the page shows to the cart and read the one line's unit price there. */
async function chargedInCart(page: Page, js: boolean, name: string): Promise<number> {
  await pressAddToCart(page, js, name)
  await page.goto('/cart')
  const line = cartLine(page, name)
  await expect(line).toHaveCount(1)
  return firstPrice((await line.locator('.cart-line-price').textContent()) ?? '', DEFAULT_STORE)
}

/** Per bundle option (Kettle, Toaster, Microwave), which buyable choice to take; null keeps the default. */
const SELECTIONS: { title: string; picks: (number | null)[] }[] = [
  { title: 'a dearer kettle', picks: [2, null, null] },
  { title: 'a cheaper microwave', picks: [null, null, 1] },
  { title: 'every choice changed', picks: [1, 2, 0] },
]

for (const { title, picks } of SELECTIONS) {
  test(`bundle with ${title}: the page shows what the cart charges`, async ({ page, javaScriptEnabled: js }) => {
    const name = await openProduct(page, BUNDLE)
    const info = productInfo(page)
    const groups = ['Kettle *', 'Toaster *', 'Microwave *'].map((label) => info.getByRole('group', { name: label }))
    const before = await pagePrice(page)
    expect(before).toBe(await chosenTotal(groups))

    for (const [index, pick] of picks.entries()) {
      if (pick !== null) await choose(groups[index]!, pick)
    }
    const values = await Promise.all(groups.map(chosenValue))
    const expected = await chosenTotal(groups)

    const update = info.getByRole('button', { name: say('product.updatePrice') })
    if (js) {
      // The price follows the form on the page; the button is not needed.
      await expect(update).toBeHidden()
      await expect.poll(() => pagePrice(page)).toBe(expected)
    } else {
      await update.click()
      await expect(page).toHaveURL(/\?bundle\.\d+=\d+/)
      // The page came back with the same choices and their price.
      for (const [index, group] of groups.entries()) expect(await chosenValue(group)).toBe(values[index]!)
      expect(await pagePrice(page)).toBe(expected)
    }
    const shown = await pagePrice(page)
    expect(shown).not.toBe(before)
    expect(await chargedInCart(page, js, name)).toBe(shown)
  })
}

test('washing machine with installation and extended care (fixed and percent): the page shows what the cart charges', async ({
  page,
  javaScriptEnabled: js,
}) => {
  const name = await openProduct(page, 'WSH-0911')
  const info = productInfo(page)
  const before = await pagePrice(page)
  let added = 0
  for (const label of ['Installation', 'Extended care']) {
    const select = info.getByRole('combobox', { name: label })
    const option = select.getByRole('option').nth(1)
    await select.selectOption((await option.getAttribute('value')) ?? '')
    // "Standard installation (+R 450.00)", "1 extra year of care (+R 549.95, 5%)": what each adds.
    added += toCents(/\(\+([^,)]+)/.exec((await option.textContent()) ?? '')![1]!)
  }
  if (js) {
    await expect.poll(() => pagePrice(page)).toBe(before + added)
  } else {
    await info.getByRole('button', { name: say('product.updatePrice') }).click()
    await expect(page).toHaveURL(/\?options\.\d+=\d+&options\.\d+=\d+$/)
    expect(await pagePrice(page)).toBe(before + added)
  }
  const shown = await pagePrice(page)
  expect(await chargedInCart(page, js, name)).toBe(shown)
})

// A configurable product's variants are pages of their own (links, with or without JavaScript): each
// variant's page shows the price its cart line charges, and the two buyable fridges differ in price.
test('the fridge in white 300 L and in steel 450 L: each variant page shows what the cart charges', async ({
  page,
  javaScriptEnabled: js,
}) => {
  const charged: number[] = []
  for (const variant of ['WHT-300L', 'STS-450L']) {
    await page.context().clearCookies()
    const name = await openProduct(page, 'FRG-0903')
    await productInfo(page).getByRole('group').locator(`a[href$="/FRG-0903-${variant}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/FRG-0903-${variant}$`))
    // With JavaScript the address changes before the variant's page is drawn, and the product's "from" price
    // is still on screen: read the price once the picker marks the variant's values chosen.
    await expect(productInfo(page).locator(`a.option-value[aria-current="true"][href$="/FRG-0903-${variant}"]`).first()).toBeVisible()
    const shown = await pagePrice(page)
    expect(await chargedInCart(page, js, name)).toBe(shown)
    charged.push(shown)
  }
  expect(charged[0]).not.toBe(charged[1])
})
