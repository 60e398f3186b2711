import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { BlogCategoryNav, BlogPostList } from '~/components/blog/post-list'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { datedPosts, getCmsPage, listBlogCategories, listBlogPage, MAGAZINE_PAGE, MAGAZINE_POSTS } from '~/providers/content/index.server'
import { requireCustomer } from '~/providers/customers/index.server'
import { PRIVATE_REVALIDATE } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

// Members only: search engines get nothing to index here.
export const meta: MetaFunction<typeof loader> = (args) => (args.data ? seoMeta({ ...args.data.seo, noindex: true }) : errorMeta(args))

/**
 * /magazine: the members' magazine, a content page that needs a login. A guest goes to the login
 * page with 'You need to be logged in to see this page' and comes back here after signing in. The page names no one, but it is
 * for signed-in customers only, so only the browser may keep it, and it asks again before showing it.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  await requireCustomer(request)
  const [page, categories, latest, t] = await Promise.all([
    getCmsPage(view, MAGAZINE_PAGE),
    listBlogCategories(),
    listBlogPage(view, { size: MAGAZINE_POSTS }),
    getT(request),
  ])
  const title = page?.title ?? t('magazine.title')
  return json(
    {
      title,
      // Editor-written HTML when the CMS has a magazine page; the translated introduction otherwise.
      content: page?.content ?? null,
      categories,
      posts: await datedPosts(request, view, latest.posts),
      seo: {
        title: title,
        description: page?.metaDescription ?? t('magazine.metaDescription'),
        canonical: absoluteUrl(request, view, '/magazine'),
      },
    },
    { headers: { 'Cache-Control': PRIVATE_REVALIDATE } },
  )
}

export const headers = () => ({ 'Cache-Control': PRIVATE_REVALIDATE })

export default function Magazine() {
  const { title, content, categories, posts } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <article className="magazine">
      <Breadcrumbs crumbs={[]} current={title} />
      <h1>{title}</h1>
      {content ? (
        // The magazine's CMS page: HTML the store's editors wrote, trusted like every CMS page, never text a shopper typed.
        <div className="cms-content" dangerouslySetInnerHTML={{ __html: content }} />
      ) : (
        <p className="magazine-intro">{t('magazine.intro')}</p>
      )}
      <section aria-labelledby="magazine-latest">
        <h2 id="magazine-latest">{t('magazine.latest')}</h2>
        <BlogPostList posts={posts} heading="h3" />
        <p>
          <Link to={href('/blog')}>{t('magazine.allPosts')}</Link>
        </p>
      </section>
      <BlogCategoryNav categories={categories} />
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
