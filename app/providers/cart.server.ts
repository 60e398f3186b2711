import { ulid } from 'ulid'
import { addLine, cartItemCount, isVirtualCart, optionsKey, type CartLine, type CartLineOption } from '~/domain/cart'
import { evaluateCoupon, normaliseCouponCode, type Coupon } from '~/domain/coupons'
import * as M from '~/domain/messages'
import { customOptionsTotal, finalPrice, tierPrice } from '~/domain/prices'
import { canLoadProduct } from '~/domain/product-rules'
import { canAddToCart, maxQuantity, validateQuantity } from '~/domain/stock'
import { matchTaxRates, combinedRateBp } from '~/domain/tax'
import { computeTotals, type CartTotals } from '~/domain/totals'
import type { CartLineTable, ProductRow } from '~/db/schema'
import { signedCookie, type Toast } from '~/utils/session.server'
import type { StoreView } from '~/utils/store-views'
import {
  OUT_OF_STOCK,
  getAttributes,
  getCategoryTree,
  loadCustomOptions,
  loadPricesAndStock,
  optionLabel,
  parseAttributes,
  type StockInfo,
} from './catalog.server'
import { getDb } from './db.server'
import { loadTranslations } from './translations.server'

// ---------------------------------------------------------------------------------------------
// The cart cookie: signed, httpOnly, one cart id per store view (each view has its own currency).
// ---------------------------------------------------------------------------------------------

const getCartCookie = signedCookie('karoo_cart')

type CartIds = Partial<Record<string, string>>

async function readCartIds(request: Request): Promise<CartIds> {
  const value = (await getCartCookie().parse(request.headers.get('Cookie'))) as unknown
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(entry[1]),
    ),
  )
}

/** The id of this shopper's cart in this store view, if the signed cookie names one that exists. */
export async function getCartId(request: Request, view: StoreView): Promise<string | null> {
  const id = (await readCartIds(request))[view.storeCode]
  if (!id) return null
  const row = await getDb().selectFrom('cart').select('id').where('id', '=', id).where('store_code', '=', view.storeCode).executeTakeFirst()
  return row?.id ?? null
}

/** The Set-Cookie header that makes `cartId` this shopper's cart in this view (after the first add). */
export async function cartCookieHeader(request: Request, view: StoreView, cartId: string): Promise<string> {
  const ids = await readCartIds(request)
  return getCartCookie().serialize({ ...ids, [view.storeCode]: cartId })
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Delete guest carts nobody has touched for `maxAgeDays`, with their lines. A customer's cart stays (it is
 * theirs across devices), and so does a cart whose order still waits for payment: the order points at it,
 * and a repeated submission of that order (the offline outbox) is recognised through it. A plain WHERE, so
 * several instances may run it at once.
 */
export async function expireAbandonedCarts(now: Date, maxAgeDays = 30): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeDays * DAY_MS).toISOString()
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const abandoned = trx
        .selectFrom('cart')
        .select('cart.id')
        .where('cart.customer_id', 'is', null)
        .where('cart.updated_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sales_order')
                .select('sales_order.id')
                .whereRef('sales_order.cart_id', '=', 'cart.id')
                .where((order) => order.or([order('sales_order.status', '=', 'pending'), order('sales_order.payment_status', '=', 'pending')])),
            ),
          ),
        )
      await trx.deleteFrom('cart_line').where('cart_id', 'in', abandoned).execute()
      const deleted = await trx.deleteFrom('cart').where('id', 'in', abandoned).executeTakeFirst()
      return Number(deleted.numDeletedRows)
    })
}

/**
 * Expire abandoned carts in this process: once shortly after start, then every hour. Each instance of
 * the shop may run it; the timers never keep the process alive. Returns a stop function that waits for
 * a run in progress (the database is closed next).
 */
export function startCartExpiry(maxAgeDays: number, timing = { firstRunMs: 60_000, everyMs: 60 * 60_000 }): () => Promise<void> {
  let running: Promise<void> | undefined
  const run = () => {
    running ??= expireAbandonedCarts(new Date(), maxAgeDays)
      .then((count) => {
        if (count) console.log(`Expired ${count} abandoned cart${count === 1 ? '' : 's'}`)
      })
      .catch((error: unknown) => console.error('Expiring abandoned carts failed', error))
      .finally(() => {
        running = undefined
      })
  }
  const first = setTimeout(run, timing.firstRunMs)
  const every = setInterval(run, timing.everyMs)
  first.unref()
  every.unref()
  return async () => {
    clearTimeout(first)
    clearInterval(every)
    await running
  }
}

/** Forget the cart of this view (after an order is placed). */
export async function clearCartCookie(request: Request, view: StoreView): Promise<string> {
  const ids = await readCartIds(request)
  delete ids[view.storeCode]
  return getCartCookie().serialize(ids)
}

// ---------------------------------------------------------------------------------------------
// Pricing: cart lines are priced now, on the server, from the catalogue (posted prices are never used).
// ---------------------------------------------------------------------------------------------

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
  /** The product may no longer be sold (disabled, unavailable): shown, excluded from checkout. */
  unavailable: boolean
  isLargeAppliance: boolean
}

export interface CartView {
  id: string
  lines: PricedLine[]
  count: number
  couponCode: string | null
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

/** The view's VAT rate (basis points) for its tax country. */
export async function storeTaxRateBp(view: StoreView): Promise<number> {
  const rows = await getDb().selectFrom('tax_rate').selectAll().where('tax_country_id', '=', view.taxCountry).execute()
  const rates = matchTaxRates(
    rows.map((r) => ({ taxCountryId: r.tax_country_id, regionName: r.region_name, taxRegionId: r.tax_region_id, rateBp: r.rate_bp })),
    { countryId: view.taxCountry },
  )
  return combinedRateBp(rates.slice(0, 1))
}

function parseSelection(json: string): LineSelection {
  try {
    const value = JSON.parse(json) as LineSelection
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

/** Price and describe stored cart lines for a store view, at `now`. */
export async function priceLines(view: StoreView, rows: CartLineTable[], now = new Date()): Promise<PricedLine[]> {
  if (!rows.length) return []
  const db = getDb()
  const productIds = [...new Set(rows.map((r) => r.product_id))]
  const products = await db.selectFrom('product').selectAll().where('id', 'in', productIds).execute()
  const byId = new Map(products.map((p) => [p.id, p]))
  const parentIds = [...new Set(products.map((p) => p.parent_id).filter((id): id is number => id !== null))]
  const parents = parentIds.length ? await db.selectFrom('product').selectAll().where('id', 'in', parentIds).execute() : []
  const parentById = new Map(parents.map((p) => [p.id, p]))
  const bundleProductIds = rows.flatMap((r) => Object.values(parseSelection(r.selection).bundle ?? {}))
  const bundleMembers = bundleProductIds.length
    ? await db.selectFrom('product').selectAll().where('id', 'in', bundleProductIds).execute()
    : []
  const [priced, texts, attributes, tree, taxRateBp, categories] = await Promise.all([
    loadPricesAndStock(view, [...productIds, ...bundleProductIds]),
    loadTranslations(db, view, 'product', [...productIds, ...parentIds, ...bundleProductIds]),
    getAttributes(view),
    getCategoryTree(view),
    storeTaxRateBp(view),
    db
      .selectFrom('product_category')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', [...productIds, ...parentIds])
      .execute(),
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
    const parent = product.parent_id !== null ? parentById.get(product.parent_id) : undefined
    const shown = parent ?? product
    const selection = parseSelection(row.selection)
    const stock = priced.stock.get(product.id) ?? OUT_OF_STOCK
    const options: CartLineOption[] = []

    // Configurable child: its attribute values are the chosen options.
    if (parent) {
      const values = parseAttributes(product.attributes)
      const codes = await configurableCodes(parent.id)
      for (const code of codes) {
        if (values[code]) options.push({ code, label: attributes.get(code)?.label ?? code, value: optionLabel(attributes, code, values[code]) })
      }
    }

    let base: number
    if (product.type_id === 'bundle') {
      base = 0
      for (const memberId of Object.values(selection.bundle ?? {})) {
        const member = bundleMembers.find((m) => m.id === memberId)
        const memberPrice = priced.prices.get(memberId)
        if (!member || !memberPrice) continue
        const qty = await bundleQty(product.id, memberId)
        base += finalPrice({ price: memberPrice.price, specialPrice: memberPrice.special_price, specialFromDate: memberPrice.special_from_date, specialToDate: memberPrice.special_to_date }, now) * qty
        options.push({ code: `bundle:${memberId}`, label: '', value: `${qty > 1 ? `${qty} × ` : ''}${nameOf(member)}` })
      }
    } else {
      const price = priced.prices.get(product.id)
      base = price
        ? finalPrice({ price: price.price, specialPrice: price.special_price, specialFromDate: price.special_from_date, specialToDate: price.special_to_date }, now)
        : -1
      base = base >= 0 ? tierPrice(priced.tiers.get(product.id) ?? [], row.qty, base) : base
    }

    // Custom options belong to the product the shopper saw (the parent of a configurable child).
    const chosen = selection.options ?? {}
    let extra = 0
    if (Object.keys(chosen).length) {
      const defs = await loadCustomOptions(shown.id)
      const picked = []
      for (const [optionId, valueId] of Object.entries(chosen)) {
        const option = defs.find((o) => o.id === Number(optionId))
        const value = option?.values.find((v) => v.id === valueId)
        if (!option || !value) continue
        const fixed = view.currencyCode === 'EUR' ? value.priceEur : value.price
        picked.push({ priceType: value.priceType, price: value.priceType === 'percent' ? value.price / 100 : fixed })
        options.push({ code: `option:${option.id}`, label: option.title, value: value.title })
      }
      extra = base >= 0 ? customOptionsTotal(base, picked) : 0
    }

    const unavailable =
      !canLoadProduct(shown, { allowDirectChild: false }) || (parent !== undefined && product.status >= 2) || base < 0
    lines.push({
      id: row.id,
      productId: product.id,
      sku: product.sku,
      parentSku: row.parent_sku,
      name: nameOf(shown),
      typeId: product.type_id,
      qty: row.qty,
      unitPrice: Math.max(0, base) + extra,
      taxRateBp,
      options,
      optionsKey: row.options_key,
      isVirtual: product.type_id === 'virtual' || product.type_id === 'downloadable',
      image: product.image ?? shown.image,
      stock,
      path: `/p/${encodeURIComponent(shown.sku)}/${encodeURIComponent(shown.slug)}${parent ? `/${encodeURIComponent(product.sku)}` : ''}`,
      maxQuantity: maxQuantity({ available: stock.available, maxSaleQty: stock.maxSaleQty }),
      unavailable,
      isLargeAppliance: isLarge(shown.id),
    })
  }
  return lines
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
  }
}

export interface CheckoutShippingChoice {
  priceInclTax: number
}

/** The whole cart of this shopper in this view, priced and totalled; null when there is no cart. */
export async function loadCart(
  cartId: string,
  view: StoreView,
  opts: { shipping?: CheckoutShippingChoice | null; now?: Date } = {},
): Promise<CartView | null> {
  const db = getDb()
  const now = opts.now ?? new Date()
  const cart = await db.selectFrom('cart').selectAll().where('id', '=', cartId).executeTakeFirst()
  if (!cart) return null
  const rows = await db.selectFrom('cart_line').selectAll().where('cart_id', '=', cartId).orderBy('created_at').execute()
  const lines = await priceLines(view, rows, now)
  const sellable = lines.filter((l) => !l.unavailable)
  const subtotal = sellable.reduce((sum, l) => sum + l.unitPrice * l.qty, 0)
  const messages: string[] = []
  let discount = 0
  let couponCode = cart.coupon_code
  if (couponCode) {
    const verdict = evaluateCoupon(await findCoupon(couponCode, view), subtotal, now)
    if (verdict.ok) discount = verdict.discount
    else {
      // A coupon that no longer applies (expired, below its minimum) is shown as removed.
      messages.push(verdict.message)
      couponCode = null
    }
  }
  const taxRateBp = await storeTaxRateBp(view)
  const totals = computeTotals({
    lines: sellable,
    discount,
    shipping: opts.shipping ? { priceInclTax: opts.shipping.priceInclTax, taxRateBp } : null,
    currency: view.currencyCode,
    country: view.taxCountry,
  })
  let voucherAmount = 0
  if (cart.voucher_code) {
    const card = await db
      .selectFrom('gift_card')
      .selectAll()
      .where('code', '=', cart.voucher_code)
      .where('currency', '=', view.currencyCode)
      .where('active', '=', 1)
      .executeTakeFirst()
    voucherAmount = card ? Math.min(card.balance, totals.grandTotal) : 0
  }
  let checkout: Record<string, unknown> = {}
  try {
    checkout = JSON.parse(cart.checkout) as Record<string, unknown>
  } catch {
    checkout = {}
  }
  return {
    id: cart.id,
    lines,
    count: cartItemCount(lines),
    couponCode,
    voucherCode: cart.voucher_code,
    virtual: isVirtualCart(sellable),
    hasLargeAppliance: sellable.some((l) => l.isLargeAppliance),
    totals,
    voucherAmount,
    amountDue: totals.grandTotal - voucherAmount,
    checkout,
    messages,
  }
}

/** The header's cart count: the sum of quantities (SPEC section 9), one cheap query. */
export async function getCartCount(request: Request, view: StoreView): Promise<number> {
  const cartId = (await readCartIds(request))[view.storeCode]
  if (!cartId) return 0
  const row = await getDb()
    .selectFrom('cart_line')
    .select((eb) => eb.fn.sum<number>('qty').as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Mutations. Each returns a toast for the redirect; nothing here trusts a posted price.
// ---------------------------------------------------------------------------------------------

export interface AddToCartRequest {
  sku: string
  childSku?: string
  qty: unknown
  options: Record<string, string>
  bundle: Record<string, string>
  grouped: Record<string, string>
}

const ok = (message: string, warning?: string): Toast =>
  warning ? { type: 'warning', message: warning, checkoutAction: true } : { type: 'success', message, checkoutAction: true }
const fail = (message: string, params?: Record<string, number>): Toast => ({ type: 'error', message, params })

async function touch(cartId: string) {
  await getDb().updateTable('cart').set({ updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
}

/** What an add did: the toast for the redirect and the cart it went to (null while there is still none). */
export interface AddResult {
  toast: Toast
  cartId: string | null
}

/**
 * Add a product of any type (SPEC "Adding to cart"): validate the product, then stock, then add or raise.
 * Without a cart (`cartId` null) the cart row is created with its first line, so a failed add leaves nothing.
 */
export async function addToCart(cartId: string | null, view: StoreView, input: AddToCartRequest): Promise<AddResult> {
  const refused = (toast: Toast): AddResult => ({ toast, cartId })
  const db = getDb()
  const product = await db.selectFrom('product').selectAll().where('sku', '=', input.sku.slice(0, 64)).executeTakeFirst()
  if (!product || !canLoadProduct(product, { allowDirectChild: false })) return refused(fail(M.PRODUCT_NOT_AVAILABLE))

  if (product.type_id === 'grouped') return addGrouped(cartId, view, product, input)

  let target = product
  if (product.type_id === 'configurable') {
    const child = input.childSku
      ? await db
          .selectFrom('product')
          .selectAll()
          .where('sku', '=', input.childSku.slice(0, 64))
          .where('parent_id', '=', product.id)
          .executeTakeFirst()
      : undefined
    if (!child || child.status >= 2) return refused({ type: 'warning', message: M.NO_SUCH_CONFIGURATION })
    target = child
  }

  const selection: LineSelection = {}
  const customs = await loadCustomOptions(product.id)
  for (const option of customs) {
    const raw = input.options[String(option.id)]
    if (!raw) {
      if (option.required) return refused(fail('cart.optionsInvalid'))
      continue
    }
    const value = option.values.find((v) => String(v.id) === raw)
    if (!value) return refused(fail('cart.optionsInvalid'))
    ;(selection.options ??= {})[String(option.id)] = value.id
  }
  for (const key of Object.keys(input.options)) {
    if (!customs.some((o) => String(o.id) === key)) return refused(fail('cart.optionsInvalid'))
  }

  if (product.type_id === 'bundle') {
    const bundleOptions = await db.selectFrom('bundle_option').selectAll().where('product_id', '=', product.id).execute()
    const selections = bundleOptions.length
      ? await db.selectFrom('bundle_selection').selectAll().where('option_id', 'in', bundleOptions.map((o) => o.id)).execute()
      : []
    for (const option of bundleOptions) {
      const raw = input.bundle[String(option.id)]
      const chosen = raw ? selections.find((s) => s.option_id === option.id && String(s.product_id) === raw) : undefined
      if (raw && !chosen) return refused(fail('cart.bundleInvalid'))
      if (!chosen) {
        if (option.required === 1) return refused(fail('cart.bundleInvalid'))
        continue
      }
      ;(selection.bundle ??= {})[String(option.id)] = chosen.product_id
    }
  }

  return addRow(cartId, view, target, product.type_id === 'configurable' ? product.sku : null, selection, input.qty)
}

async function addGrouped(cartId: string | null, view: StoreView, product: ProductRow, input: AddToCartRequest): Promise<AddResult> {
  const links = await getDb()
    .selectFrom('product_link')
    .select('linked_product_id')
    .where('product_id', '=', product.id)
    .where('link_type', '=', 'associated')
    .execute()
  const members = links.length
    ? await getDb().selectFrom('product').selectAll().where('id', 'in', links.map((l) => l.linked_product_id)).execute()
    : []
  // Without per-item quantities (a plain "Add to cart"), each item of the set is added once.
  const wanted = members
    .map((member) => ({ member, qty: input.grouped[String(member.id)] ?? (Object.keys(input.grouped).length ? '0' : String(input.qty ?? '1')) }))
    .filter(({ qty }) => qty !== '0' && qty !== '')
  if (!wanted.length) return { toast: fail(M.QTY_MUST_BE_POSITIVE), cartId }
  let last: AddResult = { toast: ok(M.PRODUCT_ADDED), cartId }
  for (const { member, qty } of wanted) {
    // The first member added creates the cart; the others join it.
    last = await addRow(last.cartId, view, member, null, {}, qty)
    if (last.toast.type === 'error') return last
  }
  return last
}

async function addRow(
  cartId: string | null,
  view: StoreView,
  product: ProductRow,
  parentSku: string | null,
  selection: LineSelection,
  qtyInput: unknown,
): Promise<AddResult> {
  const refused = (toast: Toast): AddResult => ({ toast, cartId })
  const db = getDb()
  const key = optionsKey(
    Object.entries({ ...prefix('o', selection.options), ...prefix('b', selection.bundle) }).map(([code, value]) => ({ code, value: String(value) })),
  )
  const existing = cartId
    ? await db
        .selectFrom('cart_line')
        .selectAll()
        .where('cart_id', '=', cartId)
        .where('sku', '=', product.sku)
        .where('options_key', '=', key)
        .executeTakeFirst()
    : undefined
  const probe: CartLineTable = {
    id: existing?.id ?? 'new',
    cart_id: cartId ?? '',
    product_id: product.id,
    sku: product.sku,
    parent_sku: parentSku,
    qty: 1,
    selection: JSON.stringify(selection),
    options_key: key,
    created_at: new Date().toISOString(),
  }
  const [line] = await priceLines(view, [probe])
  if (!line || line.unavailable) {
    if (line && line.unitPrice < 0) return refused(fail(M.PRICE_UNKNOWN))
    return refused(fail(M.PRODUCT_NOT_AVAILABLE))
  }
  const verdict = canAddToCart({ priceInclTax: line.unitPrice, stockStatus: line.stock.status })
  if (!verdict.ok) return refused(fail(verdict.message))

  const limits = { available: line.stock.available, maxSaleQty: line.stock.maxSaleQty }
  const qty = validateQuantity(qtyInput ?? 1, limits)
  if (!qty.ok) return refused(fail(qty.message, qty.params))
  const added = addLine(existing ? [{ ...line, id: existing.id, qty: existing.qty }] : [], { ...line, qty: qty.qty }, { maxQuantity: maxQuantity(limits) })
  if (!added.ok) return refused(fail(added.message, added.params))
  const newQty = added.lines[0]!.qty
  const now = new Date().toISOString()
  // A new cart and its first line are written together: no cart row ever exists without having had a line.
  const id = await db.transaction().execute(async (trx) => {
    if (!cartId) {
      const newCartId = ulid()
      await trx.insertInto('cart').values({ id: newCartId, store_code: view.storeCode, checkout: '{}', created_at: now, updated_at: now }).execute()
      await trx.insertInto('cart_line').values({ ...probe, id: ulid(), cart_id: newCartId, qty: newQty }).execute()
      return newCartId
    }
    if (existing) await trx.updateTable('cart_line').set({ qty: newQty }).where('id', '=', existing.id).execute()
    else await trx.insertInto('cart_line').values({ ...probe, id: ulid(), qty: newQty }).execute()
    await trx.updateTable('cart').set({ updated_at: now }).where('id', '=', cartId).execute()
    return cartId
  })
  return { toast: ok(M.PRODUCT_ADDED, verdict.warning), cartId: id }
}

function prefix(tag: string, values: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [`${tag}${k}`, v]))
}

/** Set a line's quantity; 0 removes it (SPEC "Other cart transitions"). */
export async function updateCartLine(cartId: string, view: StoreView, lineId: string, qtyInput: unknown): Promise<Toast> {
  const db = getDb()
  const row = await db.selectFrom('cart_line').selectAll().where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
  if (!row) return fail(M.PRODUCT_NOT_AVAILABLE)
  if (String(qtyInput).trim() === '0') return removeCartLine(cartId, lineId)
  const [line] = await priceLines(view, [row])
  const limits = { available: line?.stock.available ?? 0, maxSaleQty: line?.stock.maxSaleQty ?? 0 }
  const qty = validateQuantity(qtyInput, limits)
  if (!qty.ok) return fail(qty.message, qty.params)
  await db.updateTable('cart_line').set({ qty: qty.qty }).where('id', '=', lineId).execute()
  await touch(cartId)
  return { type: 'success', message: M.PRODUCT_QTY_UPDATED }
}

export async function removeCartLine(cartId: string, lineId: string): Promise<Toast> {
  const result = await getDb().deleteFrom('cart_line').where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
  if (Number(result.numDeletedRows) === 0) return fail(M.PRODUCT_NOT_AVAILABLE)
  await touch(cartId)
  return { type: 'success', message: 'cart.removed' }
}

export async function applyCoupon(cartId: string, view: StoreView, code: unknown): Promise<Toast> {
  const cart = await loadCart(cartId, view)
  if (!cart) return fail(M.INCORRECT_COUPON)
  const coupon = await findCoupon(typeof code === 'string' ? code : null, view)
  const verdict = evaluateCoupon(coupon, cart.totals.subtotalInclTax, new Date())
  if (!verdict.ok || !coupon) return fail(M.INCORRECT_COUPON)
  await getDb().updateTable('cart').set({ coupon_code: coupon.code, updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
  return { type: 'success', message: 'cart.couponApplied', params: { code: coupon.code } }
}

export async function removeCoupon(cartId: string): Promise<Toast> {
  await getDb().updateTable('cart').set({ coupon_code: null, updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
  return { type: 'success', message: 'cart.couponRemoved' }
}

/** Apply a gift card or voucher; an empty code removes it (SPEC: add-voucher with an empty value). */
export async function applyVoucher(cartId: string, view: StoreView, code: unknown): Promise<Toast> {
  const text = typeof code === 'string' ? code.trim().toUpperCase().slice(0, 40) : ''
  if (!text) {
    await getDb().updateTable('cart').set({ voucher_code: null }).where('id', '=', cartId).execute()
    return { type: 'success', message: 'cart.voucherRemoved' }
  }
  const card = await getDb()
    .selectFrom('gift_card')
    .selectAll()
    .where('code', '=', text)
    .where('currency', '=', view.currencyCode)
    .where('active', '=', 1)
    .executeTakeFirst()
  if (!card || card.balance <= 0 || (card.expires_at && card.expires_at < new Date().toISOString().slice(0, 10))) {
    return fail('cart.voucherInvalid')
  }
  await getDb().updateTable('cart').set({ voucher_code: card.code, updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
  return { type: 'success', message: 'cart.voucherApplied' }
}
