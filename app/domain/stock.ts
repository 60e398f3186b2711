/**
 * Stock and add-to-cart rules: validate the product, then check its stock.
 */
import { CART_STOCK_SYNC } from '~/domain/constants'
import {
  ITEM_IN_STOCK,
  ITEM_OUT_OF_STOCK,
  MAX_QUANTITY,
  PRICE_UNKNOWN,
  PRODUCT_OUT_OF_STOCK,
  QTY_MUST_BE_POSITIVE,
  STOCK_VOLATILE,
} from '~/domain/messages'

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock'

export interface StockLevel {
  qty: number
  isInStock: boolean
  manageStock: boolean
  lowStockQty: number
}

/**
 * - not in stock, or a managed stock at 0 or below: out_of_stock;
 * - a managed stock at or below its low-stock threshold: volatile (the count may
 *   be gone by the time the order lands);
 * - everything else, including any unmanaged item that is in stock: ok.
 */
export function stockStatus(s: StockLevel): StockStatus {
  if (!s.isInStock) return 'out_of_stock'
  if (!s.manageStock) return 'ok'
  if (s.qty <= 0) return 'out_of_stock'
  if (s.qty <= s.lowStockQty) return 'volatile'
  return 'ok'
}

export interface QuantityLimits {
  /** Units on hand when stock is managed; null when it is not. */
  available: number | null
  /** Most units of this product per cart; 0 or less means no cap. */
  maxSaleQty: number
}

export type QuantityResult = { ok: true; qty: number } | { ok: false; message: string; params?: Record<string, number> }

/** The most a shopper may put in the cart, or null when nothing caps it. */
export function maxQuantity(limits: QuantityLimits): number | null {
  const cap = Number.isFinite(limits.maxSaleQty) && limits.maxSaleQty > 0 ? limits.maxSaleQty : null
  const available = limits.available === null ? null : Math.max(0, Math.floor(limits.available))
  if (cap === null) return available
  if (available === null) return cap
  return Math.min(cap, available)
}

/**
 * Quantity is parsed to a number and must be a whole number above 0 (otherwise
 * 'A value must be greater than 0'). It may not exceed the maximum per product,
 * which is the lower of max_sale_qty and the managed stock on hand (otherwise
 * 'Only {maxQuantity} products of this type are available!'). Taking all units
 * on hand is allowed: "below the available quantity" is read as "not above".
 */
export function validateQuantity(input: unknown, limits: QuantityLimits): QuantityResult {
  const qty = parseQuantity(input)
  if (qty === null || !Number.isInteger(qty) || qty <= 0) {
    return { ok: false, message: QTY_MUST_BE_POSITIVE }
  }
  const max = maxQuantity(limits)
  if (max !== null && qty > max) {
    return { ok: false, message: MAX_QUANTITY, params: { maxQuantity: max } }
  }
  return { ok: true, qty }
}

function parseQuantity(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null
  if (typeof input !== 'string') return null
  const text = input.trim()
  // Plain decimal notation only: '0x10', '1e3' or '' are not quantities a shopper types.
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null
  return Number(text)
}

export interface AddToCartCheck {
  /** price_incl_tax of the product (or chosen variant) in minor units. */
  priceInclTax: number | null | undefined
  stockStatus: StockStatus
  /** Whether out-of-stock items may sit in the cart; silences the volatile warning. */
  allowOutOfStock?: boolean
  /** The product's errors map; any non-empty entry blocks the add. */
  errors?: Record<string, string | null | undefined>
}

export type AddToCartVerdict = { ok: true; warning?: string } | { ok: false; message: string }

/**
 * Validate the product, then check stock:
 * 1. a price below 0 (or no readable price) blocks with the unknown-price
 *    message; a zero price is allowed;
 * 2. any product error blocks with that error's text;
 * 3. out_of_stock blocks with the out-of-stock message;
 * 4. volatile adds, with the volatile warning unless out-of-stock items are allowed;
 * 5. ok adds.
 */
export function canAddToCart(check: AddToCartCheck): AddToCartVerdict {
  const price = check.priceInclTax
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    return { ok: false, message: PRICE_UNKNOWN }
  }
  for (const message of Object.values(check.errors ?? {})) {
    if (typeof message === 'string' && message !== '') return { ok: false, message }
  }
  if (check.stockStatus === 'out_of_stock') return { ok: false, message: PRODUCT_OUT_OF_STOCK }
  if (check.stockStatus === 'volatile' && !check.allowOutOfStock) {
    return { ok: true, warning: STOCK_VOLATILE }
  }
  return { ok: true }
}

export type CartItemStockOutcome = { action: 'keep'; info: string } | { action: 'keep'; error: string } | { action: 'remove' }

/**
 * Stock sync of an item already in the cart: in stock shows 'In stock!';
 * out of stock shows 'Out of stock!' when out-of-stock items are allowed or cart
 * sync is on, otherwise the item is removed.
 */
export function cartItemStockOutcome(isInStock: boolean, opts: { allowOutOfStock: boolean; cartSyncOn: boolean }): CartItemStockOutcome {
  if (isInStock) return { action: 'keep', info: ITEM_IN_STOCK }
  if (opts.allowOutOfStock || opts.cartSyncOn) return { action: 'keep', error: ITEM_OUT_OF_STOCK }
  return { action: 'remove' }
}

/**
 * The stock sync of a cart line from its product's stock status as read now: a volatile stock still
 * counts as in stock (the line can be ordered; only the count is unsure).
 */
export function cartLineStockOutcome(
  status: StockStatus,
  opts: { allowOutOfStock: boolean; cartSyncOn: boolean } = CART_STOCK_SYNC,
): CartItemStockOutcome {
  return cartItemStockOutcome(status !== 'out_of_stock', opts)
}

/** A grouped product can be bought while any of its members can. */
export function groupedStockStatus(members: { stockStatus: StockStatus }[]): StockStatus {
  return members.some((m) => m.stockStatus !== 'out_of_stock') ? 'ok' : 'out_of_stock'
}

/** A bundle can be bought as offered when every default selection can (no defaults: nothing blocks it). */
export function bundleStockStatus(defaults: { stockStatus: StockStatus }[]): StockStatus {
  return defaults.every((s) => s.stockStatus !== 'out_of_stock') ? 'ok' : 'out_of_stock'
}

/** A configurable product without a chosen variant is in stock while it has a variant to offer. */
export function configurableStockStatus(availableVariants: number): StockStatus {
  return availableVariants > 0 ? 'ok' : 'out_of_stock'
}
