import { describe, expect, it } from 'vitest'
import {
  closeAfterAnswer,
  FORM_BODY_LIMIT,
  NOTIFICATION_BODY_LIMIT,
  readBodyText,
  readForm,
  refuseBodyEarly,
  UPLOAD_DRAIN_BYTES,
} from './request-body.server'

const URL_ENCODED = 'application/x-www-form-urlencoded'

function post(body: BodyInit | null, contentType?: string): Request {
  const headers = contentType ? { 'Content-Type': contentType } : undefined
  return new Request('http://shop.test/cart', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

/** A body that arrives in pieces with no declared length, as a chunked upload does. */
function streamed(total: number, piece = 8 * 1024): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close()
      sent += piece
      controller.enqueue(new TextEncoder().encode('a'.repeat(piece)))
    },
  })
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; text: string }> {
  try {
    await promise
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() }
    throw thrown
  }
  throw new Error('expected a thrown Response')
}

describe('readForm', () => {
  it('reads a urlencoded and a multipart form', async () => {
    expect((await readForm(post('intent=add&sku=KET-1011', URL_ENCODED))).get('sku')).toBe('KET-1011')
    const form = new FormData()
    form.set('intent', 'remove')
    const multipart = new Request('http://shop.test/cart', { method: 'POST', body: form })
    expect((await readForm(multipart)).get('intent')).toBe('remove')
  })

  it.each([
    ['JSON', '{}', 'application/json'],
    ['text', 'intent=add', 'text/plain'],
    ['no content type', 'intent=add', undefined],
  ])('answers %s with 415', async (_name, body, type) => {
    const { status, text } = await refusal(readForm(post(body, type)))
    expect(status).toBe(415)
    expect(text).toMatch(/form/)
  })

  it('answers a truncated multipart body with 400', async () => {
    const body = '--XyZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--XyZ\r\nContent-Disp'
    expect((await refusal(readForm(post(body, 'multipart/form-data; boundary=XyZ')))).status).toBe(400)
  })

  it('answers multipart without a boundary with 400', async () => {
    expect((await refusal(readForm(post('intent=add', 'multipart/form-data')))).status).toBe(400)
  })

  it('stops reading a body without a length once it passes the cap: 413', async () => {
    expect((await refusal(readForm(post(streamed(FORM_BODY_LIMIT * 4), URL_ENCODED)))).status).toBe(413)
  })

  it('reads a body just under the cap', async () => {
    const form = await readForm(post(`x=${'a'.repeat(FORM_BODY_LIMIT - 2)}`, URL_ENCODED))
    expect(String(form.get('x')).length).toBe(FORM_BODY_LIMIT - 2)
  })
})

describe('readBodyText', () => {
  it('returns the text under the cap and null over it, also without a declared length', async () => {
    expect(await readBodyText(post('{"a":1}', 'application/json'), NOTIFICATION_BODY_LIMIT)).toBe('{"a":1}')
    expect(await readBodyText(post(streamed(NOTIFICATION_BODY_LIMIT * 2)), NOTIFICATION_BODY_LIMIT)).toBeNull()
  })
})

describe('refuseBodyEarly', () => {
  const form = { method: 'POST', path: '/cart', contentType: URL_ENCODED, contentLength: '120' }

  it('lets forms and reads through', () => {
    expect(refuseBodyEarly(form)).toBeNull()
    expect(refuseBodyEarly({ ...form, contentType: 'multipart/form-data; boundary=x' })).toBeNull()
    expect(refuseBodyEarly({ ...form, method: 'GET', contentType: 'application/json' })).toBeNull()
    expect(refuseBodyEarly({ ...form, contentLength: undefined })).toBeNull()
  })

  it('refuses a declared length over the cap with 413 before the content type', () => {
    expect(refuseBodyEarly({ ...form, contentType: 'application/json', contentLength: String(10 * 1024 * 1024) })?.status).toBe(413)
  })

  it('lets an upload form over the form cap through to its action, which caps it itself', () => {
    const upload = { method: 'POST', contentType: 'multipart/form-data; boundary=x', contentLength: String(6 * 1024 * 1024) }
    for (const path of ['/warranty', '/register-your-warranty', '/de/warranty', '/it/register-your-warranty']) {
      expect(refuseBodyEarly({ ...upload, path })).toBeNull()
    }
    expect(refuseBodyEarly({ ...upload, path: '/contact' })?.status).toBe(413)
    expect(refuseBodyEarly({ ...upload, path: '/warranty/registered/x' })?.status).toBe(413)
    expect(refuseBodyEarly({ ...upload, path: '/warranty', contentType: 'application/json' })?.status).toBe(415)
  })

  it.each(['application/json', 'text/plain', undefined, 'multipart/mixed'])('refuses %s with 415', (contentType) => {
    expect(refuseBodyEarly({ ...form, contentType })?.status).toBe(415)
  })

  it('leaves payment notifications to their route (JSON, any size: it answers them itself)', () => {
    const notification = { method: 'POST', path: '/api/payments/notify/cardgateway', contentType: 'application/json' }
    expect(refuseBodyEarly({ ...notification, contentLength: String(NOTIFICATION_BODY_LIMIT + 1) })).toBeNull()
  })
})

describe('closeAfterAnswer', () => {
  const upload = {
    path: '/de/warranty',
    contentType: 'multipart/form-data; boundary=x',
    contentLength: String(6 * 1024 * 1024),
    chunked: false,
  }

  it('keeps the connection of an upload its action reads to the end, so that its sender gets the answer', () => {
    expect(closeAfterAnswer(upload)).toBe(false)
    expect(closeAfterAnswer({ ...upload, contentLength: String(UPLOAD_DRAIN_BYTES) })).toBe(false)
    expect(closeAfterAnswer({ ...upload, path: '/cart', contentLength: '120' })).toBe(false)
  })

  it('closes it after a chunked body, an upload too long to drain, or one that is not multipart', () => {
    expect(closeAfterAnswer({ ...upload, chunked: true, contentLength: undefined })).toBe(true)
    expect(closeAfterAnswer({ ...upload, contentLength: String(UPLOAD_DRAIN_BYTES + 1) })).toBe(true)
    expect(
      closeAfterAnswer({ ...upload, contentType: 'application/x-www-form-urlencoded', contentLength: String(FORM_BODY_LIMIT + 1) }),
    ).toBe(true)
  })
})
