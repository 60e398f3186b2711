import { describe, expect, it } from 'vitest'
import {
  ITEM_IN_STOCK,
  ITEM_OUT_OF_STOCK,
  MAX_QUANTITY,
  PRICE_UNKNOWN,
  PRODUCT_OUT_OF_STOCK,
  QTY_MUST_BE_POSITIVE,
  STOCK_VOLATILE,
} from '~/domain/messages'
import {
  bundleStockStatus,
  canAddToCart,
  cartItemStockOutcome,
  cartLineStockOutcome,
  configurableStockStatus,
  groupedStockStatus,
  maxQuantity,
  stockStatus,
  validateQuantity,
  type StockLevel,
} from '~/domain/stock'

const level = (overrides: Partial<StockLevel>): StockLevel => ({
  qty: 100,
  isInStock: true,
  manageStock: true,
  lowStockQty: 5,
  ...overrides,
})

describe('stockStatus', () => {
  it('is out_of_stock when not in stock, whatever the qty', () => {
    expect(stockStatus(level({ isInStock: false, qty: 50 }))).toBe('out_of_stock')
    expect(stockStatus(level({ isInStock: false, manageStock: false }))).toBe('out_of_stock')
  })

  it('is out_of_stock when managed and qty is 0 or below', () => {
    expect(stockStatus(level({ qty: 0 }))).toBe('out_of_stock')
    expect(stockStatus(level({ qty: -2 }))).toBe('out_of_stock')
  })

  it('is volatile when managed and qty equals the low-stock threshold (boundary)', () => {
    expect(stockStatus(level({ qty: 5, lowStockQty: 5 }))).toBe('volatile')
  })

  it('is volatile when managed and qty is below the threshold but above 0', () => {
    expect(stockStatus(level({ qty: 1, lowStockQty: 5 }))).toBe('volatile')
  })

  it('is ok when managed and qty is one above the threshold', () => {
    expect(stockStatus(level({ qty: 6, lowStockQty: 5 }))).toBe('ok')
  })

  it('is ok with a zero threshold and any positive qty', () => {
    expect(stockStatus(level({ qty: 1, lowStockQty: 0 }))).toBe('ok')
  })

  it('is ok when unmanaged and in stock, even with qty 0', () => {
    expect(stockStatus(level({ manageStock: false, qty: 0 }))).toBe('ok')
  })
})

describe('maxQuantity', () => {
  it('is max_sale_qty when stock is not managed', () => {
    expect(maxQuantity({ available: null, maxSaleQty: 10 })).toBe(10)
  })

  it('is the available qty when it is lower than max_sale_qty', () => {
    expect(maxQuantity({ available: 3, maxSaleQty: 10 })).toBe(3)
  })

  it('is max_sale_qty when available is higher', () => {
    expect(maxQuantity({ available: 300, maxSaleQty: 10 })).toBe(10)
  })

  it('has no cap when max_sale_qty is 0 and stock is unmanaged', () => {
    expect(maxQuantity({ available: null, maxSaleQty: 0 })).toBeNull()
  })
})

describe('validateQuantity', () => {
  const limits = { available: null, maxSaleQty: 10 }

  it('accepts a positive integer', () => {
    expect(validateQuantity(3, limits)).toEqual({ ok: true, qty: 3 })
  })

  it('parses a numeric string', () => {
    expect(validateQuantity(' 4 ', limits)).toEqual({ ok: true, qty: 4 })
    expect(validateQuantity('2.0', limits)).toEqual({ ok: true, qty: 2 })
  })

  it('rejects 0 with the greater-than-0 message', () => {
    expect(validateQuantity(0, limits)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
  })

  it('rejects negative numbers', () => {
    expect(validateQuantity(-1, limits)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
    expect(validateQuantity('-3', limits)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
  })

  it('rejects fractions: a quantity is a whole number', () => {
    expect(validateQuantity(1.5, limits)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
    expect(validateQuantity('0.5', limits)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
  })

  it('rejects input that is not a number', () => {
    for (const input of ['', 'abc', '1e3', '0x10', '2 pcs', null, undefined, Number.NaN, Infinity, {}, [2]]) {
      expect(validateQuantity(input, limits)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
    }
  })

  it('accepts exactly the maximum per product (boundary)', () => {
    expect(validateQuantity(10, limits)).toEqual({ ok: true, qty: 10 })
  })

  it('rejects one above the maximum with the max-quantity message and parameter', () => {
    expect(validateQuantity(11, limits)).toEqual({ ok: false, message: MAX_QUANTITY, params: { maxQuantity: 10 } })
  })

  it('uses the available qty as maxQuantity when managed stock is lower than the max', () => {
    expect(validateQuantity(4, { available: 3, maxSaleQty: 10 })).toEqual({
      ok: false,
      message: MAX_QUANTITY,
      params: { maxQuantity: 3 },
    })
    expect(validateQuantity(3, { available: 3, maxSaleQty: 10 })).toEqual({ ok: true, qty: 3 })
  })

  it('rejects any quantity when nothing is available', () => {
    expect(validateQuantity(1, { available: 0, maxSaleQty: 10 })).toEqual({
      ok: false,
      message: MAX_QUANTITY,
      params: { maxQuantity: 0 },
    })
  })

  it('has no upper limit when there is no cap and stock is unmanaged', () => {
    expect(validateQuantity(5000, { available: null, maxSaleQty: 0 })).toEqual({ ok: true, qty: 5000 })
  })
})

describe('canAddToCart', () => {
  it('blocks a price below 0 with the unknown-price message', () => {
    expect(canAddToCart({ priceInclTax: -1, stockStatus: 'ok' })).toEqual({ ok: false, message: PRICE_UNKNOWN })
  })

  it('allows a zero price', () => {
    expect(canAddToCart({ priceInclTax: 0, stockStatus: 'ok' })).toEqual({ ok: true })
  })

  it('blocks a missing or unreadable price as unknown', () => {
    expect(canAddToCart({ priceInclTax: null, stockStatus: 'ok' })).toEqual({ ok: false, message: PRICE_UNKNOWN })
    expect(canAddToCart({ priceInclTax: undefined, stockStatus: 'ok' })).toEqual({ ok: false, message: PRICE_UNKNOWN })
    expect(canAddToCart({ priceInclTax: Number.NaN, stockStatus: 'ok' })).toEqual({ ok: false, message: PRICE_UNKNOWN })
  })

  it('checks the price before stock', () => {
    expect(canAddToCart({ priceInclTax: -5, stockStatus: 'out_of_stock' })).toEqual({ ok: false, message: PRICE_UNKNOWN })
  })

  it('blocks with the product error message when the product has errors', () => {
    const verdict = canAddToCart({ priceInclTax: 100, stockStatus: 'ok', errors: { variants: 'No available product variants' } })
    expect(verdict).toEqual({ ok: false, message: 'No available product variants' })
  })

  it('ignores empty entries in the errors map', () => {
    expect(canAddToCart({ priceInclTax: 100, stockStatus: 'ok', errors: { a: null, b: '' } })).toEqual({ ok: true })
  })

  it('blocks out_of_stock with the out-of-stock message', () => {
    expect(canAddToCart({ priceInclTax: 100, stockStatus: 'out_of_stock' })).toEqual({
      ok: false,
      message: PRODUCT_OUT_OF_STOCK,
    })
  })

  it('blocks out_of_stock even when out-of-stock items are allowed in the cart', () => {
    expect(canAddToCart({ priceInclTax: 100, stockStatus: 'out_of_stock', allowOutOfStock: true }).ok).toBe(false)
  })

  it('adds a volatile item with the pre-reservation warning', () => {
    expect(canAddToCart({ priceInclTax: 100, stockStatus: 'volatile' })).toEqual({ ok: true, warning: STOCK_VOLATILE })
  })

  it('adds a volatile item without warning when out-of-stock items are allowed', () => {
    expect(canAddToCart({ priceInclTax: 100, stockStatus: 'volatile', allowOutOfStock: true })).toEqual({ ok: true })
  })

  it('adds an ok item without warning', () => {
    expect(canAddToCart({ priceInclTax: 100, stockStatus: 'ok' })).toEqual({ ok: true })
  })
})

describe('cartItemStockOutcome (stock sync of cart items)', () => {
  it("shows 'In stock!' for an item in stock", () => {
    expect(cartItemStockOutcome(true, { allowOutOfStock: false, cartSyncOn: false })).toEqual({
      action: 'keep',
      info: ITEM_IN_STOCK,
    })
  })

  it("keeps an out-of-stock item with 'Out of stock!' when out-of-stock items are allowed", () => {
    expect(cartItemStockOutcome(false, { allowOutOfStock: true, cartSyncOn: false })).toEqual({
      action: 'keep',
      error: ITEM_OUT_OF_STOCK,
    })
  })

  it("keeps an out-of-stock item with 'Out of stock!' when cart sync is on", () => {
    expect(cartItemStockOutcome(false, { allowOutOfStock: false, cartSyncOn: true })).toEqual({
      action: 'keep',
      error: ITEM_OUT_OF_STOCK,
    })
  })

  it('removes an out-of-stock item otherwise', () => {
    expect(cartItemStockOutcome(false, { allowOutOfStock: false, cartSyncOn: false })).toEqual({ action: 'remove' })
  })
})

describe('cartLineStockOutcome (a cart line from its stock status as read now)', () => {
  it("shows 'In stock!' for ok and for volatile stock: both can still be ordered", () => {
    expect(cartLineStockOutcome('ok')).toEqual({ action: 'keep', info: ITEM_IN_STOCK })
    expect(cartLineStockOutcome('volatile')).toEqual({ action: 'keep', info: ITEM_IN_STOCK })
  })

  it("keeps a sold-out line in the shop's cart, marked 'Out of stock!'", () => {
    expect(cartLineStockOutcome('out_of_stock')).toEqual({ action: 'keep', error: ITEM_OUT_OF_STOCK })
  })

  it('removes a sold-out line where neither out-of-stock items nor cart sync are on', () => {
    expect(cartLineStockOutcome('out_of_stock', { allowOutOfStock: false, cartSyncOn: false })).toEqual({ action: 'remove' })
  })
})

describe('stock of composite products', () => {
  const ok = { stockStatus: 'ok' as const }
  const low = { stockStatus: 'volatile' as const }
  const out = { stockStatus: 'out_of_stock' as const }

  it('a grouped product is in stock while any member is', () => {
    expect(groupedStockStatus([out, low])).toBe('ok')
    expect(groupedStockStatus([out, out])).toBe('out_of_stock')
    expect(groupedStockStatus([])).toBe('out_of_stock')
  })

  it('a bundle is in stock when every default selection is', () => {
    expect(bundleStockStatus([ok, low])).toBe('ok')
    expect(bundleStockStatus([ok, out])).toBe('out_of_stock')
    expect(bundleStockStatus([])).toBe('ok')
  })

  it('a configurable product without a chosen variant is in stock while a variant is offered', () => {
    expect(configurableStockStatus(3)).toBe('ok')
    expect(configurableStockStatus(0)).toBe('out_of_stock')
  })
})
