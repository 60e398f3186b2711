import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { imageUrl } from '~/components/product/product-card'
import { IMAGE_SIZES } from '~/domain/constants'
import { formatDate } from '~/domain/money'
import { listBlogCategories, listBlogPosts } from '~/providers/content.server'
import { getT } from '~/utils/i18n.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath, useStoreView } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta(args.data.seo) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const url = new URL(request.url)
  const categories = await listBlogCategories()
  const wanted = url.searchParams.get('category')
  const category = categories.find((c) => c.slug === wanted)?.slug
  const [posts, t] = await Promise.all([listBlogPosts(view, category), getT(request)])
  return json(
    {
      posts,
      categories,
      category: category ?? null,
      seo: {
        title: t('blog.metaTitle'),
        description: t('blog.metaDescription'),
        canonical: absoluteUrl(request, view, '/blog') + (category ? `?category=${category}` : ''),
      },
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

export default function Blog() {
  const { posts, categories, category } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  const view = useStoreView()
  const size = IMAGE_SIZES.thumbnail
  return (
    <>
      <Breadcrumbs crumbs={[]} current={t('blog.title')} />
      <h1>{t('blog.title')}</h1>
      <nav aria-label={t('blog.categories')}>
        <ul className="subcategories">
          <li>
            <Link to={href('/blog')} aria-current={category ? undefined : 'page'}>
              {t('blog.all')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link to={href(`/blog?category=${c.slug}`)} aria-current={category === c.slug ? 'page' : undefined}>
                {t(`blog.category.${c.slug}`, c.name)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="blog-list">
        {posts.map((post) => (
          <li key={post.slug} className="blog-card">
            <Link to={href(`/blog/${post.category}/${post.slug}`)}>
              {post.image ? <img src={imageUrl(post.image, size)} alt="" width={size.w} height={size.h} loading="lazy" /> : null}
              <h2>{post.title}</h2>
            </Link>
            <p className="blog-meta">
              {post.author} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, view.dateFormat)}</time>
            </p>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
