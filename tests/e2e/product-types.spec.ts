/**
 * Every kind of product in the demo catalogue renders what a shopper needs to decide:
 * the set's contents, the bundle's choices, custom options, tier and special prices, stock.
 * Products are opened through /p/{sku}/x, which redirects to the real slug.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { RAND, STORES, productInfo, productPrice, storePath, t } from './support'

const rand = RAND.source

async function openProduct(page: Page, sku: string, prefix = '') {
  const response = await page.goto(`${prefix}/p/${sku}/x`)
  expect(response?.status(), `${sku} loads`).toBe(200)
  await expect(page).toHaveURL(new RegExp(`${prefix}/p/${sku}/[a-z0-9-]+$`))
  return productInfo(page)
}

test('grouped: the set lists its items with their prices and stock', async ({ page }) => {
  const info = await openProduct(page, 'SET-0912')
  const table = info.getByRole('table', { name: "What's in the set" })
  await expect(table.getByRole('columnheader')).toHaveText(['Item', 'Price'])
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(3)
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(0)).toContainText(/In stock|Only a few left|Out of stock/)
    await expect(row.getByRole('cell').nth(1)).toHaveText(new RegExp(`^${rand}$`))
  }
  // The set's price is the sum of its items.
  const itemPrices = (await rows.locator('td:nth-child(2)').allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
  const setPrice = Number(((await productPrice(page).textContent()) ?? '').replace(/\D/g, ''))
  expect(setPrice).toBe(itemPrices.reduce((sum, price) => sum + price, 0))
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
})

test('bundle: each option is a choice with its default picked', async ({ page }) => {
  const info = await openProduct(page, 'BND-0913')
  for (const option of ['Kettle', 'Toaster', 'Microwave']) {
    const group = info.getByRole('group', { name: `${option} *` })
    await expect(group).toBeVisible()
    const radios = group.getByRole('radio')
    expect(await radios.count()).toBeGreaterThan(1)
    await expect(group.locator('label').first()).toHaveText(new RegExp(`\\(${rand}\\)$`))
    // Required options offer no "None" and start on their default selection.
    await expect(group.getByRole('radio', { name: 'None' })).toHaveCount(0)
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(1)
  }
  await info.getByRole('group', { name: 'Kettle *' }).getByRole('radio').nth(1).check()
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
})

test('custom options: installation, extended care and removal can be added', async ({ page }) => {
  const info = await openProduct(page, 'WSH-0911')
  const installation = info.getByRole('combobox', { name: 'Installation' })
  await expect(installation.getByRole('option')).toHaveText([
    'None',
    // Installation comes with the washer's large-appliance delivery: choosing it adds nothing.
    'Standard installation (+R 0.00)',
    'No installation, delivery only (+R 0.00)',
  ])
  await expect(installation).toHaveValue('')
  const care = info.getByRole('combobox', { name: 'Extended care' })
  await expect(care.getByRole('option').nth(1)).toHaveText(new RegExp(`^1 extra year of care \\(\\+${rand}, 5%\\)$`))
  await expect(info.getByRole('combobox', { name: 'Old appliance removal' })).toBeVisible()
  await installation.selectOption({ index: 1 })
  await expect(installation).not.toHaveValue('')
})

test('tier prices: buying more costs less each', async ({ page }) => {
  const info = await openProduct(page, 'FLT-0916')
  const tiers = info.getByRole('listitem').filter({ hasText: /^Buy \d+ or more for / })
  await expect(tiers).toHaveText([new RegExp(`^Buy 3 or more for ${rand} each$`), new RegExp(`^Buy 5 or more for ${rand} each$`)])
  const unit = Number(((await productPrice(page).textContent()) ?? '').replace(/\D/g, ''))
  const [three, five] = (await tiers.allTextContents()).map((text) => Number(/for (.+) each/.exec(text)![1]!.replace(/\D/g, '')))
  expect(three).toBeLessThan(unit)
  expect(five).toBeLessThan(three!)
})

test('an active special shows the special price and the struck-through regular price', async ({ page }) => {
  await openProduct(page, 'AFR-0910')
  const price = productPrice(page)
  const regular = price.getByRole('deletion')
  await expect(regular).toHaveText(new RegExp(`Regular price ${rand}$`))
  await expect(price).toContainText(new RegExp(`Special price ${rand}`))
  const [special, was] = ((await price.textContent()) ?? '').match(new RegExp(rand, 'g'))!.map((p) => Number(p.replace(/\D/g, '')))
  expect(special).toBeLessThan(was!)
})

for (const [sku, why] of [
  ['MIC-0904', 'an expired special'],
  ['COF-0909', 'a special that starts next year'],
] as const) {
  test(`${why} (${sku}) shows only the regular price`, async ({ page }) => {
    await openProduct(page, sku)
    const price = productPrice(page)
    await expect(price).toHaveText(new RegExp(`^${rand}$`))
    await expect(price.getByRole('deletion')).toHaveCount(0)
  })
}

test('out of stock: labelled, and it cannot be added to the cart', async ({ page }) => {
  const info = await openProduct(page, 'IRN-0907')
  await expect(info.getByText('Out of stock', { exact: true })).toBeVisible()
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
})

test('volatile stock: "Only a few left", still for sale', async ({ page }) => {
  const info = await openProduct(page, 'BLN-0906')
  await expect(info.getByText('Only a few left', { exact: true })).toBeVisible()
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
})

test('a configurable product with every variant sold out says so', async ({ page }) => {
  const info = await openProduct(page, 'KET-0908')
  await expect(info.getByRole('alert')).toHaveText('No available product variants')
  await expect(info.getByText('Out of stock', { exact: true })).toBeVisible()
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
})

test('a configurable product offers only the variants that can be bought', async ({ page }) => {
  const info = await openProduct(page, 'FRG-0903')
  // WHT-450L is out of stock and STS-300L unavailable: no link leads to either.
  const targets = await info
    .getByRole('group')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(targets.length).toBeGreaterThan(0)
  for (const target of targets) expect(target).toMatch(/\/FRG-0903-(WHT-300L|STS-450L)$/)
  await expect(info.getByText('Choose your options to see the exact price and stock.')).toBeVisible()
  // Stock is said before a variant is chosen: some of them can be bought.
  await expect(info.getByText('In stock', { exact: true })).toBeVisible()
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
})

test('an unavailable variant in the URL shows the product with a warning', async ({ page }) => {
  const response = await page.goto('/p/FRG-0903-STS-300L/x')
  expect(response?.status()).toBe(200)
  const info = productInfo(page)
  await expect(info.getByRole('alert')).toHaveText(
    'No such configuration for the product. Please do choose another combination of attributes.',
  )
  await expect(info.getByText(/SKU: FRG-0903$/)).toBeVisible()
  await expect(info.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
})

test('the free e-book costs nothing in every store', async ({ page }) => {
  for (const store of STORES) {
    await openProduct(page, 'EBK-0905', store.prefix)
    await expect(productPrice(page)).toHaveText(t(store, 'checkout.free'))
    await expect(productInfo(page).getByRole('button', { name: t(store, 'product.addToCart') })).toBeEnabled()
  }
})

for (const [sku, kind] of [
  ['WAR-0914', 'virtual warranty'],
  ['EBK-0915', 'downloadable e-book'],
  ['KET-0901', 'disabled (status 0) kettle'],
] as const) {
  test(`the ${kind} (${sku}) is for sale`, async ({ page }) => {
    const info = await openProduct(page, sku)
    await expect(productPrice(page)).toHaveText(new RegExp(`^${rand}$`))
    await expect(info.getByText('In stock', { exact: true })).toBeVisible()
    await expect(info.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
  })
}

test('product pages in the euro stores show euro prices', async ({ page }) => {
  for (const store of STORES.filter((s) => s.currency === 'EUR')) {
    await page.goto(storePath(store, '/p/AFR-0910/x'))
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang)
    await expect(productPrice(page)).toContainText(store.money)
    await expect(productPrice(page).getByRole('deletion')).toContainText(store.money)
    await expect(productInfo(page).getByRole('button', { name: t(store, 'product.addToCart') })).toBeVisible()
  }
})
