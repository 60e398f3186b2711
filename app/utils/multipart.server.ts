/**
 * Reading a form with one file (docs/decisions/0030). `readForm` caps every form at 64 KB; a form with a
 * proof of purchase needs megabytes, and must still never read more than it allows. The body is counted as
 * it arrives and reading stops at `maxBodyBytes` (a few MB: holding that much for one request is the
 * price of parsing with the platform's own multipart parser, which reads any file name a browser sends).
 *
 * When the body passes its cap, the form is cut before its file part and closed, so the text fields that
 * came first are still read: put the file input after the other fields, and a form refused for its file
 * is shown again with everything the shopper typed. The rest of an upload that declared its length (at most
 * UPLOAD_DRAIN_BYTES) is read and thrown away, so that its sender gets the answer (request-body.server.ts
 * says why); the rest of any other is left unread, and server.ts closes its connection after the answer.
 */
import { readForm, uploadDrains } from './request-body.server'

export interface UploadedFile {
  /** The name the shopper's file had: never used to store it. */
  name: string
  bytes: Uint8Array<ArrayBuffer>
}

export interface UploadForm {
  /** The text fields (and only those). */
  formData: FormData
  /** The file of `fileField`; null when none was chosen (browsers send an empty part) or it was too large. */
  file: UploadedFile | null
  /** The file passed `maxFileBytes`, or the body its cap: reading stopped there. */
  fileTooLarge: boolean
}

/** Read the rest of a body and keep none of it. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to answer.
  }
}

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The boundary of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2]!) : null
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0]
  outer: for (
    let i = haystack.indexOf(first!, from);
    i !== -1 && i + needle.length <= haystack.length;
    i = haystack.indexOf(first!, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

/**
 * The start of the first part that is a file or is cut short, in a body cut at its cap: everything before
 * it is whole text parts. The first delimiter has no CRLF before it; the others do.
 */
export function textPartsEnd(bytes: Uint8Array, boundary: string): number {
  const encoder = new TextEncoder()
  const delimiter = encoder.encode(`\r\n--${boundary}`)
  const first = encoder.encode(`--${boundary}`)
  let start = indexOf(bytes, first, 0)
  if (start === -1) return 0
  for (;;) {
    const headersEnd = indexOf(bytes, encoder.encode('\r\n\r\n'), start)
    if (headersEnd === -1) return start
    const headers = new TextDecoder().decode(bytes.subarray(start, headersEnd))
    if (/filename\*?=/i.test(headers)) return start
    const next = indexOf(bytes, delimiter, headersEnd)
    if (next === -1) return start
    start = next + 2 // past the CRLF that belongs to the delimiter
  }
}

/**
 * The submitted form and its one file. A body that is not a form is a 415 and one that does not parse a
 * 400 (thrown, as readForm does); a URL-encoded post (no file at all) is read by readForm.
 */
export async function readUploadForm(
  request: Request,
  { fileField, maxFileBytes, maxBodyBytes }: { fileField: string; maxFileBytes: number; maxBodyBytes: number },
): Promise<UploadForm> {
  const contentType = request.headers.get('Content-Type') ?? ''
  const boundary = multipartBoundary(contentType)
  if (!boundary) return { formData: await readForm(request), file: null, fileTooLarge: false }

  // Read up to the cap, keeping what came (readBodyBytes would give nothing back past its limit).
  const chunks: Uint8Array[] = []
  let size = 0
  let cut = false
  if (request.body) {
    const reader = request.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        const room = maxBodyBytes - size
        chunks.push(value.byteLength > room ? value.subarray(0, room) : value)
        size += Math.min(value.byteLength, room)
        if (value.byteLength > room) {
          cut = true
          // A body of declared length drains in the background while the answer goes out. Any other is
          // released, not cancelled: cancelling would drop the connection before the answer is sent.
          if (uploadDrains(request.headers.get('Content-Length'))) void discardRest(reader)
          else reader.releaseLock()
          break
        }
      }
    } catch {
      throw plain(400, 'The form could not be read.')
    }
  }
  let bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  if (cut) {
    // The text parts end with the CRLF before the file part's delimiter: close the form there.
    const end = textPartsEnd(bytes, boundary)
    if (end === 0) return { formData: new FormData(), file: null, fileTooLarge: true }
    const closing = new TextEncoder().encode(`--${boundary}--\r\n`)
    const closed = new Uint8Array(end + closing.byteLength)
    closed.set(bytes.subarray(0, end))
    closed.set(closing, end)
    bytes = closed
  }

  let parsed: FormData
  try {
    parsed = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    throw plain(400, 'The form could not be read.')
  }
  const formData = new FormData()
  let file: UploadedFile | null = null
  let fileTooLarge = cut
  for (const [name, value] of parsed) {
    if (typeof value === 'string') formData.append(name, value)
    else if (name === fileField && !file && !fileTooLarge) {
      // No file chosen: browsers send the part with an empty name and no content.
      if (value.name === '' && value.size === 0) continue
      if (value.size > maxFileBytes) fileTooLarge = true
      else file = { name: value.name.slice(0, 255), bytes: new Uint8Array(await value.arrayBuffer()) }
    }
  }
  return { formData, file: fileTooLarge ? null : file, fileTooLarge }
}
