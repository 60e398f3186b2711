/**
 * What the cart tells a shopper, with and without JavaScript: each line's stock as it is now, removing from
 * the microcart after a question, the notices of adding and updating (with Proceed to checkout, staying put
 * and not following the shopper to the cart page) and a product whose price is unknown.
 *
 * Stock and prices are changed in the e2e server's database (playwright.config.ts starts it on this data
 * folder) on products no other spec buys, picked per project so that js-on and js-off never share one.
 */
import Database from 'better-sqlite3'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS, addByPost, cartLine, headerCartLink, miniCart, openProduct, pressAddToCart, say, toast } from './shop-support'

const DB_FILE = '.cache/e2e-data/store.db'

function withShopDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_FILE)
  db.pragma('busy_timeout = 5000')
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/**
 * Simple products in stock with a price, that none of the shared PRODUCTS is: the last ones by sku, four per
 * project (js-on takes the first four, js-off the next).
 */
function ownProducts(testInfo: TestInfo): { sku: string; id: number }[] {
  const shared = new Set<string>(Object.values(PRODUCTS))
  const rows = withShopDb(
    (db) =>
      db
        .prepare(
          `select p.sku, p.id from product p join stock s on s.product_id = p.id
         join product_price pp on pp.product_id = p.id and pp.store_code = 'default'
         where p.type_id = 'simple' and p.status = 1 and p.visibility > 1 and p.parent_id is null
           and s.is_in_stock = 1 and s.manage_stock = 1 and s.qty > s.low_stock_qty + 5 and pp.price > 0
         order by p.sku desc limit 40`,
        )
        .all() as { sku: string; id: number }[],
  ).filter((row) => !shared.has(row.sku))
  const offset = testInfo.project.name === 'js-off' ? 4 : 0
  return rows.slice(offset, offset + 4)
}

function setInStock(productId: number, inStock: boolean) {
  withShopDb((db) => db.prepare('update stock set is_in_stock = ? where product_id = ?').run(inStock ? 1 : 0, productId))
}

function priceOf(productId: number): number {
  return withShopDb(
    (db) =>
      (db.prepare(`select price from product_price where product_id = ? and store_code = 'default'`).get(productId) as { price: number })
        .price,
  )
}

function setPrice(productId: number, price: number) {
  withShopDb((db) => db.prepare(`update product_price set price = ? where product_id = ? and store_code = 'default'`).run(price, productId))
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

test('each cart line says "In stock!" or "Out of stock!" as the stock is when the cart is shown', async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const [inStock, soldOut] = ownProducts(testInfo)
  await addByPost(page, inStock!.sku)
  await addByPost(page, soldOut!.sku)
  const [inStockName, soldOutName] = [await nameOf(page, inStock!.sku), await nameOf(page, soldOut!.sku)]
  // It sells out while it is in the shopper's cart.
  setInStock(soldOut!.id, false)
  try {
    await page.goto('/cart')
    await expect(cartLine(page, inStockName).getByText(say('In stock!'), { exact: true })).toBeVisible()
    await expect(cartLine(page, soldOutName).getByText(say('Out of stock!'), { exact: true })).toBeVisible()
    await expect(cartLine(page, soldOutName).getByText(say('In stock!'), { exact: true })).toHaveCount(0)
    if (javaScriptEnabled) {
      // The microcart reads the stock again when it opens.
      setInStock(soldOut!.id, true)
      await page.goto('/')
      await headerCartLink(page).click()
      const dialog = miniCart(page)
      await expect(cartLine(dialog, soldOutName).getByText(say('In stock!'), { exact: true })).toBeVisible()
    }
  } finally {
    setInStock(soldOut!.id, true)
  }
})

test('the microcart removes a line only after asking; without JavaScript the cart link leads to the cart page, which asks too', async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const [, , keep, drop] = ownProducts(testInfo)
  await addByPost(page, keep!.sku)
  await addByPost(page, drop!.sku)
  const [keepName, dropName] = [await nameOf(page, keep!.sku), await nameOf(page, drop!.sku)]
  await page.goto('/')
  await headerCartLink(page).click()
  const scope = javaScriptEnabled ? miniCart(page) : page.getByRole('main')
  if (!javaScriptEnabled) await expect(page).toHaveURL(/\/cart$/)
  const removeLink = scope.getByRole('link', { name: `${say('cart.remove')} ${dropName}` })
  const question = scope.getByText(say('cart.confirmRemove', { name: dropName }))

  await removeLink.click()
  await expect(question).toBeVisible()
  await scope.getByRole(javaScriptEnabled ? 'button' : 'link', { name: say('cart.keep') }).click()
  await expect(question).toBeHidden()
  await expect(cartLine(scope, dropName)).toBeVisible()

  await removeLink.click()
  await scope.getByRole('button', { name: say('cart.remove'), exact: true }).click()
  await expect(toast(page, say('cart.removed'))).toBeVisible()
  await expect(cartLine(scope, dropName)).toHaveCount(0)
  await expect(cartLine(scope, keepName)).toBeVisible()
  if (javaScriptEnabled) await expect(page).not.toHaveURL(/\/cart/)
})

test('the added notice stays, offers Proceed to checkout and stays behind on the product page; a quantity updated offers it too', async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const [, product] = ownProducts(testInfo)
  // With JavaScript a notice's lifetime is a timer of the page: its clock is moved on rather than waited for.
  if (javaScriptEnabled) await page.clock.install()
  const name = await openProduct(page, product!.sku)
  await pressAddToCart(page, javaScriptEnabled, name, { keepMiniCartOpen: true })
  const added = toast(page, say('Product has been added to the cart!'))
  // Well past the 700 ms the message used to be given: it is there until the shopper is done with it.
  if (javaScriptEnabled) await page.clock.runFor(1500)
  else await page.waitForTimeout(1500)
  if (javaScriptEnabled) {
    await page.keyboard.press('Escape')
    await expect(miniCart(page)).toBeHidden()
  }
  await expect(added).toBeVisible()
  await expect(added.getByRole('link', { name: say('cart.proceedToCheckout') })).toBeVisible()

  // On to the cart page: the notice does not come along.
  await headerCartLink(page).click()
  if (javaScriptEnabled)
    await miniCart(page)
      .getByRole('link', { name: say('cart.viewCart') })
      .click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { level: 1, name: say('cart.title') })).toBeVisible()
  await expect(added).toHaveCount(0)

  const line = cartLine(page, name)
  await line.getByRole('spinbutton').fill('2')
  await line.getByRole('button', { name: say('cart.update') }).click()
  const updated = toast(page, say('Product quantity has been updated!'))
  await expect(updated).toBeVisible()
  await updated.getByRole('link', { name: say('cart.proceedToCheckout') }).click()
  await expect(page).toHaveURL(/\/checkout/)
})

test('a product whose price went below 0 is refused with "Product price is unknown…"', async ({ page, javaScriptEnabled }, testInfo) => {
  const [, , product] = ownProducts(testInfo)
  const name = await openProduct(page, product!.sku)
  const price = priceOf(product!.id)
  // The price is gone by the time the shopper presses Add to cart.
  setPrice(product!.id, -100)
  try {
    await page.getByRole('button', { name: say('product.addToCart') }).click()
    if (!javaScriptEnabled) await page.waitForLoadState('load')
    await expect(toast(page, say('Product price is unknown, product cannot be added to the cart!'))).toBeVisible()
    await expect(toast(page, say('Product that you are trying to add is not available.'))).toHaveCount(0)
    await expect(miniCart(page)).toBeHidden()
    await page.goto('/cart')
    await expect(cartLine(page, name)).toHaveCount(0)
  } finally {
    setPrice(product!.id, price)
  }
})
