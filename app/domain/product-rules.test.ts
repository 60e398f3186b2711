import { describe, expect, it } from 'vitest'
import { NO_AVAILABLE_VARIANTS } from '~/domain/messages'
import { LISTABLE_STATUS, LISTABLE_VISIBILITY, availableChildren, canLoadProduct, isListable } from '~/domain/product-rules'
import type { StockStatus } from '~/domain/stock'

describe('canLoadProduct', () => {
  const direct = { allowDirectChild: true }
  const guarded = { allowDirectChild: false }

  it('loads enabled and disabled products (status 0 and 1)', () => {
    expect(canLoadProduct({ status: 1, visibility: 4 }, guarded)).toBe(true)
    expect(canLoadProduct({ status: 0, visibility: 4 }, guarded)).toBe(true)
  })

  it('fails at status 2 (boundary) and above', () => {
    expect(canLoadProduct({ status: 2, visibility: 4 }, direct)).toBe(false)
    expect(canLoadProduct({ status: 3, visibility: 4 }, direct)).toBe(false)
  })

  it('fails for a child variant (visibility 1) when direct access is not allowed', () => {
    expect(canLoadProduct({ status: 1, visibility: 1 }, guarded)).toBe(false)
  })

  it('loads a child variant when direct access is allowed', () => {
    expect(canLoadProduct({ status: 1, visibility: 1 }, direct)).toBe(true)
  })

  it('fails a directly allowed child that is unavailable', () => {
    expect(canLoadProduct({ status: 2, visibility: 1 }, direct)).toBe(false)
  })
})

describe('isListable', () => {
  it('exposes the listing filters of the spec', () => {
    expect([...LISTABLE_VISIBILITY]).toEqual([2, 3, 4])
    expect([...LISTABLE_STATUS]).toEqual([0, 1])
  })

  it('lists visibility 2, 3 and 4', () => {
    for (const visibility of [2, 3, 4]) expect(isListable({ status: 1, visibility })).toBe(true)
  })

  it('does not list visibility 1 or out-of-range values', () => {
    for (const visibility of [0, 1, 5]) expect(isListable({ status: 1, visibility })).toBe(false)
  })

  it('lists status 0 and 1 but not 2 or more', () => {
    expect(isListable({ status: 0, visibility: 4 })).toBe(true)
    expect(isListable({ status: 1, visibility: 4 })).toBe(true)
    expect(isListable({ status: 2, visibility: 4 })).toBe(false)
  })
})

describe('availableChildren', () => {
  const child = (sku: string, status: number, stockStatus: StockStatus) => ({ sku, status, stockStatus })

  it('keeps available children in their order', () => {
    const children = [child('a', 1, 'ok'), child('b', 1, 'volatile'), child('c', 0, 'ok')]
    expect(availableChildren(children, { allowOutOfStock: false })).toEqual({ children })
  })

  it('removes out-of-stock children', () => {
    const result = availableChildren([child('a', 1, 'out_of_stock'), child('b', 1, 'ok')], { allowOutOfStock: false })
    expect(result.children.map((c) => c.sku)).toEqual(['b'])
    expect(result.error).toBeUndefined()
  })

  it('keeps out-of-stock children when out-of-stock listing is allowed', () => {
    const result = availableChildren([child('a', 1, 'out_of_stock')], { allowOutOfStock: true })
    expect(result.children.map((c) => c.sku)).toEqual(['a'])
  })

  it('removes children with status 2 or higher even when out of stock is allowed', () => {
    const result = availableChildren([child('a', 2, 'ok'), child('b', 5, 'ok'), child('c', 1, 'ok')], {
      allowOutOfStock: true,
    })
    expect(result.children.map((c) => c.sku)).toEqual(['c'])
  })

  it("gives 'No available product variants' when none are left", () => {
    const result = availableChildren([child('a', 1, 'out_of_stock'), child('b', 2, 'ok')], { allowOutOfStock: false })
    expect(result).toEqual({ children: [], error: NO_AVAILABLE_VARIANTS })
    expect(NO_AVAILABLE_VARIANTS).toBe('No available product variants')
  })

  it('gives the error for an empty list of children', () => {
    expect(availableChildren([], { allowOutOfStock: true })).toEqual({ children: [], error: NO_AVAILABLE_VARIANTS })
  })
})
