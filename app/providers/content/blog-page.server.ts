import type { Params } from '@remix-run/react'
import { formatLongDate } from '~/domain/dates'
import { findBlogCategory, listBlogCategories, listBlogPage, type BlogPostCard } from './blog.server'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { absoluteUrl } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import type { StoreView } from '~/utils/store-views'

/** Posts with their dates written out for the reader's language, on the store view's calendar. */
export async function datedPosts<T extends BlogPostCard>(request: Request, view: StoreView, posts: T[]) {
  const locale = await resolveLocale(request)
  return posts.map((post) => ({ ...post, date: formatLongDate(post.publishedAt, locale, view.timeZone) }))
}

/**
 * Data of a blog list page: all posts (/blog) or one category's (/blog/{category}), paged with ?page=.
 * An unknown category is a 404; a page number out of range shows the nearest page that exists and
 * the canonical URL names that page.
 */
export async function loadBlogList(params: Params, request: Request, categorySlug: string | null) {
  const view = await requireStoreView(params, request)
  const category = categorySlug === null ? null : await findBlogCategory(categorySlug)
  if (categorySlug !== null && !category) throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  const [categories, list, t] = await Promise.all([
    listBlogCategories(),
    listBlogPage(view, { category: category?.slug, page: url.searchParams.get('page') ?? 1 }),
    getT(request),
  ])
  const path = category ? `/blog/${category.slug}` : '/blog'
  const categoryName = category ? t(`blog.category.${category.slug}`, category.name) : null
  return {
    categories,
    category: category?.slug ?? null,
    categoryName,
    posts: await datedPosts(request, view, list.posts),
    page: list.page,
    pages: list.pages,
    path,
    seo: {
      title: categoryName ? t('blog.categoryMetaTitle', { category: categoryName }) : t('blog.metaTitle'),
      description: categoryName ? t('blog.categoryMetaDescription', { category: categoryName }) : t('blog.metaDescription'),
      canonical: absoluteUrl(request, view, path) + (list.page > 1 ? `?page=${list.page}` : ''),
    },
  }
}
