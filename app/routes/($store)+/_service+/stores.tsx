import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { STORE_SEARCH_MAX, byDistance, openingHoursRows, storeMatches, type Coordinates } from '~/domain/store-locator'
import { listStoreLocations } from '~/providers/content/index.server'
import { useRootData } from '~/root'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { useHydrated } from '~/utils/use-hydrated'
import { useStorePath } from '~/utils/use-store'

/*
 * The store locator (docs/decisions/0029): every store with its address, province, opening hours
 * and phone; a search by city, province or postal code that is a plain GET form (?q=); and, with
 * JavaScript, "nearest to me", which asks for the position only when clicked and sorts in the page.
 * Directions are a link to a maps site: no map is embedded and no third-party script loads.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, description: args.data.description, canonical: args.data.canonical }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const [t, locale] = await Promise.all([getT(request), resolveLocale(request)])
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, STORE_SEARCH_MAX)
  const locations = await listStoreLocations()
  const stores = locations
    .filter((store) => storeMatches(store, query))
    .map((store) => ({
      id: store.id,
      name: store.name,
      street: store.street,
      suburb: store.suburb,
      city: store.city,
      region: store.region,
      postcode: store.postcode,
      phone: store.phone,
      phoneHref: `tel:${store.phone.replace(/[^\d+]/g, '')}`,
      // Written here, in the reader's language and clock, so the browser shows the same text.
      hours: store.openingHours
        ? openingHoursRows(store.openingHours, locale).map((row) => ({
            days: row.days === 'holidays' ? t('stores.publicHolidays') : row.days,
            hours: row.hours ?? t('stores.closed'),
          }))
        : null,
      hoursText: store.hoursText,
      coordinates: store.coordinates,
      directions: store.coordinates
        ? `https://www.google.com/maps/dir/?api=1&destination=${store.coordinates.latitude},${store.coordinates.longitude}`
        : null,
      isCollectionPoint: store.isCollectionPoint,
    }))
  return json(
    {
      title: t('stores.title'),
      description: t('stores.metaDescription'),
      canonical: absoluteUrl(request, view, '/stores'),
      query,
      stores,
      abroad: abroadNotice(locations, view.defaultCountry, locale),
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

/**
 * A view whose shoppers live where no store is (the German and Italian views of a South African chain)
 * says so, in the reader's language: the list of shops in another country is not a list of shops nearby.
 */
function abroadNotice(locations: { country: string }[], viewCountry: string, locale: string) {
  if (locations.length === 0 || locations.some((store) => store.country === viewCountry)) return null
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const storeCountries = [...new Set(locations.map((store) => store.country))].map((code) => names.of(code) ?? code)
  return {
    storesIn: new Intl.ListFormat(locale, { type: 'conjunction' }).format(storeCountries),
    viewCountry: names.of(viewCountry) ?? viewCountry,
  }
}

type Located =
  { state: 'idle' } | { state: 'locating' } | { state: 'found'; here: Coordinates } | { state: 'failed'; reason: 'denied' | 'unavailable' }

export default function StoreLocatorPage() {
  const { title, query, stores, abroad } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const path = useStorePath()
  const hydrated = useHydrated()
  const locale = useRootData()?.locale ?? 'en-US'
  const [located, setLocated] = useState<Located>({ state: 'idle' })
  const shown = located.state === 'found' ? byDistance(stores, located.here) : stores.map((store) => ({ ...store, distanceKm: null }))
  const km = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })

  function locate() {
    // Asked only now, on the shopper's click; never on page load.
    if (!('geolocation' in navigator)) return setLocated({ state: 'failed', reason: 'unavailable' })
    setLocated({ state: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) => setLocated({ state: 'found', here: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => setLocated({ state: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { maximumAge: 300_000, timeout: 15_000 },
    )
  }

  return (
    <article className="store-locator">
      <Breadcrumbs crumbs={[]} current={title} />
      <h1>{title}</h1>
      <p>{t('stores.intro')}</p>
      {abroad ? (
        <p className="notice">
          {t('stores.abroad', abroad)} <Link to={path('/contact')}>{t('stores.abroadContact')}</Link>
        </p>
      ) : null}
      <Form method="get" role="search" className="store-search" aria-label={t('stores.searchLabel')}>
        <label htmlFor="store-q">{t('stores.searchLabel')}</label>
        <div className="store-search-row">
          <input id="store-q" type="search" name="q" defaultValue={query} maxLength={STORE_SEARCH_MAX} autoComplete="address-level2" />
          <button type="submit">{t('stores.search')}</button>
        </div>
      </Form>
      {hydrated ? (
        <div className="store-nearest">
          <button type="button" onClick={locate} disabled={located.state === 'locating'}>
            {t('stores.nearest')}
          </button>
        </div>
      ) : null}
      <p role="status" className="store-status">
        {located.state === 'locating'
          ? t('stores.locating')
          : located.state === 'failed'
            ? t(located.reason === 'denied' ? 'stores.locationDenied' : 'stores.locationUnavailable')
            : located.state === 'found'
              ? t('stores.sortedByDistance')
              : query
                ? t('stores.resultsFor', { count: stores.length, query })
                : t('stores.count', { count: stores.length })}
      </p>
      {query && stores.length === 0 ? (
        <p>
          <Link to={path('/stores')}>{t('stores.showAll')}</Link>
        </p>
      ) : null}
      <ol className="store-list">
        {shown.map((store) => (
          <li key={store.id} className="store-card" data-store-id={store.id}>
            <h2>{store.name}</h2>
            {store.distanceKm !== null ? (
              <p className="store-distance">{t('stores.distance', { distance: km.format(store.distanceKm) })}</p>
            ) : null}
            <address>
              {store.street}
              <br />
              {store.suburb ? (
                <>
                  {store.suburb}
                  <br />
                </>
              ) : null}
              {store.postcode} {store.city}
              <br />
              {store.region}
            </address>
            <p>
              {t('stores.phone')}: <a href={store.phoneHref}>{store.phone}</a>
            </p>
            <h3 className="store-hours-title">{t('stores.openingHours')}</h3>
            {store.hours ? (
              <dl className="store-hours">
                {store.hours.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>{store.hoursText}</p>
            )}
            {store.isCollectionPoint ? <p className="store-collect">{t('stores.collectionPoint')}</p> : null}
            {store.directions ? (
              <p>
                <a href={store.directions} rel="noopener noreferrer" aria-label={t('stores.directionsTo', { name: store.name })}>
                  {t('stores.directions')}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
