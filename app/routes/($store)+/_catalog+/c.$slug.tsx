import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Listing } from '~/components/catalog/listing'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { categoryCrumbs, findCategory, getCategoryTree, loadListing } from '~/providers/catalog/index.server'
import { CATALOGUE_CACHE, catalogueHeaders, jsonLd, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl, publicOrigin } from '~/utils/seo.server'
import { storePath } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { getT } from '~/utils/i18n.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return errorMeta(args)
  const { category, seo } = data
  return [
    ...seoMeta({ title: seo.title, description: seo.description, canonical: seo.canonical, noindex: seo.noindex }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: category.crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: seo.origin + crumb.href,
      })),
    }),
  ]
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const slug = params.slug ?? ''
  const category = await findCategory(view, slug)
  if (!category) throw new Response('Category query returned empty result', { status: 404 })
  const url = new URL(request.url)
  // Reached by id or an old key: send the shopper (and crawlers) to the category's own URL.
  if (slug !== category.slug) throw redirect(storePath(view, category.path) + url.search, 301)

  const listing = await loadListing(view, url.searchParams, { categoryId: category.id })
  if (listing.page > listing.totalPages && listing.total > 0) {
    const params = new URLSearchParams(listing.canonical)
    params.set('page', String(listing.totalPages))
    throw redirect(`${url.pathname}?${params}`, 302)
  }
  const tree = await getCategoryTree(view)
  const t = await getT(request)
  const crumbs = categoryCrumbs(tree, category)
  const canonicalQuery = new URLSearchParams(listing.canonical)
  // Filtered views are not separate pages for search engines; paging is.
  const filtered = [...canonicalQuery.keys()].some((key) => key !== 'page')
  return json(
    {
      category: {
        id: category.id,
        name: category.name,
        description: category.description,
        crumbs: crumbs.map((c) => ({ ...c, href: storePath(view, c.path) })),
        children: category.childIds
          .map((id) => tree.byId.get(id))
          .filter((child) => child !== undefined)
          .map((child) => ({ id: child.id, name: child.name, path: child.path })),
      },
      listing,
      seo: {
        origin: publicOrigin(request),
        title:
          listing.page > 1
            ? t('category.metaTitlePaged', { name: category.name, page: listing.page })
            : t('category.metaTitle', { name: category.name }),
        description: category.description ?? t('category.metaDescription', { name: category.name }),
        canonical: absoluteUrl(request, view, category.path) + (listing.page > 1 && !filtered ? `?page=${listing.page}` : ''),
        noindex: filtered || listing.total === 0,
      },
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

export default function CategoryPage() {
  const { category, listing } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <>
      <Breadcrumbs crumbs={category.crumbs.slice(0, -1)} current={category.name} />
      <h1>{category.name}</h1>
      {category.description ? <p className="page-intro">{category.description}</p> : null}
      {category.children.length ? (
        <nav aria-label={t('category.subcategories')}>
          <ul className="subcategories">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={href(child.path)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Listing listing={listing} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
