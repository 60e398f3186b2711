import './support/env'
import { beforeAll, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { FIELD_REQUIRED, MAX_QUANTITY, NO_SUCH_CONFIGURATION } from '~/domain/messages'
import { action as cartAction, loader as cartLoader } from '~/routes/($store)+/_checkout+/cart'
import type { CartFormReply } from '~/schemas/cart'
import { describeEachDatabase } from '../setup/db'
import { Browser, shopForSuite } from './support/shop'

const FRIDGE = DEMO_FIXTURES.configurablePartial
const WHITE_300 = DEMO_FIXTURES.configurablePartialChildInStock
const STAINLESS_450 = DEMO_FIXTURES.configurablePartialChildInStock2
/** A simple product that gets required Color and Size options for these tests. */
const COFFEE = DEMO_FIXTURES.futureSpecial

const COLOR = 910_000
const SIZE = 910_010
const RED = 910_001
const BLUE = 910_002
const SMALL = 910_011
const MEDIUM = 910_012

interface EditingData {
  editing: {
    state: {
      lineId: string
      productId: number
      qty: number
      selectedOptions: { configurable: Record<string, string>; custom: Record<string, string>; bundle: Record<string, string> }
    }
    variant: { code: string; values: { value: string }[] }[]
    customOptions: { id: number; required: boolean }[]
    bundle: { id: number; selections: { id: number; stockStatus: string }[] }[]
  } | null
  cart: { lines: { id: string; sku: string; qty: number; unitPrice: number; options: { label: string; value: string }[] }[] } | null
}

describeEachDatabase('editing a cart line', (kind) => {
  const shop = shopForSuite(kind, { emptyCarts: true })

  beforeAll(async () => {
    const product = await shop.db.selectFrom('product').select('id').where('sku', '=', COFFEE).executeTakeFirstOrThrow()
    await shop.db
      .insertInto('custom_option')
      .values([
        { id: COLOR, product_id: product.id, title: 'Color', type: 'drop_down', required: 1, position: 10 },
        { id: SIZE, product_id: product.id, title: 'Size', type: 'drop_down', required: 1, position: 11 },
      ])
      .execute()
    const value = (id: number, optionId: number, title: string, price: number, position: number) => ({
      option_type_id: id,
      option_id: optionId,
      title,
      price_type: 'fixed' as const,
      price,
      price_eur: price / 20,
      position,
    })
    await shop.db
      .insertInto('custom_option_value')
      .values([
        value(RED, COLOR, 'Red', 0, 0),
        value(BLUE, COLOR, 'Blue', 5_000, 1),
        value(SMALL, SIZE, 'S', 0, 0),
        value(MEDIUM, SIZE, 'M', 2_000, 1),
      ])
      .execute()
  })

  async function lines() {
    return shop.db.selectFrom('cart_line').select(['id', 'sku', 'qty', 'selection']).orderBy('created_at').execute()
  }

  async function addFridge(browser: Browser, childSku: string, qty = '1', path = '/cart') {
    const response = await browser.post(cartAction, path, { intent: 'add', sku: FRIDGE, childSku, qty })
    expect(response.status).toBe(303)
    expect((await browser.toast())?.type).toBe('success')
  }

  async function addCoffee(browser: Browser, color: number, size: number, qty = '1') {
    const response = await browser.post(cartAction, '/cart', {
      intent: 'add',
      sku: COFFEE,
      qty,
      [`options.${COLOR}`]: String(color),
      [`options.${SIZE}`]: String(size),
    })
    expect(response.status).toBe(303)
  }

  async function page(browser: Browser, path: string): Promise<EditingData> {
    return (await (await browser.load(cartLoader, path)).json()) as EditingData
  }

  it('opens a line with its product, quantity and choices, and only the line asked for', async () => {
    const browser = new Browser()
    await addFridge(browser, WHITE_300, '2')
    const [line] = await lines()
    const closed = await page(browser, '/cart')
    expect(closed.editing).toBeNull()
    const open = await page(browser, `/cart?edit=${line!.id}`)
    expect(open.editing?.state).toMatchObject({
      lineId: line!.id,
      qty: 2,
      selectedOptions: { configurable: { color: 'white', capacity: '300l' } },
    })
    expect(open.editing?.variant.map((v) => v.code)).toEqual(['color', 'capacity'])
    // Another shopper cannot open this line from their cart.
    const stranger = new Browser()
    await addFridge(stranger, WHITE_300)
    expect((await page(stranger, `/cart?edit=${line!.id}`)).editing).toBeNull()
  })

  it("refuses a stranger who posts an edit of another shopper's line, and leaves that line as it was", async () => {
    const victim = new Browser()
    await addFridge(victim, WHITE_300)
    const [line] = await lines()
    const stranger = new Browser()
    await addFridge(stranger, WHITE_300)
    const response = await stranger.post(cartAction, `/cart?edit=${line!.id}`, {
      intent: 'edit',
      lineId: line!.id,
      qty: '5',
      'attributes.color': 'stainless',
      'attributes.capacity': '450l',
      redirectTo: '/cart',
    })
    expect(response.status).toBeLessThan(500)
    expect((await lines()).find((l) => l.id === line!.id)).toEqual(expect.objectContaining({ sku: WHITE_300, qty: 1 }))
  })

  it('changes a configurable line to another variant in place and closes the edit', async () => {
    const browser = new Browser()
    await addFridge(browser, WHITE_300)
    const [line] = await lines()
    const response = await browser.post(cartAction, `/cart?edit=${line!.id}`, {
      intent: 'edit',
      lineId: line!.id,
      qty: '2',
      'attributes.color': 'stainless',
      'attributes.capacity': '450l',
      redirectTo: '/cart',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/cart')
    expect(await browser.toast()).toMatchObject({ type: 'success', message: 'cart.lineEdited' })
    expect(await lines()).toEqual([expect.objectContaining({ id: line!.id, sku: STAINLESS_450, qty: 2 })])
  })

  it('refuses an impossible combination beside the variant, and keeps the line', async () => {
    const browser = new Browser()
    await addFridge(browser, WHITE_300)
    const before = await lines()
    // White in 450 L is out of stock: no variant of that combination can be bought.
    const response = await browser.post(cartAction, `/cart?edit=${before[0]!.id}`, {
      intent: 'edit',
      lineId: before[0]!.id,
      qty: '1',
      'attributes.color': 'white',
      'attributes.capacity': '450l',
    })
    expect(response.status).toBe(400)
    const reply = (await response.json()) as CartFormReply
    expect(reply.form).toBe(`edit:${before[0]!.id}`)
    expect(reply.result.error).toEqual({ attributes: [NO_SUCH_CONFIGURATION] })
    expect(await lines()).toEqual(before)
  })

  it("changes a simple product's Color and Size, priced from the catalogue now", async () => {
    const browser = new Browser()
    await addCoffee(browser, RED, SMALL)
    const [line] = await lines()
    const priceBefore = (await page(browser, '/cart')).cart!.lines[0]!.unitPrice
    const open = await page(browser, `/cart?edit=${line!.id}`)
    expect(open.editing?.state.selectedOptions.custom).toEqual({ [COLOR]: String(RED), [SIZE]: String(SMALL) })
    expect(open.editing?.customOptions.filter((o) => o.required).map((o) => o.id)).toEqual([COLOR, SIZE])

    const response = await browser.post(cartAction, '/cart', {
      intent: 'edit',
      lineId: line!.id,
      qty: '1',
      [`options.${COLOR}`]: String(BLUE),
      [`options.${SIZE}`]: String(MEDIUM),
      redirectTo: '/cart',
    })
    expect(response.status).toBe(303)
    const after = await page(browser, '/cart')
    expect(after.cart!.lines).toHaveLength(1)
    expect(after.cart!.lines[0]!.options.map((o) => `${o.label}: ${o.value}`)).toEqual(expect.arrayContaining(['Color: Blue', 'Size: M']))
    // Blue adds R 50 and M R 20.
    expect(after.cart!.lines[0]!.unitPrice - priceBefore).toBe(7_000)
  })

  it('names a required option left empty beside that option, and changes nothing', async () => {
    const browser = new Browser()
    await addCoffee(browser, RED, SMALL)
    const before = await lines()
    const response = await browser.post(cartAction, '/cart', {
      intent: 'edit',
      lineId: before[0]!.id,
      qty: '1',
      [`options.${COLOR}`]: String(BLUE),
      [`options.${SIZE}`]: '',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as CartFormReply).result.error).toEqual({ [`options.${SIZE}`]: [FIELD_REQUIRED] })
    expect(await lines()).toEqual(before)
  })

  it('merges the edited line into an identical line the cart already has', async () => {
    const browser = new Browser()
    await addCoffee(browser, RED, SMALL)
    await addCoffee(browser, BLUE, MEDIUM, '2')
    const [edited, twin] = await lines()
    const response = await browser.post(cartAction, '/cart', {
      intent: 'edit',
      lineId: edited!.id,
      qty: '1',
      [`options.${COLOR}`]: String(BLUE),
      [`options.${SIZE}`]: String(MEDIUM),
    })
    expect(response.status).toBe(303)
    expect(await lines()).toEqual([expect.objectContaining({ id: twin!.id, qty: 3 })])
  })

  it('refuses a merge above what may be sold, beside the quantity', async () => {
    const browser = new Browser()
    // The fridge's variants sell at most 2 per order.
    await addFridge(browser, WHITE_300)
    await addFridge(browser, STAINLESS_450, '2')
    const before = await lines()
    const response = await browser.post(cartAction, '/cart', {
      intent: 'edit',
      lineId: before[0]!.id,
      qty: '1',
      'attributes.color': 'stainless',
      'attributes.capacity': '450l',
    })
    expect(response.status).toBe(400)
    const reply = (await response.json()) as CartFormReply
    expect(reply.result.error).toEqual({ qty: [MAX_QUANTITY] })
    expect(reply.params).toMatchObject({ maxQuantity: 2 })
    expect(await lines()).toEqual(before)
  })

  it("changes a bundle line's choice in place, as its edit form offers them", async () => {
    const browser = new Browser()
    const bundle = await shop.db.selectFrom('product').select('id').where('sku', '=', DEMO_FIXTURES.bundle).executeTakeFirstOrThrow()
    const options = await shop.db.selectFrom('bundle_option').select('id').where('product_id', '=', bundle.id).execute()
    const defaults = await shop.db
      .selectFrom('bundle_selection')
      .select(['option_id', 'product_id'])
      .where(
        'option_id',
        'in',
        options.map((o) => o.id),
      )
      .where('is_default', '=', 1)
      .execute()
    const added = await browser.post(cartAction, '/cart', {
      intent: 'add',
      sku: DEMO_FIXTURES.bundle,
      qty: '1',
      ...Object.fromEntries(defaults.map((d) => [`bundle.${d.option_id}`, String(d.product_id)])),
    })
    expect(added.status).toBe(303)
    const [line] = await lines()
    const open = await page(browser, `/cart?edit=${line!.id}`)
    const chosen = open.editing!.state.selectedOptions.bundle
    // An option with another choice in stock: the shopper switches to it and keeps the rest.
    const option = open.editing!.bundle.find((o) =>
      o.selections.some((s) => String(s.id) !== chosen[String(o.id)] && s.stockStatus !== 'out_of_stock'),
    )!
    const other = option.selections.find((s) => String(s.id) !== chosen[String(option.id)] && s.stockStatus !== 'out_of_stock')!
    const fields = Object.fromEntries(Object.entries(chosen).map(([id, value]) => [`bundle.${id}`, value]))
    const response = await browser.post(cartAction, `/cart?edit=${line!.id}`, {
      intent: 'edit',
      lineId: line!.id,
      qty: '1',
      ...fields,
      [`bundle.${option.id}`]: String(other.id),
      redirectTo: '/cart',
    })
    expect(response.status).toBe(303)
    const reopened = await page(browser, `/cart?edit=${line!.id}`)
    expect(reopened.editing?.state.selectedOptions.bundle).toEqual({ ...chosen, [String(option.id)]: String(other.id) })
    expect((await lines()).map((l) => l.id)).toEqual([line!.id])
  })

  it('works in a store view with its prefix: /de/cart edits and comes back there', async () => {
    const browser = new Browser()
    await addFridge(browser, WHITE_300, '1', '/de/cart')
    const [line] = await lines()
    expect((await page(browser, `/de/cart?edit=${line!.id}`)).editing?.state.lineId).toBe(line!.id)
    const response = await browser.post(cartAction, '/de/cart', {
      intent: 'edit',
      lineId: line!.id,
      qty: '1',
      'attributes.color': 'stainless',
      'attributes.capacity': '450l',
      redirectTo: '/de/cart',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/de/cart')
    expect((await lines())[0]!.sku).toBe(STAINLESS_450)
  })
})
