import type { HeadersFunction } from '@remix-run/node'

/**
 * Who may keep a copy of a page. Routes say what their page would allow (catalogue pages: shared caches
 * for a minute; cart and checkout: nobody), and `applyCachePolicy` makes the last call for every document
 * and loader data response, because every document also shows the shopper's cart count and flash message.
 */

/** Pages that are only ever this shopper's: cart, checkout, order status, payment. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** A page that depends on the shopper's cookies: the browser may keep it but asks again before showing it. */
export const PRIVATE_REVALIDATE = 'private, no-cache'

/** `headers` export of a route whose page is only ever this shopper's. */
export const privatePageHeaders: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_NO_STORE })

/** The shop names all its cookies karoo_* (cart, session, language...); other cookies (analytics) change nothing. */
const SHOP_COOKIE = /(?:^|;)\s*karoo_[a-z_]+=/

export function hasShopCookie(request: Request): boolean {
  return carriesShopCookie(request.headers.get('Cookie'))
}

/** The same test on a Cookie header's value (the Express layer reads it before Remix makes a Request). */
export function carriesShopCookie(cookieHeader: string | null | undefined): boolean {
  return SHOP_COOKIE.test(cookieHeader ?? '')
}

const directive = (name: string) => new RegExp(`(?:^|,)\\s*${name}\\s*(?:,|$)`, 'i')
const NO_STORE = directive('no-store')
const PRIVATE = directive('private')

/**
 * The rule for documents and loader data, applied to the response headers in place:
 * - a response that sets a cookie is stored by nobody (nor is one its route marked no-store);
 * - a response the route lets shared caches keep stays shareable only for a request without the shop's
 *   cookies (a first visit), and it varies by Cookie so a cache never hands it to a shopper who has some;
 * - with the shop's cookies it becomes private, and so does any response whose route said nothing.
 */
export function applyCachePolicy(request: Request, headers: Headers): void {
  const declared = headers.get('Cache-Control')
  let decided: string
  if (headers.has('Set-Cookie') || (declared && NO_STORE.test(declared))) decided = PRIVATE_NO_STORE
  else if (!declared) decided = PRIVATE_REVALIDATE
  else if (PRIVATE.test(declared)) decided = declared
  else decided = hasShopCookie(request) ? PRIVATE_REVALIDATE : declared
  headers.set('Cache-Control', decided)
  const vary = headers.get('Vary') ?? ''
  if (!/(?:^|,)\s*(?:cookie|\*)\s*(?:,|$)/i.test(vary)) headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie')
}
