import type { StoreView } from '~/utils/store-views'
import { getDb } from '../db.server'
import { loadTranslations } from '../translations.server'

/**
 * A product's custom options (installation, extended care...) with their values, in shop order.
 * With a store view, titles are that view's translations (the base English text where none exists);
 * without one, the base rows (what validation and pricing compare against).
 */
export async function loadCustomOptions(productId: number, view?: StoreView) {
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
  const [optionText, valueText] = view
    ? await Promise.all([
        loadTranslations(db, view, 'custom_option', options.map((o) => o.id)),
        loadTranslations(db, view, 'custom_option_value', values.map((v) => v.option_type_id)),
      ])
    : [new Map<string, Record<string, string>>(), new Map<string, Record<string, string>>()]
  return options.map((option) => ({
    id: option.id,
    title: optionText.get(String(option.id))?.title ?? option.title,
    type: option.type,
    required: option.required === 1,
    values: values
      .filter((v) => v.option_id === option.id)
      .map((v) => ({
        id: v.option_type_id,
        title: valueText.get(String(v.option_type_id))?.title ?? v.title,
        priceType: v.price_type,
        price: v.price,
        priceEur: v.price_eur,
      })),
  }))
}

export type CustomOptionDefinition = Awaited<ReturnType<typeof loadCustomOptions>>[number]
