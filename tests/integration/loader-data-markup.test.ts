import './support/env'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import * as root from '~/root'
import { describeEachDatabase } from '../setup/db'
import { Browser, shopForSuite, storeParams } from './support/shop'

/**
 * Loaders return data and components render it: no loader's data carries markup built on the server (it
 * would travel twice, as data and as the page, and be set as inner HTML without React's escaping). The
 * root and product loaders are on every page and the budgeted product page, and once carried such markup.
 */

/** Every string in a loader's JSON that reads as markup: "<" followed by a tag name, or a closing tag. */
export function markupIn(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') return /<\/?[a-z][a-z0-9-]*(?=[\s/>])/i.test(value) ? [`${path}: ${value.slice(0, 80)}`] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => markupIn(item, `${path}[${i}]`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => markupIn(item, `${path}.${key}`))
  return []
}

describe('markupIn', () => {
  it('finds a tag anywhere in the data, and leaves text with "<" and JSON-LD texts alone', () => {
    expect(markupIn({ a: [{ b: '<div class="x">y</div>' }] })).toEqual(['$.a[0].b: <div class="x">y</div>'])
    expect(markupIn({ c: 'text</p>' })).toHaveLength(1)
    expect(markupIn({ d: 'a < b and 3<4', e: '{"name":"\\u003cb\\u003e"}', f: 2, g: null })).toEqual([])
  })
})

describeEachDatabase('loaders return data, not markup', (kind) => {
  const shop = shopForSuite(kind)

  const dataOf = async (
    loader: (args: LoaderFunctionArgs) => Promise<Response>,
    path: string,
    params: Record<string, string | undefined>,
    headers: Record<string, string>,
  ) => {
    const browser = new Browser()
    const response = await loader({ request: browser.request(path, { headers }), params, context: {} })
    expect(response.status).toBe(200)
    return (await response.json()) as unknown
  }
  // A page load (its document) and a client-side navigation (Remix's data request) get different data.
  const requests = {
    document: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' },
    navigation: { Accept: '*/*', 'Sec-Fetch-Dest': 'empty' },
  }

  it("the root loader's data, in every store view's home", async () => {
    for (const path of ['/', '/de', '/it']) {
      for (const headers of Object.values(requests))
        expect(markupIn(await dataOf(root.loader, path, storeParams(path), headers)), path).toEqual([])
    }
  })

  it("the product loader's data, for a product of each type, on a page load and a navigation", async () => {
    const products = await shop.db
      .selectFrom('product')
      .select(['sku', 'slug', 'type_id'])
      .where('parent_id', 'is', null)
      .orderBy('id')
      .execute()
    const picked = [...new Map(products.map((row) => [row.type_id, row])).values()]
    expect(picked.length).toBeGreaterThan(1)
    for (const { sku, slug } of picked) {
      for (const [request, headers] of Object.entries(requests)) {
        const data = await dataOf(productRoute.loader, `/p/${sku}/${slug}`, { parentSku: sku, slug }, headers)
        expect(markupIn(data), `${sku} ${request}`).toEqual([])
        // The navigation's data does carry the delivery block, as facts.
        if (request === 'navigation') expect(data).toHaveProperty('trust.links.returns', '/warranty-returns')
      }
    }
  })
})
