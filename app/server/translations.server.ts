import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { StoreView } from '~/utils/store-views'

export type Translated = Map<string, Record<string, string>>

/**
 * Store-view text for many entities at once: entity id -> field -> value. The default view reads
 * the base rows; other views overlay their translations and fall back to the base text.
 */
export async function loadTranslations(
  db: Kysely<Database>,
  view: StoreView,
  entity: string,
  ids: readonly (string | number)[] | 'all',
): Promise<Translated> {
  const out: Translated = new Map()
  if (view.storeCode === 'default' || (ids !== 'all' && ids.length === 0)) return out
  const chunks = ids === 'all' ? [null] : chunk(ids.map(String), 900)
  for (const part of chunks) {
    let query = db
      .selectFrom('translation')
      .select(['entity_id', 'field', 'value'])
      .where('entity', '=', entity)
      .where('store_code', '=', view.storeCode)
    if (part) query = query.where('entity_id', 'in', part)
    for (const row of await query.execute()) {
      const fields = out.get(row.entity_id) ?? {}
      fields[row.field] = row.value
      out.set(row.entity_id, fields)
    }
  }
  return out
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = []
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size))
  return parts
}
