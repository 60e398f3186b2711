import './support/env'
import { expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { ITEM_IN_STOCK, ITEM_OUT_OF_STOCK } from '~/domain/messages'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import { describeEachDatabase } from '../setup/db'
import { Browser, shopForSuite } from './support/shop'

type Line = { sku: string; stockSync: { action: string; info?: string; error?: string } }
type CartPage = { cart: { lines: Line[] } }

const KETTLE = DEMO_FIXTURES.futureSpecial
const BLENDER = DEMO_FIXTURES.volatileStock

describeEachDatabase('each cart line shows its stock as it is when the cart is shown', (kind) => {
  const shop = shopForSuite(kind, { emptyCarts: true })

  async function setInStock(sku: string, inStock: boolean) {
    const { id } = await shop.db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()
    await shop.db
      .updateTable('stock')
      .set({ is_in_stock: inStock ? 1 : 0 })
      .where('product_id', '=', id)
      .execute()
  }

  const stockOf = async (browser: Browser) => {
    const page = (await (await browser.load(cartLoader, '/cart')).json()) as CartPage
    return Object.fromEntries(page.cart.lines.map((line) => [line.sku, line.stockSync]))
  }

  it("says 'In stock!' beside lines that can be ordered, and 'Out of stock!' once one sells out, keeping the line", async () => {
    const browser = new Browser()
    for (const sku of [KETTLE, BLENDER]) {
      expect((await browser.post(cartAction, '/cart', { intent: 'add', sku, qty: '1' })).status).toBe(303)
    }
    // The blender's stock is low (volatile): it can still be ordered, so it is in stock.
    expect(await stockOf(browser)).toEqual({
      [KETTLE]: { action: 'keep', info: ITEM_IN_STOCK },
      [BLENDER]: { action: 'keep', info: ITEM_IN_STOCK },
    })

    // Sold out after it went into the cart: the next look at the cart reads the stock again.
    await setInStock(KETTLE, false)
    try {
      expect(await stockOf(browser)).toEqual({
        [KETTLE]: { action: 'keep', error: ITEM_OUT_OF_STOCK },
        [BLENDER]: { action: 'keep', info: ITEM_IN_STOCK },
      })
    } finally {
      await setInStock(KETTLE, true)
    }
    expect((await stockOf(browser))[KETTLE]).toEqual({ action: 'keep', info: ITEM_IN_STOCK })
  })
})
