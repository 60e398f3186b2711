import fs from 'node:fs'
import { flatRoutes } from 'remix-flat-routes'

const { staticPages } = JSON.parse(fs.readFileSync(new URL('./app/content-pages.json', import.meta.url), 'utf8'))
const { storePrefixes } = JSON.parse(fs.readFileSync(new URL('./app/store-prefixes.json', import.meta.url), 'utf8'))

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Routes live in `+` folders (remix-flat-routes); the default convention is switched off.
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) => {
    const flat = flatRoutes('routes', defineRoutes, {
      ignoredRouteFiles: ['.*', '**/*.css', '**/*.test.{js,jsx,ts,tsx}', '**/__*.*'],
    })
    // The static content pages (/about, /legal...) are named paths: as a splat they would lose to the
    // optional store segment ("/about" read as store "about"). They are spelled out once per store view's
    // prefix, not with an optional `:store?`: "/c/sale" would read as store "c" and page "sale", tie with
    // the category route, and render as neither (the loaders ran one route, React matched the other).
    const named = defineRoutes((route) => {
      for (const prefix of ['', ...storePrefixes]) {
        const at = (path) => (prefix ? `${prefix}/${path}` : path)
        const id = (name) => (prefix ? `${prefix}-${name}` : name)
        // order-tracking has a route of its own (its form), which shows the same CMS page above the form.
        for (const page of staticPages.filter((page) => page !== 'order-tracking')) {
          route(at(page), 'routes/($store)+/_service+/i.$slug.tsx', { id: id(`content-${page}`) })
        }
        // The warranty form answers at /warranty and /register-your-warranty; /warranty is canonical.
        route(at('register-your-warranty'), 'routes/($store)+/_service+/warranty.tsx', { id: id('register-your-warranty') })
        route(at('pwa.html'), 'routes/($store)+/_index.tsx', { id: id('home-pwa'), index: false })
      }
    })
    return { ...flat, ...named }
  },
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  serverDependenciesToBundle: [/^remix-i18next.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Single Fetch stays off (docs/decisions/0001-stack.md); said outright, so Remix does not warn about it.
    v3_singleFetch: false,
  },
}
