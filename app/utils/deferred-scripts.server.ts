/**
 * Loads the page's JavaScript after the page has loaded and painted (decision 0009).
 *
 * Every page works without JavaScript, so on a slow phone connection the document and its images
 * should have the bandwidth and the main thread first, and the ~120 KB of hydration code should come
 * after them. Remix's `<Scripts>` starts that code at once: `<link rel="modulepreload">` tags and an
 * inline `<script type="module">` that imports the route modules. This rewrites that tail of
 * the document, keeping every element in place (React hydrates these elements and would start over
 * on a missing or added one; it does not compare their attributes):
 * - the preload links get an inert `rel`, the module script an inert `type`, so nothing starts yet;
 * - a small inline script (same CSP nonce) waits for the window's `load` event and the frame after
 *   it, then turns the script back into a module and the links back into preloads, a few per task
 *   (PRELOADS_PER_TASK). The parser has already looked at that script once and passed it over for its
 *   type, so adding a node to it makes the browser prepare it again, now as a module (HTML's "prepare
 *   the script element").
 *
 * The document is rendered whole (entry.server.tsx), so the rewrite is one pass over its string; a
 * document without a module script is left as it is.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"'
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">[\s\S]*?<\/script>/
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload'
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module'
const DEFERRED_MODULE_ID = 'karoo-module'
/** The route manifest in the module script, which Remix writes as JSON indented by two spaces. */
const MANIFEST = /(window\.__remixManifest = )(\{[\s\S]*?\});\n(?=window\.__remixRouteModules)/

/**
 * JSON without its indentation: the manifest is a twelfth of a product page's document, a tenth of it spaces.
 * `<` and the two line separators are escaped, so that the text can close no script whatever a route is named.
 */
function compactJson(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json)).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  } catch {
    return json
  }
}

/**
 * Rewrite the end of a document as described above; unchanged when there is no module script. Only the tail,
 * from the first preload link on, is searched and copied: the page before it is most
 * of the document.
 */
export function deferModuleScripts(html: string): string {
  const start = Math.max(0, html.indexOf(MODULE_PRELOAD))
  const tail = html.slice(start)
  const script = MODULE_SCRIPT.exec(tail)
  if (!script) return html
  const [tag, nonce] = script
  const inert = tag
    .replace(`<script nonce="${nonce}" type="module" async="">`, `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">`)
    .replace(MANIFEST, (_, head: string, json: string) => `${head}${compactJson(json)};\n`)
  const loader = `<script nonce="${nonce}">${LOADER}</script>`
  return html.slice(0, start) + tail.replaceAll(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`).replace(tag, () => inert + loader)
}

/**
 * Preload links turned back per task. Each one starts a request there and then, which costs the main thread
 * 0.3-2.5 ms on a busy phone-class CPU: the 25-45 links of a page at once made one task of 10-65 ms, long
 * enough to count as blocking; a few per task keep every task short and all requests still start at once.
 */
const PRELOADS_PER_TASK = 4

const LOADER =
  '(function(){var d=document,n=d.currentScript.nonce;' +
  'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){' +
  `var s=d.getElementById("${DEFERRED_MODULE_ID}");s.nonce=n;s.type="module";s.appendChild(d.createTextNode(""));` +
  `var l=[].slice.call(d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'));` +
  `(function p(){l.splice(0,${PRELOADS_PER_TASK}).forEach(function(e){e.rel="modulepreload"});if(l.length)setTimeout(p,0)})()` +
  '},0)})})})()'
