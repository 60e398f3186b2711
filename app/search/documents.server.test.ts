import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { Database, NewProduct } from '~/db/schema'
import { loadProductDocuments, parseAttributeValues } from './documents.server'
import type { ProductDocument } from './types'

let handle: DatabaseHandle
let db: Kysely<Database>

const JUNE = new Date('2024-06-01T12:00:00Z')
const LATER = new Date('2025-02-01T12:00:00Z')

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
    // Multi-row inserts send every column, so each default is spelled out.
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

async function price(productId: number, amount: number, extra: { special?: number; from?: string; to?: string; store?: string } = {}) {
  await db
    .insertInto('product_price')
    .values({
      product_id: productId,
      store_code: extra.store ?? 'default',
      price: amount,
      special_price: extra.special ?? null,
      special_from_date: extra.from ?? null,
      special_to_date: extra.to ?? null,
    })
    .execute()
}

async function stock(productId: number, qty: number, isInStock = 1) {
  await db
    .insertInto('stock')
    .values({ product_id: productId, qty, is_in_stock: isInStock, manage_stock: 1, low_stock_qty: 3, max_sale_qty: 10 })
    .execute()
}

beforeAll(async () => {
  handle = await openDatabase({ sqliteFile: ':memory:' })
  db = handle.db
  await migrateToLatest(db)

  const category = (id: number, parent: number | null, name: string, path: string, isActive = 1) => ({
    id,
    parent_id: parent,
    name,
    url_key: name.toLowerCase(),
    url_path: name.toLowerCase(),
    slug: `${name.toLowerCase()}-${id}`,
    is_active: isActive,
    include_in_menu: 1,
    level: path.split('/').length - 1,
    path,
    position: 0,
    description: null,
    image: null,
  })
  await db
    .insertInto('category')
    .values([
      category(1, null, 'Root', '1'),
      category(2, 1, 'Default', '1/2'),
      category(10, 2, 'Kitchen', '1/2/10'),
      category(11, 10, 'Fridges', '1/2/10/11'),
      category(12, 2, 'Hidden', '1/2/12', 0),
    ])
    .execute()
  await db
    .insertInto('attribute')
    .values([
      {
        code: 'color',
        label: 'Colour',
        is_filterable: 1,
        position: 1,
        frontend_input: 'select',
        is_user_defined: 1,
        is_visible: 1,
        is_comparable: 0,
      },
      {
        code: 'size',
        label: 'Size',
        is_filterable: 1,
        position: 2,
        frontend_input: 'select',
        is_user_defined: 1,
        is_visible: 1,
        is_comparable: 0,
      },
      {
        code: 'brand',
        label: 'Brand',
        is_filterable: 1,
        position: 3,
        frontend_input: 'select',
        is_user_defined: 1,
        is_visible: 1,
        is_comparable: 0,
      },
      {
        code: 'energy',
        label: 'Energy class',
        is_filterable: 0,
        position: 4,
        frontend_input: 'select',
        is_user_defined: 1,
        is_visible: 1,
        is_comparable: 0,
      },
    ])
    .execute()
  await db
    .insertInto('attribute_option')
    .values([
      { attribute_code: 'brand', value: 'koel', label: 'Koel', swatch: null, position: 1 },
      { attribute_code: 'color', value: 'white', label: 'White', swatch: null, position: 1 },
    ])
    .execute()

  await db
    .insertInto('product')
    .values([
      product({
        id: 100,
        name: 'Koel Bar Fridge',
        sku: 'KRO-BF-100',
        brand: 'Koel',
        image: 'no_selection',
        description: 'A small fridge',
        attributes: JSON.stringify({ color: 'white', energy: 'A', ingredients: ['steel', 'glass'] }),
        is_new: 1,
        sales_count: 7,
        position: 3,
      }),
      // configurable with four children
      product({ id: 200, name: 'Retro Fridge', type_id: 'configurable', image: '/img/retro.jpg' }),
      product({ id: 201, name: 'Retro Fridge White', parent_id: 200, visibility: 1, attributes: '{"color":"white","size":"S"}' }),
      product({ id: 202, name: 'Retro Fridge Black', parent_id: 200, visibility: 1, attributes: '{"color":"black","size":"M"}' }),
      product({ id: 203, name: 'Retro Fridge Red', parent_id: 200, visibility: 1, status: 2, attributes: '{"color":"red","size":"L"}' }),
      product({ id: 204, name: 'Retro Fridge Green', parent_id: 200, visibility: 1, attributes: '{"color":"green"}' }),
      // configurable, sold out
      product({ id: 300, name: 'Sold Out Fridge', type_id: 'configurable' }),
      product({ id: 301, name: 'Sold Out Fridge Blue', parent_id: 300, visibility: 1, attributes: '{"color":"blue"}' }),
      // grouped
      product({ id: 400, name: 'Kitchen Starter Set', type_id: 'grouped' }),
      product({ id: 401, name: 'Pot', visibility: 1 }),
      product({ id: 402, name: 'Pan', visibility: 1 }),
      product({ id: 403, name: 'Retired Lid', visibility: 1, status: 2 }),
      // bundle
      product({ id: 500, name: 'Breakfast Bundle', type_id: 'bundle' }),
      product({ id: 501, name: 'Toaster', visibility: 1 }),
      product({ id: 502, name: 'Fancy Toaster', visibility: 1 }),
      product({ id: 503, name: 'Kettle', visibility: 1 }),
      // not listable / not priced / unavailable
      product({ id: 600, name: 'Spare Shelf', visibility: 1 }),
      product({ id: 700, name: 'Unpriced Oven' }),
      product({ id: 800, name: 'Discontinued Hob', status: 2 }),
    ])
    .execute()

  await price(100, 99_900, { special: 79_900, from: '2024-01-01', to: '2024-12-31' })
  await price(100, 5_999, { store: 'de' })
  await price(100, 6_499, { store: 'it' })
  await price(201, 30_000)
  await price(202, 15_000)
  await price(203, 10_000)
  await price(204, 28_000, { special: 20_000 })
  await price(301, 5_000)
  await price(401, 1_000)
  await price(402, 2_000)
  await price(403, 500)
  await price(501, 1_500)
  await price(502, 999)
  await price(503, 700)
  await price(800, 12_345)

  await stock(100, 5)
  await stock(201, 3)
  await stock(202, 0)
  await stock(203, 9)
  await stock(204, 4)
  await stock(301, 0)
  await stock(401, 2)
  await stock(402, 0)
  await stock(501, 1)
  await stock(503, 6)

  await db
    .insertInto('product_category')
    .values([
      { product_id: 100, category_id: 11, position: 0 },
      { product_id: 100, category_id: 12, position: 0 },
      { product_id: 200, category_id: 11, position: 0 },
    ])
    .execute()
  await db
    .insertInto('product_link')
    .values([
      { product_id: 400, linked_product_id: 401, link_type: 'associated', position: 1, qty: 1 },
      { product_id: 400, linked_product_id: 402, link_type: 'associated', position: 2, qty: 1 },
      { product_id: 400, linked_product_id: 403, link_type: 'associated', position: 3, qty: 1 },
      { product_id: 100, linked_product_id: 200, link_type: 'related', position: 1, qty: 1 },
    ])
    .execute()
  await db
    .insertInto('bundle_option')
    .values([
      { id: 1, product_id: 500, title: 'Toaster', position: 1, type: 'select', required: 1 },
      { id: 2, product_id: 500, title: 'Kettle', position: 2, type: 'select', required: 1 },
    ])
    .execute()
  await db
    .insertInto('bundle_selection')
    .values([
      { option_id: 1, product_id: 501, qty: 2, is_default: 1, position: 1 },
      { option_id: 1, product_id: 502, qty: 1, is_default: 0, position: 2 },
      { option_id: 2, product_id: 503, qty: 1, is_default: 1, position: 1 },
    ])
    .execute()
  await db
    .insertInto('translation')
    .values([
      { entity: 'product', entity_id: '100', store_code: 'de', field: 'name', value: 'Koel Kühlschrank' },
      { entity: 'product', entity_id: '100', store_code: 'de', field: 'description', value: 'Ein kleiner Kühlschrank' },
      { entity: 'product', entity_id: '100', store_code: 'de', field: 'ingredients', value: 'Stahl, Glas' },
      { entity: 'category', entity_id: '11', store_code: 'de', field: 'name', value: 'Kühlschränke' },
    ])
    .execute()
})

afterAll(async () => {
  await handle.close()
})

function byId(docs: ProductDocument[]) {
  return new Map(docs.map((doc) => [doc.id, doc]))
}

describe('loadProductDocuments', () => {
  it('loads only listable, priced parents and standalone products', async () => {
    const docs = await loadProductDocuments(db, 'default', JUNE)
    expect(docs.map((doc) => doc.id)).toEqual([100, 200, 300, 400, 500, 800])
    // status is kept for the engine to filter
    expect(byId(docs).get(800)).toMatchObject({ status: 2, price: 12_345 })
  })

  it('applies the special price inside its window only', async () => {
    const june = byId(await loadProductDocuments(db, 'default', JUNE)).get(100)!
    expect(june).toMatchObject({ price: 79_900, regularPrice: 99_900, onSale: true })
    const later = byId(await loadProductDocuments(db, 'default', LATER)).get(100)!
    expect(later).toMatchObject({ price: 99_900, regularPrice: 99_900, onSale: false })
  })

  it('maps a simple product', async () => {
    const doc = byId(await loadProductDocuments(db, 'default', JUNE)).get(100)!
    expect(doc).toMatchObject({
      sku: 'KRO-BF-100',
      name: 'Koel Bar Fridge',
      slug: 'p-100',
      typeId: 'simple',
      brand: 'Koel',
      description: 'A small fridge',
      // the 'ingredients' attribute, searched though not filterable
      ingredients: 'steel, glass',
      inStock: true,
      isNew: true,
      isHoliday: false,
      salesCount: 7,
      position: 3,
      image: null, // 'no_selection'
      visibility: 4,
      status: 1,
    })
    // assigned categories and their ancestors; names of active assigned ones only
    expect(doc.categoryIds).toEqual([1, 2, 10, 11, 12])
    expect(doc.categoryNames).toEqual(['Fridges'])
    // only filterable attributes; brand taken from the brand column via its option
    expect(doc.attributes).toEqual({ color: ['white'], brand: ['koel'] })
  })

  it('folds configurable children into the parent', async () => {
    const docs = await loadProductDocuments(db, 'default', JUNE)
    expect(docs.map((doc) => doc.id)).not.toContain(201)
    const doc = byId(docs).get(200)!
    // cheapest available child: 204 on special (20 000); 203 (unavailable) and 202 (out of stock) are cheaper
    expect(doc).toMatchObject({ price: 20_000, regularPrice: 28_000, onSale: true, inStock: true, image: '/img/retro.jpg' })
    expect(doc.attributes.color.sort()).toEqual(['black', 'green', 'white'])
    expect(doc.attributes.size.sort()).toEqual(['M', 'S'])
  })

  it('lists a sold-out configurable as out of stock at its lowest price', async () => {
    const doc = byId(await loadProductDocuments(db, 'default', JUNE)).get(300)!
    expect(doc).toMatchObject({ price: 5_000, inStock: false, attributes: { color: ['blue'] } })
  })

  it('prices a grouped product as the sum of its available members', async () => {
    const doc = byId(await loadProductDocuments(db, 'default', JUNE)).get(400)!
    expect(doc).toMatchObject({ price: 3_000, regularPrice: 3_000, onSale: false, inStock: true })
  })

  it('prices a bundle from its default selections', async () => {
    const doc = byId(await loadProductDocuments(db, 'default', JUNE)).get(500)!
    expect(doc).toMatchObject({ price: 2 * 1_500 + 700, inStock: true })
  })

  it('uses the store view prices and translations, falling back to English', async () => {
    const de = byId(await loadProductDocuments(db, 'de', JUNE))
    expect([...de.keys()]).toEqual([100])
    expect(de.get(100)).toMatchObject({
      name: 'Koel Kühlschrank',
      description: 'Ein kleiner Kühlschrank',
      ingredients: 'Stahl, Glas',
      price: 5_999,
      onSale: false,
      categoryNames: ['Kühlschränke'],
    })
    const it = byId(await loadProductDocuments(db, 'it', JUNE)).get(100)!
    expect(it).toMatchObject({ name: 'Koel Bar Fridge', price: 6_499, categoryNames: ['Fridges'], ingredients: 'steel, glass' })
  })

  it('loads selected ids only, ignoring children and non-listable ids', async () => {
    const docs = await loadProductDocuments(db, 'default', JUNE, { ids: [200, 201, 600, 999] })
    expect(docs.map((doc) => doc.id)).toEqual([200])
    expect(docs[0].price).toBe(20_000)
    expect(await loadProductDocuments(db, 'default', JUNE, { ids: [] })).toEqual([])
  })

  it('chunks long id lists', async () => {
    const ids = Array.from({ length: 2500 }, (_, i) => 10_000 + i).concat([400, 500, 100])
    const docs = await loadProductDocuments(db, 'default', JUNE, { ids })
    expect(docs.map((doc) => doc.id)).toEqual([100, 400, 500])
    expect(byId(docs).get(500)!.price).toBe(3_700)
  })
})

describe('parseAttributeValues', () => {
  it('reads strings, numbers and arrays, and ignores junk', () => {
    expect(parseAttributeValues('{"color":"white","capacity":300,"size":["S","M","S"],"x":null,"y":{"a":1},"z":" "}')).toEqual({
      color: ['white'],
      capacity: ['300'],
      size: ['S', 'M'],
    })
    expect(parseAttributeValues('not json')).toEqual({})
    expect(parseAttributeValues('[1,2]')).toEqual({})
    expect(parseAttributeValues(null)).toEqual({})
  })
})
