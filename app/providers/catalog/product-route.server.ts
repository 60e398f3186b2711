/**
 * The product page's server half: what its loader reads and what its forms (add to cart, review) write.
 * It lives in one server module so that the page's browser bundle carries one empty stand-in for it
 * instead of one per server module the route would import (the page has a JavaScript budget, decision 0016).
 */
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node'
import { getAttributes } from './attributes.server'
import { getProductPage } from './product-page.server'
import { productPath } from './products.server'
import { getCustomer } from '~/providers/customers/session.server'
import { shopperDestination } from '~/providers/checkout/delivery.server'
import { recordProductView } from '~/providers/engagement/recently-viewed.server'
import { getProductReviews } from '~/providers/engagement/reviews.server'
import { viewItemEvent } from '~/utils/analytics'
import { RATING_MAX } from '~/domain/ratings'
import { PRIVATE_REVALIDATE } from '~/utils/cache-control'
import { addAndAnswer, parseAddToCartForm, refuseForm } from '~/providers/cart/answers.server'
import { getT } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { answerReviewForm } from '~/providers/engagement/review-answers.server'
import { CATALOGUE_CACHE } from '~/utils/seo'
import { absoluteUrl, publicOrigin } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath, type StoreView } from '~/utils/store-views'
import { productTrustFacts, productTrustHtml, type ProductTrustFacts, type TrustProduct } from './trust-html.server'
import type { Translate } from '~/components/trust/payment-marks'
import type { DeliveryDestination } from '~/domain/delivery'

/** The category whose products go by large-appliance delivery (as the cart decides, cart-pricing.server.ts). */
const LARGE_APPLIANCES_PATH = '/c/large-appliances'

const SCHEMA_AVAILABILITY = {
  ok: 'https://schema.org/InStock',
  volatile: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
} as const

type ProductPageData = NonNullable<Awaited<ReturnType<typeof getProductPage>>>
type ProductReviews = Awaited<ReturnType<typeof getProductReviews>>

/**
 * The product's schema.org Product, with its offer and, only when there are published reviews, its rating
 * (an empty aggregateRating is invalid structured data). Built here so that the page's bundle does not carry it.
 */
function productStructuredData(
  product: ProductPageData,
  reviews: ProductReviews,
  page: { description: string; image: string | null; url: string; currency: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.configurable?.selected?.sku ?? product.sku,
    description: page.description,
    image: page.image,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: page.url,
      priceCurrency: page.currency,
      price: (product.price.final / 100).toFixed(2),
      availability: SCHEMA_AVAILABILITY[product.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
    },
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
  }
}

/**
 * Whether the loader's data is for a document rather than for a client-side navigation. A document's render
 * draws the page's server-built pieces itself (PagePiece, app/components/layout/server-markup.tsx), so its
 * data leaves them out: otherwise the page would carry them twice, once as markup and once in the Remix
 * context. The sure sign is the address: Remix's data requests carry a `_data` parameter, which Remix takes
 * off before a loader sees the URL, so the Express layer says so in the load context (`dataRequest`); then
 * the answer for an address is the same whoever asks, and a cache keyed by address keeps the right one.
 * Without it, the request's headers judge: browsers say what a request is for (Sec-Fetch-Dest: "document"
 * for a page load, "empty" for Remix's data requests); other clients by whether they accept HTML, as a page
 * load does and Remix's data requests (Accept: any type) do not.
 */
export function isDocumentRequest(request: Request, context?: AppLoadContext): boolean {
  if (typeof context?.dataRequest === 'boolean') return !context.dataRequest
  const destination = request.headers.get('Sec-Fetch-Dest')
  if (destination) return destination === 'document'
  return /\btext\/html\b/.test(request.headers.get('Accept') ?? '')
}

/** JSON in a <script type="application/ld+json">, escaped as Remix's <Meta> escapes it. */
function ldText(data: Record<string, unknown>): string {
  const escapes: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' }
  return JSON.stringify(data).replace(/[&><\u2028\u2029]/g, (c) => escapes[c]!)
}

/** What the page's server-built pieces are drawn from, all of it in the page's data anyway. */
export interface ProductPieceInputs {
  product: ProductPageData
  reviews: ProductReviews
  /** Where this shopper's deliveries go, for the delivery windows. */
  destination: DeliveryDestination
  /** The page's description as its meta tags give it, and its first image's absolute URL. */
  seo: { description: string; image: string | null }
}

function trustProduct(product: ProductPageData): TrustProduct {
  return {
    price: product.price.final,
    largeAppliance: product.breadcrumbs.some((crumb) => crumb.path === LARGE_APPLIANCES_PATH),
    goods: product.typeId === 'downloadable' ? 'download' : product.typeId === 'virtual' ? 'service' : 'physical',
  }
}

/** Delivery windows, instalment price and returns summary, as HTML: the document's, drawn by the server. */
export function productTrustMarkup(view: StoreView, t: Translate, { product, destination }: ProductPieceInputs): string {
  return productTrustHtml(view, t, trustProduct(product), destination)
}

/** The same block's facts, for a client-side navigation's data: the page renders them (ProductTrust). */
export function productTrust(view: StoreView, { product, destination }: ProductPieceInputs): ProductTrustFacts {
  return productTrustFacts(view, trustProduct(product), destination)
}

/** The page's structured data: its Product, then its BreadcrumbList (JSON-LD texts). */
export function productStructuredDataTexts(
  view: StoreView,
  origin: string,
  { product, reviews, seo }: ProductPieceInputs,
): [string, string] {
  const absolute = (path: string) => origin + storePath(view, path)
  return [
    ldText(productStructuredData(product, reviews, { ...seo, url: absolute(product.path), currency: view.currencyCode })),
    ldText({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: product.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.path),
      })),
    }),
  ]
}

export async function productPageLoader({ params, request, context }: LoaderFunctionArgs) {
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
    choices: choicesIn(url.searchParams),
    customerGroup: (await getCustomer(request))?.groupId,
  })
  if (!product) throw new Response('Product not found', { status: 404 })
  // The add-to-cart form's "Update price" (without JavaScript) sends the whole form here as a GET: keep
  // only the choices, in one spelling, so the address stays short and the same choice is one page.
  if (url.searchParams.has('intent')) {
    const query = choicesQuery(product)
    throw redirect(storePath(view, product.path) + (query ? `?${query}` : ''), 303)
  }
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
  const destination = await shopperDestination(request, view)
  const reviews = await getProductReviews(view, product.id, url.searchParams.get('reviewPage'))
  const image = product.images[0] ? origin + product.images[0].src : null
  const pieces: ProductPieceInputs = { product, reviews, destination, seo: { description: description.slice(0, 300), image } }
  // A client-side navigation gets the pieces' data (the trust block's facts, the structured data's JSON
  // texts); a document's render draws them itself.
  const forDocument = isDocumentRequest(request, context)
  return json(
    {
      product,
      reviews,
      destination,
      ...(forDocument ? {} : { trust: productTrust(view, pieces), structuredData: productStructuredDataTexts(view, origin, pieces) }),
      reviewer: customer ? { name: `${customer.firstName} ${customer.lastName.slice(0, 1)}.` } : null,
      // Built here so the page only hands it to the data layer (the page's JavaScript budget, decision 0016).
      analytics: viewItemEvent({
        sku: product.sku,
        name: product.name,
        price: chosen?.price.final ?? product.price.final,
        currency: view.currencyCode,
        brand: product.brand,
        variant: chosen ? { sku: chosen.sku, options: variantLabels(product.configurable?.options ?? []) } : null,
      }),
      seo: {
        title: t('product.metaTitle', { name: chosen ? `${product.name} (${chosen.sku})` : product.name }),
        description: description.slice(0, 300),
        canonical: absoluteUrl(request, view, product.canonicalPath),
        image,
      },
    },
    // A group's prices are this shopper's alone: no shared cache may keep them (decision 0021).
    { headers: { 'Cache-Control': product.groupPrices ? PRIVATE_REVALIDATE : CATALOGUE_CACHE } },
  )
}

const CHOICE = /^(bundle|options)\.(\d{1,9})$/

/** The bundle selections and custom option values a query names (`bundle.12=345`, `options.3=17`), as the add-to-cart form names them. */
function choicesIn(query: URLSearchParams): { bundle: Record<string, string>; options: Record<string, string> } {
  const choices = { bundle: {} as Record<string, string>, options: {} as Record<string, string> }
  for (const [key, value] of query) {
    const match = CHOICE.exec(key)
    if (match && /^\d{0,9}$/.test(value)) choices[match[1] as 'bundle' | 'options'][match[2]!] = value
  }
  return choices
}

/** The query that shows this page's choices: bundle options not at their default, custom options chosen. */
function choicesQuery(product: ProductPageData): string {
  const query = new URLSearchParams()
  for (const option of product.bundle?.options ?? []) {
    const fallback = option.selections.find((s) => s.isDefault)?.id ?? null
    if (option.chosen !== fallback) query.set(`bundle.${option.id}`, option.chosen === null ? '' : String(option.chosen))
  }
  for (const option of product.customOptions) {
    if (option.chosen !== undefined) query.set(`options.${option.id}`, String(option.chosen))
  }
  return query.toString()
}

/** The chosen value of each option of a configurable product ("Silver", "60 cm"), for analytics. */
function variantLabels(options: { values: { label: string; selected: boolean }[] }[]): string[] {
  return options.flatMap((option) => option.values.filter((value) => value.selected).map((value) => value.label))
}

/**
 * The add-to-cart form posts here rather than to /cart, so that without JavaScript a refused quantity
 * or option re-renders this page with the message beside the field (decision 0014). A good add
 * redirects back here (303) with its notification, as the cart action does. The review form (intent
 * "review") posts here too, for the same reason; each form's schema is its own module's.
 */
export async function productPageAction({ params, request, context }: ActionFunctionArgs) {
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
