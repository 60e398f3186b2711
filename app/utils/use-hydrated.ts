import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The one check for "JavaScript runs this page": false on the server and during hydration, true after.
 * Markup rendered without JavaScript shows everything; enhanced markup may hide or change what the
 * script takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
