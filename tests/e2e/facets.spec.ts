/**
 * Category facets in every store view, with and without JavaScript: the price facet splits the fridges
 * into several buckets labelled as the shop writes prices, a bucket's products are within it, and the
 * energy classes are listed best first.
 */
import { expect, test } from '../setup/e2e'
import type { Locator } from '@playwright/test'
import { STORES, escapeRegExp, firstPrice, openFilters, productCount, storePath, t, type StoreUnderTest } from './support'

function facetGroup(panel: Locator, name: string): Locator {
  return panel.locator('details').filter({ has: panel.page().locator('summary', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
}

/** '< R 7 500.00', 'R 7 500.00 - R 10 000.00', '> R 15 000.00' (or the euro forms), then the count. */
function bucketPattern(store: StoreUnderTest): RegExp {
  const money = store.money.source
  return new RegExp(`^(?:< ${money}|> ${money}|${money} - ${money})\\s*\\d+$`)
}

const ENERGY_ORDER = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']

for (const store of STORES) {
  test(`${store.code}: fridges split into price buckets; a bucket's products are within it`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(storePath(store, '/c/fridges-freezers'))
    const panel = await openFilters(page, store)
    const prices = facetGroup(panel, t(store, 'listing.price')).getByRole('link')
    const count = await prices.count()
    expect(count, 'fridges are split into several price buckets').toBeGreaterThanOrEqual(3)
    const labels = (await prices.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
    for (const label of labels) expect(label).toMatch(bucketPattern(store))

    // A middle bucket: from and to are both shown.
    const bucket = prices.nth(1)
    const href = (await bucket.getAttribute('href')) ?? ''
    const value = new URL(href, 'http://shop.test').searchParams.get('price') ?? ''
    const [from, to] = value.split('-').map((n) => (n === '' ? null : Number(n) * 100))
    const bucketCount = Number(/(\d+)$/.exec(labels[1])?.[1])
    await bucket.click()
    await expect(page).toHaveURL(new RegExp(`[?&]price=${escapeRegExp(value)}(?:&|$)`))
    await expect(productCount(page, store)).toHaveText(t(store, 'listing.count', { count: bucketCount }))
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    for (const text of await cards.allInnerTexts()) {
      const price = firstPrice(text, store)
      expect(price).toBeGreaterThanOrEqual(from!)
      if (to !== null) expect(price).toBeLessThan(to)
    }
    const open = await openFilters(page, store)
    await expect(facetGroup(open, t(store, 'listing.price')).getByRole('link').nth(1)).toHaveAttribute('aria-current', 'true')
  })
}

test('energy classes are listed best first', async ({ page }) => {
  test.setTimeout(120_000)
  const store = STORES[0]!
  await page.goto('/c/fridges-freezers')
  const panel = await openFilters(page, store)
  const links = facetGroup(panel, 'Energy class').getByRole('link')
  await expect(links.first()).toBeVisible()
  const classes = (await links.allInnerTexts()).map((text) => text.replace(/\s*\d+\s*$/, '').trim())
  expect(classes.length).toBeGreaterThan(1)
  const ranks = classes.map((label) => ENERGY_ORDER.indexOf(label))
  expect(ranks.every((rank) => rank >= 0)).toBe(true)
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
})
