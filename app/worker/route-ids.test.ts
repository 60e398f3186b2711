import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '@remix-run/dev/dist/config.js'
import { describe, expect, it } from 'vitest'
import { MIRROR_ROUTES } from './mirror'
import { ROUTE_IDS } from './route-ids'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The route tree as the build makes it: remix.config.js with its remix-flat-routes convention, read from
 * app/routes as it is now. Nothing is built, so a renamed route file shows here before any build does.
 */
async function definedRouteIds(): Promise<Set<string>> {
  const config = await readConfig(root)
  return new Set(Object.keys(config.routes))
}

describe('the route ids the service worker and its build name', () => {
  it('are all routes the app defines: renaming a route file must rename its id here', async () => {
    const defined = await definedRouteIds()
    const missing = Object.entries(ROUTE_IDS).filter(([, id]) => !defined.has(id))
    expect(missing).toEqual([])
  })

  it('give the mirror its lists from the routes at their paths', async () => {
    const config = await readConfig(root)
    // The worker asks /<kind>?_data=<id>: each mirrored id must be the route at that path.
    for (const [kind, id] of Object.entries(MIRROR_ROUTES)) {
      expect(config.routes[id]?.path, id).toBe(`:store?/${kind}`)
    }
  })
})
