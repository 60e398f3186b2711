/**
 * The shopper's catalogue journey on a phone, in every store view, with and without JavaScript:
 * home -> category (through the menu) -> filter by brand -> sort by price -> product -> variant.
 */
import { expect, test } from '../setup/e2e'
import {
  STORES,
  escapeRegExp,
  filterPanel,
  filterToggle,
  firstPrice,
  openFilters,
  productCount,
  productInfo,
  productPath,
  productPrice,
  readCount,
  storePath,
  t,
  toCents,
} from './support'

for (const store of STORES) {
  test(`browse, filter, sort and choose a variant in the ${store.code} store`, async ({ page, javaScriptEnabled }) => {
    // Home: the store's language and currency.
    await page.goto(storePath(store, '/'))
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang)
    await expect(page.getByRole('heading', { name: t(store, 'home.newCollection') })).toBeVisible()
    await expect(page.getByRole('main').getByText(store.money).first()).toBeVisible()
    // A word of the interface in the store's own language (German "Warenkorb", Italian "Carrello").
    const cartName = t(store, 'layout.cartWithCount', { count: 0 })
    expect(cartName).toContain(store.cartWord)
    await expect(page.getByRole('banner').getByRole('link', { name: cartName })).toBeVisible()

    // Category through the phone menu (a <details> drawer).
    const banner = page.getByRole('banner')
    await banner.getByLabel(t(store, 'layout.menu'), { exact: true }).click()
    const drawer = banner.getByRole('navigation', { name: t(store, 'layout.categories') })
    await drawer.getByRole('link', { name: store.fridges, exact: true }).click()
    await expect(page).toHaveURL(storePath(store, '/c/fridges-freezers'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.fridges)
    // With JavaScript the drawer stays open over the page (see "the menu closes ..." below): close it.
    if (await drawer.isVisible()) await banner.getByLabel(t(store, 'layout.menu'), { exact: true }).click()
    await expect(
      page.getByRole('navigation', { name: t(store, 'layout.breadcrumbs') }).getByRole('link', { name: store.largeAppliances }),
    ).toBeVisible()
    await expect(productCount(page, store)).toBeVisible()
    const allCount = await readCount(page, store)

    // Filters are folded away on a phone until the shopper opens them.
    const panel = filterPanel(page, store)
    await expect(panel).toBeHidden()
    await filterToggle(page, store).click()
    await expect(panel).toBeVisible()
    const koel = panel.getByRole('link', { name: /^Koel \d+$/ })
    const koelCount = Number(/(\d+)\s*$/.exec((await koel.textContent()) ?? '')?.[1])
    expect(koelCount).toBeGreaterThan(0)
    expect(koelCount).toBeLessThan(allCount)
    await koel.click()

    await expect(page).toHaveURL(/[?&]brand=koel(?:&|$)/)
    await expect(productCount(page, store)).toHaveText(t(store, 'listing.count', { count: koelCount }))
    const chips = page.getByRole('list', { name: t(store, 'listing.activeFilters') })
    await expect(chips.getByRole('link', { name: /Koel/ })).toBeVisible()
    await expect(chips.getByRole('link', { name: t(store, 'listing.clearAll') })).toBeVisible()
    await expect(filterToggle(page, store)).toHaveText(`${t(store, 'listing.showFilters')} (1)`)
    const openPanel = await openFilters(page, store)
    await expect(openPanel.getByRole('link', { name: /Koel \d+$/ })).toHaveAttribute('aria-current', 'true')

    // Sort by price, high to low: the select submits itself with JS, "Apply" does it without.
    const sort = page.getByLabel(t(store, 'listing.sortBy'))
    await sort.selectOption({ label: t(store, 'listing.sort.price_desc') })
    if (!javaScriptEnabled) await page.getByRole('button', { name: t(store, 'listing.apply') }).click()
    await expect(page).toHaveURL(/[?&]sort=price_desc(?:&|$)/)
    await expect(page).toHaveURL(/[?&]brand=koel(?:&|$)/)
    await expect(sort).toHaveValue('price_desc')
    await expect(productCount(page, store)).toHaveText(t(store, 'listing.count', { count: koelCount }))
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
    const skuLine = (sku: string) => info.getByText(new RegExp(`${escapeRegExp(t(store, 'product.sku'))}: ${sku}$`))
    await expect(skuLine('FRG-0903')).toBeVisible()
    await expect(productPrice(page)).toHaveText(new RegExp(`^${escapeRegExp(t(store, 'product.priceFrom'))} ?${store.money.source}$`))
    const fromPrice = toCents((await productPrice(page).textContent()) ?? '')
    const addToCart = info.getByRole('button', { name: t(store, 'product.addToCart') })
    await expect(addToCart).toBeDisabled()

    // Choose the 450 L variant: its URL, SKU, price and stock replace the "from" view.
    await info.getByRole('link', { name: /: 450 L$/ }).click()
    await expect(page).toHaveURL(/\/FRG-0903-STS-450L$/)
    await expect(skuLine('FRG-0903-STS-450L')).toBeVisible()
    await expect(info.getByRole('link', { name: /: 450 L$/ })).toHaveAttribute('aria-current', 'true')
    await expect(productPrice(page)).toHaveText(new RegExp(`^${store.money.source}$`))
    const variantPrice = toCents((await productPrice(page).textContent()) ?? '')
    expect(variantPrice).toBeGreaterThanOrEqual(fromPrice)
    await expect(info.getByText(t(store, 'product.stock.ok'), { exact: true })).toBeVisible()
    await expect(addToCart).toBeEnabled()
  })
}

// The phone menu is a <details>: after a client-side navigation it must close, not cover the new page.
test('the menu closes once a category is chosen', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  await banner.getByLabel('Menu', { exact: true }).click()
  const drawer = banner.getByRole('navigation', { name: 'Categories' })
  await drawer.getByRole('link', { name: 'Kettles', exact: true }).click()
  await expect(page).toHaveURL('/c/kettles')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kettles')
})

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
  // A search box without JavaScript, a combobox with suggestions when it runs.
  await page.getByRole('banner').getByLabel('Search products').fill('kettle')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?q=kettle$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “kettle”')
  expect(await readCount(page)).toBeGreaterThan(0)
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/kettle/i)
})

test('a search that names a category offers it above the results, in the store view language', async ({ page }) => {
  await page.goto('/de/search?q=Wasserkocher')
  const de = STORES.find((store) => store.code === 'de')!
  const offered = page.getByRole('navigation', { name: t(de, 'search.matchingCategories') })
  await offered.getByRole('link', { name: 'Wasserkocher', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/c\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wasserkocher')
  // Every product of the category is a kettle: the descaling filters the search listed first are not here.
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Wasserkocher/)
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: /Kalkfilter/ }),
  ).toHaveCount(0)
})

test('with JavaScript, the header search suggests products as the shopper types', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'suggestions need JavaScript; the search page is the no-JS path')
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search products' })
  await box.fill('kettle')
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const first = (await options.first().innerText()).split('\n')[0]!
  await box.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first)
})

test('suggestions also come for a term typed with two spaces between its words', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'suggestions need JavaScript')
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Search products' }).fill('coffee  machine')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
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
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Deutschland (EUR)' })).toHaveAttribute('aria-current', 'true')
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

  // A colour link leads to a child in that colour, even when it differs in another attribute too.
  test('switching colour on a chosen variant opens a child in that colour', async ({ page, request }) => {
    await page.goto(await productPath(request, 'FRG-0903-WHT-300L'))
    const info = productInfo(page)
    await info.getByRole('link', { name: /^Colour: Stainless steel/ }).click()
    await expect(page).toHaveURL(/\/FRG-0903-STS-450L$/)
    await expect(info.getByRole('group', { name: 'Colour: Stainless steel' })).toBeVisible()
  })
})
