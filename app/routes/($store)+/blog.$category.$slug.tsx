import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatDate } from '~/domain/money'
import { getBlogPost } from '~/providers/content.server'
import { CATALOGUE_CACHE, catalogueHeaders, jsonLd, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl, publicOrigin } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { useStoreView } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return errorMeta(args)
  const { post, canonical, origin } = data
  return [
    ...seoMeta({ title: post.title, description: post.excerpt, canonical, image: post.image ? origin + post.image : null }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
      mainEntityOfPage: canonical,
    }),
  ]
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const post = await getBlogPost(view, params.category ?? '', params.slug ?? '')
  if (!post) throw new Response('Not Found', { status: 404 })
  return json(
    {
      post,
      canonical: absoluteUrl(request, view, `/blog/${post.category}/${post.slug}`),
      origin: publicOrigin(request),
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

export default function BlogPost() {
  const { post } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const view = useStoreView()
  return (
    <article>
      <Breadcrumbs crumbs={[{ name: t('blog.title'), path: '/blog' }]} current={post.title} />
      <h1>{post.title}</h1>
      <p className="blog-meta">
        {t(`blog.category.${post.category}`, post.categoryName)} · {post.author} ·{' '}
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, view.dateFormat)}</time>
      </p>
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
