/**
 * Paging rules for search and listings: a size of 0
 * or less becomes 50, a negative start becomes 0, and no query asks for more
 * than 999 items.
 */
import { DEFAULT_PAGE_SIZE, MAX_QUERY_SIZE } from '~/domain/constants'

export { DEFAULT_PAGE_SIZE, MAX_QUERY_SIZE }

/**
 * - size: missing, not a number, 0 or less -> 50; above 999 -> 999; fractions
 *   are cut to whole items.
 * - start: missing, not a number or negative -> 0; fractions are cut.
 */
export function normalisePaging({ size, start }: { size?: number; start?: number }): { size: number; start: number } {
  let pageSize = typeof size === 'number' && !Number.isNaN(size) && size > 0 ? size : DEFAULT_PAGE_SIZE
  pageSize = Math.min(Math.floor(pageSize), MAX_QUERY_SIZE)
  if (pageSize < 1) pageSize = DEFAULT_PAGE_SIZE
  const from = typeof start === 'number' && Number.isFinite(start) && start > 0 ? Math.floor(start) : 0
  return { size: pageSize, start: from }
}

/** Offset of the first item of a 1-based page; pages below 1 count as page 1. */
export function pageToStart(page: number, size: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1
  return (Math.max(1, whole) - 1) * Math.max(0, size)
}

/** How many pages a result of `total` items has; at least 1 so page 1 always exists. */
export function totalPages(total: number, size: number): number {
  if (!(size > 0) || !(total > 0)) return 1
  return Math.max(1, Math.ceil(total / size))
}

/**
 * Turns whatever came in the URL into a page that exists: anything that is not a
 * whole positive number in plain digits ('abc', '-3', '2.5', '0x10', '') is page
 * 1; a page past the end is the last page.
 */
export function clampPage(page: unknown, totalPages: number): number {
  const last = Number.isFinite(totalPages) && totalPages >= 1 ? Math.floor(totalPages) : 1
  let value: number
  if (typeof page === 'number') {
    value = Number.isInteger(page) ? page : NaN
  } else if (typeof page === 'string' && /^\s*\+?\d+\s*$/.test(page)) {
    value = Number(page.trim())
  } else {
    value = NaN
  }
  if (Number.isNaN(value) || value < 1) return 1
  return Math.min(value, last)
}
