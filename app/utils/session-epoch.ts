/**
 * The session epoch (decision 0040): a small value that names the shopper's current session without being
 * it, so that the service worker, which cannot read the httpOnly session cookie, can tell whether a cached
 * personal page belongs to the session this browser has now. The server sends it as a cookie scripts can
 * read and, on every private answer, as a header; the worker keeps the header with the page it stores.
 *
 * Forms: `g.<random>` for a guest (a new one whenever a session ends or the cookies are gone) and
 * `c.<mac>.<expiry in epoch seconds>` for a signed-in session (the mac of its row, the row's end).
 */
export const SESSION_EPOCH_COOKIE = 'karoo_epoch'
export const SESSION_EPOCH_HEADER = 'X-Karoo-Session-Epoch'

export const GUEST_EPOCH_PREFIX = 'g.'
export const CUSTOMER_EPOCH_PREFIX = 'c.'

/**
 * Whether a page stored under `stored` may be shown now that the browser holds `current`: the same epoch,
 * and for a signed-in session one whose end has not passed (the row ends on the server at that moment,
 * whether or not the browser asks again). No epoch on either side shows nothing.
 */
export function epochIsCurrent(stored: string | null | undefined, current: string | null | undefined, now: number): boolean {
  if (!stored || stored !== current) return false
  if (stored.startsWith(GUEST_EPOCH_PREFIX)) return true
  if (!stored.startsWith(CUSTOMER_EPOCH_PREFIX)) return false
  const expires = Number(stored.slice(stored.lastIndexOf('.') + 1))
  return Number.isFinite(expires) && now < expires * 1000
}
