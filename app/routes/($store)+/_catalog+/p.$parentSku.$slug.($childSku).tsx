import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { useDataLayerEvent } from '~/components/analytics'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { AddToCartForm } from '~/components/product/add-to-cart-form'
import { Gallery } from '~/components/product/gallery'
import { useLivePrice } from '~/components/product/live-price'
import { Price, PriceNote, useMoney } from '~/components/product/price'
import { ProductGrid } from '~/components/product/product-card'
import { ProductReviewsSection, ReviewSummary } from '~/components/product/reviews'
import { StockLabel } from '~/components/product/stock-label'
import { VariantPicker } from '~/components/product/variant-picker'
import { ProductListButtons } from '~/components/shopper-lists/list-forms'
import { PagePiece } from '~/components/layout/server-markup'
import { ProductTrust } from '~/components/trust/delivery-facts'
import type { Translate } from '~/components/trust/payment-marks'
import {
  productPageAction,
  productPageLoader,
  productStructuredDataTexts,
  productTrustMarkup,
  type ProductPieceInputs,
} from '~/providers/catalog/index.server'
import { catalogueHeaders, errorMeta, seoMeta } from '~/utils/seo'
import { useRootData } from '~/root'
import { useStoreView } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return errorMeta(args)
  return seoMeta(args.data.seo)
}

export const loader = productPageLoader

/** Add to cart and the review form post here (see productPageAction). */
export const action = productPageAction

export const headers = catalogueHeaders

export default function ProductPage() {
  const data = useLoaderData<typeof loader>()
  const { product, reviews, reviewer, analytics, trust, structuredData } = data
  useDataLayerEvent(analytics)
  const { t } = useTranslation()
  // The delivery block and the structured data are drawn by the server on a document (the browser keeps
  // that markup); a client-side navigation's data carries their facts and texts, rendered here.
  const view = useStoreView()
  const origin = useRootData()?.origin ?? ''
  const inputs = () => ({ ...data, seo: { description: data.seo.description, image: data.seo.image } }) as unknown as ProductPieceInputs
  const money = useMoney()
  const selected = product.configurable?.selected ?? null
  const fromPrice = product.typeId === 'configurable' && !selected
  // The price of what the add-to-cart form holds: what the cart will charge for it.
  const livePrice = useLivePrice(product)
  return (
    <>
      <Breadcrumbs crumbs={product.breadcrumbs} current={product.name} />
      <div className="product-page">
        <Gallery images={product.images} />
        <div className="product-info">
          <div>
            <h1>{product.name}</h1>
            <p className="product-meta">
              {`${product.brand ? `${product.brand} · ` : ''}${t('product.sku')}: ${selected?.sku ?? product.sku}`}
            </p>
          </div>
          <div>
            <Price final={livePrice.price.final} regular={livePrice.price.regular} from={fromPrice} size="large" live />
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
          <AddToCartForm product={product} formRef={livePrice.formRef} onChoice={livePrice.update} price={livePrice.price.final} />
          <ProductListButtons sku={product.sku} />
          {trust ? (
            <div data-markup="product-trust">
              <ProductTrust {...trust} t={t as Translate} money={money} />
            </div>
          ) : (
            <PagePiece as="div" name="product-trust" html={null} render={() => productTrustMarkup(view, t as Translate, inputs())} />
          )}
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
      {/* The page's structured data (JSON-LD): its Product, then its breadcrumbs. */}
      <PagePiece
        as="script"
        type="application/ld+json"
        name="ld-product"
        html={structuredData?.[0]}
        render={() => productStructuredDataTexts(view, origin, inputs())[0]}
      />
      <PagePiece
        as="script"
        type="application/ld+json"
        name="ld-breadcrumbs"
        html={structuredData?.[1]}
        render={() => productStructuredDataTexts(view, origin, inputs())[1]}
      />
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
