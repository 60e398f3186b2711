import { redirect } from '@remix-run/node'
import { selectChild, optionValuesFor } from '~/domain/configurable'
import { ROOT_CATEGORY_ID } from '~/domain/constants'
import { bundlePrice, finalPrice, groupedPrice, isSpecialPriceActive, customOptionPrice } from '~/domain/prices'
import { availableChildren, canLoadProduct } from '~/domain/product-rules'
import { stockStatus, type StockStatus } from '~/domain/stock'
import type { ProductRow } from '~/db/schema'
import { loadProductDocuments } from '~/search/documents.server'
import type { ProductDocument } from '~/search/types'
import { storePath, type StoreView } from '~/utils/store-views'
import { getDb } from './db.server'
import { memo } from './memo.server'
import { chunk, loadTranslations } from './translations.server'

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

export interface CategoryNode {
  id: number
  parentId: number | null
  name: string
  description: string | null
  slug: string
  urlPath: string
  /** Shop path of the category page ("/c/{slug}"). */
  path: string
  level: number
  position: number
  includeInMenu: boolean
  image: string | null
  /** Ancestor ids from the store root (id 2) down, excluding this one. */
  ancestorIds: number[]
  childIds: number[]
}

export interface CategoryTree {
  byId: Map<number, CategoryNode>
  bySlug: Map<string, CategoryNode>
}

export const categoryPath = (slug: string) => `/c/${slug}`

/** Every active category below the store root, with store-view names. */
export const getCategoryTree = memo('categories', 60_000, async (view: StoreView): Promise<CategoryTree> => {
  const db = getDb()
  const rows = await db.selectFrom('category').selectAll().where('is_active', '=', 1).orderBy('position').execute()
  const names = await loadTranslations(db, view, 'category', 'all')
  const byId = new Map<number, CategoryNode>()
  for (const row of rows) {
    // Ids below the root category are the tree's own scaffolding (SPEC: rejected as empty).
    if (row.id <= ROOT_CATEGORY_ID) continue
    const text = names.get(String(row.id))
    const ids = row.path.split('/').map(Number)
    byId.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: text?.name ?? row.name,
      description: text?.description ?? row.description,
      slug: row.slug,
      urlPath: row.url_path,
      path: categoryPath(row.slug),
      level: row.level,
      position: row.position,
      includeInMenu: row.include_in_menu === 1,
      image: row.image,
      ancestorIds: ids.filter((id) => id > ROOT_CATEGORY_ID && id !== row.id),
      childIds: [],
    })
  }
  for (const node of byId.values()) {
    if (node.parentId !== null) byId.get(node.parentId)?.childIds.push(node.id)
  }
  return { byId, bySlug: new Map([...byId.values()].map((node) => [node.slug, node])) }
})

export interface MenuItem {
  id: number
  name: string
  path: string
  children: MenuItem[]
}

/** The header navigation: top-level categories with their subcategories. */
export const getMenu = memo('menu', 60_000, async (view: StoreView): Promise<MenuItem[]> => {
  const tree = await getCategoryTree(view)
  const toItem = (node: CategoryNode): MenuItem => ({
    id: node.id,
    name: node.name,
    path: node.path,
    children: node.childIds
      .map((id) => tree.byId.get(id)!)
      .filter((child) => child.includeInMenu)
      .map(toItem),
  })
  return [...tree.byId.values()]
    .filter((node) => node.parentId === ROOT_CATEGORY_ID && node.includeInMenu)
    .map(toItem)
})

export interface Crumb {
  name: string
  path: string
}

export function categoryCrumbs(tree: CategoryTree, node: CategoryNode): Crumb[] {
  return [...node.ancestorIds, node.id]
    .map((id) => tree.byId.get(id))
    .filter((n): n is CategoryNode => Boolean(n))
    .map((n) => ({ name: n.name, path: n.path }))
}

/** A category page's category by slug, url_key or id (SPEC section 2); null when missing or inactive. */
export async function findCategory(view: StoreView, slugOrId: string): Promise<CategoryNode | null> {
  const tree = await getCategoryTree(view)
  const bySlug = tree.bySlug.get(slugOrId)
  if (bySlug) return bySlug
  if (/^\d{1,9}$/.test(slugOrId)) return tree.byId.get(Number(slugOrId)) ?? null
  return null
}

/** The category and all its descendants (a parent category lists its subcategories' products). */
export function categoryWithDescendants(tree: CategoryTree, id: number): number[] {
  const out: number[] = []
  const walk = (current: number) => {
    out.push(current)
    for (const child of tree.byId.get(current)?.childIds ?? []) walk(child)
  }
  walk(id)
  return out
}

// ---------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------

export interface AttributeMeta {
  code: string
  label: string
  isFilterable: boolean
  isVisible: boolean
  isComparable: boolean
  position: number
  options: Map<string, { label: string; swatch: string | null; position: number }>
}

export const getAttributes = memo('attributes', 60_000, async (view: StoreView): Promise<Map<string, AttributeMeta>> => {
  const db = getDb()
  const [attributes, options, labels, optionLabels] = await Promise.all([
    db.selectFrom('attribute').selectAll().orderBy('position').execute(),
    db.selectFrom('attribute_option').selectAll().orderBy('position').execute(),
    loadTranslations(db, view, 'attribute', 'all'),
    loadTranslations(db, view, 'attribute_option', 'all'),
  ])
  const out = new Map<string, AttributeMeta>()
  for (const attribute of attributes) {
    out.set(attribute.code, {
      code: attribute.code,
      label: labels.get(attribute.code)?.label ?? attribute.label,
      isFilterable: attribute.is_filterable === 1,
      isVisible: attribute.is_visible === 1,
      isComparable: attribute.is_comparable === 1,
      position: attribute.position,
      options: new Map(),
    })
  }
  for (const option of options) {
    const label = optionLabels.get(`${option.attribute_code}:${option.value}`)?.label ?? option.label
    // SPEC: options with an empty label are dropped.
    if (!label.trim()) continue
    out.get(option.attribute_code)?.options.set(option.value, {
      label,
      swatch: option.swatch,
      position: option.position,
    })
  }
  return out
})

export function optionLabel(attributes: Map<string, AttributeMeta>, code: string, value: string): string {
  return attributes.get(code)?.options.get(value)?.label ?? value
}

// ---------------------------------------------------------------------------------------------
// Product summaries (cards) and product pages
// ---------------------------------------------------------------------------------------------

export const productPath = (parentSku: string, slug: string, childSku?: string) =>
  `/p/${encodeURIComponent(parentSku)}/${encodeURIComponent(slug)}${childSku ? `/${encodeURIComponent(childSku)}` : ''}`

export interface ProductCardData {
  id: number
  sku: string
  name: string
  path: string
  image: string | null
  price: number
  regularPrice: number
  onSale: boolean
  inStock: boolean
  isNew: boolean
  typeId: string
}

export function toCard(doc: ProductDocument): ProductCardData {
  return {
    id: doc.id,
    sku: doc.sku,
    name: doc.name,
    path: productPath(doc.sku, doc.slug),
    image: doc.image,
    price: doc.price,
    regularPrice: doc.regularPrice,
    onSale: doc.onSale,
    inStock: doc.inStock,
    isNew: doc.isNew,
    typeId: doc.typeId,
  }
}

/** Cards for listable products by id, in the order given. */
export async function productCards(view: StoreView, ids: number[], now = new Date()): Promise<ProductCardData[]> {
  if (!ids.length) return []
  const docs = await loadProductDocuments(getDb(), view.storeCode, now, { ids })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.map((id) => byId.get(id)).filter((doc): doc is ProductDocument => Boolean(doc)).map(toCard)
}

export interface PriceView {
  final: number
  regular: number
  specialActive: boolean
  tiers: { qty: number; price: number }[]
}

export interface ChildView {
  id: number
  sku: string
  name: string
  attributes: Record<string, string>
  price: PriceView
  stockStatus: StockStatus
  maxSaleQty: number
  image: string | null
}

export interface OptionValueView {
  value: string
  label: string
  swatch: string | null
  selected: boolean
  combinable: boolean
  /** Product path of the child this value leads to (links work without JavaScript). */
  path: string | null
}

export interface LinkedItemView {
  id: number
  sku: string
  name: string
  qty: number
  isDefault: boolean
  price: number
  stockStatus: StockStatus
  image: string | null
}

export interface ProductPage {
  id: number
  sku: string
  name: string
  slug: string
  typeId: ProductRow['type_id']
  path: string
  canonicalPath: string
  description: string | null
  shortDescription: string | null
  brand: string | null
  images: { src: string; label: string }[]
  price: PriceView
  stockStatus: StockStatus
  maxSaleQty: number
  specs: { code: string; label: string; value: string }[]
  breadcrumbs: Crumb[]
  categoryNames: string[]
  configurable: {
    options: { code: string; label: string; values: OptionValueView[] }[]
    selected: ChildView | null
    warning?: string
    error?: string
  } | null
  grouped: { items: LinkedItemView[]; total: number } | null
  bundle: {
    options: { id: number; title: string; type: string; required: boolean; selections: LinkedItemView[] }[]
    total: number
  } | null
  customOptions: {
    id: number
    title: string
    type: string
    required: boolean
    values: { id: number; title: string; priceType: 'fixed' | 'percent'; rate: number; amount: number }[]
  }[]
  related: ProductCardData[]
}

export interface PriceRow {
  product_id: number
  price: number
  special_price: number | null
  special_from_date: string | null
  special_to_date: string | null
}

export function toPriceView(row: PriceRow | undefined, tiers: { qty: number; price: number }[], now: Date): PriceView {
  if (!row) return { final: -1, regular: -1, specialActive: false, tiers: [] }
  const input = {
    price: row.price,
    specialPrice: row.special_price,
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
  }
  const final = finalPrice(input, now)
  return {
    final,
    regular: row.price,
    specialActive: isSpecialPriceActive(input, now),
    // Only tiers that beat the price the shopper already gets are worth showing.
    tiers: tiers.filter((tier) => tier.price < final).sort((a, b) => a.qty - b.qty),
  }
}

/** A product without a stock row cannot be sold. */
export const OUT_OF_STOCK: StockInfo = { status: 'out_of_stock', maxSaleQty: 0, available: 0 }

export interface StockInfo {
  status: StockStatus
  maxSaleQty: number
  /** Units on hand when stock is managed, else null. */
  available: number | null
}

export async function loadPricesAndStock(view: StoreView, ids: number[]) {
  const db = getDb()
  const prices = new Map<number, PriceRow>()
  const tiers = new Map<number, { qty: number; price: number }[]>()
  const stock = new Map<number, StockInfo>()
  for (const part of chunk(ids, 900)) {
    const [priceRows, tierRows, stockRows] = await Promise.all([
      db.selectFrom('product_price').selectAll().where('store_code', '=', view.storeCode).where('product_id', 'in', part).execute(),
      db
        .selectFrom('tier_price')
        .select(['product_id', 'qty', 'price'])
        .where('store_code', '=', view.storeCode)
        .where('customer_group_id', '=', 0)
        .where('product_id', 'in', part)
        .execute(),
      db.selectFrom('stock').selectAll().where('product_id', 'in', part).execute(),
    ])
    for (const row of priceRows) prices.set(row.product_id, row)
    for (const row of tierRows) tiers.set(row.product_id, [...(tiers.get(row.product_id) ?? []), row])
    for (const row of stockRows) {
      stock.set(row.product_id, {
        status: stockStatus({
          qty: row.qty,
          isInStock: row.is_in_stock === 1,
          manageStock: row.manage_stock === 1,
          lowStockQty: row.low_stock_qty,
        }),
        maxSaleQty: row.max_sale_qty,
        available: row.manage_stock === 1 ? row.qty : null,
      })
    }
  }
  return { prices, tiers, stock }
}

export function parseAttributes(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown
    if (!value || typeof value !== 'object') return {}
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/**
 * Everything the product page shows, after SPEC.md's load rules. Returns null when the shopper may not
 * see the product (404); throws a 301 redirect when a child or a stale slug was asked for.
 */
export async function getProductPage(
  view: StoreView,
  params: { parentSku: string; slug: string; childSku?: string; selection?: Record<string, string> },
  now = new Date(),
): Promise<ProductPage | null> {
  const db = getDb()
  if (params.parentSku.length > 64) return null
  const row = await db.selectFrom('product').selectAll().where('sku', '=', params.parentSku).executeTakeFirst()
  if (!row) return null

  // A configurable child opened directly goes to its parent, with the child chosen (301, SPEC section 2).
  if (row.parent_id !== null && row.visibility === 1) {
    if (!canLoadProduct(row, { allowDirectChild: false })) {
      const parent = await db.selectFrom('product').selectAll().where('id', '=', row.parent_id).executeTakeFirst()
      if (parent && canLoadProduct(parent, { allowDirectChild: false })) {
        throw redirect(storePath(view, productPath(parent.sku, parent.slug, row.sku)), 301)
      }
    }
    return null
  }
  if (!canLoadProduct(row, { allowDirectChild: false })) return null
  if (row.type_id !== 'configurable' && params.childSku) {
    throw redirect(storePath(view, productPath(row.sku, row.slug)), 301)
  }

  const [text, attributes, tree] = await Promise.all([
    loadTranslations(db, view, 'product', [row.id]),
    getAttributes(view),
    getCategoryTree(view),
  ])
  const name = text.get(String(row.id))?.name ?? row.name

  const [media, categoryRows, customOptions, links] = await Promise.all([
    db.selectFrom('product_media').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
    db.selectFrom('product_category').select('category_id').where('product_id', '=', row.id).execute(),
    loadCustomOptions(row.id),
    db.selectFrom('product_link').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
  ])

  const categories = categoryRows
    .map((c) => tree.byId.get(c.category_id))
    .filter((c): c is CategoryNode => Boolean(c))
    .sort((a, b) => b.level - a.level || a.position - b.position)
  const deepest = categories[0]

  // Children, grouped members and bundle selections are priced and stocked in one go.
  const children =
    row.type_id === 'configurable'
      ? await db.selectFrom('product').selectAll().where('parent_id', '=', row.id).orderBy('position').execute()
      : []
  const bundleOptions =
    row.type_id === 'bundle'
      ? await db.selectFrom('bundle_option').selectAll().where('product_id', '=', row.id).orderBy('position').execute()
      : []
  const bundleSelections = bundleOptions.length
    ? await db
        .selectFrom('bundle_selection')
        .selectAll()
        .where(
          'option_id',
          'in',
          bundleOptions.map((o) => o.id),
        )
        .orderBy('position')
        .execute()
    : []
  const associated = links.filter((link) => link.link_type === 'associated')
  const memberIds = [...associated.map((l) => l.linked_product_id), ...bundleSelections.map((s) => s.product_id)]
  const members = memberIds.length
    ? await db.selectFrom('product').selectAll().where('id', 'in', memberIds).execute()
    : []
  const memberText = await loadTranslations(db, view, 'product', memberIds)
  const priced = await loadPricesAndStock(view, [row.id, ...children.map((c) => c.id), ...memberIds])

  const ownPrice = toPriceView(priced.prices.get(row.id), priced.tiers.get(row.id) ?? [], now)
  const ownStock = priced.stock.get(row.id) ?? OUT_OF_STOCK

  const linkedItem = (id: number, qty: number, isDefault: boolean): LinkedItemView | null => {
    const member = members.find((m) => m.id === id)
    // SPEC: a missing linked product is logged and left out.
    if (!member || member.status >= 2) {
      console.warn(`Product not found: linked product ${id} of ${row.sku}`)
      return null
    }
    const price = toPriceView(priced.prices.get(id), [], now)
    return {
      id,
      sku: member.sku,
      name: memberText.get(String(id))?.name ?? member.name,
      qty,
      isDefault,
      price: price.final,
      stockStatus: priced.stock.get(id)?.status ?? 'out_of_stock',
      image: member.image,
    }
  }

  let configurable: ProductPage['configurable'] = null
  let price = ownPrice
  let stock = ownStock.status
  let maxSaleQty = ownStock.maxSaleQty
  let images = media.map((m) => ({ src: m.image, label: m.label ?? name }))
  if (row.type_id === 'configurable') {
    const optionRows = await db
      .selectFrom('configurable_option')
      .select('attribute_code')
      .where('product_id', '=', row.id)
      .orderBy('position')
      .execute()
    const codes = optionRows.map((o) => o.attribute_code)
    const childViews = children.map((child): ChildView & { status: number } => {
      const childStock = priced.stock.get(child.id) ?? OUT_OF_STOCK
      return {
        id: child.id,
        sku: child.sku,
        name: child.name,
        status: child.status,
        attributes: parseAttributes(child.attributes),
        price: toPriceView(priced.prices.get(child.id), priced.tiers.get(child.id) ?? [], now),
        stockStatus: childStock.status,
        maxSaleQty: childStock.maxSaleQty,
        image: child.image,
      }
    })
    // SPEC: unavailable children are removed; none left is 'No available product variants'.
    const available = availableChildren(childViews, { allowOutOfStock: false })
    const asConfigurable = available.children.map((c) => ({ ...c, price: c.price.final }))
    const selection = { sku: params.childSku, attributes: params.selection ?? {} }
    const picked =
      params.childSku || Object.keys(selection.attributes).length
        ? selectChild(asConfigurable, selection, { allowOutOfStock: false, fallbackToDefault: false })
        : { child: null }
    const selected = picked.child ? childViews.find((c) => c.id === picked.child!.id) ?? null : null
    const current = selected?.attributes ?? selection.attributes
    const states = optionValuesFor(asConfigurable, codes, current)
    const options = codes.map((code) => {
      const meta = attributes.get(code)
      const values = states[code] ?? []
      return {
        code,
        label: meta?.label ?? code,
        values: values
          .map((state) => {
            // Among the children that have the clicked value, the one closest to the current choice.
            const target = selectChild(
              asConfigurable.filter((child) => child.attributes[code] === state.value),
              { attributes: { ...current, [code]: state.value } },
              { allowOutOfStock: false, fallbackToDefault: false },
            ).child
            return {
              value: state.value,
              label: optionLabel(attributes, code, state.value),
              swatch: meta?.options.get(state.value)?.swatch ?? null,
              selected: current[code] === state.value,
              combinable: state.combinable,
              path: target ? productPath(row.sku, row.slug, target.sku) : null,
              position: meta?.options.get(state.value)?.position ?? 0,
            }
          })
          .sort((a, b) => a.position - b.position)
          .map(({ position: _position, ...value }) => value),
      }
    })
    configurable = {
      options,
      selected: selected ? { ...selected } : null,
      warning: picked.warning,
      error: available.error,
    }
    if (selected) {
      price = selected.price
      stock = selected.stockStatus
      maxSaleQty = selected.maxSaleQty
      const childMedia = selected.image ? [{ src: selected.image, label: name }] : []
      images = [...childMedia, ...images.filter((img) => img.src !== selected.image)]
    } else {
      // Without a chosen variant the page shows the lowest price among available children ("from").
      const cheapest = available.children.reduce<ChildView | null>(
        (low, c) => (!low || c.price.final < low.price.final ? c : low),
        null,
      )
      price = cheapest ? { ...cheapest.price, tiers: [] } : ownPrice
      stock = available.children.length ? 'ok' : 'out_of_stock'
    }
  } else if (params.childSku) {
    return null
  }

  let grouped: ProductPage['grouped'] = null
  if (row.type_id === 'grouped') {
    const items = associated.map((l) => linkedItem(l.linked_product_id, 1, true)).filter((i): i is LinkedItemView => Boolean(i))
    const total = groupedPrice(items.map((i) => ({ price: i.price })))
    grouped = { items, total }
    price = { final: total, regular: total, specialActive: false, tiers: [] }
    stock = items.some((i) => i.stockStatus !== 'out_of_stock') ? 'ok' : 'out_of_stock'
  }

  let bundle: ProductPage['bundle'] = null
  if (row.type_id === 'bundle') {
    const options = bundleOptions.map((option) => ({
      id: option.id,
      title: option.title,
      type: option.type,
      required: option.required === 1,
      selections: bundleSelections
        .filter((s) => s.option_id === option.id)
        .map((s) => linkedItem(s.product_id, s.qty, s.is_default === 1))
        .filter((i): i is LinkedItemView => Boolean(i)),
    }))
    const total = bundlePrice(
      options.map((o) => ({ links: o.selections.map((s) => ({ price: s.price, qty: s.qty, isDefault: s.isDefault })) })),
    )
    bundle = { options, total }
    price = { final: total, regular: total, specialActive: false, tiers: [] }
    const defaults = options.flatMap((o) => o.selections.filter((s) => s.isDefault))
    stock = defaults.every((s) => s.stockStatus !== 'out_of_stock') ? 'ok' : 'out_of_stock'
  }

  const attrs = parseAttributes(row.attributes)
  const specs = Object.entries(configurable?.selected?.attributes ?? {})
    .concat(Object.entries(attrs))
    .filter(([code], index, all) => all.findIndex(([c]) => c === code) === index)
    .filter(([code]) => attributes.get(code)?.isVisible)
    .sort(([a], [b]) => (attributes.get(a)?.position ?? 0) - (attributes.get(b)?.position ?? 0))
    .map(([code, value]) => ({ code, label: attributes.get(code)?.label ?? code, value: optionLabel(attributes, code, value) }))

  const related = await productCards(
    view,
    links.filter((l) => l.link_type === 'related').map((l) => l.linked_product_id),
    now,
  )

  const base = price.final
  const canonicalPath = productPath(row.sku, row.slug)
  if (params.slug !== row.slug) {
    throw redirect(storePath(view, productPath(row.sku, row.slug, configurable?.selected?.sku)), 301)
  }
  return {
    id: row.id,
    sku: row.sku,
    name,
    slug: row.slug,
    typeId: row.type_id,
    path: productPath(row.sku, row.slug, configurable?.selected?.sku),
    canonicalPath,
    description: text.get(String(row.id))?.description ?? row.description,
    shortDescription: text.get(String(row.id))?.short_description ?? row.short_description,
    brand: attrs.brand ? optionLabel(attributes, 'brand', attrs.brand) : row.brand,
    images: images.length ? images : row.image ? [{ src: row.image, label: name }] : [],
    price,
    stockStatus: stock,
    maxSaleQty,
    specs,
    breadcrumbs: deepest ? categoryCrumbs(tree, deepest) : [],
    categoryNames: categories.map((c) => c.name),
    configurable,
    grouped,
    bundle,
    customOptions: customOptions.map((option) => ({
      ...option,
      values: option.values.map((value) => {
        const rate = value.priceType === 'percent' ? value.price / 100 : 0
        const fixed = view.currencyCode === 'EUR' ? value.priceEur : value.price
        return {
          id: value.id,
          title: value.title,
          priceType: value.priceType,
          rate,
          amount: customOptionPrice(base, { priceType: value.priceType, price: value.priceType === 'percent' ? rate : fixed }),
        }
      }),
    })),
    related,
  }
}

export async function loadCustomOptions(productId: number) {
  const db = getDb()
  const options = await db.selectFrom('custom_option').selectAll().where('product_id', '=', productId).orderBy('position').execute()
  if (!options.length) return []
  const values = await db
    .selectFrom('custom_option_value')
    .selectAll()
    .where(
      'option_id',
      'in',
      options.map((o) => o.id),
    )
    .orderBy('position')
    .execute()
  return options.map((option) => ({
    id: option.id,
    title: option.title,
    type: option.type,
    required: option.required === 1,
    values: values
      .filter((v) => v.option_id === option.id)
      .map((v) => ({ id: v.option_type_id, title: v.title, priceType: v.price_type, price: v.price, priceEur: v.price_eur })),
  }))
}

/** Every visible product's path, for the sitemap. */
export async function listProductPaths(): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await getDb()
    .selectFrom('product')
    .select(['sku', 'slug', 'updated_at'])
    .where('visibility', 'in', [2, 3, 4])
    .where('status', '<', 2)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ path: productPath(row.sku, row.slug), updatedAt: row.updated_at }))
}
