/**
 * What search engines read: canonical URLs, hreflang alternates for the three store views,
 * structured data, the sitemap and robots.txt, and cache headers of catalogue pages.
 * The head is rendered on the server, so the document checks run without JavaScript only;
 * one test checks that client-side navigation keeps the head right.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { STORES, productInfo, productPath, productPrice, storePath, type StoreUnderTest } from './support'

const origin = (page: Page) => new URL(page.url()).origin

async function expectCanonicalAndAlternates(page: Page, store: StoreUnderTest, path: string) {
  const base = origin(page)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', base + storePath(store, path))
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(STORES.length + 1)
  for (const view of STORES) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${view.hreflang}"]`)).toHaveAttribute('href', base + storePath(view, path))
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', base + path)
}

type JsonLd = Record<string, unknown> & { '@type': string }

async function structuredData(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as JsonLd)
}

/** The page's JSON-LD object of one @type (the test fails when there is none). */
async function ldOfType<T>(page: Page, type: string): Promise<T> {
  const found = (await structuredData(page)).find((d) => d['@type'] === type)
  expect(found, `JSON-LD ${type} on ${page.url()}`).toBeDefined()
  return found as unknown as T
}

test.describe('documents', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the head is server-rendered: checked without JavaScript')

  for (const store of STORES) {
    test(`canonical and hreflang on home, category and product (${store.code})`, async ({ page, request }) => {
      await page.goto(storePath(store, '/'))
      await expectCanonicalAndAlternates(page, store, '/')

      await page.goto(storePath(store, '/c/fridges-freezers'))
      await expectCanonicalAndAlternates(page, store, '/c/fridges-freezers')

      const product = await productPath(request, 'AFR-0910')
      await page.goto(storePath(store, product))
      await expectCanonicalAndAlternates(page, store, product)
    })
  }

  test('a filtered category is not indexed and points at the unfiltered page', async ({ page }) => {
    await page.goto('/c/fridges-freezers?brand=koel&sort=price_desc')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(page)}/c/fridges-freezers`)
  })

  test('the pages of a long category are indexed with their own canonical', async ({ page }) => {
    await page.goto('/c/large-appliances?page=2')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin(page)}/c/large-appliances?page=2`)
    await expect(page).toHaveTitle('Large Appliances, page 2 | Karoo Appliances')
  })

  test('search results are not indexed', async ({ page }) => {
    await page.goto('/search?q=kettle')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('a product page describes the product, its offer and its breadcrumbs', async ({ page, request }) => {
    const path = await productPath(request, 'AFR-0910')
    await page.goto(path)
    const product = await ldOfType<{
      name: string
      sku: string
      offers: { '@type': string; priceCurrency: string; price: string; availability: string; url: string }
    }>(page, 'Product')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    expect(product.sku).toBe('AFR-0910')
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'ZAR',
      availability: 'https://schema.org/InStock',
      url: origin(page) + path,
    })
    // The offer is the price the shopper pays (the special price), in major units.
    const shown = (await productPrice(page).locator('.price-final').textContent()) ?? ''
    expect(Math.round(Number(product.offers.price) * 100)).toBe(Number(shown.replace(/\D/g, '')))

    const crumbs = await ldOfType<{ itemListElement: { position: number; name: string; item: string }[] }>(page, 'BreadcrumbList')
    expect(crumbs.itemListElement.length).toBeGreaterThan(0)
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual(crumbs.itemListElement.map((_, i) => i + 1))
    // The same trail as the visible breadcrumbs (between "Home" and the product itself).
    const visible = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')
    await expect(visible).toHaveText(['Home', ...crumbs.itemListElement.map((c) => c.name)])
    for (const crumb of crumbs.itemListElement) expect(crumb.item).toMatch(new RegExp(`^${origin(page)}/c/[a-z0-9-]+$`))
  })

  test('availability in the structured data follows the stock', async ({ page }) => {
    const cases = [
      ['IRN-0907', 'https://schema.org/OutOfStock'],
      ['BLN-0906', 'https://schema.org/LimitedAvailability'],
      ['FLT-0916', 'https://schema.org/InStock'],
    ] as const
    for (const [sku, availability] of cases) {
      await page.goto(`/p/${sku}/x`)
      const product = await ldOfType<{ offers: { availability: string } }>(page, 'Product')
      expect(product.offers.availability, sku).toBe(availability)
    }
  })

  test('the euro stores offer in EUR', async ({ page }) => {
    for (const store of STORES.filter((s) => s.currency === 'EUR')) {
      await page.goto(storePath(store, '/p/IRN-0907/x'))
      const product = await ldOfType<{ offers: { priceCurrency: string; url: string } }>(page, 'Product')
      expect(product.offers.priceCurrency).toBe('EUR')
      expect(product.offers.url).toMatch(new RegExp(`^${origin(page)}${store.prefix}/p/IRN-0907/`))
    }
  })

  test('a category describes its breadcrumbs', async ({ page }) => {
    await page.goto('/c/fridges-freezers')
    const crumbs = await ldOfType<{ itemListElement: { position: number; name: string; item: string }[] }>(page, 'BreadcrumbList')
    expect(crumbs.itemListElement.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, 'Large Appliances', `${origin(page)}/c/large-appliances`],
      [2, 'Fridges & Freezers', `${origin(page)}/c/fridges-freezers`],
    ])
  })

  // A variant page's alternates point at the canonical product, like its canonical link.
  test('hreflang alternates of a variant page point at the canonical product', async ({ page, request }) => {
    const parent = await productPath(request, 'FRG-0903')
    await page.goto(`${parent}/FRG-0903-WHT-300L`)
    await expectCanonicalAndAlternates(page, STORES[0]!, parent)
  })
})

test('client-side navigation keeps one canonical, pointing at the new page', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'only client-side navigation can leave a stale head')
  await page.goto('/c/fridges-freezers')
  await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('link', { name: /KL0903/ })
    .click()
  await expect(page).toHaveURL(/\/p\/FRG-0903\/[a-z0-9-]+$/)
  const path = new URL(page.url()).pathname
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin(page) + path)
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', `${origin(page)}/de${path}`)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2)
  await expect(productInfo(page)).toBeVisible()
})

test.describe('crawler files and caching', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'HTTP-level checks: run once')

  test('the sitemap lists each product in every store view', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    expect(xml).toContain('<urlset')
    for (const sku of ['FRG-0903', 'AFR-0910', 'SET-0912']) {
      const path = await productPath(request, sku)
      for (const store of STORES) {
        expect(xml, `${sku} in ${store.code}`).toContain(`<loc>${baseURL}${storePath(store, path)}</loc>`)
      }
    }
    for (const store of STORES) expect(xml).toContain(`<loc>${baseURL}${storePath(store, '/c/fridges-freezers')}</loc>`)
    // Blog posts with the date they were published.
    expect(xml).toMatch(/\/blog\/[\w-]+\/[\w-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    // The service pages a shopper searches for ("karoo contact", "karoo stores near me") are listed too.
    for (const page of ['/contact', '/stores', '/warranty']) expect(xml).toContain(`<loc>${baseURL}${storePath(STORES[1]!, page)}</loc>`)
    // Unavailable products and variants are not pages of their own.
    expect(xml).not.toContain('/p/TOA-0902/')
    expect(xml).not.toMatch(/\/p\/FRG-0903-/)
    expect(xml).toContain(`hreflang="de-DE" href="${baseURL}/de${await productPath(request, 'AFR-0910')}"`)
  })

  test('robots.txt points at the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /search')
  })

  test('catalogue pages may be cached briefly and served stale while revalidating', async ({ request }) => {
    for (const path of [
      '/c/fridges-freezers',
      '/de/c/kettles',
      '/c/fridges-freezers?brand=koel',
      '/',
      await productPath(request, 'AFR-0910'),
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const cacheControl = response.headers()['cache-control'] ?? ''
      // A max-age for browsers (0 is fine: the page shows the shopper's cart count), a positive lifetime
      // for shared caches (s-maxage, else max-age) and a stale-while-revalidate window.
      expect(cacheControl, path).toMatch(/(^|,\s*)max-age=\d+/)
      const shared = /(?:^|,\s*)s-maxage=(\d+)/.exec(cacheControl) ?? /(?:^|,\s*)max-age=(\d+)/.exec(cacheControl)
      expect(Number(shared?.[1]), path).toBeGreaterThan(0)
      expect(cacheControl, path).toMatch(/(^|,\s*)stale-while-revalidate=[1-9]\d*/)
      expect(cacheControl, path).not.toMatch(/private|no-store/)
      expect(response.headers()['vary'] ?? '', path).toMatch(/Cookie/i)
    }
  })
})
