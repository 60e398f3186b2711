import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentEncoding, encodeDocument } from './document-encoding.server'

const PAGE = `<!DOCTYPE html><html><body><h1>Kettles</h1>${Array.from({ length: 200 }, (_, i) => `<li>Kettle ${i}, R 499</li>`).join('')}</body></html>`

/** What each encoding's bytes decode to. */
function decode(body: string | Uint8Array, encoding: string | null): string {
  if (typeof body === 'string') return body
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString()
  if (encoding === 'deflate') return zlib.inflateSync(body).toString()
  throw new Error(`bytes without an encoding (${encoding})`)
}

function encode(acceptEncoding: string | null, method = 'GET', text = PAGE) {
  const headers = new Headers({ Vary: 'Cookie' })
  const request = new Request('http://shop.test/cart', {
    method,
    headers: acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding },
  })
  const body = encodeDocument(request, text, headers)
  return { body, headers, encoding: headers.get('Content-Encoding') }
}

describe('a shopper’s document compressed whole', () => {
  it('is sent in the encoding the browser accepts, decodes to the page and says its length', () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
    ] as const) {
      const { body, headers, encoding } = encode(accept)
      expect(encoding).toBe(expected)
      expect(decode(body, encoding)).toBe(PAGE)
      expect(headers.get('Content-Length')).toBe(String(body.length))
      expect(headers.get('Vary')).toBe('Cookie, Accept-Encoding')
    }
  })

  it('is the text as it is for a browser that accepts no compression, a HEAD request and a tiny page', () => {
    for (const { body, headers, encoding } of [
      encode(null),
      encode('identity'),
      encode('gzip;q=0, br;q=0'),
      encode('gzip', 'HEAD'),
      encode('gzip', 'GET', '<p>Hi</p>'),
    ]) {
      expect(encoding).toBeNull()
      expect(typeof body).toBe('string')
      expect(headers.get('Content-Length')).toBeNull()
      // Another browser may get it compressed: caches must tell the two apart.
      expect(headers.get('Vary')).toContain('Accept-Encoding')
    }
  })
})

describe('the encoding chosen', () => {
  // The compression middleware in front of every other answer, on a page of the same size.
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    const app = express()
    app.use(compression())
    app.get('/', (_req, res) => void res.type('html').send(PAGE))
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  function middlewareChoice(acceptEncoding: string): Promise<string | null> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          res.resume()
          resolve((res.headers['content-encoding'] as string | undefined) ?? null)
        })
        .on('error', reject)
    })
  }

  it('is the one the compression middleware would have chosen, so shoppers get the same bytes as before', async () => {
    const headers = [
      'gzip, deflate, br, zstd',
      'gzip, deflate',
      'gzip',
      'br',
      'deflate',
      'identity',
      '*',
      'gzip;q=0.5, br;q=0.4',
      'br;q=0, gzip',
      'gzip;q=0, deflate;q=0',
      'zstd',
      'x-unknown',
    ]
    for (const accept of headers) {
      expect(documentEncoding(accept), accept).toBe(await middlewareChoice(accept))
    }
  })
})
