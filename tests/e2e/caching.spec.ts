/**
 * Cache-Control of every kind of page, for a first visit without cookies and for a shopper with a cart.
 * A response that depends on the shopper's cookies (cart count, flash message) is private; only pages
 * that are the same for everyone may be kept by a shared cache (CDN, proxy), keyed by Cookie.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { productPath } from './support'

/** The documents of each page type, by name (the product path is looked up once). */
async function pages(request: APIRequestContext): Promise<Record<string, string>> {
  return {
    home: '/',
    category: '/c/fridges-freezers',
    product: await productPath(request, 'KET-1011'),
    search: '/search?q=kettle',
    cms: '/i/about',
    blog: '/blog',
    notFound: '/no-such-page',
    deHome: '/de',
  }
}

/** Pages a shared cache may keep when the request carries none of the shop's cookies. */
const SHAREABLE = new Set(['home', 'category', 'product', 'search', 'cms', 'blog', 'deHome'])

function cacheControl(response: APIResponse): string {
  return response.headers()['cache-control'] ?? ''
}

function expectPrivate(response: APIResponse, what: string) {
  const value = cacheControl(response)
  expect(value, what).toMatch(/(^|,\s*)private(,|$)/)
  expect(value, what).not.toMatch(/public|s-maxage/)
}

/** A redirect after a form post sets cookies: nobody may store it. */
function expectNotStored(response: APIResponse, what: string) {
  expect(cacheControl(response), what).toBe('private, no-store')
}

function expectShareable(response: APIResponse, what: string) {
  expect(cacheControl(response), what).toMatch(/(^|,\s*)public(,|$)/)
  expect(cacheControl(response), what).toMatch(/s-maxage=[1-9]/)
  expect(response.headers()['vary'] ?? '', what).toMatch(/Cookie/i)
}

/** A cart action posted the way a no-JS browser does; the Origin header satisfies the CSRF check. */
async function addToCart(request: APIRequestContext, baseURL: string, sku: string): Promise<APIResponse> {
  return request.post('/cart', {
    form: { intent: 'add', sku, qty: '1', redirectTo: '/cart' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  })
}

test.describe('caching', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'plain HTTP requests: once is enough')

  test('without cookies, catalogue pages are shareable and the rest is private', async ({ request }) => {
    for (const [name, path] of Object.entries(await pages(request))) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(name === 'notFound' ? 404 : 200)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
      if (SHAREABLE.has(name)) expectShareable(response, path)
      else expectPrivate(response, path)
    }
    const cart = await request.get('/cart')
    expect(cacheControl(cart)).toBe('private, no-store')
    // Without a cart, the checkout sends the shopper to the cart page: never a shared answer either.
    const checkout = await request.get('/checkout', { maxRedirects: 0 })
    expect(checkout.status()).toBe(302)
    expect(cacheControl(checkout)).not.toMatch(/public|s-maxage/)
  })

  test('with a cart, every page is private', async ({ playwright, baseURL }) => {
    const shopper = await playwright.request.newContext({ baseURL })
    try {
      const added = await addToCart(shopper, baseURL!, 'KET-1011')
      expect(added.status()).toBe(303)
      expectNotStored(added, 'POST /cart')

      // The first page after the add shows the flash message and sets a cookie to consume it.
      const landing = await shopper.get('/cart')
      expect(cacheControl(landing)).toBe('private, no-store')

      for (const path of Object.values(await pages(shopper))) {
        expectPrivate(await shopper.get(path), path)
      }
      const cart = await shopper.get('/cart')
      expect(cart.status()).toBe(200)
      expect(cacheControl(cart)).toBe('private, no-store')
      const checkout = await shopper.get('/checkout')
      expect(checkout.status()).toBe(200)
      expect(cacheControl(checkout)).toBe('private, no-store')
    } finally {
      await shopper.dispose()
    }
  })

  test('loader and action data requests follow the same rule', async ({ request, playwright, baseURL }) => {
    const home = '/?_data=' + encodeURIComponent('routes/($store)+/_index')
    const root = '/?_data=root'
    const cartData = '/cart?_data=' + encodeURIComponent('routes/($store)+/_checkout+/cart')
    expectShareable(await request.get(home), 'home data without cookies')
    // The root's data has the cart count and the flash message.
    expectPrivate(await request.get(root), 'root data without cookies')

    const shopper = await playwright.request.newContext({ baseURL })
    try {
      // An add from a fetcher (JavaScript on): the redirect comes back as data and sets the cookies.
      const added = await shopper.post(cartData, {
        form: { intent: 'add', sku: 'KET-1011', qty: '1', redirectTo: '/cart' },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      })
      expect(added.status()).toBe(204)
      expect(added.headers()['set-cookie']).toMatch(/karoo_cart=/)
      expect(cacheControl(added)).toBe('private, no-store')
      for (const path of [home, root, cartData]) {
        expectPrivate(await shopper.get(path), `${path} with a cart`)
      }
    } finally {
      await shopper.dispose()
    }
  })

  test('a failed first add creates no cart and sets no cart cookie', async ({ request, baseURL }) => {
    const refused = await addToCart(request, baseURL!, 'NO-SUCH-SKU')
    expect(refused.status()).toBe(303)
    const cookies = refused
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
    expect(cookies.some((c) => c.startsWith('karoo_cart='))).toBe(false)
    expectNotStored(refused, 'POST /cart')
  })
})
