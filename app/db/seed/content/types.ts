/**
 * Shapes of the hand-written content seeded by app/db/seed/content.server.ts.
 * Content HTML uses a small safe subset (h2, h3, p, ul/ol/li, strong, em, table parts and
 * a with a relative href); the app renders it as-is.
 */
export type ContentStoreCode = 'default' | 'de' | 'it'

export const CONTENT_STORE_CODES: readonly ContentStoreCode[] = ['default', 'de', 'it']

/** URL prefix of each store view, as written into internal links of that view's content. */
export const CONTENT_LINK_PREFIX: Record<ContentStoreCode, string> = { default: '', de: '/de', it: '/it' }

/** Static routes backed by a CMS page (identifier = path without the slash). */
export const STATIC_PAGE_IDENTIFIERS = [
  'about',
  'legal',
  'privacy-policy',
  'terms-conditions',
  'customer-service',
  'shipping-delivery',
  'warranty-returns',
  'gift-card',
  'sale',
  'order-tracking',
  'order-from-catalog',
] as const

/** CMS pages reached at /i/{identifier}. */
export const INFO_PAGE_IDENTIFIERS = ['home-inspiration', 'size-guide', 'energy-labels'] as const

export const PAGE_IDENTIFIERS = [...STATIC_PAGE_IDENTIFIERS, ...INFO_PAGE_IDENTIFIERS] as const

export type PageIdentifier = (typeof PAGE_IDENTIFIERS)[number]

export interface PageText {
  title: string
  /** Under 160 characters. */
  metaDescription: string
  content: string
}

export type PageSet = Record<PageIdentifier, PageText>

export const BLOCK_IDENTIFIERS = ['footer-about', 'newsletter-promise', 'usp-bar', 'checkout-help'] as const

export type BlockIdentifier = (typeof BLOCK_IDENTIFIERS)[number]

export interface BlockText {
  title: string
  content: string
}

export type BlockSet = Record<BlockIdentifier, BlockText>

export const BLOG_CATEGORIES = [
  { id: 1, slug: 'buying-guides', name: 'Buying guides', position: 1 },
  { id: 2, slug: 'recipes', name: 'Recipes', position: 2 },
  { id: 3, slug: 'care-and-repair', name: 'Care and repair', position: 3 },
] as const

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug']

export type BlogImageShape = 'fridge' | 'washer' | 'kettle' | 'airfryer' | 'stove' | 'oven' | 'microwave' | 'vacuum' | 'coffee' | 'blender'

export interface BlogPostMeta {
  slug: string
  category: BlogCategorySlug
  author: string
  /** ISO 8601, UTC. */
  publishedAt: string
  shape: BlogImageShape
  /** SKUs of products the post recommends, shown as cards under it. */
  related: readonly string[]
}

export interface BlogPostText {
  title: string
  /** One or two sentences. */
  excerpt: string
  content: string
}

export type BannerColour = 'red' | 'blue' | 'green' | 'orange' | 'teal' | 'neutral'

export interface BannerText {
  title: string
  subtitle: string
}
