import { ROOT_CATEGORY_ID } from '~/domain/constants'
import type { StoreView } from '~/utils/store-views'
import { memo } from '../../server/memo.server'
import { getCategoryTree, type CategoryNode } from './categories.server'

export interface MenuItem {
  id: number
  name: string
  path: string
  children: MenuItem[]
}

/** The header navigation: top-level categories with their subcategories. */
export const getMenu = memo('menu', 60_000, async (view: StoreView): Promise<MenuItem[]> => {
  const tree = await getCategoryTree(view)
  const toItem = (node: CategoryNode): MenuItem => ({
    id: node.id,
    name: node.name,
    path: node.path,
    children: node.childIds
      .map((id) => tree.byId.get(id)!)
      .filter((child) => child.includeInMenu)
      .map(toItem),
  })
  return [...tree.byId.values()].filter((node) => node.parentId === ROOT_CATEGORY_ID && node.includeInMenu).map(toItem)
})
