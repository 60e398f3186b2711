import { useTranslation } from 'react-i18next'
import type { BlogCategory } from '~/providers/content/index.server'
import { useStorePath } from '~/utils/use-store'
import { Breadcrumbs } from '../catalog/breadcrumbs'
import { Pagination } from '../catalog/listing'
import { BlogCategoryNav, BlogPostList, type DatedPost } from './post-list'

/** The blog's list pages (/blog and /blog/{category}): heading, categories, posts, pages. */
export function BlogListPage({
  categories,
  category,
  categoryName,
  posts,
  page,
  pages,
  path,
}: {
  categories: BlogCategory[]
  category: string | null
  categoryName: string | null
  posts: DatedPost[]
  page: number
  pages: number
  path: string
}) {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <>
      <Breadcrumbs crumbs={categoryName ? [{ name: t('blog.title'), path: '/blog' }] : []} current={categoryName ?? t('blog.title')} />
      <h1>{categoryName ?? t('blog.title')}</h1>
      <BlogCategoryNav categories={categories} current={category} />
      {posts.length ? <BlogPostList posts={posts} /> : <p>{t('blog.empty')}</p>}
      <Pagination page={page} totalPages={pages} href={(p) => href(p > 1 ? `${path}?page=${p}` : path)} />
    </>
  )
}
