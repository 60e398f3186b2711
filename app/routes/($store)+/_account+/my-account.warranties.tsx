import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { requireCustomer } from '~/providers/customers/index.server'
import { customerRegistrations } from '~/providers/service/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** The appliances the customer registered while signed in, newest first. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const t = await getT(request)
  return json(
    { title: t('warranty.accountTitle'), registrations: await customerRegistrations(customer.id) },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export default function MyWarrantiesPage() {
  const { t } = useTranslation()
  const href = useStorePath()
  const { title, registrations } = useLoaderData<typeof loader>()
  return (
    <div className="account-page">
      <h1>{title}</h1>
      {registrations.length === 0 ? (
        <p>{t('warranty.accountEmpty')}</p>
      ) : (
        <table className="stack-table">
          <thead>
            <tr>
              <th scope="col">{t('warranty.numberLabel')}</th>
              <th scope="col">{t('warranty.modelLabel')}</th>
              <th scope="col">{t('warranty.serialLabel')}</th>
              <th scope="col">{t('warranty.purchaseDateLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {registrations.map((registration) => (
              <tr key={registration.number}>
                <th scope="row">{registration.number}</th>
                <td data-label={t('warranty.modelLabel')}>
                  {registration.productName ? `${registration.productName} (${registration.modelNumber})` : registration.modelNumber}
                </td>
                <td data-label={t('warranty.serialLabel')}>{registration.serialNumber}</td>
                <td data-label={t('warranty.purchaseDateLabel')}>
                  <time dateTime={registration.purchaseDate}>{registration.purchaseDate}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={href('/warranty')}>{t('warranty.registerAnother')}</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
