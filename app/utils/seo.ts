import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { SITE_NAME } from './site'

/** A page title that carries the shop's name (once: titles that name it already keep theirs). */
export const brandTitle = (title: string) => (title.includes('Karoo') ? title : title ? `${title} | ${SITE_NAME}` : SITE_NAME)

/** The error titles the root loader translates for an error page's <title> (meta functions cannot translate). */
export interface ErrorTitles {
  404: string
  429: string
  400: string
  500: string
}

/**
 * The <title> of an error page in the shopper's language, for a route whose loader threw (meta gets no
 * data then, only the error) or the error route itself (no error: a server error).
 */
export function errorMeta({ error, matches }: { error?: unknown; matches: readonly { data: unknown }[] }): MetaDescriptor[] {
  // The root route is always the first match.
  const titles = (matches[0]?.data as { errorTitles?: ErrorTitles } | undefined)?.errorTitles
  const status = isRouteErrorResponse(error) ? error.status : 500
  return [{ title: brandTitle(titles?.[status === 404 || status === 429 ? status : status < 500 ? 400 : 500] ?? '') }, { name: 'robots', content: 'noindex' }]
}

/** Title, description, canonical and Open Graph tags for a page. */
export function seoMeta({
  title,
  description,
  canonical,
  image,
  noindex,
}: {
  title: string
  description?: string | null
  canonical?: string
  image?: string | null
  noindex?: boolean
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: brandTitle(title) }, { property: 'og:title', content: title }]
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
  }
  if (canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical })
  }
  if (image) tags.push({ property: 'og:image', content: image })
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

/** JSON-LD for a <script type="application/ld+json"> meta entry. */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': data }
}

/**
 * Cache-Control for catalogue pages. Shared caches (CDN, proxy) may keep a page for a minute and serve it
 * stale while refreshing; they key it by cookie (Vary), so shoppers never see each other's cart count.
 * Browsers revalidate every time (max-age=0): the page also shows this shopper's cart count, which a
 * privately cached copy would get wrong after an add to cart.
 */
export const CATALOGUE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/**
 * Headers for catalogue documents: the loader's Cache-Control, which applyCachePolicy (entry.server)
 * narrows to private when the shopper has cookies or the response sets one.
 */
export const catalogueHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  // Remix adds every loader's cookies itself, one per header: copying them here would set them twice.
  const headers = new Headers()
  // A page rendered after its form was refused shows that shopper's messages: the action's policy wins.
  headers.set('Cache-Control', actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? 'no-store')
  return headers
}
