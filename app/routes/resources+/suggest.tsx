import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { SEARCH_MIN, searchText } from '~/domain/validation'
import { suggest } from '~/providers/catalog/index.server'
import { storeViewByCode } from '~/utils/store-views'

/** Suggestions for the header search panel (JavaScript only; the search page is the no-JS path). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const view = storeViewByCode(url.searchParams.get('store') ?? 'default')
  if (!view) throw new Response('Not Found', { status: 404 })
  const q = searchText(url.searchParams.get('q'))
  const headers = { 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Encoding' }
  if (q.length < SEARCH_MIN) return json({ q, products: [], categories: [], didYouMean: null }, { headers })
  try {
    return json({ q, ...(await suggest(view, q)) }, { headers })
  } catch (error) {
    // The panel stays quiet when search is down; the search page explains.
    console.error('Suggestions failed', error)
    return json({ q, products: [], categories: [], didYouMean: null }, { headers: { 'Cache-Control': 'no-store' } })
  }
}
