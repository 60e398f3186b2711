/**
 * The cart cookie: signed, httpOnly, one cart id per store view (each view has its own currency).
 * Reading, setting and clearing it, and finding which cart it may name, is all this module does.
 */
import { signedCookie } from '~/utils/session.server'
import type { StoreView } from '~/utils/store-views'
import { getCustomer } from '~/providers/customers/session.server'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { keptQuery } from '~/db/kept-query.server'
import { getDb } from '~/server/db.server'
import { requestKey } from '~/utils/request-memo.server'

const getCartCookie = signedCookie('karoo_cart')

/** Cart ids by store code. */
export type CartIds = Partial<Record<string, string>>

/** Every cart id the signed cookie names, by store code (unchecked). */
export async function cookieCartIds(request: Request): Promise<CartIds> {
  const value = (await getCartCookie().parse(request.headers.get('Cookie'))) as unknown
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(entry[1]),
    ),
  )
}

/** The cart a shopper's cookie and sign-in lead to, with the number of items in it (the sum of quantities). */
export interface FoundCart {
  id: string
  itemCount: number
}

/**
 * This shopper's cart in this store view: the cart the signed cookie names, when it exists and is a guest cart
 * or the signed-in customer's own; else the signed-in customer's saved cart, if any. A customer's cart (and its
 * group's prices) is reachable only while that customer is signed in, never by the cookie alone.
 */
export function findCart(request: Request, view: StoreView): Promise<FoundCart | null> {
  // A page's loaders (the root's cart count, the cart page) ask for the same cart: a read, found once per
  // request. A form post may create or adopt a cart, or change its lines, while it runs: it always looks again.
  if (request.method !== 'GET' && request.method !== 'HEAD') return lookUpCart(request, view)
  let views = cartsByRequest.get(requestKey(request))
  if (!views) cartsByRequest.set(requestKey(request), (views = new Map()))
  let found = views.get(view.storeCode)
  if (!found) views.set(view.storeCode, (found = lookUpCart(request, view)))
  return found
}

/** The id of the cart `findCart` finds. */
export async function getCartId(request: Request, view: StoreView): Promise<string | null> {
  return (await findCart(request, view))?.id ?? null
}

const cartsByRequest = new WeakMap<object, Map<string, Promise<FoundCart | null>>>()

async function lookUpCart(request: Request, view: StoreView): Promise<FoundCart | null> {
  const id = (await cookieCartIds(request))[view.storeCode]
  const customerId = (await getCustomer(request))?.id ?? null
  const db = getDb()
  const store = view.storeCode
  const row =
    (id
      ? customerId
        ? await cartOfCustomerById.first(db, { store, id, customerId })
        : await guestCartById.first(db, { store, id })
      : undefined) ?? (customerId ? await cartOfCustomer.first(db, { store, customerId }) : undefined)
  return row ? { id: row.id, itemCount: Number(row.n ?? 0) } : null
}

// Every page of a shopper with a cart looks it up (kept-query.server.ts). The header shows the item count on
// every page: it is read with the cart's row, not by a query of its own.
const cartWithCount = (db: Kysely<Database>, store: string) =>
  db
    .selectFrom('cart')
    .select((eb) => [
      'cart.id',
      eb
        .selectFrom('cart_line')
        .select((line) => line.fn.sum<number>('qty').as('n'))
        .whereRef('cart_line.cart_id', '=', 'cart.id')
        .as('n'),
    ])
    .where('store_code', '=', store)
const guestCartById = keptQuery((db, p: { store: string; id: string }) =>
  cartWithCount(db, p.store).where('id', '=', p.id).where('customer_id', 'is', null),
)
const cartOfCustomerById = keptQuery((db, p: { store: string; id: string; customerId: string }) =>
  cartWithCount(db, p.store)
    .where('id', '=', p.id)
    .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', p.customerId)])),
)
const cartOfCustomer = keptQuery((db, p: { store: string; customerId: string }) =>
  cartWithCount(db, p.store).where('customer_id', '=', p.customerId),
)

/** The Set-Cookie header that names these carts, one per store code (after login). */
export function cartsCookieHeader(ids: CartIds): Promise<string> {
  return getCartCookie().serialize(ids)
}

/** The Set-Cookie header that removes the cart cookie (logout: the browser forgets every cart it named). */
export function removeCartCookie(): Promise<string> {
  return getCartCookie().serialize({}, { maxAge: 0 })
}

/** The Set-Cookie header that makes `cartId` this shopper's cart in this view (after the first add). */
export async function cartCookieHeader(request: Request, view: StoreView, cartId: string): Promise<string> {
  const ids = await cookieCartIds(request)
  return getCartCookie().serialize({ ...ids, [view.storeCode]: cartId })
}

/** Forget the cart of this view (after an order is placed). */
export async function clearCartCookie(request: Request, view: StoreView): Promise<string> {
  const ids = await cookieCartIds(request)
  delete ids[view.storeCode]
  return getCartCookie().serialize(ids)
}
