import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { formatMoney } from '~/domain/money'
import { clearMemos } from '~/server/memo.server'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import { loader as homeLoader } from '~/routes/($store)+/_index'
import { loader as productLoader } from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { storeViews } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'
import { trustMarkup } from './support/trust'

type CartPage = {
  cart: { lines: { sku: string; unitPrice: number }[]; totals: { subtotalInclTax: number; shippingInclTax: number; grandTotal: number } }
  shipping: { basis: string; estimate: { code: string } | null }
}

/** Installation is charged once, with large-appliance delivery, whatever the option's data says. */
describeEachDatabase('installation is charged once', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  const washer = DEMO_FIXTURES.customOptions
  const coffee = DEMO_FIXTURES.futureSpecial
  const added: number[] = []

  beforeAll(async () => {
    shop = await openShop(kind)
  })
  afterAll(async () => {
    if (added.length) {
      await shop.db.deleteFrom('custom_option_value').where('option_id', 'in', added).execute()
      await shop.db.deleteFrom('custom_option').where('id', 'in', added).execute()
    }
    await shop?.close()
  })

  async function productId(sku: string) {
    return (await shop.db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id
  }

  /** An installation option as a store owner might enter it: priced, R 599 / 59,99 €. */
  async function ownersInstallationOption(sku: string): Promise<{ optionId: number; valueId: number }> {
    const id = await productId(sku)
    const optionId = 900_000 + added.length
    const valueId = 900_000 + added.length
    await shop.db
      .insertInto('custom_option')
      .values({ id: optionId, product_id: id, title: 'Installation by our team', type: 'drop_down', required: 0, position: 9 })
      .execute()
    await shop.db
      .insertInto('custom_option_value')
      .values({
        option_type_id: valueId,
        option_id: optionId,
        title: 'Install it',
        price_type: 'fixed',
        price: 59_900,
        price_eur: 5_999,
        position: 0,
      })
      .execute()
    added.push(optionId)
    clearMemos()
    return { optionId, valueId }
  }

  async function cartWith(sku: string, options: Record<string, string> = {}) {
    const browser = new Browser()
    expect((await browser.post(cartAction, '/cart', { intent: 'add', sku, qty: '1', ...options })).status).toBe(303)
    return (await (await browser.load(cartLoader, '/cart')).json()) as CartPage
  }

  it('an installation option on a large appliance adds nothing, even one a store owner priced; its delivery is the charge', async () => {
    const plain = await cartWith(washer)
    const { optionId, valueId } = await ownersInstallationOption(washer)
    const installed = await cartWith(washer, { [`options.${optionId}`]: String(valueId) })
    expect(installed.cart.lines[0]!.unitPrice).toBe(plain.cart.lines[0]!.unitPrice)
    // Delivered and installed for the large-appliance delivery's price, once.
    expect(installed.shipping.estimate?.code).toBe('large_appliance')
    expect(installed.cart.totals.grandTotal).toBe(plain.cart.totals.grandTotal)
    expect(installed.cart.totals.grandTotal - installed.cart.totals.subtotalInclTax).toBe(installed.cart.totals.shippingInclTax)

    // The seeded washer's own installation choice is free as well.
    const seeded = await shop.db
      .selectFrom('custom_option')
      .innerJoin('custom_option_value', 'custom_option_value.option_id', 'custom_option.id')
      .select(['custom_option.id as optionId', 'custom_option_value.option_type_id as valueId'])
      .where('custom_option.product_id', '=', await productId(washer))
      .where('custom_option.title', '=', 'Installation')
      .orderBy('custom_option_value.position')
      .executeTakeFirstOrThrow()
    const standard = await cartWith(washer, { [`options.${seeded.optionId}`]: String(seeded.valueId) })
    expect(standard.cart.lines[0]!.unitPrice).toBe(plain.cart.lines[0]!.unitPrice)
  })

  it("a product no installer delivers pays for an installation visit at the option's price", async () => {
    const plain = await cartWith(coffee)
    const { optionId, valueId } = await ownersInstallationOption(coffee)
    const installed = await cartWith(coffee, { [`options.${optionId}`]: String(valueId) })
    expect(installed.cart.lines[0]!.unitPrice).toBe(plain.cart.lines[0]!.unitPrice + 59_900)
  })

  it("the product page's delivery facts say installation comes with a large appliance's delivery, at that delivery's price", async () => {
    const trustOf = async (sku: string) => {
      const { slug } = await shop.db.selectFrom('product').select('slug').where('sku', '=', sku).executeTakeFirstOrThrow()
      const response = await new Browser().load(productLoader, `/p/${sku}/${slug}`, { parentSku: sku, slug })
      expect(response.status).toBe(200)
      return trustMarkup(await response.json())
    }
    const charged = (await cartWith(washer)).cart.totals.shippingInclTax
    expect(await trustOf(washer)).toContain(
      `Standard installation is included in large-appliance delivery: ${formatMoney(charged, storeViews[0]!)} per order`,
    )
    expect(await trustOf(coffee)).not.toContain('installation')
  })

  it('the home banner promises installation at the price the cart charges for large-appliance delivery', async () => {
    const response = await new Browser().load(homeLoader, '/')
    const { banners } = (await response.json()) as { banners: { main: { subtitle: string | null }[] } | { subtitle: string | null }[] }
    const subtitles = JSON.stringify(banners)
    const charged = (await cartWith(washer)).cart.totals.shippingInclTax
    const promise = formatMoney(charged, storeViews[0]!).replace(/ /g, '\u00a0')
    expect(subtitles).toContain(`Delivered and installed for ${promise}`)
  })
})
