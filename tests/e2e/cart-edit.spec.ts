/**
 * Reopening a cart line to change its choices, with and without JavaScript: a configurable product's
 * variant, a simple product's required Color and Size, Cancel closing the line, and a required option left
 * empty answered beside it. Without JavaScript the line opens as a page (`?edit=<line>`); with it the same
 * form opens in place, without the page loading again.
 *
 * The simple product gets its Color and Size options in the e2e server's database (playwright.config.ts
 * starts it on this data folder): a product no other spec buys, one per project so that js-on and js-off
 * never share it.
 */
import Database from 'better-sqlite3'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { PRODUCTS, addByPost, cartLine, say, toast } from './shop-support'

const DB_FILE = '.cache/e2e-data/store.db'

// A refused edit is answered 400 (the form again, with its messages), which the browser logs.
allowRefusedForms()

function withShopDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_FILE)
  db.pragma('busy_timeout = 5000')
  try {
    return work(db)
  } finally {
    db.close()
  }
}

interface ColourAndSize {
  sku: string
  color: number
  size: number
  red: number
  blue: number
  small: number
  medium: number
}

/**
 * A simple product in stock that none of the shared PRODUCTS is, well away from the ones cart-notices picks
 * (the last by sku), given required Color and Size options once per server start.
 */
function colourAndSizeProduct(testInfo: TestInfo): ColourAndSize {
  const shared = new Set<string>(Object.values(PRODUCTS))
  const base = testInfo.project.name === 'js-off' ? 990_100 : 990_000
  const ids = { color: base, size: base + 10, red: base + 1, blue: base + 2, small: base + 11, medium: base + 12 }
  return withShopDb((db) => {
    const existing = db.prepare('select p.sku from custom_option o join product p on p.id = o.product_id where o.id = ?').get(ids.color) as
      { sku: string } | undefined
    if (existing) return { sku: existing.sku, ...ids }
    const rows = (
      db
        .prepare(
          `select p.sku, p.id from product p join stock s on s.product_id = p.id
           join product_price pp on pp.product_id = p.id and pp.store_code = 'default'
           where p.type_id = 'simple' and p.status = 1 and p.visibility > 1 and p.parent_id is null
             and s.is_in_stock = 1 and s.manage_stock = 1 and s.qty > s.low_stock_qty + 5 and pp.price > 0
             and not exists (select 1 from custom_option o where o.product_id = p.id)
           order by p.sku desc limit 60`,
        )
        .all() as { sku: string; id: number }[]
    ).filter((row) => !shared.has(row.sku))
    const product = rows[testInfo.project.name === 'js-off' ? 31 : 30]!
    const option = db.prepare('insert into custom_option (id, product_id, title, type, required, position) values (?, ?, ?, ?, 1, ?)')
    const value = db.prepare(
      `insert into custom_option_value (option_type_id, option_id, title, price_type, price, price_eur, position) values (?, ?, ?, 'fixed', 0, 0, ?)`,
    )
    db.transaction(() => {
      option.run(ids.color, product.id, 'Color', 'drop_down', 20)
      option.run(ids.size, product.id, 'Size', 'drop_down', 21)
      value.run(ids.red, ids.color, 'Red', 0)
      value.run(ids.blue, ids.color, 'Blue', 1)
      value.run(ids.small, ids.size, 'Small', 0)
      value.run(ids.medium, ids.size, 'Medium', 1)
    })()
    return { sku: product.sku, ...ids }
  })
}

/** The name a product's page shows. */
async function nameOf(page: Page, sku: string): Promise<string> {
  const response = await page.request.get(`/p/${sku}/x`)
  const html = await response.text()
  return (/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
}

/** The line's edit form, once opened. */
function editForm(line: Locator): Locator {
  return line.locator('form.line-edit')
}

/** Open a line with its Edit link; with JavaScript, check that the page did not load again. */
async function openEdit(page: Page, line: Locator, name: string) {
  await line.getByRole('link', { name: `${say('cart.edit')} ${name}` }).click()
  await expect(page).toHaveURL(/[?&]edit=/)
  await expect(editForm(line).getByRole('heading', { name: say('cart.editHeading', { name }) })).toBeVisible()
}

/** Mark the window so that a full page load (which would drop the mark) can be told from an update in place. */
async function markWindow(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))
}

async function expectSameWindow(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true)
}

test("a configurable line's variant is changed; an impossible combination is refused beside the variant", async ({
  page,
  javaScriptEnabled,
}) => {
  await addByPost(page, PRODUCTS.fridge, { childSku: PRODUCTS.fridgeWhite300 })
  const name = await nameOf(page, PRODUCTS.fridge)
  await page.goto('/cart')
  await markWindow(page, javaScriptEnabled)
  const line = cartLine(page, name)
  await openEdit(page, line, name)
  const form = editForm(line)
  await expect(form.locator('select[name="attributes.color"]')).toHaveValue('white')
  await expect(form.locator('select[name="attributes.capacity"]')).toHaveValue('300l')

  // White in 450 L cannot be bought.
  await form.locator('select[name="attributes.capacity"]').selectOption('450l')
  await form.getByRole('button', { name: say('cart.saveEdit') }).click()
  await expect(
    form.getByText(say('No such configuration for the product. Please do choose another combination of attributes.')),
  ).toBeVisible()

  await form.locator('select[name="attributes.color"]').selectOption('stainless')
  await form.locator('select[name="attributes.capacity"]').selectOption('450l')
  await form.getByRole('button', { name: say('cart.saveEdit') }).click()
  await expect(toast(page, say('cart.lineEdited'))).toBeVisible()
  await expect(page).not.toHaveURL(/[?&]edit=/)
  await expect(editForm(line)).toHaveCount(0)
  await expect(line.locator('.cart-line-options')).toContainText('450')
  await expect(line.locator('a.cart-line-name')).toHaveAttribute('href', /FRG-0903-STS-450L/)
  await expectSameWindow(page, javaScriptEnabled)
})

test("a simple product's Color and Size are changed", async ({ page, javaScriptEnabled }, testInfo) => {
  const product = colourAndSizeProduct(testInfo)
  await addByPost(page, product.sku, {
    [`options.${product.color}`]: String(product.red),
    [`options.${product.size}`]: String(product.small),
  })
  const name = await nameOf(page, product.sku)
  await page.goto('/cart')
  await markWindow(page, javaScriptEnabled)
  const line = cartLine(page, name)
  await expect(line.locator('.cart-line-options')).toContainText('Color: Red')
  await openEdit(page, line, name)
  const form = editForm(line)
  await form.getByLabel('Color *').selectOption(String(product.blue))
  await form.getByLabel('Size *').selectOption(String(product.medium))
  await form.getByLabel(say('product.quantity')).fill('2')
  await form.getByRole('button', { name: say('cart.saveEdit') }).click()
  await expect(toast(page, say('cart.lineEdited'))).toBeVisible()
  await expect(editForm(line)).toHaveCount(0)
  await expect(line.locator('.cart-line-options')).toContainText('Color: Blue')
  await expect(line.locator('.cart-line-options')).toContainText('Size: Medium')
  await expect(line.getByRole('spinbutton')).toHaveValue('2')
  await expect(cartLine(page, name)).toHaveCount(1)
  await expectSameWindow(page, javaScriptEnabled)
})

test('Cancel closes the line and clears the edit state', async ({ page, javaScriptEnabled }) => {
  await addByPost(page, PRODUCTS.fridge, { childSku: PRODUCTS.fridgeWhite300 })
  const name = await nameOf(page, PRODUCTS.fridge)
  await page.goto('/cart')
  await markWindow(page, javaScriptEnabled)
  const line = cartLine(page, name)
  await openEdit(page, line, name)
  await editForm(line)
    .getByRole('link', { name: say('cart.cancelEdit') })
    .click()
  await expect(editForm(line)).toHaveCount(0)
  await expect(page).not.toHaveURL(/[?&]edit=/)
  await expect(line.getByRole('link', { name: `${say('cart.edit')} ${name}` })).toBeVisible()
  await expectSameWindow(page, javaScriptEnabled)
  // Nothing of the edit is left behind: the cart comes back closed.
  await page.reload()
  await expect(editForm(cartLine(page, name))).toHaveCount(0)
})

test('a required option left empty is named beside it, and the line stays as it was', async ({ page, javaScriptEnabled }, testInfo) => {
  const product = colourAndSizeProduct(testInfo)
  await addByPost(page, product.sku, {
    [`options.${product.color}`]: String(product.red),
    [`options.${product.size}`]: String(product.small),
  })
  const name = await nameOf(page, product.sku)
  await page.goto('/cart')
  await markWindow(page, javaScriptEnabled)
  const line = cartLine(page, name)
  await openEdit(page, line, name)
  const form = editForm(line)
  const size = form.getByLabel('Size *')
  await size.selectOption('')
  await form.getByRole('button', { name: say('cart.saveEdit') }).click()
  await expect(size).toHaveAttribute('aria-invalid', 'true')
  const errorId = await size.getAttribute('aria-describedby')
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(say('Field is required'))
  await expect(form.getByLabel('Color *')).not.toHaveAttribute('aria-invalid', 'true')
  await expectSameWindow(page, javaScriptEnabled)
  await page.goto('/cart')
  await expect(cartLine(page, name).locator('.cart-line-options')).toContainText('Size: Small')
})
