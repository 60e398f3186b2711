import type { LoaderFunctionArgs } from '@remix-run/node'
import { publicOrigin } from '~/utils/seo.server'

export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    // Carts, checkout, accounts and search results are per shopper, not pages to index.
    ...['/cart', '/checkout', '/my-account', '/search', '/resources/'].flatMap((path) => [
      `Disallow: ${path}`,
      `Disallow: /de${path}`,
      `Disallow: /it${path}`,
    ]),
    '',
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } })
}
