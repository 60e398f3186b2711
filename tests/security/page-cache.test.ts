/**
 * The page cache as a stranger would try it: whatever one request carries (another Host, HEAD instead of
 * GET, a shop cookie), the page kept for everyone else stays the shop's own page.
 */
import '../integration/support/env'
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { databaseTargets } from '../setup/db'
import { serverForSuite } from '../integration/support/app-server'
import { shopForSuite } from '../integration/support/shop'

/** A request as a stranger's own client sends it (fetch() always sends the address's own Host). */
function rawRequest(url: string, options: http.RequestOptions): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, options, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
      .end()
  })
}

describe.each(databaseTargets())('the page cache against a stranger (%s)', (kind) => {
  shopForSuite(kind)
  const server = serverForSuite()

  it('keeps a page per host: a request naming another host cannot put its links in other shoppers’ pages', async () => {
    const poisoned = await rawRequest(`${server.url}/`, { headers: { host: 'evil.example' } })
    expect(poisoned.body).toContain('http://evil.example/')
    const shopper = await fetch(`${server.url}/`)
    expect(await shopper.text()).not.toContain('evil.example')
  })

  it('never keeps the empty answer to a HEAD as the page', async () => {
    const head = await rawRequest(`${server.url}/about`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    const page = await fetch(`${server.url}/about`)
    expect(await page.text()).toContain('</html>')
  })

  it('never keeps a page made for a shopper with a cookie, even a forged one', async () => {
    const forged = await fetch(`${server.url}/`, { headers: { cookie: 'karoo_session=forged; karoo_cart=forged' } })
    expect(forged.headers.get('age')).toBeNull()
    await forged.text()
    const next = await fetch(`${server.url}/`, { headers: { cookie: 'karoo_session=forged; karoo_cart=forged' } })
    expect(next.headers.get('age')).toBeNull()
  })
})
