/**
 * Reading request bodies without trusting them. The shop's forms are small, so a body larger than a
 * form can be is refused (413), a body that is not a form (415) or that does not parse (400) gets a
 * plain answer instead of a server error. server.ts refuses what the headers already show; the readers
 * here count the bytes as they arrive, which also covers bodies sent without a length (chunked).
 */

/** The largest form body an action reads: the biggest form (a checkout address) is a few KB. */
export const FORM_BODY_LIMIT = 64 * 1024
/** The largest payment notification read: providers send a few KB of JSON. */
export const NOTIFICATION_BODY_LIMIT = 64 * 1024

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/** Payment notifications are JSON from providers, not forms: their route applies its own rules and answers. */
const NOTIFICATION_PATH = /^\/api\/payments\/notify\//

/**
 * Forms with a file (the warranty registration's proof of purchase, docs/decisions/0030). Their action
 * reads multipart bodies itself with a larger cap (~/utils/multipart.server) and answers an oversized file
 * beside its field, so a declared length over FORM_BODY_LIMIT is not refused here; the action stops
 * keeping bytes at its cap and reads the rest to its end (see closeAfterAnswer).
 */
const UPLOAD_PATH = /^(\/(de|it))?\/(warranty|register-your-warranty)\/?$/

/** Whether a path is a form with a file upload, whose action caps the body itself. */
export function isUploadPath(path: string): boolean {
  return UPLOAD_PATH.test(path)
}

/**
 * A multipart upload declaring at most this much is read to its end: up to its action's cap, the rest read
 * and thrown away (multipart.server). A server that stops reading closes the connection on unread bytes, and
 * the sender gets a reset instead of the answer: a phone shows "connection reset", not the form with its
 * error. A longer upload (no phone's photo is) has its connection closed after the answer.
 */
export const UPLOAD_DRAIN_BYTES = 24 * 1024 * 1024

/** Whether a multipart upload of this declared length is read to its end (none is without a length). */
export function uploadDrains(contentLength: string | null | undefined): boolean {
  return contentLength != null && Number(contentLength) <= UPLOAD_DRAIN_BYTES
}

/**
 * Whether server.ts closes the connection after the answer. A chunked body may be cut off by its action and
 * its unread rest would block the connection. An upload over the form cap is read to its end only when it is
 * multipart (its action's reader drains it) and no longer than UPLOAD_DRAIN_BYTES.
 */
export function closeAfterAnswer(request: {
  path: string
  contentType: string | undefined
  contentLength: string | undefined
  chunked: boolean
}): boolean {
  if (request.chunked) return true
  const length = Number(request.contentLength)
  if (!isUploadPath(request.path) || !(length > FORM_BODY_LIMIT)) return false
  return mediaType(request.contentType) !== 'multipart/form-data' || !uploadDrains(request.contentLength)
}

/** "multipart/form-data; boundary=x" -> "multipart/form-data". */
function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase()
}

function isFormContentType(contentType: string | null | undefined): boolean {
  return FORM_TYPES.has(mediaType(contentType))
}

export interface BodyRefusal {
  status: 413 | 415
  message: string
}

const MESSAGES = {
  tooLarge: 'Request body too large.',
  notAForm: 'Send a form: application/x-www-form-urlencoded or multipart/form-data.',
  unreadable: 'The form could not be read.',
} as const

/**
 * What can be refused from the request line and headers alone, before a byte of the body is read:
 * a declared length over the cap (413) and a body that is not a form (415). Payment notifications pass.
 */
export function refuseBodyEarly(request: {
  method: string
  path: string
  contentType: string | undefined
  contentLength: string | undefined
}): BodyRefusal | null {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null
  if (NOTIFICATION_PATH.test(request.path)) return null
  if (Number(request.contentLength) > FORM_BODY_LIMIT && !isUploadPath(request.path)) return { status: 413, message: MESSAGES.tooLarge }
  if (!isFormContentType(request.contentType)) return { status: 415, message: MESSAGES.notAForm }
  return null
}

/**
 * The body's bytes, or null when it is longer than `limit`. Reading stops at the limit; the rest is
 * left unread (the stream is not cancelled: that would drop the connection before the answer is sent).
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('Content-Length')) > limit) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The 400 for a post that is not the shop's form: it says so and sends nothing of it back. */
export function unreadableForm(): Response {
  return plain(400, MESSAGES.unreadable)
}

/**
 * The submitted form, for every action: `request.formData()` throws a server error on a body that is
 * not a form or is cut short, and reads a body of any size. This answers 415, 413 or 400 instead.
 */
export async function readForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('Content-Type')
  if (!isFormContentType(contentType)) throw plain(415, MESSAGES.notAForm)
  let bytes: Uint8Array<ArrayBuffer> | null
  try {
    bytes = await readBodyBytes(request, FORM_BODY_LIMIT)
  } catch {
    // The client went away or sent a broken chunked body.
    throw unreadableForm()
  }
  if (!bytes) throw plain(413, MESSAGES.tooLarge)
  try {
    return await new Response(bytes, { headers: { 'Content-Type': contentType! } }).formData()
  } catch {
    throw unreadableForm()
  }
}

/** The body as text, or null when it is longer than `limit` (payment notifications). */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBodyBytes(request, limit)
  return bytes && new TextDecoder().decode(bytes)
}
