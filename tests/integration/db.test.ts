import { afterEach, expect, it } from 'vitest'
import type { NewProduct } from '~/db/schema'
import { createTestDatabase, describeEachDatabase, migrateTestDatabase, useTestDatabase, type TestDatabase } from '../setup/db'

function product(id: number, overrides: Partial<NewProduct> = {}): NewProduct {
  const now = '2025-01-15T08:30:00.000Z'
  return {
    id,
    sku: `KAR-${id}`,
    type_id: 'simple',
    name: `Test kettle ${id}`,
    slug: `test-kettle-${id}`,
    url_key: `test-kettle-${id}`,
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    attributes: '{}',
    position: 0,
    is_new: 0,
    is_holiday: 0,
    sales_count: 0,
    created_at: now,
    updated_at: now,
    ...overrides,
  }
}

describeEachDatabase('database layer: migrations', (kind) => {
  let database: TestDatabase | undefined
  afterEach(async () => {
    await database?.drop()
    database = undefined
  })

  it('applies every migration once and finds nothing to do the second time', async () => {
    database = await createTestDatabase(kind, { migrate: false })
    const first = await migrateTestDatabase(database)
    expect(first).toContain('0001-catalogue')
    expect(first).toContain('0005-customers')

    const second = await migrateTestDatabase(database)
    expect(second).toEqual([])

    // The schema is usable after the second run, and the runner recorded each migration once.
    const products = await database.db.selectFrom('product').select('id').execute()
    expect(products).toEqual([])
    const recorded = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute()
    expect(recorded).toHaveLength(first.length)
  })
})

describeEachDatabase('database layer: rows', (kind) => {
  const database = useTestDatabase(kind)

  it('round-trips a product with its JSON attributes text unchanged', async () => {
    const { db } = database()
    const attributes = JSON.stringify({
      color: '49',
      capacity: '1.7 l',
      energy_class: 'A+++',
      note: 'Café "Karoo" – 2 200 W, ünïcödé ✓',
    })
    await db
      .insertInto('product')
      .values(product(1001, { attributes, brand: 'Defy', is_new: 1, weight: 1250 }))
      .execute()

    const row = await db.selectFrom('product').selectAll().where('sku', '=', 'KAR-1001').executeTakeFirstOrThrow()
    expect(row.id).toBe(1001)
    expect(row.brand).toBe('Defy')
    expect(row.attributes).toBe(attributes)
    expect(JSON.parse(row.attributes)).toEqual({
      color: '49',
      capacity: '1.7 l',
      energy_class: 'A+++',
      note: 'Café "Karoo" – 2 200 W, ünïcödé ✓',
    })
    // Integers and nulls come back as plain numbers and null on both databases.
    expect(row.is_new).toBe(1)
    expect(row.weight).toBe(1250)
    expect(row.description).toBeNull()
  })

  it('leaves nothing behind when a transaction is rolled back', async () => {
    const { db } = database()
    let seenInside = -1
    const attempt = db.transaction().execute(async (trx) => {
      await trx.insertInto('product').values(product(2001)).execute()
      await trx.insertInto('product_price').values({ product_id: 2001, store_code: 'default', price: 129_900 }).execute()
      const inside = await trx.selectFrom('product').select('id').execute()
      seenInside = inside.length
      throw new Error('payment declined')
    })
    await expect(attempt).rejects.toThrow('payment declined')

    expect(seenInside).toBe(1)
    expect(await db.selectFrom('product').select('id').execute()).toEqual([])
    expect(await db.selectFrom('product_price').select('product_id').execute()).toEqual([])
  })

  it('stores R 100 million in cents (10 000 000 000) exactly in integer money columns', async () => {
    const { db } = database()
    const hundredMillionRand = 100_000_000_00
    await db.insertInto('product').values(product(3001)).execute()
    await db
      .insertInto('product_price')
      .values({
        product_id: 3001,
        store_code: 'default',
        price: hundredMillionRand,
        special_price: hundredMillionRand - 1,
      })
      .execute()

    const row = await db
      .selectFrom('product_price')
      .select(['price', 'special_price'])
      .where('product_id', '=', 3001)
      .where('store_code', '=', 'default')
      .executeTakeFirstOrThrow()
    expect(row.price).toBe(10_000_000_000)
    expect(row.special_price).toBe(9_999_999_999)
  })
})
