/**
 * Property-based fuzzing of every loader and action, found in the route manifest (remix.config.js) so that a
 * new route is covered without editing this file. Requests go over HTTP through the whole application (the
 * Express checks, the page cache, Remix's handler), mostly as `?_data=<route id>` requests, which run exactly
 * one route's loader or action without rendering a page:
 *
 * - loaders get odd query strings (malformed percent-escapes, huge and negative numbers, repeated keys, markup,
 *   other scripts) and odd values in their dynamic segments, in every store view and an unknown one;
 * - actions get random and malformed bodies (known field names with odd values, forged list indexes, raw
 *   bytes, JSON, broken multipart, the wrong content type) from a guest and from a signed-in customer with
 *   a cart, half as a fetcher posts them and half as a browser without JavaScript does (the page rendered
 *   after the action);
 * - every page is also rendered whole with odd query strings;
 * - the cart and the checkout get random sequences of a shopper's steps (odd quantities, products, coupons,
 *   addresses, a place-order form with its fields disturbed).
 *
 * No answer may be a server error, and the shop's invariants hold afterwards: no stock below zero, no order
 * without lines, no line or cart line with a quantity below one, no order total below zero.
 *
 * Bounded and repeatable: a fixed seed per route and few runs each, so the file takes well under a minute per
 * database on two cores. A failure prints the seed and the shrunk counterexample: fix the cause and keep the
 * case as a plain test beside the other security tests, so it runs whatever the seed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  // The bot guard's minimum fill time would refuse every fuzzed public form before its fields are read.
  process.env.FORM_MIN_FILL_MS = '0'
})

import '../integration/support/env'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '@remix-run/dev/dist/config.js'
import fc from 'fast-check'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import * as cartRoute from '~/routes/($store)+/_checkout+/cart'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { databaseTargets } from '../setup/db'
import { CAPE_TOWN_ADDRESS } from '../setup/orders'
import { serveShop, type RunningShop } from '../integration/support/app-server'
import { Browser, openShop } from '../integration/support/shop'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * One seed for the file; each property adds its own offset, so a failure names a seed that replays it.
 * FUZZ_SEED picks another fixed seed and FUZZ_SCALE multiplies the runs, for a longer search by hand
 * (`FUZZ_SEED=7 FUZZ_SCALE=10 npx vitest run tests/security/fuzz-routes.test.ts`); CI keeps the defaults.
 */
const SEED = Number(process.env.FUZZ_SEED) || 22_2026
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1)
const LOADER_RUNS = 8 * SCALE
const PAGE_RUNS = 2 * SCALE
const ACTION_RUNS = 8 * SCALE
const JOURNEY_RUNS = 10 * SCALE

interface ManifestRoute {
  id: string
  /** The URL pattern from the root, as the manifest writes it (`:store?/c/:slug`, `media/*`). */
  pattern: string
  index: boolean
  hasLoader: boolean
  hasAction: boolean
  /** A page (it renders a document), not a resource route. */
  hasComponent: boolean
}

async function manifestRoutes(): Promise<ManifestRoute[]> {
  const config = await readConfig(root)
  const fullPath = (id: string | undefined): string => {
    const route = id ? config.routes[id] : undefined
    if (!route) return ''
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/')
  }
  const routes: ManifestRoute[] = []
  // One route per module: the CMS pages are one module under many paths.
  const seenFiles = new Set<string>()
  for (const route of Object.values(config.routes)) {
    if (seenFiles.has(route.file)) continue
    seenFiles.add(route.file)
    const module = (await import(/* @vite-ignore */ path.join(config.appDirectory, route.file))) as Record<string, unknown>
    routes.push({
      id: route.id,
      pattern: fullPath(route.id),
      index: Boolean(route.index),
      hasLoader: typeof module.loader === 'function',
      hasAction: typeof module.action === 'function',
      hasComponent: typeof module.default === 'function',
    })
  }
  return routes
}

/** Values for dynamic segments that the seeded shop has, so that a loader gets past its lookup. */
const SAMPLE_PARAMS: Record<string, string[]> = {
  parentSku: [DEMO_FIXTURES.customOptions, DEMO_FIXTURES.configurablePartial],
  childSku: [DEMO_FIXTURES.configurablePartialChildInStock],
  slug: ['product', 'kettles', 'about-us'],
  orderId: ['01J00000000000000000000000'],
  provider: ['sandbox'],
  reference: ['KA-0000'],
  category: ['news'],
  locale: ['en-US', 'de-DE'],
  version: ['1'],
  store: ['de', 'it'],
}

const ODD_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '9007199254740993',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"a":',
  '__proto__',
  'constructor',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  'Kühl- & Gefrierschränke',
  'холодильник',
  '冷蔵庫',
  '😀',
  'a'.repeat(3000),
  'price:0-100',
  '0-999999999',
  'A+++',
  'x,y,,z',
]

const oddValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
)

const QUERY_KEYS = [
  'q',
  'page',
  'sort',
  'dir',
  'limit',
  'price',
  'brand',
  'filter',
  'energy_class',
  'capacity',
  'color',
  'redirectTo',
  'token',
  'email',
  'order',
  'number',
  'lang',
  'view',
  'sku',
  'qty',
  'id',
  'expires',
  'signature',
  'status',
  'result',
  'step',
  '__proto__',
  'a[b]',
  'x[999999999]',
]

const queryKey = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) })

/** A query string, either encoded as a form would or written raw (so `%zz` stays a broken escape). */
const queryString = fc
  .tuple(fc.array(fc.tuple(queryKey, oddValue), { maxLength: 5 }), fc.boolean())
  .map(([pairs, raw]) =>
    raw
      ? pairs.map(([key, value]) => `${key.replace(/[#&=]/g, '')}=${value.replace(/[#&]/g, '')}`).join('&')
      : new URLSearchParams(pairs).toString(),
  )

const FIELD_NAMES = [
  'intent',
  'redirectTo',
  'q',
  'sku',
  'childSku',
  'qty',
  'lineId',
  'addressId',
  'idempotencyKey',
  'reviewedDiscount',
  'reviewedVoucherAmount',
  'reviewedAmountDue',
  'terms',
  'email',
  'emailAddress',
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'firstName',
  'lastName',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'country',
  'telephone',
  'shippingMethod',
  'paymentMethod',
  'sameAsShipping',
  'code',
  'coupon',
  'voucher',
  'rating',
  'title',
  'text',
  'name',
  'message',
  'locale',
  'token',
  'orderNumber',
  'serialNumber',
  'purchaseDate',
  'productSku',
  'newsletter',
  'options[1]',
  'bundle.1',
  'super_attribute[color]',
]

const INTENTS = [
  'add',
  'update',
  'remove',
  'clear',
  'coupon',
  'coupon-remove',
  'voucher',
  'voucher-remove',
  'personal',
  'shipping',
  'shipping-saved',
  'shipping-method',
  'billing',
  'payment',
  'review',
  'place',
  'checkout',
  'login',
  'register',
  'forgot',
  'profile',
  'change-password',
  'edit',
  'delete',
  'default',
  'subscribe',
  'unsubscribe',
  'approve',
  'decline',
  'retry',
  'change-method',
]

const fieldValue = fc.oneof(
  { weight: 4, arbitrary: oddValue },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...Object.values(DEMO_FIXTURES),
      'on',
      'standard',
      'cash_on_delivery',
      'ZA',
      'DE',
      'Western Cape',
      'thandi@example.co.za',
    ),
  },
)

const formFields = fc.array(
  fc.tuple(
    fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
    fieldValue,
  ),
  { maxLength: 8 },
)

type Body = { contentType?: string; body: string | FormData | URLSearchParams | Uint8Array }

/** A body for an action: a plausible form (with the bot guard's stamp when wanted), or something malformed. */
const actionBody: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        intent: fc.option(fc.constantFrom(...INTENTS), { nil: undefined }),
        fields: formFields,
        stamp: fc.boolean(),
        multipart: fc.boolean(),
      })
      .map(({ intent, fields, stamp, multipart }) => {
        const pairs: [string, string][] = [...(intent ? [['intent', intent] as [string, string]] : []), ...fields]
        if (stamp) pairs.push([STAMP_FIELD, issueFormStamp()], [HONEYPOT_FIELD, ''])
        if (!multipart) return { body: new URLSearchParams(pairs) }
        const form = new FormData()
        for (const [name, value] of pairs) form.append(name, value)
        return { body: form }
      }),
  },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ contentType: 'application/x-www-form-urlencoded', body: text })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'application/x-www-form-urlencoded', body: bytes })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Body>(
      { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd' },
      { contentType: 'multipart/form-data', body: 'no boundary at all' },
      { contentType: 'multipart/form-data; boundary=', body: '--\r\n--' },
      { contentType: 'application/x-www-form-urlencoded', body: 'intent=%E0%A4%A&qty=%' },
      {
        contentType: 'application/x-www-form-urlencoded',
        body: 'x[999999999]=1&__intent__={"type":"insert","payload":{"name":"x","index":999999999}}',
      },
      { contentType: 'application/json', body: '{"intent":"add","sku":"KET-0901","qty":1}' },
      { contentType: 'text/plain', body: 'intent=add' },
      { contentType: undefined, body: 'intent=add' },
    ),
  },
)

/** A path that reaches the route's pattern: optional segments taken or not, dynamic ones sampled or odd. */
function pathFor(pattern: string): fc.Arbitrary<string> {
  const segments = pattern.split('/').filter(Boolean)
  const parts = segments.map((segment): fc.Arbitrary<string | null> => {
    const optional = segment.endsWith('?')
    const bare = optional ? segment.slice(0, -1) : segment
    let value: fc.Arbitrary<string>
    if (bare === '*')
      value = fc
        .array(fc.constantFrom('x', 'de', '%zz', 'a.b', 'ünï', 'kettle.png'), { minLength: 1, maxLength: 3 })
        .map((xs) => xs.join('/'))
    else if (bare.startsWith(':')) {
      const samples = SAMPLE_PARAMS[bare.slice(1)] ?? ['x']
      value = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...samples) },
        // Encoded, as a browser sends it: the segment is odd, not the URL. (`.` and `..` are not segments: URLs resolve them.)
        {
          weight: 2,
          arbitrary: oddValue
            .filter((text) => text.trim() !== '' && text !== '.' && text !== '..' && text.length < 300)
            .map(encodeURIComponent),
        },
        { weight: 1, arbitrary: fc.constant('zz') },
      )
    } else value = fc.constant(bare)
    return optional ? fc.option(value, { nil: null }) : value
  })
  return fc.tuple(...parts).map((values) => '/' + values.filter((v): v is string => v !== null && v !== '').join('/'))
}

/** A client address per request: the rate limits count per address, and one address would soon be refused everything. */
const clientAddress = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 })).map(([a, b]) => `198.51.${a}.${b}`)

/** Requests addresses relative to the shop under test; cookies from one browser. */
class Client {
  constructor(
    private server: RunningShop,
    readonly browser: Browser,
  ) {}

  async send(
    path: string,
    init: { method?: string; contentType?: string; body?: Body['body']; address: string },
  ): Promise<{ status: number; text: string }> {
    const headers = new Headers({ 'X-Forwarded-For': init.address })
    const cookie = this.browser.cookieHeader()
    if (cookie) headers.set('Cookie', cookie)
    if (init.method === 'POST') headers.set('Origin', this.server.url)
    if (init.contentType) headers.set('Content-Type', init.contentType)
    const response = await fetch(this.server.url + path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body as BodyInit | undefined,
      redirect: 'manual',
    })
    this.browser.absorb(response)
    return { status: response.status, text: await response.text() }
  }
}

function withQuery(path: string, query: string, routeId: string, index: boolean): string {
  const data = `_data=${encodeURIComponent(routeId)}`
  return `${path}?${[index ? 'index' : '', query, data].filter(Boolean).join('&')}`
}

/** What a server error said, for the failure message. */
function serverError(status: number, text: string): string | null {
  return status >= 500 ? `${status} ${text.slice(0, 500)}` : null
}

async function checkInvariants(db: Awaited<ReturnType<typeof openShop>>['db']): Promise<void> {
  const negativeStock = await db
    .selectFrom('stock')
    .select(['product_id', 'qty'])
    .where('manage_stock', '=', 1)
    .where('qty', '<', 0)
    .execute()
  expect(negativeStock, 'stock below zero').toEqual([])
  const ordersWithoutLines = await db
    .selectFrom('sales_order')
    .select(['sales_order.id', 'sales_order.number'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('sales_order_line').select('order_id').whereRef('sales_order_line.order_id', '=', 'sales_order.id'))),
    )
    .execute()
  expect(ordersWithoutLines, 'orders without lines').toEqual([])
  const badLines = await db
    .selectFrom('sales_order_line')
    .select(['order_id', 'qty', 'row_total'])
    .where((eb) => eb.or([eb('qty', '<', 1), eb('row_total', '<', 0)]))
    .execute()
  expect(badLines, 'order lines with a quantity below one or a negative total').toEqual([])
  const negativeOrders = await db.selectFrom('sales_order').select(['number', 'grand_total']).where('grand_total', '<', 0).execute()
  expect(negativeOrders, 'orders with a negative total').toEqual([])
  const badCartLines = await db.selectFrom('cart_line').select(['cart_id', 'qty']).where('qty', '<', 1).execute()
  expect(badCartLines, 'cart lines with a quantity below one').toEqual([])
}

describe.each(databaseTargets())('fuzzing every loader and action [%s]', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let server: RunningShop
  let routes: ManifestRoute[]
  let customer: Browser

  beforeAll(async () => {
    shop = await openShop(kind)
    // The fuzz sends X-Forwarded-For from loopback, as a proxy on the same machine would.
    server = await serveShop({ env: { TRUST_PROXY: ['loopback'] } })
    routes = await manifestRoutes()
    customer = new Browser('203.0.113.8')
    const registered = await customer.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: `fuzz-${kind}@example.com`,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    })
    expect(registered.status).toBe(303)
    expect((await customer.post(cartRoute.action, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
  }, 120_000 * SCALE)

  afterAll(async () => {
    await server?.close()
    await shop?.close()
  })

  it('finds the loaders and actions in the route manifest', () => {
    expect(routes.filter((route) => route.hasLoader).length).toBeGreaterThanOrEqual(30)
    expect(routes.filter((route) => route.hasAction).length).toBeGreaterThanOrEqual(20)
  })

  it(
    'answers odd query strings and segments to every loader without a server error',
    async () => {
      let offset = 0
      for (const route of routes.filter((r) => r.hasLoader)) {
        offset++
        await fc.assert(
          fc.asyncProperty(pathFor(route.pattern), queryString, clientAddress, fc.boolean(), async (path, query, address, signedIn) => {
            const client = new Client(server, signedIn ? customer.clone() : new Browser())
            const { status, text } = await client.send(withQuery(path, query, route.id, route.index), { address })
            expect(serverError(status, text), `${route.id} GET ${path}?${query}`).toBeNull()
          }),
          { seed: SEED + offset, numRuns: LOADER_RUNS },
        )
      }
      await checkInvariants(shop.db)
    },
    120_000 * SCALE,
  )

  it(
    'renders every page with odd query strings and segments without a server error',
    async () => {
      let offset = 500
      for (const route of routes.filter((r) => r.hasComponent && r.id !== 'root')) {
        offset++
        await fc.assert(
          fc.asyncProperty(pathFor(route.pattern), queryString, clientAddress, async (path, query, address) => {
            const client = new Client(server, new Browser())
            const target = query ? `${path}?${query}` : path
            const { status, text } = await client.send(target, { address })
            expect(serverError(status, text), `${route.id} document GET ${target}`).toBeNull()
          }),
          { seed: SEED + offset, numRuns: PAGE_RUNS },
        )
      }
    },
    120_000 * SCALE,
  )

  it(
    'answers random and malformed bodies to every action without a server error',
    async () => {
      let offset = 1000
      // Logging out last, so that the customer reaches every account action signed in.
      const actions = routes.filter((r) => r.hasAction).sort((a, b) => Number(a.id.endsWith('/logout')) - Number(b.id.endsWith('/logout')))
      for (const route of actions) {
        offset++
        await fc.assert(
          fc.asyncProperty(
            pathFor(route.pattern),
            actionBody,
            clientAddress,
            fc.boolean(),
            fc.boolean(),
            async (path, body, address, signedIn, asDocument) => {
              const client = new Client(server, signedIn ? customer.clone() : new Browser())
              // As a fetcher posts (`_data`, the action alone), or as a browser without JavaScript (the page rendered after it).
              const target = asDocument ? (route.index ? `${path}?index` : path) : withQuery(path, '', route.id, route.index)
              const { status, text } = await client.send(target, { method: 'POST', ...body, address })
              expect(serverError(status, text), `${route.id} POST ${target} ${describeBody(body)}`).toBeNull()
            },
          ),
          { seed: SEED + offset, numRuns: ACTION_RUNS },
        )
      }
      await checkInvariants(shop.db)
    },
    120_000 * SCALE,
  )

  it(
    'keeps the invariants through random cart and checkout journeys',
    async () => {
      const SKUS = [
        DEMO_FIXTURES.futureSpecial,
        DEMO_FIXTURES.activeSpecial,
        DEMO_FIXTURES.volatileStock,
        DEMO_FIXTURES.outOfStock,
        DEMO_FIXTURES.disabled,
        DEMO_FIXTURES.freeEbook,
        DEMO_FIXTURES.configurablePartialChildInStock,
        DEMO_FIXTURES.configurablePartialChildOutOfStock,
        'NO-SUCH-SKU',
      ]
      const qty = fc.oneof(
        fc.constantFrom('1', '2', '0', '-1', '-100', '1.5', '1e3', '999999', '', 'x', '9007199254740993'),
        fc.integer({ min: -5, max: 20 }).map(String),
      )
      const step = fc.oneof(
        { weight: 1, arbitrary: fc.record({ intent: fc.constant('add'), sku: fc.constantFrom(...SKUS), qty }) },
        { weight: 1, arbitrary: fc.record({ intent: fc.constant('update'), line: fc.nat(3), qty }) },
        { weight: 1, arbitrary: fc.record({ intent: fc.constant('remove'), line: fc.nat(3) }) },
        {
          weight: 1,
          arbitrary: fc.record({
            intent: fc.constant('coupon'),
            code: fc.oneof(fc.constantFrom('WELCOME10', 'SAVE20', 'FREESHIP'), oddValue),
          }),
        },
        { weight: 1, arbitrary: fc.record({ intent: fc.constant('checkout'), fields: formFields }) },
        {
          weight: 3,
          arbitrary: fc.record({
            intent: fc.constant('place'),
            disturb: fc.option(
              fc.tuple(
                fc.constantFrom('idempotencyKey', 'reviewedDiscount', 'reviewedVoucherAmount', 'reviewedAmountDue', 'terms'),
                oddValue,
              ),
              {
                nil: null,
                freq: 2,
              },
            ),
          }),
        },
      )
      const address = '198.51.100.77'
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          const client = new Client(server, new Browser())
          const ready = await fillCheckout(client, address)
          for (const s of steps) {
            let result: { status: number; text: string }
            if (s.intent === 'add')
              result = await postForm(
                client,
                '/cart',
                'routes/($store)+/_checkout+/cart',
                { intent: 'add', sku: s.sku, qty: s.qty },
                address,
              )
            else if (s.intent === 'update' || s.intent === 'remove') {
              const lineIds = await cartLineIds(client)
              const lineId = lineIds[s.line % Math.max(1, lineIds.length)] ?? 'no-such-line'
              const fields: Record<string, string> = { intent: s.intent, lineId }
              if (s.intent === 'update') fields.qty = (s as { qty: string }).qty
              result = await postForm(client, '/cart', 'routes/($store)+/_checkout+/cart', fields, address)
            } else if (s.intent === 'coupon')
              result = await postForm(client, '/cart', 'routes/($store)+/_checkout+/cart', { intent: 'coupon', code: s.code }, address)
            else if (s.intent === 'checkout')
              result = await postForm(client, '/checkout', 'routes/($store)+/_checkout+/checkout', Object.fromEntries(s.fields), address)
            else {
              const review = await client.send(withQuery('/checkout', '', 'routes/($store)+/_checkout+/checkout', false), { address })
              if (review.status !== 200) continue
              const data = JSON.parse(review.text) as {
                idempotencyKey?: string
                reviewed?: { discount: number; voucherAmount: number; amountDue: number }
              }
              if (!data.idempotencyKey || !data.reviewed) continue
              const form: Record<string, string> = {
                intent: 'place',
                idempotencyKey: data.idempotencyKey,
                reviewedDiscount: String(data.reviewed.discount),
                reviewedVoucherAmount: String(data.reviewed.voucherAmount),
                reviewedAmountDue: String(data.reviewed.amountDue),
                terms: 'on',
              }
              if (s.disturb) form[s.disturb[0]] = s.disturb[1]
              result = await postForm(client, '/checkout', 'routes/($store)+/_checkout+/checkout', form, address)
            }
            expect(serverError(result.status, result.text), `${JSON.stringify(s)} (checkout ready: ${ready})`).toBeNull()
          }
          await checkInvariants(shop.db)
        }),
        { seed: SEED + 5000, numRuns: JOURNEY_RUNS },
      )
      // The journeys placed orders, so the invariants above were checked on real ones.
      const placed = await shop.db
        .selectFrom('sales_order')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(placed.n)).toBeGreaterThan(0)
    },
    120_000 * SCALE,
  )
})

function describeBody(body: Body): string {
  const shown =
    body.body instanceof URLSearchParams
      ? body.body.toString()
      : body.body instanceof FormData
        ? `multipart ${JSON.stringify([...body.body.entries()].map(([k, v]) => [k, String(v)]))}`
        : typeof body.body === 'string'
          ? JSON.stringify(body.body)
          : `bytes ${Buffer.from(body.body).toString('hex')}`
  return `${body.contentType ?? ''} ${shown.slice(0, 400)}`
}

async function postForm(client: Client, path: string, routeId: string, fields: Record<string, string>, address: string) {
  return client.send(withQuery(path, '', routeId, false), { method: 'POST', body: new URLSearchParams(fields), address })
}

async function cartLineIds(client: Client): Promise<string[]> {
  const cart = await client.send(withQuery('/cart', '', 'routes/($store)+/_checkout+/cart', false), { address: '198.51.100.77' })
  if (cart.status !== 200) return []
  const data = JSON.parse(cart.text) as { cart?: { lines?: { id: string }[] } | null; lines?: { id: string }[] }
  return (data.cart?.lines ?? data.lines ?? []).map((line) => line.id)
}

/** A guest with a product in the cart and every checkout step filled, so that a place-order form can succeed. */
async function fillCheckout(client: Client, address: string): Promise<boolean> {
  const steps: Record<string, string>[] = [
    { intent: 'personal', firstName: 'Fuzz', lastName: 'Guest', emailAddress: 'fuzz-guest@example.co.za' },
    { intent: 'shipping', ...CAPE_TOWN_ADDRESS },
    { intent: 'shipping-method', shippingMethod: 'standard' },
    { intent: 'billing', sameAsShipping: 'on' },
    { intent: 'payment', paymentMethod: 'banktransfer' },
  ]
  const added = await postForm(
    client,
    '/cart',
    'routes/($store)+/_checkout+/cart',
    { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' },
    address,
  )
  let ok = added.status < 400
  for (const fields of steps)
    ok = (await postForm(client, '/checkout', 'routes/($store)+/_checkout+/checkout', fields, address)).status < 400 && ok
  return ok
}
