/**
 * The Remix route ids that code outside the routes names: the service worker and its build, which read
 * loader data by id (`?_data=<id>`, the asset manifest's `routes[id]`). An id is the route file's path
 * under app/ without its extension (remix-flat-routes), so renaming a route file changes it; nothing in
 * the worker would notice, and the offline mirror would quietly stay empty. Every id is named here once,
 * and route-ids.test.ts checks each against the routes remix.config.js defines.
 *
 * scripts/build-worker.mjs reads this module too (through esbuild): keep it free of imports.
 */
export const ROUTE_IDS = {
  /** app/root.tsx: the shell every page hydrates with (precached), and the header's state (cart count...). */
  root: 'root',
  /** The lists the offline mirror keeps, from their loaders' data. */
  cart: 'routes/($store)+/_checkout+/cart',
  wishlist: 'routes/($store)+/_catalog+/wishlist',
  compare: 'routes/($store)+/_catalog+/compare',
  search: 'routes/($store)+/_catalog+/search',
  /** The action the order outbox posts to as a data request (and the soak replays). */
  checkout: 'routes/($store)+/_checkout+/checkout',
} as const

export type RouteName = keyof typeof ROUTE_IDS
export type RouteId = (typeof ROUTE_IDS)[RouteName]
