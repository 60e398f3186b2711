/**
 * Loading and pricing a cart: lines are priced now, on the server, from the catalogue (posted prices
 * are never used), then totalled with the coupon and gift card the cart carries.
 */
import { cartItemCount, isVirtualCart, lineTotal, type CartLine, type CartLineOption } from '~/domain/cart'
import { GENERAL_CUSTOMER_GROUP } from '~/domain/constants'
import { evaluateCoupon, normaliseCouponCode, type Coupon } from '~/domain/coupons'
import { customOptionCharge, finalPrice, tierPrice, type CustomOptionPrice } from '~/domain/prices'
import { selectionPrice, UNKNOWN_PRICE, type BundleMemberPrice } from '~/domain/selection-price'
import { canLoadProduct } from '~/domain/product-rules'
import { cartLineStockOutcome, maxQuantity, type CartItemStockOutcome } from '~/domain/stock'
import { matchTaxRates, combinedRateBp } from '~/domain/tax'
import { computeTotals, type CartTotals } from '~/domain/totals'
import type { CartLineTable, CartRow, GiftCardTable, ProductRow } from '~/db/schema'
import { keptQuery } from '~/db/kept-query.server'
import type { StoreView } from '~/utils/store-views'
import { findCart } from './cookie.server'
import { loadPricesAndStock, OUT_OF_STOCK, type PriceRow, type StockInfo } from '~/providers/catalog/prices.server'
import { getAttributes, parseAttributes } from '~/providers/catalog/attributes.server'
import { getCategoryTree } from '~/providers/catalog/categories.server'
import { loadCustomOptions } from '~/providers/catalog/custom-options.server'
import { optionLabel } from '~/domain/attributes'
import { getDb } from '~/server/db.server'
import { memo } from '~/server/memo.server'
import { loadTranslations } from '~/server/translations.server'

/** What the shopper chose for a line besides the product: custom option values, bundle selections. */
export interface LineSelection {
  options?: Record<string, number>
  bundle?: Record<string, number>
}

export interface PricedLine extends CartLine {
  stock: StockInfo
  /** Shop path of the product page. */
  path: string
  maxQuantity: number | null
  /**
   * 'In stock!' or 'Out of stock!' for the line, from the stock read with its price on every load of the cart
   * (one read for all lines), so the cart and the microcart always show stock as it is now.
   */
  stockSync: CartItemStockOutcome
  /** Its price is below 0 (none in this store view, or a member of its bundle without one): it cannot be sold. */
  priceUnknown: boolean
  /** The product may no longer be sold (disabled, unavailable): shown, excluded from checkout. */
  unavailable: boolean
  isLargeAppliance: boolean
}

export interface CartView {
  id: string
  lines: PricedLine[]
  count: number
  couponCode: string | null
  /** The applied coupon waives delivery. */
  freeShipping: boolean
  voucherCode: string | null
  virtual: boolean
  hasLargeAppliance: boolean
  totals: CartTotals
  /** Gift card / voucher amount applied to the grand total. */
  voucherAmount: number
  amountDue: number
  checkout: Record<string, unknown>
  messages: string[]
}

const LARGE_APPLIANCES_SLUG = 'large-appliances'

/**
 * The view's VAT rate (basis points) for its tax country. Kept like the menus: `tax_rate` is shared content,
 * so a change to it raises the content generation, which the next page request on each instance sees and
 * which forgets this (memo.server.ts).
 */
export const storeTaxRateBp = memo('tax-rate', 60_000, async (view: StoreView): Promise<number> => {
  const rows = await getDb().selectFrom('tax_rate').selectAll().where('tax_country_id', '=', view.taxCountry).execute()
  const rates = matchTaxRates(
    rows.map((r) => ({ taxCountryId: r.tax_country_id, regionName: r.region_name, taxRegionId: r.tax_region_id, rateBp: r.rate_bp })),
    { countryId: view.taxCountry },
  )
  return combinedRateBp(rates.slice(0, 1))
})

function parseSelection(json: string): LineSelection {
  try {
    const value = JSON.parse(json) as LineSelection
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

// A cart page reads these on every request (kept-query.server.ts).
const productsWithParents = keptQuery((db, p: { ids: number[] }) =>
  db
    .selectFrom('product')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('id', 'in', p.ids),
        eb('id', 'in', eb.selectFrom('product as variant').select('variant.parent_id').where('variant.id', 'in', p.ids)),
      ]),
    ),
)
const categoriesOf = keptQuery((db, p: { ids: number[] }) =>
  db.selectFrom('product_category').select(['product_id', 'category_id']).where('product_id', 'in', p.ids),
)
const cartRow = keptQuery((db, p: { cartId: string }) => db.selectFrom('cart').selectAll().where('id', '=', p.cartId))
const cartLines = keptQuery((db, p: { cartId: string }) =>
  db.selectFrom('cart_line').selectAll().where('cart_id', '=', p.cartId).orderBy('created_at'),
)

/** Price and describe stored cart lines for a store view, at `now`, with the tier prices of the cart owner's group. */
export async function priceLines(
  view: StoreView,
  rows: CartLineTable[],
  now = new Date(),
  customerGroup = GENERAL_CUSTOMER_GROUP,
): Promise<PricedLine[]> {
  if (!rows.length) return []
  const db = getDb()
  const productIds = [...new Set(rows.map((r) => r.product_id))]
  // The lines' products and, in the same query, the configurable products their variants belong to.
  const products = await productsWithParents.execute(db, { ids: productIds })
  const byId = new Map(products.map((p) => [p.id, p]))
  const parentIds = [...new Set(productIds.map((id) => byId.get(id)?.parent_id).filter((id): id is number => typeof id === 'number'))]
  const bundleProductIds = rows.flatMap((r) => Object.values(parseSelection(r.selection).bundle ?? {}))
  const bundleMembers = bundleProductIds.length
    ? await db.selectFrom('product').selectAll().where('id', 'in', bundleProductIds).execute()
    : []
  // A bundle line names each chosen item by its option ("Kettle: Sondela …"), in the store view's language.
  const bundleOptionIds = [...new Set(rows.flatMap((r) => Object.keys(parseSelection(r.selection).bundle ?? {}).map(Number)))].filter(
    Number.isInteger,
  )
  const bundleOptionRows = bundleOptionIds.length
    ? await db.selectFrom('bundle_option').select(['id', 'title']).where('id', 'in', bundleOptionIds).execute()
    : []
  const bundleOptionText = await loadTranslations(db, view, 'bundle_option', bundleOptionIds)
  const bundleOptionTitle = (optionId: string) => {
    const row = bundleOptionRows.find((o) => String(o.id) === optionId)
    return row ? (bundleOptionText.get(optionId)?.title ?? row.title) : ''
  }
  const [priced, texts, attributes, tree, taxRateBp, categories] = await Promise.all([
    loadPricesAndStock(view, [...productIds, ...bundleProductIds], customerGroup),
    loadTranslations(db, view, 'product', [...productIds, ...parentIds, ...bundleProductIds]),
    getAttributes(view),
    getCategoryTree(view),
    storeTaxRateBp(view),
    categoriesOf.execute(db, { ids: [...productIds, ...parentIds] }),
  ])
  const large = tree.bySlug.get(LARGE_APPLIANCES_SLUG)?.id
  const isLarge = (productId: number) =>
    categories.some(
      (c) => c.product_id === productId && (c.category_id === large || tree.byId.get(c.category_id)?.ancestorIds.includes(large ?? -1)),
    )
  const nameOf = (p: ProductRow) => texts.get(String(p.id))?.name ?? p.name

  const lines: PricedLine[] = []
  for (const row of rows) {
    const product = byId.get(row.product_id)
    if (!product) continue
    const parent = product.parent_id !== null ? byId.get(product.parent_id) : undefined
    const shown = parent ?? product
    const selection = parseSelection(row.selection)
    const stock = priced.stock.get(product.id) ?? OUT_OF_STOCK
    const options: CartLineOption[] = []

    // Configurable child: its attribute values are the chosen options.
    if (parent) {
      const values = parseAttributes(product.attributes)
      const codes = await configurableCodes(parent.id)
      for (const code of codes) {
        if (values[code])
          options.push({ code, label: attributes.get(code)?.label ?? code, value: optionLabel(attributes, code, values[code]) })
      }
    }

    // The goods: a bundle's chosen members at their own prices, or the product's (variant's) own price.
    let base: number | undefined
    const members: BundleMemberPrice[] = []
    if (product.type_id === 'bundle') {
      for (const [optionId, memberId] of Object.entries(selection.bundle ?? {})) {
        const member = bundleMembers.find((m) => m.id === memberId)
        if (!member) continue
        const memberPrice = priced.prices.get(memberId)
        const qty = await bundleQty(product.id, memberId)
        members.push({ price: memberPrice ? finalPrice(priceInput(memberPrice), now) : UNKNOWN_PRICE, qty })
        options.push({
          code: `bundle:${memberId}`,
          label: bundleOptionTitle(optionId),
          value: `${qty > 1 ? `${qty} × ` : ''}${nameOf(member)}`,
        })
      }
    } else {
      const price = priced.prices.get(product.id)
      base = price ? tierPrice(priced.tiers.get(product.id) ?? [], row.qty, finalPrice(priceInput(price), now)) : UNKNOWN_PRICE
    }

    // Custom options belong to the product the shopper saw (the parent of a configurable child).
    const chosen = selection.options ?? {}
    const charges: CustomOptionPrice[] = []
    if (Object.keys(chosen).length) {
      const defs = await loadCustomOptions(shown.id, view)
      for (const [optionId, valueId] of Object.entries(chosen)) {
        const option = defs.find((o) => o.id === Number(optionId))
        const value = option?.values.find((v) => v.id === valueId)
        if (!option || !value) continue
        charges.push(customOptionCharge(value, view.currencyCode))
        options.push({ code: `option:${option.id}`, label: option.title, value: value.title })
      }
    }
    // The same rule the product page shows its price by.
    const unitPrice = selectionPrice({ base, members, options: charges })

    const unavailable =
      !canLoadProduct(shown, { allowDirectChild: false }) || (parent !== undefined && product.status >= 2) || unitPrice < 0
    lines.push({
      id: row.id,
      productId: product.id,
      sku: product.sku,
      parentSku: row.parent_sku,
      name: nameOf(shown),
      typeId: product.type_id,
      qty: row.qty,
      // A line without a price is shown unavailable, not at a negative amount.
      unitPrice: Math.max(0, unitPrice),
      taxRateBp,
      options,
      optionsKey: row.options_key,
      isVirtual: product.type_id === 'virtual' || product.type_id === 'downloadable',
      image: product.image ?? shown.image,
      stock,
      path: `/p/${encodeURIComponent(shown.sku)}/${encodeURIComponent(shown.slug)}${parent ? `/${encodeURIComponent(product.sku)}` : ''}`,
      maxQuantity: maxQuantity({ available: stock.available, maxSaleQty: stock.maxSaleQty }),
      stockSync: cartLineStockOutcome(stock.status),
      priceUnknown: unitPrice < 0,
      unavailable,
      isLargeAppliance: isLarge(shown.id),
    })
  }
  return lines
}

function priceInput(row: PriceRow) {
  return { price: row.price, specialPrice: row.special_price, specialFromDate: row.special_from_date, specialToDate: row.special_to_date }
}

const codesCache = new Map<number, Promise<string[]>>()
function configurableCodes(parentId: number): Promise<string[]> {
  let codes = codesCache.get(parentId)
  if (!codes) {
    codes = getDb()
      .selectFrom('configurable_option')
      .select('attribute_code')
      .where('product_id', '=', parentId)
      .orderBy('position')
      .execute()
      .then((rows) => rows.map((r) => r.attribute_code))
    codesCache.set(parentId, codes)
    codes.catch(() => codesCache.delete(parentId))
  }
  return codes
}

async function bundleQty(bundleId: number, memberId: number): Promise<number> {
  const row = await getDb()
    .selectFrom('bundle_selection')
    .innerJoin('bundle_option', 'bundle_option.id', 'bundle_selection.option_id')
    .select('bundle_selection.qty')
    .where('bundle_option.product_id', '=', bundleId)
    .where('bundle_selection.product_id', '=', memberId)
    .executeTakeFirst()
  return row?.qty ?? 1
}

/**
 * The customer group whose prices a cart gets: its owner's. A guest cart gets the general
 * group's, so whoever holds a cart cookie without the owner's session never sees another group's prices.
 */
export async function cartOwnerGroup(customerId: string | null): Promise<number> {
  if (!customerId) return GENERAL_CUSTOMER_GROUP
  const row = await getDb().selectFrom('customer').select('group_id').where('id', '=', customerId).executeTakeFirst()
  return row ? Number(row.group_id) : GENERAL_CUSTOMER_GROUP
}

/** A coupon by code, if it exists for this view's currency (fixed amounts are per currency). */
export async function findCoupon(code: string | null, view: StoreView): Promise<Coupon | null> {
  const normalised = normaliseCouponCode(code)
  if (!normalised) return null
  const row = await getDb().selectFrom('coupon').selectAll().where('code', '=', normalised).executeTakeFirst()
  if (!row || (row.currency && row.currency !== view.currencyCode)) return null
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    minSubtotal: row.min_subtotal ?? undefined,
    expiresAt: row.expires_at,
    active: row.active === 1,
    usesLeft: row.uses_left === null || row.uses_left === undefined ? null : Number(row.uses_left),
  }
}

/** An active gift card or voucher by code in this view's currency (its balance may be spent). */
export async function findGiftCard(code: string, view: StoreView): Promise<GiftCardTable | null> {
  const card = await getDb()
    .selectFrom('gift_card')
    .selectAll()
    .where('code', '=', code)
    .where('currency', '=', view.currencyCode)
    .where('active', '=', 1)
    .executeTakeFirst()
  return card ?? null
}

export interface CheckoutShippingChoice {
  priceInclTax: number
}

/** What pricing a cart needs from the database: read once, then totalled with or without a delivery. */
export interface CartReading {
  row: CartRow
  lines: PricedLine[]
  /** The coupon on the cart, if it still exists for this view (whether it applies is decided in totalling). */
  coupon: Coupon | null
  card: GiftCardTable | null
  taxRateBp: number
  now: Date
}

/** Everything the cart's totals depend on, read now; null when there is no cart. */
export async function readCart(cartId: string, view: StoreView, now = new Date()): Promise<CartReading | null> {
  const db = getDb()
  const [row, rows] = await Promise.all([cartRow.first(db, { cartId }), cartLines.execute(db, { cartId })])
  if (!row) return null
  const [lines, coupon, card, taxRateBp] = await Promise.all([
    cartOwnerGroup(row.customer_id).then((group) => priceLines(view, rows, now, group)),
    row.coupon_code ? findCoupon(row.coupon_code, view) : null,
    row.voucher_code ? findGiftCard(row.voucher_code, view) : null,
    storeTaxRateBp(view),
  ])
  return { row, lines, coupon, card, taxRateBp, now }
}

/** The cart totalled from what `readCart` read, with the delivery the shopper pays (null: none yet). */
export function priceCart(reading: CartReading, view: StoreView, shipping: CheckoutShippingChoice | null = null): CartView {
  const { row, lines, now, taxRateBp } = reading
  const sellable = lines.filter((l) => !l.unavailable)
  const subtotal = sellable.reduce((sum, l) => sum + lineTotal(l), 0)
  const messages: string[] = []
  let discount = 0
  let coupon = row.coupon_code ? reading.coupon : null
  if (row.coupon_code) {
    const verdict = evaluateCoupon(coupon, subtotal, now)
    if (verdict.ok) discount = verdict.discount
    else {
      // A coupon that no longer applies (expired, below its minimum) is shown as removed.
      messages.push(verdict.message)
      coupon = null
    }
  }
  const totals = computeTotals({
    lines: sellable,
    discount,
    shipping: shipping ? { priceInclTax: shipping.priceInclTax, taxRateBp } : null,
    currency: view.currencyCode,
    country: view.taxCountry,
  })
  const voucherAmount = reading.card ? Math.min(reading.card.balance, totals.grandTotal) : 0
  let checkout: Record<string, unknown> = {}
  try {
    checkout = JSON.parse(row.checkout) as Record<string, unknown>
  } catch {
    checkout = {}
  }
  // The password hash of an account to create with the order (checkout.server.ts) never goes to a page.
  if (checkout.personalDetails && typeof checkout.personalDetails === 'object') {
    const { newAccountPasswordHash: _hash, ...personal } = checkout.personalDetails as Record<string, unknown>
    checkout.personalDetails = personal
  }
  return {
    id: row.id,
    lines,
    count: cartItemCount(lines),
    couponCode: coupon ? row.coupon_code : null,
    freeShipping: coupon?.type === 'free_shipping',
    voucherCode: row.voucher_code,
    virtual: isVirtualCart(sellable),
    hasLargeAppliance: sellable.some((l) => l.isLargeAppliance),
    totals,
    voucherAmount,
    amountDue: totals.grandTotal - voucherAmount,
    checkout,
    messages,
  }
}

/** The whole cart of this shopper in this view, priced and totalled; null when there is no cart. */
export async function loadCart(
  cartId: string,
  view: StoreView,
  opts: { shipping?: CheckoutShippingChoice | null; now?: Date } = {},
): Promise<CartView | null> {
  const reading = await readCart(cartId, view, opts.now)
  return reading && priceCart(reading, view, opts.shipping ?? null)
}

/** The header's cart count: the sum of quantities (not of lines) of the cart `findCart` finds, read with it. */
export async function getCartCount(request: Request, view: StoreView): Promise<number> {
  return (await findCart(request, view))?.itemCount ?? 0
}
