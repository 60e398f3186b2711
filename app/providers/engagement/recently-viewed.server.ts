/**
 * Recently viewed products (docs/decisions/0020). A view is remembered only for a browser that
 * already has a shop identity: a signed-in customer (kept under the account) or a guest with a cart
 * (kept under that cart's id, joined to the account at login). A first visit without the shop's cookies
 * records nothing and gets no cookie, so catalogue pages stay publicly cacheable for it.
 */
import { RECENTLY_VIEWED_LIMIT } from '~/domain/order-history'
import { hasShopCookie } from '~/utils/cache-control'
import type { StoreView } from '~/utils/store-views'
import { cookieCartIds } from '~/providers/cart/cookie.server'
import { productCards, type ProductCardData } from '~/providers/catalog/products.server'
import { getCustomer } from '~/providers/customers/session.server'
import { getDb } from '~/server/db.server'

const customerViewer = (customerId: string) => `customer:${customerId}`
const cartViewer = (cartId: string) => `cart:${cartId}`

/** Whose views this request adds to, or null when the browser has no shop identity. */
async function viewerOf(request: Request, view: StoreView): Promise<string | null> {
  if (!hasShopCookie(request)) return null
  const customer = await getCustomer(request)
  if (customer) return customerViewer(customer.id)
  const cartId = (await cookieCartIds(request))[view.storeCode]
  return cartId ? cartViewer(cartId) : null
}

/** Remember that this shopper viewed the product (its newest view wins); nothing for a browser without identity. */
export async function recordProductView(request: Request, view: StoreView, productId: number, now = new Date()) {
  const viewer = await viewerOf(request, view)
  if (!viewer) return
  await getDb()
    .insertInto('recently_viewed')
    .values({ viewer, product_id: productId, viewed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['viewer', 'product_id']).doUpdateSet({ viewed_at: now.toISOString() }))
    .execute()
  await keepNewest(viewer)
}

/** Drop all but the newest RECENTLY_VIEWED_LIMIT views of one viewer. */
async function keepNewest(viewer: string) {
  await getDb()
    .deleteFrom('recently_viewed')
    .where('viewer', '=', viewer)
    .where('product_id', 'not in', (eb) =>
      eb
        .selectFrom('recently_viewed')
        .select('product_id')
        .where('viewer', '=', viewer)
        .orderBy('viewed_at', 'desc')
        .orderBy('product_id', 'desc')
        .limit(RECENTLY_VIEWED_LIMIT),
    )
    .execute()
}

/** The customer's recently viewed products that are still listed, newest first. */
export async function recentlyViewed(view: StoreView, customerId: string): Promise<ProductCardData[]> {
  const rows = await getDb()
    .selectFrom('recently_viewed')
    .select('product_id')
    .where('viewer', '=', customerViewer(customerId))
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(RECENTLY_VIEWED_LIMIT)
    .execute()
  return productCards(
    view,
    rows.map((row) => row.product_id),
  )
}

/** At login: this browser's guest views join the customer's (the later view of a product wins), then the cap. */
export async function joinRecentlyViewed(request: Request, customerId: string) {
  const guests = Object.values(await cookieCartIds(request)).flatMap((id) => (id ? [cartViewer(id)] : []))
  if (!guests.length) return
  const viewer = customerViewer(customerId)
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const rows = await trx.selectFrom('recently_viewed').select(['product_id', 'viewed_at']).where('viewer', 'in', guests).execute()
      if (!rows.length) return
      // One row per product (a product viewed in two store views' carts), the latest view.
      const latest = new Map<number, string>()
      for (const row of rows) {
        const seen = latest.get(row.product_id)
        if (!seen || row.viewed_at > seen) latest.set(row.product_id, row.viewed_at)
      }
      await trx
        .insertInto('recently_viewed')
        .values([...latest].map(([productId, viewedAt]) => ({ viewer, product_id: productId, viewed_at: viewedAt })))
        .onConflict((oc) =>
          oc
            .columns(['viewer', 'product_id'])
            .doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') }))
            .where((eb) => eb('excluded.viewed_at', '>', eb.ref('recently_viewed.viewed_at'))),
        )
        .execute()
      await trx.deleteFrom('recently_viewed').where('viewer', 'in', guests).execute()
    })
  await keepNewest(viewer)
}
