import type { HeadersFunction, MetaDescriptor } from '@remix-run/node'

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
  const tags: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }]
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
