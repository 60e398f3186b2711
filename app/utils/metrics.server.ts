/**
 * The shop's metrics, written in Prometheus' text format by `/metrics` (off unless METRICS_TOKEN is set).
 *
 * Recording must cost next to nothing on every request: counters are numbers, histograms have fixed buckets
 * kept in preallocated arrays, and a request's series is found by the route id (a string the build already
 * holds) and two small indexes, so recording allocates nothing once a series exists. Labels are bounded: a
 * route is a Remix route id, never a URL; methods and status codes are folded into a few classes.
 *
 * The registry lives process-wide: server.ts and the Remix build are bundled apart and both record into it.
 */
import { processWide } from './process-wide'

/** Request durations, in seconds: from a cached page (a millisecond) to a slow checkout. */
export const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const
/** Search durations, in seconds: the embedded index answers in milliseconds, Elasticsearch over the network. */
export const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] as const

class Histogram {
  /** counts[i]: observations in (bounds[i-1], bounds[i]]; the last slot is +Inf. */
  readonly counts: Float64Array
  sum = 0
  count = 0
  constructor(readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1)
  }
  observe(value: number): void {
    const bounds = this.bounds
    let i = 0
    while (i < bounds.length && value > bounds[i]) i++
    this.counts[i]++
    this.sum += value
    this.count++
  }
}

const METHODS = ['GET', 'POST', 'HEAD', 'other'] as const
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const

function methodIndex(method: string): number {
  if (method === 'GET') return 0
  if (method === 'POST') return 1
  if (method === 'HEAD') return 2
  return 3
}

function statusIndex(status: number): number {
  const index = Math.floor(status / 100) - 1
  return index >= 0 && index < STATUS_CLASSES.length ? index : 4
}

export type MailDeliveryResult = 'sent' | 'retrying' | 'failed'

interface Registry {
  /** Per route id: one histogram per (method, status class), made when first needed. */
  requests: Map<string, (Histogram | undefined)[]>
  ordersPlaced: number
  mailDeliveries: Record<MailDeliveryResult, number>
  pageCache: { hit: number; miss: number }
  search: Histogram
}

function registry(): Registry {
  return processWide<Registry>('metrics', () => ({
    requests: new Map(),
    ordersPlaced: 0,
    mailDeliveries: { sent: 0, retrying: 0, failed: 0 },
    pageCache: { hit: 0, miss: 0 },
    search: new Histogram(SEARCH_BUCKETS),
  }))
}

/** One answered request: its route id (or what answered before Remix), method, status and duration. */
export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const requests = registry().requests
  let series = requests.get(route)
  if (!series) {
    series = new Array<Histogram | undefined>(METHODS.length * STATUS_CLASSES.length)
    requests.set(route, series)
  }
  const slot = methodIndex(method) * STATUS_CLASSES.length + statusIndex(status)
  ;(series[slot] ??= new Histogram(REQUEST_BUCKETS)).observe(seconds)
}

/** An order was created (a repeated submission of the same idempotency key is not a new one). */
export function recordOrderPlaced(): void {
  registry().ordersPlaced++
}

/** One attempt of the mail outbox: sent, to be retried, or given up. */
export function recordMailDelivery(result: MailDeliveryResult): void {
  registry().mailDeliveries[result]++
}

/** A page-cache lookup of a request without the shop's cookies: served from memory or rendered. */
export function recordPageCache(hit: boolean): void {
  const counts = registry().pageCache
  if (hit) counts.hit++
  else counts.miss++
}

export function recordSearch(seconds: number): void {
  registry().search.observe(seconds)
}

/** Forget everything recorded (tests). */
export function resetMetrics(): void {
  const r = registry()
  r.requests.clear()
  r.ordersPlaced = 0
  r.mailDeliveries = { sent: 0, retrying: 0, failed: 0 }
  r.pageCache = { hit: 0, miss: 0 }
  r.search = new Histogram(SEARCH_BUCKETS)
}

/** A label value as the text format wants it: backslash, double quote and newline escaped. */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}

function writeHistogram(out: string[], name: string, labels: string, histogram: Histogram): void {
  const prefix = labels ? `${labels},` : ''
  let cumulative = 0
  histogram.bounds.forEach((bound, i) => {
    cumulative += histogram.counts[i]
    out.push(`${name}_bucket{${prefix}le="${bound}"} ${cumulative}`)
  })
  out.push(`${name}_bucket{${prefix}le="+Inf"} ${histogram.count}`)
  const braces = labels ? `{${labels}}` : ''
  out.push(`${name}_sum${braces} ${histogram.sum}`, `${name}_count${braces} ${histogram.count}`)
}

export interface Gauges {
  /** Mail waiting in the outbox (pending or being sent). */
  mailQueueDepth: number
}

/** Everything recorded, with the gauges read at scrape time, in the text exposition format. */
export function renderMetrics(gauges: Gauges): string {
  const r = registry()
  const out: string[] = []
  out.push(
    '# HELP karoo_http_request_duration_seconds Time to answer a request, by Remix route id, method and status class.',
    '# TYPE karoo_http_request_duration_seconds histogram',
  )
  for (const [route, series] of r.requests) {
    series.forEach((histogram, slot) => {
      if (!histogram) return
      const method = METHODS[Math.floor(slot / STATUS_CLASSES.length)]
      const status = STATUS_CLASSES[slot % STATUS_CLASSES.length]
      writeHistogram(
        out,
        'karoo_http_request_duration_seconds',
        `route="${labelValue(route)}",method="${method}",status="${status}"`,
        histogram,
      )
    })
  }
  out.push('# HELP karoo_orders_placed_total Orders created by this instance.', '# TYPE karoo_orders_placed_total counter')
  out.push(`karoo_orders_placed_total ${r.ordersPlaced}`)
  out.push(
    '# HELP karoo_mail_deliveries_total Attempts of the mail outbox by this instance: sent, to be retried, or given up.',
    '# TYPE karoo_mail_deliveries_total counter',
  )
  for (const result of ['sent', 'retrying', 'failed'] as const) {
    out.push(`karoo_mail_deliveries_total{result="${result}"} ${r.mailDeliveries[result]}`)
  }
  out.push(
    '# HELP karoo_mail_queue_depth Mail in the outbox not yet sent (shared by all instances).',
    '# TYPE karoo_mail_queue_depth gauge',
  )
  out.push(`karoo_mail_queue_depth ${gauges.mailQueueDepth}`)
  out.push(
    '# HELP karoo_page_cache_lookups_total Requests without the shop cookies answered from the page cache (hit) or rendered (miss).',
    '# TYPE karoo_page_cache_lookups_total counter',
  )
  out.push(
    `karoo_page_cache_lookups_total{result="hit"} ${r.pageCache.hit}`,
    `karoo_page_cache_lookups_total{result="miss"} ${r.pageCache.miss}`,
  )
  out.push(
    '# HELP karoo_search_duration_seconds Time the search engine took to answer a query.',
    '# TYPE karoo_search_duration_seconds histogram',
  )
  writeHistogram(out, 'karoo_search_duration_seconds', '', r.search)
  return out.join('\n') + '\n'
}
