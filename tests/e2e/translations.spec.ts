/**
 * Interface strings reach the browser once per language and version, as a cached resource, not inside
 * every page and every fetcher's data. The page itself arrives fully translated, with or without JavaScript.
 */
import { expect, test } from '../setup/e2e'
import { t } from './support'

const GERMAN = { locale: 'de-DE' }

test('pages and loader data carry no string table; the page is translated as served', async ({ page }) => {
  const html = await (await page.request.get('/de/c/kettles')).text()
  expect(html).toContain(t(GERMAN, 'footer.storeSwitcher'))
  // A string the page does not show (a checkout message) is not shipped with it.
  expect(html).not.toContain(t(GERMAN, 'checkout.voucherChanged', { code: '', amount: '' }).slice(0, 30))
  const match = /data-messages="([^"]+)"/.exec(html)
  expect(match, 'the document names where its strings are').not.toBeNull()

  const root = (await (await page.request.get('/de/c/kettles?_data=root')).json()) as Record<string, unknown>
  expect(root).not.toHaveProperty('messages')
  // About 9 KB: menu, footer links and the footer's server-built HTML (payment marks, newsletter form, the
  // footer text block), which cost no client code on budgeted pages; a string table would be far more.
  expect(JSON.stringify(root).length).toBeLessThan(12_000)

  const strings = await page.request.get(match![1]!)
  expect(strings.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(((await strings.json()) as Record<string, string>)['product.addToCart']).toBe(t(GERMAN, 'product.addToCart'))
})

test('with JavaScript, pages rendered in the browser are in the store view language', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'client-side rendering needs JavaScript')
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/resources/messages/')) fetched.push(request.url())
  })
  await page.goto('/de/c/kettles')
  expect(fetched).toHaveLength(1)
  expect(fetched[0]).toContain('/resources/messages/de-DE/')
  // A product page rendered by React in the browser, not by the server.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/de\/p\//)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  await expect(page.getByRole('button', { name: t(GERMAN, 'product.addToCart') })).toBeVisible()
})
