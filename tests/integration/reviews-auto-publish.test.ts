import './support/env'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { productPath } from '~/providers/catalog/index.server'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop } from './support/shop'

// The environment is read once per module graph; this file's graph reads it with the flag on.
vi.stubEnv('REVIEWS_AUTO_PUBLISH', 'true')
afterAll(() => vi.unstubAllEnvs())

describeEachDatabase('product reviews with REVIEWS_AUTO_PUBLISH', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  beforeAll(async () => {
    shop = await openShop(kind)
  }, 60_000)
  afterAll(async () => shop?.close())

  it('publishes a review at once and says so', async () => {
    const product = await shop.db
      .selectFrom('product')
      .select(['id', 'sku', 'slug'])
      .where('parent_id', 'is', null)
      .where('type_id', '=', 'simple')
      .where('status', '=', 1)
      .where('visibility', 'in', [2, 3, 4])
      .where('id', 'not in', shop.db.selectFrom('review').select('product_id'))
      .executeTakeFirstOrThrow()
    const path = productPath(product.sku, product.slug)
    const params = { parentSku: product.sku, slug: product.slug }
    const browser = new Browser('10.3.0.1')
    const fields = { intent: 'review', name: 'Sipho D.', email: 'sipho@example.co.za', rating: '5', text: 'Excellent.' }
    const response = await browser.post(productRoute.action, path, fields, params)
    expect(response.status).toBe(303)
    expect((await browser.toast())?.message).toBe('review.thanksPublished')
    const page = await browser.load(productRoute.loader, path, params)
    const data = (await page.json()) as { reviews: { summary: unknown; reviews: Array<{ name: string }> } }
    expect(data.reviews.summary).toEqual({ count: 1, average: 5 })
    expect(data.reviews.reviews.map((r) => r.name)).toEqual(['Sipho D.'])
  })
})
