/**
 * Small things a shopper trips over on a 360 px phone, measured in the browser (boxes and computed styles),
 * with JavaScript on and off: the chosen facet's check mark beside its swatch and name; a bundle's choices
 * readable in full; checkout radios off their box's border; a number kept with its unit; no filters or sort
 * when a search finds nothing; the review thank-you at the form; a variant's gallery in its own colour.
 */
import type { Locator, Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { addByPost, openProduct, SHOPPER, say } from './shop-support'
import { filterPanel, filterToggle, openFilters, productInfo, productPath } from './support'

test.use({ viewport: { width: 360, height: 740 } })
allowRefusedForms()

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  expect(found, 'the element is laid out').not.toBeNull()
  return found!
}

const middle = (b: Box) => b.y + b.height / 2

/** The boxes of the lines a piece of text is laid out on (one per line), found with a Range over it. */
async function linesOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + wanted.length)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    }
    throw new Error(`no text "${wanted}"`)
  }, text)
}

/** The element fits its own box: nothing in it is wider than it or cut off. */
async function expectNoOverflow(locator: Locator) {
  const sizes = await locator.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    right: el.getBoundingClientRect().right,
  }))
  expect(sizes.scroll, 'content as wide as its box').toBeLessThanOrEqual(sizes.client + 1)
  expect(sizes.right, 'inside the 360 px screen').toBeLessThanOrEqual(361)
}

test('the chosen colour facet: check mark, swatch and name on one line', async ({ page }) => {
  await page.goto('/c/kettles?color=red')
  const panel = await openFilters(page)
  const chosen = panel.locator(".facet-link[aria-current='true']").filter({ hasText: 'Red' })
  await expect(chosen).toHaveCount(1)
  const label = chosen.locator('> span').first()
  const swatch = label.locator('.swatch')
  const [link, labelBox, swatchBox] = await Promise.all([box(chosen), box(label), box(swatch)])
  // The check mark is the label's first part: the label starts at the link's edge, the swatch after the mark.
  expect(await label.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"✓"')
  expect(Math.abs(labelBox.x - link.x)).toBeLessThan(2)
  expect(swatchBox.x - labelBox.x).toBeGreaterThan(6)
  expect(swatchBox.x - labelBox.x).toBeLessThan(30)
  // One line: the label is one line high and the swatch sits on its middle, beside the name.
  const lineHeight = await label.evaluate(
    (el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5,
  )
  expect(labelBox.height).toBeLessThan(lineHeight * 1.5)
  expect(Math.abs(middle(swatchBox) - middle(labelBox))).toBeLessThanOrEqual(3)
  expect(await linesOf(label, 'Red')).toBe(1)
  await expectNoOverflow(chosen)
})

test("a bundle's choices show each name and price in full", async ({ page, javaScriptEnabled: js }) => {
  await openProduct(page, 'BND-0913')
  const form = productInfo(page).locator('.add-to-cart')
  // No select cutting a choice off at the screen's edge: a radio per choice, its label wrapping.
  await expect(form.locator('select')).toHaveCount(0)
  for (const option of ['Kettle *', 'Toaster *', 'Microwave *']) {
    const group = form.getByRole('group', { name: option })
    const radios = group.getByRole('radio')
    expect(await radios.count()).toBeGreaterThan(1)
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1)
    for (const choice of await group.locator('label').all()) {
      await expectNoOverflow(choice)
      // The price is whole, on one line: "(R 3 049.00)", never "(R 3" over "049.00)".
      const price = choice.locator('.nowrap')
      await expect(price).toHaveText(/^\(R\s\d{1,3}(?:\s\d{3})*\.\d{2}\)$/)
      expect(await price.evaluate((el) => new Set([...el.getClientRects()].map((rect) => Math.round(rect.top))).size)).toBe(1)
      const [radio, text] = await Promise.all([box(choice.getByRole('radio')), box(choice)])
      expect(radio.x + radio.width).toBeLessThan(text.x + text.width)
    }
  }
  // A choice still prices the page, with or without JavaScript.
  const kettle = form.getByRole('group', { name: 'Kettle *' }).getByRole('radio').nth(1)
  await kettle.check()
  if (!js) {
    await form.getByRole('button', { name: say('product.updatePrice') }).click()
    await expect(page).toHaveURL(/\?bundle\.\d+=\d+/)
  }
  await expect(form.getByRole('group', { name: 'Kettle *' }).getByRole('radio').nth(1)).toBeChecked()
})

/** Every visible radio of the current checkout step keeps a gap to its box's border and sits on its text's line. */
async function expectRadiosInsideTheirBox(page: Page) {
  const radios = page.locator('fieldset.choice-list input[type=radio]')
  expect(await radios.count()).toBeGreaterThan(0)
  for (const radio of await radios.all()) {
    const inner = await radio.evaluate((el) => {
      const fieldset = el.closest('fieldset')!
      const style = getComputedStyle(fieldset)
      const outer = fieldset.getBoundingClientRect()
      const r = el.getBoundingClientRect()
      const text = el.nextElementSibling!.getBoundingClientRect()
      return {
        border: parseFloat(style.borderLeftWidth),
        left: r.left - (outer.left + parseFloat(style.borderLeftWidth)),
        right: outer.right - parseFloat(style.borderRightWidth) - r.right,
        top: r.top - (outer.top + parseFloat(style.borderTopWidth)),
        bottom: outer.bottom - parseFloat(style.borderBottomWidth) - r.bottom,
        middle: r.top + r.height / 2,
        textMiddle: text.top + text.height / 2,
      }
    })
    expect(inner.left, 'space between the border and the radio').toBeGreaterThanOrEqual(8)
    expect(inner.top).toBeGreaterThanOrEqual(4)
    expect(inner.bottom).toBeGreaterThanOrEqual(4)
    expect(inner.right).toBeGreaterThanOrEqual(8)
    // The radio is beside its text, on its middle (a long name wraps beside the radio, not under it).
    expect(Math.abs(inner.middle - inner.textMiddle)).toBeLessThanOrEqual(3)
  }
}

test('checkout: shipping and payment radios keep off their box border', async ({ page }) => {
  await addByPost(page, 'AFR-0910')
  const post = async (form: Record<string, string>) => {
    const response = await page.request.post('/checkout', { form, maxRedirects: 0 })
    expect(response.status(), `saving ${form.intent}`).toBe(303)
  }
  await post({ intent: 'personal', firstName: SHOPPER.firstName, lastName: SHOPPER.lastName, emailAddress: SHOPPER.email })
  await post({
    intent: 'shipping',
    firstName: SHOPPER.firstName,
    lastName: SHOPPER.lastName,
    country: 'ZA',
    streetAddress: SHOPPER.street,
    city: SHOPPER.city,
    state: SHOPPER.province,
    zipCode: SHOPPER.zip,
    phoneNumber: SHOPPER.phone,
  })
  await page.goto('/checkout')
  await expect(page.getByRole('group', { name: say('checkout.step.shippingMethod') })).toBeVisible()
  await expectRadiosInsideTheirBox(page)

  await post({ intent: 'shipping-method', shippingMethod: 'standard' })
  await post({ intent: 'billing', sameAsShipping: 'on' })
  await page.goto('/checkout')
  await expect(page.locator('input[name=paymentMethod]').first()).toBeVisible()
  await expectRadiosInsideTheirBox(page)
})

test('"10 %" and register numbers are never broken across lines', async ({ page }) => {
  await page.goto('/de/legal')
  const main = page.getByRole('main')
  for (const text of ['HRB\u00a0178432', 'DE\u00a048213977', '+49\u00a040\u00a08090\u00a03140']) {
    expect(await linesOf(main, text), text).toBe(1)
  }
  // The footer's newsletter promise in German spacing: the number and its sign stay together.
  const promise = page.locator('.newsletter-promise')
  expect(await linesOf(promise, '10\u00a0%')).toBe(1)
  await expect(promise).not.toContainText(/10 %/)
  // Squeezed until the line must break right there, it breaks before the number, not between it and "%".
  const strong = promise.locator('strong').filter({ hasText: '10' })
  for (const width of [60, 80, 100, 120, 140]) {
    await strong.evaluate((el, w) => ((el as HTMLElement).style.cssText = `display:inline-block;width:${w}px`), width)
    expect(await linesOf(strong, '10\u00a0%'), `at ${width} px`).toBe(1)
  }
})

test('a search without results offers no filters and no sort, but the search box and the way on', async ({ page }) => {
  await page.goto('/search?q=qqzzxxvv')
  const main = page.getByRole('main')
  await expect(main.getByText(say('listing.none'))).toBeVisible()
  await expect(main.getByRole('searchbox')).toHaveValue('qqzzxxvv')
  await expect(main.getByRole('navigation', { name: say('search.popularCategories') })).toBeVisible()
  await expect(filterToggle(page)).toHaveCount(0)
  await expect(filterPanel(page)).toHaveCount(0)
  await expect(main.getByRole('combobox', { name: say('listing.sortBy') })).toHaveCount(0)
  // A search that finds something keeps both.
  await page.goto('/search?q=kettle')
  await expect(filterToggle(page)).toBeVisible()
  await expect(main.getByRole('combobox', { name: say('listing.sortBy') })).toBeVisible()
})

test('the review thank-you is shown at the review form, and the page opens there', async ({ page, request, javaScriptEnabled: js }) => {
  const path = await productPath(request, 'MIC-0904')
  await page.goto(path)
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByLabel('Your name').fill('Nomsa')
  await form.getByLabel('E-mail (never shown)').fill(`narrow-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`)
  await form.getByRole('group', { name: 'Rating' }).getByLabel('5 stars').check()
  await form.getByLabel('Your review').fill('Heats evenly and the door closes softly.')
  // The form counts how long it took to fill; a person takes longer than that.
  await page.waitForTimeout(400)
  await form.getByRole('button', { name: 'Send review' }).click()
  if (!js) await page.waitForLoadState('load')

  const reviews = page.getByRole('region', { name: 'Reviews' })
  const thanks = reviews.getByRole('status').filter({ hasText: 'Thank you, your review will appear once checked' })
  await expect(thanks).toBeVisible()
  expect(new URL(page.url()).hash).toBe('#review-thanks')
  // Beside the form (just before it), and not at the top of the page as well.
  const [thanksBox, formBox] = await Promise.all([box(thanks), box(page.getByRole('form', { name: 'Write a review' }))])
  expect(formBox.y - (thanksBox.y + thanksBox.height)).toBeGreaterThanOrEqual(0)
  expect(formBox.y - (thanksBox.y + thanksBox.height)).toBeLessThan(40)
  await expect(page.locator('.toast').filter({ hasText: 'Thank you' })).toHaveCount(1)
  // The shopper sees it without scrolling; with JavaScript it has the focus too.
  await expect(thanks).toBeInViewport()
  if (js) await expect(thanks).toBeFocused()
})

/** The picture files of the gallery (main strip and thumbnails), without their size query. */
async function galleryFiles(page: Page): Promise<{ main: string[]; thumbs: string[] }> {
  const files = async (selector: string) =>
    (await page.locator(selector).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''))).map(
      (src) => src.replace(/\?.*$/, ''),
    )
  return { main: await files('.gallery-strip img'), thumbs: await files('.gallery-thumbs img') }
}

test("a variant's gallery shows its own colour, each picture once", async ({ page, request, javaScriptEnabled: js }) => {
  const steel = await productPath(request, 'FRG-0903-STS-450L')
  await page.goto(steel)
  let gallery = await galleryFiles(page)
  expect(gallery.main.length).toBeGreaterThan(1)
  expect(new Set(gallery.main).size, 'no picture twice').toBe(gallery.main.length)
  expect(gallery.thumbs).toEqual(gallery.main)
  for (const file of gallery.main) expect(file).toContain('/stainless/')

  // Choosing white (a link, with or without JavaScript) brings white pictures.
  await productInfo(page)
    .locator('.option-value')
    .filter({ hasText: /^\s*White\s*$/ })
    .click()
  await expect(page).toHaveURL(/FRG-0903-WHT-/)
  if (!js) await page.waitForLoadState('load')
  await expect.poll(async () => (await galleryFiles(page)).main.every((file) => file.includes('/white/'))).toBe(true)
  gallery = await galleryFiles(page)
  expect(new Set(gallery.thumbs).size).toBe(gallery.thumbs.length)
  for (const file of gallery.thumbs) expect(file).toContain('/white/')
})
