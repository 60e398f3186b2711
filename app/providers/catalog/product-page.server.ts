/**
 * The product page: which product a URL shows (an unavailable product is not found; a child variant or a
 * stale slug redirects to its parent's page), then its
 * content, variants, grouped members or bundle selections, custom options and related products.
 */
import { redirect } from '@remix-run/node'
import { optionLabel, productSpecs } from '~/domain/attributes'
import { GENERAL_CUSTOMER_GROUP } from '~/domain/constants'
import { uniqueImages, variantGallery } from '~/domain/gallery'
import { optionValuesFor, selectChild, type ConfigurableChild } from '~/domain/configurable'
import { sortNaturally } from '~/domain/natural-order'
import { customOptionCharge, customOptionPrice, fromPriceView, sumPriceView, type CustomOptionPrice, type PriceView } from '~/domain/prices'
import { selectionPrice, shownPrice, shownValueCharge, type BundleMemberPrice, type ShownPrice } from '~/domain/selection-price'
import { availableChildren, canLoadProduct, UNAVAILABLE_STATUS } from '~/domain/product-rules'
import { bundleStockStatus, configurableStockStatus, groupedStockStatus, type StockStatus } from '~/domain/stock'
import type { ProductRow } from '~/db/schema'
import { storePath, type StoreView } from '~/utils/store-views'
import { getDb } from '../../server/db.server'
import { loadTranslations } from '../../server/translations.server'
import { getAttributes, parseAttributes, type AttributeMeta } from './attributes.server'
import { categoryCrumbs, getCategoryTree, type CategoryNode, type CategoryTree, type Crumb } from './categories.server'
import { loadCustomOptions, type CustomOptionDefinition } from './custom-options.server'
import { loadPricesAndStock, OUT_OF_STOCK, toPriceView } from './prices.server'
import { productCards, productPath, type ProductCardData } from './products.server'

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

interface ProductImage {
  src: string
  label: string
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
  images: ProductImage[]
  /** What the page's current selection costs (variant, bundle selections, custom options): what the cart charges for one. */
  price: PriceView
  /**
   * One unit of the product or chosen variant before its custom options, which the page's script prices a
   * changed selection from: sent only when a custom option is chosen (otherwise it is `price`, and a
   * bundle has none: it is priced by its selections). See `priceBeforeChoices`.
   */
  ownPrice?: ShownPrice
  /**
   * The prices are the shopper's group's, not the general ones: said on the page, because listing cards
   * (from the search index) and related products show general prices.
   */
  groupPrices: boolean
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
    options: {
      id: number
      title: string
      type: string
      required: boolean
      selections: LinkedItemView[]
      /** The selection this page shows chosen (the URL's, else the default); null for none. */
      chosen: number | null
    }[]
    total: number
  } | null
  customOptions: {
    id: number
    title: string
    type: string
    required: boolean
    values: { id: number; title: string; priceType: 'fixed' | 'percent'; rate: number; amount: number }[]
    /** The value this page shows chosen (from the URL); absent for none. */
    chosen?: number
  }[]
  related: ProductCardData[]
}

export interface ProductPageParams {
  parentSku: string
  slug: string
  childSku?: string
  selection?: Record<string, string>
  /**
   * Bundle selections and custom option values the shopper chose, by option id, as the add-to-cart form
   * names them: the page is priced for them. Values that are not on offer are ignored.
   */
  choices?: { bundle?: Record<string, string>; options?: Record<string, string> }
  /** The signed-in shopper's customer group: its tier prices join the general group's. */
  customerGroup?: number
}

/** What the buy box offers: the product's own, or a variant's, or the sum of its members. */
interface Offer {
  price: PriceView
  stockStatus: StockStatus
  maxSaleQty: number
  images: ProductImage[]
}

/**
 * Everything the product page shows, once the product may be shown at all. Returns null when the shopper may not
 * see the product (404); throws a 301 redirect when a child or a stale slug was asked for.
 */
export async function getProductPage(view: StoreView, params: ProductPageParams, now = new Date()): Promise<ProductPage | null> {
  const row = await findProductToShow(view, params)
  if (!row) return null

  const db = getDb()
  const [text, attributes, tree, content, linked] = await Promise.all([
    loadTranslations(db, view, 'product', [row.id]),
    getAttributes(view),
    getCategoryTree(view),
    loadProductContent(row.id, view),
    loadLinkedProducts(view, row, params.customerGroup ?? GENERAL_CUSTOMER_GROUP),
  ])
  const ownText = text.get(String(row.id))
  const name = ownText?.name ?? row.name
  const ownStock = linked.priced.stock.get(row.id) ?? OUT_OF_STOCK
  const ownOffer: Offer = {
    price: toPriceView(linked.priced.prices.get(row.id), linked.priced.tiers.get(row.id) ?? [], now),
    stockStatus: ownStock.status,
    maxSaleQty: ownStock.maxSaleQty,
    images: content.media.map((m) => ({ src: m.image, label: m.label ?? name })),
  }

  const configurable = row.type_id === 'configurable' ? variantChoice(row, name, ownOffer, linked, attributes, params, now) : null
  if (params.slug !== row.slug) {
    throw redirect(storePath(view, productPath(row.sku, row.slug, configurable?.view.selected?.sku)), 301)
  }
  const linkedItem = linkedItemReader(row, linked, now)
  const grouped = row.type_id === 'grouped' ? groupedMembers(ownOffer, linked, linkedItem) : null
  const bundle = row.type_id === 'bundle' ? bundleOptions(ownOffer, linked, linkedItem, params.choices?.bundle ?? {}) : null
  const offer = configurable?.offer ?? grouped?.offer ?? bundle?.offer ?? ownOffer
  // A bundle is priced by its chosen selections; anything else by its own (or its variant's) price.
  const ownPrice: ShownPrice = bundle ? { final: 0, regular: 0 } : { final: offer.price.final, regular: offer.price.regular }
  const members = bundle ? chosenMembers(bundle.view.options) : []
  const customOptions = customOptionsView(
    content.customOptions,
    selectionPrice({ base: ownPrice.final, members }),
    view.currencyCode,
    params.choices?.options ?? {},
  )

  const categories = productCategories(tree, content.categoryIds)
  const ownAttributes = parseAttributes(row.attributes)
  const related = await productCards(view, content.relatedIds, now)
  return {
    id: row.id,
    sku: row.sku,
    name,
    slug: row.slug,
    typeId: row.type_id,
    path: productPath(row.sku, row.slug, configurable?.view.selected?.sku),
    canonicalPath: productPath(row.sku, row.slug),
    description: ownText?.description ?? row.description,
    shortDescription: ownText?.short_description ?? row.short_description,
    brand: ownAttributes.brand ? optionLabel(attributes, 'brand', ownAttributes.brand) : row.brand,
    images: uniqueImages(offer.images.length ? offer.images : row.image ? [{ src: row.image, label: name }] : []),
    price: { ...offer.price, ...shownPrice(ownPrice, members, chosenCharges(customOptions)) },
    ...(!bundle && customOptions.some((o) => o.chosen !== undefined) ? { ownPrice } : {}),
    groupPrices: (params.customerGroup ?? GENERAL_CUSTOMER_GROUP) !== GENERAL_CUSTOMER_GROUP,
    stockStatus: offer.stockStatus,
    maxSaleQty: offer.maxSaleQty,
    specs: productSpecs(attributes, ownAttributes, configurable?.view.selected?.attributes),
    breadcrumbs: categories[0] ? categoryCrumbs(tree, categories[0]) : [],
    categoryNames: categories.map((c) => c.name),
    configurable: configurable?.view ?? null,
    grouped: grouped?.view ?? null,
    bundle: bundle?.view ?? null,
    customOptions,
    related,
  }
}

/**
 * The product row a page URL may show; null for a 404. A configurable child opened directly goes to its
 * parent with the child chosen, and a child SKU on a product without variants goes to the product (301).
 */
async function findProductToShow(view: StoreView, params: ProductPageParams): Promise<ProductRow | null> {
  if (params.parentSku.length > 64) return null
  const db = getDb()
  const row = await db.selectFrom('product').selectAll().where('sku', '=', params.parentSku).executeTakeFirst()
  if (!row) return null

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
  return row
}

/** The product's own media, categories, custom options and related products. */
async function loadProductContent(productId: number, view: StoreView) {
  const db = getDb()
  const [media, categoryRows, customOptions, relatedLinks] = await Promise.all([
    db.selectFrom('product_media').selectAll().where('product_id', '=', productId).orderBy('position').execute(),
    db.selectFrom('product_category').select('category_id').where('product_id', '=', productId).execute(),
    loadCustomOptions(productId, view),
    db
      .selectFrom('product_link')
      .select('linked_product_id')
      .where('product_id', '=', productId)
      .where('link_type', '=', 'related')
      .orderBy('position')
      .execute(),
  ])
  return {
    media,
    categoryIds: categoryRows.map((c) => c.category_id),
    customOptions,
    relatedIds: relatedLinks.map((l) => l.linked_product_id),
  }
}

type LinkedProducts = Awaited<ReturnType<typeof loadLinkedProducts>>

/**
 * The products this one is made of (variants, grouped members, bundle selections), priced and stocked in
 * one go together with the product itself.
 */
async function loadLinkedProducts(view: StoreView, row: ProductRow, customerGroup: number) {
  const db = getDb()
  const isConfigurable = row.type_id === 'configurable'
  const [children, variantAttributes, associated, bundleOptionRows] = await Promise.all([
    isConfigurable ? db.selectFrom('product').selectAll().where('parent_id', '=', row.id).orderBy('position').execute() : [],
    isConfigurable
      ? db.selectFrom('configurable_option').select('attribute_code').where('product_id', '=', row.id).orderBy('position').execute()
      : [],
    db
      .selectFrom('product_link')
      .selectAll()
      .where('product_id', '=', row.id)
      .where('link_type', '=', 'associated')
      .orderBy('position')
      .execute(),
    row.type_id === 'bundle'
      ? db.selectFrom('bundle_option').selectAll().where('product_id', '=', row.id).orderBy('position').execute()
      : [],
  ])
  const bundleSelections = bundleOptionRows.length
    ? await db
        .selectFrom('bundle_selection')
        .selectAll()
        .where(
          'option_id',
          'in',
          bundleOptionRows.map((o) => o.id),
        )
        .orderBy('position')
        .execute()
    : []
  const memberIds = [...associated.map((l) => l.linked_product_id), ...bundleSelections.map((s) => s.product_id)]
  const [members, memberText, optionText, priced, childMedia] = await Promise.all([
    memberIds.length ? db.selectFrom('product').selectAll().where('id', 'in', memberIds).execute() : [],
    loadTranslations(db, view, 'product', memberIds),
    loadTranslations(
      db,
      view,
      'bundle_option',
      bundleOptionRows.map((o) => o.id),
    ),
    loadPricesAndStock(view, [row.id, ...children.map((c) => c.id), ...memberIds], customerGroup),
    // Each variant's own pictures: a chosen colour shows itself, not the parent's colour.
    children.length
      ? db
          .selectFrom('product_media')
          .select(['product_id', 'image', 'label'])
          .where(
            'product_id',
            'in',
            children.map((c) => c.id),
          )
          .orderBy('product_id')
          .orderBy('position')
          .execute()
      : [],
  ])
  return {
    children,
    childMedia,
    variantCodes: variantAttributes.map((o) => o.attribute_code),
    associated,
    // A bundle's option titles ("Kettle") in the store view's language, like the product names.
    bundleOptions: bundleOptionRows.map((o) => ({ ...o, title: optionText.get(String(o.id))?.title ?? o.title })),
    bundleSelections,
    members,
    memberText,
    priced,
  }
}

/** Categories of the product, deepest first (the first one gives the breadcrumbs). */
function productCategories(tree: CategoryTree, categoryIds: number[]): CategoryNode[] {
  return categoryIds
    .map((id) => tree.byId.get(id))
    .filter((c): c is CategoryNode => Boolean(c))
    .sort((a, b) => b.level - a.level || a.position - b.position)
}

/**
 * The variant picker: the variants that can be offered, the one the URL or the selection chose, and for
 * each option value whether it combines and where it leads. Without a chosen variant the page shows the
 * cheapest available variant's price ("from").
 */
function variantChoice(
  row: ProductRow,
  name: string,
  own: Offer,
  linked: LinkedProducts,
  attributes: Map<string, AttributeMeta>,
  params: ProductPageParams,
  now: Date,
): { view: NonNullable<ProductPage['configurable']>; offer: Offer } {
  const childViews = linked.children.map((child): ChildView & { status: number } => {
    const childStock = linked.priced.stock.get(child.id) ?? OUT_OF_STOCK
    return {
      id: child.id,
      sku: child.sku,
      name: child.name,
      status: child.status,
      attributes: parseAttributes(child.attributes),
      price: toPriceView(linked.priced.prices.get(child.id), linked.priced.tiers.get(child.id) ?? [], now),
      stockStatus: childStock.status,
      maxSaleQty: childStock.maxSaleQty,
      image: child.image,
    }
  })
  // Unavailable children are removed; none left is 'No available product variants'.
  const available = availableChildren(childViews, { allowOutOfStock: false })
  const offered = available.children.map((c) => ({ ...c, price: c.price.final }))
  const selection = { sku: params.childSku, attributes: params.selection ?? {} }
  const picked =
    params.childSku || Object.keys(selection.attributes).length
      ? selectChild(offered, selection, { allowOutOfStock: false, fallbackToDefault: false })
      : { child: null, warning: undefined }
  const selected = picked.child ? (childViews.find((c) => c.id === picked.child!.id) ?? null) : null
  const current = selected?.attributes ?? selection.attributes

  const view = {
    options: variantOptions(row, linked.variantCodes, offered, current, attributes),
    selected: selected ? { ...selected } : null,
    warning: picked.warning,
    error: available.error,
  }
  if (!selected) {
    const offer = {
      ...own,
      price: fromPriceView(available.children.map((c) => c.price)) ?? own.price,
      stockStatus: configurableStockStatus(available.children.length),
    }
    return { view, offer }
  }
  const media = linked.childMedia.filter((m) => m.product_id === selected.id).map((m) => ({ src: m.image, label: m.label ?? name }))
  const offer = {
    price: selected.price,
    stockStatus: selected.stockStatus,
    maxSaleQty: selected.maxSaleQty,
    images: variantGallery({ image: selected.image, media }, name, own.images),
  }
  return { view, offer }
}

/** Each configurable attribute with its values in option order, each linking to the closest variant. */
function variantOptions(
  row: ProductRow,
  codes: string[],
  offered: ConfigurableChild[],
  current: Record<string, string>,
  attributes: Map<string, AttributeMeta>,
) {
  const states = optionValuesFor(offered, codes, current)
  return codes.map((code) => {
    const meta = attributes.get(code)
    const values = (states[code] ?? []).map((state) => {
      // Among the children that have the clicked value, the one closest to the current choice.
      const target = selectChild(
        offered.filter((child) => child.attributes[code] === state.value),
        { attributes: { ...current, [code]: state.value } },
        { allowOutOfStock: false, fallbackToDefault: false },
      ).child
      const option = meta?.options.get(state.value)
      return {
        position: option?.position ?? 0,
        value: {
          value: state.value,
          label: optionLabel(attributes, code, state.value),
          swatch: option?.swatch ?? null,
          selected: current[code] === state.value,
          combinable: state.combinable,
          path: target ? productPath(row.sku, row.slug, target.sku) : null,
        } satisfies OptionValueView,
      }
    })
    return {
      code,
      label: meta?.label ?? code,
      // Option order, or the natural order of energy classes, sizes and capacities.
      values: sortNaturally(
        values.sort((a, b) => a.position - b.position),
        (v) => v.value.value,
      ).map((v) => v.value),
    }
  })
}

/**
 * A grouped member is a cart line of its own, so it is priced as one, with its tier price for one unit;
 * a bundle charges its selections at their own final price.
 */
type LinkedItemReader = (id: number, qty: number, isDefault: boolean, withTiers?: boolean) => LinkedItemView | null

/** Reads a grouped member or bundle selection; a missing linked product is logged and left out. */
function linkedItemReader(row: ProductRow, linked: LinkedProducts, now: Date): LinkedItemReader {
  return (id, qty, isDefault, withTiers = false) => {
    const member = linked.members.find((m) => m.id === id)
    if (!member || member.status >= UNAVAILABLE_STATUS) {
      console.warn(`Product not found: linked product ${id} of ${row.sku}`)
      return null
    }
    return {
      id,
      sku: member.sku,
      name: linked.memberText.get(String(id))?.name ?? member.name,
      qty,
      isDefault,
      price: toPriceView(linked.priced.prices.get(id), withTiers ? (linked.priced.tiers.get(id) ?? []) : [], now).final,
      stockStatus: linked.priced.stock.get(id)?.status ?? 'out_of_stock',
      image: member.image,
    }
  }
}

const isItem = (item: LinkedItemView | null): item is LinkedItemView => Boolean(item)

/** A grouped product's members, one of each, priced as their sum (the cart lines one set adds). */
function groupedMembers(own: Offer, linked: LinkedProducts, linkedItem: LinkedItemReader) {
  const items = linked.associated.map((l) => linkedItem(l.linked_product_id, 1, true, true)).filter(isItem)
  const total = selectionPrice({ members: items.map((item) => ({ price: item.price, qty: 1 })) })
  const offer = { ...own, price: sumPriceView(total), stockStatus: groupedStockStatus(items) }
  return { view: { items, total }, offer }
}

/**
 * A bundle's options with their selections and the one chosen in each: the shopper's choice when it is on
 * offer (an empty choice leaves an optional option out), otherwise the default. Priced as the sum of the
 * chosen selections, as the cart prices the line.
 */
function bundleOptions(own: Offer, linked: LinkedProducts, linkedItem: LinkedItemReader, choices: Record<string, string>) {
  const options = linked.bundleOptions.map((option) => {
    const selections = linked.bundleSelections
      .filter((s) => s.option_id === option.id)
      .map((s) => linkedItem(s.product_id, s.qty, s.is_default === 1))
      .filter(isItem)
    const required = option.required === 1
    const choice = choices[String(option.id)]
    const wanted = selections.find((s) => String(s.id) === choice && s.stockStatus !== 'out_of_stock')
    const fallback = selections.find((s) => s.isDefault)
    const chosen = wanted ? wanted.id : choice === '' && !required ? null : (fallback?.id ?? null)
    return { id: option.id, title: option.title, type: option.type, required, selections, chosen }
  })
  const picked = options.flatMap((o) => o.selections.filter((s) => s.id === o.chosen))
  const total = selectionPrice({ members: chosenMembers(options) })
  const offer = { ...own, price: sumPriceView(total), stockStatus: bundleStockStatus(picked) }
  return { view: { options, total }, offer }
}

/** The chosen selection of each bundle option, as what it adds to the price. */
function chosenMembers(options: NonNullable<ProductPage['bundle']>['options']): BundleMemberPrice[] {
  return options.flatMap((o) => o.selections.filter((s) => s.id === o.chosen).map((s) => ({ price: s.price, qty: s.qty })))
}

/** The charges of the chosen custom option values. */
function chosenCharges(options: ProductPage['customOptions']): CustomOptionPrice[] {
  return options.flatMap((o) => o.values.filter((v) => v.id === o.chosen).map(shownValueCharge))
}

/** Custom option values with what each adds to the price shown, in the store view's currency, and the chosen one. */
function customOptionsView(
  options: CustomOptionDefinition[],
  base: number,
  currencyCode: string,
  choices: Record<string, string>,
): ProductPage['customOptions'] {
  return options.map((option) => {
    const chosen = option.values.find((value) => String(value.id) === choices[String(option.id)])?.id
    return {
      ...option,
      ...(chosen === undefined ? {} : { chosen }),
      values: option.values.map((value) => {
        const charge = customOptionCharge(value, currencyCode)
        return {
          id: value.id,
          title: value.title,
          priceType: value.priceType,
          rate: charge.priceType === 'percent' ? charge.price : 0,
          amount: customOptionPrice(base, charge),
        }
      }),
    }
  })
}
