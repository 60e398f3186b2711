import { createRequestHandler } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { parseArgs, UsageError } from './args'
import { acceptsGzip } from './floors/accepts-gzip'
import { bareBuild } from './floors/bare-remix-build'
import { formatValue } from './report'
import { catalogueSeconds, runTimings } from './throughput'
import {
  catalogueFigures,
  catalogueMeasurements,
  combineRuns,
  ratio,
  runAt,
  scaleMeasurements,
  spread,
  type LoadResult,
  type Run,
} from './throughput-figures'
import { bucketOf, bucketTop, LatencyHistogram } from './throughput-histogram'
import { CookieJar, firstHeading, formSubmission } from './throughput-shop'

describe('LatencyHistogram', () => {
  it('keeps latencies under 128 µs exactly and larger ones within 1/64', () => {
    for (const micros of [0, 1, 127, 128, 129, 1_000, 65_535, 1_234_567, 2 ** 31 - 1]) {
      const top = bucketTop(bucketOf(micros))
      expect(top).toBeGreaterThanOrEqual(micros)
      if (micros < 128) expect(top).toBe(micros)
      else expect((top - micros) / micros).toBeLessThanOrEqual(1 / 64)
    }
  })

  it('gives nearest-rank percentiles within the bucket precision', () => {
    const histogram = new LatencyHistogram()
    // 1..1000 ms in a shuffled order: the order latencies arrive in does not matter.
    for (let i = 0; i < 1000; i++) histogram.record(((i * 389) % 1000) + 1)
    expect(histogram.count).toBe(1000)
    const p50 = histogram.percentile(50) ?? 0
    const p99 = histogram.percentile(99) ?? 0
    expect(p50).toBeGreaterThanOrEqual(500)
    expect(p50).toBeLessThanOrEqual(500 * (1 + 1 / 64))
    expect(p99).toBeGreaterThanOrEqual(990)
    expect(p99).toBeLessThanOrEqual(990 * (1 + 1 / 64))
    expect(histogram.percentile(100)).toBe(1000)
    expect(histogram.percentile(0)).toBeGreaterThanOrEqual(1)
    expect(histogram.percentile(0)).toBeLessThanOrEqual(1 + 1 / 64)
    expect(histogram.mean()).toBeCloseTo(500.5, 6)
    expect(histogram.max()).toBe(1000)
  })

  it('is empty without latencies and refuses a percentile outside 0..100', () => {
    const histogram = new LatencyHistogram()
    expect(histogram.percentile(50)).toBeNull()
    expect(histogram.mean()).toBeNull()
    expect(() => histogram.percentile(101)).toThrow(RangeError)
  })

  it('merges runs into the same figures as one run holding all their latencies', () => {
    const a = new LatencyHistogram()
    const b = new LatencyHistogram()
    const all = new LatencyHistogram()
    for (let i = 1; i <= 300; i++) {
      const ms = (i % 7) * 3.3 + i / 10
      ;(i % 2 ? a : b).record(ms)
      all.record(ms)
    }
    const merged = LatencyHistogram.merge([JSON.parse(JSON.stringify(a)), b.toJSON()])
    for (const p of [1, 50, 90, 99, 100]) expect(merged.percentile(p)).toBe(all.percentile(p))
    expect(merged.count).toBe(300)
    expect(merged.mean()).toBeCloseTo(all.mean() ?? 0, 9)
  })
})

function result(requests: number, seconds: number, latencyMs: number, errors: Partial<LoadResult['errors']> = {}): LoadResult {
  const histogram = new LatencyHistogram()
  for (let i = 0; i < requests; i++) histogram.record(latencyMs)
  return {
    connections: 32,
    durationMs: seconds * 1000,
    requests,
    bytes: requests * 2048,
    statuses: { 200: requests },
    errors: { status: 0, socket: 0, timeout: 0, body: 0, ...errors },
    firstProblem: errors.status ? 'status 500' : null,
    samplesChecked: 1,
    encoding: 'gzip',
    latency: { p50: latencyMs, p90: latencyMs, p99: latencyMs, max: latencyMs, mean: latencyMs },
    histogram: histogram.toJSON(),
  }
}

const at = (connections: number, requests: number, seconds = 8, latencyMs = 10, errors?: Partial<LoadResult['errors']>): Run => ({
  connections,
  result: result(requests, seconds, latencyMs, errors),
})

/** A catalogue where every page at 32 connections does `rate` requests/s against a bare Remix page at 400/s. */
function catalogue(label: string, rates: Record<string, number>, extra: { errors?: number; failed?: string } = {}) {
  return catalogueFigures({
    label,
    products: 320,
    floors: {
      // Before and after the pages: 3 200 + 3 200 requests in 16 s = 400/s.
      'bare-remix': [at(1, 800, 3), at(32, 3200), at(1, 800, 3), at(32, 3200)],
      'page-bytes': [at(1, 3000, 3), at(32, 32_000)],
    },
    pages: Object.entries(rates).map(([id, rate]) => ({
      id,
      path: `/${id}`,
      runs: [
        at(1, rate * 3, 3),
        id === extra.failed
          ? { connections: 32, result: null, error: 'the load generator exited with code 1' }
          : at(32, rate * 8, 8, 100, id === 'cart' && extra.errors ? { status: extra.errors } : {}),
      ],
    })),
  })
}

const PASSING = { home: 160, category: 120, 'product-simple': 200, 'product-configurable': 200, search: 120, cart: 120 }

describe('throughput figures', () => {
  it('divides by a floor only when both figures exist', () => {
    expect(ratio(50, 400)).toBe(0.125)
    expect(ratio(null, 400)).toBeNull()
    expect(ratio(50, 0)).toBeNull()
    expect(spread([400, 500])).toBeCloseTo(0.25)
    expect(spread([400])).toBeNull()
  })

  it('pools the runs at one connection count, and a run that could not be made leaves the figure missing', () => {
    const pooled = combineRuns(32, [at(32, 3000, 8, 10), at(32, 1000, 8, 30, { socket: 2 })])
    expect(pooled.requestsPerSecond).toBe(250)
    expect(pooled.passes).toEqual([375, 125])
    expect(pooled.p50).toBeCloseTo(10, 0)
    expect(pooled.p99).toBeCloseTo(30, 0)
    expect(pooled.errors).toBe(2)
    expect(pooled.bytesPerResponse).toBe(2048)
    const broken = combineRuns(32, [at(32, 3000), { connections: 32, result: null, error: 'stopped' }])
    expect(broken.requestsPerSecond).toBeNull()
    expect(broken.problem).toBe('stopped')
    // Every answer slower than the window: not a rate of zero, a figure that could not be measured.
    const silent = combineRuns(32, [at(32, 0, 2)])
    expect(silent).toMatchObject({ requestsPerSecond: null, errors: null, problem: 'no response completed within the 2 s window' })
  })

  it('gives each page its ratio to both floors at the same connection count', () => {
    const demo = catalogue('demo', { home: 40 })
    const home = demo.pages[0].runs
    expect(home.map((r) => r.connections)).toEqual([1, 32])
    expect(home[1].ratioToBareRemix).toBe(0.1)
    expect(home[1].ratioToPageBytes).toBe(0.01)
    // 1 connection: 40/s against 800 requests in 3 s per bare run.
    expect(home[0].ratioToBareRemix).toBeCloseTo(40 / (1600 / 6))
    expect(demo.floors['page-bytes'].runs[1].ratioToBareRemix).toBe(10)
  })

  it('divides a page by the bare Remix runs beside it when it has them', () => {
    const figures = catalogueFigures({
      label: 'demo',
      products: 320,
      floors: { 'bare-remix': [at(32, 3200), at(32, 1600), at(32, 800)], 'page-bytes': [at(32, 32_000)] },
      pages: [
        // The machine got busier: the bare page went from 400/s to 200/s around the first page, 100/s around the second.
        { id: 'home', path: '/', runs: [at(32, 240)], bareRemix: [at(32, 3200), at(32, 1600)] },
        { id: 'search', path: '/search', runs: [at(32, 120)], bareRemix: [at(32, 1600), at(32, 800)] },
      ],
    })
    expect(figures.pages.map((page) => [page.runs[0].bareRemixRate, page.runs[0].ratioToBareRemix])).toEqual([
      [300, 0.1],
      [150, 0.1],
    ])
    expect(runAt(figures.floors['bare-remix'], 32)?.passes).toEqual([400, 200, 100])
  })

  it('passes the budgets at the limits and fails below them', () => {
    const passing = catalogueMeasurements(catalogue('demo', PASSING), true)
    const budgets = passing.filter((m) => m.budget)
    expect(budgets.map((m) => [m.scope, m.value, m.budget?.limit, m.status])).toEqual([
      ['demo home', 0.4, 0.4, 'PASS'],
      ['demo category', 0.3, 0.3, 'PASS'],
      ['demo product-simple', 0.5, 0.5, 'PASS'],
      ['demo product-configurable', 0.5, 0.5, 'PASS'],
      ['demo search', 0.3, 0.3, 'PASS'],
      ['demo cart', 0.3, 0.3, 'PASS'],
      ['demo', 0, 0, 'PASS'],
    ])
    const slow = catalogueMeasurements(catalogue('demo', { ...PASSING, 'product-simple': 196 }), true)
    expect(slow.find((m) => m.scope === 'demo product-simple' && m.budget)?.status).toBe('FAIL')
    // The large catalogue's ratios are shown, not budgeted on their own.
    expect(catalogueMeasurements(catalogue('10k', PASSING), false).filter((m) => m.budget)).toHaveLength(1)
  })

  it('fails on any failed response, and on a run that could not be made', () => {
    const errors = catalogueMeasurements(catalogue('demo', PASSING, { errors: 3 }), true)
    const line = errors.find((m) => m.name === 'responses not 200 or failed')
    expect(line).toMatchObject({ value: 3, status: 'FAIL' })
    expect(line?.note).toContain('cart x32: 3 (status 500)')
    const failed = catalogueMeasurements(catalogue('demo', PASSING, { failed: 'search' }), true)
    expect(failed.find((m) => m.name === 'responses not 200 or failed')).toMatchObject({ value: null, status: 'FAIL' })
    expect(failed.find((m) => m.scope === 'demo search' && m.budget)).toMatchObject({ value: null, status: 'FAIL' })
  })

  it('wants the large catalogue within 20% of the demo catalogue, page by page', () => {
    const demo = catalogue('demo', { home: 160, search: 120 })
    const large = catalogue('10k', { home: 128, search: 90 })
    const rows = scaleMeasurements(demo, large)
    expect(rows.map((m) => [m.name, m.scope, m.value, m.status])).toEqual([
      ['10k vs demo', 'home', 0.8, 'PASS'],
      ['10k vs demo', 'search', 0.75, 'FAIL'],
    ])
    const missing = catalogueFigures({ label: '10k', products: 10_000, floors: { 'bare-remix': [], 'page-bytes': [] }, pages: [] })
    expect(scaleMeasurements(demo, missing).every((m) => m.value === null && m.status === 'FAIL')).toBe(true)
  })

  it('prints ratios and rates legibly', () => {
    expect(formatValue(0.0512, 'ratio')).toBe('0.051')
    expect(formatValue(0.5, 'ratio')).toBe('0.50')
    expect(formatValue(33.04, 'req/s')).toBe('33.0/s')
    expect(formatValue(3763.4, 'req/s')).toBe('3763/s')
  })
})

describe('throughput options', () => {
  const ids = ['weight', 'throughput']

  it('measures 8 s at 32 connections and 3 s at 1 connection by default, after a warm-up', () => {
    const options = parseArgs([], ids)
    expect(options).toMatchObject({ throughputSeconds: 8, throughputWarmup: 2, throughputProducts: 10_000 })
    const timings = runTimings(options.throughputSeconds, options.throughputWarmup)
    expect(timings).toEqual({
      pages: [
        { connections: 1, warmupMs: 1000, durationMs: 3000 },
        { connections: 32, warmupMs: 2000, durationMs: 8000 },
      ],
      floors: [
        { connections: 1, warmupMs: 1000, durationMs: 3000 },
        { connections: 32, warmupMs: 1000, durationMs: 4000 },
      ],
    })
    // Floors 2 x (4 + 5) s, six pages x (4 + 10 + 5) s, a closing 4 s: within the section's six minutes for two catalogues.
    expect(catalogueSeconds(timings, 6)).toBe(136)
    expect(runTimings(1, 0).pages).toEqual([
      { connections: 1, warmupMs: 0, durationMs: 1000 },
      { connections: 32, warmupMs: 0, durationMs: 1000 },
    ])
  })

  it('takes durations and the large catalogue size from the command line', () => {
    expect(parseArgs(['--only=throughput', '--duration=3', '--warmup=0', '--products=0'], ids)).toMatchObject({
      only: ['throughput'],
      throughputSeconds: 3,
      throughputWarmup: 0,
      throughputProducts: 0,
    })
    expect(parseArgs(['--products=20_000'], ids).throughputProducts).toBe(20_000)
    expect(() => parseArgs(['--duration=0'], ids)).toThrow(UsageError)
    expect(() => parseArgs(['--duration=2.5'], ids)).toThrow(/whole number/)
    expect(() => parseArgs(['--warmup=31'], ids)).toThrow(UsageError)
    expect(() => parseArgs(['--products=100'], ids)).toThrow(/0 or a whole number/)
  })
})

describe('the shop pages', () => {
  const page = `
    <h1 class="title">Koel <span>Frost-Free</span> Fridge</h1>
    <form method="post" action="/wishlist" id="wishlist"><input type="hidden" name="sku" value="NOPE"/></form>
    <form method="post" action="/p/FRG-0903/koel/FRG-0903-WHT-300L" id="add-to-cart" class="add-to-cart">
      <input type="hidden" name="intent" value="add"/><input type="hidden" name="sku" value="FRG-0903"/>
      <input type="hidden" name="redirectTo" value="/p/FRG-0903/koel?a=1&amp;b=2"/>
      <select id="option-1" name="options.1"><option value="" selected="">None</option><option value="1">Install</option></select>
      <select name="bundle.2"><option value="7">Kettle</option><option value="8">Toaster</option></select>
      <select name="size" disabled=""><option value="x">X</option></select>
      <input type="checkbox" name="gift" value="yes"/><input type="checkbox" name="insured" value="yes" checked=""/>
      <input id="add-to-cart-qty" name="qty" type="number" min="1" value="2"/>
      <button type="submit" name="go" value="1">Add to cart</button><input type="submit" name="also" value="x"/>
    </form>`

  it('submits the add-to-cart form as a browser would', () => {
    expect(formSubmission(page, 'add-to-cart')).toEqual({
      action: '/p/FRG-0903/koel/FRG-0903-WHT-300L',
      method: 'post',
      fields: [
        ['intent', 'add'],
        ['sku', 'FRG-0903'],
        ['redirectTo', '/p/FRG-0903/koel?a=1&b=2'],
        ['options.1', ''],
        ['bundle.2', '7'],
        ['insured', 'yes'],
        ['qty', '2'],
      ],
    })
    expect(formSubmission(page, 'checkout')).toBeNull()
  })

  it("reads a page's heading as written in the HTML", () => {
    expect(firstHeading(page)).toBe('Koel Frost-Free Fridge')
    expect(firstHeading('<p>no heading</p>')).toBeNull()
  })

  it('keeps cookies as a browser does', () => {
    const jar = new CookieJar()
    jar.take(['karoo_cart=abc; Max-Age=2592000; Path=/; HttpOnly', 'karoo_session=toast; Path=/'])
    expect(jar.header()).toBe('karoo_cart=abc; karoo_session=toast')
    jar.take('karoo_session=; Max-Age=0; Path=/')
    jar.take(['karoo_cart=def; Path=/', 'old=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])
    expect(jar.header()).toBe('karoo_cart=def')
  })
})

describe('the floors', () => {
  it('knows when a client accepts gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })

  it("renders the bare Remix page's ten items through Remix's own request handler", async () => {
    const handle = createRequestHandler(bareBuild, 'production')
    const response = await handle(new Request('http://127.0.0.1/'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>A bare Remix page</h1>')
    expect(html.match(/<li>Item \d+<\/li>/g)).toHaveLength(10)
    expect(html).toContain('window.__remixContext')
  })
})
