import zlib from 'node:zlib'
import Negotiator from 'negotiator'

/**
 * A shopper's document compressed whole, in one call, instead of through the `compression` middleware.
 *
 * Documents are rendered to one string (entry.server.tsx). Passed to the middleware, that string went through a
 * gzip or brotli stream: the stream's native handle, a hop to the thread pool and back, its chunks and its
 * flush. On the three-line cart page that machinery cost about as much CPU again as the compression itself
 * (docs/decisions/0068-shopper-documents-compressed-whole.md). A single synchronous call does the same
 * compression without it.
 *
 * The encoding is the one the middleware would have chosen, with its settings, so a shopper receives the same
 * bytes as before: brotli at quality 4 when the browser accepts it, else gzip, else deflate, at zlib's default
 * level, and the text as it is when the browser accepts none of them (or for a HEAD request, which has no body).
 */

/** The middleware's list (compression 1.8): what it can send, and which it picks when the browser likes several. */
const SUPPORTED = ['br', 'gzip', 'deflate', 'identity']
const PREFERRED = ['br', 'gzip']
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }
/** Below this the middleware does not compress either: the headers would outweigh the saving. */
const THRESHOLD_BYTES = 1024

export type DocumentEncoding = 'br' | 'gzip' | 'deflate'

/** The encoding a document is sent in for this Accept-Encoding header, or null for the text as it is. */
export function documentEncoding(acceptEncoding: string | null): DocumentEncoding | null {
  if (!acceptEncoding) return null
  const method = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(SUPPORTED, PREFERRED)
  return method === 'br' || method === 'gzip' || method === 'deflate' ? method : null
}

/** zlib's one-call results are fresh buffers of their own (never shared memory), which a Response may hold. */
function compress(text: string, encoding: DocumentEncoding): Uint8Array<ArrayBuffer> {
  const bytes = compressed(text, encoding)
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
}

function compressed(text: string, encoding: DocumentEncoding): Buffer {
  switch (encoding) {
    case 'br':
      return zlib.brotliCompressSync(text, BROTLI)
    case 'gzip':
      return zlib.gzipSync(text)
    case 'deflate':
      return zlib.deflateSync(text)
  }
}

/**
 * The body of a document answer, compressed when the request accepts it; the headers get Content-Encoding,
 * Content-Length and `Vary: Accept-Encoding` (a cache must not hand a brotli copy to a browser without brotli).
 */
export function encodeDocument(request: Request, text: string, headers: Headers): string | Uint8Array<ArrayBuffer> {
  headers.append('Vary', 'Accept-Encoding')
  const encoding =
    request.method === 'HEAD' || text.length < THRESHOLD_BYTES ? null : documentEncoding(request.headers.get('Accept-Encoding'))
  if (encoding === null) return text
  const body = compress(text, encoding)
  headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.length))
  return body
}
