/**
 * What the server answers to requests no page of the shop would send: bodies that are not a form,
 * bodies too large to be one, redirect targets with control characters. Each gets a plain 4xx,
 * never a server error, and a large body is refused without being read. Also: every response sets
 * each cookie at most once, one cookie per Set-Cookie header.
 *
 * These are HTTP-level checks (no page), so they run in one project only.
 */
import net from 'node:net'
import type { APIResponse } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS } from './shop-support'

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP only: one project is enough')

const FORM_ACTIONS = ['/cart', '/checkout', '/resources/language', '/de/cart']
const NOTIFICATION = '/api/payments/notify/cardgateway'
/** Comfortably above the 64 KB the shop accepts for a form or a payment notification. */
const OVERSIZED = 200 * 1024

interface RawAnswer {
  status: number | null
  head: string
  body: string
}

/**
 * One HTTP/1.1 exchange over a bare socket, for what ordinary clients will not send: a Content-Length
 * the body never reaches, chunked bodies. Parts are written one by one, stopping as soon as the server
 * answers (a refused upload is not sent in full).
 */
function rawExchange(port: number, head: string, parts: (string | Buffer)[], pauseMs = 15): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      const [answerHead = '', body = ''] = received.split('\r\n\r\n', 2)
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answerHead)
      resolve({ status: status ? Number(status[1]) : null, head: answerHead, body })
    }
    // A server still reading the body after 8 s has not refused it.
    const timer = setTimeout(settle, 8_000)
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('end', settle)
    socket.on('close', settle)
    socket.on('error', settle)
    socket.on('connect', async () => {
      socket.write(head)
      for (const part of parts) {
        if (received || settled) break
        socket.write(part)
        await new Promise((wait) => setTimeout(wait, pauseMs))
      }
    })
  })
}

function requestHead(path: string, port: number, headers: Record<string, string>): string {
  const lines = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  return `${lines.join('\r\n')}\r\n\r\n`
}

/** A body in HTTP/1.1 chunks of `size` bytes each, then the last chunk. */
function chunked(total: number, size = 8 * 1024, fill = 'a'): Buffer[] {
  const parts: Buffer[] = []
  for (let sent = 0; sent < total; sent += size) {
    const data = Buffer.from(`x=${fill.repeat(size)}`.slice(0, size))
    parts.push(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]))
  }
  parts.push(Buffer.from('0\r\n\r\n'))
  return parts
}

function portOf(baseURL: string | undefined): number {
  return Number(new URL(baseURL ?? 'http://127.0.0.1:3100').port)
}

test.describe('bodies that are not a form', () => {
  for (const path of FORM_ACTIONS) {
    test(`${path} refuses JSON, text and a missing content type with 415`, async ({ request, baseURL }) => {
      const origin = new URL(baseURL!).origin
      const json = await request.post(path, { data: {}, headers: { Origin: origin }, maxRedirects: 0 })
      expect(json.status(), 'JSON').toBe(415)
      expect(await json.text()).toMatch(/form/i)
      expect(json.headers()['content-type']).toMatch(/^text\/plain/)

      const text = await request.post(path, {
        data: 'intent=add',
        headers: { Origin: origin, 'Content-Type': 'text/plain' },
        maxRedirects: 0,
      })
      expect(text.status(), 'text/plain').toBe(415)

      const port = portOf(baseURL)
      const untyped = await rawExchange(port, requestHead(path, port, { Origin: origin, 'Content-Length': '2' }), ['{}'])
      expect(untyped.status, 'no content type').toBe(415)
    })

    test(`${path} answers a truncated multipart body with 400`, async ({ request, baseURL }) => {
      const body = '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--XyZ\r\nContent-Disposition: form-da'
      const response = await request.post(path, {
        data: body,
        headers: { Origin: new URL(baseURL!).origin, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(400)
      // A page route shows its bad-request page; the resource route answers the plain message.
      if (path.startsWith('/resources/')) expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    })
  }

  test('a multipart body without its boundary is a 400', async ({ request, baseURL }) => {
    const response = await request.post('/cart', {
      data: 'intent=add',
      headers: { Origin: new URL(baseURL!).origin, 'Content-Type': 'multipart/form-data' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
  })

  test('a real form still works, urlencoded and multipart', async ({ request }) => {
    const urlencoded = await request.post('/cart', { form: { intent: 'add', sku: PRODUCTS.kettle, qty: '1' }, maxRedirects: 0 })
    expect(urlencoded.status()).toBe(303)
    const multipart = await request.post('/cart', {
      multipart: { intent: 'add', sku: PRODUCTS.kettle, qty: '1' },
      maxRedirects: 0,
    })
    expect(multipart.status()).toBe(303)
  })
})

test.describe('bodies too large to be a form', () => {
  test('a declared 10 MB body is refused with 413 before it is read', async ({ baseURL }) => {
    const port = portOf(baseURL)
    const head = requestHead('/cart', port, {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(10 * 1024 * 1024),
    })
    // Only the first 16 KB ever leave: a server reading the whole body would wait for the rest.
    const answer = await rawExchange(port, head, [Buffer.alloc(16 * 1024, 'a')])
    expect(answer.status).toBe(413)
    expect(answer.head).toMatch(/^content-type: text\/plain/im)
  })

  test('a chunked body to a form action is cut off with 413 once it passes the cap', async ({ baseURL }) => {
    const port = portOf(baseURL)
    const head = requestHead('/cart', port, {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Transfer-Encoding': 'chunked',
    })
    const answer = await rawExchange(port, head, chunked(OVERSIZED))
    expect(answer.status).toBe(413)
  })

  test('a payment notification over the cap is refused, declared or chunked', async ({ baseURL }) => {
    const port = portOf(baseURL)
    const declared = await rawExchange(
      port,
      requestHead(NOTIFICATION, port, { 'Content-Type': 'application/json', 'Content-Length': String(OVERSIZED) }),
      [Buffer.alloc(16 * 1024, 'a')],
    )
    expect(declared.status, 'Content-Length').toBe(413)
    const streamed = await rawExchange(
      port,
      requestHead(NOTIFICATION, port, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }),
      chunked(OVERSIZED),
    )
    expect(streamed.status, 'chunked').toBe(413)
    expect(streamed.body).toContain('too_large')
  })

  test('a payment notification keeps its JSON answers for any content type', async ({ request }) => {
    const response = await request.post(NOTIFICATION, { data: '{}', headers: { 'Content-Type': 'text/plain' } })
    expect(response.status()).not.toBe(415)
    expect(response.status()).toBeLessThan(500)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
  })
})

test.describe('redirect targets', () => {
  const TARGETS = ['/\n', '/\r\nSet-Cookie: x=1', '/\t/evil.example', '//evil.example', '/.//evil.example', '/日本']

  const ACTIONS: { path: string; form: Record<string, string>; fallback: string }[] = [
    { path: '/cart', form: { intent: 'add', sku: PRODUCTS.kettle, qty: '1' }, fallback: '/cart' },
    { path: '/resources/language', form: { locale: '' }, fallback: '/' },
  ]
  for (const { path, form, fallback } of ACTIONS) {
    test(`${path} sends a hostile redirectTo to a safe path, never a 500`, async ({ request }) => {
      for (const redirectTo of TARGETS) {
        const response = await request.post(path, { form: { ...form, redirectTo }, maxRedirects: 0 })
        const label = JSON.stringify(redirectTo)
        // A form's fields refuse control characters inside a value (400); trimmed off its ends, '/\n' is '/'.
        if (response.status() === 400) {
          expect(redirectTo.trim(), label).toMatch(/[\r\n\t]/)
          continue
        }
        expect(response.status(), label).toBe(303)
        const expected = redirectTo === '/日本' ? '/%E6%97%A5%E6%9C%AC' : redirectTo.trim() === '/' ? ['/', fallback] : [fallback]
        expect(expected, label).toContain(response.headers()['location'])
      }
    })
  }

  test('a redirectTo of /%0a in the query of a page is harmless too', async ({ request }) => {
    const response = await request.get('/cart?redirectTo=/%0a', { maxRedirects: 0 })
    expect(response.status()).toBeLessThan(500)
  })
})

/** The Set-Cookie header lines of a response, one entry per header line as sent. */
function setCookieLines(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
}

/** Each line holds one cookie (a comma followed by `name=` would start a second); each name once. */
function expectOneCookiePerLine(lines: string[], label: string) {
  for (const line of lines) expect(line, `${label}: two cookies in one header`).not.toMatch(/,\s*[\w.-]+=/)
  const names = lines.map((line) => line.slice(0, line.indexOf('=')))
  expect(names, `${label}: a cookie set twice`).toEqual([...new Set(names)])
}

test.describe('cookies', () => {
  for (const page of ['/', '/cart', '/c/fridges-freezers']) {
    test(`after adding to cart without JavaScript, ${page} sets each cookie once`, async ({ request }) => {
      const added = await request.post('/cart', {
        form: { intent: 'add', sku: PRODUCTS.kettle, qty: '1', redirectTo: page },
        maxRedirects: 0,
      })
      expect(added.status()).toBe(303)
      const posted = setCookieLines(added)
      expectOneCookiePerLine(posted, 'the 303')
      expect(posted.map((line) => line.split('=')[0]).sort()).toEqual(['karoo_cart', 'karoo_session'])

      // The page shows the toast and clears it from the session: one session cookie, alone in its header,
      // and the session epoch the service worker reads (decision 0040), once.
      const landed = await request.get(added.headers()['location']!, { maxRedirects: 0 })
      expect(landed.status()).toBe(200)
      const lines = setCookieLines(landed)
      expectOneCookiePerLine(lines, page)
      expect(lines.map((line) => line.split('=')[0])).toEqual(['karoo_session', 'karoo_epoch'])
    })
  }
})
