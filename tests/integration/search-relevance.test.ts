import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFAULT_PRODUCT_COUNT } from '~/db/seed/catalogue.server'
import type { ListingView } from '~/providers/catalog/listing.server'
import { buildSearchIndexes, setSearchEngine } from '~/providers/catalog/search.server'
import { loader as searchLoader } from '~/routes/($store)+/_catalog+/search'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

/** The products the search page lists first for a path like '/search?q=coffee'. */
async function firstPage(path: string): Promise<ListingView['items']> {
  const response = await new Browser().load(searchLoader, path)
  expect(response.status).toBe(200)
  const { listing } = (await response.json()) as { listing: ListingView }
  return listing.items
}

/** The names of the first five products the search page lists. */
async function topFive(path: string): Promise<string[]> {
  return (await firstPage(path)).slice(0, 5).map((item) => item.name)
}

/** The demo's spare parts and accessories, by sku: filters, heating elements, hoses, seals, vacuum bags. */
const PART_FAMILIES = /^(FLT|ELM|HOS|SEL|BAG)-/

// What a shopper means by one word: the appliance first, its spare parts and accessories after it.
// The catalogue is the demo's own (`npm run demo`), so these are the rankings a visitor sees.
describeEachDatabase('search relevance in the demo catalogue', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind, { products: DEFAULT_PRODUCT_COUNT })
    await buildSearchIndexes(shop.db, ['default', 'de', 'it'])
  })
  afterAll(async () => {
    setSearchEngine(undefined)
    await shop?.close()
  })

  it.each([
    ['/search?q=coffee', /coffee (maker|machine)$/i, /water filter/i],
    ['/it/search?q=caff%C3%A8', /^macchina da caffè/i, /^filtro/i],
    ['/de/search?q=Waschmaschine', /-waschmaschine/i, /türmanschette|schlauch|heizstab/i],
  ])('%s lists the appliances among the first five, and none of their parts', async (path, appliance, part) => {
    const names = await topFive(path)
    expect(names.filter((name) => appliance.test(name.replace(/ \S+$/, ''))).length, names.join(' | ')).toBeGreaterThanOrEqual(3)
    expect(
      names.filter((name) => part.test(name)),
      names.join(' | '),
    ).toEqual([])
  })

  // A part names its appliance ("Kühlschrank-Türdichtung", "Kalkfilter für Wasserkocher", "Coffee
  // Machine Water Filter") but is a seal or a filter: in every view the appliances come first, the
  // ones only their category names as such ("Espressomaschine" is one of the "Kaffeemaschinen")
  // included. The demo's skus say the product family: KET kettles, FRG fridges, COF coffee machines.
  it.each([
    ['/search?q=kettle', 'KET'],
    ['/search?q=fridge', 'FRG'],
    ['/search?q=coffee%20machine', 'COF'],
    ['/de/search?q=Wasserkocher', 'KET'],
    ['/de/search?q=K%C3%BChlschrank', 'FRG'],
    ['/de/search?q=Kaffeemaschine', 'COF'],
    ['/it/search?q=bollitore', 'KET'],
    ['/it/search?q=frigorifero', 'FRG'],
    ['/it/search?q=macchina%20da%20caff%C3%A8', 'COF'],
  ])('%s lists the appliances (%s) first, before any part or accessory', async (path, family) => {
    const items = await firstPage(path)
    const summary = items.map((item) => `${item.sku} ${item.name}`).join(' | ')
    expect(
      items.slice(0, 5).map((item) => item.sku.slice(0, 3)),
      summary,
    ).toEqual(Array(5).fill(family))
    // No spare part comes before an appliance of the family (other appliances its category lists,
    // such as the freezers among the "Frigoriferi e congelatori", may come between).
    const lastAppliance = items.findLastIndex((item) => item.sku.startsWith(family))
    const partsBefore = items.slice(0, lastAppliance).filter((item) => PART_FAMILIES.test(item.sku))
    expect(
      partsBefore.map((item) => item.name),
      summary,
    ).toEqual([])
  })

  it('offers the categories a query names, on the first page of results only', async () => {
    type Page = { categories: { name: string; path: string }[] }
    const first = (await (await new Browser().load(searchLoader, '/de/search?q=Wasserkocher')).json()) as Page
    expect(first.categories).toEqual([{ name: 'Wasserkocher', path: expect.stringMatching(/^\/c\/[a-z-]+$/) }])
    const partial = (await (await new Browser().load(searchLoader, '/search?q=coff')).json()) as Page
    expect(partial.categories.map((c) => c.name)).toContain('Coffee Machines')
    // "Kühl- & Gefrierschränke" is read as "Kühlschränke & Gefrierschränke": the fridges, not their parts.
    const fridges = (await (await new Browser().load(searchLoader, '/de/search?q=K%C3%BChlschrank')).json()) as Page
    expect(fridges.categories.map((c) => c.name)).toEqual(['Kühl- & Gefrierschränke'])
    const none = (await (await new Browser().load(searchLoader, '/search?q=zzzzqx')).json()) as Page
    expect(none.categories).toEqual([])
  })
})
