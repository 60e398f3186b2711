/** The pages the budgets apply to, and link discovery on the running demo store. */
import type { PageRef } from './context'
import { get, getText } from './http'

export const HOME_PATH = '/'
export const CATEGORY_PATH = '/c/fridges-freezers'
export const PRODUCT_PATH = '/p/FRG-0903/koel-frost-free-double-door-fridge-kl0903'

/** Same-site paths of `<a href>` links that start with `prefix` (e.g. "/c/"), in page order. */
export function linksWithPrefix(html: string, prefix: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*(["'])([^"']+)\1/gi)) {
    const href = match[2].replace(/&amp;/g, '&')
    if (href.startsWith(prefix)) found.push(href.split('#')[0])
  }
  return [...new Set(found)]
}

/**
 * Home, the fridges category and the demo product. Should the product ever move, the first
 * product linked from the category page stands in (and a note says so).
 */
export async function discoverBudgetPages(baseUrl: string, warn: (text: string) => void): Promise<PageRef[]> {
  const category = await getText(new URL(CATEGORY_PATH, baseUrl))
  let productPath = PRODUCT_PATH
  const product = await get(new URL(PRODUCT_PATH, baseUrl))
  if (product.status !== 200) {
    const first = linksWithPrefix(category, '/p/')[0]
    if (!first) throw new Error(`${PRODUCT_PATH} answered ${product.status} and ${CATEGORY_PATH} links no product`)
    warn(`${PRODUCT_PATH} answered ${product.status}; using the first product on ${CATEGORY_PATH}: ${first}`)
    productPath = first
  }
  return [
    { name: 'home', path: HOME_PATH },
    { name: 'category', path: CATEGORY_PATH },
    { name: 'product', path: productPath },
  ]
}
