import { ROOT_CATEGORY_ID } from '~/domain/constants'
import type { StoreView } from '~/utils/store-views'
import { getDb } from '../../server/db.server'
import { memo } from '../../server/memo.server'
import { loadTranslations } from '../../server/translations.server'

export interface CategoryNode {
  id: number
  parentId: number | null
  name: string
  description: string | null
  slug: string
  urlPath: string
  /** Shop path of the category page ("/c/{slug}"). */
  path: string
  level: number
  position: number
  includeInMenu: boolean
  image: string | null
  /** Ancestor ids from the store root (id 2) down, excluding this one. */
  ancestorIds: number[]
  childIds: number[]
}

export interface CategoryTree {
  byId: Map<number, CategoryNode>
  bySlug: Map<string, CategoryNode>
}

export interface Crumb {
  name: string
  path: string
}

export const categoryPath = (slug: string) => `/c/${slug}`

/** Every active category below the store root, with store-view names. */
export const getCategoryTree = memo('categories', 60_000, async (view: StoreView): Promise<CategoryTree> => {
  const db = getDb()
  const rows = await db.selectFrom('category').selectAll().where('is_active', '=', 1).orderBy('position').execute()
  const names = await loadTranslations(db, view, 'category', 'all')
  const byId = new Map<number, CategoryNode>()
  for (const row of rows) {
    // Ids up to the root category are the tree's own scaffolding: never a category page.
    if (row.id <= ROOT_CATEGORY_ID) continue
    const text = names.get(String(row.id))
    const ids = row.path.split('/').map(Number)
    byId.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      name: text?.name ?? row.name,
      description: text?.description ?? row.description,
      slug: row.slug,
      urlPath: row.url_path,
      path: categoryPath(row.slug),
      level: row.level,
      position: row.position,
      includeInMenu: row.include_in_menu === 1,
      image: row.image,
      ancestorIds: ids.filter((id) => id > ROOT_CATEGORY_ID && id !== row.id),
      childIds: [],
    })
  }
  for (const node of byId.values()) {
    if (node.parentId !== null) byId.get(node.parentId)?.childIds.push(node.id)
  }
  return { byId, bySlug: new Map([...byId.values()].map((node) => [node.slug, node])) }
})

export function categoryCrumbs(tree: CategoryTree, node: CategoryNode): Crumb[] {
  return [...node.ancestorIds, node.id]
    .map((id) => tree.byId.get(id))
    .filter((n): n is CategoryNode => Boolean(n))
    .map((n) => ({ name: n.name, path: n.path }))
}

/** A category page's category by slug, url_key or id; null when missing or inactive. */
export async function findCategory(view: StoreView, slugOrId: string): Promise<CategoryNode | null> {
  const tree = await getCategoryTree(view)
  const bySlug = tree.bySlug.get(slugOrId)
  if (bySlug) return bySlug
  if (/^\d{1,9}$/.test(slugOrId)) return tree.byId.get(Number(slugOrId)) ?? null
  return null
}

/** The category and all its descendants (a parent category lists its subcategories' products). */
export function categoryWithDescendants(tree: CategoryTree, id: number): number[] {
  const out: number[] = []
  const walk = (current: number) => {
    out.push(current)
    for (const child of tree.byId.get(current)?.childIds ?? []) walk(child)
  }
  walk(id)
  return out
}
