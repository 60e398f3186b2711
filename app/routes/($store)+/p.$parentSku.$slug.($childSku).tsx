import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { AddToCartForm } from '~/components/product/add-to-cart-form'
import { Gallery } from '~/components/product/gallery'
import { Price, useMoney } from '~/components/product/price'
import { ProductGrid } from '~/components/product/product-card'
import { ProductReviewsSection, ReviewSummary } from '~/components/product/reviews'
import { StockLabel } from '~/components/product/stock-label'
import { VariantPicker } from '~/components/product/variant-picker'
import { ProductListButtons } from '~/components/shopper-lists/list-forms'
import { RATING_MAX } from '~/domain/ratings'
import { getAttributes, getProductPage, productPath } from '~/providers/catalog.server'
import { recordProductView } from '~/providers/recently-viewed.server'
import { getCustomer } from '~/providers/customer-session.server'
import { getProductReviews } from '~/providers/reviews.server'
import { PRIVATE_REVALIDATE } from '~/utils/cache-control'
import { addAndAnswer, parseAddToCartForm, refuseForm } from '~/utils/cart-answers.server'
import { getT } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { answerReviewForm } from '~/utils/review-answers.server'
import { CATALOGUE_CACHE, catalogueHeaders, jsonLd, seoMeta } from '~/utils/seo'
import { absoluteUrl, publicOrigin } from '~/utils/seo.server'
import { storePath } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { SITE_NAME } from '~/utils/site'

const SCHEMA_AVAILABILITY = {
  ok: 'https://schema.org/InStock',
  volatile: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: SITE_NAME }]
  const { product, seo, reviews } = data
  return [
    ...seoMeta({ title: seo.title, description: seo.description, canonical: seo.canonical, image: seo.image }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.configurable?.selected?.sku ?? product.sku,
      description: seo.description,
      image: seo.image,
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      offers: {
        '@type': 'Offer',
        url: seo.url,
        priceCurrency: seo.currency,
        price: (product.price.final / 100).toFixed(2),
        availability: SCHEMA_AVAILABILITY[product.stockStatus],
        itemCondition: 'https://schema.org/NewCondition',
      },
      // Only with published reviews: an empty aggregateRating is invalid structured data.
      ...(reviews.summary.count
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: reviews.summary.average,
              reviewCount: reviews.summary.count,
              bestRating: RATING_MAX,
              worstRating: 1,
            },
            review: reviews.reviews.map((review) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: review.name },
              datePublished: review.createdAt.slice(0, 10),
              ...(review.title ? { name: review.title } : {}),
              reviewBody: review.text,
              reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: RATING_MAX, worstRating: 1 },
            })),
          }
        : {}),
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: seo.crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    }),
  ]
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const url = new URL(request.url)
  // The variant picker's GET form sends attribute values; the chosen child then goes into the URL.
  const attributes = await getAttributes(view)
  const selection: Record<string, string> = {}
  for (const [key, value] of url.searchParams) {
    if (attributes.has(key) && value.length <= 100) selection[key] = value
  }
  const product = await getProductPage(view, {
    parentSku: params.parentSku ?? '',
    slug: params.slug ?? '',
    childSku: params.childSku,
    selection,
    customerGroup: (await getCustomer(request))?.groupId,
  })
  if (!product) throw new Response('Product not found', { status: 404 })
  await recordProductView(request, view, product.id)
  const chosen = product.configurable?.selected
  if (Object.keys(selection).length && chosen && chosen.sku !== params.childSku) {
    throw redirect(storePath(view, productPath(product.sku, product.slug, chosen.sku)), 303)
  }
  const t = await getT(request)
  const origin = publicOrigin(request)
  const description = product.shortDescription ?? product.description ?? ''
  // A signed-in customer's review form has their name in it and no e-mail field. Such a request carries
  // the session cookie, so the page is private to them (decision 0011).
  const customer = await getCustomer(request)
  return json(
    {
      product,
      reviews: await getProductReviews(view, product.id, url.searchParams.get('reviewPage')),
      reviewer: customer ? { name: `${customer.firstName} ${customer.lastName.slice(0, 1)}.` } : null,
      seo: {
        title: t('product.metaTitle', { name: chosen ? `${product.name} (${chosen.sku})` : product.name }),
        description: description.slice(0, 300),
        canonical: absoluteUrl(request, view, product.canonicalPath),
        url: absoluteUrl(request, view, product.path),
        image: product.images[0] ? origin + product.images[0].src : null,
        currency: view.currencyCode,
        crumbs: product.breadcrumbs.map((c) => ({ name: c.name, url: absoluteUrl(request, view, c.path) })),
      },
    },
    // A group's prices are this shopper's alone: no shared cache may keep them (decision 0021).
    { headers: { 'Cache-Control': product.groupPrices ? PRIVATE_REVALIDATE : CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

/**
 * The add-to-cart form posts here rather than to /cart, so that without JavaScript a refused quantity
 * or option re-renders this page with the message beside the field (decision 0014). A good add
 * redirects back here (303) with its notification, as the cart action does. The review form (intent
 * "review") posts here too, for the same reason; each form's schema is its own module's.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const formData = await readForm(request)
  if (formData.get('intent') === 'review') {
    const product = await getProductPage(view, { parentSku: params.parentSku ?? '', slug: params.slug ?? '', childSku: params.childSku })
    if (!product) throw new Response('Product not found', { status: 404 })
    return answerReviewForm(request, context, view, product.id, formData, new URL(request.url).pathname)
  }
  const submission = parseAddToCartForm(formData)
  if (submission.status !== 'success') return refuseForm(submission)
  const back = safeRedirectPath(submission.value.redirectTo, new URL(request.url).pathname)
  return addAndAnswer(request, view, submission, submission.value, back)
}

export default function ProductPage() {
  const { product, reviews, reviewer } = useLoaderData<typeof loader>()
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
            <p className="price-note">{t('product.inclVat')}</p>
            {product.groupPrices ? <p className="price-note">{t('product.groupPricesNote')}</p> : null}
            <ReviewSummary summary={reviews.summary} />
            {product.price.tiers.length ? (
              <ul className="tier-prices">
                {product.price.tiers.map((tier) => (
                  <li key={tier.qty}>{t('product.tierPrice', { qty: tier.qty, price: money(tier.price) })}</li>
                ))}
              </ul>
            ) : null}
            {fromPrice ? null : <StockLabel status={product.stockStatus} />}
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
                    <td>{money(item.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <AddToCartForm product={product} />
          <ProductListButtons sku={product.sku} />
        </div>
      </div>
      {product.description ? (
        <section className="product-description" aria-labelledby="description-heading">
          <h2 id="description-heading">{t('product.description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {product.specs.length ? (
        <section aria-labelledby="specs-heading">
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
