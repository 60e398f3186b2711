import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useMoney } from '~/components/product/price'
import { IMAGE_SIZES } from '~/domain/constants'
import type { RouteHandle } from '~/root'
import { useStorePath } from '~/utils/use-store'
import { OFFLINE_REASONS, type OfflineReason } from '~/worker/cache-rules'
import { createMirror, searchFallback, type MirrorEntry, type MirrorKind } from '~/worker/mirror'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'

/** Seconds before the notice for an uncached product, category or CMS page goes home. */
const REDIRECT_SECONDS = 3

/** The reasons whose notice shows the offline mirror of that list when the browser has one (decision 0027). */
const MIRRORED: Partial<Record<OfflineReason, MirrorKind>> = { cart: 'cart', wishlist: 'wishlist', compare: 'compare', search: 'search' }

const MESSAGES: Record<OfflineReason, string> = {
  page: 'offline.pageUnavailable',
  category: 'offline.noCategoryProducts',
  search: 'offline.searchEmpty',
  cart: 'offline.notSaved',
  wishlist: 'offline.notSaved',
  compare: 'offline.notSaved',
  'reset-password': 'offline.resetPassword',
  'online-only': 'offline.onlineOnly',
  generic: 'offline.notSaved',
}

// No shop header: the notice is cached once and shown later, when the header's counts would be stale.
export const handle: RouteHandle = { layout: 'empty' }

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta({ title: data?.title ?? 'Offline', noindex: true }),
  // Without JavaScript too, the notice for an uncached page goes home by itself.
  ...(data?.reason === 'page' ? [{ httpEquiv: 'refresh', content: `${REDIRECT_SECONDS};url=${data.home}` }] : []),
]

/**
 * The notices the service worker shows offline in place of a page it never cached (SPEC.md sections 2
 * and 8). The worker fetches one per reason while online; shoppers do not come here themselves.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const asked = new URL(request.url).searchParams.get('reason')
  const reason = OFFLINE_REASONS.find((known) => known === asked) ?? 'generic'
  const t = await getT(request)
  return json(
    { title: t('offline.title'), message: t(MESSAGES[reason]), reason, home: storePath(view, '/'), store: view.prefix },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export default function OfflineNotice() {
  const { title, message, reason, home, store } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const kind = MIRRORED[reason]
  const alert = (
    <p role="alert" data-offline-reason={reason}>
      {message}
    </p>
  )
  return (
    <section className="offline-notice">
      <h1>{title}</h1>
      {kind ? <MirroredList kind={kind} store={store} fallback={alert} /> : alert}
      {/* The SPEC's OK action: home, which is cached. A plain link so that it works before hydration. */}
      <p>
        <a className="button" href={home}>
          {t('offline.ok')}
        </a>
      </p>
    </section>
  )
}

/**
 * The offline copy of a list, read from IndexedDB once the page runs (the notice is one cached page for
 * every shopper; the copy is this browser's). Without a copy, or for a search the copy does not answer,
 * the notice's own message. The search's query comes from the address the worker redirected to.
 */
function MirroredList({ kind, store, fallback }: { kind: MirrorKind; store: string; fallback: React.ReactNode }) {
  const { t, i18n } = useTranslation()
  const money = useMoney()
  const href = useStorePath()
  const [entry, setEntry] = useState<MirrorEntry | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    const query = new URLSearchParams(window.location.search).get('q') ?? ''
    const mirror = createMirror()
    void mirror
      .read(store, kind)
      .then((found) => {
        if (live) setEntry(kind === 'search' ? searchFallback(found, query) : (found ?? null))
      })
      .finally(() => void mirror.close())
    return () => {
      live = false
    }
  }, [kind, store])
  if (entry === undefined) {
    // The copy is read by the page's script: without one, the notice's own message.
    return (
      <>
        <p aria-live="polite">{t('common.loading')}</p>
        <noscript>{fallback}</noscript>
      </>
    )
  }
  if (entry === null) return <>{fallback}</>
  const headings: Record<MirrorKind, string> = {
    cart: t('cart.title'),
    wishlist: t('wishlist.title'),
    compare: t('compare.title'),
    search: t('search.resultsFor', { q: entry.query ?? '' }),
  }
  const asOf = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(entry.savedAt)
  const size = IMAGE_SIZES.cart
  return (
    <div className="offline-mirror" data-offline-mirror={kind}>
      <h2>{headings[kind]}</h2>
      <p role="status" className="offline-mirror-note">
        {t('offline.mirrorAsOf', { date: asOf })}
      </p>
      {entry.items.length ? (
        <ul className="cart-lines">
          {entry.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className="cart-line">
              {item.image ? <img src={`${item.image}?w=${size.w}&h=${size.h}`} alt="" width={size.w} height={size.h} /> : <span className="cart-line-image" aria-hidden="true" />}
              <div className="cart-line-body">
                <a href={href(item.path)} className="cart-line-name">
                  {item.name}
                </a>
                {item.options?.length ? (
                  <ul className="cart-line-options">
                    {item.options.map((option) => (
                      <li key={option}>{option}</li>
                    ))}
                  </ul>
                ) : null}
                <p className="cart-line-price">{kind === 'cart' ? t('cart.unitPrice', { price: money(item.price) }) : money(item.price)}</p>
              </div>
              {item.qty !== undefined ? <span>{t('cart.qty', { qty: item.qty })}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('offline.mirrorEmpty')}</p>
      )}
      {kind === 'cart' && entry.items.length && entry.total !== undefined ? (
        <p className="offline-mirror-total">
          {t('cart.grandTotal')}: <strong>{money(entry.total)}</strong>
        </p>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
