import { processWide } from '~/utils/process-wide'
import type { StoreView } from '~/utils/store-views'

type Entry<T> = { value: Promise<T>; expires: number }

// server.ts (whose page cache forgets them on a content change) and the Remix build (whose loaders read
// them) both see the same memoised reads.
const caches = processWide('memo', () => new Map<string, Map<string, Entry<unknown>>>())

/**
 * Keep the result of a per-store-view read for `ttlMs` (menus, footers, banners: read on every page,
 * changed rarely). A failed read is not kept.
 */
export function memo<T>(name: string, ttlMs: number, load: (view: StoreView) => Promise<T>) {
  const cache = new Map<string, Entry<T>>()
  caches.set(name, cache as Map<string, Entry<unknown>>)
  return (view: StoreView): Promise<T> => {
    const now = Date.now()
    const hit = cache.get(view.storeCode)
    if (hit && hit.expires > now) return hit.value
    const value = load(view)
    cache.set(view.storeCode, { value, expires: now + ttlMs })
    value.catch(() => cache.delete(view.storeCode))
    return value
  }
}

/** Forget every memoised read (after catalogue or content writes, and between tests). */
export function clearMemos(): void {
  for (const cache of caches.values()) cache.clear()
}
