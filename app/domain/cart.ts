/**
 * The cart line model and its pure transitions: adding, changing a quantity,
 * removing, the quantity rules and the minicart count. Nothing here talks to storage: every
 * function takes lines and returns new lines, leaving its input untouched.
 *
 * Stock and price checks happen before a line is added (`canAddToCart` in
 * stock.ts); these functions only deal with quantities and matching.
 */
import { DEFAULT_CART_QTY } from '~/domain/constants'
import { ERROR_ADDING_PRODUCTS, MAX_QUANTITY, PRODUCT_ADDED, PRODUCT_QTY_UPDATED } from '~/domain/messages'
import { validateQuantity } from '~/domain/stock'

export interface CartLineOption {
  code: string
  label: string
  value: string
}

export interface CartLine {
  id: string
  productId: number
  sku: string
  parentSku: string | null
  name: string
  typeId: string
  qty: number
  /** One unit incl. tax, after special/tier price and custom options, minor units. */
  unitPrice: number
  taxRateBp: number
  options: CartLineOption[]
  /** Canonical string of the chosen options (`optionsKey(options)`); lines match on sku + this. */
  optionsKey: string
  isVirtual: boolean
  image: string | null
}

/**
 * What `addLine` takes: a line without the fields it works out itself. `qty`
 * defaults to 1; `id` defaults to the line key, which is unique within a cart
 * because lines with the same key are merged. `optionsKey` is always recomputed
 * from `options`, so a stale key cannot make two different lines match.
 */
export type CartLineInput = Omit<CartLine, 'id' | 'qty' | 'optionsKey'> & {
  id?: string
  qty?: unknown
  optionsKey?: string
}

/**
 * The chosen options as one canonical string: sorted by code (then value), each
 * part URI-encoded so no value can forge a separator. The order the shopper
 * picked them in, and their labels, do not matter. No options gives ''.
 */
export function optionsKey(options: readonly Pick<CartLineOption, 'code' | 'value'>[]): string {
  return options
    .map((option) => `${encodeURIComponent(option.code)}=${encodeURIComponent(option.value)}`)
    .sort()
    .join('&')
}

/**
 * Stable key (the line's "checksum") of a product with its options: the same sku
 * with the same options always gives the same key. It is a readable canonical
 * string rather than a digest, so two different lines can never collide.
 */
export function lineKey(sku: string, options: readonly Pick<CartLineOption, 'code' | 'value'>[] | string): string {
  const key = typeof options === 'string' ? options : optionsKey(options)
  return key === '' ? encodeURIComponent(sku) : `${encodeURIComponent(sku)}?${key}`
}

/** The key of an existing line, from its stored sku and options key. */
export function keyOfLine(line: Pick<CartLine, 'sku' | 'optionsKey'>): string {
  return lineKey(line.sku, line.optionsKey)
}

/** Price of a line: unit price times quantity, minor units incl. tax. */
export function lineTotal(line: Pick<CartLine, 'unitPrice' | 'qty'>): number {
  return line.unitPrice * line.qty
}

export type CartChange =
  | {
      ok: true
      lines: CartLine[]
      /** The line added or changed; null when it was removed or nothing changed. */
      line: CartLine | null
      /** The notification to show, when there is one. */
      message?: string
    }
  | {
      ok: false
      /** The cart as it was. */
      lines: CartLine[]
      message: string
      params?: Record<string, number>
    }

export interface QuantityCap {
  /** Most units of this product the cart may hold (`maxQuantity` of stock.ts); null when nothing caps it. */
  maxQuantity: number | null
}

/**
 * Add a product to the cart:
 * - the quantity must be a whole number above 0 ('A value must be greater than 0');
 * - a line with the same sku and the same options has its quantity raised and
 *   stays where it is (its other fields are kept); otherwise a new line is
 *   appended with quantity 1 unless one is given;
 * - the resulting quantity of that line may not exceed `maxQuantity`
 *   ('Only {maxQuantity} products of this type are available!'); the add is then
 *   refused and the cart stays as it was, rather than silently capped.
 * Success carries 'Product has been added to the cart!'.
 */
export function addLine(lines: readonly CartLine[], incoming: CartLineInput, cap: QuantityCap): CartChange {
  const qtyInput = incoming.qty === undefined ? DEFAULT_CART_QTY : incoming.qty
  const parsed = validateQuantity(qtyInput, { available: null, maxSaleQty: 0 })
  if (!parsed.ok) return { ok: false, lines: [...lines], message: parsed.message, params: parsed.params }

  const key = optionsKey(incoming.options)
  const index = lines.findIndex((line) => line.sku === incoming.sku && line.optionsKey === key)
  const existingQty = index === -1 ? 0 : lines[index].qty
  const capped = checkCap(existingQty + parsed.qty, cap)
  if (capped) return { ok: false, lines: [...lines], ...capped }

  if (index !== -1) {
    const line = { ...lines[index], qty: existingQty + parsed.qty }
    const next = [...lines]
    next[index] = line
    return { ok: true, lines: next, line, message: PRODUCT_ADDED }
  }

  const line: CartLine = {
    ...incoming,
    id: incoming.id ?? lineKey(incoming.sku, key),
    qty: parsed.qty,
    options: incoming.options.map((option) => ({ ...option })),
    optionsKey: key,
  }
  return { ok: true, lines: [...lines, line], line, message: PRODUCT_ADDED }
}

function checkCap(qty: number, cap: QuantityCap): { message: string; params: Record<string, number> } | null {
  if (cap.maxQuantity === null) return null
  const result = validateQuantity(qty, { available: cap.maxQuantity, maxSaleQty: 0 })
  if (result.ok) return null
  return { message: MAX_QUANTITY, params: result.params ?? { maxQuantity: Math.max(0, Math.floor(cap.maxQuantity)) } }
}

const ZERO = /^[+-]?(0+(\.0*)?|\.0+)$/

function isZero(input: unknown): boolean {
  if (typeof input === 'number') return input === 0
  return typeof input === 'string' && ZERO.test(input.trim())
}

/**
 * Set a line's quantity:
 * - 0 (or '0') removes the line;
 * - anything else must be a whole number above 0, else 'A value must be
 *   greater than 0', and may not exceed the optional cap, else
 *   'Only {maxQuantity} products of this type are available!'; a refused change
 *   leaves the cart as it was;
 * - success sets the quantity and carries 'Product quantity has been updated!'.
 * An unknown line id changes nothing: `ok` with `line: null` and no message.
 */
export function updateLineQty(
  lines: readonly CartLine[],
  lineId: string,
  qty: unknown,
  cap: QuantityCap = { maxQuantity: null },
): CartChange {
  const index = lines.findIndex((line) => line.id === lineId)
  if (index === -1) return { ok: true, lines: [...lines], line: null }
  if (isZero(qty)) return { ok: true, lines: removeLine(lines, lineId), line: null }

  const parsed = validateQuantity(qty, { available: null, maxSaleQty: 0 })
  if (!parsed.ok) return { ok: false, lines: [...lines], message: parsed.message, params: parsed.params }
  const capped = checkCap(parsed.qty, cap)
  if (capped) return { ok: false, lines: [...lines], ...capped }

  const line = { ...lines[index], qty: parsed.qty }
  const next = [...lines]
  next[index] = line
  return { ok: true, lines: next, line, message: PRODUCT_QTY_UPDATED }
}

/** The cart without the line of that id; an unknown id leaves it as it was. */
export function removeLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((line) => line.id !== lineId)
}

/** Why an add was refused: a message with its placeholders. */
export interface AddRefusal {
  message: string
  params?: Record<string, number>
}

/**
 * A grouped or bundle product goes into the cart as a set (all its items, or the bundle with its
 * selections): when the set cannot be added, nothing of it is added and the shopper is told 'Error: Error
 * while adding products', with the reason it failed as a second line. Other products keep their own message.
 */
export function addRefusalOf(typeId: string, reason: AddRefusal): AddRefusal & { notes?: AddRefusal[] } {
  if (typeId !== 'grouped' && typeId !== 'bundle') return reason
  return { message: ERROR_ADDING_PRODUCTS, notes: [reason] }
}

/**
 * Whether a cart notification offers "Proceed to checkout" beside OK: the successes of the cart, a product
 * added (also when added with the volatile-stock warning: it is in the cart) and a quantity updated, do;
 * none does when checkout happens on another site, where this shop's checkout link would lead nowhere.
 */
export function offersProceedToCheckout(change: string, opts: { externalCheckout: boolean }): boolean {
  if (opts.externalCheckout) return false
  return change === 'added' || change === 'updated'
}

export type CartCountMode = 'quantities' | 'items'

/**
 * The minicart count: by default the sum of quantities; in 'items'
 * mode the number of lines.
 */
export function cartItemCount(lines: readonly CartLine[], mode: CartCountMode = 'quantities'): number {
  if (mode === 'items') return lines.length
  return lines.reduce((sum, line) => sum + line.qty, 0)
}

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable'])

/** A line that needs no delivery: flagged virtual, or of type virtual or downloadable. */
export function isVirtualLine(line: Pick<CartLine, 'isVirtual' | 'typeId'>): boolean {
  return line.isVirtual || VIRTUAL_TYPES.has(line.typeId)
}

/**
 * A virtual cart has items and all of them are virtual or downloadable.
 * An empty cart is not virtual.
 */
export function isVirtualCart(lines: readonly Pick<CartLine, 'isVirtual' | 'typeId'>[]): boolean {
  return lines.length > 0 && lines.every(isVirtualLine)
}
