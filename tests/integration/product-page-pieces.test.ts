import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Translate } from '~/components/trust/payment-marks'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { fixedT } from '~/utils/i18n.server'
import { productStructuredDataTexts, productTrustMarkup, type ProductPieceInputs } from '~/providers/catalog/product-route.server'
import { DEFAULT_STORE_VIEW } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { ORIGIN, openShop } from './support/shop'
import { trustMarkup } from './support/trust'

/**
 * The product page's delivery block and structured data are built by server code. A client-side navigation
 * gets their facts and texts in the loader's data (never markup: the page renders the block from them); a
 * page load does not (its render draws them, from the same data), so the page does not carry them twice.
 */
describeEachDatabase('the product page carries its server-built pieces once', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  beforeAll(async () => {
    shop = await openShop(kind)
  }, 120_000)
  afterAll(async () => {
    await shop?.close()
  })

  type Data = ProductPieceInputs & {
    trust?: unknown
    structuredData?: [string, string]
    seo: { description: string; image: string | null }
  }

  async function load(headers: Record<string, string>, context: Record<string, unknown> = {}): Promise<Data> {
    const row = await shop.db.selectFrom('product').select(['sku', 'slug']).where('sku', '=', 'FRG-0903').executeTakeFirstOrThrow()
    const path = `/p/${row.sku}/${row.slug}`
    const response = await productRoute.loader({
      request: new Request(ORIGIN + path, { headers }),
      params: { parentSku: row.sku, slug: row.slug },
      context,
    })
    expect(response.status).toBe(200)
    return (await response.json()) as Data
  }

  it("leaves the pieces out of a page load's data, and draws the same markup from that data as a navigation gets", async () => {
    const navigation = await load({ Accept: '*/*', 'Sec-Fetch-Dest': 'empty' })
    const navigationTrust = await trustMarkup(navigation)
    expect(navigationTrust).toContain('per month over 12 months')
    expect(navigation.structuredData?.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ])

    const pageLoads: Record<string, string>[] = [{ Accept: 'text/html,*/*;q=0.8', 'Sec-Fetch-Dest': 'document' }, { Accept: 'text/html' }]
    for (const headers of pageLoads) {
      const page = await load(headers)
      expect(page).not.toHaveProperty('trust')
      expect(page).not.toHaveProperty('structuredData')
      const t = (await fixedT('en-ZA')) as Translate
      const inputs = { ...page, seo: { description: page.seo.description, image: page.seo.image } }
      expect(productTrustMarkup(DEFAULT_STORE_VIEW, t, inputs)).toBe(navigationTrust)
      expect(productStructuredDataTexts(DEFAULT_STORE_VIEW, ORIGIN, inputs)).toEqual(navigation.structuredData)
    }
    // A browser's data request is one whatever it accepts.
    expect((await load({ Accept: 'text/html', 'Sec-Fetch-Dest': 'empty' })).trust).toEqual(navigation.trust)
  })

  it('goes by the address when the server says whether it asked for data: the same answer whoever asks', async () => {
    const pageLoad = { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' }
    const navigation = await load(pageLoad, { dataRequest: true })
    expect(await trustMarkup(navigation)).toContain('per month over 12 months')
    expect(navigation.structuredData).toHaveLength(2)
    expect(await load({ Accept: '*/*', 'Sec-Fetch-Dest': 'empty' }, { dataRequest: false })).not.toHaveProperty('trust')
  })
})
