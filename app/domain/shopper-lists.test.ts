import { describe, expect, it } from 'vitest'
import { addVerdict, joinedList, LIST_LIMITS, nextAddedAt } from './shopper-lists'

const item = (sku: string, minute: number) => ({ sku, addedAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z` })

describe('addVerdict', () => {
  it('ignores a sku that is already on the list', () => {
    expect(addVerdict('wishlist', ['A', 'B'], 'A')).toBe('present')
  })

  it('refuses a fifth product to compare, but not a fifth wish', () => {
    const four = ['A', 'B', 'C', 'D']
    expect(addVerdict('compare', four, 'E')).toBe('full')
    expect(addVerdict('compare', four, 'D')).toBe('present')
    expect(addVerdict('wishlist', four, 'E')).toBe('add')
  })

  it('caps the wishlist', () => {
    const full = Array.from({ length: LIST_LIMITS.wishlist }, (_, i) => `S${i}`)
    expect(addVerdict('wishlist', full, 'NEW')).toBe('full')
  })
})

describe('joinedList', () => {
  it('joins the guest list to the customer list without duplicates, oldest first', () => {
    const joined = joinedList('wishlist', [item('A', 1), item('B', 3)], [item('B', 5), item('C', 2)])
    expect(joined).toEqual([item('A', 1), item('C', 2), item('B', 3)])
  })

  it('keeps the four newest products to compare', () => {
    const joined = joinedList('compare', [item('A', 1), item('B', 2), item('C', 3)], [item('D', 4), item('E', 5)])
    expect(joined.map((i) => i.sku)).toEqual(['B', 'C', 'D', 'E'])
  })

  it('keeps a list alone when the other is empty', () => {
    expect(joinedList('compare', [], [item('A', 1)])).toEqual([item('A', 1)])
    expect(joinedList('wishlist', [item('A', 1)], [])).toEqual([item('A', 1)])
  })
})

describe('nextAddedAt', () => {
  const now = new Date('2026-11-27T10:00:00.000Z')

  it('stamps an add with the time it happens', () => {
    expect(nextAddedAt([], now)).toBe('2026-11-27T10:00:00.000Z')
    expect(nextAddedAt([{ sku: 'A', addedAt: '2026-11-27T09:59:59.999Z' }], now)).toBe('2026-11-27T10:00:00.000Z')
  })

  it('stamps a second add within the same millisecond after the first, so the list keeps the order of adding', () => {
    const items = [
      { sku: 'Z', addedAt: '2026-11-27T09:00:00.000Z' },
      { sku: 'B', addedAt: '2026-11-27T10:00:00.000Z' },
    ]
    expect(nextAddedAt(items, now)).toBe('2026-11-27T10:00:00.001Z')
  })

  it('stays after the newest item when the clock was set back', () => {
    expect(nextAddedAt([{ sku: 'A', addedAt: '2026-11-27T11:00:00.000Z' }], now)).toBe('2026-11-27T11:00:00.001Z')
  })
})
