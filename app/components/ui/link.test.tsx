import { Form as RemixForm, Link as RemixLink } from '@remix-run/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { Form, Link, resolvesToItself } from './link'

/** `element` rendered on the server as a page at `/de/cart?x=1` renders it, inside a data router. */
async function render(element: ReactNode): Promise<string> {
  const routes = [{ path: '/:store?/cart', element, loader: () => null }]
  const { query, dataRoutes } = createStaticHandler(routes)
  const context = await query(new Request('http://shop.test/de/cart?x=1'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />)
}

describe('Link and Form on the server', () => {
  const links = [
    { to: '/p/AFR-0910/air-fryer', className: 'cart-line-name', children: 'Air fryer' },
    { to: '/cart?remove=01M8&x=2#top', className: 'cart-remove', prefetch: 'intent' as const, children: 'Remove' },
    { to: '/de/c/kitchen', target: '_blank', discover: 'none' as const, replace: true, state: { a: 1 }, children: 'Kitchen' },
    { to: '?remove=01M8', className: 'cart-remove', preventScrollReset: true, children: 'Remove' },
    { to: '?edit=01M8#line', children: 'Edit' },
    // Addresses the router rewrites: Remix's own component draws them.
    { to: '/a/../b/./c', children: 'Dots' },
    { to: 'relative', children: 'Relative' },
    { to: { pathname: '/x', search: '?y=1' }, children: 'Object' },
    { to: '/x?', children: 'Empty search' },
    { to: '?', children: 'Empty query' },
    { to: '?a=1#', children: 'Empty hash' },
    { to: '/x?#top', children: 'Empty query before a hash' },
    { to: 'https://example.test/x', children: 'Other site' },
    { to: '/d', reloadDocument: true, children: 'Reload' },
  ]
  for (const props of links) {
    it(`writes the link to ${JSON.stringify(props.to)} as Remix does`, async () => {
      expect(await render(<Link {...props} />)).toBe(await render(<RemixLink {...props} />))
    })
  }

  const forms = [
    { action: '/cart', method: 'post' as const, id: 'qty-1', className: 'qty-form', children: <input name="qty" /> },
    { action: '/de/search', method: 'GET' as const, role: 'search', children: null },
    { action: '/cart', method: 'post' as const, reloadDocument: true, noValidate: true, children: null },
    { action: '/cart', method: 'post' as const, discover: 'none' as const, children: null },
    // Without an action the form posts to the page itself (with its query): Remix's own component.
    { method: 'post' as const, children: null },
    { action: '.', method: 'post' as const, children: null },
  ]
  for (const props of forms) {
    it(`writes the form posting to ${JSON.stringify(props.action)} (${props.method}) as Remix does`, async () => {
      expect(await render(<Form {...props} />)).toBe(await render(<RemixForm {...props} />))
    })
  }

  it('writes an absolute path without asking the router (Remix cannot render outside one)', () => {
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
    expect(() => renderToString(<RemixLink to="/cart">Edit</RemixLink>)).toThrow()
  })

  it('takes only absolute paths of this site that the router gives back unchanged', () => {
    for (const to of ['/', '/cart', '/p/a-b/c?d=1&e=%20#f', '/de/c/x.y']) expect(resolvesToItself(to)).toBe(true)
    for (const to of [
      '//evil.test/x',
      'cart',
      './cart',
      '/a/./b',
      '/a/..',
      '/a/../b?c',
      '/x?',
      '/x#',
      '/x?y#',
      undefined,
      { pathname: '/x' },
    ]) {
      expect(resolvesToItself(to)).toBe(false)
    }
  })
})
