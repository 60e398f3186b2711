/**
 * Rules of a customer's address book (/my-account/shipping-details): how many addresses it holds, and
 * which one is the default that checkout preselects. Pure; the addresses provider applies them.
 */

/** Enough for home, work, family and a holiday house, few enough that checkout's list stays short. */
export const MAX_SAVED_ADDRESSES = 10

export function canAddAddress(count: number): boolean {
  return count < MAX_SAVED_ADDRESSES
}

/** The first address of a book becomes its default; later ones join as they are. */
export function isFirstAddress(count: number): boolean {
  return count === 0
}

/**
 * After deleting the default: the address to promote, the oldest left (ids are ULIDs, so the smallest
 * is the oldest); null when the book is empty. Deleting any other address leaves the default alone.
 */
export function promotedAfterDelete(remainingIds: readonly string[]): string | null {
  return remainingIds.length === 0 ? null : [...remainingIds].sort()[0]!
}

/** The address checkout preselects: the default, or the first one when (by an old row) none is marked. */
export function preselectedAddress<T extends { id: string; isDefault: boolean }>(addresses: readonly T[]): T | null {
  return addresses.find((address) => address.isDefault) ?? addresses[0] ?? null
}
