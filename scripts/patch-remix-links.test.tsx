/**
 * The server's links and forms of scripts/patch-remix.mjs (fix 4), run against the installed Remix: the test
 * patches the server's copy the way `npm run build` does (idempotent) before it loads Remix. Each address is
 * drawn twice inside a static data router on the server: as a string, which the patched <Link> or <Form>
 * writes itself where it can, and in a form that always goes through the router (an object for a link,
 * `relative="route"`, the default, for a form). Both must give the same markup.
 */
import fs from 'node:fs'
import type { ComponentType, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { parsePath } from 'react-router-dom'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { applyPatch, PATCHES, patchTarget } from './patch-remix.mjs'

type Props = Record<string, unknown> & { children?: ReactNode }
let Link: ComponentType<Props>
let Form: ComponentType<Props>

beforeAll(async () => {
  for (const patch of PATCHES as { file: string; edits: unknown[] }[]) {
    const text = fs.readFileSync(patchTarget(patch), 'utf8')
    const patched = applyPatch(text, patch.edits) as string
    if (patched !== text) fs.writeFileSync(patchTarget(patch), patched)
  }
  ;({ Link, Form } = (await import('@remix-run/react')) as unknown as { Link: ComponentType<Props>; Form: ComponentType<Props> })
})

/** `element` rendered on the server in the page at `/de/cart?x=1`, inside a data router. */
async function render(element: ReactNode): Promise<string> {
  const routes = [{ path: '/:store?/cart', element, loader: () => null }]
  const { query, dataRoutes } = createStaticHandler(routes)
  const context = await query(new Request('http://shop.test/de/cart?x=1'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />)
}

describe('links and forms on the server (patched Remix)', () => {
  const links: Props[] = [
    { to: '/p/AFR-0910/air-fryer', className: 'cart-line-name', children: 'Air fryer' },
    { to: '/cart?remove=01M8&x=2#top', className: 'cart-remove', prefetch: 'intent', children: 'Remove' },
    { to: '/de/c/kitchen', target: '_blank', discover: 'none', replace: true, state: { a: 1 }, children: 'Kitchen' },
    { to: '?remove=01M8', className: 'cart-remove', preventScrollReset: true, children: 'Remove' },
    { to: '?edit=01M8#line', children: 'Edit' },
    // Addresses the router rewrites, which the patch leaves to it.
    { to: '/a/../b/./c', children: 'Dots' },
    { to: '/x?', children: 'Empty search' },
    { to: '/x?#top', children: 'Empty search before a hash' },
    { to: '?', children: 'Empty query' },
    { to: '?a=1#', children: 'Empty hash' },
    { to: 'relative', children: 'Relative' },
    { to: '/d', reloadDocument: true, children: 'Reload' },
  ]
  for (const props of links) {
    it(`writes the link to ${JSON.stringify(props.to)} as the router resolves it`, async () => {
      const html = await render(<Link {...props} />)
      expect(html).toContain('<a ')
      expect(html).toBe(await render(<Link {...props} to={parsePath(props.to as string)} />))
    })
  }

  const forms: Props[] = [
    { action: '/cart', method: 'post', id: 'qty-1', className: 'qty-form', children: <input name="qty" /> },
    { action: '/de/search', method: 'GET', role: 'search' },
    { action: '/cart', method: 'post', reloadDocument: true, noValidate: true },
    { action: '/cart', method: 'post', discover: 'none' },
    { action: '/a/../cart', method: 'post' },
    { action: '/cart?', method: 'post' },
  ]
  for (const props of forms) {
    it(`writes the form posting to ${JSON.stringify(props.action)} (${props.method}) as the router resolves it`, async () => {
      const html = await render(<Form {...props} />)
      expect(html).toContain('<form ')
      expect(html).toBe(await render(<Form {...props} relative="route" />))
    })
  }

  it('writes a plain path without the router, which Remix cannot do outside one', () => {
    expect(
      renderToString(
        <Link to="/cart?edit=1" className="cart-edit">
          Edit
        </Link>,
      ),
    ).toBe('<a class="cart-edit" data-discover="true" href="/cart?edit=1">Edit</a>')
    expect(renderToString(<Form action="/cart" method="post" id="f" />)).toBe(
      '<form method="post" action="/cart" id="f" data-discover="true"></form>',
    )
    expect(() => renderToString(<Link to={{ pathname: '/cart' }}>Edit</Link>)).toThrow()
    expect(() => renderToString(<Link to="/a/../cart">Edit</Link>)).toThrow()
  })
})
