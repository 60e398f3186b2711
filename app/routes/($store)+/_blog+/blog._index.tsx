import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogListPage } from '~/components/blog/blog-list-page'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { loadBlogList } from '~/providers/content/index.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'
import { storePath, storeViewFromPath } from '~/utils/store-views'

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? seoMeta(args.data.seo) : errorMeta(args))

export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  // The category filter used to be ?category=; categories have pages of their own now.
  const legacy = url.searchParams.get('category')
  if (legacy && /^[a-z0-9-]{1,64}$/.test(legacy)) {
    throw redirect(storePath(storeViewFromPath(url.pathname), `/blog/${legacy}`), 301)
  }
  const data = await loadBlogList(params, request, null)
  return json(data, { headers: { 'Cache-Control': CATALOGUE_CACHE } })
}

export const headers = catalogueHeaders

export default function Blog() {
  const data = useLoaderData<typeof loader>()
  return <BlogListPage {...data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
