import type { LoaderFunctionArgs } from '@remix-run/node'
import contentPages from '~/content-pages.json'
import { getCategoryTree, listProductPaths } from '~/providers/catalog/index.server'
import {
  contentPath,
  listBlogCategories,
  listBlogPostAddresses,
  listCmsPageIdentifiers,
  MAGAZINE_PAGE,
} from '~/providers/content/index.server'
import { publicOrigin } from '~/utils/seo.server'
import { storePath, storeViews } from '~/utils/store-views'

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** Every visible product, category, CMS page and blog post, per store view, with hreflang alternates. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = publicOrigin(request)
  const defaultView = storeViews[0]!
  const [products, tree, cmsPages, blogCategories] = await Promise.all([
    listProductPaths(),
    getCategoryTree(defaultView),
    listCmsPageIdentifiers(),
    listBlogCategories(),
  ])
  const shared = [
    '/',
    '/blog',
    // The service pages: public forms and the store locator.
    '/contact',
    '/stores',
    '/warranty',
    ...blogCategories.map((category) => `/blog/${category.slug}`),
    ...[...tree.byId.values()].map((c) => c.path),
    ...products.map((p) => p.path),
    // The magazine's page is for members only (/magazine, login required).
    ...[...new Set([...contentPages.staticPages, ...cmsPages])].filter((identifier) => identifier !== MAGAZINE_PAGE).map(contentPath),
  ]
  const entries: string[] = []
  const alternates = (path: string) =>
    storeViews
      .map((view) => `<xhtml:link rel="alternate" hreflang="${view.hreflang}" href="${escapeXml(origin + storePath(view, path))}"/>`)
      .join('')
  for (const view of storeViews) {
    for (const path of shared) {
      entries.push(`<url><loc>${escapeXml(origin + storePath(view, path))}</loc>${alternates(path)}</url>`)
    }
    for (const post of await listBlogPostAddresses(view)) {
      const path = `/blog/${post.category}/${post.slug}`
      entries.push(`<url><loc>${escapeXml(origin + storePath(view, path))}</loc><lastmod>${post.publishedAt.slice(0, 10)}</lastmod></url>`)
    }
  }
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
