import { describe, expect, it } from 'vitest'
import { HTML_BUDGET_KB, JS_BUDGET_KB, inputOwner, remixContextText } from './weight'

describe('page weight', () => {
  it('budgets the HTML of home and product pages, and their JavaScript', () => {
    expect(HTML_BUDGET_KB).toEqual({ home: 12, product: 10 })
    expect(HTML_BUDGET_KB.category).toBeUndefined()
    expect(JS_BUDGET_KB).toBe(110)
  })

  it("finds the Remix context among the document's scripts", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script nonce="n">window.__remixContext = {"state":{"loaderData":{"root":{"locale":"en-ZA"}}}};</script>' +
      '<script nonce="n">addEventListener("load",function(){})</script>'
    expect(remixContextText(html)).toBe('window.__remixContext = {"state":{"loaderData":{"root":{"locale":"en-ZA"}}}};')
    expect(remixContextText('<script>addEventListener("load",function(){})</script>')).toBe('')
  })

  it('names the package or app file an esbuild input belongs to', () => {
    expect(inputOwner('node_modules/react-dom/cjs/react-dom.production.min.js')).toBe('react-dom')
    expect(inputOwner('node_modules/@remix-run/router/dist/router.js')).toBe('@remix-run/router')
    expect(inputOwner('app/components/layout/header.tsx')).toBe('app/components/layout/header.tsx')
  })
})
