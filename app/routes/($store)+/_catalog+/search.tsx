import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { Listing } from '~/components/catalog/listing'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { SEARCH_MAX, SEARCH_MIN, searchText } from '~/domain/validation'
import { correctedQuery, getMenu, loadListing, matchingCategories, type MatchingCategory } from '~/providers/catalog/index.server'
import { getT } from '~/utils/i18n.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const url = new URL(request.url)
  const q = searchText(url.searchParams.get('q'))
  const t = await getT(request)
  const menu = await getMenu(view)
  const popular = menu.map((item) => ({ name: item.name, path: item.path }))
  if (q.length < SEARCH_MIN) {
    return json(
      { q, tooShort: true, listing: null, popular, categories: [] as MatchingCategory[], didYouMean: null, title: t('search.title') },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const listing = await loadListing(view, url.searchParams, { text: q }, 'relevance')
  if (listing.page > listing.totalPages && listing.total > 0) {
    const canonical = new URLSearchParams(listing.canonical)
    canonical.set('page', String(listing.totalPages))
    throw redirect(`${url.pathname}?${canonical}`, 302)
  }
  const didYouMean = listing.total === 0 && !listing.unavailable ? await correctedQuery(view, q) : null
  // "Wasserkocher" lists the kettles' category above the products (its descaling filters may rank first).
  const categories = listing.total > 0 && listing.page === 1 ? await matchingCategories(view, q) : []
  return json(
    { q, tooShort: false, listing, popular, categories, didYouMean, title: t('search.resultsFor', { q }) },
    // Results are the same for everyone who searches for the same words: kept like the category pages.
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

export default function SearchPage() {
  const { q, tooShort, listing, popular, categories, didYouMean } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <>
      <Breadcrumbs crumbs={[]} current={t('search.title')} />
      <h1>{q && !tooShort ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      <Form method="get" role="search" className="header-search search-page-form">
        <label className="visually-hidden" htmlFor="search-q">
          {t('search.label')}
        </label>
        <input id="search-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX} />
        <button type="submit">{t('search.submit')}</button>
      </Form>
      {tooShort ? <p className="notice">{t('Search term at least 3 characters')}</p> : null}
      {didYouMean ? (
        <p className="notice">
          {t('search.didYouMean')} <Link to={href(`/search?${new URLSearchParams({ q: didYouMean })}`)}>{didYouMean}</Link>
        </p>
      ) : null}
      {categories.length ? (
        <CategoryLinks
          id="search-categories-heading"
          className="search-categories"
          heading={t('search.matchingCategories')}
          categories={categories}
        />
      ) : null}
      {listing ? <Listing listing={listing} sorts={['relevance', 'price_asc', 'price_desc']} /> : null}
      {tooShort || (listing && listing.total === 0 && !listing.unavailable) ? (
        <CategoryLinks id="popular-heading" className="home-section" heading={t('search.popularCategories')} categories={popular} />
      ) : null}
    </>
  )
}

/** Categories as links under a heading: those the query names, or the main ones when nothing was found. */
function CategoryLinks(props: { id: string; className: string; heading: string; categories: readonly MatchingCategory[] }) {
  const href = useStorePath()
  return (
    <nav className={props.className} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <ul className="subcategories">
        {props.categories.map((category) => (
          <li key={category.path}>
            <Link to={href(category.path)}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
