/**
 * One simulated shopper of the soak: browses, searches, adds to the cart with the shop's own no-JS forms,
 * logs in and checks out, and replays the place-order form with the same idempotency key as the offline
 * outbox does. Every answer is counted; server errors are kept with what was asked, for the summary.
 */
import { get, type RawResponse } from '../bench/http'
import { BROWSER_HEADERS, CookieJar, post } from '../bench/throughput-shop'
import { CAPE_TOWN_ADDRESS } from '../../tests/setup/orders'
import { ROUTE_IDS } from '../../app/worker/route-ids'

/** The outbox's marker header (app/worker/outbox.ts): the answer is JSON instead of a redirect. */
const OUTBOX_HEADER = 'X-Karoo-Outbox'
/** The outbox posts the form as a fetcher does, to the route's data URL (the action's JSON, no page). */
export const OUTBOX_PATH = `/checkout?_data=${encodeURIComponent(ROUTE_IDS.checkout)}`
export const OUTBOX_HEADERS: Readonly<Record<string, string>> = { [OUTBOX_HEADER]: '1' }
export const SHOPPER_PASSWORD = 'soak-password-2026'

export interface Answer {
  status: number
  location: string
  body: string
  ms: number
}

export interface ServerError {
  at: number
  what: string
  status: number
  /** How long the answer took (0 when none came). */
  ms: number
}

/** Counts of one run, shared by every shopper. */
export class Tally {
  requests = 0
  byStatus = new Map<number, number>()
  serverErrors: ServerError[] = []
  networkErrors: ServerError[] = []
  latencies: number[] = []
  /** Idempotency key -> the order pages its answers led to (one expected). */
  placed = new Map<string, Set<string>>()
  checkouts = 0
  ordersAnswered = 0
  refused = 0
  replays = 0
  logins = 0

  count(what: string, answer: Answer): void {
    this.requests++
    this.byStatus.set(answer.status, (this.byStatus.get(answer.status) ?? 0) + 1)
    if (this.latencies.length < 200_000) this.latencies.push(answer.ms)
    if (process.env.SOAK_DEBUG && answer.status >= 400)
      console.error(`${what}: ${answer.status} ${answer.location} ${answer.body.slice(0, 300)}`)
    if (answer.status >= 500) this.serverErrors.push({ at: Date.now(), what, status: answer.status, ms: answer.ms })
  }

  failed(what: string, error: unknown): void {
    this.requests++
    const reason = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error)
    this.networkErrors.push({ at: Date.now(), what: `${what} (${reason})`, status: 0, ms: 0 })
  }

  orderPlaced(key: string, to: string): void {
    // The status page's address names the order in its `id`; the rest (a token) may differ between answers.
    const page = orderIdOf(to)
    const seen = this.placed.get(key) ?? new Set<string>()
    seen.add(page)
    this.placed.set(key, seen)
  }
}

export interface ShopTarget {
  baseUrl: string
  /** Simple products in stock, by SKU. */
  skus: string[]
  categoryPath: string
  /** Pre-registered customers' e-mails (password SHOPPER_PASSWORD). */
  customers: string[]
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]

export class Shopper {
  jar = new CookieJar()
  /** Set to end this shopper's journeys early (the soak killed the server). */
  stopped = false

  constructor(
    readonly target: ShopTarget,
    readonly tally: Tally,
    /** The shopper's address, sent as X-Forwarded-For (the app trusts loopback): throttles count per shopper. */
    readonly address: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = this.jar.header()
    return { ...BROWSER_HEADERS, 'x-forwarded-for': this.address, ...(cookie ? { cookie } : {}), ...extra }
  }

  get(path: string, what = `GET ${path.split('?')[0]}`): Promise<Answer | null> {
    return this.exchange(what, () =>
      get(new URL(path, this.target.baseUrl), { acceptEncoding: 'gzip', headers: this.headers(), timeoutMs: 30_000 }),
    )
  }

  post(path: string, fields: Record<string, string>, extra: Record<string, string> = {}): Promise<Answer | null> {
    const target = new URL(path, this.target.baseUrl)
    return this.exchange(`POST ${path.split('?')[0]} ${fields.intent ?? ''}`.trim(), () =>
      post(target, Object.entries(fields), this.headers({ 'accept-encoding': 'identity', origin: target.origin, ...extra })),
    )
  }

  /** One request: its cookies kept, its answer (or failure) counted under `what`; null when it failed. */
  private async exchange(what: string, send: () => Promise<RawResponse>): Promise<Answer | null> {
    const started = performance.now()
    try {
      const response = await send()
      this.jar.take(response.headers['set-cookie'])
      const answer = {
        status: response.status,
        location: String(response.headers.location ?? ''),
        body: response.body.toString('utf8'),
        ms: performance.now() - started,
      }
      this.tally.count(what, answer)
      return answer
    } catch (error) {
      this.tally.failed(what, error)
      return null
    }
  }

  async browse(): Promise<void> {
    await this.get('/')
    await this.get(this.target.categoryPath)
    await this.get(`/p/${encodeURIComponent(pick(this.target.skus))}/x`)
    await this.get(`/search?q=${pick(['fridge', 'kettle', 'coffee', 'toaster', 'oven'])}`)
  }

  async login(): Promise<boolean> {
    const email = pick(this.target.customers)
    const answer = await this.post('/login', { intent: 'login', email, password: SHOPPER_PASSWORD })
    if (answer?.status !== 303) return false
    this.tally.logins++
    await this.get('/my-account')
    return true
  }

  async register(email: string): Promise<void> {
    const answer = await this.post('/login', {
      intent: 'register',
      firstName: 'Soak',
      lastName: 'Shopper',
      email,
      password: SHOPPER_PASSWORD,
      confirmPassword: SHOPPER_PASSWORD,
    })
    if (answer?.status !== 303) throw new Error(`registering ${email} answered ${answer?.status ?? 'nothing'}`)
  }

  async addToCart(sku = pick(this.target.skus)): Promise<boolean> {
    const answer = await this.post('/cart', { intent: 'add', sku, qty: '1', redirectTo: '/cart' })
    return answer?.status === 303
  }

  /** The checkout's steps as a guest's (or a signed-in customer's) no-JS forms post them, then the review. */
  async fillCheckout(): Promise<Record<string, string> | null> {
    const steps: Record<string, string>[] = [
      { intent: 'personal', firstName: 'Soak', lastName: 'Shopper', emailAddress: `soak-${this.address}@example.co.za` },
      { intent: 'shipping', ...CAPE_TOWN_ADDRESS },
      // The methods offered depend on the cart (a fridge goes by freight): the first one the page offers.
      { intent: 'shipping-method', shippingMethod: '' },
      { intent: 'billing', sameAsShipping: 'on' },
      { intent: 'payment', paymentMethod: 'banktransfer' },
    ]
    for (const fields of steps) {
      if (fields.intent === 'shipping-method') {
        const page = await this.get('/checkout')
        const offered = page ? /<input[^>]*name="shippingMethod"[^>]*value="([^"]+)"/.exec(page.body)?.[1] : undefined
        if (!offered) return null
        fields.shippingMethod = offered
      }
      const answer = await this.post('/checkout', fields)
      if (!answer || answer.status >= 400) return null
    }
    const review = await this.get('/checkout')
    if (!review || review.status !== 200) return null
    return placeFormFields(review.body)
  }

  /**
   * Buy: one or two products, the checkout, then the place-order form sent twice at once (a double
   * click racing the outbox) and once more later as the outbox replays it; every answer must name the
   * same order.
   */
  async buy(): Promise<void> {
    if (!(await this.addToCart())) return
    if (Math.random() < 0.3) await this.addToCart()
    const form = await this.fillCheckout()
    if (!form) return
    this.tally.checkouts++
    const [first, second] = await Promise.all([this.post('/checkout', form), this.post(OUTBOX_PATH, form, OUTBOX_HEADERS)])
    this.tally.replays++
    this.record(form.idempotencyKey, first)
    this.record(form.idempotencyKey, second)
    const replay = await this.post(OUTBOX_PATH, form, OUTBOX_HEADERS)
    this.tally.replays++
    this.record(form.idempotencyKey, replay)
    if (this.tally.placed.has(form.idempotencyKey)) this.tally.ordersAnswered++
  }

  private record(key: string, answer: Answer | null): void {
    if (!answer) return
    const to = placedAt(answer)
    if (to) this.tally.orderPlaced(key, to)
    else if (answer.status < 500) {
      this.tally.refused++
      if (process.env.SOAK_DEBUG) console.error(`refused ${key}: ${answer.status} ${answer.location} ${answer.body.slice(0, 200)}`)
    }
  }
}

/** Where an answer to the place-order form sends the shopper when the order stands; null when it was refused. */
export function placedAt(answer: { status: number; location: string; body: string }): string | null {
  if (answer.status === 303 && /\/order\//.test(answer.location)) return answer.location
  if (answer.status === 200 && answer.body.startsWith('{')) {
    try {
      const outcome = JSON.parse(answer.body) as { outcome?: string; to?: string }
      if (outcome.outcome === 'placed' && outcome.to) return outcome.to
    } catch {
      return null
    }
  }
  return null
}

/** The place-order form's fields from the review page's HTML (terms accepted); null when the page has none. */
export function placeFormFields(html: string): Record<string, string> | null {
  const value = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1]
  const key = value('idempotencyKey')
  if (!key) return null
  return {
    intent: 'place',
    idempotencyKey: key,
    reviewedDiscount: value('reviewedDiscount') ?? '0',
    reviewedVoucherAmount: value('reviewedVoucherAmount') ?? '0',
    reviewedAmountDue: value('reviewedAmountDue') ?? '0',
    terms: 'on',
  }
}

/** The order an order status address names (its `id` parameter), or the address itself. */
export function orderIdOf(to: string): string {
  return new URL(to, 'http://shop.invalid').searchParams.get('id') ?? to
}
