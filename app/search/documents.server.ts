/**
 * Search documents from the database: one ProductDocument per listable product and store view.
 *
 * - Listable rows are products without a parent and with visibility 2, 3 or 4 (status is kept
 *   on the document; the engine filters it). Configurable children (rows with parent_id) are
 *   folded into their parent, never indexed on their own.
 * - Price: the store view's final price (special price window applied) incl. tax, minor units.
 *   configurable: the lowest final price among available children (status below 2, in stock),
 *     with that child's regular price; when all are sold out, the lowest among the priced
 *     children (the product is listed as out of stock); with no priced child, its own row.
 *   grouped: the sum of its associated members (status below 2, priced), one each.
 *   bundle: per option, the default selection's price times its quantity, summed.
 *   Grouped and bundle totals are shown as they are (regular = final, not "on sale"), as on
 *   the product page. A product that ends up without any price in the view is left out.
 * - Stock (missing stock row = out of stock, as on the product page): configurable: any
 *   available child; grouped: any member in stock; bundle: every default selection in stock.
 * - Text: names, descriptions and ingredients from `translation` for the view (entity
 *   'product', fields 'name' / 'description' / 'ingredients'; category names from entity
 *   'category'), falling back to the base (English) text; the base ingredients are the
 *   product's 'ingredients' attribute (filterable or not), its values joined with commas.
 * - Categories: `categoryIds` holds the assigned categories and their ancestors (from
 *   category.path), so a parent category lists its subcategories' products;
 *   `categoryNames` holds the names of the assigned active categories.
 * - Attributes: only filterable attribute codes (attribute.is_filterable = 1), values as
 *   strings; a configurable adds the values of its children with status below 2. When `brand`
 *   is filterable and the JSON has none, the product's brand column is matched to a brand
 *   option (by value or label).
 *
 * A handful of queries in total; `where in` lists are chunked to 900 ids. Strings that repeat
 * across rows (attribute codes and values, category names, brands, type ids) are kept once per
 * call, and each distinct attribute JSON is parsed once: at 100 000 products that halves the
 * memory the documents take while an index is built. Documents may therefore share lists:
 * treat them as read-only.
 */
import type { Kysely } from 'kysely'
import { bundlePrice, finalPrice, groupedPrice } from '~/domain/prices'
import { LISTABLE_VISIBILITY, UNAVAILABLE_STATUS } from '~/domain/product-rules'
import { stockStatus } from '~/domain/stock'
import type { Database } from '~/db/schema'
import type { ProductDocument } from './types'

const CHUNK = 900

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const parts: T[][] = []
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size))
  return parts
}

/** Run a query once without an id filter (`undefined`), or once per chunk of ids. */
async function byChunks<T>(ids: readonly number[] | undefined, run: (part?: number[]) => Promise<T[]>): Promise<T[]> {
  if (ids === undefined) return run(undefined)
  const out: T[] = []
  for (const part of chunks([...new Set(ids)])) out.push(...(await run(part)))
  return out
}

/** Attribute JSON -> code -> string values (strings, numbers, booleans and arrays of them). */
export function parseAttributeValues(json: string | null | undefined): Record<string, string[]> {
  if (!json) return {}
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return {}
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const out: Record<string, string[]> = {}
  for (const [code, raw] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(raw) ? raw : [raw]
    const values = list
      .filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v))
      .map((v) => String(v).trim())
      .filter((v) => v !== '')
    if (values.length > 0) out[code] = [...new Set(values)]
  }
  return out
}

interface Priced {
  final: number
  regular: number
}

export interface LoadDocumentsOptions {
  /** Only these products (ids of listable products; others are ignored). */
  ids?: number[]
}

export async function loadProductDocuments(
  db: Kysely<Database>,
  storeCode: string,
  now: Date,
  opts: LoadDocumentsOptions = {},
): Promise<ProductDocument[]> {
  const onlyIds = opts.ids ? [...new Set(opts.ids.filter((id) => Number.isSafeInteger(id)))] : undefined
  if (onlyIds && onlyIds.length === 0) return []

  // 1. Listable products.
  const parents = await byChunks(onlyIds, (part) => {
    let query = db
      .selectFrom('product')
      .select([
        'id',
        'sku',
        'type_id',
        'name',
        'slug',
        'status',
        'visibility',
        'brand',
        'description',
        'short_description',
        'image',
        'attributes',
        'position',
        'is_new',
        'is_holiday',
        'sales_count',
        'created_at',
      ])
      .where('parent_id', 'is', null)
      .where('visibility', 'in', [...LISTABLE_VISIBILITY])
    if (part) query = query.where('id', 'in', part)
    return query.execute()
  })
  if (parents.length === 0) return []
  parents.sort((a, b) => a.id - b.id)
  const parentIds = parents.map((p) => p.id)
  // On a full load every related table is read whole (no id lists); otherwise by chunks of ids.
  const scope = onlyIds === undefined ? undefined : parentIds
  const idsOfType = (type: string) => parents.filter((p) => p.type_id === type).map((p) => p.id)
  const configurableIds = idsOfType('configurable')
  const groupedIds = idsOfType('grouped')
  const bundleIds = idsOfType('bundle')

  // 2. Configurable children, grouped members, bundle selections.
  const children = configurableIds.length
    ? await byChunks(scope && configurableIds, (part) => {
        let query = db
          .selectFrom('product')
          .select(['id', 'parent_id', 'status', 'attributes', 'position'])
          .where('parent_id', 'is not', null)
        if (part) query = query.where('parent_id', 'in', part)
        return query.execute()
      })
    : []
  const links = groupedIds.length
    ? await byChunks(scope && groupedIds, (part) => {
        let query = db
          .selectFrom('product_link')
          .select(['product_id', 'linked_product_id', 'position'])
          .where('link_type', '=', 'associated')
        if (part) query = query.where('product_id', 'in', part)
        return query.execute()
      })
    : []
  const selections = bundleIds.length
    ? await byChunks(scope && bundleIds, (part) => {
        let query = db
          .selectFrom('bundle_option')
          .innerJoin('bundle_selection', 'bundle_selection.option_id', 'bundle_option.id')
          .select([
            'bundle_option.product_id as bundle_id',
            'bundle_option.id as option_id',
            'bundle_option.position as option_position',
            'bundle_selection.product_id as product_id',
            'bundle_selection.qty as qty',
            'bundle_selection.is_default as is_default',
            'bundle_selection.position as position',
          ])
        if (part) query = query.where('bundle_option.product_id', 'in', part)
        return query.execute()
      })
    : []
  const memberIds = [...new Set([...links.map((l) => l.linked_product_id), ...selections.map((s) => s.product_id)])]
  const memberStatus = new Map<number, number>()
  for (const row of await byChunks(memberIds, (part) =>
    db.selectFrom('product').select(['id', 'status']).where('id', 'in', part!).execute(),
  )) {
    memberStatus.set(row.id, row.status)
  }

  // 3. Prices and stock of everything involved.
  const priceScope = scope && [...new Set([...parentIds, ...children.map((c) => c.id), ...memberIds])]
  const prices = new Map<number, Priced>()
  for (const row of await byChunks(priceScope, (part) => {
    let query = db
      .selectFrom('product_price')
      .select(['product_id', 'price', 'special_price', 'special_from_date', 'special_to_date'])
      .where('store_code', '=', storeCode)
    if (part) query = query.where('product_id', 'in', part)
    return query.execute()
  })) {
    const final = finalPrice(
      {
        price: row.price,
        specialPrice: row.special_price,
        specialFromDate: row.special_from_date,
        specialToDate: row.special_to_date,
      },
      now,
    )
    prices.set(row.product_id, { final, regular: row.price })
  }
  const inStock = new Set<number>()
  for (const row of await byChunks(priceScope, (part) => {
    let query = db.selectFrom('stock').select(['product_id', 'qty', 'is_in_stock', 'manage_stock', 'low_stock_qty'])
    if (part) query = query.where('product_id', 'in', part)
    return query.execute()
  })) {
    const status = stockStatus({
      qty: row.qty,
      isInStock: row.is_in_stock === 1,
      manageStock: row.manage_stock === 1,
      lowStockQty: row.low_stock_qty,
    })
    if (status !== 'out_of_stock') inStock.add(row.product_id)
  }

  // 4. Categories (with ancestors) and texts.
  const categoryRows = await byChunks(scope, (part) => {
    let query = db
      .selectFrom('product_category')
      .innerJoin('category', 'category.id', 'product_category.category_id')
      .select([
        'product_category.product_id as product_id',
        'category.id as category_id',
        'category.name as name',
        'category.path as path',
        'category.is_active as is_active',
      ])
    if (part) query = query.where('product_category.product_id', 'in', part)
    return query.execute()
  })
  const productText = new Map<string, Record<string, string>>()
  const categoryText = new Map<number, string>()
  if (storeCode !== 'default') {
    for (const row of await byChunks(scope, (part) => {
      let query = db
        .selectFrom('translation')
        .select(['entity_id', 'field', 'value'])
        .where('entity', '=', 'product')
        .where('store_code', '=', storeCode)
        .where('field', 'in', ['name', 'description', 'ingredients'])
      if (part) query = query.where('entity_id', 'in', part.map(String))
      return query.execute()
    })) {
      const fields = productText.get(row.entity_id) ?? {}
      fields[row.field] = row.value
      productText.set(row.entity_id, fields)
    }
    const categoryIds = [...new Set(categoryRows.map((row) => row.category_id))]
    for (const part of chunks(categoryIds)) {
      const rows = await db
        .selectFrom('translation')
        .select(['entity_id', 'value'])
        .where('entity', '=', 'category')
        .where('store_code', '=', storeCode)
        .where('field', '=', 'name')
        .where('entity_id', 'in', part.map(String))
        .execute()
      for (const row of rows) categoryText.set(Number(row.entity_id), row.value)
    }
  }

  // 5. Which attributes are filterable, and brand options to match the brand column.
  const filterable = new Set(
    (await db.selectFrom('attribute').select('code').where('is_filterable', '=', 1).execute()).map((row) => row.code),
  )
  const brandOptions = new Map<string, string>()
  if (filterable.has('brand')) {
    const rows = await db.selectFrom('attribute_option').select(['value', 'label']).where('attribute_code', '=', 'brand').execute()
    for (const row of rows) {
      brandOptions.set(row.label.trim().toLowerCase(), row.value)
      brandOptions.set(row.value.trim().toLowerCase(), row.value)
    }
  }

  // Group the related rows by product.
  const group = <T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> => {
    const map = new Map<K, T[]>()
    for (const row of rows) {
      const k = key(row)
      const list = map.get(k)
      if (list) list.push(row)
      else map.set(k, [row])
    }
    return map
  }
  const childrenOf = group(children, (c) => c.parent_id!)
  const linksOf = group(links, (l) => l.product_id)
  const selectionsOf = group(selections, (s) => s.bundle_id)
  const categoriesOf = group(categoryRows, (c) => c.product_id)

  // One copy of each repeated string, one parse of each distinct attribute JSON (filterable codes only).
  const strings = new Map<string, string>()
  const shared = (value: string): string => {
    const known = strings.get(value)
    if (known !== undefined) return known
    strings.set(value, value)
    return value
  }
  const parsedAttributes = new Map<string, { values: Readonly<Record<string, string[]>>; ingredients: string }>()
  const parseAttributes = (json: string) => {
    let parsed = parsedAttributes.get(json)
    if (!parsed) {
      const kept: Record<string, string[]> = {}
      const all = parseAttributeValues(json)
      for (const [code, values] of Object.entries(all)) {
        if (filterable.has(code)) kept[shared(code)] = values.map(shared)
      }
      parsed = { values: kept, ingredients: (all.ingredients ?? []).join(', ') }
      parsedAttributes.set(json, parsed)
    }
    return parsed
  }
  // A fresh object (callers add to it); the value lists are shared and never changed.
  const filterableValues = (json: string): Record<string, string[]> => ({ ...parseAttributes(json).values })
  const isAvailableMember = (id: number) => {
    const status = memberStatus.get(id)
    return status !== undefined && status < UNAVAILABLE_STATUS && prices.has(id)
  }

  const docs: ProductDocument[] = []
  for (const p of parents) {
    let price: Priced | undefined = prices.get(p.id)
    let available = inStock.has(p.id)
    let onSaleAllowed = true
    const attributes = filterableValues(p.attributes)

    if (p.type_id === 'configurable') {
      const kids = (childrenOf.get(p.id) ?? []).filter((c) => c.status < UNAVAILABLE_STATUS)
      for (const kid of kids) {
        for (const [code, values] of Object.entries(filterableValues(kid.attributes))) {
          attributes[code] = [...new Set([...(attributes[code] ?? []), ...values])]
        }
      }
      const priced = kids.filter((c) => prices.has(c.id))
      const sellable = priced.filter((c) => inStock.has(c.id))
      const cheapest = (list: typeof kids) =>
        list.reduce<Priced | undefined>((low, c) => {
          const candidate = prices.get(c.id)!
          return !low || candidate.final < low.final ? candidate : low
        }, undefined)
      // Sold out everywhere: still listed (as out of stock) at its lowest variant price.
      price = cheapest(sellable) ?? cheapest(priced) ?? price
      available = sellable.length > 0
    } else if (p.type_id === 'grouped') {
      const members = (linksOf.get(p.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .filter((l) => isAvailableMember(l.linked_product_id))
      if (members.length > 0) {
        const total = groupedPrice(members.map((m) => ({ price: prices.get(m.linked_product_id)!.final })))
        price = { final: total, regular: total }
        onSaleAllowed = false
      }
      available = members.some((m) => inStock.has(m.linked_product_id))
    } else if (p.type_id === 'bundle') {
      const byOption = group(
        (selectionsOf.get(p.id) ?? [])
          .filter((s) => isAvailableMember(s.product_id))
          .sort((a, b) => a.option_position - b.option_position || a.option_id - b.option_id || a.position - b.position),
        (s) => s.option_id,
      )
      const options = [...byOption.values()].map((list) => ({
        links: list.map((s) => ({ price: prices.get(s.product_id)!.final, qty: s.qty, isDefault: s.is_default === 1 })),
      }))
      const total = bundlePrice(options)
      const defaults = [...byOption.values()].flatMap((list) => list.filter((s) => s.is_default === 1).slice(0, 1))
      if (defaults.length > 0) {
        price = { final: total, regular: total }
        onSaleAllowed = false
      }
      available = defaults.length > 0 && defaults.every((s) => inStock.has(s.product_id))
    }

    if (!price) continue // no price in this store view: not sellable, not listed

    if (filterable.has('brand') && !attributes.brand && p.brand) {
      const option = brandOptions.get(p.brand.trim().toLowerCase())
      if (option) attributes.brand = [option]
    }

    const cats = categoriesOf.get(p.id) ?? []
    const categoryIds = new Set<number>()
    for (const cat of cats) {
      for (const part of cat.path.split('/')) {
        const id = Number(part)
        if (part !== '' && Number.isSafeInteger(id)) categoryIds.add(id)
      }
      categoryIds.add(cat.category_id)
    }
    const categoryNames = [
      ...new Set(cats.filter((cat) => cat.is_active === 1).map((cat) => shared(categoryText.get(cat.category_id) ?? cat.name))),
    ]
    const text = productText.get(String(p.id))
    const ingredients = text?.ingredients ?? parseAttributes(p.attributes).ingredients
    const image = p.image && p.image !== 'no_selection' ? p.image : null

    docs.push({
      id: p.id,
      sku: p.sku,
      name: text?.name ?? p.name,
      slug: p.slug,
      typeId: shared(p.type_id),
      categoryIds: [...categoryIds].sort((a, b) => a - b),
      categoryNames,
      brand: p.brand === null ? null : shared(p.brand),
      description: text?.description ?? p.description ?? p.short_description ?? '',
      ...(ingredients ? { ingredients } : {}),
      price: price.final,
      regularPrice: price.regular,
      onSale: onSaleAllowed && price.final < price.regular,
      visibility: p.visibility,
      status: p.status,
      inStock: available,
      position: p.position,
      createdAt: p.created_at,
      salesCount: p.sales_count,
      isNew: p.is_new === 1,
      isHoliday: p.is_holiday === 1,
      image,
      attributes,
    })
  }
  return docs
}
