import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import type { RouteHandle } from '~/root'
import { OFFLINE_REASONS, type OfflineReason } from '~/worker/cache-rules'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'

/** Seconds before the notice for an uncached product, category or CMS page goes home. */
const REDIRECT_SECONDS = 3

const MESSAGES: Record<OfflineReason, string> = {
  page: 'offline.pageUnavailable',
  category: 'offline.noCategoryProducts',
  search: 'offline.searchEmpty',
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
    { title: t('offline.title'), message: t(MESSAGES[reason]), reason, home: storePath(view, '/') },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export default function OfflineNotice() {
  const { title, message, reason, home } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <section className="offline-notice">
      <h1>{title}</h1>
      <p role="alert" data-offline-reason={reason}>
        {message}
      </p>
      {/* The SPEC's OK action: home, which is cached. A plain link so that it works before hydration. */}
      <p>
        <a className="button" href={home}>
          {t('offline.ok')}
        </a>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
