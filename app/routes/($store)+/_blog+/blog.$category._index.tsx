import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogListPage } from '~/components/blog/blog-list-page'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { loadBlogList } from '~/providers/content/index.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? seoMeta(args.data.seo) : errorMeta(args))

/** /blog/{category}: the posts of one category, newest first. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const data = await loadBlogList(params, request, params.category ?? '')
  return json(data, { headers: { 'Cache-Control': CATALOGUE_CACHE } })
}

export const headers = catalogueHeaders

export default function BlogCategory() {
  const data = useLoaderData<typeof loader>()
  return <BlogListPage {...data} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
