import contentPages from '~/content-pages.json'
import { deliveryPlaceholders, fillPlaceholders } from '~/domain/delivery'
import type { StoreView } from '~/utils/store-views'
import { getDb } from './db.server'
import { memo } from './memo.server'

/** Rows of one store view, falling back to the default view's (a page not yet translated still shows). */
function viewCodes(view: StoreView): string[] {
  return view.storeCode === 'default' ? ['default'] : [view.storeCode, 'default']
}

function preferView<T extends { store_code: string }>(rows: T[], view: StoreView): T | undefined {
  return rows.find((row) => row.store_code === view.storeCode) ?? rows[0]
}

/**
 * CMS text states no delivery number of its own: `{{delivery.freeOver}}` and the like are filled here from
 * the shipping rules, in the view's currency (docs/decisions/0034-delivery-promises-from-the-rules.md).
 */
export function withDeliveryFacts(text: string, view: StoreView): string
export function withDeliveryFacts(text: string | null, view: StoreView): string | null
export function withDeliveryFacts(text: string | null, view: StoreView): string | null {
  if (text === null || !text.includes('{{')) return text
  return fillPlaceholders(text, deliveryPlaceholders(view.currencyCode, view))
}

export interface CmsPage {
  identifier: string
  title: string
  content: string
  metaDescription: string | null
  layout: string
  updatedAt: string
}

/** A CMS page by identifier; null when there is none (SPEC: 'CMS query returned empty result'). */
export async function getCmsPage(view: StoreView, identifier: string): Promise<CmsPage | null> {
  const rows = await getDb()
    .selectFrom('cms_page')
    .selectAll()
    .where('identifier', '=', identifier)
    .where('store_code', 'in', viewCodes(view))
    .where('is_active', '=', 1)
    .execute()
  const row = preferView(rows, view)
  if (!row) return null
  return {
    identifier: row.identifier,
    title: row.title,
    content: withDeliveryFacts(row.content, view),
    metaDescription: withDeliveryFacts(row.meta_description, view),
    layout: row.layout,
    updatedAt: row.updated_at,
  }
}

export async function getCmsBlock(view: StoreView, identifier: string): Promise<string | null> {
  const rows = await getDb()
    .selectFrom('cms_block')
    .select(['content', 'store_code'])
    .where('identifier', '=', identifier)
    .where('store_code', 'in', viewCodes(view))
    .where('is_active', '=', 1)
    .execute()
  return withDeliveryFacts(preferView(rows, view)?.content ?? null, view)
}

export interface FooterColumn {
  identifier: string
  title: string
  links: { identifier: string; title: string; path: string }[]
}

/** Footer columns from the CMS hierarchy; titles of pages come from the store view's pages. */
export const getFooterLinks = memo('footer', 60_000, async (view: StoreView): Promise<FooterColumn[]> => {
  const db = getDb()
  const [nodes, pages] = await Promise.all([
    db.selectFrom('cms_hierarchy').selectAll().orderBy('position').execute(),
    db
      .selectFrom('cms_page')
      .select(['identifier', 'title', 'store_code'])
      .where('store_code', 'in', viewCodes(view))
      .where('is_active', '=', 1)
      .execute(),
  ])
  const titleOf = (identifier: string) =>
    preferView(
      pages.filter((page) => page.identifier === identifier),
      view,
    )?.title
  return nodes
    .filter((node) => node.parent_id === null)
    .map((column) => ({
      identifier: column.identifier,
      title: column.title,
      links: nodes
        .filter((node) => node.parent_id === column.id && node.page_identifier)
        .map((node) => {
          const identifier = node.page_identifier as string
          return { identifier, title: titleOf(identifier) ?? node.title, path: contentPath(identifier) }
        }),
    }))
})

// These identifiers are served at "/{identifier}" (named routes in remix.config.js), the rest at "/i/{identifier}".
const STATIC_PATH_PAGES = new Set<string>(contentPages.staticPages)

export function contentPath(identifier: string): string {
  if (identifier === 'blog') return '/blog'
  return STATIC_PATH_PAGES.has(identifier) ? `/${identifier}` : `/i/${identifier}`
}

export interface Banner {
  id: number
  kind: 'main' | 'small' | 'product'
  title: string
  subtitle: string | null
  image: string
  link: string
}

export const getBanners = memo('banners', 60_000, async (view: StoreView): Promise<Banner[]> => {
  const rows = await getDb()
    .selectFrom('banner')
    .selectAll()
    .where('store_code', '=', view.storeCode)
    .orderBy('position')
    .execute()
  return rows.map(({ id, kind, title, subtitle, image, link }) => ({
    id,
    kind,
    title: withDeliveryFacts(title, view),
    subtitle: withDeliveryFacts(subtitle, view),
    image,
    link,
  }))
})

export interface BlogPostSummary {
  slug: string
  category: string
  categoryName: string
  title: string
  excerpt: string
  author: string
  image: string | null
  publishedAt: string
}

export interface BlogPost extends BlogPostSummary {
  content: string
}

export async function listBlogPosts(view: StoreView, categorySlug?: string): Promise<BlogPostSummary[]> {
  let query = getDb()
    .selectFrom('blog_post')
    .innerJoin('blog_category', 'blog_category.id', 'blog_post.category_id')
    .select([
      'blog_post.slug',
      'blog_post.title',
      'blog_post.excerpt',
      'blog_post.author',
      'blog_post.image',
      'blog_post.published_at',
      'blog_category.slug as category',
      'blog_category.name as categoryName',
    ])
    .where('blog_post.store_code', '=', view.storeCode)
    .where('blog_post.is_active', '=', 1)
  if (categorySlug) query = query.where('blog_category.slug', '=', categorySlug)
  const rows = await query.orderBy('blog_post.published_at', 'desc').execute()
  return rows.map((row) => ({
    slug: row.slug,
    category: row.category,
    categoryName: row.categoryName,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    image: row.image,
    publishedAt: row.published_at,
  }))
}

export async function getBlogPost(view: StoreView, categorySlug: string, slug: string): Promise<BlogPost | null> {
  const row = await getDb()
    .selectFrom('blog_post')
    .innerJoin('blog_category', 'blog_category.id', 'blog_post.category_id')
    .select([
      'blog_post.slug',
      'blog_post.title',
      'blog_post.excerpt',
      'blog_post.content',
      'blog_post.author',
      'blog_post.image',
      'blog_post.published_at',
      'blog_category.slug as category',
      'blog_category.name as categoryName',
    ])
    .where('blog_post.store_code', '=', view.storeCode)
    .where('blog_post.slug', '=', slug)
    .where('blog_category.slug', '=', categorySlug)
    .where('blog_post.is_active', '=', 1)
    .executeTakeFirst()
  if (!row) return null
  return {
    slug: row.slug,
    category: row.category,
    categoryName: row.categoryName,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    image: row.image,
    publishedAt: row.published_at,
  }
}

export async function listBlogCategories() {
  return getDb().selectFrom('blog_category').select(['slug', 'name']).orderBy('position').execute()
}

/** The URL-mapping fallback: a stored rewrite for a path of this store view, or of the default view. */
export async function resolveUrlRewrite(
  view: StoreView,
  path: string,
): Promise<{ targetPath: string; redirectType: 301 | 302 } | null> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (normalised.length > 512) return null
  const rows = await getDb()
    .selectFrom('url_rewrite')
    .select(['target_path', 'redirect_type', 'store_code'])
    .where('request_path', '=', normalised)
    .where('store_code', 'in', viewCodes(view))
    .execute()
  const row = preferView(rows, view)
  if (!row) return null
  return { targetPath: row.target_path, redirectType: row.redirect_type === 302 ? 302 : 301 }
}

export async function listStoreLocations() {
  return getDb().selectFrom('store_location').selectAll().orderBy('city').execute()
}

/** Identifiers of active CMS pages (any store view), for the sitemap. */
export async function listCmsPageIdentifiers(): Promise<string[]> {
  const rows = await getDb().selectFrom('cms_page').select('identifier').distinct().where('is_active', '=', 1).execute()
  return rows.map((row) => row.identifier)
}
