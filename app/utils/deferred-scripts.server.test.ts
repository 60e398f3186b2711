import { describe, expect, it } from 'vitest'
import { deferModuleScripts } from './deferred-scripts.server'

// The tail of a document as Remix 2.17's <Scripts> renders it (shortened).
const NONCE = 'n0nce+/='
const MANIFEST = {
  entry: { module: '/build/entry.client-A.js' },
  routes: { root: { id: 'root', path: '', hasLoader: true } },
  url: '/x<y',
}
const TAIL =
  '<link rel="modulepreload" href="/build/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>' +
  `<script nonce="${NONCE}">window.__remixContext = {"state":{"loaderData":{"root":{"name":"Kühlschrank"}}}};</script>` +
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/build/root-C.js";\n` +
  `window.__remixManifest = ${JSON.stringify(MANIFEST, null, 2)};\n` +
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
    expect(out).toContain('<script type="text/x-deferred-module" id="karoo-module">;\nimport * as route0 from "/build/root-C.js";')
    expect(out).toContain('window.__remixContext = {"state"')
    expect(out.match(/<script/g)).toHaveLength(3)
    const loader = /<script nonce="([^"]+)">(.*?)<\/script><\/body><\/html>$/.exec(out)
    expect(loader?.[1]).toBe(NONCE)
    expect(loader?.[2]).toContain('addEventListener("load"')
    expect(loader?.[2]).toContain('s.type="module"')
  })

  it('writes the route manifest without indentation, as the same object, with nothing in it that could close the script', () => {
    const written = /window\.__remixManifest = (.*);\nwindow\.__remixRouteModules/.exec(out)?.[1]
    expect(written).toBe(
      '{"entry":{"module":"/build/entry.client-A.js"},"routes":{"root":{"id":"root","path":"","hasLoader":true}},"url":"/x\\u003cy"}',
    )
    expect(JSON.parse(written!)).toEqual(MANIFEST)
  })

  it('changes nothing before the scripts, and nothing at all without a module script', () => {
    expect(out.startsWith(PAGE.slice(0, PAGE.indexOf('<link')))).toBe(true)
    const plain = '<html><body><p>Offline</p></body></html>'
    expect(deferModuleScripts(plain)).toBe(plain)
  })

  it('gives each document its own nonce when the same module script comes again', () => {
    const again = deferModuleScripts(PAGE.replaceAll(NONCE, 'other+nonce=='))
    expect(again.replaceAll('other+nonce==', NONCE)).toBe(out)
    expect(again).not.toContain(NONCE)
  })

  it('leaves a document alone whose module script does not carry a plain nonce', () => {
    const odd = PAGE.replace(`<script nonce="${NONCE}" type="module"`, '<script nonce="a"><b" type="module"')
    expect(deferModuleScripts(odd)).toBe(odd)
  })
})
