// Build the service worker (app/entry.worker.ts -> public/service-worker.js), its page script
// (app/worker/page.ts -> public/pwa.js), the newsletter's page script (app/worker/newsletter.ts ->
// public/newsletter.js) and the offline notices' list script (app/worker/mirror-page.ts ->
// public/offline-mirror.js, decision 0027) after `remix build`: the worker precaches the client build, so
// it is built from its output. Why esbuild and not remix-pwa: docs/decisions/0025-service-worker.md and 0028.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const publicDir = 'public'
const buildDir = path.join(publicDir, 'build')

const manifest = fs.readdirSync(buildDir).find((file) => /^manifest-[0-9A-F]+\.js$/i.test(file))
if (!manifest) throw new Error('No Remix asset manifest in public/build: run `remix build` first')
// The manifest's hash changes whenever any client file does: it names the build and its caches.
const buildId = manifest.slice('manifest-'.length, -'.js'.length)

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

// The app shell: the Remix manifest, the entry, the root and the routes of the pages read offline. Other
// route modules are cached as they are first loaded: precaching the whole client build would add some
// 160 KB gzip to a first visit (the budget is 40 KB); files the page already loaded come from the HTTP cache.
const SHELL_ROUTES = [
  'root',
  'routes/($store)+/_index',
  'routes/($store)+/p.$parentSku.$slug.($childSku)',
  'routes/($store)+/c.$slug',
  'routes/($store)+/i.$slug',
  'routes/($store)+/search',
  'routes/($store)+/$',
  'routes/($store)+/error',
]
const source = fs.readFileSync(path.join(buildDir, manifest), 'utf8')
const assets = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))
const shell = [assets.entry, ...SHELL_ROUTES.map((id) => assets.routes[id])].flatMap((route) => {
  if (!route) throw new Error('A shell route is missing from the Remix manifest: update SHELL_ROUTES')
  return [route.module, ...(route.imports ?? []), ...(route.css ?? [])]
})
// The stylesheet, inlined into pages but linked by the offline notices (plain documents the worker caches).
const stylesheets = filesUnder(path.join(buildDir, '_assets')).filter((file) => file.endsWith('.css'))
const publicFiles = [...stylesheets, path.join(publicDir, 'pwa.js'), path.join(publicDir, 'offline-mirror.js'), path.join(publicDir, 'manifest.webmanifest'), path.join(publicDir, 'favicon.svg'), ...filesUnder(path.join(publicDir, 'icons'))]
const precache = [
  ...new Set([
    assets.url,
    ...shell,
    ...publicFiles.map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`),
  ]),
]

const common = {
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
}

// What the worker precaches, for the benchmark's first-visit cost (scripts/bench/offline.ts).
fs.mkdirSync('build', { recursive: true })
fs.writeFileSync(path.join('build', 'service-worker.json'), `${JSON.stringify({ build: buildId, precache }, null, 2)}\n`)

await build({ ...common, entryPoints: ['app/worker/page.ts'], outfile: path.join(publicDir, 'pwa.js') })
// The newsletter form's fetch and popup (app/worker/newsletter.ts), loaded after the page like pwa.js.
await build({ ...common, entryPoints: ['app/worker/newsletter.ts'], outfile: path.join(publicDir, 'newsletter.js') })

// Read offline only, by the notices of the mirrored lists: precached above, never loaded by a shop page.
await build({ ...common, entryPoints: ['app/worker/mirror-page.ts'], outfile: path.join(publicDir, 'offline-mirror.js') })
await build({
  ...common,
  entryPoints: ['app/entry.worker.ts'],
  outfile: path.join(publicDir, 'service-worker.js'),
  define: {
    __KAROO_BUILD__: JSON.stringify(buildId),
    __KAROO_PRECACHE__: JSON.stringify(precache),
    'process.env.NODE_ENV': '"production"',
  },
})
