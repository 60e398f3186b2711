import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Price } from '~/components/product/price'
import { imageUrl } from '~/components/product/product-card'
import { StockLabel } from '~/components/product/stock-label'
import { useListSkus } from '~/components/shopper-lists/list-forms'
import { ClearListForm, ListAddToCart, ListRefusal, RemoveFromListForm } from '~/components/shopper-lists/list-items'
import { IMAGE_SIZES } from '~/domain/constants'
import { LIST_LIMITS } from '~/domain/shopper-lists'
import { compareRows, listedProducts, listOwner, listSkus, shopperListAction } from '~/providers/engagement/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** Compare Products: the comparable attributes of up to four products, side by side. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const products = await listedProducts(view, await listSkus(await listOwner(request), 'compare'))
  const [rows, t] = await Promise.all([compareRows(view, products), getT(request)])
  return json({ products, rows, title: t('compare.title') }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } })
}

export const headers = privatePageHeaders

/** Add, remove and clear, from this page and the product page. */
export async function action(args: ActionFunctionArgs) {
  return shopperListAction('compare', args)
}

export default function ComparePage() {
  const { products, rows } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  const skus = useListSkus('compare')
  // A removal on its way hides its column at once. Hidden, not unmounted: the removing fetcher lives in it, and
  // an unmounted fetcher's answer (the redirect that reloads the table) would be dropped.
  const columns = products.map((product, index) => ({ product, index, hidden: !skus.includes(product.sku) }))
  const shown = columns.filter((column) => !column.hidden).length
  const size = IMAGE_SIZES.cart
  return (
    <>
      <Breadcrumbs crumbs={[]} current={t('compare.title')} />
      <h1>{t('compare.title')}</h1>
      <ListRefusal />
      {shown ? null : (
        <div className="empty-state">
          <p>{t('compare.empty')}</p>
          <Link className="button" to={href('/')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      )}
      {columns.length ? (
        <div hidden={!shown}>
          <p className="product-meta">{t('compare.limit', { count: LIST_LIMITS.compare })}</p>
          {/* A focusable region so that keyboard users can scroll a table wider than a phone. */}
          <div className="table-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare-table">
              <caption id="compare-caption">{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <td />
                  {columns.map(({ product, hidden }) => (
                    <th key={product.sku} scope="col" hidden={hidden}>
                      {product.image ? (
                        <img src={imageUrl(product.image, size)} alt="" width={size.w} height={size.h} loading="lazy" />
                      ) : null}
                      <Link to={href(product.path)}>{product.name}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('product.price')}</th>
                  {columns.map(({ product, hidden }) => (
                    <td key={product.sku} hidden={hidden}>
                      <Price final={product.price} regular={product.regularPrice} from={product.typeId === 'configurable'} />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('compare.availability')}</th>
                  {columns.map(({ product, hidden }) => (
                    <td key={product.sku} hidden={hidden}>
                      <StockLabel status={product.inStock ? 'ok' : 'out_of_stock'} compact />
                    </td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.code}>
                    <th scope="row">{row.label}</th>
                    {columns.map(({ product, index, hidden }) => (
                      <td key={product.sku} hidden={hidden}>
                        {row.values[index] || '–'}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">
                    <span className="visually-hidden">{t('compare.actions')}</span>
                  </th>
                  {columns.map(({ product, hidden }) => (
                    <td key={product.sku} hidden={hidden}>
                      <div className="compare-actions">
                        <ListAddToCart product={product} />
                        <RemoveFromListForm list="compare" product={product} />
                      </div>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <ClearListForm list="compare" />
        </div>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
