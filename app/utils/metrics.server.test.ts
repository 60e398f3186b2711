import { beforeEach, describe, expect, it } from 'vitest'
import {
  recordMailDelivery,
  recordOrderPlaced,
  recordPageCache,
  recordRequest,
  recordSearch,
  renderMetrics,
  resetMetrics,
} from './metrics.server'

describe('metrics', () => {
  beforeEach(() => resetMetrics())

  it('folds requests into route, method class and status class, with cumulative fixed buckets', () => {
    recordRequest('routes/($store)+/_checkout+/cart', 'GET', 200, 0.003)
    recordRequest('routes/($store)+/_checkout+/cart', 'GET', 204, 0.2)
    recordRequest('routes/($store)+/_checkout+/cart', 'PROPFIND', 599, 30)
    const text = renderMetrics({ mailQueueDepth: 3 })
    const cart = 'route="routes/($store)+/_checkout+/cart",method="GET",status="2xx"'
    expect(text).toContain(`karoo_http_request_duration_seconds_bucket{${cart},le="0.001"} 0`)
    expect(text).toContain(`karoo_http_request_duration_seconds_bucket{${cart},le="0.005"} 1`)
    expect(text).toContain(`karoo_http_request_duration_seconds_bucket{${cart},le="0.25"} 2`)
    expect(text).toContain(`karoo_http_request_duration_seconds_bucket{${cart},le="+Inf"} 2`)
    expect(text).toContain(`karoo_http_request_duration_seconds_count{${cart}} 2`)
    expect(text).toContain(
      'karoo_http_request_duration_seconds_count{route="routes/($store)+/_checkout+/cart",method="other",status="5xx"} 1',
    )
    expect(text).toContain('karoo_mail_queue_depth 3')
  })

  it('counts orders, mail attempts, page-cache lookups and searches', () => {
    recordOrderPlaced()
    recordOrderPlaced()
    recordMailDelivery('sent')
    recordMailDelivery('failed')
    recordPageCache(true)
    recordPageCache(false)
    recordPageCache(false)
    recordSearch(0.002)
    const text = renderMetrics({ mailQueueDepth: 0 })
    expect(text).toContain('karoo_orders_placed_total 2')
    expect(text).toContain('karoo_mail_deliveries_total{result="sent"} 1')
    expect(text).toContain('karoo_mail_deliveries_total{result="retrying"} 0')
    expect(text).toContain('karoo_mail_deliveries_total{result="failed"} 1')
    expect(text).toContain('karoo_page_cache_lookups_total{result="hit"} 1')
    expect(text).toContain('karoo_page_cache_lookups_total{result="miss"} 2')
    expect(text).toContain('karoo_search_duration_seconds_bucket{le="0.0025"} 1')
    expect(text).toContain('karoo_search_duration_seconds_count 1')
  })

  it('escapes label values as the text format requires', () => {
    recordRequest('a"b\\c', 'GET', 200, 0)
    expect(renderMetrics({ mailQueueDepth: 0 })).toContain('route="a\\"b\\\\c"')
  })
})
