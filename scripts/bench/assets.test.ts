import { describe, expect, it } from 'vitest'
import { deferModuleScripts } from '../../app/utils/deferred-scripts.server'
import { cssImports, extractPageAssets, literalDynamicImports, parseAttributes, staticImports } from './assets'
import { linksWithPrefix } from './pages'
import { inputOwner } from './weight'

const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/build/_assets/app-1.css"/>
<link rel="alternate stylesheet" href="/alt.css"/>
<link rel="modulepreload" href="/build/entry.client-A.js"/>
<link rel="modulepreload" href="/build/routes/($store)+/_index-B.js"/>
<link rel="preload" as="image" href="/hero.svg"/>
<!-- <script src="/commented-out.js"></script> -->
<script type="application/ld+json">{"import":"/not-code.js"}</script>
</head><body>
<script src="/legacy.js?v=1&amp;x=2" defer></script>
<script nonce="n">window.__remixContext = {"a":1};</script>
<script nonce="n" type="module" async="">
import "/build/manifest-C.js";
import * as route0 from "/build/root-D.js";
window.__remixRouteModules = {"root":route0};
import("/build/entry.client-A.js");
</script>
</body></html>`

describe('extractPageAssets', () => {
  it('finds scripts, module preloads, boot-module imports and stylesheets', () => {
    const assets = extractPageAssets(page)
    expect(assets.scripts).toEqual(['/legacy.js?v=1&x=2'])
    expect(assets.modulePreloads).toEqual(['/build/entry.client-A.js', '/build/routes/($store)+/_index-B.js'])
    expect(assets.inlineModuleImports).toEqual(['/build/manifest-C.js', '/build/root-D.js', '/build/entry.client-A.js'])
    expect(assets.stylesheets).toEqual(['/build/_assets/app-1.css'])
  })

  it('counts the modules that wait for the load event (decision 0009) as first-load JavaScript', () => {
    const deferred = extractPageAssets(deferModuleScripts(page))
    const direct = extractPageAssets(page)
    expect(deferred.modulePreloads).toEqual(direct.modulePreloads)
    expect(deferred.inlineModuleImports).toEqual(direct.inlineModuleImports)
  })

  it('keeps executable inline scripts only (no JSON-LD, no comments)', () => {
    const assets = extractPageAssets(page)
    expect(assets.inlineScripts).toHaveLength(2)
    expect(assets.inlineScripts.join('')).not.toContain('not-code')
    expect(assets.scripts).not.toContain('/commented-out.js')
  })
})

describe('staticImports', () => {
  it('reads esbuild minified imports and re-exports', () => {
    const code =
      'import{a as ce,d as ge}from"/build/_shared/chunk-1.js";import"./side.js";' +
      'export*from"../x/chunk-2.js";export{b}from"/build/chunk-3.js";var s="import";'
    expect(staticImports(code)).toEqual(['/build/_shared/chunk-1.js', './side.js', '../x/chunk-2.js', '/build/chunk-3.js'])
  })

  it('reads formatted imports with default and namespace bindings', () => {
    const code = `import React, { useState } from './react.js'\nimport * as all from "/all.js"\nimport def from '/def.mjs'`
    expect(staticImports(code)).toEqual(['./react.js', '/all.js', '/def.mjs'])
  })

  it('ignores lazy import(), bare packages and strings that merely contain "import"', () => {
    const code = 'const m=import("/lazy.js");import{x}from"react";e.import("/y.js");t="import"+"/z.js"'
    expect(staticImports(code)).toEqual([])
    expect(literalDynamicImports(code)).toEqual(['/lazy.js'])
  })
})

describe('cssImports', () => {
  it('reads @import with and without url()', () => {
    expect(cssImports('@import url("/a.css");@import "./b.css" screen;@import url(c.css);body{}')).toEqual(['/a.css', './b.css', 'c.css'])
  })
})

describe('parseAttributes', () => {
  it('handles quoting styles, bare attributes and entities', () => {
    const attributes = parseAttributes(` type=module async src='/a.js?x=1&amp;y=2' data-x="q"`)
    expect(attributes.get('type')).toBe('module')
    expect(attributes.get('async')).toBe('')
    expect(attributes.get('src')).toBe('/a.js?x=1&y=2')
  })
})

describe('linksWithPrefix', () => {
  it('returns unique links with the prefix in page order', () => {
    const html = '<a href="/p/A/a">A</a><a class="x" href="/p/B/b#top">B</a><a href="/c/x">C</a><a href="/p/A/a">A</a>'
    expect(linksWithPrefix(html, '/p/')).toEqual(['/p/A/a', '/p/B/b'])
  })
})

describe('inputOwner', () => {
  it('names packages and app files', () => {
    expect(inputOwner('node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom')
    expect(inputOwner('node_modules/@remix-run/router/dist/router.js')).toBe('@remix-run/router')
    expect(inputOwner('app/root.tsx')).toBe('app/root.tsx')
    expect(inputOwner('browser-route-module:routes/x.tsx?browser')).toBe('routes/x.tsx')
  })
})
