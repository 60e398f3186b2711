import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HELP, UsageError, parseSoakArgs } from './args'
import {
  checkSnapshot,
  confirmationMail,
  mailedTwice,
  negativeStock,
  orderTotals,
  ordersByKey,
  rssFlat,
  stockConservation,
  type MailRow,
  type OrderLineRow,
  type OrderRow,
  type StockRow,
} from './invariants'
import { NGINX_CONF, deriveSiteConfig, mainConfig } from './nginx'
import { orderIdOf, placeFormFields, placedAt } from './shopper'

const order = (id: string, lines: number[], extra: Partial<OrderRow> = {}): { order: OrderRow; lines: OrderLineRow[] } => {
  const subtotal = lines.reduce((sum, total) => sum + total, 0)
  return {
    order: {
      id,
      number: `KZA-${id}`,
      idempotency_key: `key-${id}`,
      subtotal,
      discount: 0,
      shipping_amount: 10000,
      grand_total: subtotal + 10000,
      ...extra,
    },
    lines: lines.map((row_total, i) => ({ order_id: id, product_id: 100 + i, qty: 1, row_total })),
  }
}

const confirmation = (orderId: string, status = 'sent'): MailRow => ({
  kind: 'order_confirmation',
  dedupe_key: `order_confirmation:${orderId}`,
  status,
  payload: JSON.stringify({ orderId }),
})

describe('the soak invariants', () => {
  it('takes an order whose lines add up to its subtotal, and subtotal - discount + delivery to its total', () => {
    const a = order('a', [129900, 49900])
    expect(orderTotals([a.order], a.lines)).toEqual([])
    expect(orderTotals([{ ...a.order, subtotal: 1 }], a.lines)).toEqual([
      'order KZA-a: subtotal 1 but its lines add up to 179800',
      'order KZA-a: total 189800, not subtotal - discount + delivery = 10001',
    ])
    expect(orderTotals([a.order], [])).toEqual(['order KZA-a has no lines'])
    expect(orderTotals([], a.lines)).toEqual(['lines of order id a, which does not exist'])
  })

  it('reads PostgreSQL bigint columns, which arrive as text, as numbers', () => {
    const a = order('a', [1000])
    const asText = { ...a.order, subtotal: '1000', grand_total: '11000', shipping_amount: '10000', discount: '0' } as unknown as OrderRow
    expect(
      orderTotals(
        [asText],
        a.lines.map((line) => ({ ...line, row_total: '1000' as unknown as number })),
      ),
    ).toEqual([])
  })

  it('finds managed stock below zero only', () => {
    const stock: StockRow[] = [
      { product_id: 1, qty: -1, manage_stock: 1 },
      { product_id: 2, qty: -5, manage_stock: 0 },
      { product_id: 3, qty: 0, manage_stock: 1 },
    ]
    expect(negativeStock(stock)).toEqual(['product 1: stock -1'])
  })

  it('holds stock taken to units ordered, product by product', () => {
    const before: StockRow[] = [
      { product_id: 100, qty: 10, manage_stock: 1 },
      { product_id: 101, qty: 5, manage_stock: 1 },
      { product_id: 102, qty: 5, manage_stock: 0 },
    ]
    const lines: OrderLineRow[] = [
      { order_id: 'a', product_id: 100, qty: 2, row_total: 1 },
      { order_id: 'b', product_id: 100, qty: 1, row_total: 1 },
      { order_id: 'b', product_id: 102, qty: 3, row_total: 1 },
    ]
    const after: StockRow[] = [
      { product_id: 100, qty: 7, manage_stock: 1 },
      { product_id: 101, qty: 4, manage_stock: 1 },
      { product_id: 102, qty: 5, manage_stock: 0 },
    ]
    expect(stockConservation(before, after, lines)).toEqual(['product 101: 1 units taken from stock, 0 ordered'])
    expect(stockConservation(before, [{ product_id: 100, qty: 8, manage_stock: 1 }], lines)).toEqual([
      'product 100: 2 units taken from stock, 3 ordered',
    ])
  })

  it('holds for any orders whose stock was taken in their own transaction', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ product: fc.integer({ min: 1, max: 5 }), qty: fc.integer({ min: 1, max: 4 }) }), { maxLength: 30 }),
        (bought) => {
          const before: StockRow[] = [1, 2, 3, 4, 5].map((product_id) => ({ product_id, qty: 1000, manage_stock: 1 }))
          const after = before.map((row) => ({
            ...row,
            qty: row.qty - bought.filter((b) => b.product === row.product_id).reduce((s, b) => s + b.qty, 0),
          }))
          const lines = bought.map((b, i) => ({ order_id: `o${i}`, product_id: b.product, qty: b.qty, row_total: 1 }))
          expect(stockConservation(before, after, lines)).toEqual([])
        },
      ),
    )
  })

  it('finds a key with two orders, an answer naming two orders, and a placed order missing from the database', () => {
    const a = order('a', [1]).order
    const twin = { ...order('b', [1]).order, idempotency_key: a.idempotency_key }
    expect(ordersByKey([a], new Map([[a.idempotency_key, new Set(['a'])]]))).toEqual([])
    expect(ordersByKey([a, twin], new Map())).toEqual([`key key-a: 2 orders (KZA-a, KZA-b)`])
    expect(ordersByKey([a], new Map([[a.idempotency_key, new Set(['a', 'b'])]]))).toEqual([
      'key key-a: answered with 2 different orders (a, b)',
    ])
    expect(ordersByKey([], new Map([['lost', new Set(['x'])]]))).toEqual([
      'key lost: the shopper was told the order was placed, but it is not in the database',
    ])
  })

  it('wants one confirmation per order, sent when asked', () => {
    const a = order('a', [1]).order
    expect(confirmationMail([a], [confirmation('a')], { sent: true })).toEqual([])
    expect(confirmationMail([a], [], { sent: false })).toEqual(['order KZA-a: 0 confirmations queued'])
    expect(confirmationMail([a], [confirmation('a'), confirmation('a')], { sent: false })).toEqual(['order KZA-a: 2 confirmations queued'])
    expect(confirmationMail([a], [confirmation('a', 'pending')], { sent: true })).toEqual(['order KZA-a: confirmation pending, not sent'])
    expect(confirmationMail([a], [confirmation('a', 'pending')], { sent: false })).toEqual([])
    expect(mailedTwice(['Order KZA-a placed', 'Order KZA-a placed', 'Order KZA-b'], ['KZA-a', 'KZA-b'])).toEqual([
      'order KZA-a: its confirmation arrived 2 times',
    ])
  })

  it('checks a whole snapshot at once', () => {
    const a = order('a', [5000])
    const before: StockRow[] = [{ product_id: 100, qty: 3, manage_stock: 1 }]
    const after = { orders: [a.order], lines: a.lines, stock: [{ product_id: 100, qty: 2, manage_stock: 1 }], mail: [confirmation('a')] }
    expect(checkSnapshot(before, after, new Map([['key-a', new Set(['a'])]]), { mailSent: true })).toEqual([])
    expect(
      checkSnapshot(before, { ...after, stock: [{ product_id: 100, qty: -1, manage_stock: 1 }] }, new Map(), { mailSent: true }),
    ).toHaveLength(2)
  })

  it('calls RSS flat unless the last third grew past the ratio and slack', () => {
    const mb = 1024 * 1024
    expect(rssFlat([200, 210, 205, 208, 212, 209].map((v) => v * mb)).flat).toBe(true)
    expect(rssFlat([200, 200, 260, 270, 300, 320].map((v) => v * mb)).flat).toBe(false)
    expect(rssFlat([]).flat).toBe(true)
  })
})

describe('npm run soak options', () => {
  it('defaults to every part on both databases for 60 s at 32 connections', () => {
    expect(parseSoakArgs([])).toMatchObject({
      databases: ['sqlite', 'postgres'],
      parts: ['load', 'two-instances', 'faults'],
      seconds: 60,
      connections: 32,
    })
  })

  it('takes --db, --only, --seconds and the PostgreSQL server', () => {
    const options = parseSoakArgs(['--db=postgres', '--only=faults,load', '--seconds=20', '--pg-url=postgres://u@h:5/x'])
    expect(options).toMatchObject({ databases: ['postgres'], parts: ['load', 'faults'], seconds: 20, postgresUrl: 'postgres://u@h:5/x' })
    expect(parseSoakArgs([], { SOAK_DATABASE_URL: 'postgres://a@b/c' }).postgresUrl).toBe('postgres://a@b/c')
  })

  it('refuses what it does not know', () => {
    for (const bad of ['--db=mysql', '--only=', '--only=chaos', '--seconds=2', '--connections=0', '--pg-url=mysql://x', '--fast']) {
      expect(() => parseSoakArgs([bad]), bad).toThrow(UsageError)
    }
    expect(HELP).toMatch(/--only=load,two-instances,faults/)
  })
})

describe('nginx for two instances, from docker/nginx.conf', () => {
  const conf = fs.readFileSync(path.join(import.meta.dirname, '../..', NGINX_CONF), 'utf8')

  it('substitutes only the listening port and the replicas', () => {
    const site = deriveSiteConfig(conf, 3230, [3221, 3222])
    expect(site).toMatch(/^upstream karoo_replicas \{\n {2}server 127\.0\.0\.1:3221;\n {2}server 127\.0\.0\.1:3222;\n\}/)
    expect(site).toMatch(/listen 127\.0\.0\.1:3230;/)
    expect(site).not.toMatch(/http:\/\/app:3000|listen 80;/)
    // Everything else is the deployed file's, line for line.
    const body = site.slice(site.indexOf('}\n') + 2)
    const restore = body.replace('listen 127.0.0.1:3230;', 'listen 80;').replace('http://karoo_replicas', 'http://app:3000')
    expect(restore).toBe(conf)
    expect(mainConfig('/tmp/x')).toMatch(/include \/tmp\/x\/site\.conf;/)
  })

  it('refuses a file without the lines it substitutes', () => {
    expect(() => deriveSiteConfig(conf.replace('listen 80;', 'listen 8080;'), 1, [2])).toThrow(/listen 80/)
    expect(() => deriveSiteConfig(conf.replace(/app:3000/g, 'shop:3000'), 1, [2])).toThrow(/app:3000/)
    expect(() => deriveSiteConfig(conf, 1, [])).toThrow(/no app instance/)
  })
})

describe('the shopper reading answers', () => {
  it('finds the place-order form on the review page, terms accepted', () => {
    const html =
      '<form method="post"><input type="hidden" name="idempotencyKey" value="01ABC"/><input type="hidden" name="reviewedDiscount" value="0"/>' +
      '<input type="hidden" name="reviewedVoucherAmount" value="0"/><input type="hidden" name="reviewedAmountDue" value="139900"/></form>'
    expect(placeFormFields(html)).toEqual({
      intent: 'place',
      idempotencyKey: '01ABC',
      reviewedDiscount: '0',
      reviewedVoucherAmount: '0',
      reviewedAmountDue: '139900',
      terms: 'on',
    })
    expect(placeFormFields('<p>empty cart</p>')).toBeNull()
  })

  it('tells a placed order from a refusal, as a form and as the outbox', () => {
    expect(placedAt({ status: 303, location: '/order/status?id=A&token=t', body: '' })).toBe('/order/status?id=A&token=t')
    expect(placedAt({ status: 303, location: '/cart', body: '' })).toBeNull()
    expect(placedAt({ status: 200, location: '', body: '{"outcome":"placed","to":"/order/status?id=A"}' })).toBe('/order/status?id=A')
    expect(placedAt({ status: 200, location: '', body: '{"outcome":"refused","to":"/cart"}' })).toBeNull()
    expect(placedAt({ status: 503, location: '', body: '<html>' })).toBeNull()
    expect(orderIdOf('/de/order/status?id=01X&token=abc')).toBe('01X')
  })
})
