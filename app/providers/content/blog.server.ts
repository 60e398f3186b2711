/**
 * The blog and the members' magazine: paged lists per store view and category, posts with their
 * reading time and the products they recommend, priced in the store view's currency.
 */
import { labelTableColumns } from '~/domain/cms-tables'
import { keepNumbersTogetherInHtml } from '~/domain/no-break'
import { clampPage, totalPages } from '~/domain/paging'
import { readingMinutes } from '~/domain/reading-time'
import type { StoreView } from '~/utils/store-views'
import { productCards, type ProductCardData } from '~/providers/catalog/products.server'
import { getDb } from '~/server/db.server'

/** Posts per blog page: two rows of three on a desktop, so the ten seeded posts make two pages. */
export const BLOG_PAGE_SIZE = 6

/** The CMS page editors can write the members' magazine introduction in; shown only at /magazine. */
export const MAGAZINE_PAGE = 'magazine'

/** Posts the magazine shows under its introduction. */
export const MAGAZINE_POSTS = 4

export interface BlogCategory {
  slug: string
  name: string
}

export interface BlogPostCard {
  slug: string
  category: string
  categoryName: string
  title: string
  excerpt: string
  author: string
  image: string | null
  publishedAt: string
  readingMinutes: number
}

export interface BlogPostFull extends BlogPostCard {
  content: string
  updatedAt: string
}

export interface BlogPage {
  posts: BlogPostCard[]
  page: number
  pages: number
  total: number
}

/** What a list card and a post page read of a post (the card derives its reading time from the content). */
const POST_COLUMNS = [
  'blog_post.slug',
  'blog_post.title',
  'blog_post.excerpt',
  'blog_post.content',
  'blog_post.author',
  'blog_post.image',
  'blog_post.published_at',
  'blog_category.slug as category',
  'blog_category.name as categoryName',
] as const

export async function listBlogCategories(): Promise<BlogCategory[]> {
  return getDb().selectFrom('blog_category').select(['slug', 'name']).orderBy('position').orderBy('id').execute()
}

export async function findBlogCategory(slug: string): Promise<BlogCategory | null> {
  return (await getDb().selectFrom('blog_category').select(['slug', 'name']).where('slug', '=', slug).executeTakeFirst()) ?? null
}

function postsQuery(view: StoreView, categorySlug: string | undefined) {
  let query = getDb()
    .selectFrom('blog_post')
    .innerJoin('blog_category', 'blog_category.id', 'blog_post.category_id')
    .where('blog_post.store_code', '=', view.storeCode)
    .where('blog_post.is_active', '=', 1)
  if (categorySlug) query = query.where('blog_category.slug', '=', categorySlug)
  return query
}

/** Every post of the store view, newest first: its address and date (the sitemap). */
export async function listBlogPostAddresses(view: StoreView): Promise<{ slug: string; category: string; publishedAt: string }[]> {
  const rows = await postsQuery(view, undefined)
    .select(['blog_post.slug', 'blog_category.slug as category', 'blog_post.published_at'])
    .orderBy('blog_post.published_at', 'desc')
    .execute()
  return rows.map((row) => ({ slug: row.slug, category: row.category, publishedAt: row.published_at }))
}

/**
 * One page of the store view's posts, newest first, optionally of one category. `page` is whatever came in
 * the URL: anything that is not a page number is page 1, a page past the end is the last one.
 */
export async function listBlogPage(view: StoreView, options: { category?: string; page?: unknown; size?: number } = {}): Promise<BlogPage> {
  const size = options.size ?? BLOG_PAGE_SIZE
  const counted = await postsQuery(view, options.category)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  const total = Number(counted?.n ?? 0)
  const pages = totalPages(total, size)
  const page = clampPage(options.page ?? 1, pages)
  const rows = await postsQuery(view, options.category)
    .select(POST_COLUMNS)
    .orderBy('blog_post.published_at', 'desc')
    .orderBy('blog_post.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return { posts: rows.map(({ content, ...row }) => toCard(row, content)), page, pages, total }
}

function toCard(
  row: {
    slug: string
    title: string
    excerpt: string
    author: string
    image: string | null
    published_at: string
    category: string
    categoryName: string
  },
  content: string,
): BlogPostCard {
  return {
    slug: row.slug,
    category: row.category,
    categoryName: row.categoryName,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    image: row.image,
    publishedAt: row.published_at,
    readingMinutes: readingMinutes(content),
  }
}

/** A post of the store view in the category its URL names; null when either does not match. */
export async function getBlogPostPage(view: StoreView, categorySlug: string, slug: string): Promise<BlogPostFull | null> {
  const row = await postsQuery(view, categorySlug).select(POST_COLUMNS).where('blog_post.slug', '=', slug).executeTakeFirst()
  if (!row) return null
  return { ...toCard(row, row.content), content: keepNumbersTogetherInHtml(labelTableColumns(row.content)), updatedAt: row.published_at }
}

/** The products a post recommends, as cards priced for the store view; missing or unlisted ones are left out. */
export async function relatedProducts(view: StoreView, postSlug: string): Promise<ProductCardData[]> {
  const rows = await getDb()
    .selectFrom('blog_post_product')
    .innerJoin('product', 'product.sku', 'blog_post_product.sku')
    .select('product.id')
    .where('blog_post_product.post_slug', '=', postSlug)
    .orderBy('blog_post_product.position')
    .execute()
  return productCards(
    view,
    rows.map((row) => row.id),
  )
}
