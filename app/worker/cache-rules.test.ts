import { describe, expect, test } from 'vitest'
import {
  cacheNames,
  changesShopper,
  isOfflinePage,
  isStaleCache,
  mayKeepPage,
  mediaToDrop,
  mirrorDataUrl,
  mirrorSourceFor,
  mirrorStore,
  noticeCacheKey,
  offlinePageUrl,
  offlineReasonFor,
  offlineRedirectUrl,
  askedPage,
  isHomePage,
  mayRefuseFormOffline,
  NOTICE_HEADER_MARK,
  noticeHeaderUrl,
  withNoticeHeader,
  noticeReturnPath,
  offlineFormReason,
  strategyFor,
} from './cache-rules'
import { ROUTE_IDS } from './route-ids'

const origin = 'https://shop.example'
const get = (path: string) => ({ method: 'GET', url: origin + path })

describe('strategyFor', () => {
  test('hashed build files and versioned messages are cache-first assets', () => {
    expect(strategyFor(get('/build/root-ABC.js'), origin)).toBe('asset')
    expect(strategyFor(get('/resources/messages/de-DE/abc123'), origin)).toBe('asset')
    // The notices' list script comes from the build's precache offline, as the notices do.
    expect(strategyFor(get('/offline-notice.js'), origin)).toBe('asset')
  })

  test('images are cached as media', () => {
    expect(strategyFor(get('/media/catalog/fridge.webp?w=400'), origin)).toBe('image')
  })

  test('shop pages and their loader data are network-first pages, in every store view', () => {
    for (const path of [
      '/',
      '/pwa.html',
      '/p/FR-1/fridge',
      '/de/c/fridges',
      '/i/recipes',
      '/about',
      '/it/search?q=oven',
      '/p/x?_data=routes/x',
    ]) {
      expect(strategyFor(get(path), origin), path).toBe('page')
    }
  })

  test("one shopper's lists and header go to the private cache", () => {
    for (const path of ['/cart', '/wishlist', '/de/compare', '/cart?_data=root', '/p/x?_data=root', '/my-account?_data=root']) {
      expect(strategyFor(get(path), origin), path).toBe('private-page')
    }
  })

  test('pages that show who the shopper is are personal, in every store view, with their tokens and data', () => {
    for (const path of [
      '/my-account',
      '/my-account/shipping-details',
      '/my-account/orders/1/invoice',
      '/de/checkout',
      '/order/status?id=1&token=t',
      '/it/order/invoice?id=1&token=t',
      `/order/status?id=1&token=t&_data=${encodeURIComponent('routes/($store)+/_checkout+/order.status')}`,
    ]) {
      expect(strategyFor(get(path), origin), path).toBe('personal-page')
    }
    // Not the tracking form (online-only) nor a page that merely starts with the same letters.
    expect(strategyFor(get('/order-tracking'), origin)).toBe('online-only')
    expect(strategyFor(get('/order/statusx'), origin)).toBe('page')
  })

  test('forms that need the server are online-only', () => {
    for (const path of ['/reset-password', '/Account/Reset-Password', '/de/login', '/order-tracking']) {
      expect(strategyFor(get(path), origin), path).toBe('online-only')
    }
  })

  test('POSTs, other origins, health checks, the worker and one-off resources are never cached', () => {
    expect(strategyFor({ method: 'POST', url: `${origin}/cart` }, origin)).toBe('bypass')
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/x.js' }, origin)).toBe('bypass')
    for (const path of ['/service-worker.js', '/readyz', '/api/payments/notify/x', '/resources/download?x=1']) {
      expect(strategyFor(get(path), origin), path).toBe('bypass')
    }
  })
})

test('the offline notices are read from the cache first', () => {
  expect(strategyFor(get('/offline?reason=page'), origin)).toBe('notice')
  expect(strategyFor(get('/de/offline?reason=category'), origin)).toBe('notice')
})

test('signing in and logging out change the shopper, other posts do not', () => {
  expect(changesShopper({ method: 'POST', url: `${origin}/login` })).toBe(true)
  expect(changesShopper({ method: 'POST', url: `${origin}/it/logout` })).toBe(true)
  expect(changesShopper({ method: 'POST', url: `${origin}/cart` })).toBe(false)
  expect(changesShopper({ method: 'GET', url: `${origin}/logout` })).toBe(false)
})

describe('offlineReasonFor', () => {
  const at = (path: string) => new URL(origin + path)
  test('uncached product, category and CMS pages redirect home', () => {
    for (const path of ['/p/FR-1/fridge', '/c/fridges', '/de/i/recipes', '/legal']) {
      expect(offlineReasonFor(at(path), false), path).toBe('page')
    }
  })
  test('a category seen before whose products were never fetched says so', () => {
    expect(offlineReasonFor(at('/c/fridges?page=2'), true)).toBe('category')
  })
  test('search, reset password and other online-only forms have their own notice', () => {
    expect(offlineReasonFor(at('/search?q=kettle'), false)).toBe('search')
    expect(offlineReasonFor(at('/reset-password'), false)).toBe('reset-password')
    expect(offlineReasonFor(at('/Account/Reset-Password'), false)).toBe('reset-password')
    expect(offlineReasonFor(at('/login'), false)).toBe('online-only')
    expect(offlineReasonFor(at('/blog'), false)).toBe('generic')
  })
  test('the notice keeps the store view', () => {
    expect(offlinePageUrl(at('/de/p/x'), 'page')).toBe('/de/offline?reason=page')
    expect(offlinePageUrl(at('/p/x'), 'search')).toBe('/offline?reason=search')
  })
})

describe('the offline mirror (decision 0027)', () => {
  const at = (path: string) => new URL(origin + path)
  test('an uncached cart, wishlist or compare list gets the notice that shows its mirror', () => {
    expect(offlineReasonFor(at('/cart'), false)).toBe('cart')
    expect(offlineReasonFor(at('/de/wishlist'), false)).toBe('wishlist')
    expect(offlineReasonFor(at('/compare?x=1'), false)).toBe('compare')
    expect(offlineReasonFor(at('/checkout'), false)).toBe('generic')
  })
  test("a search's notice carries the query; the cached notice is found whatever the address carries", () => {
    expect(offlineRedirectUrl(at('/search?q=red%20kettle&page=2'), 'search')).toBe(
      `/offline?reason=search&q=red%20kettle&from=${encodeURIComponent('/search?q=red+kettle&page=2')}`,
    )
    expect(offlineRedirectUrl(at('/it/search'), 'search')).toBe(`/it/offline?reason=search&from=${encodeURIComponent('/it/search')}`)
    expect(offlineRedirectUrl(at('/cart?q=x'), 'cart')).toBe(`/offline?reason=cart&from=${encodeURIComponent('/cart?q=x')}`)
    expect(noticeCacheKey(at('/de/offline?reason=search&q=kettle'))).toBe('/de/offline?reason=search')
    expect(noticeCacheKey(at('/offline?reason=nonsense'))).toBe('/offline?reason=generic')
  })
  test('the lists, the search and the header feed the mirror; other data does not', () => {
    expect(mirrorSourceFor(at('/cart'))).toBe('cart')
    expect(mirrorSourceFor(at(`/de/cart?_data=${encodeURIComponent(ROUTE_IDS.cart)}`))).toBe('cart')
    expect(mirrorSourceFor(at('/wishlist'))).toBe('wishlist')
    expect(mirrorSourceFor(at('/compare'))).toBe('compare')
    expect(mirrorSourceFor(at('/search?q=kettle'))).toBe('search')
    expect(mirrorSourceFor(at('/p/x/y?_data=root'))).toBe('root')
    // The root's data of a list page is the header, not the list.
    expect(mirrorSourceFor(at('/cart?_data=root'))).toBe('root')
    expect(
      mirrorSourceFor(at(`/p/x/y?_data=${encodeURIComponent('routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)')}`)),
    ).toBeNull()
    expect(mirrorSourceFor(at('/checkout'))).toBeNull()
    expect(mirrorSourceFor(at('/c/kettles'))).toBeNull()
  })
  test('mirrors are kept per store view, and refreshed from the store view they belong to', () => {
    expect(mirrorStore(at('/de/cart'))).toBe('de')
    expect(mirrorStore(at('/cart'))).toBe('')
    expect(mirrorDataUrl('', 'cart')).toBe(`/cart?_data=${encodeURIComponent(ROUTE_IDS.cart)}`)
    expect(mirrorDataUrl('it', 'wishlist')).toBe(`/it/wishlist?_data=${encodeURIComponent(ROUTE_IDS.wishlist)}`)
  })
})

describe('public pages marked no-store', () => {
  const answer = (status: number, cacheControl: string) => ({ status, headers: new Headers({ 'Cache-Control': cacheControl }) })
  const at = (path: string) => new URL(origin + path)

  test('are kept only when they are pages read offline', () => {
    for (const path of ['/', '/de/', '/p/FR-1/fridge', '/c/kettles?page=2', '/i/recipes', '/about', '/search?q=kettle', '/error']) {
      expect(isOfflinePage(at(path), 200), path).toBe(true)
      expect(mayKeepPage(at(path), answer(200, 'private, no-store')), path).toBe(true)
    }
    for (const path of ['/contact', '/newsletter/unsubscribe?token=x', '/warranty', '/download-unavailable']) {
      expect(isOfflinePage(at(path), 200), path).toBe(false)
      expect(mayKeepPage(at(path), answer(200, 'private, no-store')), path).toBe(false)
      expect(mayKeepPage(at(path), answer(200, 'NO-STORE')), path).toBe(false)
    }
  })

  test('other pages are kept as before, and a page-not-found answer at any address', () => {
    expect(mayKeepPage(at('/contact'), answer(200, 'private, no-cache'))).toBe(true)
    expect(mayKeepPage(at('/blog'), answer(200, 'public, s-maxage=60'))).toBe(true)
    expect(mayKeepPage(at('/no/such/page'), answer(404, 'private, no-store'))).toBe(true)
  })
})

test('caches of other builds are stale, the current ones and foreign caches are kept', () => {
  const current = cacheNames('b2')
  for (const name of Object.values(current)) expect(isStaleCache(name, 'b2')).toBe(false)
  expect(isStaleCache(cacheNames('b1').assets, 'b2')).toBe(true)
  expect(isStaleCache('someone-else', 'b2')).toBe(false)
})

test('images past their expiry, then the oldest beyond the limit, are dropped', () => {
  const limit = { entries: 2, maxAgeMs: 1000 }
  const entries = [
    { url: 'a', cachedAt: 0 },
    { url: 'b', cachedAt: 5000 },
    { url: 'c', cachedAt: 5500 },
    { url: 'd', cachedAt: 5900 },
  ]
  expect(mediaToDrop(entries, 6000, limit)).toEqual(['a', 'b'])
  expect(mediaToDrop(entries.slice(2), 6000, limit)).toEqual([])
})

describe('back online, a notice returns to the page asked for', () => {
  const at = (path: string) => new URL(origin + path)
  test('every notice the worker sends to names the page asked for, as a page and not as data', () => {
    expect(offlineRedirectUrl(at('/de/c/fridges?sort=price-desc'), 'category')).toBe(
      `/de/offline?reason=category&from=${encodeURIComponent('/de/c/fridges?sort=price-desc')}`,
    )
    expect(askedPage(at(`/p/x/y?_data=${encodeURIComponent('routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)')}`))).toBe('/p/x/y')
    // A form's post returns to its form.
    expect(askedPage(at(`/my-account?index&_data=${encodeURIComponent('routes/($store)+/_account+/my-account._index')}`))).toBe(
      '/my-account',
    )
  })
  test('only a page of this shop is gone back to', () => {
    expect(noticeReturnPath(`?reason=page&from=${encodeURIComponent('/de/p/x/y?childSku=2')}`)).toBe('/de/p/x/y?childSku=2')
    for (const from of [
      '//evil.example/p',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/offline?reason=page',
      '/de/offline',
      '',
    ]) {
      expect(noticeReturnPath(`?reason=page&from=${encodeURIComponent(from)}`), from).toBeNull()
    }
    expect(noticeReturnPath('?reason=page')).toBeNull()
  })
})

describe('password forms offline', () => {
  const post = (path: string) => ({ method: 'POST', url: origin + path })
  test('changing or resetting a password is refused with the reset password notice, in every store view', () => {
    expect(offlineFormReason(post('/my-account?index'), 'change-password')).toBe('reset-password')
    expect(offlineFormReason(post('/de/my-account'), 'change-password')).toBe('reset-password')
    expect(offlineFormReason(post('/reset-password'), null)).toBe('reset-password')
    expect(offlineFormReason(post('/it/Account/Reset-Password?token=t'), null)).toBe('reset-password')
  })
  test('other posts are not: the profile form, the cart, the checkout (the order outbox needs its network error)', () => {
    expect(offlineFormReason(post('/my-account?index'), 'profile')).toBeNull()
    expect(offlineFormReason(post('/cart'), 'change-password')).toBeNull()
    expect(offlineFormReason(post('/checkout'), null)).toBeNull()
    expect(offlineFormReason({ method: 'GET', url: `${origin}/reset-password` }, null)).toBeNull()
  })
  test('the worker reads the intent of account and password posts only', () => {
    expect(mayRefuseFormOffline(post('/my-account?index'))).toBe(true)
    expect(mayRefuseFormOffline(post('/reset-password'))).toBe(true)
    expect(mayRefuseFormOffline(post('/checkout'))).toBe(false)
    expect(mayRefuseFormOffline(post('/my-account/shipping-details'))).toBe(false)
  })
})

test('the home page of every store view is recognised, not its loader data', () => {
  const at = (path: string) => new URL(origin + path)
  for (const path of ['/', '/de', '/it/', '/?utm_source=x']) expect(isHomePage(at(path)), path).toBe(true)
  for (const path of ['/p/x/y', '/de/c/fridges', `/?_data=${encodeURIComponent('routes/($store)+/_index')}`]) {
    expect(isHomePage(at(path)), path).toBe(false)
  }
})

test("a notice is served with its store view's header, kept once for all reasons", () => {
  expect(noticeHeaderUrl('')).toBe('/offline?part=header')
  expect(noticeHeaderUrl('de')).toBe('/de/offline?part=header')
  const notice = `<body>${NOTICE_HEADER_MARK}<main>m</main></body>`
  // Replacement patterns such as "$&" in the header are its own text.
  expect(withNoticeHeader(notice, '<header>$& Karoo</header>')).toBe('<body><header>$& Karoo</header><main>m</main></body>')
  expect(withNoticeHeader(notice, null)).toBe(notice)
})

test("the health check a notice asks goes through the worker's network, never a cache", () => {
  expect(strategyFor(get('/healthz'), origin)).toBe('online-only')
})
