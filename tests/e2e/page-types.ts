/**
 * Every page type a shopper meets, in one list shared by the screenshot script (scripts/screenshots.ts)
 * and the layout check of every store view (store-views-360.spec.ts), so that a page the pictures show
 * is a page the test checks, and the other way round. Not a spec itself; it imports nothing of the test
 * runner but types, so the script runs it with tsx too.
 *
 * A page type is seen either by a visitor (no cookies) or by the "shopper": a customer of the store view,
 * registered and signed in, with one cash-on-delivery order placed, a product on the wishlist, two in the
 * comparison and a kettle in the cart. `prepareShopper` makes that shopper with plain HTTP form posts (as a
 * browser without JavaScript sends them) on a request context whose cookies the pages then use.
 */
import type { APIRequestContext } from '@playwright/test'
import { storePath, type StoreUnderTest } from './support'

/** What a page type needs of a store view (support.ts's STORES are the store views under test). */
export type PageStore = Pick<StoreUnderTest, 'code' | 'prefix'>

/** What prepareShopper found and made: where the pages that need an id or a product are. */
export interface Prepared {
  /** Product pages by page-type name (product-simple...), paths after the store prefix. */
  products: Record<string, string>
  /** The order status page of the shopper's order (what the checkout leads to), after the prefix. */
  orderStatus: string | null
  /** The shopper's order id (my-account/orders/{id}). */
  orderId: string | null
}

export interface PageType {
  /** The picture's file name part ({store}-{mode}-{name}.png) and the test's label. */
  name: string
  /** Who looks: a visitor without cookies, or the prepared shopper. */
  as: 'visitor' | 'shopper'
  /** The path after the store prefix; null when preparing could not make what the page needs. */
  path: (prepared: Prepared, store: PageStore) => string | null
  /** The answer's status when it is not 200 (the 404 page, a gone download link). */
  status?: number
  /** A printable document of its own (the invoice): no shop layout and no app scripts, so nothing hydrates. */
  standalone?: true
}

/** Categories whose first product shows each product type. */
export const PRODUCT_TYPES = [
  ['product-simple', 'kettles'],
  ['product-configurable', 'fridges-freezers'],
  ['product-virtual', 'extended-warranties'],
  ['product-downloadable', 'recipe-e-books'],
  ['product-grouped', 'sets'],
  ['product-bundle', 'kitchen-bundles'],
] as const

/** A washing machine with the seeded add-on options: the longest option labels of the catalogue. */
export const WITH_ADD_ONS = 'WSH-0911'

/** What each store view's shoppers would type to find a kettle, so that every view's search page has results. */
const KETTLE: Record<PageStore['code'], string> = { default: 'kettle', de: 'Wasserkocher', it: 'bollitore' }

const at = (path: string) => () => path
const visitor = (name: string, path: string, status?: number): PageType => ({ name, as: 'visitor', path: at(path), status })
const shopper = (name: string, path: string): PageType => ({ name, as: 'shopper', path: at(path) })

/**
 * The page types, in the order a shopper would meet them. Every route of app/routes that renders a page for a
 * shopper is here, except the payment sandbox (a stand-in for the provider's page) and /logout (a redirect).
 */
export const PAGE_TYPES: readonly PageType[] = [
  visitor('home', '/'),
  visitor('category', '/c/fridges-freezers'),
  ...PRODUCT_TYPES.map(([name]): PageType => ({ name, as: 'visitor', path: (p) => p.products[name] ?? null })),
  visitor('product-add-ons', `/p/${WITH_ADD_ONS}/x`),
  { name: 'search', as: 'visitor', path: (_, store) => `/search?q=${KETTLE[store.code]}` },
  visitor('search-no-results', '/search?q=zzqqxx'),
  visitor('login', '/login'),
  visitor('register', '/login?mode=register'),
  visitor('forgot-password', '/reset-password'),
  visitor('reset-password-link', '/Account/Reset-Password?link=not-a-real-link'),
  visitor('cms-page', '/about'),
  visitor('legal', '/legal'),
  visitor('privacy-policy', '/privacy-policy'),
  visitor('terms-conditions', '/terms-conditions'),
  visitor('customer-service', '/customer-service'),
  visitor('shipping-delivery', '/shipping-delivery'),
  visitor('warranty-returns', '/warranty-returns'),
  visitor('gift-card', '/gift-card'),
  visitor('sale', '/sale'),
  visitor('order-from-catalog', '/order-from-catalog'),
  visitor('size-guide', '/i/size-guide'),
  visitor('energy-labels', '/i/energy-labels'),
  visitor('home-inspiration', '/i/home-inspiration'),
  visitor('blog-list', '/blog'),
  visitor('blog-category', '/blog/buying-guides'),
  visitor('blog-post', '/blog/buying-guides/how-to-choose-a-fridge'),
  visitor('order-tracking', '/order-tracking'),
  visitor('warranty', '/warranty'),
  visitor('warranty-registered', '/warranty/registered'),
  visitor('contact', '/contact'),
  visitor('contact-sent', '/contact?sent=1'),
  visitor('stores', '/stores'),
  visitor('newsletter-confirm', '/newsletter/confirm?token=not-a-real-token'),
  visitor('newsletter-unsubscribe', '/newsletter/unsubscribe?token=not-a-real-token'),
  visitor('download-unavailable', '/download-unavailable?reason=used_up', 410),
  visitor('error', '/error'),
  visitor('not-found', '/this-page-does-not-exist', 404),
  shopper('cart', '/cart'),
  shopper('checkout', '/checkout'),
  { name: 'order-confirmation', as: 'shopper', path: (p) => p.orderStatus },
  shopper('wishlist', '/wishlist'),
  shopper('compare', '/compare'),
  shopper('magazine', '/magazine'),
  shopper('my-account', '/my-account'),
  shopper('my-orders', '/my-account/orders'),
  { name: 'my-order', as: 'shopper', path: (p) => (p.orderId ? `/my-account/orders/${p.orderId}` : null) },
  { name: 'invoice', as: 'shopper', path: (p) => (p.orderId ? `/my-account/orders/${p.orderId}/invoice` : null), standalone: true },
  shopper('my-addresses', '/my-account/shipping-details'),
  shopper('my-newsletter', '/my-account/newsletter'),
  shopper('my-recently-viewed', '/my-account/recently-viewed'),
  shopper('my-warranties', '/my-account/warranties'),
]

/** The shopper's password (any test shopper's; they are throwaway accounts of the demo database). */
export const SHOPPER_PASSWORD = 'correct horse battery'

/** A delivery address of each store view's country, as the checkout's shipping form posts it. */
const ADDRESSES: Record<PageStore['code'], Record<string, string>> = {
  default: {
    country: 'ZA',
    streetAddress: '12 Long Street',
    city: 'Cape Town',
    state: 'Western Cape',
    zipCode: '8001',
    phoneNumber: '021 555 0100',
  },
  de: { country: 'DE', streetAddress: 'Hauptstraße 4', city: 'Berlin', zipCode: '10115', phoneNumber: '+49 30 1234567' },
  it: { country: 'IT', streetAddress: 'Via Dante 12', city: 'Milano', state: 'Lombardia', zipCode: '20121', phoneNumber: '+39 02 1234567' },
}

/** The first product link of a category page in one store view, after the prefix. */
export async function firstProductPath(request: APIRequestContext, store: PageStore, category: string): Promise<string | null> {
  const response = await request.get(storePath(store, `/c/${category}`))
  if (!response.ok()) return null
  const match = /href="((?:\/de|\/it)?\/p\/[^"?#]+)"/.exec(await response.text())
  return match ? match[1].replace(/&amp;/g, '&').slice(store.prefix.length) : null
}

/** The product page of each product type in a store view (a type without a product is left out). */
export async function productPaths(request: APIRequestContext, store: PageStore): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const [name, category] of PRODUCT_TYPES) {
    const path = await firstProductPath(request, store, category)
    if (path) found[name] = path
  }
  return found
}

/**
 * Make the shopper on `request` (a fresh context: it keeps the cookies): register and sign in, put a
 * product on the wishlist and two in the comparison, place a cash-on-delivery order of a kettle, then put
 * a washing machine with add-ons in the cart so that cart and checkout have a line. Throws when a step
 * is refused, saying which.
 */
export async function prepareShopper(request: APIRequestContext, store: PageStore, tag: string): Promise<Prepared> {
  const post = async (path: string, form: Record<string, string>, what: string) => {
    const response = await request.post(storePath(store, path), { form, maxRedirects: 0 })
    if (response.status() !== 303) throw new Error(`${store.code}: ${what} answered ${response.status()}`)
    return response.headers()['location'] ?? ''
  }
  const email = `pages-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`
  const name = { firstName: 'Thandi', lastName: 'Mokoena-Vanderbijlpark' }
  await post('/login', { intent: 'register', ...name, email, password: SHOPPER_PASSWORD, confirmPassword: SHOPPER_PASSWORD }, 'registering')
  await post('/wishlist', { intent: 'add', sku: 'KET-1011' }, 'adding to the wishlist')
  for (const sku of ['KET-1011', 'KET-1009']) await post('/compare', { intent: 'add', sku }, 'adding to the comparison')
  // Seen once, so that "recently viewed" lists it.
  await request.get(storePath(store, '/p/KET-1011/x'))

  await post('/cart', { intent: 'add', sku: 'KET-1011', qty: '1' }, 'adding a kettle')
  await post('/checkout', { intent: 'personal', ...name, emailAddress: email }, 'the personal details')
  await post('/checkout', { intent: 'shipping', ...name, ...ADDRESSES[store.code] }, 'the shipping address')
  await post('/checkout', { intent: 'shipping-method', shippingMethod: 'standard' }, 'the shipping method')
  await post('/checkout', { intent: 'billing', sameAsShipping: 'on' }, 'the billing address')
  await post('/checkout', { intent: 'payment', paymentMethod: 'cashondelivery' }, 'the payment method')
  const review = await (await request.get(storePath(store, '/checkout'))).text()
  const place: Record<string, string> = { intent: 'place', terms: 'on' }
  for (const [, field, value] of review.matchAll(/name="(idempotencyKey|reviewed\w+)" value="([^"]*)"/g)) place[field] = value
  const placed = await post('/checkout', place, 'placing the order')
  const status = /\/order\/status\?.*\bid=([^&]+)/.exec(placed)
  if (!status) throw new Error(`${store.code}: placing the order led to ${placed}`)

  await post('/cart', { intent: 'add', sku: WITH_ADD_ONS, qty: '1' }, 'adding a washing machine')
  // Reading a page takes the "added to cart" notice, which would otherwise sit on the first page.
  await request.get(storePath(store, '/cart'))
  return {
    products: await productPaths(request, store),
    orderStatus: placed.replace(/^https?:\/\/[^/]+/, '').slice(store.prefix.length),
    orderId: decodeURIComponent(status[1]),
  }
}
