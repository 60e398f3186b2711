/**
 * The cart across login and logout. At login this browser's
 * guest cart and the customer's saved cart become one, per store view: the guest cart is consumed in the
 * same transaction that adds its lines to the saved cart, so a reload, a re-submitted form, a second login or
 * two logins racing add its quantities once. The merged cart belongs to the customer (it follows them to
 * their next login anywhere); it is priced on read like every cart, so no total is ever stored to go stale.
 * At logout the browser forgets its carts and their checkout details; the customer's carts stay in the
 * database for the next login.
 */
import type { Transaction } from 'kysely'
import { mergeAtLogin, type LoginCart } from '~/domain/cart-merge'
import * as M from '~/domain/messages'
import { maxQuantity } from '~/domain/stock'
import type { CartLineTable, Database } from '~/db/schema'
import type { ToastNote } from '~/utils/session.server'
import { storeViewByCode, type StoreView } from '~/utils/store-views'
import { cartsCookieHeader, cookieCartIds, removeCartCookie, type CartIds } from './cookie.server'
import { applyCoupon, applyVoucher } from './cart.server'
import { getDb } from '~/server/db.server'

/** A stored line as the merge sees it, with the row it came from. */
interface LoginLine {
  id: string
  sku: string
  optionsKey: string
  qty: number
  maxQuantity: number | null
  row: CartLineTable
}

/** What joining one store view's carts gave: the cart the browser now names, and what to re-apply and tell. */
interface Joined {
  cartId: string | null
  couponCode: string | null
  voucherCode: string | null
  capped: { sku: string; maxQuantity: number }[]
}

/**
 * Join this browser's guest carts to the customer's saved carts, in every store view either has one, and
 * name the results in the cart cookie (appended to `headers`). Answers what the shopper should be told:
 * a quantity cut to what may be sold, a coupon or gift card that no longer applies to the merged cart.
 */
export async function joinCartsAtLogin(request: Request, customerId: string, headers: Headers): Promise<ToastNote[]> {
  const cookieIds = await cookieCartIds(request)
  const saved = await getDb().selectFrom('cart').select('store_code').where('customer_id', '=', customerId).execute()
  const codes = new Set([...Object.keys(cookieIds), ...saved.map((cart) => cart.store_code)])
  const ids: CartIds = {}
  const notes: ToastNote[] = []
  for (const code of codes) {
    const view = storeViewByCode(code)
    if (!view) continue
    const join = () =>
      getDb()
        .transaction()
        .execute((trx) => joinCarts(trx, view, cookieIds[code] ?? null, customerId))
    const joined = await join().catch(async (error: unknown) => {
      // Two browsers of one customer claiming their guest carts at once: the unique index on the customer's
      // cart lets one claim win, and the other, tried again, merges into it.
      const savedNow = await getDb()
        .selectFrom('cart')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('store_code', '=', code)
        .executeTakeFirst()
      if (savedNow) return join()
      throw error
    })
    if (!joined.cartId) continue
    ids[code] = joined.cartId
    for (const { maxQuantity } of joined.capped) notes.push({ message: M.MAX_QUANTITY, params: { maxQuantity } })
    notes.push(...(await reapplyCodes(joined.cartId, view, joined)))
  }
  if (Object.keys(ids).length || Object.keys(cookieIds).length) headers.append('Set-Cookie', await cartsCookieHeader(ids))
  return notes
}

/**
 * Logout: the carts this browser names lose their saved checkout details, and the browser
 * no longer names any cart. The customer's carts keep their items for the next login.
 */
export async function forgetCarts(request: Request, headers: Headers): Promise<void> {
  const ids = Object.values(await cookieCartIds(request)).filter((id): id is string => Boolean(id))
  if (ids.length) await getDb().updateTable('cart').set({ checkout: '{}', checkout_modified_at: null }).where('id', 'in', ids).execute()
  headers.append('Set-Cookie', await removeCartCookie())
}

async function joinCarts(trx: Transaction<Database>, view: StoreView, guestId: string | null, customerId: string): Promise<Joined> {
  const inView = trx.selectFrom('cart').selectAll().where('store_code', '=', view.storeCode)
  // Only a guest cart joins: a cart the cookie names that is already someone's is left alone.
  const guest = guestId ? await inView.where('id', '=', guestId).where('customer_id', 'is', null).executeTakeFirst() : undefined
  const saved = await inView.where('customer_id', '=', customerId).executeTakeFirst()
  const now = new Date().toISOString()
  const none: Joined = { cartId: saved?.id ?? null, couponCode: null, voucherCode: null, capped: [] }
  if (!guest) return none

  if (!saved) {
    // The guest cart becomes the customer's, codes off until re-applied. The WHERE makes the claim atomic:
    // a login racing this one for the same cart finds it no longer a guest cart.
    const claimed = await trx
      .updateTable('cart')
      .set({ customer_id: customerId, coupon_code: null, voucher_code: null, updated_at: now })
      .where('id', '=', guest.id)
      .where('customer_id', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0)
      return { ...none, cartId: (await inView.where('customer_id', '=', customerId).executeTakeFirst())?.id ?? null }
    const lines = await withCaps(trx, await trx.selectFrom('cart_line').selectAll().where('cart_id', '=', guest.id).execute())
    const merged = mergeAtLogin(
      { lines: [], couponCode: null, voucherCode: null },
      { lines, couponCode: guest.coupon_code, voucherCode: guest.voucher_code },
    )
    await writeQuantities(trx, guest.id, lines, merged.lines)
    return { cartId: guest.id, couponCode: merged.couponCode, voucherCode: merged.voucherCode, capped: merged.capped }
  }

  // Consume the guest cart's lines first: of two logins racing, the second finds none left to add.
  const taken = await trx.deleteFrom('cart_line').where('cart_id', '=', guest.id).returningAll().execute()
  await trx.deleteFrom('cart').where('id', '=', guest.id).execute()
  const savedLines = await trx.selectFrom('cart_line').selectAll().where('cart_id', '=', saved.id).orderBy('created_at').execute()
  const [guestCart, savedCart]: LoginCart<LoginLine>[] = [
    { lines: await withCaps(trx, taken), couponCode: guest.coupon_code, voucherCode: guest.voucher_code },
    { lines: await withCaps(trx, savedLines), couponCode: saved.coupon_code, voucherCode: saved.voucher_code },
  ]
  const merged = mergeAtLogin(savedCart, guestCart)
  await writeQuantities(trx, saved.id, savedCart.lines, merged.lines)
  await trx.updateTable('cart').set({ coupon_code: null, voucher_code: null, updated_at: now }).where('id', '=', saved.id).execute()
  return { cartId: saved.id, couponCode: merged.couponCode, voucherCode: merged.voucherCode, capped: merged.capped }
}

/** The most units of each line's product that may be sold (stock on hand and the per-product maximum). */
async function withCaps(trx: Transaction<Database>, rows: CartLineTable[]): Promise<LoginLine[]> {
  const ids = [...new Set(rows.map((row) => row.product_id))]
  const stock = ids.length ? await trx.selectFrom('stock').selectAll().where('product_id', 'in', ids).execute() : []
  return rows.map((row) => {
    const level = stock.find((s) => s.product_id === row.product_id)
    const limits = level
      ? { available: level.manage_stock === 1 ? level.qty : null, maxSaleQty: level.max_sale_qty }
      : { available: 0, maxSaleQty: 0 }
    return { id: row.id, sku: row.sku, optionsKey: row.options_key, qty: row.qty, maxQuantity: maxQuantity(limits), row }
  })
}

/** Store the merged lines on `cartId`: changed quantities on its own rows, the guest's lines as new rows. */
async function writeQuantities(trx: Transaction<Database>, cartId: string, own: readonly LoginLine[], merged: readonly LoginLine[]) {
  for (const line of merged) {
    const before = own.find((row) => row.id === line.id)
    if (!before)
      await trx
        .insertInto('cart_line')
        .values({ ...line.row, cart_id: cartId, qty: line.qty })
        .execute()
    else if (before.qty !== line.qty) await trx.updateTable('cart_line').set({ qty: line.qty }).where('id', '=', line.id).execute()
  }
}

/** Re-apply the coupon and gift card to the merged cart; what no longer applies stays off, and is told. */
async function reapplyCodes(cartId: string, view: StoreView, joined: Joined): Promise<ToastNote[]> {
  const notes: ToastNote[] = []
  if (joined.couponCode && !(await applyCoupon(cartId, view, joined.couponCode)).ok) {
    notes.push({ message: 'cart.couponDroppedAtLogin', params: { code: joined.couponCode } })
  }
  if (joined.voucherCode && !(await applyVoucher(cartId, view, joined.voucherCode)).ok) {
    notes.push({ message: 'cart.voucherDroppedAtLogin', params: { code: joined.voucherCode } })
  }
  return notes
}
