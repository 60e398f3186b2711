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
 *   it, then turns the script back into a module and the links back into preloads, a few per task
 *   (PRELOADS_PER_TASK). The parser has already looked at that script once and passed it over for its
 *   type, so adding a node to it makes the browser prepare it again, now as a module (HTML's "prepare
 *   the script element").
 *
 * Everything before the first preload link streams through untouched; the tail (the links and the
 * inline scripts, a few tens of KB at the very end of the body) is rewritten in one piece. A
 * document without a module script passes through unchanged.
 *
 * The stream also passes React's output on in the pieces React flushes, not in the ~1-2 KB chunks it
 * writes them in: Remix flushes the response after every chunk it is given, and each flush makes the
 * compression end a deflate block, so a 30 KB page cost two dozen small compressions (a tenth of a page's
 * server time) and compressed worse. React calls `flush()` when it has written all it has for now (the
 * shell, then each streamed part), and that is when the stream passes on what it holds.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"'
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">[\s\S]*?<\/script>/
export const DEFERRED_PRELOAD_REL = 'x-deferred-modulepreload'
export const DEFERRED_MODULE_TYPE = 'text/x-deferred-module'
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

const PRELOAD_BYTES = Buffer.from(MODULE_PRELOAD)
const EMPTY: Buffer = Buffer.alloc(0)

/**
 * The document stream with `deferModuleScripts` applied to its tail. Bytes before the first preload
 * link pass through as they are (no decoding); only the tail is decoded and rewritten.
 */
export class DeferredModuleScripts extends Transform {
  /** The last bytes seen, which could be the start of a preload link split across chunks. */
  private carry = EMPTY
  /** From the first preload link on, everything is kept for the rewrite. */
  private tail: Buffer[] | null = null
  /** What is ready to pass on at React's next flush. */
  private held: Buffer[] = []

  /** React has written all it has for now: pass on what is held, as one chunk. */
  flush(): void {
    if (this.held.length === 0) return
    this.push(this.held.length === 1 ? this.held[0] : Buffer.concat(this.held))
    this.held = []
  }

  private hold(bytes: Buffer): void {
    if (bytes.length > 0) this.held.push(bytes)
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    if (this.tail) {
      this.tail.push(bytes)
      return callback()
    }
    // Chunks are passed on without copying; only the few carried bytes are joined to the next chunk.
    let data = bytes
    if (this.carry.length > 0) {
      if (bytes.length < PRELOAD_BYTES.length) {
        data = Buffer.concat([this.carry, bytes])
      } else {
        // A link split between the carried bytes and this chunk starts in the carried bytes.
        const seam = Buffer.concat([this.carry, bytes.subarray(0, PRELOAD_BYTES.length - 1)])
        const at = seam.indexOf(PRELOAD_BYTES)
        if (at >= 0) {
          const head = this.carry.subarray(0, at)
          this.tail = [this.carry.subarray(at), bytes]
          this.hold(head)
          return callback()
        }
        this.hold(this.carry)
      }
    }
    const start = data.indexOf(PRELOAD_BYTES)
    if (start >= 0) {
      this.tail = [data.subarray(start)]
      this.hold(data.subarray(0, start))
      return callback()
    }
    const keep = Math.min(data.length, PRELOAD_BYTES.length - 1)
    this.carry = data.subarray(data.length - keep)
    this.hold(data.subarray(0, data.length - keep))
    callback()
  }

  override _flush(callback: TransformCallback): void {
    this.flush()
    // The tail starts at "<", a character boundary, so it decodes whole.
    callback(null, this.tail ? deferModuleScripts(Buffer.concat(this.tail).toString('utf8')) : this.carry)
  }
}
