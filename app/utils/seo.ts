import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { shellContent } from '~/components/layout/shell.server'
import { browserText } from './i18n-client'
import { SITE_NAME } from './site'

/** A page title that carries the shop's name (once: titles that name it already keep theirs). */
export const brandTitle = (title: string) => (title.includes('Karoo') ? title : title ? `${title} | ${SITE_NAME}` : SITE_NAME)

/** The error titles an error page's <title> names, in the shopper's language. */
export interface ErrorTitles {
  404: string
  429: string
  400: string
  500: string
  503: string
}

/** Where the error titles' words are among the interface strings. */
export const ERROR_TITLE_KEYS: Record<keyof ErrorTitles, string> = {
  404: 'errors.notFoundTitle',
  429: 'errors.tooManyAttemptsTitle',
  400: 'errors.badRequestTitle',
  500: 'errors.serverErrorTitle',
  503: 'errors.unavailableTitle',
}

/**
 * The <title> of an error page in the shopper's language, for a route whose loader threw (meta gets no
 * data then, only the error) or the error route itself (no error: a server error).
 */
export function errorMeta({ error, matches }: { error?: unknown; matches: readonly { data: unknown }[] }): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const code = status === 404 || status === 429 || status === 503 ? status : status < 500 ? 400 : 500
  // The root route is always the first match; without its data, the shop's name alone. Meta functions cannot
  // use hooks: on the server the root loader translates the titles and hands them to the render with the
  // shell's content (not as data: every page would carry them); in the browser the interface strings are
  // loaded before the page hydrates.
  const root = matches[0]?.data as { storeCode?: string; locale?: string } | undefined
  const title = !root?.locale
    ? ''
    : typeof document === 'undefined'
      ? shellContent(root.storeCode ?? '', root.locale)?.errorTitles[code]
      : browserText(ERROR_TITLE_KEYS[code])
  return [{ title: brandTitle(title ?? '') }, { name: 'robots', content: 'noindex' }]
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
