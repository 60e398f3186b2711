// Build the service worker (app/entry.worker.ts -> public/service-worker.js), its page script
// (app/worker/page.ts -> public/pwa.js), the newsletter's page script (app/worker/newsletter.ts ->
// public/newsletter.js) and the offline notices' script (app/worker/notice-page.ts ->
// public/offline-notice.js: back online, the page asked for; the mirrored lists, decision 0027) after `remix build`: the worker precaches the client build, so
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

/**
 * The route ids the worker names (app/worker/route-ids.ts), read from the TypeScript module itself so that
 * the list is kept in one place: esbuild compiles it in memory and node imports the result.
 */
async function loadRouteIds() {
  const { outputFiles } = await build({
    entryPoints: ['app/worker/route-ids.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

// The precache is what the first offline visit needs and no more: it is stored while the shopper is on the
// page (the worker installs once the page is idle), so every file in it is work on a phone that is busy.
// - The Remix manifest, the entry and the root with their imports: a cached page opened offline runs them to
//   hydrate, whatever the page. The page has just loaded them: they come from the HTTP cache, not the network.
// - The stylesheet and the script of the offline notices (plain documents cached at install, below).
// Route modules are cached as they are first read through the worker (cache-first), so a page read online
// opens offline with its own module; precaching every page's would download, on a first visit, the modules
// of pages the shopper may never open.
// The files of public/ (pwa.js, the web app manifest, icons) are pages to the worker: cached as read, and a
// precached copy of them would never be looked at.
const { ROUTE_IDS } = await loadRouteIds()
const SHELL_ROUTES = [ROUTE_IDS.root]
const source = fs.readFileSync(path.join(buildDir, manifest), 'utf8')
const assets = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))
const shell = [assets.entry, ...SHELL_ROUTES.map((id) => assets.routes[id])].flatMap((route) => {
  if (!route) throw new Error('A shell route is missing from the Remix manifest: update app/worker/route-ids.ts')
  return [route.module, ...(route.imports ?? []), ...(route.css ?? [])]
})
// The stylesheet, inlined into pages but linked by the offline notices.
const stylesheets = filesUnder(path.join(buildDir, '_assets')).filter((file) => file.endsWith('.css'))
const publicFiles = [...stylesheets, path.join(publicDir, 'offline-notice.js')]
const precache = [
  ...new Set([assets.url, ...shell, ...publicFiles.map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`)]),
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

// Read offline only, by the offline notices: precached above, never loaded by a shop page.
await build({ ...common, entryPoints: ['app/worker/notice-page.ts'], outfile: path.join(publicDir, 'offline-notice.js') })
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
