import { describe, expect, it } from 'vitest'
import {
  addLine,
  addRefusalOf,
  cartItemCount,
  isVirtualCart,
  isVirtualLine,
  keyOfLine,
  lineKey,
  lineTotal,
  offersProceedToCheckout,
  optionsKey,
  removeLine,
  updateLineQty,
  type CartLine,
  type CartLineInput,
} from '~/domain/cart'
import {
  ERROR_ADDING_PRODUCTS,
  MAX_QUANTITY,
  PRICE_UNKNOWN,
  PRODUCT_ADDED,
  PRODUCT_QTY_UPDATED,
  QTY_MUST_BE_POSITIVE,
  interpolate,
} from '~/domain/messages'

const input = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  productId: 10,
  sku: 'KETTLE-1',
  parentSku: null,
  name: 'Kettle',
  typeId: 'simple',
  unitPrice: 49_900,
  taxRateBp: 1500,
  options: [],
  isVirtual: false,
  image: null,
  ...overrides,
})

const colourRed = [{ code: 'color', label: 'Colour', value: 'red' }]
const colourBlue = [{ code: 'color', label: 'Colour', value: 'blue' }]

function cartWith(...inputs: CartLineInput[]): CartLine[] {
  return inputs.reduce<CartLine[]>((lines, item) => {
    const result = addLine(lines, item, { maxQuantity: null })
    if (!result.ok) throw new Error(result.message)
    return result.lines
  }, [])
}

describe('optionsKey and lineKey', () => {
  it('ignores the order options were chosen in and their labels', () => {
    const a = [
      { code: 'size', label: 'Size', value: 'L' },
      { code: 'color', label: 'Colour', value: 'red' },
    ]
    const b = [
      { code: 'color', label: 'Farbe', value: 'red' },
      { code: 'size', label: 'Größe', value: 'L' },
    ]
    expect(optionsKey(a)).toBe(optionsKey(b))
    expect(lineKey('TOASTER', a)).toBe(lineKey('TOASTER', b))
  })

  it('tells different values and different skus apart', () => {
    expect(lineKey('TOASTER', colourRed)).not.toBe(lineKey('TOASTER', colourBlue))
    expect(lineKey('TOASTER', colourRed)).not.toBe(lineKey('TOASTER-2', colourRed))
    expect(lineKey('TOASTER', [])).not.toBe(lineKey('TOASTER', colourRed))
  })

  it('cannot be forged by separators inside values', () => {
    const forged = [{ code: 'color', label: '', value: 'red&size=L' }]
    const real = [
      { code: 'color', label: '', value: 'red' },
      { code: 'size', label: '', value: 'L' },
    ]
    expect(optionsKey(forged)).not.toBe(optionsKey(real))
    expect(lineKey('A?color=red', [])).not.toBe(lineKey('A', colourRed))
  })

  it('is stable: the same input always gives the same key, and a stored key gives the same', () => {
    expect(lineKey('TOASTER', colourRed)).toBe('TOASTER?color=red')
    expect(lineKey('TOASTER', [])).toBe('TOASTER')
    expect(lineKey('TOASTER', optionsKey(colourRed))).toBe(lineKey('TOASTER', colourRed))
    expect(keyOfLine({ sku: 'TOASTER', optionsKey: optionsKey(colourRed) })).toBe('TOASTER?color=red')
  })
})

describe('addLine: a new line, or a raised quantity for the same product and options', () => {
  it('adds a new line with quantity 1 by default and the added message', () => {
    const result = addLine([], input(), { maxQuantity: null })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.lines).toHaveLength(1)
    expect(result.lines[0]).toMatchObject({ sku: 'KETTLE-1', qty: 1, optionsKey: '', id: 'KETTLE-1' })
    expect(result.line).toBe(result.lines[0])
    expect(result.message).toBe(PRODUCT_ADDED)
  })

  it('raises the quantity of a matching line (same sku, same options) instead of adding one', () => {
    const lines = cartWith(input({ options: colourRed, qty: 2 }))
    const result = addLine(lines, input({ options: [...colourRed], qty: 3 }), { maxQuantity: null })
    expect(result.ok && result.lines).toHaveLength(1)
    expect(result.lines[0].qty).toBe(5)
    expect(result.ok && result.message).toBe(PRODUCT_ADDED)
  })

  it('keeps the matching line in place and its other fields', () => {
    const lines = cartWith(input({ sku: 'A' }), input({ sku: 'B', unitPrice: 100 }), input({ sku: 'C' }))
    const result = addLine(lines, input({ sku: 'B', unitPrice: 999 }), { maxQuantity: null })
    expect(result.lines.map((line) => line.sku)).toEqual(['A', 'B', 'C'])
    expect(result.lines[1]).toMatchObject({ qty: 2, unitPrice: 100 })
  })

  it('adds a separate line for the same sku with other options', () => {
    const lines = cartWith(input({ options: colourRed }))
    const result = addLine(lines, input({ options: colourBlue }), { maxQuantity: null })
    expect(result.lines).toHaveLength(2)
    expect(result.lines.map((line) => line.id)).toEqual(['KETTLE-1?color=red', 'KETTLE-1?color=blue'])
  })

  it('uses an id given by the caller', () => {
    const result = addLine([], input({ id: 'line-7' }), { maxQuantity: null })
    expect(result.lines[0].id).toBe('line-7')
  })

  it('recomputes the options key rather than trusting a stale one', () => {
    const lines = cartWith(input({ options: colourRed }))
    const result = addLine(lines, input({ options: colourBlue, optionsKey: 'color=red' }), { maxQuantity: null })
    expect(result.lines).toHaveLength(2)
    expect(result.lines[1].optionsKey).toBe('color=blue')
  })

  it('does not change the lines it was given', () => {
    const lines = cartWith(input())
    const snapshot = structuredClone(lines)
    addLine(lines, input({ qty: 2 }), { maxQuantity: null })
    addLine(lines, input({ sku: 'OTHER' }), { maxQuantity: null })
    expect(lines).toEqual(snapshot)
  })

  it.each([0, -1, 1.5, 'abc', '', null, Number.NaN])('refuses quantity %s with the spec message', (qty) => {
    const lines = cartWith(input())
    const result = addLine(lines, input({ qty }), { maxQuantity: null })
    expect(result).toEqual({ ok: false, lines, message: QTY_MUST_BE_POSITIVE, params: undefined })
  })

  it('parses a typed quantity', () => {
    const result = addLine([], input({ qty: ' 3 ' }), { maxQuantity: null })
    expect(result.lines[0].qty).toBe(3)
  })

  it('allows exactly the maximum per product', () => {
    const result = addLine([], input({ qty: 3 }), { maxQuantity: 3 })
    expect(result.ok).toBe(true)
  })

  it('refuses to go over the maximum, counting what is already in the cart', () => {
    const lines = cartWith(input({ qty: 2 }))
    const result = addLine(lines, input({ qty: 2 }), { maxQuantity: 3 })
    expect(result).toEqual({ ok: false, lines, message: MAX_QUANTITY, params: { maxQuantity: 3 } })
    if (!result.ok) {
      expect(interpolate(result.message, result.params)).toBe('Only 3 products of this type are available!')
    }
  })

  it('refuses any unit when nothing may be added (maximum 0)', () => {
    const result = addLine([], input(), { maxQuantity: 0 })
    expect(result).toMatchObject({ ok: false, message: MAX_QUANTITY, params: { maxQuantity: 0 } })
  })
})

describe('updateLineQty: a new quantity, 0 removes the line', () => {
  const lines = cartWith(input({ sku: 'A' }), input({ sku: 'B' }))

  it('sets the quantity and says so', () => {
    const result = updateLineQty(lines, 'B', 4)
    expect(result.ok).toBe(true)
    expect(result.lines.map((line) => line.qty)).toEqual([1, 4])
    expect(result.ok && result.line?.qty).toBe(4)
    expect(result.ok && result.message).toBe(PRODUCT_QTY_UPDATED)
  })

  it.each([0, '0', ' 0 ', '0.0', -0])('removes the line for %s', (qty) => {
    const result = updateLineQty(lines, 'A', qty)
    expect(result.ok).toBe(true)
    expect(result.lines.map((line) => line.sku)).toEqual(['B'])
    expect(result.ok && result.line).toBeNull()
  })

  it.each([-2, 2.5, 'two', '', undefined])('rejects quantity %s with the spec message and changes nothing', (qty) => {
    const result = updateLineQty(lines, 'A', qty)
    expect(result).toEqual({ ok: false, lines, message: QTY_MUST_BE_POSITIVE, params: undefined })
  })

  it('respects the maximum per product', () => {
    expect(updateLineQty(lines, 'A', 5, { maxQuantity: 5 }).ok).toBe(true)
    expect(updateLineQty(lines, 'A', 6, { maxQuantity: 5 })).toEqual({
      ok: false,
      lines,
      message: MAX_QUANTITY,
      params: { maxQuantity: 5 },
    })
  })

  it('changes nothing for an unknown line', () => {
    const result = updateLineQty(lines, 'nope', 3)
    expect(result).toEqual({ ok: true, lines, line: null })
  })

  it('does not change the lines it was given', () => {
    const snapshot = structuredClone(lines)
    updateLineQty(lines, 'A', 9)
    updateLineQty(lines, 'A', 0)
    expect(lines).toEqual(snapshot)
  })
})

describe('removeLine', () => {
  it('drops the line with that id only', () => {
    const lines = cartWith(input({ sku: 'A' }), input({ sku: 'B' }))
    expect(removeLine(lines, 'A').map((line) => line.sku)).toEqual(['B'])
    expect(removeLine(lines, 'missing')).toEqual(lines)
  })
})

describe('cartItemCount: the minicart counts quantities by default', () => {
  const lines = cartWith(input({ sku: 'A', qty: 2 }), input({ sku: 'B', qty: 3 }))

  it('counts quantities by default', () => {
    expect(cartItemCount(lines)).toBe(5)
    expect(cartItemCount(lines, 'quantities')).toBe(5)
  })

  it('counts lines in items mode', () => {
    expect(cartItemCount(lines, 'items')).toBe(2)
  })

  it('is 0 for an empty cart', () => {
    expect(cartItemCount([])).toBe(0)
    expect(cartItemCount([], 'items')).toBe(0)
  })
})

describe('lineTotal', () => {
  it('is unit price times quantity', () => {
    expect(lineTotal({ unitPrice: 12_345, qty: 3 })).toBe(37_035)
  })
})

describe('isVirtualCart: items, all of them virtual or downloadable', () => {
  const physical = { isVirtual: false, typeId: 'simple' }
  const flagged = { isVirtual: true, typeId: 'simple' }
  const virtualType = { isVirtual: false, typeId: 'virtual' }
  const download = { isVirtual: false, typeId: 'downloadable' }

  it('knows a virtual line by its flag or its type', () => {
    expect(isVirtualLine(flagged)).toBe(true)
    expect(isVirtualLine(virtualType)).toBe(true)
    expect(isVirtualLine(download)).toBe(true)
    expect(isVirtualLine(physical)).toBe(false)
  })

  it('is virtual when it has items and all are virtual or downloadable', () => {
    expect(isVirtualCart([flagged, virtualType, download])).toBe(true)
  })

  it('is not virtual when one item must be delivered', () => {
    expect(isVirtualCart([download, physical])).toBe(false)
  })

  it('is not virtual when empty', () => {
    expect(isVirtualCart([])).toBe(false)
  })
})

describe('offersProceedToCheckout', () => {
  it('offers it with the cart successes: a product added, a quantity updated', () => {
    expect(offersProceedToCheckout('added', { externalCheckout: false })).toBe(true)
    expect(offersProceedToCheckout('updated', { externalCheckout: false })).toBe(true)
  })

  it('offers it with nothing else (a removal, a coupon)', () => {
    expect(offersProceedToCheckout('removed', { externalCheckout: false })).toBe(false)
    expect(offersProceedToCheckout('couponApplied', { externalCheckout: false })).toBe(false)
  })

  it('never offers it when checkout happens on another site', () => {
    expect(offersProceedToCheckout('added', { externalCheckout: true })).toBe(false)
    expect(offersProceedToCheckout('updated', { externalCheckout: true })).toBe(false)
  })
})

describe('addRefusalOf', () => {
  const outOfStock = { message: 'The product is out of stock and cannot be added to the cart!' }

  it("tells of a grouped or bundle set that could not be added with 'Error: Error while adding products' and the reason", () => {
    expect(addRefusalOf('grouped', outOfStock)).toEqual({ message: ERROR_ADDING_PRODUCTS, notes: [outOfStock] })
    expect(addRefusalOf('bundle', { message: PRICE_UNKNOWN })).toEqual({
      message: ERROR_ADDING_PRODUCTS,
      notes: [{ message: PRICE_UNKNOWN }],
    })
  })

  it('keeps the message of any other product', () => {
    expect(addRefusalOf('simple', outOfStock)).toEqual(outOfStock)
    expect(addRefusalOf('configurable', { message: PRICE_UNKNOWN })).toEqual({ message: PRICE_UNKNOWN })
  })
})
