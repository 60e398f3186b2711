import type { Insertable, Kysely } from 'kysely'
import type {
  BannerTable,
  BlogCategoryTable,
  BlogPostProductTable,
  BlogPostTable,
  CmsBlockTable,
  CmsPageTable,
  Database,
} from '~/db/schema'
import { BANNERS, bannerImage } from './content/banners'
import { blocks } from './content/blocks'
import { blogDe } from './content/blog-de'
import { blogEn } from './content/blog-en'
import { blogIt } from './content/blog-it'
import { BLOG_POSTS, type BlogSlug } from './content/blog-meta'
import { CMS_HIERARCHY } from './content/hierarchy'
import { pagesDe } from './content/pages-de'
import { pagesEn } from './content/pages-en'
import { pagesIt } from './content/pages-it'
import { STORE_LOCATIONS } from './content/stores'
import {
  BLOCK_IDENTIFIERS,
  BLOG_CATEGORIES,
  CONTENT_STORE_CODES,
  PAGE_IDENTIFIERS,
  type BlogPostText,
  type ContentStoreCode,
  type PageSet,
} from './content/types'

export {
  BLOCK_IDENTIFIERS,
  BLOG_CATEGORIES,
  CONTENT_STORE_CODES,
  INFO_PAGE_IDENTIFIERS,
  PAGE_IDENTIFIERS,
  STATIC_PAGE_IDENTIFIERS,
} from './content/types'

/** The fixed "last updated" stamp of every seeded CMS page (deterministic seed). */
export const CONTENT_UPDATED_AT = '2026-01-15T08:00:00.000Z'

const PAGES: Record<ContentStoreCode, PageSet> = { default: pagesEn, de: pagesDe, it: pagesIt }
const POSTS: Record<ContentStoreCode, Record<BlogSlug, BlogPostText>> = { default: blogEn, de: blogDe, it: blogIt }

/** Keeps multi-row inserts well below the bound-parameter limits of SQLite and PostgreSQL. */
const CHUNK = 50

/** Every row seedContent writes, built from the static content files; no clock, no randomness. */
export function buildContentRows() {
  const cmsPages: Insertable<CmsPageTable>[] = []
  const cmsBlocks: Insertable<CmsBlockTable>[] = []
  const blogPosts: Insertable<BlogPostTable>[] = []
  // Shared by the store views: a post recommends the same products in every language.
  const blogPostProducts: Insertable<BlogPostProductTable>[] = BLOG_POSTS.flatMap((meta) =>
    meta.related.map((sku, index) => ({ post_slug: meta.slug, sku, position: index + 1 })),
  )
  const banners: Insertable<BannerTable>[] = []

  const categoryIds = new Map<string, number>(BLOG_CATEGORIES.map((c) => [c.slug, c.id]))
  const blogCategories: Insertable<BlogCategoryTable>[] = BLOG_CATEGORIES.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    position: c.position,
  }))

  for (const storeCode of CONTENT_STORE_CODES) {
    for (const identifier of PAGE_IDENTIFIERS) {
      const page = PAGES[storeCode][identifier]
      cmsPages.push({
        id: cmsPages.length + 1,
        identifier,
        store_code: storeCode,
        title: page.title,
        content: page.content.trim(),
        meta_description: page.metaDescription,
        layout: 'default',
        is_active: 1,
        updated_at: CONTENT_UPDATED_AT,
      })
    }

    for (const identifier of BLOCK_IDENTIFIERS) {
      const block = blocks[storeCode][identifier]
      cmsBlocks.push({
        id: cmsBlocks.length + 1,
        identifier,
        store_code: storeCode,
        title: block.title,
        content: block.content.trim(),
        is_active: 1,
      })
    }

    for (const meta of BLOG_POSTS) {
      const text = POSTS[storeCode][meta.slug]
      const categoryId = categoryIds.get(meta.category)
      if (categoryId === undefined) throw new Error(`Blog post ${meta.slug}: unknown category ${meta.category}`)
      blogPosts.push({
        id: blogPosts.length + 1,
        category_id: categoryId,
        slug: meta.slug,
        store_code: storeCode,
        title: text.title,
        excerpt: text.excerpt,
        content: text.content.trim(),
        author: meta.author,
        image: `/media/${meta.shape}/neutral/blog-${meta.slug}.svg`,
        is_active: 1,
        published_at: meta.publishedAt,
      })
    }

    const positions = new Map<string, number>()
    for (const banner of BANNERS) {
      const position = (positions.get(banner.kind) ?? 0) + 1
      positions.set(banner.kind, position)
      banners.push({
        id: banners.length + 1,
        store_code: storeCode,
        kind: banner.kind,
        title: banner.text[storeCode].title,
        subtitle: banner.text[storeCode].subtitle,
        image: bannerImage(banner),
        link: banner.link,
        position,
      })
    }
  }

  return {
    cmsPages,
    cmsBlocks,
    cmsHierarchy: [...CMS_HIERARCHY],
    blogCategories,
    blogPosts,
    blogPostProducts,
    banners,
    storeLocations: [...STORE_LOCATIONS],
  }
}

async function insertChunked<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Kysely cannot narrow the generic table's row type here; the rows are typed by the caller.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute()
  }
}

/**
 * Fill a migrated, empty database with the shop's content for all three store views:
 * CMS pages and blocks, footer hierarchy, blog categories and posts, home banners and
 * store locations. Deterministic (fixed ids and dates). Rows that already exist make the
 * inserts fail on their primary or unique keys, so run it once on an empty database.
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  const rows = buildContentRows()
  const run = async (trx: Kysely<Database>) => {
    await insertChunked(trx, 'cms_page', rows.cmsPages)
    await insertChunked(trx, 'cms_block', rows.cmsBlocks)
    await insertChunked(trx, 'cms_hierarchy', rows.cmsHierarchy)
    await insertChunked(trx, 'blog_category', rows.blogCategories)
    await insertChunked(trx, 'blog_post', rows.blogPosts)
    await insertChunked(trx, 'blog_post_product', rows.blogPostProducts)
    await insertChunked(trx, 'banner', rows.banners)
    await insertChunked(trx, 'store_location', rows.storeLocations)
  }
  // Join the caller's transaction if there is one; otherwise make the seed all-or-nothing.
  if (db.isTransaction) await run(db)
  else await db.transaction().execute(run)
}
