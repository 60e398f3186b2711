/**
 * What the cart page needs to show one reopened line's form: the product's variants, custom options and
 * bundle choices as the product page offers them (titles in the store view's language, prices and stock as
 * they are now), and the line's current choices to start from. Read only for the line being edited, so the
 * cart page costs nothing more while no line is open.
 */
import { editStateOf, type CartEditState } from '~/domain/cart-edit'
import type { StockStatus } from '~/domain/stock'
import type { StoreView } from '~/utils/store-views'
import { getProductPage } from '~/providers/catalog/product-page.server'
import { parseAttributes } from '~/providers/catalog/attributes.server'
import { getDb } from '~/server/db.server'

export interface LineEditView {
  state: CartEditState
  /** The line's product as the shopper knows it (the configurable product, not its variant). */
  name: string
  /** The most units one line may hold now; null when nothing caps it. */
  maxQuantity: number | null
  variant: { code: string; label: string; values: { value: string; label: string }[] }[]
  customOptions: {
    id: number
    title: string
    required: boolean
    values: { id: number; title: string; amount: number; priceType: 'fixed' | 'percent'; rate: number }[]
  }[]
  bundle: {
    id: number
    title: string
    required: boolean
    selections: { id: number; name: string; qty: number; price: number; stockStatus: StockStatus }[]
  }[]
}

function parseSelection(json: string): { options?: Record<string, number>; bundle?: Record<string, number> } {
  try {
    const value = JSON.parse(json) as unknown
    return value && typeof value === 'object' ? (value as { options?: Record<string, number>; bundle?: Record<string, number> }) : {}
  } catch {
    return {}
  }
}

/** The edit form of a line of this cart; null when the line is not in it or its product can no longer be shown. */
export async function loadLineEdit(cartId: string, view: StoreView, lineId: string): Promise<LineEditView | null> {
  const db = getDb()
  const row = await db.selectFrom('cart_line').selectAll().where('id', '=', lineId).where('cart_id', '=', cartId).executeTakeFirst()
  if (!row) return null
  const [shown, own] = await Promise.all([
    db
      .selectFrom('product')
      .select(['sku', 'slug', 'type_id'])
      .where('sku', '=', row.parent_sku ?? row.sku)
      .executeTakeFirst(),
    db.selectFrom('product').select(['attributes']).where('id', '=', row.product_id).executeTakeFirst(),
  ])
  if (!shown || !own || shown.type_id === 'grouped') return null
  const selection = parseSelection(row.selection)
  const asText = (record: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([id, value]) => [id, String(value)]))
  let page: Awaited<ReturnType<typeof getProductPage>>
  try {
    page = await getProductPage(view, {
      parentSku: shown.sku,
      slug: shown.slug,
      childSku: row.parent_sku ? row.sku : undefined,
      choices: { options: asText(selection.options), bundle: asText(selection.bundle) },
    })
  } catch {
    // A redirect (the product moved): it is no longer the line's product as the cart knows it.
    return null
  }
  if (!page) return null
  const codes = page.configurable?.options.map((o) => o.code) ?? []
  const ownAttributes = parseAttributes(own.attributes)
  const variantAttributes = Object.fromEntries(
    codes.filter((code) => ownAttributes[code]).map((code) => [code, String(ownAttributes[code])]),
  )
  const maxSaleQty = page.configurable?.selected?.maxSaleQty ?? page.maxSaleQty
  return {
    state: editStateOf({ id: row.id, productId: row.product_id, qty: row.qty, variantAttributes, selection }),
    name: page.name,
    maxQuantity: maxSaleQty > 0 ? maxSaleQty : null,
    variant: (page.configurable?.options ?? []).map((option) => ({
      code: option.code,
      label: option.label,
      values: option.values.map((value) => ({ value: value.value, label: value.label })),
    })),
    customOptions: page.customOptions.map((option) => ({
      id: option.id,
      title: option.title,
      required: option.required,
      values: option.values.map((value) => ({
        id: value.id,
        title: value.title,
        amount: value.amount,
        priceType: value.priceType,
        rate: value.rate,
      })),
    })),
    bundle: (page.bundle?.options ?? []).map((option) => ({
      id: option.id,
      title: option.title,
      required: option.required,
      selections: option.selections.map((s) => ({ id: s.id, name: s.name, qty: s.qty, price: s.price, stockStatus: s.stockStatus })),
    })),
  }
}
