import { useRouteLoaderData } from '@remix-run/react'
import { useCallback } from 'react'
import { DEFAULT_STORE_VIEW, storePath, storeViewByCode, type StoreView } from './store-views'

/** The store view of the page being rendered (from the root loader). */
export function useStoreView(): StoreView {
  const root = useRouteLoaderData('root') as { storeCode?: string } | undefined
  return (root?.storeCode && storeViewByCode(root.storeCode)) || DEFAULT_STORE_VIEW
}

/** A function that prefixes shop paths with the current store code. */
export function useStorePath() {
  const view = useStoreView()
  return useCallback((path: string) => storePath(view, path), [view])
}
