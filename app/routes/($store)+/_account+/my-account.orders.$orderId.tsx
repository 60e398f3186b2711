import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OrderContents } from '~/components/order/order-contents'
import { OrderDownloads } from '~/components/order/order-downloads'
import { formatDate } from '~/domain/money'
import { requireCustomer } from '~/providers/customers/index.server'
import { customerOrder, orderStatusView, orderStoreView } from '~/providers/orders/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** One of the customer's orders; anyone else's, an unknown id and a junk id are the same 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const order = await customerOrder(customer.id, params.orderId)
  if (!order) throw new Response('Not Found', { status: 404 })
  // Shown in the store view it was placed in, so its amounts read in the currency it was paid in.
  const orderView = orderStoreView(order)
  if (orderView.storeCode !== view.storeCode) throw redirect(storePath(orderView, `/my-account/orders/${order.id}`))
  const { order: summary, downloads } = await orderStatusView(order)
  const t = await getT(request)
  return json(
    {
      title: t('order.statusTitle', { number: order.number }),
      status: order.status,
      date: formatDate(order.createdAt, view.dateFormat, view.timeZone),
      order: summary,
      downloads,
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export default function OrderDetailsPage() {
  const { title, status, date, order, downloads } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <section className="account-page order-status">
      <h1>{title}</h1>
      <dl className="order-facts">
        <dt>{t('account.orderDate')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{date}</time>
        </dd>
        <dt>{t('account.orderStatusLabel')}</dt>
        <dd data-order-status={status}>{t(`account.orderStatus.${status}`)}</dd>
      </dl>
      <OrderDownloads downloads={downloads} />
      <OrderContents order={order} invoiceHref={href(`/my-account/orders/${order.id}/invoice`)} />
      <p>
        <Link to={href('/my-account/orders')}>{t('account.backToOrders')}</Link>
      </p>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
