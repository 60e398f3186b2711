import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { contentPath, getCmsPage, MAGAZINE_PAGE } from '~/providers/content/index.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { storePath, stripStorePrefix } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? seoMeta({ title: args.data.page.title, description: args.data.page.metaDescription, canonical: args.data.canonical })
    : errorMeta(args)

/**
 * CMS pages: /i/{identifier}, and the named content pages (/about, /legal...) that remix.config.js
 * points here, whose identifier is the path itself.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const identifier = params.slug ?? stripStorePrefix(new URL(request.url).pathname).replace(/^\/+|\/+$/g, '')
  if (!/^[a-z0-9-]{1,80}$/.test(identifier)) throw new Response('CMS query returned empty result', { status: 404 })
  // The magazine's page is for members: it is shown at /magazine, behind the login, never here.
  if (identifier === MAGAZINE_PAGE) throw redirect(storePath(view, '/magazine'))
  const page = await getCmsPage(view, identifier)
  if (!page) throw new Response('CMS query returned empty result', { status: 404 })
  return json({ page, canonical: absoluteUrl(request, view, contentPath(identifier)) }, { headers: { 'Cache-Control': CATALOGUE_CACHE } })
}

export const headers = catalogueHeaders

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>()
  return (
    <article className="cms-page">
      <Breadcrumbs crumbs={[]} current={page.title} />
      <h1>{page.title}</h1>
      {/* Content is written by the store's editors and seeded from trusted sources, never from shoppers. */}
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
