import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { errorMeta } from '~/utils/seo'
import { notFoundOrRewrite } from '~/utils/store-view.server'

export const meta: MetaFunction = (args) => errorMeta(args)

/** Any other path: the URL-rewrite lookup, then the page-not-found page with status 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw await notFoundOrRewrite(request)
}

export function action() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFound() {
  return <GeneralErrorBoundary />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
