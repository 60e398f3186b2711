import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { useDataLayerEvent } from '~/components/analytics'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { AddToCartForm } from '~/components/product/add-to-cart-form'
import { Gallery } from '~/components/product/gallery'
import { Price, PriceNote, useMoney } from '~/components/product/price'
import { ProductGrid } from '~/components/product/product-card'
import { ProductReviewsSection, ReviewSummary } from '~/components/product/reviews'
import { StockLabel } from '~/components/product/stock-label'
import { VariantPicker } from '~/components/product/variant-picker'
import { ProductListButtons } from '~/components/shopper-lists/list-forms'
import { productPageAction, productPageLoader } from '~/utils/product-page.server'
import { catalogueHeaders, errorMeta, seoMeta } from '~/utils/seo'

// The structured data (JSON-LD) is built by the loader: the page's browser bundle only spreads it (decision 0036).
export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return errorMeta(args)
  const { seo } = args.data
  return [...seoMeta(seo), ...seo.structuredData]
}

export const loader = productPageLoader

/** Add to cart and the review form post here (see productPageAction). */
export const action = productPageAction

export const headers = catalogueHeaders

export default function ProductPage() {
  const { product, reviews, reviewer, analytics, trustHtml } = useLoaderData<typeof loader>()
  useDataLayerEvent(analytics)
  const { t } = useTranslation()
  const money = useMoney()
  const selected = product.configurable?.selected ?? null
  const fromPrice = product.typeId === 'configurable' && !selected
  return (
    <>
      <Breadcrumbs crumbs={product.breadcrumbs} current={product.name} />
      <div className="product-page">
        <Gallery images={product.images} />
        <div className="product-info">
          <div>
            <h1>{product.name}</h1>
            <p className="product-meta">
              {product.brand ? <>{product.brand} · </> : null}
              {t('product.sku')}: {selected?.sku ?? product.sku}
            </p>
          </div>
          <div>
            <Price final={product.price.final} regular={product.price.regular} from={fromPrice} size="large" />
            <PriceNote place="product" />
            {product.groupPrices ? <p className="price-note">{t('product.groupPricesNote')}</p> : null}
            <ReviewSummary summary={reviews.summary} />
            {product.price.tiers.length ? (
              <ul className="tier-prices">
                {product.price.tiers.map((tier) => (
                  <li key={tier.qty}>{t('product.tierPrice', { qty: tier.qty, price: money(tier.price) })}</li>
                ))}
              </ul>
            ) : null}
            {/* Before a variant is chosen: in stock when some variant can be bought. */}
            <StockLabel status={product.stockStatus} />
          </div>
          {product.shortDescription ? <p>{product.shortDescription}</p> : null}
          {product.configurable ? <VariantPicker configurable={product.configurable} /> : null}
          {product.grouped ? (
            <table className="product-contents">
              <caption className="visually-hidden">{t('product.groupedContents')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('product.item')}</th>
                  <th scope="col">{t('product.price')}</th>
                </tr>
              </thead>
              <tbody>
                {product.grouped.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      {item.name} <StockLabel status={item.stockStatus} compact />
                    </td>
                    <td className="product-contents-price">{money(item.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <AddToCartForm product={product} />
          <ProductListButtons sku={product.sku} />
          <div dangerouslySetInnerHTML={{ __html: trustHtml }} />
        </div>
      </div>
      {product.description ? (
        <section className="product-description" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {product.specs.length ? (
        <section className="product-specs" aria-labelledby="specs-heading">
          <h2 id="specs-heading">{t('product.specifications')}</h2>
          <table className="product-contents">
            <tbody>
              {product.specs.map((spec) => (
                <tr key={spec.code}>
                  <th scope="row">{spec.label}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <ProductReviewsSection reviews={reviews} reviewer={reviewer} />
      {product.related.length ? (
        <section className="home-section" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('product.related')}</h2>
          <ProductGrid products={product.related} />
        </section>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
