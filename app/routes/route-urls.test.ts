/**
 * The shop's addresses do not move when route files do. The route table is computed the way the Remix
 * compiler computes it (remix.config.js, with remix-flat-routes), and each route is written as the URL
 * pattern it answers, whether it is an index, and the patterns of the layouts it renders inside. Files and
 * route ids may change (folders that group routes are pathless); a changed line here is a changed URL.
 * A new route adds its line to URLS below.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineRoutes } from '@remix-run/dev/dist/config/routes.js'
import { describe, expect, it } from 'vitest'
import remixConfig from '../../remix.config.js'
import { MIRROR_ROUTES } from '~/worker/mirror'

interface RouteEntry {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  file: string
}

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function routeTable(): Promise<Record<string, RouteEntry>> {
  const cwd = process.cwd()
  // remix-flat-routes reads app/routes under the working directory.
  process.chdir(path.dirname(appDir))
  try {
    return (await remixConfig.routes!(defineRoutes as never)) as unknown as Record<string, RouteEntry>
  } finally {
    process.chdir(cwd)
  }
}

/** The whole pattern of a route: its parents' paths joined with its own, from the site's root. */
function pattern(routes: Record<string, RouteEntry>, id: string | undefined): string {
  const parts: string[] = []
  for (let route = id ? routes[id] : undefined; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path)
  }
  return '/' + parts.join('/')
}

function describeRoute(routes: Record<string, RouteEntry>, route: RouteEntry): string {
  const layouts: string[] = []
  for (
    let parent = route.parentId ? routes[route.parentId] : undefined;
    parent;
    parent = parent.parentId ? routes[parent.parentId] : undefined
  ) {
    layouts.unshift(pattern(routes, parent.id))
  }
  const inside = layouts
    .filter((layout) => layout !== '/')
    .map((layout) => ` in ${layout}`)
    .join('')
  return `${pattern(routes, route.id)}${route.index ? ' (index)' : ''}${inside}`
}

// The shop's URL patterns with the store-view prefixes of the named content pages (remix.config.js).
const URLS = `
/:store? (index)
/:store?/*
/:store?/Account/Reset-Password
/:store?/blog (index)
/:store?/blog/:category (index)
/:store?/blog/:category/:slug
/:store?/c/:slug
/:store?/cart
/:store?/checkout
/:store?/compare
/:store?/contact
/:store?/download-unavailable
/:store?/error
/:store?/i/:slug
/:store?/login
/:store?/logout
/:store?/magazine
/:store?/my-account
/:store?/my-account (index) in /:store?/my-account
/:store?/my-account/newsletter in /:store?/my-account
/:store?/my-account/orders (index) in /:store?/my-account
/:store?/my-account/orders/:orderId in /:store?/my-account
/:store?/my-account/orders/:orderId/invoice in /:store?/my-account in /:store?/my-account/orders/:orderId
/:store?/my-account/recently-viewed in /:store?/my-account
/:store?/my-account/shipping-details in /:store?/my-account
/:store?/my-account/warranties in /:store?/my-account
/:store?/newsletter
/:store?/newsletter/confirm
/:store?/newsletter/unsubscribe
/:store?/offline
/:store?/order-tracking
/:store?/order/invoice
/:store?/order/status
/:store?/p/:parentSku/:slug/:childSku?
/:store?/reset-password
/:store?/search
/:store?/stores
/:store?/warranty
/:store?/warranty/registered
/:store?/wishlist
/api/payments/notify/:provider
/media/*
/resources/download
/resources/language
/resources/messages/:locale/:version
/resources/suggest
/robots.txt
/sandbox/pay/:provider/:reference
/sitemap.xml
`

describe('the route table', () => {
  it('answers the same URL patterns, each as index or not and inside the same layouts', async () => {
    const routes = await routeTable()
    // The named content pages (one per page and store prefix) come from lists; their files are checked below.
    const files = Object.values(routes).filter(
      (route) => !route.id.includes('content-') && !/(^|-)(register-your-warranty|home-pwa)$/.test(route.id),
    )
    expect(files.map((route) => describeRoute(routes, route)).sort()).toEqual(URLS.trim().split('\n').sort())
  })

  it('names files that exist, and the named pages render the content, warranty and home routes', async () => {
    const routes = await routeTable()
    for (const route of Object.values(routes)) expect(fs.existsSync(path.join(appDir, route.file)), route.file).toBe(true)
    const fileOf = (id: string) => routes[id]?.file.replace(/^.*\//, '')
    expect(fileOf('content-about')).toBe('i.$slug.tsx')
    expect(fileOf('de-register-your-warranty')).toBe('warranty.tsx')
    expect(fileOf('it-home-pwa')).toBe('_index.tsx')
    expect(routes['de-content-legal']?.path).toBe('de/legal')
  })

  it('has a route for each id the service worker asks loader data of', async () => {
    const routes = await routeTable()
    for (const id of Object.values(MIRROR_ROUTES)) expect(routes[id], id).toBeDefined()
  })
})
