import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { MAX_DOWNLOADS_PER_LINE } from '~/domain/order-history'
import { customerIdOf } from '~/providers/customers/index.server'
import { getOrder, placedInSession, type OrderRecord } from '~/providers/orders/index.server'
import { ORDER_ID } from '~/schemas/order-status'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { getSession } from '~/utils/session.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/**
 * Where a refused download link lands: why it no longer works, and the way to a fresh link. A fresh link
 * takes the same proof as the first one: the customer's order page, the order page of the browser that
 * placed it, or (for anyone else) the signed link in the order mail or order tracking. Changes nothing.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const url = new URL(request.url)
  const reason = url.searchParams.get('reason') === 'used_up' ? 'used_up' : 'expired'
  const orderId = url.searchParams.get('order') ?? ''
  const order = ORDER_ID.test(orderId) ? await getOrder(orderId) : null
  const t = await getT(request)
  return json(
    { title: t('account.downloadUnavailableTitle'), reason, back: order ? await wayBack(request, order) : null },
    // 410: the link is gone for good; the page itself is the explanation.
    { status: 410, headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

/** Where this browser renews the order's links, without revealing anything to a browser with no proof. */
async function wayBack(request: Request, order: OrderRecord): Promise<{ to: 'account' | 'order'; path: string } | { to: 'tracking' }> {
  const session = await getSession(request)
  const customerId = await customerIdOf(session)
  if (customerId && order.customerId === customerId) return { to: 'account', path: `/my-account/orders/${order.id}` }
  if (placedInSession(session, order.id)) return { to: 'order', path: `/order/status?${new URLSearchParams({ id: order.id })}` }
  return { to: 'tracking' }
}

export const headers = privatePageHeaders

export default function DownloadUnavailablePage() {
  const { title, reason, back } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <section className="account-page">
      <h1>{title}</h1>
      <p role="alert">
        {reason === 'used_up' ? t('account.downloadUsedUp', { count: MAX_DOWNLOADS_PER_LINE }) : t('account.downloadExpired')}
      </p>
      {back && back.to !== 'tracking' ? (
        <p>
          <Link to={href(back.path)}>{back.to === 'account' ? t('account.backToOrders') : t('account.backToOrder')}</Link>
        </p>
      ) : (
        <>
          <p>{t('account.downloadRenew')}</p>
          <p>
            <Link to={href('/order-tracking')}>{t('tracking.formTitle')}</Link>
          </p>
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
