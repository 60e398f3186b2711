import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { ProductRow } from '~/db/schema'
import { MEDIA_SHAPES } from '~/media/illustrations.server'
import { drawingByRule } from '~/media/product-drawing'
import { DEMO_FIXTURES, MIN_PRODUCT_COUNT, SEED_BASE_DATE, seedCatalogue } from './catalogue.server'

const STORES = ['default', 'de', 'it'] as const
const SHAPES = new Set<string>(MEDIA_SHAPES)

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ sqliteFile: ':memory:' })
  await migrateToLatest(handle.db)
  return handle
}

function inWindow(
  p: { special_price: number | null; price: number; special_from_date: string | null; special_to_date: string | null },
  today: string,
) {
  if (p.special_price === null || p.special_price >= p.price) return false
  if (p.special_from_date !== null && p.special_from_date > today) return false
  if (p.special_to_date !== null && p.special_to_date < today) return false
  return true
}

describe('seedCatalogue (default demo catalogue)', () => {
  let handle: DatabaseHandle
  let result: { products: number; categories: number }
  let products: ProductRow[]
  const bySku = (sku: string) => {
    const found = products.find((p) => p.sku === sku)
    if (!found) throw new Error(`missing ${sku}`)
    return found
  }

  beforeAll(async () => {
    handle = await freshDatabase()
    result = await seedCatalogue(handle.db)
    products = await handle.db.selectFrom('product').selectAll().orderBy('id').execute()
  })
  afterAll(async () => {
    await handle.close()
  })

  it('creates a catalogue of believable size with every product type', async () => {
    const listable = products.filter((p) => p.visibility > 1)
    expect(result.products).toBe(listable.length)
    expect(listable.length).toBeGreaterThanOrEqual(300)
    expect(result.categories).toBeGreaterThanOrEqual(27)

    const count = (type: string) => products.filter((p) => p.type_id === type).length
    expect(count('simple')).toBeGreaterThan(count('configurable'))
    expect(count('configurable')).toBeGreaterThanOrEqual(15)
    expect(count('grouped')).toBeGreaterThanOrEqual(4)
    expect(count('bundle')).toBeGreaterThanOrEqual(4)
    expect(count('virtual')).toBeGreaterThanOrEqual(6)
    expect(count('downloadable')).toBeGreaterThanOrEqual(6)

    expect(listable.filter((p) => p.is_new === 1).length).toBeGreaterThanOrEqual(10)
    expect(listable.filter((p) => p.is_holiday === 1).length).toBeGreaterThanOrEqual(8)
    const created = products.map((p) => p.created_at).sort()
    expect(created[0] >= '2026-01-01').toBe(true)
    expect(created[created.length - 1] < `${SEED_BASE_DATE}T00:00:00.000Z`).toBe(true)
  })

  it('builds the category tree under root 2 with consistent paths and translations', async () => {
    const categories = await handle.db.selectFrom('category').selectAll().orderBy('id').execute()
    const byId = new Map(categories.map((c) => [c.id, c]))
    expect(byId.get(1)).toMatchObject({ parent_id: null, level: 0, path: '1' })
    expect(byId.get(2)).toMatchObject({ parent_id: 1, level: 1, path: '1/2', name: 'Default Category' })
    const shop = categories.filter((c) => c.level >= 2)
    expect(shop.length).toBeGreaterThanOrEqual(25)
    expect(shop.some((c) => c.level === 3)).toBe(true)

    for (const c of categories) {
      if (c.parent_id === null) continue
      const parent = byId.get(c.parent_id)!
      expect(c.path).toBe(`${parent.path}/${c.id}`)
      expect(c.level).toBe(parent.level + 1)
      expect(c.slug).toBe(c.url_key)
      if (c.level === 2) expect(c.url_path).toBe(c.url_key)
      if (c.level === 3) expect(c.url_path).toBe(`${parent.url_path}/${c.url_key}`)
      if (c.level >= 2) expect(c.image).toBe(c.image && `/media/${c.image.split('/')[2]}/neutral/cat-${c.id}.svg`)
      if (c.level >= 2) expect(SHAPES.has(c.image!.split('/')[2])).toBe(true)
    }
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length)
    expect(byId.get(12)).toMatchObject({
      name: 'Fridges & Freezers',
      slug: 'fridges-freezers',
      url_path: 'large-appliances/fridges-freezers',
    })

    const names = await handle.db
      .selectFrom('translation')
      .selectAll()
      .where('entity', '=', 'category')
      .where('field', '=', 'name')
      .execute()
    for (const store of ['de', 'it']) {
      const ids = new Set(names.filter((t) => t.store_code === store).map((t) => t.entity_id))
      for (const c of categories) expect(ids.has(String(c.id))).toBe(true)
    }
    expect(names.find((t) => t.entity_id === '12' && t.store_code === 'de')?.value).toBe('Kühl- & Gefrierschränke')
  })

  it('defines filterable attributes with options and translated labels', async () => {
    const attributes = await handle.db.selectFrom('attribute').selectAll().execute()
    const codes = attributes.map((a) => a.code).sort()
    expect(codes).toEqual(['brand', 'capacity', 'color', 'energy_class', 'size', 'warranty_years'])
    for (const code of ['color', 'size', 'capacity', 'brand', 'energy_class']) {
      expect(attributes.find((a) => a.code === code)?.is_filterable).toBe(1)
    }
    const options = await handle.db.selectFrom('attribute_option').selectAll().execute()
    const colours = options.filter((o) => o.attribute_code === 'color')
    expect(colours.map((o) => o.value)).toEqual(
      expect.arrayContaining(['white', 'black', 'stainless', 'silver', 'red', 'cream', 'graphite']),
    )
    for (const c of colours) expect(c.swatch).toMatch(/^#[0-9A-F]{6}$/)

    const translations = await handle.db
      .selectFrom('translation')
      .selectAll()
      .where('entity', 'in', ['attribute', 'attribute_option'])
      .execute()
    const keys = new Set(translations.map((t) => `${t.entity}|${t.entity_id}|${t.store_code}`))
    for (const store of ['de', 'it']) {
      for (const a of attributes) expect(keys.has(`attribute|${a.code}|${store}`)).toBe(true)
      for (const o of options) expect(keys.has(`attribute_option|${o.attribute_code}:${o.value}|${store}`)).toBe(true)
    }
    expect(translations.find((t) => t.entity_id === 'color:white' && t.store_code === 'de')?.value).toBe('Weiß')

    // Every attribute value on a product is a known option.
    const known = new Set(options.map((o) => `${o.attribute_code}:${o.value}`))
    for (const p of products) {
      for (const [code, value] of Object.entries(JSON.parse(p.attributes) as Record<string, string>)) {
        expect(known.has(`${code}:${value}`), `${p.sku} ${code}:${value}`).toBe(true)
      }
    }
  })

  it('translates product names and short descriptions into German and Italian', async () => {
    const rows = await handle.db
      .selectFrom('translation')
      .select(['entity_id', 'store_code', 'field'])
      .where('entity', '=', 'product')
      .execute()
    for (const store of ['de', 'it']) {
      const named = new Set(rows.filter((r) => r.store_code === store && r.field === 'name').map((r) => r.entity_id))
      const described = new Set(rows.filter((r) => r.store_code === store && r.field === 'short_description').map((r) => r.entity_id))
      const both = [...named].filter((id) => described.has(id))
      expect(both.length).toBeGreaterThanOrEqual(30)
    }
    const washer = bySku(DEMO_FIXTURES.customOptions)
    const de = await handle.db
      .selectFrom('translation')
      .selectAll()
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(washer.id))
      .where('field', '=', 'name')
      .where('store_code', '=', 'de')
      .executeTakeFirstOrThrow()
    expect(de.value).toContain('Waschmaschine')
  })

  it('keeps products consistent: unique skus and slugs, parents, prices, stock, media', async () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length)
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length)
    for (const p of products) {
      expect(p.sku).toMatch(/^[A-Z]{3}-\d{4}(-[A-Z0-9]+)*$/)
      expect(p.url_key).toBe(p.slug)
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    const byId = new Map(products.map((p) => [p.id, p]))

    const children = products.filter((p) => p.parent_id !== null)
    expect(children.length).toBeGreaterThan(0)
    for (const child of children) {
      expect(byId.get(child.parent_id!)?.type_id).toBe('configurable')
      expect(child.visibility).toBe(1)
      expect(child.type_id).toBe('simple')
    }
    const configurables = products.filter((p) => p.type_id === 'configurable')
    const options = await handle.db.selectFrom('configurable_option').selectAll().execute()
    for (const parent of configurables) {
      expect(parent.visibility).toBe(4)
      const kids = children.filter((c) => c.parent_id === parent.id)
      expect(kids.length).toBeGreaterThanOrEqual(2)
      const axes = options.filter((o) => o.product_id === parent.id).map((o) => o.attribute_code)
      expect(axes.length).toBeGreaterThanOrEqual(1)
      // Children differ in exactly the configurable attributes.
      const signatures = kids.map((k) => {
        const attrs = JSON.parse(k.attributes) as Record<string, string>
        return axes.map((a) => attrs[a]).join('|')
      })
      expect(new Set(signatures).size).toBe(kids.length)
      expect(signatures.every((s) => !s.split('|').includes('undefined'))).toBe(true)
    }

    const prices = await handle.db.selectFrom('product_price').selectAll().execute()
    const stock = await handle.db.selectFrom('stock').selectAll().execute()
    const stockById = new Map(stock.map((s) => [s.product_id, s]))
    for (const p of products) {
      for (const store of STORES) {
        expect(
          prices.some((r) => r.product_id === p.id && r.store_code === store),
          `${p.sku} ${store}`,
        ).toBe(true)
      }
      expect(stockById.has(p.id), p.sku).toBe(true)
    }
    for (const r of prices) {
      if (r.price === 0) continue
      if (
        r.store_code === 'default' &&
        bySkuId(products, r.product_id).type_id !== 'grouped' &&
        bySkuId(products, r.product_id).type_id !== 'bundle'
      ) {
        expect([9900, 4900], `${r.product_id}`).toContain(r.price % 10000)
      }
      if (r.special_price !== null) expect(r.special_price).toBeLessThan(r.price)
    }
    const euro = prices.filter(
      (r) =>
        r.store_code !== 'default' &&
        r.price > 0 &&
        ['simple', 'virtual', 'downloadable'].includes(bySkuId(products, r.product_id).type_id),
    )
    for (const r of euro) expect(r.price % 100).toBe(99)
    const fridge = prices.find((r) => r.product_id === bySku('FRG-0903-WHT-300L').id && r.store_code === 'default')!
    expect(fridge.price).toBeGreaterThan(300_000)

    // Unmanaged stock for virtual, downloadable and parent products; max sale qty 2-3 for large appliances.
    for (const p of products) {
      const s = stockById.get(p.id)!
      if (['virtual', 'downloadable', 'configurable', 'grouped', 'bundle'].includes(p.type_id)) {
        expect(s).toMatchObject({ manage_stock: 0, is_in_stock: 1 })
      } else {
        expect(s.manage_stock).toBe(1)
        if (s.is_in_stock === 0) expect(s.qty).toBe(0)
      }
    }
    const managed = stock.filter((s) => s.manage_stock === 1)
    const out = managed.filter((s) => s.is_in_stock === 0).length / managed.length
    const volatile = managed.filter((s) => s.is_in_stock === 1 && s.qty <= s.low_stock_qty).length / managed.length
    expect(out).toBeGreaterThan(0.01)
    expect(out).toBeLessThan(0.12)
    expect(volatile).toBeGreaterThan(0.01)
    expect(volatile).toBeLessThan(0.12)
    expect(stockById.get(bySku(DEMO_FIXTURES.customOptions).id)!.max_sale_qty).toBeLessThanOrEqual(3)
    expect(stockById.get(bySku(DEMO_FIXTURES.volatileStock).id)!.max_sale_qty).toBe(10)

    // Images: /media/{shape}/{colour}/{sku}.svg and 2-4 gallery rows of the same shape.
    const media = await handle.db.selectFrom('product_media').selectAll().execute()
    for (const p of products) {
      const attrs = JSON.parse(p.attributes) as Record<string, string>
      const match = /^\/media\/([a-z]+)\/([a-z]+)\/([a-z0-9-]+)\.svg$/.exec(p.image ?? '')
      expect(match, p.sku).not.toBeNull()
      const [, shape, colour, key] = match!
      expect(SHAPES.has(shape)).toBe(true)
      // Every demo product is drawn as what its own name says, found by a rule (not by its family's drawing).
      expect(drawingByRule({ name: p.name, type: p.type_id }), p.name).toBe(shape)
      expect(key).toBe(p.sku.toLowerCase())
      if (p.type_id === 'simple') expect(colour).toBe(attrs.color ?? 'neutral')
      const gallery = media.filter((m) => m.product_id === p.id)
      expect(gallery.length).toBeGreaterThanOrEqual(2)
      expect(gallery.length).toBeLessThanOrEqual(4)
      gallery.forEach((m) => expect(m.image).toBe(`/media/${shape}/${colour}/${key}-${m.position + 1}.svg`))
    }

    // Listable products sit in a category; children do not.
    const links = await handle.db.selectFrom('product_category').selectAll().execute()
    for (const p of products) {
      expect(links.some((l) => l.product_id === p.id)).toBe(p.visibility > 1)
    }
  })

  it('links grouped, bundle and related products correctly', async () => {
    const byId = new Map(products.map((p) => [p.id, p]))
    const links = await handle.db.selectFrom('product_link').selectAll().execute()
    const prices = await handle.db.selectFrom('product_price').selectAll().execute()
    const price = (id: number, store: string) => prices.find((r) => r.product_id === id && r.store_code === store)!.price

    for (const set of products.filter((p) => p.type_id === 'grouped')) {
      const members = links.filter((l) => l.product_id === set.id && l.link_type === 'associated')
      expect(members.length).toBeGreaterThanOrEqual(2)
      for (const m of members) {
        expect(m.qty).toBe(1)
        expect(byId.get(m.linked_product_id)?.type_id).toBe('simple')
      }
      for (const store of STORES) {
        expect(price(set.id, store)).toBe(members.reduce((sum, m) => sum + price(m.linked_product_id, store), 0))
      }
    }

    const bundleOptions = await handle.db.selectFrom('bundle_option').selectAll().execute()
    const selections = await handle.db.selectFrom('bundle_selection').selectAll().execute()
    for (const bundle of products.filter((p) => p.type_id === 'bundle')) {
      const options = bundleOptions.filter((o) => o.product_id === bundle.id)
      expect(options.length).toBeGreaterThanOrEqual(2)
      let total = 0
      for (const option of options) {
        const picks = selections.filter((s) => s.option_id === option.id)
        expect(picks.length).toBeGreaterThanOrEqual(1)
        const defaults = picks.filter((s) => s.is_default === 1)
        expect(defaults).toHaveLength(1)
        total += price(defaults[0].product_id, 'default') * defaults[0].qty
      }
      expect(price(bundle.id, 'default')).toBe(total)
    }

    const related = links.filter((l) => l.link_type === 'related')
    expect(new Set(related.map((l) => l.product_id)).size).toBeGreaterThan(150)
    for (const l of links) {
      expect(byId.has(l.product_id) && byId.has(l.linked_product_id)).toBe(true)
      expect(l.product_id).not.toBe(l.linked_product_id)
    }
  })

  it('adds tax rates, a tax rule and legacy URL rewrites', async () => {
    const rates = await handle.db.selectFrom('tax_rate').selectAll().orderBy('id').execute()
    expect(rates.map((r) => [r.tax_country_id, r.rate_bp, r.region_name, r.tax_region_id])).toEqual([
      ['ZA', 1500, '', 0],
      ['DE', 1900, '', 0],
      ['IT', 2200, '', 0],
    ])
    const rule = await handle.db.selectFrom('tax_rule').selectAll().executeTakeFirstOrThrow()
    expect(JSON.parse(rule.rate_ids)).toEqual(rates.map((r) => r.id))

    const rewrites = await handle.db.selectFrom('url_rewrite').selectAll().execute()
    expect(rewrites.find((r) => r.request_path === '/fridges')).toMatchObject({ target_path: '/c/fridges-freezers', redirect_type: 301 })
    expect(rewrites.find((r) => r.request_path === '/kettles.html')?.target_path).toBe('/c/kettles')
    const fridge = bySku(DEMO_FIXTURES.configurablePartial)
    expect(rewrites.find((r) => r.entity_type === 'product' && r.entity_id === fridge.id)?.target_path).toBe(
      `/p/${fridge.sku}/${fridge.slug}`,
    )
    for (const r of rewrites) {
      expect(r.store_code).toBe('default')
      expect(r.target_path.startsWith('/de/') || r.target_path.startsWith('/it/')).toBe(false)
    }
  })

  it('adds custom options with fixed and percent prices to some large appliances', async () => {
    const washer = bySku(DEMO_FIXTURES.customOptions)
    const options = await handle.db
      .selectFrom('custom_option')
      .selectAll()
      .where('product_id', '=', washer.id)
      .orderBy('position')
      .execute()
    expect(options.map((o) => o.title)).toEqual(['Installation', 'Extended care', 'Old appliance removal'])
    const values = await handle.db
      .selectFrom('custom_option_value')
      .selectAll()
      .where(
        'option_id',
        'in',
        options.map((o) => o.id),
      )
      .execute()
    // Installation comes with large-appliance delivery (installation.ts): its values add nothing; removal is a fixed charge.
    const installation = values.filter((v) => v.option_id === options[0].id)
    expect(installation.map((v) => [v.price, v.price_eur])).toEqual([
      [0, 0],
      [0, 0],
    ])
    const removal = values.filter((v) => v.option_id === options[2].id)
    expect(removal.every((v) => v.price_type === 'fixed' && v.price > 0 && v.price_eur > 0)).toBe(true)
    expect(values.filter((v) => v.option_id === options[1].id).map((v) => [v.price_type, v.price])).toEqual([
      ['percent', 500],
      ['percent', 1000],
    ])

    const withOptions = await handle.db.selectFrom('custom_option').select('product_id').distinct().execute()
    expect(withOptions.length).toBeGreaterThan(10)
  })

  it('provides the documented DEMO_FIXTURES', async () => {
    for (const sku of Object.values(DEMO_FIXTURES)) bySku(sku)
    const stockOf = async (sku: string) =>
      handle.db.selectFrom('stock').selectAll().where('product_id', '=', bySku(sku).id).executeTakeFirstOrThrow()
    const pricesOf = async (sku: string) =>
      handle.db.selectFrom('product_price').selectAll().where('product_id', '=', bySku(sku).id).execute()

    expect(bySku(DEMO_FIXTURES.disabled)).toMatchObject({ status: 0, type_id: 'simple', visibility: 4 })
    expect(bySku(DEMO_FIXTURES.unavailable)).toMatchObject({ status: 2, type_id: 'simple' })

    const partial = bySku(DEMO_FIXTURES.configurablePartial)
    expect(partial.type_id).toBe('configurable')
    const kids = products.filter((p) => p.parent_id === partial.id)
    expect(kids.map((k) => k.sku).sort()).toEqual(
      [
        DEMO_FIXTURES.configurablePartialChildInStock,
        DEMO_FIXTURES.configurablePartialChildInStock2,
        DEMO_FIXTURES.configurablePartialChildOutOfStock,
        DEMO_FIXTURES.configurablePartialChildUnavailable,
      ].sort(),
    )
    expect((await stockOf(DEMO_FIXTURES.configurablePartialChildOutOfStock)).is_in_stock).toBe(0)
    expect(bySku(DEMO_FIXTURES.configurablePartialChildUnavailable).status).toBe(2)
    expect((await stockOf(DEMO_FIXTURES.configurablePartialChildInStock)).is_in_stock).toBe(1)
    expect(bySku(DEMO_FIXTURES.configurablePartialChildInStock).status).toBe(1)
    const partialAxes = await handle.db
      .selectFrom('configurable_option')
      .select('attribute_code')
      .where('product_id', '=', partial.id)
      .orderBy('position')
      .execute()
    expect(partialAxes.map((a) => a.attribute_code)).toEqual(['color', 'capacity'])

    for (const p of await pricesOf(DEMO_FIXTURES.expiredSpecial)) {
      expect(p.special_price).not.toBeNull()
      expect(inWindow(p, SEED_BASE_DATE)).toBe(false)
      expect(p.special_to_date! < SEED_BASE_DATE).toBe(true)
    }
    for (const p of await pricesOf(DEMO_FIXTURES.futureSpecial)) {
      expect(p.special_price).not.toBeNull()
      expect(p.special_from_date! > SEED_BASE_DATE).toBe(true)
    }
    for (const p of await pricesOf(DEMO_FIXTURES.activeSpecial)) expect(inWindow(p, SEED_BASE_DATE)).toBe(true)

    const free = bySku(DEMO_FIXTURES.freeEbook)
    expect(free.type_id).toBe('downloadable')
    expect(free.downloadable_file).toMatch(/\.pdf$/)
    expect((await pricesOf(DEMO_FIXTURES.freeEbook)).map((p) => p.price)).toEqual([0, 0, 0])

    expect(await stockOf(DEMO_FIXTURES.volatileStock)).toMatchObject({ is_in_stock: 1, manage_stock: 1, qty: 2, low_stock_qty: 3 })
    expect(await stockOf(DEMO_FIXTURES.outOfStock)).toMatchObject({ is_in_stock: 0, qty: 0 })

    const allOut = bySku(DEMO_FIXTURES.configurableAllOutOfStock)
    const allOutKids = products.filter((p) => p.parent_id === allOut.id)
    expect(allOutKids.length).toBeGreaterThanOrEqual(2)
    for (const kid of allOutKids) expect((await stockOf(kid.sku)).is_in_stock).toBe(0)

    expect(bySku(DEMO_FIXTURES.grouped).type_id).toBe('grouped')
    expect(bySku(DEMO_FIXTURES.grouped).name).toContain('Breakfast Set')
    expect(bySku(DEMO_FIXTURES.bundle)).toMatchObject({ type_id: 'bundle', name: 'Kitchen Starter Bundle' })
    expect(bySku(DEMO_FIXTURES.virtual).type_id).toBe('virtual')
    expect(await stockOf(DEMO_FIXTURES.virtual)).toMatchObject({ manage_stock: 0, is_in_stock: 1 })
    expect(bySku(DEMO_FIXTURES.downloadable).type_id).toBe('downloadable')
    expect((await pricesOf(DEMO_FIXTURES.downloadable)).every((p) => p.price > 0)).toBe(true)

    const tiers = await handle.db.selectFrom('tier_price').selectAll().where('product_id', '=', bySku(DEMO_FIXTURES.tierPrice).id).execute()
    const base = (await pricesOf(DEMO_FIXTURES.tierPrice)).find((p) => p.store_code === 'default')!.price
    const zarTiers = tiers.filter((t) => t.store_code === 'default').sort((a, b) => a.qty - b.qty)
    expect(zarTiers.map((t) => t.qty)).toEqual([3, 5])
    expect(zarTiers[0].price).toBeLessThan(base)
    expect(zarTiers[1].price).toBeLessThan(zarTiers[0].price)

    const bySize = bySku(DEMO_FIXTURES.configurableBySize)
    const sizeAxes = await handle.db
      .selectFrom('configurable_option')
      .select('attribute_code')
      .where('product_id', '=', bySize.id)
      .execute()
    expect(sizeAxes.map((a) => a.attribute_code)).toEqual(['size'])
  })

  it('puts products with an active special price into the Sale category', async () => {
    const sale = await handle.db.selectFrom('product_category').select('product_id').where('category_id', '=', 11).execute()
    const ids = new Set(sale.map((s) => s.product_id))
    expect(ids.has(bySku(DEMO_FIXTURES.activeSpecial).id)).toBe(true)
    expect(ids.has(bySku(DEMO_FIXTURES.expiredSpecial).id)).toBe(false)
    expect(ids.has(bySku(DEMO_FIXTURES.futureSpecial).id)).toBe(false)
    const specials = await handle.db
      .selectFrom('product_price')
      .selectAll()
      .where('store_code', '=', 'default')
      .where('special_price', 'is not', null)
      .execute()
    const share = specials.length / products.length
    expect(share).toBeGreaterThan(0.05)
    expect(share).toBeLessThan(0.2)
  })

  it('is deterministic: a second run writes identical rows', async () => {
    const other = await freshDatabase()
    try {
      await seedCatalogue(other.db)
      const again = await other.db.selectFrom('product').selectAll().orderBy('id').execute()
      expect(again).toEqual(products)
      for (const table of ['product_price', 'stock', 'product_link', 'translation', 'custom_option_value', 'bundle_selection'] as const) {
        const a = await handle.db.selectFrom(table).selectAll().execute()
        const b = await other.db.selectFrom(table).selectAll().execute()
        expect(b, table).toEqual(a)
      }
    } finally {
      await other.close()
    }
  })

  it('refuses to seed a database that already has products', async () => {
    await expect(seedCatalogue(handle.db)).rejects.toThrow(/already has products/)
  })
})

describe('seedCatalogue with options.products', () => {
  it('creates exactly the requested number of listable products', async () => {
    const handle = await freshDatabase()
    try {
      const result = await seedCatalogue(handle.db, { products: 2000 })
      expect(result.products).toBe(2000)
      const rows = await handle.db.selectFrom('product').select(['id', 'sku', 'slug', 'type_id', 'visibility', 'parent_id']).execute()
      expect(rows.filter((p) => p.visibility > 1)).toHaveLength(2000)
      expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length)
      expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length)
      const types = new Set(rows.map((p) => p.type_id))
      expect([...types].sort()).toEqual(['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual'])
      const listable = rows.filter((p) => p.visibility > 1)
      expect(listable.filter((p) => p.type_id === 'simple').length / listable.length).toBeGreaterThan(0.8)

      const count = async (table: 'stock' | 'product_price') =>
        Number(
          (
            await handle.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      expect(await count('stock')).toBe(rows.length)
      expect(await count('product_price')).toBe(rows.length * 3)
      for (const sku of Object.values(DEMO_FIXTURES))
        expect(
          rows.some((p) => p.sku === sku),
          sku,
        ).toBe(true)

      // Generated products are spread over every leaf category.
      const leaves = await handle.db.selectFrom('category').select('id').where('level', '=', 3).execute()
      const used = await handle.db.selectFrom('product_category').select('category_id').distinct().execute()
      const usedIds = new Set(used.map((u) => u.category_id))
      for (const leaf of leaves) expect(usedIds.has(leaf.id), `category ${leaf.id}`).toBe(true)
    } finally {
      await handle.close()
    }
  })

  it('rejects a product count below the minimum', async () => {
    const handle = await freshDatabase()
    try {
      await expect(seedCatalogue(handle.db, { products: MIN_PRODUCT_COUNT - 1 })).rejects.toThrow(RangeError)
      const left = await handle.db.selectFrom('category').select('id').execute()
      expect(left).toHaveLength(0)
    } finally {
      await handle.close()
    }
  })
})

function bySkuId(products: ProductRow[], id: number): ProductRow {
  const found = products.find((p) => p.id === id)
  if (!found) throw new Error(`missing product ${id}`)
  return found
}
