import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { MAX_DOWNLOADS_PER_LINE } from '~/domain/order-history'
import { ORDER_ID } from '~/schemas/order-status'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** Where a refused download link lands: why it no longer works, and the way to a fresh link. Changes nothing. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const url = new URL(request.url)
  const reason = url.searchParams.get('reason') === 'used_up' ? 'used_up' : 'expired'
  const order = url.searchParams.get('order') ?? ''
  const t = await getT(request)
  return json(
    { title: t('account.downloadUnavailableTitle'), reason, orderId: ORDER_ID.test(order) ? order : null },
    // 410: the link is gone for good; the page itself is the explanation.
    { status: 410, headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export default function DownloadUnavailablePage() {
  const { title, reason, orderId } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <section className="account-page">
      <h1>{title}</h1>
      <p role="alert">
        {reason === 'used_up'
          ? t('account.downloadUsedUp', { count: MAX_DOWNLOADS_PER_LINE })
          : t('account.downloadExpired')}
      </p>
      <p>
        <Link to={href(orderId ? `/my-account/orders/${orderId}` : '/my-account/orders')}>{t('account.backToOrders')}</Link>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
