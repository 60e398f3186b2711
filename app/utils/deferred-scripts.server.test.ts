import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { DeferredModuleScripts, deferModuleScripts } from './deferred-scripts.server'

// The tail of a document as Remix 2.17's <Scripts> renders it (shortened).
const NONCE = 'n0nce+/='
const TAIL =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  `<script nonce="${NONCE}">window.__remixContext = {"state":{"loaderData":{"root":{"name":"Kühlschrank"}}}};</script>` +
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/build/root-C.js";\n` +
  'window.__remixRouteModules = {"root":route0};\n\nimport("/build/entry.client-A.js");</script>'
const PAGE = `<!DOCTYPE html><html lang="de"><head><style>a{}</style></head><body><main><h1>Küche</h1></main>${TAIL}</body></html>`

describe('deferModuleScripts', () => {
  const out = deferModuleScripts(PAGE)

  it('leaves no preload link and no module script that the browser would start on its own', () => {
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).not.toMatch(/<script[^>]*type="module"/)
    expect(out.match(/<link rel="x-deferred-modulepreload" href="[^"]+"\/>/g)).toEqual([
      '<link rel="x-deferred-modulepreload" href="/build/entry.client-A.js"/>',
      '<link rel="x-deferred-modulepreload" href="/build/_shared/chunk-B.js"/>',
    ])
  })

  it('keeps the module text, element for element, and adds one loader with the nonce at the end of the body', () => {
    expect(out).toContain(
      '<script type="text/x-deferred-module" id="karoo-module">;\nimport * as route0 from "/build/root-C.js";',
    )
    expect(out).toContain('window.__remixContext = {"state"')
    expect(out.match(/<script/g)).toHaveLength(3)
    const loader = /<script nonce="([^"]+)">(.*?)<\/script><\/body><\/html>$/.exec(out)
    expect(loader?.[1]).toBe(NONCE)
    expect(loader?.[2]).toContain('addEventListener("load"')
    expect(loader?.[2]).toContain('s.type="module"')
  })

  it('changes nothing before the scripts, and nothing at all without a module script', () => {
    expect(out.startsWith(PAGE.slice(0, PAGE.indexOf('<link')))).toBe(true)
    const plain = '<html><body><p>Offline</p></body></html>'
    expect(deferModuleScripts(plain)).toBe(plain)
  })
})

describe('DeferredModuleScripts stream', () => {
  async function streamed(chunks: Buffer[]): Promise<string> {
    const out: Buffer[] = []
    for await (const piece of Readable.from(chunks).pipe(new DeferredModuleScripts())) out.push(Buffer.from(piece))
    return Buffer.concat(out).toString('utf8')
  }

  it('gives the same document however the stream is cut, even inside a character or a tag', async () => {
    const bytes = Buffer.from(PAGE)
    for (const size of [1, 7, 25, 64, bytes.length]) {
      const chunks: Buffer[] = []
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
      expect(await streamed(chunks), `chunks of ${size} bytes`).toBe(deferModuleScripts(PAGE))
    }
  })

  it('sends the page before the scripts when React flushes, without waiting for the end of the stream', async () => {
    const head = PAGE.slice(0, PAGE.indexOf('<link'))
    const stream = new DeferredModuleScripts()
    // React writes in small pieces, then flushes what it has.
    for (let i = 0; i < head.length; i += 100) stream.write(Buffer.from(head.slice(i, i + 100)))
    await new Promise(setImmediate)
    expect(stream.read()).toBeNull()
    stream.flush()
    await new Promise(setImmediate)
    const early = String(stream.read() ?? '')
    // All of it but the few characters that could still begin a preload link.
    expect(head.startsWith(early)).toBe(true)
    expect(early.length).toBeGreaterThanOrEqual(head.length - '<link rel="modulepreload"'.length)
  })
})
