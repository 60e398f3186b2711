import './support/env'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareNatural } from '~/domain/natural-order'
import { getProductPage } from '~/providers/catalog/index.server'
import { loadListing, type ListingView } from '~/providers/catalog/listing.server'
import { buildSearchIndexes, setSearchEngine } from '~/providers/catalog/search.server'
import { loader as categoryLoader } from '~/routes/($store)+/_catalog+/c.$slug'
import { loader as searchLoader } from '~/routes/($store)+/_catalog+/search'
import { storeViewByCode } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

const FRIDGES_ID = 12
const rand = storeViewByCode('default')!
const euro = storeViewByCode('de')!

/** A price label as the money formatter writes it: 'R 7 500.00' or '7.500,00 €'. */
const RAND = /^R \d{1,3}( \d{3})*\.\d{2}$/
const EURO = /^\d{1,3}(\.\d{3})*,\d{2} €$/

function amounts(label: string): string[] {
  return label.replace(/^[<>] /, '').split(' - ')
}

async function listingOf(response: Response): Promise<ListingView> {
  expect(response.status).toBe(200)
  const data = (await response.json()) as { listing: ListingView }
  return data.listing
}

describeEachDatabase('price and attribute facets', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>

  beforeAll(async () => {
    shop = await openShop(kind)
    await buildSearchIndexes(shop.db, ['default', 'de'])
  })
  afterAll(async () => {
    setSearchEngine(undefined)
    await shop?.close()
  })

  it('splits the fridges in rand into several price buckets labelled like prices', async () => {
    const listing = await listingOf(await new Browser().load(categoryLoader, '/c/fridges-freezers', { slug: 'fridges-freezers' }))
    expect(listing.total).toBeGreaterThan(4)
    // Before, one bucket ('> R2000') held every fridge.
    expect(listing.priceFacets.length).toBeGreaterThanOrEqual(4)
    expect(listing.priceFacets.length).toBeLessThanOrEqual(6)
    for (const facet of listing.priceFacets) for (const amount of amounts(facet.label)) expect(amount).toMatch(RAND)
    expect(listing.priceFacets[0].label.startsWith('< R ')).toBe(true)
    expect(listing.priceFacets.at(-1)!.label.startsWith('> R ')).toBe(true)
    // Unfiltered, the buckets hold every product once.
    expect(listing.priceFacets.reduce((sum, facet) => sum + facet.count, 0)).toBe(listing.total)
  })

  it('filters by a bucket: every product is within it, and the buckets stay put', async () => {
    const all = await listingOf(await new Browser().load(categoryLoader, '/c/fridges-freezers', { slug: 'fridges-freezers' }))
    const bucket = all.priceFacets[1]
    const [from, to] = bucket.value.split('-').map((n) => (n === '' ? null : Number(n) * 100))
    const path = `/c/fridges-freezers?price=${bucket.value}`
    const filtered = await listingOf(await new Browser().load(categoryLoader, path, { slug: 'fridges-freezers' }))
    expect(filtered.total).toBe(bucket.count)
    for (const item of filtered.items) {
      expect(item.price).toBeGreaterThanOrEqual(from!)
      if (to !== null) expect(item.price).toBeLessThan(to)
    }
    expect(filtered.priceFacets.map((f) => f.value)).toEqual(all.priceFacets.map((f) => f.value))
    expect(filtered.priceFacets.find((f) => f.value === bucket.value)?.selected).toBe(true)
  })

  it('lists energy classes and capacities in their natural order', async () => {
    const listing = await listingOf(await new Browser().load(categoryLoader, '/c/fridges-freezers', { slug: 'fridges-freezers' }))
    const energy = listing.facets.find((facet) => facet.code === 'energy_class')
    expect(energy).toBeDefined()
    const labels = energy!.buckets.map((bucket) => bucket.label)
    expect(labels.length).toBeGreaterThan(1)
    const order = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']
    expect(labels.map((label) => order.indexOf(label))).toEqual([...labels.map((label) => order.indexOf(label))].sort((a, b) => a - b))
    const capacity = listing.facets.find((facet) => facet.code === 'capacity')
    expect(capacity).toBeDefined()
    const values = capacity!.buckets.map((bucket) => bucket.value)
    expect(values).toEqual([...values].sort(compareNatural))
  })

  it('gives the search page the same kind of buckets', async () => {
    const response = await new Browser().load(searchLoader, '/search?q=fridge')
    const listing = await listingOf(response)
    expect(listing.total).toBeGreaterThan(0)
    for (const facet of listing.priceFacets) for (const amount of amounts(facet.label)) expect(amount).toMatch(RAND)
  })

  it('splits the same fridges in euro and labels them as the euro view writes prices', async () => {
    const listing = await loadListing(euro, new URLSearchParams(), { categoryId: FRIDGES_ID })
    expect(listing.priceFacets.length).toBeGreaterThanOrEqual(3)
    for (const facet of listing.priceFacets) for (const amount of amounts(facet.label)) expect(amount).toMatch(EURO)
    const rands = await loadListing(rand, new URLSearchParams(), { categoryId: FRIDGES_ID })
    expect(listing.priceFacets.map((f) => f.value)).not.toEqual(rands.priceFacets.map((f) => f.value))
  })

  it("lists a product's configurable options in their natural order", async () => {
    const fridges = await shop.db
      .selectFrom('product')
      .select(['sku', 'slug'])
      .where('type_id', '=', 'configurable')
      .where('sku', 'like', 'FRG-%')
      .execute()
    let checked = 0
    for (const row of fridges) {
      const page = await getProductPage(rand, { parentSku: row.sku, slug: row.slug })
      const capacity = page?.configurable?.options.find((option) => option.code === 'capacity')
      if (!capacity || capacity.values.length < 2) continue
      const values = capacity.values.map((value) => value.value)
      expect(values).toEqual([...values].sort(compareNatural))
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })

  describe('price links', () => {
    it('drops a price range that is off the ladder', async () => {
      const listing = await loadListing(rand, new URLSearchParams('price=1234-5678'), { categoryId: FRIDGES_ID })
      expect(listing.canonical).toBe('')
      expect(listing.priceFacets.some((f) => f.selected)).toBe(false)
    })
  })
})
