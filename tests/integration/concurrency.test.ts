import './support/env'
import { ulid } from 'ulid'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { SOME_PRODUCTS_NOT_AVAILABLE } from '~/domain/messages'
import { reviewedAmounts, type ReviewedAmounts } from '~/domain/review'
import { loadCheckout, saveCheckoutSection } from '~/providers/checkout/checkout.server'
import { placeOrder, type PlaceOrderResult } from '~/providers/orders/orders.server'
import { buildSearchIndexes, searchProducts, setSearchEngine } from '~/providers/catalog/search.server'
import { DEFAULT_STORE_VIEW, storeViewByCode, type StoreView } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { openShop } from './support/shop'

const view = DEFAULT_STORE_VIEW
const SKU = DEMO_FIXTURES.futureSpecial

describeEachDatabase('placing orders at the same time', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let productId: number

  beforeEach(async () => {
    shop = await openShop(kind)
    await buildSearchIndexes(shop.db, ['default'])
    const product = await shop.db.selectFrom('product').select('id').where('sku', '=', SKU).executeTakeFirstOrThrow()
    productId = product.id
    await shop.db
      .updateTable('stock')
      .set({ qty: 5, is_in_stock: 1, manage_stock: 1, low_stock_qty: 0, max_sale_qty: 0 })
      .where('product_id', '=', productId)
      .execute()
  })
  afterEach(async () => {
    setSearchEngine(undefined)
    await shop?.close()
  })

  /** A cart with `qty` of the product and a complete checkout (cash on delivery), written directly. */
  async function readyCart(qty = 1, options: { view?: StoreView; voucherCode?: string } = {}): Promise<string> {
    const now = new Date().toISOString()
    const cartId = ulid()
    const storeCode = options.view?.storeCode ?? 'default'
    await shop.db
      .insertInto('cart')
      .values({
        id: cartId,
        store_code: storeCode,
        voucher_code: options.voucherCode ?? null,
        checkout: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute()
    await shop.db
      .insertInto('cart_line')
      .values({
        id: ulid(),
        cart_id: cartId,
        product_id: productId,
        sku: SKU,
        parent_sku: null,
        qty,
        selection: '{}',
        options_key: '',
        created_at: now,
      })
      .execute()
    await saveCheckoutSection(cartId, {
      personalDetails: { firstName: 'Sipho', lastName: 'Dlamini', emailAddress: `sipho+${cartId}@example.co.za` },
      shippingDetails:
        storeCode === 'default'
          ? {
              firstName: 'Sipho',
              lastName: 'Dlamini',
              country: 'ZA',
              streetAddress: '4 Church Street',
              city: 'Pretoria',
              state: 'Gauteng',
              zipCode: '0002',
              phoneNumber: '012 555 0199',
            }
          : {
              firstName: 'Sipho',
              lastName: 'Dlamini',
              country: 'DE',
              streetAddress: 'Hauptstraße 4',
              city: 'Berlin',
              zipCode: '10115',
              phoneNumber: '+49 30 1234567',
            },
      shippingMethod: { code: 'standard', carrierCode: 'karoo' },
      paymentDetails: { sameAsShipping: true },
      paymentMethod: { code: 'cashondelivery' },
    })
    return cartId
  }

  /** The amounts the review step would show for this cart, as its form posts them back. */
  async function review(cartId: string, reviewView: StoreView = view): Promise<ReviewedAmounts> {
    const checkout = await loadCheckout(cartId, reviewView)
    expect(checkout?.nextStep).toBe('review')
    return reviewedAmounts(checkout!.cart)
  }

  async function stock() {
    return shop.db.selectFrom('stock').select(['qty', 'is_in_stock']).where('product_id', '=', productId).executeTakeFirstOrThrow()
  }

  /** The outbox's dedupe keys: one confirmation per committed order, none for a rolled-back one. */
  async function queuedMail() {
    const rows = await shop.db.selectFrom('mail_outbox').select(['dedupe_key', 'recipient', 'status']).execute()
    return rows.sort((a, b) => (a.dedupe_key < b.dedupe_key ? -1 : 1))
  }

  async function orderRows() {
    return shop.db.selectFrom('sales_order').select(['id', 'number', 'idempotency_key']).orderBy('number').execute()
  }

  it('sells 5 units to exactly 5 of 20 shoppers buying at once; the others are told', async () => {
    const carts: string[] = []
    for (let i = 0; i < 20; i++) carts.push(await readyCart())

    const reviews = await Promise.all(carts.map((cartId) => review(cartId)))
    const results = await Promise.all(
      carts.map((cartId, i) => placeOrder({ cartId, view, locale: 'en-ZA', idempotencyKey: ulid(), reviewed: reviews[i]! })),
    )

    const created = results.filter((r): r is Extract<PlaceOrderResult, { ok: true }> => r.ok && r.created)
    const refused = results.filter((r) => !r.ok)
    expect(created).toHaveLength(5)
    expect(refused).toHaveLength(15)
    for (const result of refused) expect(result).toEqual({ ok: false, message: SOME_PRODUCTS_NOT_AVAILABLE })

    expect(await stock()).toEqual({ qty: 0, is_in_stock: 0 })
    const rows = await orderRows()
    expect(rows).toHaveLength(5)
    // Numbers are consecutive and unique: refused orders rolled their number back.
    expect(rows.map((r) => r.number)).toEqual(['KZA-000001', 'KZA-000002', 'KZA-000003', 'KZA-000004', 'KZA-000005'])
    const lines = await shop.db.selectFrom('sales_order_line').select('order_id').execute()
    expect(lines).toHaveLength(5)
    // Only the shoppers who got an order lost their cart lines.
    const remaining = await shop.db.selectFrom('cart_line').select('cart_id').execute()
    expect(remaining).toHaveLength(15)
    // Each order's confirmation was queued in its transaction; the 15 refused ones rolled theirs back.
    const mail = await queuedMail()
    expect(mail.map((m) => m.dedupe_key)).toEqual(rows.map((r) => `order_confirmation:${r.id}`).sort())
    expect(mail.every((m) => m.status === 'pending')).toBe(true)
    // The search index learnt of the sold-out stock without a rebuild.
    const found = await searchProducts('default', { text: SKU, priceRanges: [], attributes: {}, sort: 'relevance', start: 0, size: 5 })
    expect(found.items.find((doc) => doc.sku === SKU)?.inStock).toBe(false)
  })

  it('makes one order of one key posted 10 times at once', async () => {
    const cartId = await readyCart(2)
    const key = ulid()
    const reviewed = await review(cartId)

    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder({ cartId, view, locale: 'en-ZA', idempotencyKey: key, reviewed })),
    )

    expect(results.every((r) => r.ok)).toBe(true)
    const orders = results.filter((r): r is Extract<PlaceOrderResult, { ok: true }> => r.ok)
    expect(orders.filter((r) => r.created)).toHaveLength(1)
    expect(new Set(orders.map((r) => r.order.id)).size).toBe(1)
    const rows = await orderRows()
    expect(rows).toEqual([{ id: orders[0].order.id, number: 'KZA-000001', idempotency_key: key }])
    expect(await stock()).toEqual({ qty: 3, is_in_stock: 1 })
    const sequence = await shop.db
      .selectFrom('order_sequence')
      .select('last_value')
      .where('store_code', '=', 'default')
      .executeTakeFirstOrThrow()
    expect(Number(sequence.last_value)).toBe(1)
    // One order, one confirmation: the nine replays queued nothing.
    expect(await queuedMail()).toEqual([
      { dedupe_key: `order_confirmation:${orders[0].order.id}`, recipient: `sipho+${cartId}@example.co.za`, status: 'pending' },
    ])
  })

  for (const [storeCode, code] of [
    ['default', 'GIFT-KAROO-1000'],
    ['de', 'GIFT-KAROO-EUR-50'],
  ] as const) {
    it(`places one of 6 orders reviewed with the same gift card (${code}); the others are told, none is placed at full price`, async () => {
      const cardView = storeViewByCode(storeCode)!
      await shop.db.updateTable('stock').set({ qty: 100 }).where('product_id', '=', productId).execute()
      const balance = await shop.db.selectFrom('gift_card').select('balance').where('code', '=', code).executeTakeFirstOrThrow()
      const carts: string[] = []
      for (let i = 0; i < 6; i++) carts.push(await readyCart(1, { view: cardView, voucherCode: code }))
      const reviews = await Promise.all(carts.map((cartId) => review(cartId, cardView)))
      // Every shopper reviewed an order the whole card pays part of.
      for (const reviewed of reviews) expect(reviewed.voucherAmount).toBe(Number(balance.balance))

      const results = await Promise.all(
        carts.map((cartId, i) =>
          placeOrder({ cartId, view: cardView, locale: cardView.locale, idempotencyKey: ulid(), reviewed: reviews[i]! }),
        ),
      )

      expect(results.filter((r) => r.ok)).toHaveLength(1)
      const refused = results.filter((r) => !r.ok)
      expect(refused).toHaveLength(5)
      for (const result of refused) {
        expect(result).toMatchObject({ ok: false, message: 'checkout.voucherChanged', params: { code }, backTo: 'cart' })
      }
      const orders = await shop.db.selectFrom('sales_order').select(['voucher_code', 'grand_total', 'totals']).execute()
      expect(orders).toHaveLength(1)
      expect(orders[0]!.voucher_code).toBe(code)
      expect(JSON.parse(orders[0]!.totals)).toMatchObject({ voucherAmount: Number(balance.balance) })
      const after = await shop.db.selectFrom('gift_card').select('balance').where('code', '=', code).executeTakeFirstOrThrow()
      expect(Number(after.balance)).toBe(0)
      // The refused shoppers keep their carts to check and order again.
      expect(await shop.db.selectFrom('cart_line').select('cart_id').execute()).toHaveLength(5)
    })
  }
})
