import { redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { resolveUrlRewrite } from '~/providers/content/content.server'
import { storePath, storeViewFromParam, storeViewFromPath, stripStorePrefix, type StoreView } from './store-views'

/**
 * The store view of a shop route. An unknown `store` segment means the path was not a store prefix at all
 * ("/fridges" read as store "fridges"): look the whole path up in the URL rewrites, else 404.
 */
export async function requireStoreView(params: Params, request: Request): Promise<StoreView> {
  // Named routes (remix.config.js) spell their store prefix out and have no `store` param: the path says it.
  const view = params.store === undefined ? storeViewFromPath(new URL(request.url).pathname) : storeViewFromParam(params.store)
  if (view) return view
  throw await notFoundOrRewrite(request)
}

/** The answer for a path nothing matched: a redirect from the URL rewrites, or a 404. */
export async function notFoundOrRewrite(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const view = storeViewFromPath(url.pathname)
  const rewrite = await resolveUrlRewrite(view, stripStorePrefix(url.pathname))
  if (rewrite) {
    return redirect(storePath(view, rewrite.targetPath) + url.search, { status: rewrite.redirectType })
  }
  return new Response('Not Found', { status: 404 })
}
