import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as M from '~/domain/messages'
import { productPath } from '~/providers/catalog/index.server'
import { getProductReviews, moderateReview, writeReview } from '~/providers/engagement/reviews.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import { FIELD_TOO_LONG } from '~/schemas/checkout'
import { RATING_REQUIRED } from '~/schemas/review'
import { REVIEW_ALREADY_WRITTEN } from '~/providers/engagement/review-answers.server'
import { DEFAULT_STORE_VIEW } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { insertTestOrder } from '../setup/orders'
import { Browser, openShop } from './support/shop'

type Reply = { form: string; result: { error?: Record<string, string[] | null> } }
type PageData = Awaited<ReturnType<Awaited<ReturnType<typeof productRoute.loader>>['json']>>

describeEachDatabase('product reviews', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  /** Products nobody has reviewed yet, one per test so that tests never see each other's reviews. */
  let unreviewed: Array<{ id: number; sku: string; slug: string }>
  let ip = 0

  beforeAll(async () => {
    shop = await openShop(kind)
    unreviewed = await shop.db
      .selectFrom('product')
      .select(['id', 'sku', 'slug'])
      .where('parent_id', 'is', null)
      .where('type_id', '=', 'simple')
      .where('status', '=', 1)
      .where('visibility', 'in', [2, 3, 4])
      .where('id', 'not in', shop.db.selectFrom('review').select('product_id'))
      .orderBy('id')
      .execute()
  }, 60_000)
  afterAll(async () => shop?.close())

  /** A product of its own, its page's path and the route params that go with it. */
  function aProduct() {
    const product = unreviewed.shift()!
    const path = productPath(product.sku, product.slug)
    return { ...product, path, params: { parentSku: product.sku, slug: product.slug } }
  }

  /** A shopper from an address of their own (the review limit counts per address). */
  const shopper = () => new Browser(`10.1.0.${++ip}`)

  const review = { intent: 'review', name: 'Lerato M.', email: 'lerato@example.co.za', rating: '4', title: 'Solid', text: 'Works well.' }

  /** The page's data as a client-side navigation gets it (with the structured data a page load draws itself). */
  async function page(browser: Browser, product: ReturnType<typeof aProduct>, search = ''): Promise<PageData> {
    const request = browser.request(product.path + search)
    const response = await productRoute.loader({ request, params: product.params, context: { dataRequest: true } })
    expect(response.status).toBe(200)
    return (await response.json()) as PageData
  }

  const post = (browser: Browser, product: ReturnType<typeof aProduct>, fields: Record<string, string>) =>
    browser.post(productRoute.action, product.path, fields, product.params)

  const rows = (productId: number) => shop.db.selectFrom('review').selectAll().where('product_id', '=', productId).execute()

  async function registered(browser: Browser, email: string) {
    const fields = {
      intent: 'register',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    }
    expect((await browser.post(loginRoute.action, '/login', fields)).status).toBe(303)
    return (await shop.db.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  }

  /** The Product JSON-LD of a page's data. */
  function productLd(data: PageData) {
    const lds = (data.structuredData ?? []).map((text) => JSON.parse(text) as Record<string, unknown>)
    return lds.find((ld) => ld['@type'] === 'Product')!
  }

  it('stores a guest review pending moderation, thanks the shopper and shows nothing until it is published', async () => {
    const product = aProduct()
    const browser = shopper()
    const response = await post(browser, product, review)
    expect(response.status).toBe(303)
    // Back to the page, opened at the review form's thank-you (not at the top, far from the form on a phone).
    expect(response.headers.get('Location')).toBe(`${product.path}#review-thanks`)
    expect(await browser.toast()).toMatchObject({ message: 'review.thanksPending', place: 'review' })
    const [row] = await rows(product.id)
    expect(row).toMatchObject({
      status: 'pending',
      name: 'Lerato M.',
      email: 'lerato@example.co.za',
      rating: 4,
      title: 'Solid',
      customer_id: null,
    })
    expect(Number(row!.verified)).toBe(0)

    const before = await page(shopper(), product)
    expect(before.reviews.summary).toEqual({ count: 0, average: null })
    expect(productLd(before)).not.toHaveProperty('aggregateRating')

    expect(await moderateReview(row!.id, 'published')).toBe(true)
    const after = await page(shopper(), product)
    expect(after.reviews.summary).toEqual({ count: 1, average: 4 })
    expect(after.reviews.reviews[0]).toMatchObject({ name: 'Lerato M.', rating: 4, title: 'Solid', text: 'Works well.', verified: false })
    // The reviewer's address never reaches the page.
    expect(JSON.stringify(after)).not.toContain('lerato@example.co.za')
  })

  it('publishes at once with auto-publish, averages the ratings and puts aggregateRating in the JSON-LD', async () => {
    const product = aProduct()
    for (const [index, rating] of [5, 4, 4].entries()) {
      const written = await writeReview(
        DEFAULT_STORE_VIEW,
        {
          productId: product.id,
          customerId: null,
          email: `buyer${index}@example.co.za`,
          name: `Buyer ${index}`,
          rating,
          text: 'Fine.',
          locale: 'en-ZA',
        },
        { autoPublish: true, now: new Date(Date.UTC(2026, 0, index + 1)) },
      )
      expect(written).toEqual({ ok: true, status: 'published' })
    }
    const data = await page(shopper(), product)
    expect(data.reviews.summary).toEqual({ count: 3, average: 4.3 })
    // Newest first.
    expect(data.reviews.reviews.map((r) => r.name)).toEqual(['Buyer 2', 'Buyer 1', 'Buyer 0'])
    expect(productLd(data).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
  })

  it('rejected reviews stay off the page', async () => {
    const product = aProduct()
    await post(shopper(), product, review)
    const [row] = await rows(product.id)
    expect(await moderateReview(row!.id, 'rejected')).toBe(true)
    expect((await page(shopper(), product)).reviews.summary.count).toBe(0)
    expect(await moderateReview('no-such-review', 'published')).toBe(false)
  })

  it('pages the published reviews five at a time, newest first; any other page number shows one that exists', async () => {
    const product = aProduct()
    for (let i = 0; i < 7; i++) {
      await writeReview(
        DEFAULT_STORE_VIEW,
        {
          productId: product.id,
          customerId: null,
          email: `p${i}@example.co.za`,
          name: `Shopper ${i}`,
          rating: 3,
          text: 'Ok.',
          locale: 'en-ZA',
        },
        { autoPublish: true, now: new Date(Date.UTC(2026, 1, i + 1)) },
      )
    }
    const first = await page(shopper(), product)
    expect(first.reviews).toMatchObject({ page: 1, pages: 2 })
    expect(first.reviews.reviews.map((r) => r.name)).toEqual(['Shopper 6', 'Shopper 5', 'Shopper 4', 'Shopper 3', 'Shopper 2'])
    const second = await page(shopper(), product, '?reviewPage=2')
    expect(second.reviews.reviews.map((r) => r.name)).toEqual(['Shopper 1', 'Shopper 0'])
    expect((await page(shopper(), product, '?reviewPage=99')).reviews.page).toBe(2)
    expect((await page(shopper(), product, '?reviewPage=abc')).reviews.page).toBe(1)
  })

  it('refuses each bad field with its message beside it, and stores nothing', async () => {
    const product = aProduct()
    const refused = async (fields: Record<string, string>) => {
      const response = await post(shopper(), product, { ...review, ...fields })
      expect(response.status).toBe(400)
      const body = (await response.json()) as Reply
      expect(body.form).toBe('review')
      return body.result.error
    }
    expect(await refused({ name: '' })).toEqual({ name: [M.FIELD_REQUIRED] })
    expect(await refused({ name: 'A' })).toEqual({ name: [M.NAME_TOO_SHORT] })
    expect(await refused({ name: 'A'.repeat(61) })).toEqual({ name: [FIELD_TOO_LONG] })
    expect(await refused({ email: '' })).toEqual({ email: [M.FIELD_REQUIRED] })
    expect(await refused({ email: 'not-an-address' })).toEqual({ email: [M.EMAIL_INVALID] })
    expect(await refused({ rating: '' })).toEqual({ rating: [RATING_REQUIRED] })
    expect(await refused({ rating: '6' })).toEqual({ rating: [RATING_REQUIRED] })
    expect(await refused({ rating: '4.5' })).toEqual({ rating: [RATING_REQUIRED] })
    expect(await refused({ title: 'T'.repeat(121) })).toEqual({ title: [FIELD_TOO_LONG] })
    expect(await refused({ text: '   ' })).toEqual({ text: [M.FIELD_REQUIRED] })
    expect(await refused({ text: 'x'.repeat(2001) })).toEqual({ text: [FIELD_TOO_LONG] })
    expect(await rows(product.id)).toEqual([])
  })

  it('stores scripts in names and texts as the text typed, and hands them back as plain text', async () => {
    const product = aProduct()
    const script = '<script>alert("x")</script>'
    const browser = shopper()
    await writeReview(
      DEFAULT_STORE_VIEW,
      {
        productId: product.id,
        customerId: null,
        email: 'x@example.co.za',
        name: `Eve ${script}`,
        rating: 1,
        title: script,
        text: `${script} & <b>bold</b>`,
        locale: 'en-ZA',
      },
      { autoPublish: true },
    )
    const [shown] = (await page(browser, product)).reviews.reviews
    expect(shown).toMatchObject({ name: `Eve ${script}`, title: script, text: `${script} & <b>bold</b>` })
  })

  it('asks a signed-in customer for no e-mail, prefills their name and marks a buyer of the product as verified', async () => {
    const product = aProduct()
    const other = aProduct()
    const browser = shopper()
    const customerId = await registered(browser, 'thandi.reviews@example.co.za')
    expect((await page(browser, product)).reviewer).toEqual({ name: 'Thandi M.' })
    expect((await page(shopper(), product)).reviewer).toBeNull()

    const line = {
      line_no: 1,
      product_id: product.id,
      sku: product.sku,
      name: 'x',
      qty: 1,
      unit_price: 100,
      row_total: 100,
      discount: 0,
      tax_rate_bp: 1500,
      tax_amount: 13,
      options: '[]',
    }
    await insertTestOrder(shop.db, { customer_id: customerId, status: 'processing', payment_status: 'paid', orderLines: [line] })
    // A declined order of the other product does not make its buyer verified.
    await insertTestOrder(shop.db, {
      customer_id: customerId,
      payment_status: 'declined',
      orderLines: [{ ...line, product_id: other.id, sku: other.sku }],
    })

    const { email: _ignored, ...withoutEmail } = review
    expect((await post(browser, product, withoutEmail)).status).toBe(303)
    // An address posted anyway is not the one stored: the account's is.
    expect((await post(browser, other, { ...withoutEmail, email: 'someone.else@example.co.za' })).status).toBe(303)
    const [bought] = await rows(product.id)
    const [declined] = await rows(other.id)
    expect(bought).toMatchObject({ customer_id: customerId, email: 'thandi.reviews@example.co.za' })
    expect(Number(bought!.verified)).toBe(1)
    expect(declined).toMatchObject({ email: 'thandi.reviews@example.co.za' })
    expect(Number(declined!.verified)).toBe(0)
    await moderateReview(bought!.id, 'published')
    expect((await page(shopper(), product)).reviews.reviews[0]?.verified).toBe(true)
  })

  it('never marks a guest as verified, even with the e-mail address of a buyer', async () => {
    const product = aProduct()
    const line = {
      line_no: 1,
      product_id: product.id,
      sku: product.sku,
      name: 'x',
      qty: 1,
      unit_price: 100,
      row_total: 100,
      discount: 0,
      tax_rate_bp: 1500,
      tax_amount: 13,
      options: '[]',
    }
    await insertTestOrder(shop.db, { email: review.email, status: 'complete', payment_status: 'paid', orderLines: [line] })
    await post(shopper(), product, review)
    const [row] = await rows(product.id)
    expect(Number(row!.verified)).toBe(0)
  })

  it('takes one review per customer and product: a second is refused with a message', async () => {
    const product = aProduct()
    const browser = shopper()
    await registered(browser, 'once@example.co.za')
    expect((await post(browser, product, review)).status).toBe(303)
    const again = await post(browser, product, { ...review, text: 'Changed my mind.' })
    expect(again.status).toBe(400)
    expect(((await again.json()) as Reply).result.error).toEqual({ '': [REVIEW_ALREADY_WRITTEN] })
    const stored = await rows(product.id)
    expect(stored.map((r) => r.text)).toEqual(['Works well.'])
  })

  it('takes one review per guest address and product, and thanks a second without telling who reviewed', async () => {
    const product = aProduct()
    expect((await post(shopper(), product, review)).status).toBe(303)
    const browser = shopper()
    const again = await post(browser, product, { ...review, email: 'Lerato@Example.co.za', text: 'Second try.' })
    expect(again.status).toBe(303)
    expect((await browser.toast())?.message).toBe('review.thanksPending')
    expect((await rows(product.id)).map((r) => r.text)).toEqual(['Works well.'])
  })

  it('drops a post whose hidden honeypot field is filled, with the same thanks', async () => {
    const product = aProduct()
    const browser = shopper()
    const response = await post(browser, product, { ...review, website: 'https://spam.example' })
    expect(response.status).toBe(303)
    expect((await browser.toast())?.message).toBe('review.thanksPending')
    expect(await rows(product.id)).toEqual([])
  })

  it('limits reviews per address: ten a day are free, then the 429 page says when to try again', async () => {
    const product = aProduct()
    const from = () => new Browser('10.2.0.1')
    for (let i = 0; i < 11; i++) {
      const response = await post(from(), product, { ...review, email: `r${i}@example.co.za` })
      expect(response.status).toBe(303)
    }
    const blocked = await post(from(), product, { ...review, email: 'late@example.co.za' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another address is not held back.
    expect((await post(shopper(), product, { ...review, email: 'other@example.co.za' })).status).toBe(303)
    expect(await rows(product.id)).toHaveLength(12)
  })

  it('answers 404 for a review of a product that does not exist', async () => {
    const response = await shopper().post(productRoute.action, '/p/NOPE-0000/nothing', review, { parentSku: 'NOPE-0000', slug: 'nothing' })
    expect(response.status).toBe(404)
  })

  it('reads the summary of a product without reviews as no average', async () => {
    expect((await getProductReviews(DEFAULT_STORE_VIEW, aProduct().id, '1')).summary).toEqual({ count: 0, average: null })
  })
})
