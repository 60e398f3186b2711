import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ProductGrid } from '~/components/product/product-card'
import { requireCustomer } from '~/providers/customers/index.server'
import { recentlyViewed } from '~/providers/engagement/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** The products this customer viewed, newest first (what they viewed as a guest joined at login). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const t = await getT(request)
  return json(
    { title: t('account.recentlyViewedTitle'), products: await recentlyViewed(view, customer.id) },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export default function RecentlyViewedPage() {
  const { title, products } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <div className="account-page">
      <h1>{title}</h1>
      {products.length ? (
        <ProductGrid products={products} />
      ) : (
        <p>
          {t('account.noRecentlyViewed')} <Link to={href('/')}>{t('cart.continueShopping')}</Link>
        </p>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
