import { Form, Link, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ListingView } from '~/providers/catalog/index.server'
import { listingHref, type SortKey } from '~/domain/listing-query'
import { PriceNote } from '../product/price'
import { ProductGrid } from '../product/product-card'

const SORTS: SortKey[] = ['position', 'price_asc', 'price_desc']

/**
 * Facets, sort, results and paging for category and search pages. Every control is a link or a
 * GET form, so filtering works without JavaScript; with it, the sort select submits on change.
 */
export function Listing({ listing, sorts = SORTS }: { listing: ListingView; sorts?: SortKey[] }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const canonical = new URLSearchParams(listing.canonical)
  const link = (change: Parameters<typeof listingHref>[2]) => listingHref(pathname, canonical, change, { defaultSort: listing.defaultSort })
  const busy = navigation.state === 'loading' && navigation.location?.pathname === pathname

  const active = [
    ...listing.priceFacets.filter((f) => f.selected).map((f) => ({ key: 'price', value: f.value, label: f.label })),
    ...listing.facets.flatMap((facet) =>
      facet.buckets.filter((b) => b.selected).map((b) => ({ key: facet.code, value: b.value, label: `${facet.label}: ${b.label}` })),
    ),
  ]

  // Nothing to narrow down or order: no filter panel and no sort (chosen filters stay removable in their list).
  const empty = listing.total === 0

  return (
    <div className={empty ? 'listing listing-empty' : 'listing'} aria-busy={busy}>
      {empty ? null : <FilterPanel listing={listing} link={link} active={active.length} />}
      <div>
        <div className="listing-toolbar">
          <p role="status">{t('listing.count', { count: listing.total })}</p>
          {empty ? null : <SortForm listing={listing} sorts={sorts} />}
        </div>
        {active.length ? (
          <ul className="active-filters" aria-label={t('listing.activeFilters')}>
            {active.map((filter) => (
              <li key={`${filter.key}:${filter.value}`}>
                <Link to={link({ toggle: [filter.key, filter.value] })} aria-label={t('listing.removeFilter', { filter: filter.label })}>
                  {filter.label} ✕
                </Link>
              </li>
            ))}
            <li>
              <Link to={pathname + (canonical.get('q') ? `?q=${encodeURIComponent(canonical.get('q')!)}` : '')}>
                {t('listing.clearAll')}
              </Link>
            </li>
          </ul>
        ) : null}
        {listing.unavailable ? <p className="notice">{t('search.unavailable')}</p> : null}
        {listing.items.length ? (
          <>
            <ProductGrid products={listing.items} eagerCount={4} heading="h2" />
            <PriceNote place="list" />
          </>
        ) : listing.unavailable ? null : (
          // "Try removing a filter" only where there is one to remove.
          <p className="empty-state">{t(active.length ? 'listing.empty' : 'listing.none')}</p>
        )}
        <Pagination page={listing.page} totalPages={listing.totalPages} href={(page) => link({ set: { page: String(page) } })} />
      </div>
    </div>
  )
}

/**
 * The facets. On phones they fold away behind a checkbox toggle, which needs no JavaScript.
 */
function FilterPanel({
  listing,
  link,
  active,
}: {
  listing: ListingView
  link: (change: Parameters<typeof listingHref>[2]) => string
  active: number
}) {
  const { t } = useTranslation()
  return (
    <>
      <input type="checkbox" id="filters-toggle" className="filters-toggle visually-hidden" />
      <label htmlFor="filters-toggle" className="button button-ghost filters-toggle-label">
        {t('listing.showFilters')}
        {active ? ` (${active})` : ''}
      </label>
      <aside className="filters" aria-labelledby="filters-heading">
        <h2 id="filters-heading">{t('listing.filters')}</h2>
        {listing.priceFacets.length ? (
          <details open>
            <summary>{t('listing.price')}</summary>
            <FacetLinks
              buckets={listing.priceFacets.map((f) => ({ ...f, swatch: null }))}
              href={(value) => link({ toggle: ['price', value] })}
            />
          </details>
        ) : null}
        {listing.facets.map((facet) => (
          <details key={facet.code} open={facet.buckets.some((b) => b.selected) || facet.buckets.length <= 6}>
            <summary>{facet.label}</summary>
            <FacetLinks buckets={facet.buckets} href={(value) => link({ toggle: [facet.code, value] })} />
          </details>
        ))}
      </aside>
    </>
  )
}

function FacetLinks({
  buckets,
  href,
}: {
  buckets: { value: string; label: string; count: number; selected: boolean; swatch: string | null }[]
  href: (value: string) => string
}) {
  return (
    <ul>
      {buckets.map((bucket) => (
        <li key={bucket.value}>
          <Link className="facet-link" to={href(bucket.value)} aria-current={bucket.selected ? 'true' : undefined} rel="nofollow">
            <span>
              {bucket.swatch ? <span className="swatch" style={{ background: bucket.swatch }} aria-hidden="true" /> : null} {bucket.label}
            </span>
            <span className="facet-count">{bucket.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function SortForm({ listing, sorts }: { listing: ListingView; sorts: SortKey[] }) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const canonical = new URLSearchParams(listing.canonical)
  canonical.delete('sort')
  canonical.delete('page')
  return (
    <Form method="get" className="sort-form" onChange={(event) => submit(event.currentTarget)}>
      {[...canonical.entries()].map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="sort">{t('listing.sortBy')}</label>{' '}
      <select id="sort" name="sort" defaultValue={listing.sort}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>{' '}
      <noscript>
        <button type="submit" className="button-small">
          {t('listing.apply')}
        </button>
      </noscript>
    </Form>
  )
}

export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b)
  return (
    <nav aria-label={t('listing.pagination')}>
      <ul className="pagination">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t('listing.previous')}
            </Link>
          </li>
        ) : null}
        {pages.map((p, index) => (
          <li key={p}>
            {index > 0 && p - pages[index - 1] > 1 ? <span aria-hidden="true">…</span> : null}
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <Link to={href(p)} aria-label={t('listing.pageN', { page: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t('listing.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
