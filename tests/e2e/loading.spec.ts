/**
 * The page comes first and its JavaScript second (decision 0009): no script of the app is requested
 * before the page's load event, and once the scripts arrive the page is hydrated (links navigate
 * without a new document). Without JavaScript, the page carries no module script that could run.
 */
import { expect, test, waitForHydration } from '../setup/e2e'

for (const path of ['/', '/c/fridges-freezers', '/de/c/fridges-freezers']) {
  test(`the app's scripts load after the page, then take over (${path})`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'checks the order in which JavaScript loads')
    await page.goto(path)
    await waitForHydration(page)
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      // The app's scripts: its stylesheet (also under /build/) is for the first paint, before load.
      const scripts = performance.getEntriesByType('resource').filter((entry) => /^\/build\/.*\.js$/.test(new URL(entry.name).pathname))
      return { loadEnd: navigation!.loadEventEnd, scripts: scripts.map((entry) => entry.startTime) }
    })
    expect(timing.scripts.length, 'the app has scripts').toBeGreaterThan(0)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.loadEnd)

    // Hydrated: a product link opens without loading a new document (the marker survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/p\//)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
}

test('without JavaScript nothing on the page is a module waiting to run', async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'the no-JS document')
  const response = await page.request.get('/c/fridges-freezers')
  const html = await response.text()
  expect(html).not.toMatch(/<script[^>]*type="module"/)
  expect(html).not.toContain('<link rel="modulepreload"')
  await page.goto('/c/fridges-freezers')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})

test.describe('route discovery', () => {
  // The service worker claims the page on its first visit and fetches the route manifest itself, out of
  // the page's routes: it would let the manifest through while the test holds it back.
  test.use({ serviceWorkers: 'block' })

  // Routes are discovered lazily (decision 0037): until the client knows the product route, a product path
  // matches the shop's catch-all. A link hovered that early must not prefetch the catch-all's data (the
  // server refuses it with a 403); once the route is known, the hover prefetches the product's own data.
  test('a product link hovered before its route is discovered prefetches nothing wrong', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'prefetching is done by the app script')
    let releaseManifest = () => {}
    const manifestHeld = new Promise<void>((resolve) => (releaseManifest = resolve))
    await page.route('**/__manifest?*', async (route) => {
      await manifestHeld
      await route.continue()
    })
    const data: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.includes('/p/') && url.searchParams.has('_data')) data.push(url.searchParams.get('_data')!)
    })
    await page.goto('/de/c/fridges-freezers')
    await waitForHydration(page)
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first()
    await link.hover()
    await page.waitForTimeout(400)
    expect(data, 'no prefetch while the route is unknown').toEqual([])

    releaseManifest()
    await expect(async () => {
      await page.mouse.move(0, 0)
      await link.hover()
      expect(data.length).toBeGreaterThan(0)
    }).toPass({ timeout: 15_000 })
    expect(
      data.every((route) => route.includes('p.$parentSku')),
      `prefetched ${data.join(', ')}`,
    ).toBe(true)
  })
})
