/**
 * Cart persistence and sync rules: when a cart must sync, and how two copies of
 * a cart are merged. Used when a guest cart (the client) meets a customer's
 * saved cart (the server) at login, and whenever a local cart is reconciled
 * with its stored copy. Lines match on sku + options (`keyOfLine`, cart.ts).
 *
 * The options:
 * - `forceClientState`: the client's cart is the truth; the server is made to
 *   match it.
 * - `serverWinsQty`: the server is authoritative over local items: it may change
 *   a local quantity and remove a local item it does not have. With it off (the
 *   default merge) the server may not remove or modify local items.
 * - `mergeQty` (optional): when both carts hold the same line, the quantities are
 *   added up, as at login. It yields
 *   to `forceClientState`.
 */
import { keyOfLine, type CartLine } from '~/domain/cart'

export type MergeActionType = 'pushed' | 'removed' | 'qty-updated-server' | 'qty-updated-local' | 'added-local' | 'deleted-server'

export interface MergeAction {
  type: MergeActionType
  /** Line key (sku + options). */
  key: string
  sku: string
  /** The line id on the side the action changes (the server's id for server actions). */
  lineId: string
  /** The quantity that side ends up with; 0 for a removal or deletion. */
  qty: number
}

export interface MergeOptions {
  forceClientState: boolean
  serverWinsQty: boolean
  mergeQty?: boolean
}

/** What a merge needs of a line: what it is (sku + options), its row and its quantity. */
export type MergeLine = Pick<CartLine, 'id' | 'sku' | 'optionsKey' | 'qty'>

export interface MergeResult<L extends MergeLine = CartLine> {
  /** The cart after the merge: client order first, then lines only the server had. */
  lines: L[]
  /** What to do to each side, in the order decided. */
  actions: MergeAction[]
}

/**
 * Merge a server cart and a client cart:
 * - a client line missing on the server is pushed to the server when the client
 *   state is forced or the server is not authoritative, otherwise removed locally;
 * - a quantity mismatch updates the local line when the server is authoritative
 *   and the client state is not forced, otherwise it updates the server;
 * - a server line missing on the client is deleted on the server when the client
 *   state is forced, otherwise added locally;
 * - with the default merge (neither option) nothing local is removed or changed.
 * A line both sides hold keeps the client's fields (what the shopper last saw)
 * with the server's id (the stored row) and the decided quantity.
 */
export function mergeCarts<L extends MergeLine = CartLine>(server: readonly L[], client: readonly L[], opts: MergeOptions): MergeResult<L> {
  const lines: L[] = []
  const actions: MergeAction[] = []
  const unmatched = [...server]
  const act = (type: MergeActionType, line: L, qty: number) =>
    actions.push({ type, key: keyOfLine(line), sku: line.sku, lineId: line.id, qty })

  for (const clientLine of client) {
    const key = keyOfLine(clientLine)
    const at = unmatched.findIndex((line) => keyOfLine(line) === key)
    if (at === -1) {
      if (opts.forceClientState || !opts.serverWinsQty) {
        act('pushed', clientLine, clientLine.qty)
        lines.push(clientLine)
      } else {
        act('removed', clientLine, 0)
      }
      continue
    }

    const [serverLine] = unmatched.splice(at, 1)
    let qty = clientLine.qty
    if (opts.mergeQty && !opts.forceClientState) {
      qty = clientLine.qty + serverLine.qty
      act('qty-updated-server', serverLine, qty)
      act('qty-updated-local', clientLine, qty)
    } else if (clientLine.qty !== serverLine.qty) {
      if (opts.serverWinsQty && !opts.forceClientState) {
        qty = serverLine.qty
        act('qty-updated-local', clientLine, qty)
      } else {
        act('qty-updated-server', serverLine, qty)
      }
    }
    lines.push({ ...clientLine, id: serverLine.id, qty })
  }

  for (const serverLine of unmatched) {
    if (opts.forceClientState) {
      act('deleted-server', serverLine, 0)
    } else {
      act('added-local', serverLine, serverLine.qty)
      lines.push(serverLine)
    }
  }
  return { lines, actions }
}

/** A cart as login sees it: its lines, each with the most units the shopper may have, and its codes. */
export interface LoginCart<L extends MergeLine> {
  lines: readonly L[]
  couponCode: string | null
  voucherCode: string | null
}

export interface LoginMerge<L extends MergeLine> extends LoginCart<L> {
  lines: L[]
  /** Lines whose summed quantity was cut to what may be sold ('Only {maxQuantity} products ...'). */
  capped: { sku: string; maxQuantity: number }[]
}

/**
 * The guest cart of this browser joins the customer's saved cart at login: the coupon comes off, the carts
 * merge with summed quantities, and the coupon is applied again. The default merge with summed quantities:
 * a line both carts hold gets both quantities added once, on the saved cart's row; lines only one cart
 * holds are kept. Each line is then capped by the most units that may be sold (stock and the per-product
 * maximum), but never below one unit, so that an item out of stock stays in view, marked, rather than
 * vanishing (with cart sync on, an out-of-stock item stays, marked 'Out of stock!'). The codes to re-apply are the guest cart's,
 * the ones the shopper chose last, else the saved cart's; whether they still apply is for the caller to
 * check against the merged totals.
 */
export function mergeAtLogin<L extends MergeLine & { maxQuantity: number | null }>(
  saved: LoginCart<L>,
  guest: LoginCart<L>,
): LoginMerge<L> {
  const merged = mergeCarts(saved.lines, guest.lines, { forceClientState: false, serverWinsQty: false, mergeQty: true })
  const capped: LoginMerge<L>['capped'] = []
  const lines = merged.lines.map((line) => {
    if (line.maxQuantity === null || line.qty <= line.maxQuantity) return line
    capped.push({ sku: line.sku, maxQuantity: line.maxQuantity })
    return { ...line, qty: Math.max(1, line.maxQuantity) }
  })
  return {
    lines,
    capped,
    couponCode: guest.couponCode ?? saved.couponCode,
    voucherCode: guest.voucherCode ?? saved.voucherCode,
  }
}

export type ItemSyncOutcome = 'no-item' | 'wrong-qty' | 'no-changes' | 'update-required'

/**
 * How one local line compares with the server:
 * - 'no-item': the server has no such line;
 * - 'wrong-qty': it has, with another quantity;
 * - 'update-required': same quantity, but the local line is not yet linked to
 *   the server's row (different id), so the local copy must take the server id;
 * - 'no-changes': nothing to do.
 */
export function itemSyncOutcome(
  local: Pick<CartLine, 'id' | 'qty' | 'sku' | 'optionsKey'>,
  server: Pick<CartLine, 'id' | 'qty' | 'sku' | 'optionsKey'> | null | undefined,
): ItemSyncOutcome {
  if (!server || keyOfLine(server) !== keyOfLine(local)) return 'no-item'
  if (server.qty !== local.qty) return 'wrong-qty'
  if (server.id !== local.id) return 'update-required'
  return 'no-changes'
}

/**
 * Hash of the cart's items and server token: which lines, with which
 * options and quantities, plus the token. Line order, names and prices do not
 * count (the sync concerns what is in the cart). 16 hex digits (FNV-1a, 64 bit);
 * a change detector, not a security measure.
 */
export function cartHash(lines: readonly Pick<CartLine, 'sku' | 'optionsKey' | 'qty'>[], token: string | null): string {
  const items = lines.map((line) => [keyOfLine(line), line.qty] as const).sort(([a, qa], [b, qb]) => (a < b ? -1 : a > b ? 1 : qa - qb))
  return fnv1a64(JSON.stringify([token ?? null, items]))
}

const FNV_OFFSET = 0xcbf29ce484222325n
const FNV_PRIME = 0x100000001b3n
const MASK_64 = 0xffffffffffffffffn

function fnv1a64(text: string): string {
  let hash = FNV_OFFSET
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i))
    hash = (hash * FNV_PRIME) & MASK_64
  }
  return hash.toString(16).padStart(16, '0')
}

/**
 * Whether the cart (or its totals, with the totals hash and sync date) must be
 * synced: when the stored hash is empty, when it differs from the
 * current one, or when no sync has happened yet (no last-sync date, or 0).
 */
export function syncRequired(
  prevHash: string | null | undefined,
  currentHash: string,
  lastSync: number | string | Date | null | undefined,
): boolean {
  if (!prevHash || prevHash !== currentHash) return true
  if (lastSync === null || lastSync === undefined || lastSync === '' || lastSync === 0) return true
  if (lastSync instanceof Date) return Number.isNaN(lastSync.getTime())
  return false
}
