/**
 * Cart mutations: adding, changing a quantity, removing, codes. Each answers a plain
 * result: what changed, or why nothing did (a fixed message, with the form field it concerns when
 * there is one). Routes turn results into notifications or form errors. Nothing here trusts a posted
 * price: lines are priced by cart-pricing from the catalogue.
 */
import type { Kysely } from 'kysely'
import { ulid } from 'ulid'
import { addLine, addRefusalOf, optionsKey, type AddRefusal } from '~/domain/cart'
import { missingChoices, planLineEdit, variantFor } from '~/domain/cart-edit'
import { evaluateCoupon } from '~/domain/coupons'
import * as M from '~/domain/messages'
import { canLoadProduct } from '~/domain/product-rules'
import { canAddToCart, maxQuantity, validateQuantity } from '~/domain/stock'
import type { CartLineTable, Database, ProductRow } from '~/db/schema'
import type { StoreView } from '~/utils/store-views'
import { findCoupon, findGiftCard, loadCart, priceLines, type LineSelection } from './pricing.server'
import { loadCustomOptions } from '~/providers/catalog/custom-options.server'
import { loadPricesAndStock, OUT_OF_STOCK } from '~/providers/catalog/prices.server'
import { parseAttributes } from '~/providers/catalog/attributes.server'
import { getDb, takeTurns } from '~/server/db.server'

/** The form field a refusal concerns, so that its message can stand beside it. */
export type CartField = 'qty' | 'options' | 'bundle' | 'code' | 'attributes'

export type CartChange =
  'added' | 'updated' | 'edited' | 'removed' | 'couponApplied' | 'couponRemoved' | 'voucherApplied' | 'voucherRemoved'

export type CartResult =
  | { ok: true; change: CartChange; params?: Record<string, string>; warning?: string }
  | {
      ok: false
      message: string
      params?: Record<string, number>
      field?: CartField
      /** Messages for several fields at once (form field name -> messages), each shown beside its field. */
      fieldErrors?: Record<string, string[]>
      warning?: boolean
      notes?: AddRefusal[]
    }

/** What the shopper asked to add, as the add-to-cart form posts it (shape already checked). */
export interface AddToCartRequest {
  sku: string
  childSku?: string
  /** Missing: one unit. */
  qty?: number
  /** Custom option id -> value id. */
  options: Record<string, string>
  /** Bundle option id -> chosen product id. */
  bundle: Record<string, string>
  /** Grouped member product id -> quantity; 0 skips it. */
  grouped: Record<string, number>
}

const refusal = (message: string, field?: CartField, params?: Record<string, number>): CartResult => ({
  ok: false,
  message,
  ...(field ? { field } : {}),
  ...(params ? { params } : {}),
})

/** Quantity rules of the domain report against the quantity field. */
const QTY_MESSAGES = new Set<string>([M.QTY_MUST_BE_POSITIVE, M.MAX_QUANTITY])
const qtyRefusal = (message: string, params?: Record<string, number>) =>
  refusal(message, QTY_MESSAGES.has(message) ? 'qty' : undefined, params)

async function touch(cartId: string) {
  await getDb().updateTable('cart').set({ updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
}

/** What an add did, and the cart it went to (null while there is still none). */
export type AddResult = CartResult & { cartId: string | null }

/**
 * Add a product of any type: validate the product, then stock, then add or raise.
 * Without a cart (`cartId` null) the cart row is created with its first line, so a failed add leaves nothing;
 * it belongs to `customerId` when a customer is signed in (a signed-in customer's cart is saved with the account).
 */
export async function addToCart(
  cartId: string | null,
  view: StoreView,
  input: AddToCartRequest,
  customerId: string | null = null,
): Promise<AddResult> {
  const refused = (result: CartResult): AddResult => ({ ...result, cartId })
  const db = getDb()
  const product = await db.selectFrom('product').selectAll().where('sku', '=', input.sku).executeTakeFirst()
  if (!product || !canLoadProduct(product, { allowDirectChild: false })) return refused(refusal(M.PRODUCT_NOT_AVAILABLE))

  if (product.type_id === 'grouped') return addGrouped(cartId, view, product, input, customerId)

  const resolved = await resolveChoices(product, input)
  if (!('target' in resolved)) return refused(resolved)
  const { target, selection } = resolved

  const added = await addRow(cartId, view, target, parentSkuOf(product), selection, input.qty ?? 1, customerId)
  return product.type_id === 'bundle' ? asSet('bundle', added) : added
}

/** The parent a line of this product records: the configurable product its variant belongs to. */
function parentSkuOf(product: ProductRow): string | null {
  return product.type_id === 'configurable' ? product.sku : null
}

/** A product with the variant and choices the shopper named, checked against the catalogue. */
interface ResolvedChoices {
  /** The product that goes into the line: the variant of a configurable product, else the product. */
  target: ProductRow
  selection: LineSelection
}

/**
 * The variant, custom options and bundle selections of an add or an edit, checked against the catalogue:
 * the variant must be the product's and still sold, each value must be one of its option's, every required
 * option must be chosen.
 */
async function resolveChoices(
  product: ProductRow,
  input: Pick<AddToCartRequest, 'childSku' | 'options' | 'bundle'>,
): Promise<ResolvedChoices | CartResult> {
  let target = product
  if (product.type_id === 'configurable') {
    const child = input.childSku
      ? await getDb()
          .selectFrom('product')
          .selectAll()
          .where('sku', '=', input.childSku)
          .where('parent_id', '=', product.id)
          .executeTakeFirst()
      : undefined
    if (!child || child.status >= 2) return { ok: false, message: M.NO_SUCH_CONFIGURATION, warning: true }
    target = child
  }

  const selection: LineSelection = {}
  const customs = await loadCustomOptions(product.id)
  for (const option of customs) {
    const raw = input.options[String(option.id)]
    if (!raw) {
      if (option.required) return refusal('cart.optionsInvalid', 'options')
      continue
    }
    const value = option.values.find((v) => String(v.id) === raw)
    if (!value) return refusal('cart.optionsInvalid', 'options')
    ;(selection.options ??= {})[String(option.id)] = value.id
  }
  for (const key of Object.keys(input.options)) {
    if (!customs.some((o) => String(o.id) === key)) return refusal('cart.optionsInvalid', 'options')
  }

  if (product.type_id === 'bundle') {
    const bundleOptions = await getDb().selectFrom('bundle_option').selectAll().where('product_id', '=', product.id).execute()
    const selections = bundleOptions.length
      ? await getDb()
          .selectFrom('bundle_selection')
          .selectAll()
          .where(
            'option_id',
            'in',
            bundleOptions.map((o) => o.id),
          )
          .execute()
      : []
    for (const option of bundleOptions) {
      const raw = input.bundle[String(option.id)]
      const chosen = raw ? selections.find((s) => s.option_id === option.id && String(s.product_id) === raw) : undefined
      if (raw && !chosen) return refusal('cart.bundleInvalid', 'bundle')
      if (!chosen) {
        if (option.required === 1) return refusal('cart.bundleInvalid', 'bundle')
        continue
      }
      ;(selection.bundle ??= {})[String(option.id)] = chosen.product_id
    }
  }

  return { target, selection }
}

/**
 * A set (grouped or bundle) that could not be added: told as a whole, with the reason beside it. A refusal
 * about a form field (a quantity, a selection) stays beside that field.
 */
function asSet(typeId: 'grouped' | 'bundle', result: AddResult): AddResult {
  if (result.ok || result.field) return result
  const refused = addRefusalOf(typeId, { message: result.message, ...(result.params ? { params: result.params } : {}) })
  return { ok: false, ...refused, cartId: result.cartId }
}

async function addGrouped(
  cartId: string | null,
  view: StoreView,
  product: ProductRow,
  input: AddToCartRequest,
  customerId: string | null,
): Promise<AddResult> {
  const links = await getDb()
    .selectFrom('product_link')
    .select('linked_product_id')
    .where('product_id', '=', product.id)
    .where('link_type', '=', 'associated')
    .execute()
  const members = links.length
    ? await getDb()
        .selectFrom('product')
        .selectAll()
        .where(
          'id',
          'in',
          links.map((l) => l.linked_product_id),
        )
        .execute()
    : []
  // Without per-item quantities (a plain "Add to cart"), each item of the set is added `qty` times.
  const perItem = Object.keys(input.grouped).length > 0
  const wanted = members
    .map((member) => ({ member, qty: perItem ? (input.grouped[String(member.id)] ?? 0) : (input.qty ?? 1) }))
    .filter(({ qty }) => qty !== 0)
  if (!wanted.length) return { ...refusal(M.QTY_MUST_BE_POSITIVE, 'qty'), cartId }
  // Every item is checked before any is added, so a set that cannot be added leaves the cart as it was.
  for (const { member, qty } of wanted) {
    const prepared = await prepareRow(cartId, view, member, null, {}, qty, true)
    if (!isPrepared(prepared)) return asSet('grouped', { ...prepared, cartId })
  }
  let last: AddResult = { ok: true, change: 'added', cartId }
  for (const { member, qty } of wanted) {
    // The first member added creates the cart; the others join it.
    last = await addRow(last.cartId, view, member, null, {}, qty, customerId)
    if (!last.ok) return asSet('grouped', last)
  }
  return last
}

/** A line ready to be written, once every rule but the final sum with the cart's own line has passed. */
interface PreparedRow {
  probe: CartLineTable
  key: string
  warning?: string
  /** The quantity asked for, checked against stock, and the most units of this product a line may hold. */
  qty: number
  maxQuantity: number | null
  /** The quantity to add to the line with this key (or to start it with), and the cap of their sum. */
  sum: (existing: { id: string; qty: number } | undefined) => ReturnType<typeof addLine>
}

/**
 * Price and check a product as a cart line, writing nothing: the price, then
 * availability, then stock, then the quantity. With `againstCart`, the quantity is also checked summed with
 * the line the cart already has, so that the items of a set can all be checked before any is added.
 */
async function prepareRow(
  cartId: string | null,
  view: StoreView,
  product: ProductRow,
  parentSku: string | null,
  selection: LineSelection,
  qtyInput: number,
  againstCart = false,
): Promise<PreparedRow | CartResult> {
  const key = optionsKey(
    Object.entries({ ...prefix('o', selection.options), ...prefix('b', selection.bundle) }).map(([code, value]) => ({
      code,
      value: String(value),
    })),
  )
  const probe: CartLineTable = {
    id: 'new',
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
  // A line is priced at 0 when its price is unknown (priceUnknown): a price below 0 blocks the add with the
  // unknown-price message, not as an unavailable product; a product that may not be sold otherwise is not available.
  if (!line || (line.unavailable && !line.priceUnknown)) return refusal(M.PRODUCT_NOT_AVAILABLE)
  const verdict = canAddToCart({ priceInclTax: line.priceUnknown ? -1 : line.unitPrice, stockStatus: line.stock.status })
  if (!verdict.ok) return refusal(verdict.message)

  const limits = { available: line.stock.available, maxSaleQty: line.stock.maxSaleQty }
  const qty = validateQuantity(qtyInput, limits)
  if (!qty.ok) return qtyRefusal(qty.message, qty.params)
  const sum = (existing: { id: string; qty: number } | undefined) =>
    addLine(existing ? [{ ...line, ...existing }] : [], { ...line, qty: qty.qty }, { maxQuantity: maxQuantity(limits) })
  if (againstCart && cartId) {
    const added = sum(await lineOf(getDb(), cartId, product.sku, key))
    if (!added.ok) return qtyRefusal(added.message, added.params)
  }
  return { probe, key, sum, qty: qty.qty, maxQuantity: maxQuantity(limits), ...(verdict.warning ? { warning: verdict.warning } : {}) }
}

/** The cart's line of this product with these choices, if it has one. */
function lineOf(db: Kysely<Database>, cartId: string, sku: string, optionsKey: string) {
  return db
    .selectFrom('cart_line')
    .select(['id', 'qty'])
    .where('cart_id', '=', cartId)
    .where('sku', '=', sku)
    .where('options_key', '=', optionsKey)
    .executeTakeFirst()
}

function isPrepared(row: PreparedRow | CartResult): row is PreparedRow {
  return 'probe' in row
}

async function addRow(
  cartId: string | null,
  view: StoreView,
  product: ProductRow,
  parentSku: string | null,
  selection: LineSelection,
  qtyInput: number,
  customerId: string | null,
): Promise<AddResult> {
  const refused = (result: CartResult): AddResult => ({ ...result, cartId })
  const db = getDb()
  const prepared = await prepareRow(cartId, view, product, parentSku, selection, qtyInput)
  if (!isPrepared(prepared)) return refused(prepared)
  const { probe, key, sum, warning } = prepared
  const now = new Date().toISOString()
  const id = await db.transaction().execute(async (trx): Promise<string | null | AddResult> => {
    if (!cartId) {
      // A new cart and its first line are written together: no cart row ever exists without having had a line.
      const added = sum(undefined)
      if (!added.ok) return refused(qtyRefusal(added.message, added.params))
      const newCartId = ulid()
      const created = await trx
        .insertInto('cart')
        .values({ id: newCartId, store_code: view.storeCode, customer_id: customerId, checkout: '{}', created_at: now, updated_at: now })
        // A customer has one cart per store view: a concurrent first add (another tab) may have made it.
        .onConflict((oc) => oc.columns(['customer_id', 'store_code']).doNothing())
        .executeTakeFirst()
      if (Number(created.numInsertedOrUpdatedRows ?? 0) === 0) return null
      await trx
        .insertInto('cart_line')
        .values({ ...probe, id: ulid(), cart_id: newCartId, qty: added.lines[0]!.qty })
        .execute()
      return newCartId
    }
    // Adds to one cart (a double tap, two tabs) take turns from reading the line to writing its sum, else
    // both would read the same quantity, or both find no line and write one each.
    await takeTurns(trx, `cart:${cartId}`)
    const existing = await lineOf(trx, cartId, product.sku, key)
    const added = sum(existing)
    if (!added.ok) return refused(qtyRefusal(added.message, added.params))
    const newQty = added.lines[0]!.qty
    if (existing) await trx.updateTable('cart_line').set({ qty: newQty }).where('id', '=', existing.id).execute()
    else
      await trx
        .insertInto('cart_line')
        .values({ ...probe, id: ulid(), qty: newQty })
        .execute()
    await trx.updateTable('cart').set({ updated_at: now }).where('id', '=', cartId).execute()
    return cartId
  })
  if (id !== null && typeof id !== 'string') return id
  if (id === null) {
    // Add to the cart that won the race instead, through the path for an existing cart.
    const saved = await db
      .selectFrom('cart')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('store_code', '=', view.storeCode)
      .executeTakeFirstOrThrow()
    return addRow(saved.id, view, product, parentSku, selection, qtyInput, customerId)
  }
  return { ok: true, change: 'added', ...(warning ? { warning } : {}), cartId: id }
}

function prefix(tag: string, values: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [`${tag}${k}`, v]))
}

/** Set a line's quantity; 0 removes the line. */
export async function updateCartLine(cartId: string, view: StoreView, lineId: string, qtyInput: number): Promise<CartResult> {
  const db = getDb()
  const row = await db.selectFrom('cart_line').selectAll().where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
  if (!row) return refusal(M.PRODUCT_NOT_AVAILABLE)
  if (qtyInput === 0) return removeCartLine(cartId, lineId)
  const [line] = await priceLines(view, [row])
  const limits = { available: line?.stock.available ?? 0, maxSaleQty: line?.stock.maxSaleQty ?? 0 }
  const qty = validateQuantity(qtyInput, limits)
  if (!qty.ok) return qtyRefusal(qty.message, qty.params)
  await db.updateTable('cart_line').set({ qty: qty.qty }).where('id', '=', lineId).execute()
  await touch(cartId)
  return { ok: true, change: 'updated' }
}

/** A reopened line as the edit form posts it (shape already checked). */
export interface EditLineRequest {
  lineId: string
  qty: number
  /** A configurable product's attribute code -> value: the variant. */
  attributes: Record<string, string>
  options: Record<string, string>
  bundle: Record<string, string>
}

/**
 * Change a line's variant, custom options, bundle selections and quantity. Every choice the product needs
 * must be made (each missing one is named beside its field); the attribute values must name a variant that
 * can be bought, else the no-such-configuration message beside the variant. The line is then priced and
 * checked like an add, from the catalogue as it is now, and written in place; when the cart already has a
 * line with the same product and choices, the two become one (planLineEdit).
 */
export async function editCartLine(cartId: string, view: StoreView, input: EditLineRequest): Promise<CartResult> {
  const db = getDb()
  const row = await db.selectFrom('cart_line').selectAll().where('id', '=', input.lineId).where('cart_id', '=', cartId).executeTakeFirst()
  if (!row) return refusal(M.PRODUCT_NOT_AVAILABLE)
  const product = await db
    .selectFrom('product')
    .selectAll()
    .where('sku', '=', row.parent_sku ?? row.sku)
    .executeTakeFirst()
  if (!product || !canLoadProduct(product, { allowDirectChild: false }) || product.type_id === 'grouped')
    return refusal(M.PRODUCT_NOT_AVAILABLE)

  const isConfigurable = product.type_id === 'configurable'
  const [codes, customs, bundleOptions] = await Promise.all([
    isConfigurable
      ? db.selectFrom('configurable_option').select('attribute_code').where('product_id', '=', product.id).orderBy('position').execute()
      : [],
    loadCustomOptions(product.id),
    product.type_id === 'bundle'
      ? db.selectFrom('bundle_option').select(['id', 'required']).where('product_id', '=', product.id).execute()
      : [],
  ])
  const attributeCodes = codes.map((c) => c.attribute_code)
  const missing = missingChoices(
    { configurable: input.attributes, custom: input.options, bundle: input.bundle },
    { attributeCodes, customOptions: customs, bundleOptions: bundleOptions.map((o) => ({ id: o.id, required: o.required === 1 })) },
  )
  if (Object.keys(missing).length) return { ok: false, message: M.FIELD_REQUIRED, fieldErrors: missing }

  let childSku: string | undefined
  if (isConfigurable) {
    if (Object.keys(input.attributes).some((code) => !attributeCodes.includes(code))) return refusal('cart.optionsInvalid', 'attributes')
    const children = await db.selectFrom('product').selectAll().where('parent_id', '=', product.id).orderBy('position').execute()
    const { stock } = await loadPricesAndStock(
      view,
      children.map((c) => c.id),
    )
    const variant = variantFor(
      children.map((c) => ({
        sku: c.sku,
        status: c.status,
        stockStatus: (stock.get(c.id) ?? OUT_OF_STOCK).status,
        price: 0,
        attributes: parseAttributes(c.attributes),
      })),
      input.attributes,
    )
    if (!variant.ok) return refusal(variant.message, 'attributes')
    childSku = variant.child.sku
  }

  const resolved = await resolveChoices(product, { childSku, options: input.options, bundle: input.bundle })
  if (!('target' in resolved)) return resolved
  const prepared = await prepareRow(cartId, view, resolved.target, parentSkuOf(product), resolved.selection, input.qty)
  if (!isPrepared(prepared)) return prepared
  const { probe, key, warning } = prepared

  return db.transaction().execute(async (trx): Promise<CartResult> => {
    // Edits and adds to one cart take turns, so that an edit never merges into a line another request is changing.
    await takeTurns(trx, `cart:${cartId}`)
    const current = await trx.selectFrom('cart_line').select('id').where('id', '=', row.id).where('cart_id', '=', cartId).executeTakeFirst()
    if (!current) return refusal(M.PRODUCT_NOT_AVAILABLE)
    const twin = await lineOf(trx, cartId, probe.sku, key)
    const plan = planLineEdit(row.id, twin, prepared.qty, { maxQuantity: prepared.maxQuantity })
    if (!plan.ok) return qtyRefusal(plan.message, plan.params)
    if (plan.remove) await trx.deleteFrom('cart_line').where('id', '=', plan.remove).where('cart_id', '=', cartId).execute()
    if (plan.keep === row.id) {
      await trx
        .updateTable('cart_line')
        .set({
          product_id: probe.product_id,
          sku: probe.sku,
          parent_sku: probe.parent_sku,
          selection: probe.selection,
          options_key: key,
          qty: plan.qty,
        })
        .where('id', '=', row.id)
        .execute()
    } else {
      await trx.updateTable('cart_line').set({ qty: plan.qty }).where('id', '=', plan.keep).execute()
    }
    await trx.updateTable('cart').set({ updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
    return { ok: true, change: 'edited', ...(warning ? { warning } : {}) }
  })
}

export async function removeCartLine(cartId: string, lineId: string): Promise<CartResult> {
  const result = await getDb().deleteFrom('cart_line').where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
  if (Number(result.numDeletedRows) === 0) return refusal(M.PRODUCT_NOT_AVAILABLE)
  await touch(cartId)
  return { ok: true, change: 'removed' }
}

export async function applyCoupon(cartId: string, view: StoreView, code: string): Promise<CartResult> {
  const cart = await loadCart(cartId, view)
  if (!cart) return refusal(M.INCORRECT_COUPON)
  const coupon = await findCoupon(code, view)
  const verdict = evaluateCoupon(coupon, cart.totals.subtotalInclTax, new Date())
  // The rule's own answer (expired, or the spec's "incorrect" for every other reason); either way a refusal
  // on the code field, which the cart action counts against the throttle.
  if (!verdict.ok) return refusal(verdict.message, 'code')
  if (!coupon) return refusal(M.INCORRECT_COUPON, 'code')
  await getDb()
    .updateTable('cart')
    .set({ coupon_code: coupon.code, updated_at: new Date().toISOString() })
    .where('id', '=', cartId)
    .execute()
  return { ok: true, change: 'couponApplied', params: { code: coupon.code } }
}

export async function removeCoupon(cartId: string): Promise<CartResult> {
  await getDb().updateTable('cart').set({ coupon_code: null, updated_at: new Date().toISOString() }).where('id', '=', cartId).execute()
  return { ok: true, change: 'couponRemoved' }
}

/** Apply a gift card or voucher: a live card with a balance, else refused. */
export async function applyVoucher(cartId: string, view: StoreView, code: string): Promise<CartResult> {
  const card = await findGiftCard(code.trim().toUpperCase(), view)
  if (!card || card.balance <= 0 || (card.expires_at && card.expires_at < new Date().toISOString().slice(0, 10))) {
    return refusal('cart.voucherInvalid', 'code')
  }
  await getDb()
    .updateTable('cart')
    .set({ voucher_code: card.code, updated_at: new Date().toISOString() })
    .where('id', '=', cartId)
    .execute()
  return { ok: true, change: 'voucherApplied' }
}

/** Take the gift card off the cart (what an empty voucher code asks for). */
export async function removeVoucher(cartId: string): Promise<CartResult> {
  await getDb().updateTable('cart').set({ voucher_code: null }).where('id', '=', cartId).execute()
  return { ok: true, change: 'voucherRemoved' }
}
