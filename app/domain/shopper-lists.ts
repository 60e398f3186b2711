/**
 * Wishlist and compare list rules: adding a sku the list already holds changes nothing (a wishlist item has
 * quantity 1); a product is removed by its sku; a list can be cleared.
 */

export type ShopperList = 'wishlist' | 'compare'

/**
 * How many products a list holds. Compare shows four side by side, as many as a page can set beside each other; the wishlist cap only stops a
 * script from growing one list without end.
 */
export const LIST_LIMITS: Record<ShopperList, number> = { wishlist: 100, compare: 4 }

export interface ListItem {
  sku: string
  /** ISO timestamp. */
  addedAt: string
}

/** What adding `sku` does: nothing when it is there, a refusal when the list is full, else an add. */
export function addVerdict(list: ShopperList, skus: readonly string[], sku: string): 'present' | 'full' | 'add' {
  if (skus.includes(sku)) return 'present'
  return skus.length >= LIST_LIMITS[list] ? 'full' : 'add'
}

/**
 * When an item added now is stamped: now, or a millisecond after the list's newest item when the clock has not
 * moved past it (two adds within one millisecond, or a clock set back). Lists are shown oldest first, so this
 * keeps them in the order the shopper added things; equal stamps would fall back to the sku's order.
 */
export function nextAddedAt(items: readonly ListItem[], now: Date): string {
  const newest = items.reduce((latest, item) => Math.max(latest, Date.parse(item.addedAt)), -Infinity)
  return new Date(Math.max(now.getTime(), newest + 1)).toISOString()
}

/**
 * The list a customer has after signing in: theirs and the guest's as one, each sku once (the customer's
 * row wins), oldest first. Past the cap the oldest go: what the shopper added last is what they came for.
 */
export function joinedList(list: ShopperList, customer: readonly ListItem[], guest: readonly ListItem[]): ListItem[] {
  const known = new Set(customer.map((item) => item.sku))
  const all = [...customer, ...guest.filter((item) => !known.has(item.sku))]
  all.sort((a, b) => (a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : 0))
  return all.slice(Math.max(0, all.length - LIST_LIMITS[list]))
}
