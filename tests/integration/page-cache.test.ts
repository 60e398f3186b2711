/**
 * Pages kept for shoppers without the shop's cookies (server/page-cache.server.ts), through the whole
 * HTTP stack: what a second shopper gets is that shopper's own page, and a change in the database shows on
 * the next request, on SQLite and on PostgreSQL, whether this instance, another one or a script made it.
 */
import './support/env'
import http from 'node:http'
import zlib from 'node:zlib'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { publishCatalogueChange } from '~/providers/catalog/events.server'
import { buildSearchIndexes, setSearchEngine } from '~/providers/catalog/search.server'
import { readFormStamp } from '~/utils/bot-guard.server'
import { storeViews } from '~/utils/store-views'
import { databaseTargets } from '../setup/db'
import { serveShop, type RunningShop } from './support/app-server'
import { openShop } from './support/shop'

const PRODUCT = DEMO_FIXTURES.volatileStock

/** What the shopper sees of a page, and whether it came from the kept copy (a kept copy says its Age). */
async function visit(server: RunningShop, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { redirect: 'manual', headers })
  return { response, html: await response.text(), kept: response.headers.has('age') }
}

/** The nonce the response's CSP allows, and the nonces its page uses. */
function nonces(response: Response, html: string) {
  const allowed = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  const used = new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]))
  return { allowed, used: [...used] }
}

const stamps = (html: string) => [...new Set([...html.matchAll(/name="form_stamp" value="([^"]+)"/g)].map((match) => match[1]!))]

/** A price as the en-ZA page writes it, whatever space it groups thousands with. */
const shownPrice = (minor: number) =>
  new RegExp(
    `R\\s?${Math.floor(minor / 100)
      .toLocaleString('en-US')
      .replace(/,/g, '\\s')}\\.${String(minor % 100).padStart(2, '0')}`,
  )

describe.each(databaseTargets())('pages kept for shoppers without cookies (%s)', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let server: RunningShop
  let productPath: string
  let productId: number

  beforeAll(async () => {
    shop = await openShop(kind)
    await buildSearchIndexes(
      shop.db,
      storeViews.map((view) => view.storeCode),
    )
    server = await serveShop()
    const product = await shop.db.selectFrom('product').select(['id']).where('sku', '=', PRODUCT).executeTakeFirstOrThrow()
    productId = product.id
    const redirect = await fetch(`${server.url}/p/${PRODUCT}/x`, { redirect: 'manual' })
    productPath = new URL(redirect.headers.get('location') ?? '', server.url).pathname
  })
  afterAll(async () => {
    await server?.close()
    setSearchEngine(undefined)
    await shop?.close()
  })

  it('serves a first visitor the page it kept, with that visitor’s own nonce and form stamps', async () => {
    const first = await visit(server, productPath)
    const second = await visit(server, productPath)
    expect(first.response.status).toBe(200)
    expect(first.kept).toBe(false)
    expect(second.kept).toBe(true)
    const a = nonces(first.response, first.html)
    const b = nonces(second.response, second.html)
    expect(a.used).toEqual([a.allowed])
    expect(b.used).toEqual([b.allowed])
    expect(b.allowed).not.toBe(a.allowed)
    // The newsletter form's stamp says when this copy was made: the bot guard's minimum fill time counts from it.
    const before = Date.now()
    const third = await visit(server, productPath)
    const [stamp] = stamps(third.html)
    expect(stamps(third.html)).toHaveLength(1)
    expect(stamp).not.toBe(stamps(first.html)[0])
    expect(readFormStamp(stamp!)).toBeGreaterThanOrEqual(before)
    expect(third.html).toContain(stamp) // in the markup and in the page's data alike
    expect(third.html.split(stamp!).length - 1).toBe(first.html.split(stamps(first.html)[0]!).length - 1)
  })

  it('sends a kept copy gzipped from its pieces: the same page with this copy’s nonce, or plain when gzip is not accepted', async () => {
    /** The answer as it comes over the wire (fetch would inflate it unasked). */
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(server.url + productPath, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    await visit(server, productPath)
    const gzipped = await raw('gzip, deflate, br')
    const plain = await raw('identity')
    expect(gzipped.headers.age).toBeDefined()
    expect(plain.headers.age).toBeDefined()
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const inflated = zlib.gunzipSync(gzipped.body).toString('utf8')
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length)
    // Each copy has its own nonce and stamp; with those taken out the two copies are the same page.
    const nonce = /'nonce-([^']+)'/.exec(String(gzipped.headers['content-security-policy']))![1]!
    expect(inflated).toContain(`nonce="${nonce}"`)
    const plainText = plain.body.toString('utf8')
    const blank = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/\d{13}\.[\w-]{43}/g, 'stamp')
    expect(blank(inflated)).toBe(blank(plainText))
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3)
  })

  it('never serves the kept page to a shopper with a cart, and shows that shopper their own count', async () => {
    await visit(server, productPath)
    const body = new URLSearchParams({ intent: 'add', sku: PRODUCT, qty: '2' })
    const added = await fetch(`${server.url}/cart`, { method: 'POST', body, redirect: 'manual', headers: { origin: server.url } })
    expect(added.status).toBe(303)
    const cookie = added.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
    expect(cookie).toMatch(/karoo_/)
    const withCart = await visit(server, productPath, { cookie })
    expect(withCart.kept).toBe(false)
    // The header's count, in the markup (no JavaScript) and in the data the page hydrates from (JavaScript).
    expect(withCart.html).toMatch(/"cartCount":2/)
    expect(withCart.response.headers.get('cache-control')).toMatch(/private/)
    const stranger = await visit(server, productPath)
    expect(stranger.kept).toBe(true)
    expect(stranger.html).toMatch(/"cartCount":0/)
    expect(stranger.html).toMatch(/"signedIn":false/)
  })

  it('keeps no page that sets a cookie, answers an error, or belongs to one shopper', async () => {
    for (const path of ['/cart', '/checkout', '/login', '/p/NO-SUCH-SKU/x', '/c/no-such-category']) {
      await visit(server, path)
      expect((await visit(server, path)).kept, path).toBe(false)
    }
    // Loader data follows its route: the product's is kept, the root's (cart count, sign-in) never.
    const data = `${productPath}?_data=${encodeURIComponent('routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)')}`
    await visit(server, data)
    expect((await visit(server, data)).kept).toBe(true)
    await visit(server, `${productPath}?_data=root`)
    expect((await visit(server, `${productPath}?_data=root`)).kept).toBe(false)
  })

  it('shows a new price, stock, name and category on the next request', async () => {
    await visit(server, productPath)
    expect((await visit(server, productPath)).kept).toBe(true)

    await shop.db
      .updateTable('product_price')
      .set({ price: 1_234_567, special_price: null })
      .where('product_id', '=', productId)
      .where('store_code', '=', 'default')
      .execute()
    const priced = await visit(server, productPath)
    expect(priced.kept).toBe(false)
    expect(priced.html).toMatch(shownPrice(1_234_567))

    await shop.db.updateTable('stock').set({ qty: 0, is_in_stock: 0 }).where('product_id', '=', productId).execute()
    expect((await visit(server, productPath)).html).toMatch(/Out of stock/i)

    await shop.db.updateTable('product').set({ name: 'Renamed Blender For The Cache Test' }).where('id', '=', productId).execute()
    expect((await visit(server, productPath)).html).toContain('Renamed Blender For The Cache Test')

    // Put into another category (and indexed, as the shop's own writes are): it shows on that page at once.
    const other = await shop.db
      .selectFrom('category')
      .select(['id', 'url_path'])
      .where('is_active', '=', 1)
      .where('parent_id', 'is not', null)
      .where(
        'id',
        'not in',
        shop.db.selectFrom('category').select('parent_id').where('parent_id', 'is not', null).$narrowType<{ parent_id: number }>(),
      )
      .where('id', 'not in', shop.db.selectFrom('product_category').select('category_id').where('product_id', '=', productId))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const categoryPath = `/c/${other.url_path}`
    await visit(server, categoryPath)
    expect((await visit(server, categoryPath)).html).not.toContain('Renamed Blender For The Cache Test')
    await shop.db.insertInto('product_category').values({ product_id: productId, category_id: other.id, position: 0 }).execute()
    await publishCatalogueChange([productId])
    expect((await visit(server, categoryPath)).html).toContain('Renamed Blender For The Cache Test')
  })

  it('shows a changed CMS page and a changed translation on the next request', async () => {
    await visit(server, '/about')
    expect((await visit(server, '/about')).kept).toBe(true)
    await shop.db
      .updateTable('cms_page')
      .set({ content: '<p>We moved to Karoo Street.</p>' })
      .where('identifier', '=', 'about')
      .where('store_code', '=', 'default')
      .execute()
    expect((await visit(server, '/about')).html).toContain('We moved to Karoo Street.')

    const german = `/de${productPath}`
    await visit(server, german)
    expect((await visit(server, german)).kept).toBe(true)
    await shop.db
      .updateTable('translation')
      .set({ value: 'Umbenannter Mixer' })
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(productId))
      .where('store_code', '=', 'de')
      .where('field', '=', 'name')
      .execute()
    expect((await visit(server, german)).html).toContain('Umbenannter Mixer')
  })

  it('draws the newsletter form once per content: a changed promise shows on the next request, each page keeps its own address', async () => {
    const promise = (html: string) => /<div class="newsletter-promise cms-content">([\s\S]*?)<\/div>/.exec(html)?.[1]
    const returnsTo = (html: string) => /name="redirectTo" value="([^"]*)"/.exec(html)?.[1]
    const block = () => shop.db.updateTable('cms_block').where('identifier', '=', 'newsletter-promise').where('store_code', '=', 'default')
    const seeded = await shop.db
      .selectFrom('cms_block')
      .select('content')
      .where('identifier', '=', 'newsletter-promise')
      .where('store_code', '=', 'default')
      .executeTakeFirstOrThrow()
    await visit(server, '/about')
    await block().set({ content: '<p>Monthly recipes.</p>' }).execute()
    expect(promise((await visit(server, '/about')).html)).toBe('<p>Monthly recipes.</p>')
    await block().set({ content: '<p>Weekly deals.</p>' }).execute()
    const changed = await visit(server, '/about')
    expect(promise(changed.html)).toBe('<p>Weekly deals.</p>')
    expect(returnsTo(changed.html)).toBe('/about')

    // The address is the request's own, escaped as an attribute value; "$&" in it is no replacement pattern.
    const odd = await visit(server, '/search?q=a$&b=$$c')
    expect(odd.response.status).toBe(200)
    expect(returnsTo(odd.html)).toBe('/search?q=a$&amp;b=$$c')
    const other = await visit(server, '/search?q=kettle')
    expect(returnsTo(other.html)).toBe('/search?q=kettle')
    // A fresh stamp in each page's form.
    expect(stamps(odd.html)[0]).not.toBe(stamps(other.html)[0])
    await block().set({ content: seeded.content }).execute()
  })

  it('prices a cart with a changed VAT rate on the next request (the rate is kept between requests)', async () => {
    const body = new URLSearchParams({ intent: 'add', sku: DEMO_FIXTURES.activeSpecial, qty: '1' })
    const added = await fetch(`${server.url}/cart`, { method: 'POST', body, redirect: 'manual', headers: { origin: server.url } })
    const cookie = added.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
    const taxRow = (html: string) => /"tax":(\d+)/.exec(html)?.[1]
    const before = taxRow((await visit(server, '/cart', { cookie })).html)
    expect(Number(before)).toBeGreaterThan(0)
    const rate = await shop.db.selectFrom('tax_rate').select(['id', 'rate_bp']).where('tax_country_id', '=', 'ZA').executeTakeFirstOrThrow()
    try {
      await shop.db
        .updateTable('tax_rate')
        .set({ rate_bp: 2 * rate.rate_bp })
        .where('id', '=', rate.id)
        .execute()
      const after = taxRow((await visit(server, '/cart', { cookie })).html)
      expect(Number(after)).toBeGreaterThan(Number(before))
    } finally {
      await shop.db.updateTable('tax_rate').set({ rate_bp: rate.rate_bp }).where('id', '=', rate.id).execute()
    }
  })

  it('ends a kept page when another instance or a script writes through its own connection', async () => {
    // A second server (another instance, with its own kept pages) and a second connection to the same database.
    const second = await serveShop()
    let other: DatabaseHandle | undefined
    try {
      for (const instance of [server, second]) {
        await visit(instance, productPath)
        expect((await visit(instance, productPath)).kept).toBe(true)
      }
      other = await openDatabase(
        shop.kind === 'postgres'
          ? { url: process.env.TEST_DATABASE_URL, pgSchema: shop.pgSchema }
          : { sqliteFile: shop.describe.replace(/^sqlite:/, '') },
      )
      await other.db
        .updateTable('product_price')
        .set({ price: 7_654_321 })
        .where('product_id', '=', productId)
        .where('store_code', '=', 'default')
        .execute()
      for (const instance of [server, second]) expect((await visit(instance, productPath)).html).toMatch(shownPrice(7_654_321))
    } finally {
      await other?.close()
      await second.close()
    }
  })
})

describe('the content generation', () => {
  it.each(databaseTargets())('is raised by a write in the same transaction, not before it commits (%s)', async (kind) => {
    const shop = await openShop(kind)
    try {
      const read = async () => Number((await shop.db.selectFrom('content_generation').select('value').executeTakeFirstOrThrow()).value)
      const before = await read()
      await shop.db.updateTable('stock').set({ qty: 3 }).where('product_id', '=', 1).execute()
      expect(await read()).toBeGreaterThan(before)
      const afterWrite = await read()
      // Carts and orders are one shopper's: writing them keeps every kept page.
      await sql`delete from cart`.execute(shop.db)
      expect(await read()).toBe(afterWrite)
    } finally {
      await shop.close()
    }
  })
})

/**
 * Tables that only ever hold one shopper's things (carts, orders, accounts, mail, limits): writing them ends
 * no kept page. Every other table must raise the content generation; a new table is one or the other.
 */
const ONE_SHOPPER_TABLES = [
  'cart',
  'cart_line',
  'coupon',
  'gift_card',
  'order_sequence',
  'sales_order',
  'sales_order_line',
  'payment',
  'payment_event',
  'mail_outbox',
  'throttle',
  'customer',
  'customer_session',
  'password_reset',
  'newsletter_subscription',
  'order_download',
  'recently_viewed',
  'shopper_list_item',
  'contact_message',
  'customer_address',
  'warranty_registration',
  'content_generation',
]

describe.each(databaseTargets())('which tables end kept pages (%s)', (kind) => {
  it('every table shown on shared pages raises the content generation', async () => {
    const shop = await openShop(kind)
    try {
      const tables =
        kind === 'postgres'
          ? (
              await sql<{
                name: string
              }>`select table_name as name from information_schema.tables where table_schema = ${shop.pgSchema!}`.execute(shop.db)
            ).rows
          : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(shop.db)).rows
      const triggered =
        kind === 'postgres'
          ? (
              await sql<{
                name: string
              }>`select distinct event_object_table as name from information_schema.triggers where trigger_schema = ${shop.pgSchema!}`.execute(
                shop.db,
              )
            ).rows
          : (await sql<{ name: string }>`select distinct tbl_name as name from sqlite_master where type = 'trigger'`.execute(shop.db)).rows
      const withTrigger = new Set(triggered.map((row) => row.name))
      const unclassified = tables
        .map((row) => row.name)
        .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'))
        .filter((name) => !withTrigger.has(name) && !ONE_SHOPPER_TABLES.includes(name))
      expect(unclassified).toEqual([])
      expect([...withTrigger].filter((name) => ONE_SHOPPER_TABLES.includes(name))).toEqual([])
    } finally {
      await shop.close()
    }
  })
})
