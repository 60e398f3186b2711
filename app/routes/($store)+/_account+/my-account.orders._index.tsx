import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Pagination } from '~/components/catalog/listing'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatDate, formatMoney } from '~/domain/money'
import { requireCustomer } from '~/providers/customers/index.server'
import { customerOrders, orderStoreView } from '~/providers/orders/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** The customer's orders, newest first, 20 a page; ?page= beyond the last shows the last. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const t = await getT(request)
  const { orders, page, pages } = await customerOrders(customer.id, new URL(request.url).searchParams.get('page'))
  return json(
    {
      title: t('account.ordersTitle'),
      page,
      pages,
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        createdAt: order.createdAt,
        date: formatDate(order.createdAt, view.dateFormat, view.timeZone),
        status: order.status,
        // In the currency it was paid in, whichever store view lists it.
        total: formatMoney(order.grandTotal, orderStoreView(order)),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export default function OrderHistoryPage() {
  const { title, orders, page, pages } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <div className="account-page">
      <h1 id="orders-heading">{title}</h1>
      {orders.length ? (
        // Five columns are wider than the account column: each order reads as a card (see .stack-table).
        <table className="stack-table" aria-labelledby="orders-heading">
          <thead>
            <tr>
              <th scope="col">{t('order.numberLabel')}</th>
              <th scope="col">{t('account.orderDate')}</th>
              <th scope="col">{t('account.orderStatusLabel')}</th>
              <th scope="col">{t('account.orderTotal')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('account.orderDetails')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{order.number}</th>
                <td data-label={t('account.orderDate')}>
                  <time dateTime={order.createdAt}>{order.date}</time>
                </td>
                <td data-label={t('account.orderStatusLabel')}>{t(`account.orderStatus.${order.status}`)}</td>
                <td data-label={t('account.orderTotal')}>{order.total}</td>
                <td>
                  <Link to={href(`/my-account/orders/${order.id}`)} aria-label={t('account.viewOrder', { number: order.number })}>
                    {t('account.orderDetails')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          {t('account.noOrders')} <Link to={href('/')}>{t('cart.continueShopping')}</Link>
        </p>
      )}
      <Pagination page={page} totalPages={pages} href={(p) => href(p > 1 ? `/my-account/orders?page=${p}` : '/my-account/orders')} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
