/**
 * Forged form bodies against every action of the shop, found in the route manifest (remix.config.js), so a
 * new action is covered without editing this file.
 *
 * Conform reads `x[999999999]=1` as an array index and builds the array; a reply that echoed it turned a
 * 63-byte anonymous post into a minute of blocked event loop, a 500, and after three posts a crashed process.
 * Every action must answer such a body at once, small, and never with a server error.
 */
import '../integration/support/env'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '@remix-run/dev/dist/config.js'
import type { ActionFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import * as cartRoute from '~/routes/($store)+/_checkout+/cart'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import { databaseTargets } from '../setup/db'
import { Browser, openShop } from '../integration/support/shop'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type Action = (args: ActionFunctionArgs) => Promise<Response>
interface ActionRoute {
  id: string
  /** A path that reaches the route, its dynamic segments filled with plausible values. */
  path: string
  params: Record<string, string>
  action: Action
}

/** Values for the manifest's dynamic segments: real where the route looks them up. */
const SAMPLE_PARAMS: Record<string, string> = {
  parentSku: DEMO_FIXTURES.customOptions,
  slug: 'product',
  orderId: '01J00000000000000000000000',
  provider: 'sandbox',
  reference: 'KA-0000',
  category: 'news',
  locale: 'en-US',
  version: '1',
}

async function actionRoutes(): Promise<ActionRoute[]> {
  const config = await readConfig(root)
  const routes = Object.values(config.routes)
  const fullPath = (id: string | undefined): string => {
    const route = id ? config.routes[id] : undefined
    if (!route) return ''
    return [fullPath(route.parentId), route.path ?? ''].filter(Boolean).join('/')
  }
  const found: ActionRoute[] = []
  const seenFiles = new Set<string>()
  for (const route of routes) {
    if (seenFiles.has(route.file)) continue
    seenFiles.add(route.file)
    const module = (await import(/* @vite-ignore */ path.join(config.appDirectory, route.file))) as { action?: Action }
    if (typeof module.action !== 'function') continue
    const params: Record<string, string> = {}
    const segments = fullPath(route.id)
      .split('/')
      .filter((segment) => segment && !segment.endsWith('?'))
      .map((segment) => {
        if (!segment.startsWith(':')) return segment
        const name = segment.slice(1)
        params[name] = SAMPLE_PARAMS[name] ?? 'x'
        return params[name]
      })
    found.push({ id: route.id, path: `/${segments.join('/')}`, params, action: module.action })
  }
  // Logging out last, so that the signed-in shopper reaches every account action signed in.
  return found.sort((a, b) => Number(a.id.endsWith('/logout')) - Number(b.id.endsWith('/logout')))
}

/** The probe's bodies: a forged index on a field no form has and on fields many forms have; conform's controls. */
const BODIES = {
  'urlencoded x[999999999]': () => new URLSearchParams('x[999999999]=1'),
  'urlencoded intent, email[999999999], x[200000]': () => new URLSearchParams('intent=login&email[999999999]=1&x[200000]=1'),
  // conform's own control fields: JSON it would parse, and a list edit at a forged index
  'urlencoded __intent__, __state__': () =>
    new URLSearchParams({ __intent__: '{"type":"insert","payload":{"name":"x","index":999999999}}', __state__: '{' }),
  'multipart x[999999999], name[200000]': () => {
    const form = new FormData()
    form.append('x[999999999]', '1')
    form.append('name[200000]', '1')
    return form
  },
}

async function post(browser: Browser, route: ActionRoute, body: URLSearchParams | FormData): Promise<Response> {
  const request = browser.request(route.path, { method: 'POST', body })
  try {
    return await route.action({ request, params: route.params, context: { clientIp: '203.0.113.9' } })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe.each(databaseTargets())('forged list indexes in form bodies [%s]', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let routes: ActionRoute[]
  beforeAll(async () => {
    shop = await openShop(kind)
    routes = await actionRoutes()
  }, 120_000)
  afterAll(() => shop.close())

  it('finds the actions in the route manifest', () => {
    const ids = routes.map((route) => route.id)
    expect(ids.length).toBeGreaterThanOrEqual(20)
    expect(ids).toEqual(
      expect.arrayContaining([
        'routes/($store)+/_account+/login',
        'routes/($store)+/_checkout+/order-tracking',
        'routes/($store)+/_checkout+/cart',
      ]),
    )
  })

  /** A guest, and a signed-in customer with a cart (account and checkout actions read their form only then). */
  async function shoppers(): Promise<[string, Browser][]> {
    const guest = new Browser('203.0.113.7')
    const customer = new Browser('203.0.113.8')
    const email = `probe-${kind}-${Date.now()}@example.com`
    const registered = await customer.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Probe',
      lastName: 'Tester',
      email,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    })
    expect(registered.status).toBe(303)
    expect((await customer.post(cartRoute.action, '/cart', { intent: 'add', sku: DEMO_FIXTURES.futureSpecial, qty: '1' })).status).toBe(303)
    return [
      ['guest', guest],
      ['customer', customer],
    ]
  }

  it('answers every action at once, small, and never with a server error', async () => {
    const answers: string[] = []
    for (const [who, browser] of await shoppers()) {
      for (const route of routes) {
        for (const [name, body] of Object.entries(BODIES)) {
          const response = await post(browser, route, body())
          const text = await response.text()
          const where = `${who} ${route.id} (${name})`
          expect(response.status, where).toBeLessThan(500)
          expect(text.length, where).toBeLessThan(8_000)
          answers.push(`${response.status}`)
        }
      }
    }
    // Most actions read the form and refuse it; the rest turn a guest away first (a redirect to log in).
    expect(answers.filter((status) => status === '400').length).toBeGreaterThan(answers.length / 2)
  })
})
