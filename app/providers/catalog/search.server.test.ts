import type { Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { Database, NewProduct } from '~/db/schema'
import { OramaSearchEngine } from '~/search/orama.server'
import type { ProductQuery } from '~/search/types'
import { affectedProductIds, buildSearchIndexes, getSearchEngine, reindexProducts, searchProducts, setSearchEngine } from './search.server'

let handle: DatabaseHandle
let db: Kysely<Database>

function product(row: Partial<NewProduct> & Pick<NewProduct, 'id' | 'name'>): NewProduct {
  return {
    sku: `SKU-${row.id}`,
    type_id: 'simple',
    slug: `p-${row.id}`,
    url_key: `p-${row.id}`,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    visibility: 4,
    status: 1,
    parent_id: null,
    tax_class_id: 2,
    brand: null,
    description: null,
    short_description: null,
    image: null,
    attributes: '{}',
    weight: null,
    position: 0,
    is_new: 0,
    is_holiday: 0,
    sales_count: 0,
    downloadable_file: null,
    ...row,
  }
}

const all: ProductQuery = { priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50 }

beforeAll(async () => {
  handle = await openDatabase({ sqliteFile: ':memory:' })
  db = handle.db
  await migrateToLatest(db)
  await db
    .insertInto('product')
    .values([
      product({ id: 1, name: 'Steam Iron' }),
      product({ id: 2, name: 'Stand Mixer', type_id: 'configurable' }),
      product({ id: 3, name: 'Stand Mixer Red', parent_id: 2, visibility: 1 }),
      product({ id: 4, name: 'Laundry Set', type_id: 'grouped' }),
    ])
    .execute()
  await db
    .insertInto('product_price')
    .values(
      [1, 3].flatMap((id) =>
        ['default', 'de'].map((store) => ({
          product_id: id,
          store_code: store,
          price: id * 1000,
          special_price: null,
          special_from_date: null,
          special_to_date: null,
        })),
      ),
    )
    .execute()
  await db
    .insertInto('stock')
    .values([1, 3].map((id) => ({ product_id: id, qty: 5, is_in_stock: 1, manage_stock: 1, low_stock_qty: 1, max_sale_qty: 10 })))
    .execute()
  await db
    .insertInto('product_link')
    .values({ product_id: 4, linked_product_id: 1, link_type: 'associated', qty: 1, position: 1 })
    .execute()
})

afterAll(async () => {
  setSearchEngine(undefined)
  await handle.close()
})

beforeEach(async () => {
  setSearchEngine(new OramaSearchEngine())
  await buildSearchIndexes(db, ['default', 'de'])
})

describe('search provider', () => {
  it('keeps one engine per process', () => {
    expect(getSearchEngine()).toBe(getSearchEngine())
    expect(getSearchEngine().name).toBe('orama')
  })

  it('builds an index per store view and reports progress', async () => {
    const progress: [string, number, number][] = []
    await buildSearchIndexes(db, ['default', 'de', 'it'], (store, done, total) => progress.push([store, done, total]))
    // Each store view ends with all of its documents indexed.
    const ends = progress.filter(([, done, total]) => done === total)
    expect(ends.map(([store]) => store)).toEqual(['default', 'de', 'it'])
    expect(ends.map(([, , total]) => total)).toEqual([3, 3, 0]) // 'it' has no prices, so no products
    const result = await searchProducts('default', all)
    expect(result.items.map((doc) => [doc.id, doc.price])).toEqual([
      [1, 1000],
      [2, 3000],
      [4, 1000],
    ])
    expect((await searchProducts('it', all)).total).toBe(0) // no prices in that view
  })

  it('finds the listable products that depend on changed ones', async () => {
    expect(await affectedProductIds(db, [3])).toEqual([2, 3])
    expect(await affectedProductIds(db, [1])).toEqual([1, 4])
  })

  it('reindexes parents when a child changes, in every store view given', async () => {
    await db.updateTable('product_price').set({ price: 2500 }).where('product_id', '=', 3).execute()
    await reindexProducts(db, [3], ['default', 'de'])
    for (const store of ['default', 'de']) {
      const mixer = (await searchProducts(store, { ...all, text: 'mixer' })).items
      expect(mixer.map((doc) => [doc.id, doc.price])).toEqual([[2, 2500]])
    }
    await db.updateTable('product_price').set({ price: 3000 }).where('product_id', '=', 3).execute()
  })

  it('removes products that are no longer listable', async () => {
    await db.updateTable('product').set({ visibility: 1 }).where('id', '=', 1).execute()
    await reindexProducts(db, [1], ['default'])
    const result = await searchProducts('default', all)
    // the iron is no longer listed on its own, but still counts as a member of the grouped set
    expect(result.items.map((doc) => [doc.id, doc.price])).toEqual([
      [2, 3000],
      [4, 1000],
    ])
    await db.updateTable('product').set({ status: 2 }).where('id', '=', 1).execute()
    await reindexProducts(db, [1], ['default'])
    // unavailable now: the grouped set has no member and no price of its own, so it leaves too
    expect((await searchProducts('default', all)).items.map((doc) => doc.id)).toEqual([2])
    await db.updateTable('product').set({ status: 1 }).where('id', '=', 1).execute()
    await db.updateTable('product').set({ visibility: 4 }).where('id', '=', 1).execute()
  })
})
