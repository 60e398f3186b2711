import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE, FACET_SIZES, HOME_SECTION_SIZES, IMAGE_SIZES, MAX_QUERY_SIZE, ROOT_CATEGORY_ID } from '~/domain/constants'
import { clampPage, normalisePaging, pageToStart, totalPages } from '~/domain/paging'

describe('paging and catalogue constants', () => {
  it('has the search and catalogue numbers', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50)
    expect(MAX_QUERY_SIZE).toBe(999)
    expect(ROOT_CATEGORY_ID).toBe(2)
  })

  it('has the homepage section, facet and image sizes', () => {
    expect(HOME_SECTION_SIZES).toEqual({ newCollection: 10, holiday: 8, special: 8, bestsellers: 10 })
    expect(FACET_SIZES).toEqual({ default: 28, size: 10, color: 10 })
    expect(IMAGE_SIZES).toEqual({
      gallery: { w: 600, h: 744 },
      thumbnail: { w: 310, h: 300 },
      cart: { w: 150, h: 150 },
    })
  })
})

describe('normalisePaging', () => {
  it('keeps a valid size and start', () => {
    expect(normalisePaging({ size: 20, start: 40 })).toEqual({ size: 20, start: 40 })
  })

  it('turns a size of 0 into 50 (boundary)', () => {
    expect(normalisePaging({ size: 0, start: 0 }).size).toBe(50)
  })

  it('turns a negative size into 50', () => {
    expect(normalisePaging({ size: -10 }).size).toBe(50)
  })

  it('turns a missing or NaN size into 50', () => {
    expect(normalisePaging({}).size).toBe(50)
    expect(normalisePaging({ size: Number.NaN }).size).toBe(50)
  })

  it('keeps a size of 1 (smallest valid)', () => {
    expect(normalisePaging({ size: 1 }).size).toBe(1)
  })

  it('caps the size at 999 (boundary)', () => {
    expect(normalisePaging({ size: 999 }).size).toBe(999)
    expect(normalisePaging({ size: 1000 }).size).toBe(999)
    expect(normalisePaging({ size: Infinity }).size).toBe(999)
  })

  it('cuts a fractional size to whole items, never below 1', () => {
    expect(normalisePaging({ size: 12.7 }).size).toBe(12)
    expect(normalisePaging({ size: 0.5 }).size).toBe(50)
  })

  it('turns a negative start into 0', () => {
    expect(normalisePaging({ start: -1 }).start).toBe(0)
  })

  it('turns a missing, NaN or infinite start into 0 and cuts fractions', () => {
    expect(normalisePaging({}).start).toBe(0)
    expect(normalisePaging({ start: Number.NaN }).start).toBe(0)
    expect(normalisePaging({ start: Infinity }).start).toBe(0)
    expect(normalisePaging({ start: 10.9 }).start).toBe(10)
  })
})

describe('pageToStart', () => {
  it('starts page 1 at 0 and page 3 of 50 at 100', () => {
    expect(pageToStart(1, 50)).toBe(0)
    expect(pageToStart(3, 50)).toBe(100)
  })

  it('treats pages below 1 as page 1', () => {
    expect(pageToStart(0, 50)).toBe(0)
    expect(pageToStart(-4, 50)).toBe(0)
  })
})

describe('totalPages', () => {
  it('rounds up partial pages', () => {
    expect(totalPages(101, 50)).toBe(3)
    expect(totalPages(100, 50)).toBe(2)
  })

  it('is 1 for an empty result', () => {
    expect(totalPages(0, 50)).toBe(1)
  })
})

describe('clampPage', () => {
  it('keeps a valid page', () => {
    expect(clampPage(3, 5)).toBe(3)
    expect(clampPage('3', 5)).toBe(3)
  })

  it('keeps the first and last page (boundaries)', () => {
    expect(clampPage(1, 5)).toBe(1)
    expect(clampPage(5, 5)).toBe(5)
  })

  it('turns a page past the end into the last page', () => {
    expect(clampPage(6, 5)).toBe(5)
    expect(clampPage('99999999999999999999', 5)).toBe(5)
  })

  it('turns 0 and negative pages into page 1', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage('-3', 5)).toBe(1)
    expect(clampPage(-3, 5)).toBe(1)
  })

  it('turns malformed input into page 1', () => {
    for (const page of ['', 'abc', '2.5', '0x10', '1e3', '3abc', 2.5, Number.NaN, null, undefined, ['2'], {}]) {
      expect(clampPage(page, 5)).toBe(1)
    }
  })

  it('gives page 1 when there are no pages', () => {
    expect(clampPage(4, 0)).toBe(1)
  })
})
