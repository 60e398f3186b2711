import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { NavLink, Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { requireCustomer } from '~/providers/customers/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

/** The account area's frame: every page under /my-account needs a signed-in customer. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  await requireCustomer(request)
  return json(null, { headers: { 'Cache-Control': PRIVATE_NO_STORE } })
}

export const headers = privatePageHeaders

/** The account pages, in the order a returning customer looks for them. */
const SECTIONS = [
  { to: '/my-account', label: 'account.navProfile', end: true },
  { to: '/my-account/orders', label: 'account.navOrders', end: false },
  { to: '/my-account/shipping-details', label: 'account.navAddresses', end: false },
  { to: '/my-account/newsletter', label: 'account.navNewsletter', end: false },
  { to: '/my-account/warranties', label: 'account.navWarranties', end: false },
  { to: '/my-account/recently-viewed', label: 'account.navRecentlyViewed', end: false },
] as const

export default function MyAccountLayout() {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <div className="account-layout">
      <nav aria-label={t('account.navLabel')} className="account-nav">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={href(section.to)} end={section.end} prefetch="intent">
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
