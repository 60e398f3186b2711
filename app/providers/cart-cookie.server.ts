/**
 * The cart cookie: signed, httpOnly, one cart id per store view (each view has its own currency).
 * Reading, setting and clearing it is all this module does.
 */
import { signedCookie } from '~/utils/session.server'
import type { StoreView } from '~/utils/store-views'
import { getDb } from './db.server'

const getCartCookie = signedCookie('karoo_cart')

type CartIds = Partial<Record<string, string>>

async function readCartIds(request: Request): Promise<CartIds> {
  const value = (await getCartCookie().parse(request.headers.get('Cookie'))) as unknown
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(entry[1]),
    ),
  )
}

/** The cart id the cookie names for this view, unchecked (for cheap reads such as the header count). */
export async function cookieCartId(request: Request, view: StoreView): Promise<string | null> {
  return (await readCartIds(request))[view.storeCode] ?? null
}

/** Every cart id the cookie names, one per store view, unchecked (guest data joining an account at login). */
export async function cookieCartIds(request: Request): Promise<string[]> {
  return Object.values(await readCartIds(request)).filter((id): id is string => Boolean(id))
}

/** The id of this shopper's cart in this store view, if the signed cookie names one that exists. */
export async function getCartId(request: Request, view: StoreView): Promise<string | null> {
  const id = (await readCartIds(request))[view.storeCode]
  if (!id) return null
  const row = await getDb().selectFrom('cart').select('id').where('id', '=', id).where('store_code', '=', view.storeCode).executeTakeFirst()
  return row?.id ?? null
}

/** The Set-Cookie header that makes `cartId` this shopper's cart in this view (after the first add). */
export async function cartCookieHeader(request: Request, view: StoreView, cartId: string): Promise<string> {
  const ids = await readCartIds(request)
  return getCartCookie().serialize({ ...ids, [view.storeCode]: cartId })
}

/** Forget the cart of this view (after an order is placed). */
export async function clearCartCookie(request: Request, view: StoreView): Promise<string> {
  const ids = await readCartIds(request)
  delete ids[view.storeCode]
  return getCartCookie().serialize(ids)
}
