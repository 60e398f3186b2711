import { describe, expect, it, vi } from 'vitest'
import { multipartBoundary, readUploadForm, textPartsEnd } from './multipart.server'

const LIMITS = { fileField: 'proof', maxFileBytes: 100, maxBodyBytes: 4096 }

function post(body: FormData | string, contentType?: string): Request {
  return new Request('http://shop.test/warranty', {
    method: 'POST',
    body,
    headers: contentType ? { 'Content-Type': contentType } : undefined,
  })
}

describe('readUploadForm', () => {
  it('reads the text fields and the file, whatever characters its name has', async () => {
    for (const name of ['receipt (1).pdf', 'a=b.pdf', '<img src=x onerror=alert(1)>.pdf', 'quittung "alt".png']) {
      const body = new FormData()
      body.append('serial', 'SN-1')
      body.append('proof', new Blob([new Uint8Array([1, 2, 3])]), name)
      const { formData, file, fileTooLarge } = await readUploadForm(post(body), LIMITS)
      expect(formData.get('serial')).toBe('SN-1')
      expect(file?.bytes).toEqual(new Uint8Array([1, 2, 3]))
      expect(fileTooLarge).toBe(false)
    }
  })

  it('gives no file when none was chosen, and refuses a file over its cap without keeping it', async () => {
    const none = new FormData()
    none.append('proof', new Blob([]), '')
    expect(await readUploadForm(post(none), LIMITS)).toMatchObject({ file: null, fileTooLarge: false })
    const big = new FormData()
    big.append('serial', 'SN-2')
    big.append('proof', new Blob([new Uint8Array(101)]), 'big.pdf')
    const read = await readUploadForm(post(big), LIMITS)
    expect(read).toMatchObject({ file: null, fileTooLarge: true })
    expect(read.formData.get('serial')).toBe('SN-2')
  })

  it('cuts a body over its cap before the file and still reads the fields that came first', async () => {
    const body = new FormData()
    body.append('serial', 'SN-3')
    body.append('name', 'Thandi')
    body.append('proof', new Blob([new Uint8Array(10_000)]), 'huge.pdf')
    const read = await readUploadForm(post(body), LIMITS)
    expect(read).toMatchObject({ file: null, fileTooLarge: true })
    expect([...read.formData.keys()]).toEqual(['serial', 'name'])
  })

  it('reads the rest of a refused upload of declared length and throws it away, so that its sender gets the answer; not an endless one', async () => {
    /** A multipart body with one text field, then a file of `fileBytes` (Infinity: it never ends, no length), counting what is pulled. */
    function streamed(fileBytes: number) {
      const head = new TextEncoder().encode(
        '--b\r\nContent-Disposition: form-data; name="serial"\r\n\r\nSN-4\r\n--b\r\nContent-Disposition: form-data; name="proof"; filename="x.pdf"\r\n\r\n',
      )
      const chunk = new Uint8Array(64 * 1024)
      const sent = { bytes: 0, closed: false, cancelled: false }
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = sent.bytes === 0 ? head : chunk.subarray(0, Math.min(chunk.byteLength, fileBytes + head.byteLength - sent.bytes))
          if (next.byteLength === 0) {
            sent.closed = true
            return controller.close()
          }
          sent.bytes += next.byteLength
          controller.enqueue(next)
        },
        cancel() {
          sent.cancelled = true
        },
      })
      const headers: Record<string, string> = { 'Content-Type': 'multipart/form-data; boundary=b' }
      if (Number.isFinite(fileBytes)) headers['Content-Length'] = String(head.byteLength + fileBytes)
      const request = new Request('http://shop.test/warranty', { method: 'POST', body, duplex: 'half', headers } as RequestInit)
      return { request, sent }
    }

    const sixMegabytes = streamed(6 * 1024 * 1024)
    const read = await readUploadForm(sixMegabytes.request, LIMITS)
    expect(read).toMatchObject({ file: null, fileTooLarge: true })
    expect(read.formData.get('serial')).toBe('SN-4')
    await vi.waitFor(() => expect(sixMegabytes.sent.closed).toBe(true))
    expect(sixMegabytes.sent.cancelled).toBe(false)

    // Without a length the rest is left unread (its connection is closed after the answer): a little read-ahead only.
    const endless = streamed(Infinity)
    await readUploadForm(endless.request, LIMITS)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(endless.sent.bytes).toBeLessThan(LIMITS.maxBodyBytes + 256 * 1024)
  })

  it('answers 400 for a body that is not a multipart form at all', async () => {
    const refused = await readUploadForm(post('garbage', 'multipart/form-data; boundary=x'), LIMITS).catch((e: unknown) => e)
    expect((refused as Response).status).toBe(400)
  })
})

describe('multipart helpers', () => {
  it('finds the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc')
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b')
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull()
  })

  it('ends the text parts where the first file part starts', () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="f"; filename="x"\r\n\r\nDATA'
    expect(textPartsEnd(new TextEncoder().encode(body), 'b')).toBe(body.indexOf('--b\r\nContent-Disposition: form-data; name="f"'))
  })
})
