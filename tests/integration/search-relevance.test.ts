import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ListingView } from '~/providers/listing.server'
import { buildSearchIndexes, setSearchEngine } from '~/providers/search.server'
import { loader as searchLoader } from '~/routes/($store)+/search'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

/** The names of the first five products the search page lists for a path like '/search?q=coffee'. */
async function topFive(path: string): Promise<string[]> {
  const response = await new Browser().load(searchLoader, path)
  expect(response.status).toBe(200)
  const { listing } = (await response.json()) as { listing: ListingView }
  return listing.items.slice(0, 5).map((item) => item.name)
}

// What a shopper means by one word: the appliance first, its spare parts and accessories after it.
describeEachDatabase('search relevance in the demo catalogue', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
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
    expect(names.filter((name) => part.test(name)), names.join(' | ')).toEqual([])
  })

  // A part names its appliance ("Kühlschrank-Türdichtung", "Kalkfilter für Wasserkocher") but is
  // a seal or a filter: the appliances come first in every view.
  it.each([
    ['/de/search?q=K%C3%BChlschrank', 3, /k(ü|u)hlschrank$/i],
    ['/de/search?q=Wasserkocher', 3, /wasserkocher$/i],
    ['/de/search?q=Kaffeemaschine', 2, /kaffeemaschine$/i],
    ['/search?q=fridge', 3, /fridge$/i],
    ['/search?q=kettle', 3, /kettle$/i],
    ['/search?q=coffee%20machine', 3, /(coffee|espresso) (machine|maker)$/i],
    ['/it/search?q=frigorifero', 3, /^frigorifero/i],
    ['/it/search?q=bollitore', 3, /^bollitore/i],
    ['/it/search?q=macchina%20da%20caff%C3%A8', 3, /^macchina/i],
  ])('%s lists appliances first (the first %i)', async (path, count, appliance) => {
    const names = await topFive(path)
    // The name without its sku, its size and what follows "mit"/"with"/"con".
    const kind = (name: string) => name.replace(/ [A-Z]{2}\d{4}$/, '').replace(/ [\d,.]+ (L|kg)$/, '').replace(/ (mit|with|con) .*$/i, '')
    expect(names.slice(0, count).filter((name) => appliance.test(kind(name))), names.join(' | ')).toHaveLength(count)
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
