/**
 * The shopper's catalogue journey on a phone, in every store view, with and without JavaScript:
 * home -> category (through the menu) -> filter by brand -> sort by price -> product -> variant.
 */
import { expect, test } from '../setup/e2e'
import {
  STORES,
  escapeRegExp,
  firstPrice,
  openFilters,
  productCount,
  productInfo,
  productPath,
  productPrice,
  readCount,
  storePath,
  toCents,
} from './support'

for (const store of STORES) {
  test(`browse, filter, sort and choose a variant in the ${store.code} store`, async ({ page, javaScriptEnabled }) => {
    // Home: the store's language and currency.
    await page.goto(storePath(store, '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang)
    await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible()
    await expect(page.getByRole('main').getByText(store.money).first()).toBeVisible()

    // Category through the phone menu (a <details> drawer).
    await page.getByRole('banner').getByLabel('Menu').click()
    const drawer = page.getByRole('banner').getByRole('navigation', { name: 'Categories' })
    await drawer.getByRole('link', { name: store.fridges, exact: true }).click()
    await expect(page).toHaveURL(storePath(store, '/c/fridges-freezers'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.fridges)
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: store.largeAppliances }),
    ).toBeVisible()
    await expect(productCount(page)).toBeVisible()
    const allCount = await readCount(page)

    // Filters are folded away on a phone until the shopper opens them.
    const panel = page.getByRole('complementary', { name: 'Filter' })
    await expect(panel).toBeHidden()
    await page.getByText('Filter products').click()
    await expect(panel).toBeVisible()
    const koel = panel.getByRole('link', { name: /^Koel \d+$/ })
    const koelCount = Number(/(\d+)\s*$/.exec((await koel.textContent()) ?? '')?.[1])
    expect(koelCount).toBeGreaterThan(0)
    expect(koelCount).toBeLessThan(allCount)
    await koel.click()

    await expect(page).toHaveURL(/[?&]brand=koel(?:&|$)/)
    await expect(productCount(page)).toHaveText(`${koelCount} products`)
    const chips = page.getByRole('list', { name: 'Active filters' })
    await expect(chips.getByRole('link', { name: 'Remove filter Brand: Koel' })).toBeVisible()
    await expect(chips.getByRole('link', { name: 'Clear all filters' })).toBeVisible()
    await expect(page.getByText(/^Filter products \(1\)$/)).toBeVisible()
    const openPanel = await openFilters(page)
    await expect(openPanel.getByRole('link', { name: /^Koel \d+$/ })).toHaveAttribute('aria-current', 'true')

    // Sort by price, high to low: the select submits itself with JS, "Apply" does it without.
    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' })
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/[?&]sort=price_desc(?:&|$)/)
    await expect(page).toHaveURL(/[?&]brand=koel(?:&|$)/)
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc')
    await expect(productCount(page)).toHaveText(`${koelCount} products`)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(koelCount)
    const prices = (await cards.allInnerTexts()).map((text) => firstPrice(text, store))
    expect(prices[0]).toBeGreaterThanOrEqual(prices[1]!)
    expect(prices, 'every price is at most the one before it').toEqual([...prices].sort((a, b) => b - a))

    // Product: the configurable Koel fridge, shown "from" its cheapest variant.
    await cards.getByRole('link', { name: /KL0903/ }).click()
    await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(storePath(store, '/p/FRG-0903/'))}[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('KL0903')
    const info = productInfo(page)
    await expect(info.getByText(/SKU: FRG-0903$/)).toBeVisible()
    await expect(productPrice(page)).toHaveText(new RegExp(`^from ${store.money.source}$`))
    const fromPrice = toCents((await productPrice(page).textContent()) ?? '')
    await expect(info.getByRole('button', { name: 'Add to cart' })).toBeDisabled()

    // Choose the 450 L variant: its URL, SKU, price and stock replace the "from" view.
    await info.getByRole('link', { name: /: 450 L$/ }).click()
    await expect(page).toHaveURL(/\/FRG-0903-STS-450L$/)
    await expect(info.getByText(/SKU: FRG-0903-STS-450L$/)).toBeVisible()
    await expect(info.getByRole('link', { name: /: 450 L$/ })).toHaveAttribute('aria-current', 'true')
    await expect(productPrice(page)).toHaveText(new RegExp(`^${store.money.source}$`))
    const variantPrice = toCents((await productPrice(page).textContent()) ?? '')
    expect(variantPrice).toBeGreaterThanOrEqual(fromPrice)
    await expect(info.getByText('In stock', { exact: true })).toBeVisible()
    await expect(info.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
  })
}

test('the euro stores format prices as "1.299,00 €" and the default store as "R 1 299.00"', async ({ page }) => {
  for (const store of STORES) {
    await page.goto(storePath(store, '/c/large-appliances'))
    const text = await page.getByRole('main').getByRole('article').first().innerText()
    expect(text).toMatch(store.money)
    expect(text).not.toMatch(store.currency === 'EUR' ? /R\s\d/ : /€/)
  }
})

test('clearing the filters brings every product back', async ({ page }) => {
  await page.goto('/c/fridges-freezers')
  const all = await readCount(page)
  await page.goto('/c/fridges-freezers?brand=koel&color=white')
  const filtered = await readCount(page)
  expect(filtered).toBeLessThan(all)
  await expect(page.getByText(/^Filter products \(2\)$/)).toBeVisible()
  await page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter Brand: Koel' }).click()
  await expect(page).toHaveURL(/\?color=white$/)
  await page.getByRole('link', { name: 'Clear all filters' }).click()
  await expect(page).toHaveURL(/\/c\/fridges-freezers$/)
  await expect(productCount(page)).toHaveText(`${all} products`)
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
})

test('a long category pages through its products 50 at a time', async ({ page }) => {
  await page.goto('/c/large-appliances')
  const total = await readCount(page)
  expect(total).toBeGreaterThan(50)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(50)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(pages.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(Math.min(50, total - 50))
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible()
})

test('the header search finds products', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search products' }).fill('kettle')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?q=kettle$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “kettle”')
  expect(await readCount(page)).toBeGreaterThan(0)
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/kettle/i)
})

test('the sort "Apply" button is only there without JavaScript', async ({ page, javaScriptEnabled }) => {
  await page.goto('/c/kettles')
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(javaScriptEnabled ? 0 : 1)
})

test('the store switcher keeps the shopper on the same page', async ({ page }) => {
  await page.goto('/c/kettles')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutschland (EUR)' }).click()
  await expect(page).toHaveURL('/de/c/kettles')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Deutschland (EUR)' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.getByRole('contentinfo').getByRole('link', { name: 'Italia (EUR)' }).click()
  await expect(page).toHaveURL('/it/c/kettles')
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
})

test.describe('variant picker', () => {
  test('choosing a size of the configurable stove opens that child', async ({ page, request }) => {
    await page.goto(await productPath(request, 'STV-0917'))
    const info = productInfo(page)
    await expect(info.getByText('Choose your options to see the exact price and stock.')).toBeVisible()
    await info.getByRole('link', { name: 'Size: 90 cm' }).click()
    await expect(page).toHaveURL(/\/STV-0917-90CM$/)
    await expect(info.getByRole('link', { name: 'Size: 90 cm' })).toHaveAttribute('aria-current', 'true')
    await expect(info.getByRole('group', { name: 'Size: 90 cm' })).toBeVisible()
    await info.getByRole('link', { name: 'Size: 60 cm' }).click()
    await expect(page).toHaveURL(/\/STV-0917-60CM$/)
    await expect(info.getByText(/SKU: STV-0917-60CM$/)).toBeVisible()
  })

  test('the "choose from a list" form picks the same variant', async ({ page, request }) => {
    await page.goto(await productPath(request, 'FRG-0903'))
    const info = productInfo(page)
    await info.getByText('Choose from a list').click()
    await info.getByRole('combobox', { name: 'Colour' }).selectOption({ label: 'White' })
    await info.getByRole('combobox', { name: 'Capacity' }).selectOption({ label: '300 L' })
    await info.getByRole('button', { name: 'Show this variant' }).click()
    await expect(page).toHaveURL(/\/FRG-0903-WHT-300L$/)
    await expect(info.getByText(/SKU: FRG-0903-WHT-300L$/)).toBeVisible()
  })

  // App bug: from FRG-0903-WHT-300L the "Stainless steel" link points back at FRG-0903-WHT-300L.
  // catalog.server.ts getProductPage builds each value's target with selectChild({...current, [code]: value}),
  // which ties WHT-300L (matches capacity) with STS-450L (matches colour) and picks the cheaper one, so the
  // clicked value is ignored. The target should be a child that carries the clicked value.
  test.fixme('switching colour on a chosen variant opens a child in that colour', async ({ page, request }) => {
    await page.goto(await productPath(request, 'FRG-0903-WHT-300L'))
    const info = productInfo(page)
    await info.getByRole('link', { name: /^Colour: Stainless steel/ }).click()
    await expect(page).toHaveURL(/\/FRG-0903-STS-450L$/)
    await expect(info.getByRole('group', { name: 'Colour: Stainless steel' })).toBeVisible()
  })
})
