import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PostMeta } from '~/components/blog/post-list'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { imageUrl, ProductGrid } from '~/components/product/product-card'
import { datedPosts, getBlogPostPage, relatedProducts } from '~/providers/content/index.server'
import { SITE_NAME } from '~/utils/site'
import { getT } from '~/utils/i18n.server'
import { CATALOGUE_CACHE, catalogueHeaders, jsonLd, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl, publicOrigin } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { firstImage } from '~/components/ui/fetch-priority'

/** The post's picture: wide, drawn by the media route at this size. */
const HERO = { w: 800, h: 450 }

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return errorMeta(args)
  const { post, canonical, origin } = data
  const image = post.image ? origin + imageUrl(post.image, HERO) : null
  return [
    ...seoMeta({ title: post.title, description: post.excerpt, canonical, image }),
    { property: 'og:type', content: 'article' },
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: image ?? undefined,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      articleSection: post.categoryName,
      timeRequired: `PT${post.readingMinutes}M`,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      mainEntityOfPage: canonical,
    }),
  ]
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const post = await getBlogPostPage(view, params.category ?? '', params.slug ?? '')
  if (!post) throw new Response('Not Found', { status: 404 })
  const [[dated], products, t] = await Promise.all([datedPosts(request, view, [post]), relatedProducts(view, post.slug), getT(request)])
  return json(
    {
      post: { ...dated!, categoryName: t(`blog.category.${post.category}`, post.categoryName) },
      products,
      canonical: absoluteUrl(request, view, `/blog/${post.category}/${post.slug}`),
      origin: publicOrigin(request),
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

export default function BlogPost() {
  const { post, products } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <article className="blog-post">
      <Breadcrumbs
        crumbs={[
          { name: t('blog.title'), path: '/blog' },
          { name: post.categoryName, path: `/blog/${post.category}` },
        ]}
        current={post.title}
      />
      <h1>{post.title}</h1>
      <PostMeta post={post} />
      {post.image ? (
        <img
          className="blog-hero"
          src={imageUrl(post.image, HERO)}
          alt={t('blog.imageAlt', { title: post.title })}
          width={HERO.w}
          height={HERO.h}
          {...firstImage(true)}
        />
      ) : null}
      {/* Editor-written HTML from the CMS, trusted like the CMS pages (docs/decisions/0032). */}
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      {products.length ? (
        <section aria-labelledby="related-products" className="blog-related">
          <h2 id="related-products">{t('blog.relatedProducts')}</h2>
          <ProductGrid products={products} heading="h3" />
        </section>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
