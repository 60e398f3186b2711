import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useListSkus } from '~/components/shopper-lists/list-forms'
import { ClearListForm, ListRefusal, WishlistItems } from '~/components/shopper-lists/list-items'
import { listedProducts, listOwner, listSkus, shopperListAction } from '~/providers/engagement/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** The wishlist; the wishlist panel loads this too. Only ever this shopper's. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const products = await listedProducts(view, await listSkus(await listOwner(request), 'wishlist'))
  const t = await getT(request)
  return json({ products, title: t('wishlist.title') }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } })
}

export const headers = privatePageHeaders

/** Add, remove and clear, from this page, the panel and the product page. */
export async function action(args: ActionFunctionArgs) {
  return shopperListAction('wishlist', args)
}

export default function WishlistPage() {
  const { products } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  const count = useListSkus('wishlist').length
  return (
    <>
      <Breadcrumbs crumbs={[]} current={t('wishlist.title')} />
      <h1>{t('wishlist.title')}</h1>
      <ListRefusal />
      {count && products.length ? null : (
        <div className="empty-state">
          <p>{t('wishlist.empty')}</p>
          <Link className="button" to={href('/')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      )}
      {/* Mounted while a removal or the clear is on its way (their fetchers live here), hidden once empty. */}
      {products.length ? (
        <div hidden={!count}>
          <WishlistItems products={products} />
          <ClearListForm list="wishlist" />
        </div>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
