import { StringDecoder } from 'node:string_decoder'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * Loads the page's JavaScript after the page has loaded and painted (decision 0009).
 *
 * Every page works without JavaScript, so on a slow phone connection the document and its images
 * should have the bandwidth and the main thread first, and the ~120 KB of hydration code should come
 * after them. Remix's `<Scripts>` starts that code at once: `<link rel="modulepreload">` tags and an
 * inline `<script type="module">` that imports the route modules. This stream rewrites that tail of
 * the document, keeping every element in place (React hydrates these elements and would start over
 * on a missing or added one; it does not compare their attributes):
 * - the preload links get an inert `rel`, the module script an inert `type`, so nothing starts yet;
 * - a small inline script (same CSP nonce) waits for the window's `load` event and the frame after
 *   it, then turns the links back into preloads and the script back into a module. The parser has
 *   already looked at that script once and passed it over for its type, so adding a node to it
 *   makes the browser prepare it again, now as a module (HTML's "prepare the script element").
 *
 * Everything before the first preload link streams through untouched; the tail (the links and the
 * inline scripts, a few tens of KB at the very end of the body) is rewritten in one piece. A
 * document without a module script passes through unchanged.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"'
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">[\s\S]*?<\/script>/
const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload'
const DEFERRED_MODULE_TYPE = 'text/x-deferred-module'
const DEFERRED_MODULE_ID = 'karoo-module'

/** Rewrite the end of a document as described above; unchanged when there is no module script. */
export function deferModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html)
  if (!script) return html
  const [tag, nonce] = script
  const inert = tag.replace(
    `<script nonce="${nonce}" type="module" async="">`,
    `<script type="${DEFERRED_MODULE_TYPE}" id="${DEFERRED_MODULE_ID}">`,
  )
  const loader = `<script nonce="${nonce}">${LOADER}</script>`
  return html
    .replaceAll(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(tag, () => inert + loader)
}

const LOADER =
  '(function(){var d=document,n=d.currentScript.nonce;' +
  'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){' +
  `d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){l.rel="modulepreload"});` +
  `var s=d.getElementById("${DEFERRED_MODULE_ID}");s.nonce=n;s.type="module";s.appendChild(d.createTextNode(""))` +
  '},0)})})})()'

/** The document stream with `deferModuleScripts` applied to its tail. */
export class DeferredModuleScripts extends Transform {
  private readonly decoder = new StringDecoder('utf8')
  private pending = ''
  private inTail = false

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk)
    if (this.inTail) return callback()
    const start = this.pending.indexOf(MODULE_PRELOAD)
    if (start >= 0) {
      this.inTail = true
      const head = this.pending.slice(0, start)
      this.pending = this.pending.slice(start)
      return callback(null, head)
    }
    // Keep back what could be the beginning of a preload link split across chunks.
    const keep = Math.min(this.pending.length, MODULE_PRELOAD.length - 1)
    const ready = this.pending.slice(0, this.pending.length - keep)
    this.pending = this.pending.slice(this.pending.length - keep)
    callback(null, ready)
  }

  override _flush(callback: TransformCallback): void {
    this.pending += this.decoder.end()
    callback(null, this.inTail ? deferModuleScripts(this.pending) : this.pending)
  }
}
