/**
 * Product status and visibility rules: which products load, list and sell.
 * Status: 0 disabled, 1 enabled, 2 or higher unavailable.
 * Visibility: 1 is a child variant not directly viewable; 2, 3, 4 are listable.
 */
import { NO_AVAILABLE_VARIANTS } from '~/domain/messages'
import type { StockStatus } from '~/domain/stock'

export const LISTABLE_VISIBILITY: readonly number[] = [2, 3, 4]
export const LISTABLE_STATUS: readonly number[] = [0, 1]
/** Status from which a product or variant counts as unavailable. */
export const UNAVAILABLE_STATUS = 2
/** Visibility of a child variant that is not viewable on its own. */
export const VISIBILITY_NOT_VISIBLE = 1

/**
 * A product load gives an empty result when its status is 2 or higher, or when it
 * is a child variant (visibility 1) and direct access to children is not allowed.
 */
export function canLoadProduct(p: { status: number; visibility: number }, opts: { allowDirectChild: boolean }): boolean {
  if (p.status >= UNAVAILABLE_STATUS) return false
  if (p.visibility === VISIBILITY_NOT_VISIBLE && !opts.allowDirectChild) return false
  return true
}

/** Product listings and search keep only visibility 2, 3, 4 and status 0, 1. */
export function isListable(p: { status: number; visibility: number }): boolean {
  return LISTABLE_VISIBILITY.includes(p.visibility) && LISTABLE_STATUS.includes(p.status)
}

/** Whether one variant can be offered: status below 2 and, unless allowed, in stock. */
export function isChildAvailable(child: { status: number; stockStatus: StockStatus }, opts: { allowOutOfStock: boolean }): boolean {
  if (child.status >= UNAVAILABLE_STATUS) return false
  return opts.allowOutOfStock || child.stockStatus !== 'out_of_stock'
}

/**
 * Drops the variants that cannot be offered (out of stock unless allowed, status
 * 2 or higher), keeping the order of the rest. A product left with none, including
 * one that had none to begin with, gets 'No available product variants'.
 */
export function availableChildren<T extends { status: number; stockStatus: StockStatus }>(
  children: T[],
  opts: { allowOutOfStock: boolean },
): { children: T[]; error?: string } {
  const kept = children.filter((child) => isChildAvailable(child, opts))
  return kept.length > 0 ? { children: kept } : { children: kept, error: NO_AVAILABLE_VARIANTS }
}
