// Two fixes to Remix 2.17.5's lazy route discovery (`v3_lazyRouteDiscovery`), applied to the browser
// build of @remix-run/react before `remix build` bundles it. Both come from the client knowing only the
// routes it has discovered so far, while the store's optional `:store?` segment and its catch-all `$`
// route match almost any path: a route the client has not discovered yet loses to one of those.
//
// 1. An aborted discovery left no trace of being aborted: once the manifest answer had arrived, its path
//    was recorded as discovered even when the navigation that asked had been cancelled in the meantime
//    (a second tap on a slow phone) and its routes were never added. From then on every visit to that
//    path went to the catch-all, which the server refuses (403) and the shopper sees as an error page.
//    The fix is upstream's (React Router 7): bail out before recording anything when the signal aborted.
// 2. A link's intent prefetch (hover, focus, touch) matched its path against the routes discovered so
//    far. Hovered before discovery finished, a product link prefetched the catch-all's data: a 403 in
//    the console and a wasted request. The prefetch now waits until its path is discovered.
//
// Why a script and not a dependency: docs/decisions/0037-remix-discovery-patch.md. The script is
// idempotent, and it stops the build when Remix changes under it (upgrade, then check whether the fixes
// are still needed). `scripts/patch-remix.test.ts` checks that the installed copy carries them.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const MARK = '/* karoo: discovery patch */'
const dist = fileURLToPath(new URL('../node_modules/@remix-run/react/dist/esm/', import.meta.url))

export const PATCHES = [
  {
    file: 'fog-of-war.js',
    edits: [
      {
        find: '  // Patch routes we don\'t know about yet into the manifest\n',
        replace: `  ${MARK}\n  if (signal && signal.aborted) return;\n  // Patch routes we don't know about yet into the manifest\n`,
      },
      {
        find: 'export { fetchAndApplyManifestPatches,',
        replace: `${MARK}\nfunction isPathDiscovered(path) {\n  return discoveredPaths.has(path);\n}\nexport { isPathDiscovered, fetchAndApplyManifestPatches,`,
      },
    ],
  },
  {
    file: 'components.js',
    edits: [
      {
        find: "import { isFogOfWarEnabled, getPartialManifest } from './fog-of-war.js';",
        replace: `${MARK}\nimport { isFogOfWarEnabled, getPartialManifest, isPathDiscovered } from './fog-of-war.js';`,
      },
      {
        find: '  let matches = React.useMemo(() => matchRoutes(router.routes, page, router.basename), [router.routes, page, router.basename]);\n  if (!matches) {\n    console.warn(`Tried to prefetch ${page} but no routes matched.`);\n    return null;\n  }\n',
        replace:
          '  let matches = React.useMemo(() => matchRoutes(router.routes, page, router.basename), [router.routes, page, router.basename]);\n' +
          `  ${MARK}\n` +
          '  let { future: discoveryFuture, isSpaMode: discoverySpa } = useRemixContext();\n' +
          '  if (isFogOfWarEnabled(discoveryFuture, discoverySpa) && typeof window !== "undefined" && !isPathDiscovered(new URL(page, window.location.origin).pathname)) {\n' +
          '    return null;\n' +
          '  }\n' +
          '  if (!matches) {\n    console.warn(`Tried to prefetch ${page} but no routes matched.`);\n    return null;\n  }\n',
      },
    ],
  },
]

/** The file's text with every edit applied; the text itself when it carries them already. */
export function applyPatch(text, edits) {
  if (text.includes(MARK)) return text
  return edits.reduce((patched, { find, replace }) => {
    const at = patched.indexOf(find)
    if (at === -1 || patched.indexOf(find, at + 1) !== -1) {
      throw new Error(`@remix-run/react changed: cannot find one place for ${JSON.stringify(find.slice(0, 60))}`)
    }
    return patched.slice(0, at) + replace + patched.slice(at + find.length)
  }, text)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, edits } of PATCHES) {
    const target = dist + file
    const text = fs.readFileSync(target, 'utf8')
    const patched = applyPatch(text, edits)
    if (patched !== text) fs.writeFileSync(target, patched)
    console.log(`[patch-remix] ${file}: ${patched === text ? 'already patched' : 'patched'}`)
  }
}
