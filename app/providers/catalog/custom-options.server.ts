import { getDb } from '../db.server'

/** A product's custom options (engraving, warranty...) with their values, in shop order. */
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

export type CustomOptionDefinition = Awaited<ReturnType<typeof loadCustomOptions>>[number]
