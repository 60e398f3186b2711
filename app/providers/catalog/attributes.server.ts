import type { AttributeInfo } from '~/domain/attributes'
import type { StoreView } from '~/utils/store-views'
import { getDb } from '../../server/db.server'
import { memo } from '../../server/memo.server'
import { loadTranslations } from '../../server/translations.server'

export interface AttributeMeta extends AttributeInfo {
  code: string
  isFilterable: boolean
  isComparable: boolean
  options: Map<string, { label: string; swatch: string | null; position: number }>
}

/** Every attribute with its store-view labels and options. */
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
    // An option with an empty label is dropped: a filter or choice without words helps nobody.
    if (!label.trim()) continue
    out.get(option.attribute_code)?.options.set(option.value, {
      label,
      swatch: option.swatch,
      position: option.position,
    })
  }
  return out
})

/** A product's attribute values as stored (JSON text); anything unreadable counts as none. */
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
