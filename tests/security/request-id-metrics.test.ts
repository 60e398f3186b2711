/**
 * The request id and /metrics, over HTTP through the whole application.
 *
 * - An X-Request-Id is echoed (and logged) only when it looks like one: a forged one, which could split a log
 *   line or carry markup, or an oversized one, is replaced by a fresh id.
 * - The request log names the route id, never the URL: no query string, path value or cookie reaches it.
 * - /metrics does not exist unless METRICS_TOKEN is set, and then answers nobody without the token, whatever
 *   address they come from (behind a proxy on the same machine every request comes from loopback).
 */
import '../integration/support/env'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetMetrics } from '~/utils/metrics.server'
import { serveShop, type RunningShop } from '../integration/support/app-server'
import { openShop } from '../integration/support/shop'

const TOKEN = 'metrics-token-for-tests-0123456789'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request id and /metrics', () => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let plain: RunningShop
  let measured: RunningShop
  beforeAll(async () => {
    shop = await openShop('sqlite')
    resetMetrics()
    plain = await serveShop({ pageCache: false })
    measured = await serveShop({ env: { METRICS_TOKEN: TOKEN } })
  }, 120_000)
  afterAll(async () => {
    await plain?.close()
    await measured?.close()
    await shop?.close()
  })

  const get = (server: RunningShop, path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers, redirect: 'manual' })

  it('echoes a well-formed X-Request-Id and makes one when there is none', async () => {
    const echoed = await get(plain, '/stores', { 'X-Request-Id': 'edge-7f3a9c_01:2' })
    expect(echoed.headers.get('x-request-id')).toBe('edge-7f3a9c_01:2')
    const made = await get(plain, '/stores')
    expect(made.headers.get('x-request-id')).toMatch(UUID)
  })

  it.each([
    ['a forged log line', 'abc","level":"error","route":"x'],
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'one two'],
    ['an oversized id', 'a'.repeat(65)],
    ['a huge id', 'b'.repeat(8000)],
  ])('does not echo %s, it answers with an id of its own', async (_name, forged) => {
    const response = await get(plain, '/stores', { 'X-Request-Id': forged })
    const id = response.headers.get('x-request-id')
    expect(id).not.toBe(forged)
    expect(id).toMatch(UUID)
    expect(response.status).toBeLessThan(500)
  })

  it('logs one JSON line per request with the route id, and nothing of the URL, cookies or body', async () => {
    const logged = await serveShop({ pageCache: false, env: { LOG_LEVEL: 'info' } })
    const lines: string[] = []
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
    try {
      const response = await get(logged, '/c/secret-slug-xyz?email=someone%40example.com&token=s3cret', {
        'X-Request-Id': 'trace-42',
        Cookie: 'karoo_session=cookie-value-xyz',
      })
      await response.text()
      for (let tries = 0; tries < 20 && !lines.some((line) => line.includes('trace-42')); tries++)
        await new Promise((resolve) => setTimeout(resolve, 25))
    } finally {
      out.mockRestore()
      await logged.close()
    }
    const line = lines.find((text) => text.includes('trace-42'))
    expect(line).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({
      level: 'info',
      requestId: 'trace-42',
      method: 'GET',
      route: 'routes/($store)+/_catalog+/c.$slug',
      status: 404,
    })
    for (const secret of ['someone', 's3cret', 'secret-slug', 'cookie-value']) expect(line).not.toContain(secret)
  })

  it('answers /metrics with 404 when METRICS_TOKEN is unset, token or not', async () => {
    expect((await get(plain, '/metrics')).status).toBe(404)
    const withToken = await get(plain, '/metrics', { Authorization: `Bearer ${TOKEN}` })
    expect(withToken.status).toBe(404)
    expect(await withToken.text()).not.toContain('karoo_')
  })

  it('refuses /metrics without the right token when enabled, even from loopback', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
    ]) {
      const response = await get(measured, '/metrics', authorization ? { Authorization: authorization } : {})
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).not.toContain('karoo_')
    }
  })

  it('serves the figures to the token, labelled by route id, never by URL', async () => {
    // Read to the end: a request is counted when its answer is complete.
    await (await get(measured, '/stores?email=someone%40example.com')).text()
    await (await get(measured, '/c/does-not-exist-xyz')).text()
    // A page twice without cookies: rendered, then served from the page cache under the same route.
    await (await get(measured, '/blog')).text()
    await (await get(measured, '/blog')).text()
    // The server counts a request when its connection reports the answer sent, a moment after the client has it.
    let response = await get(measured, '/metrics', { Authorization: `Bearer ${TOKEN}` })
    let text = await response.text()
    for (let tries = 0; tries < 20 && !(text.includes('c.$slug') && text.includes('blog._index",method="GET",status="2xx"} 2')); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      response = await get(measured, '/metrics', { Authorization: `Bearer ${TOKEN}` })
      text = await response.text()
    }
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(text).toMatch(
      /karoo_http_request_duration_seconds_count\{route="routes\/\(\$store\)\+\/_service\+\/stores",method="GET",status="2xx"\} [1-9]/,
    )
    expect(text).toMatch(
      /karoo_http_request_duration_seconds_bucket\{route="routes\/\(\$store\)\+\/_catalog\+\/c\.\$slug",method="GET",status="4xx",le="\+Inf"\} [1-9]/,
    )
    expect(text).toContain('karoo_orders_placed_total')
    expect(text).toContain('karoo_mail_deliveries_total{result="failed"}')
    expect(text).toMatch(/karoo_mail_queue_depth \d+/)
    expect(text).toMatch(/karoo_page_cache_lookups_total\{result="hit"\} [1-9]/)
    expect(text).toMatch(
      /karoo_http_request_duration_seconds_count\{route="routes\/\(\$store\)\+\/_blog\+\/blog\._index",method="GET",status="2xx"\} 2/,
    )
    expect(text).toContain('karoo_search_duration_seconds_count')
    expect(text).not.toContain('someone')
    expect(text).not.toContain('does-not-exist')
  })
})
