import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { IMAGE_SIZES } from '~/domain/constants'
import type { BlogCategory, BlogPostCard } from '~/providers/content/index.server'
import { useStorePath } from '~/utils/use-store'
import { imageUrl } from '../product/product-card'

/** A post as the lists show it, with its date already written out in the reader's language (server side). */
export type DatedPost = BlogPostCard & { date: string }

export const blogPostPath = (post: { category: string; slug: string }) => `/blog/${post.category}/${post.slug}`

/**
 * The blog's categories as links: "All posts" and one page per category (/blog/{category}). `current` is
 * the category shown, null on "All posts", left out on a page that is neither.
 */
export function BlogCategoryNav({ categories, current }: { categories: BlogCategory[]; current?: string | null }) {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <nav aria-label={t('blog.categories')}>
      <ul className="subcategories">
        <li>
          <Link to={href('/blog')} aria-current={current === null ? 'page' : undefined}>
            {t('blog.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={href(`/blog/${category.slug}`)} aria-current={current === category.slug ? 'page' : undefined}>
              {t(`blog.category.${category.slug}`, category.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Author, date and reading time of a post. */
export function PostMeta({ post }: { post: DatedPost }) {
  const { t } = useTranslation()
  return (
    <p className="blog-meta">
      {post.author} · <time dateTime={post.publishedAt}>{post.date}</time> ·{' '}
      <span>{t('blog.readingTime', { count: post.readingMinutes })}</span>
    </p>
  )
}

/** Cards of posts; the picture is decorative (the title beside it names the post). */
export function BlogPostList({ posts, heading: Heading = 'h2' }: { posts: DatedPost[]; heading?: 'h2' | 'h3' }) {
  const href = useStorePath()
  const size = IMAGE_SIZES.thumbnail
  return (
    <ul className="blog-list">
      {posts.map((post) => (
        <li key={post.slug} className="blog-card">
          <Link to={href(blogPostPath(post))}>
            {post.image ? (
              <img src={imageUrl(post.image, size)} alt="" width={size.w} height={size.h} loading="lazy" decoding="async" />
            ) : null}
            <Heading>{post.title}</Heading>
          </Link>
          <PostMeta post={post} />
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  )
}
