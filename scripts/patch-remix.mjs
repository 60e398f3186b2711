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
// 3. On the server, every match of a path against the route tree flattened and ranked the whole tree again
//    (about a hundred routes, doubled by the optional store segment): several times per page (the request,
//    the data, and each parent path of the page for the lazy-discovery manifest), an eighth of a page's
//    server time. The ranked branches are now kept per route tree (WeakMap on the routes array; the
//    server's trees are never changed once made). Only the server's copy (router.cjs.js) is patched: the
//    browser's route tree grows as routes are discovered.
//    A path pattern's regular expression is likewise compiled once (compilePath is a pure function of its
//    arguments), and the tree the server renders each page with is made once per build instead of once per
//    page (createServerRoutes in @remix-run/react, and its data routes in react-router-dom's static router),
//    so that the lazy-discovery manifest's matches hit the kept branches too. The matches of a path are
//    kept as well (per tree, the last MATCHED_PATHS_KEPT paths): a page's path and its parents are matched
//    four times per document, each a walk through up to all the branches. Callers get copies.
//
// 4. On the server, Remix's <Link> and <Form> resolve their address against the matched routes (useHref,
//    useFormAction) and set up prefetching and a click or submit handler, though only their markup counts
//    there: about a sixth of a shopper's page render (a cart page has eight links and five forms, and a shopper
//    with a cart gets every page rendered). Where the router would give the address back unchanged (an
//    absolute path of the shop without "." or ".." segments or an empty query or hash; or a query of the page
//    being shown, put after the page's own path) the server's copy writes the same <a> or <form> itself,
//    attribute for attribute (docs/decisions/0069). The browser's copy is untouched: no byte of JavaScript.
//
// Why a script and not a dependency: docs/decisions/0037-remix-discovery-patch.md. The script is
// idempotent, and it stops the build when Remix changes under it (upgrade, then check whether the fixes
// are still needed). `scripts/patch-remix.test.ts` checks that the installed copy carries them.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const MARK = '/* karoo: discovery patch */'
const dist = fileURLToPath(new URL('../node_modules/@remix-run/react/dist/esm/', import.meta.url))
const routerDist = fileURLToPath(new URL('../node_modules/@remix-run/router/dist/', import.meta.url))
const remixServerDist = fileURLToPath(new URL('../node_modules/@remix-run/react/dist/', import.meta.url))
const routerDomDist = fileURLToPath(new URL('../node_modules/react-router-dom/', import.meta.url))

/** Where a patch's file is installed. */
export function patchTarget(patch) {
  return (patch.dir ?? dist) + patch.file
}

export const PATCHES = [
  {
    file: 'fog-of-war.js',
    edits: [
      {
        find: "  // Patch routes we don't know about yet into the manifest\n",
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
  {
    dir: routerDist,
    file: 'router.cjs.js',
    edits: [
      {
        find: 'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {',
        replace: `${MARK}\nconst rankedBranchesByRoutes = new WeakMap();\nconst matchesByRoutes = new WeakMap();\nconst MATCHED_PATHS_KEPT = 2000;\nfunction matchRoutesImpl(routes, locationArg, basename, allowPartial) {`,
      },
      {
        find: '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n  let decoded = decodePath(pathname);',
        replace:
          '  let branches = rankedBranchesByRoutes.get(routes);\n' +
          '  if (!branches) {\n' +
          '    branches = flattenRoutes(routes);\n' +
          '    rankRouteBranches(branches);\n' +
          '    rankedBranchesByRoutes.set(routes, branches);\n' +
          '  }\n' +
          '  let matchedPaths = matchesByRoutes.get(routes);\n' +
          '  if (!matchedPaths) {\n' +
          '    matchedPaths = new Map();\n' +
          '    matchesByRoutes.set(routes, matchedPaths);\n' +
          '  }\n' +
          '  let matchKey = (allowPartial ? "p" : "w") + pathname;\n' +
          '  if (matchedPaths.has(matchKey)) return copyMatches(matchedPaths.get(matchKey));\n' +
          '  let matches = null;\n  let decoded = decodePath(pathname);',
      },
      {
        find: '    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}',
        replace:
          '    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n' +
          '  if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.delete(matchedPaths.keys().next().value);\n' +
          '  matchedPaths.set(matchKey, matches);\n' +
          '  return copyMatches(matches);\n}\n' +
          '// Callers get their own objects (a loader may change its params): the kept ones never leave here.\n' +
          'function copyMatches(matches) {\n' +
          '  return matches && matches.map((m) => Object.assign({}, m, { params: Object.assign({}, m.params) }));\n' +
          '}',
      },
      {
        find: 'function compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }\n',
        replace:
          'const compiledPaths = new Map();\n' +
          'function compilePath(path, caseSensitive, end) {\n  if (caseSensitive === void 0) {\n    caseSensitive = false;\n  }\n  if (end === void 0) {\n    end = true;\n  }\n' +
          '  let compiledKey = path + "\\u0000" + caseSensitive + "\\u0000" + end;\n' +
          '  let compiled = compiledPaths.get(compiledKey);\n' +
          '  if (!compiled) {\n' +
          '    compiled = compilePathOnce(path, caseSensitive, end);\n' +
          '    compiledPaths.set(compiledKey, compiled);\n' +
          '  }\n' +
          '  return compiled;\n' +
          '}\n' +
          'function compilePathOnce(path, caseSensitive, end) {\n',
      },
    ],
  },
  {
    dir: remixServerDist,
    file: 'server.js',
    edits: [
      {
        find: 'function RemixServer({',
        replace: `${MARK}\nconst serverRoutesByManifest = new WeakMap();\nfunction RemixServer({`,
      },
      {
        find: '  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n',
        replace:
          '  let routes$1 = serverRoutesByManifest.get(manifest.routes);\n' +
          '  if (!routes$1) {\n' +
          '    routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n' +
          '    serverRoutesByManifest.set(manifest.routes, routes$1);\n' +
          '  }\n',
      },
    ],
  },
  {
    dir: routerDomDist,
    file: 'server.js',
    edits: [
      {
        find: 'function createStaticRouter(routes, context, opts = {}) {\n  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n',
        replace:
          `${MARK}\nconst dataRoutesByRoutes = new WeakMap();\n` +
          'function createStaticRouter(routes, context, opts = {}) {\n' +
          '  let converted = dataRoutesByRoutes.get(routes);\n' +
          '  if (!converted) {\n' +
          '    let routeManifest = {};\n' +
          '    converted = { manifest: routeManifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, routeManifest) };\n' +
          '    dataRoutesByRoutes.set(routes, converted);\n' +
          '  }\n' +
          '  let { manifest, dataRoutes } = converted;\n',
      },
    ],
  },
  {
    dir: remixServerDist,
    file: 'components.js',
    edits: [
      {
        find: 'let Link = /*#__PURE__*/React__namespace.forwardRef(({\n  to,\n  prefetch = "none",',
        replace: 'let RouterLink = /*#__PURE__*/React__namespace.forwardRef(({\n  to,\n  prefetch = "none",',
      },
      {
        find: 'Link.displayName = "Link";\n',
        replace:
          'RouterLink.displayName = "Link";\n' +
          `${MARK}\n` +
          '// An address the router would give back as it is: an absolute path of this site without "." or ".."\n' +
          '// segments and without an empty query or hash (the router drops those).\n' +
          'function karooPlainPath(to) {\n' +
          '  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !/\\/\\.{1,2}(?=[/?#]|$)/.test(to.split(/[?#]/, 1)[0]) && !/[?#]$|\\?#/.test(to);\n' +
          '}\n' +
          'function karooPageQuery(to) {\n' +
          '  return typeof to === "string" && to.startsWith("?") && !/[?#]$|\\?#/.test(to);\n' +
          '}\n' +
          'function KarooPlainLink({ href, to, prefetch, discover = "render", reloadDocument, relative, replace, state, preventScrollReset, viewTransition, target, ...rest }) {\n' +
          '  return /*#__PURE__*/React__namespace.createElement("a", _rollupPluginBabelHelpers["extends"]({}, rest, { "data-discover": discover === "render" ? "true" : undefined, href: href, target: target }));\n' +
          '}\n' +
          'function KarooPageQueryLink(props) {\n' +
          '  let { pathname } = reactRouterDom.useLocation();\n' +
          '  return karooPlainPath(pathname) ? /*#__PURE__*/React__namespace.createElement(KarooPlainLink, _rollupPluginBabelHelpers["extends"]({}, props, { href: pathname + props.to })) : /*#__PURE__*/React__namespace.createElement(RouterLink, props);\n' +
          '}\n' +
          'let Link = /*#__PURE__*/React__namespace.forwardRef((props, forwardedRef) => {\n' +
          '  if (typeof document === "undefined" && !props.reloadDocument && !props.relative) {\n' +
          '    if (karooPlainPath(props.to)) return /*#__PURE__*/React__namespace.createElement(KarooPlainLink, _rollupPluginBabelHelpers["extends"]({}, props, { href: props.to }));\n' +
          '    if (karooPageQuery(props.to)) return /*#__PURE__*/React__namespace.createElement(KarooPageQueryLink, props);\n' +
          '  }\n' +
          '  return /*#__PURE__*/React__namespace.createElement(RouterLink, _rollupPluginBabelHelpers["extends"]({}, props, { ref: forwardedRef }));\n' +
          '});\n' +
          'Link.displayName = "Link";\n',
      },
      {
        find: 'let Form = /*#__PURE__*/React__namespace.forwardRef(({\n  discover = "render",',
        replace: 'let RouterForm = /*#__PURE__*/React__namespace.forwardRef(({\n  discover = "render",',
      },
      {
        find: 'Form.displayName = "Form";\n',
        replace:
          'RouterForm.displayName = "Form";\n' +
          'let Form = /*#__PURE__*/React__namespace.forwardRef((props, forwardedRef) => {\n' +
          '  if (typeof document === "undefined" && !props.relative && karooPlainPath(props.action)) {\n' +
          '    let { action, method = "get", discover = "render", fetcherKey, navigate, reloadDocument, replace, state, onSubmit, relative, preventScrollReset, viewTransition, ...rest } = props;\n' +
          '    return /*#__PURE__*/React__namespace.createElement("form", _rollupPluginBabelHelpers["extends"]({ method: method.toLowerCase() === "get" ? "get" : "post", action: action }, rest, { "data-discover": discover === "render" && !reloadDocument ? "true" : undefined }));\n' +
          '  }\n' +
          '  return /*#__PURE__*/React__namespace.createElement(RouterForm, _rollupPluginBabelHelpers["extends"]({}, props, { ref: forwardedRef }));\n' +
          '});\n' +
          'Form.displayName = "Form";\n',
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
  for (const patch of PATCHES) {
    const { file, edits } = patch
    const target = patchTarget(patch)
    const text = fs.readFileSync(target, 'utf8')
    const patched = applyPatch(text, edits)
    if (patched !== text) fs.writeFileSync(target, patched)
    console.log(`[patch-remix] ${file}: ${patched === text ? 'already patched' : 'patched'}`)
  }
}
