import { isInstallationOption, optionValueRates } from '~/domain/installation'
import type { StoreView } from '~/utils/store-views'
import { getDb } from '../../server/db.server'
import { loadTranslations } from '../../server/translations.server'

/**
 * A product's custom options (installation, extended care...) with their values, in shop order, priced
 * by the installation rule, so the product page, the cart and checkout charge the same.
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
  // Installation on a large appliance comes with its delivery (installation.ts): the option adds nothing.
  const installedByDelivery = options.some((o) => isInstallationOption(o.title)) && (await isLargeAppliance(productId))
  const [optionText, valueText] = view
    ? await Promise.all([
        loadTranslations(
          db,
          view,
          'custom_option',
          options.map((o) => o.id),
        ),
        loadTranslations(
          db,
          view,
          'custom_option_value',
          values.map((v) => v.option_type_id),
        ),
      ])
    : [new Map<string, Record<string, string>>(), new Map<string, Record<string, string>>()]
  return options.map((option) => ({
    id: option.id,
    title: optionText.get(String(option.id))?.title ?? option.title,
    type: option.type,
    required: option.required === 1,
    values: values
      .filter((v) => v.option_id === option.id)
      .map((v) => {
        const rates = optionValueRates(
          { priceType: v.price_type, price: v.price, priceEur: v.price_eur },
          { installationOption: isInstallationOption(option.title), installedByDelivery },
        )
        return { id: v.option_type_id, title: valueText.get(String(v.option_type_id))?.title ?? v.title, ...rates }
      }),
  }))
}

/** The slug of the category whose products go by large-appliance delivery (the seed's and the shop's). */
const LARGE_APPLIANCES_SLUG = 'large-appliances'

/** Whether a product sits in the large-appliance category or below it, so it goes by large-appliance delivery. */
async function isLargeAppliance(productId: number): Promise<boolean> {
  const db = getDb()
  const [large, paths] = await Promise.all([
    db.selectFrom('category').select('id').where('slug', '=', LARGE_APPLIANCES_SLUG).executeTakeFirst(),
    db
      .selectFrom('product_category')
      .innerJoin('category', 'category.id', 'product_category.category_id')
      .select('category.path')
      .where('product_category.product_id', '=', productId)
      .execute(),
  ])
  if (!large) return false
  return paths.some((row) => row.path.split('/').includes(String(large.id)))
}

export type CustomOptionDefinition = Awaited<ReturnType<typeof loadCustomOptions>>[number]
