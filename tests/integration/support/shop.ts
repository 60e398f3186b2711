/**
 * A seeded shop on a test database, and a tiny browser: a cookie jar plus helpers that call route
 * loaders and actions with real Request objects, the way Remix does.
 *
 * Import `./env` first in a test file (before app modules), so the session secret is set before
 * anything reads the environment.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { ulid } from 'ulid'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { seedDemoStore } from '~/db/seed/index.server'
import { setDatabase } from '~/server/db.server'
import { clearMemos } from '~/server/memo.server'
import { getSession } from '~/utils/session.server'
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../setup/db'

export const ORIGIN = 'http://shop.test'

/** The registration form of the shopper the account tests follow. */
export const thandi = {
  intent: 'register',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  password: 'correct horse',
  confirmPassword: 'correct horse',
}

/** What the checkout's review step shows: its idempotency key and the amounts the shopper agrees to. */
export interface ReviewedCheckout {
  idempotencyKey: string
  reviewed: { discount: number; voucherAmount: number; amountDue: number }
}

/** The review step's form as the page renders it: its key, the amounts it showed and the accepted terms. */
export function placeForm(data: ReviewedCheckout, terms = true): Record<string, string> {
  return {
    intent: 'place',
    idempotencyKey: data.idempotencyKey,
    reviewedDiscount: String(data.reviewed.discount),
    reviewedVoucherAmount: String(data.reviewed.voucherAmount),
    reviewedAmountDue: String(data.reviewed.amountDue),
    ...(terms ? { terms: 'on' } : {}),
  }
}

/**
 * A migrated, seeded database that the app's providers use until `close()`: the demo store with 150
 * products unless `products` says otherwise (the demo itself has DEFAULT_PRODUCT_COUNT).
 */
export async function openShop(
  kind: DatabaseKind,
  options: { products?: number } = {},
): Promise<TestDatabase & { close(): Promise<void> }> {
  const database = await createTestDatabase(kind)
  await seedDemoStore(database.db, { products: options.products ?? 150 })
  clearMemos()
  setDatabase(database)
  return {
    ...database,
    async close() {
      setDatabase(undefined)
      clearMemos()
      await database.drop()
    },
  }
}

type Shop = Awaited<ReturnType<typeof openShop>>

/**
 * The shop the tests of one describe block share: opened before the first, closed after the last; with
 * `emptyCarts`, each test starts with no cart. The returned object reads through to the open shop.
 */
export function shopForSuite(kind: DatabaseKind, options: { emptyCarts?: boolean } = {}): Shop {
  let open: Shop | undefined
  const current = (): Shop => {
    if (!open) throw new Error('The shop opens before the first test of its block')
    return open
  }
  beforeAll(async () => {
    open = await openShop(kind)
  })
  afterAll(async () => {
    await open?.close()
  })
  if (options.emptyCarts) {
    beforeEach(async () => {
      await current().db.deleteFrom('cart_line').execute()
      await current().db.deleteFrom('cart').execute()
    })
  }
  return new Proxy({} as Shop, { get: (_, key) => Reflect.get(current(), key) })
}

type Loader = (args: LoaderFunctionArgs) => Promise<Response>
type Action = (args: ActionFunctionArgs) => Promise<Response>

/** One shopper's browser: cookies carried from response to request. */
export class Browser {
  private cookies = new Map<string, string>()

  /** `clientIp`: the address server.ts would pass in the load context (none by default). */
  constructor(readonly clientIp?: string) {}

  private context() {
    return this.clientIp ? { clientIp: this.clientIp } : {}
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Take the Set-Cookie headers of a response, as a browser would. */
  absorb(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = /max-age=0/i.test(header) || /expires=Thu, 01 Jan 1970/i.test(header)
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  /** A copy with the same cookies (the same browser, before whatever happens next). */
  clone(): Browser {
    const copy = new Browser(this.clientIp)
    copy.cookies = new Map(this.cookies)
    return copy
  }

  request(path: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers)
    const cookie = this.cookieHeader()
    if (cookie) headers.set('Cookie', cookie)
    return new Request(ORIGIN + path, { ...init, headers })
  }

  /** Call a loader; a thrown Response (redirect) is returned, not thrown. */
  async load(loader: Loader, path: string, params: Record<string, string | undefined> = storeParams(path)): Promise<Response> {
    try {
      return this.absorb(await loader({ request: this.request(path), params, context: this.context() }))
    } catch (thrown) {
      if (thrown instanceof Response) return this.absorb(thrown)
      throw thrown
    }
  }

  /** Post a form to an action, as a no-JS browser would. */
  async post(
    action: Action,
    path: string,
    fields: Record<string, string>,
    params: Record<string, string | undefined> = storeParams(path),
  ): Promise<Response> {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    try {
      return this.absorb(await action({ request: this.request(path, { method: 'POST', body }), params, context: this.context() }))
    } catch (thrown) {
      if (thrown instanceof Response) return this.absorb(thrown)
      throw thrown
    }
  }

  /** The flash toast waiting in this browser's session (does not consume it). */
  async toast() {
    const session = await getSession(this.request('/'))
    return session.get('toast') ?? null
  }

  async orderIds(): Promise<string[]> {
    const session = await getSession(this.request('/'))
    return session.get('orderIds') ?? []
  }

  has(cookie: string): boolean {
    return this.cookies.has(cookie)
  }
}

/** Route params for a shop path: the store prefix, if any. */
export function storeParams(path: string): Record<string, string | undefined> {
  const first = path.split(/[/?#]/)[1]
  return first === 'de' || first === 'it' ? { store: first } : {}
}

export function newKey(): string {
  return ulid()
}
