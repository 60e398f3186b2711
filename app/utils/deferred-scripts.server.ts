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
/** The opening of Remix's module script, after its nonce attribute. */
const MODULE_SCRIPT_OPEN = '" type="module" async="">'
const NONCE_OPEN = '<script nonce="'
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
 * The module script's text with its manifest compacted. One build writes one text per set of matched routes
 * (a few dozen), so each is compacted once; the map is emptied if it ever grows past its bound.
 */
const compacted = new Map<string, string>()
const COMPACTED_MAX = 500

function compactModuleText(text: string): string {
  let out = compacted.get(text)
  if (out === undefined) {
    out = text.replace(MANIFEST, (_, head: string, json: string) => `${head}${compactJson(json)};\n`)
    if (compacted.size >= COMPACTED_MAX) compacted.clear()
    compacted.set(text, out)
  }
  return out
}

/**
 * Rewrite the end of a document as described above; unchanged when there is no module script. Only the tail,
 * from the first preload link on, is searched and copied: the page before it is most of the document. The
 * search is by plain string (no pattern), since it runs for every document.
 */
export function deferModuleScripts(html: string): string {
  const start = Math.max(0, html.indexOf(MODULE_PRELOAD))
  const open = html.indexOf(MODULE_SCRIPT_OPEN, start)
  const tagStart = open < 0 ? -1 : html.lastIndexOf(NONCE_OPEN, open)
  const textStart = open + MODULE_SCRIPT_OPEN.length
  const end = html.indexOf('</script>', textStart)
  if (tagStart < start || end < 0) return html
  const nonce = html.slice(tagStart + NONCE_OPEN.length, open)
  // A nonce is base64: a quote or a tag in it would mean this is not Remix's script.
  if (!/^[A-Za-z0-9+/=]*$/.test(nonce)) return html
  const inert = `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">${compactModuleText(html.slice(textStart, end))}</script>`
  const loader = `<script nonce="${nonce}">${LOADER}</script>`
  const preloads = html.slice(start, tagStart).replaceAll(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`)
  return html.slice(0, start) + preloads + inert + loader + html.slice(end + '</script>'.length)
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
