/**
 * A small HTTP client that returns the bytes as sent on the wire (no automatic decompression),
 * refuses anything but the loopback interface, and times out.
 */
import http from 'node:http'
import zlib from 'node:zlib'

export interface RawResponse {
  url: string
  status: number
  headers: http.IncomingHttpHeaders
  /** Body exactly as transferred (possibly compressed). */
  wire: Buffer
  /** Body after undoing Content-Encoding. */
  body: Buffer
  /** Milliseconds from sending the request to the last body byte. */
  ms: number
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function assertLoopback(url: URL): void {
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) {
    throw new Error(`refusing to request ${url.href}: the benchmark only talks to the local server`)
  }
}

export interface GetOptions {
  /** Value of Accept-Encoding; "identity" asks for an uncompressed body. */
  acceptEncoding?: string
  timeoutMs?: number
  headers?: Record<string, string>
}

export function get(target: string | URL, options: GetOptions = {}): Promise<RawResponse> {
  const url = new URL(target)
  assertLoopback(url)
  const timeoutMs = options.timeoutMs ?? 30_000
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.get(
      url,
      {
        headers: {
          'accept-encoding': options.acceptEncoding ?? 'identity',
          'user-agent': 'karoo-bench',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          ...options.headers,
        },
        // A fresh connection per request would measure TCP set-up, not the server.
        agent: keepAliveAgent,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const ms = performance.now() - started
          const wire = Buffer.concat(chunks)
          try {
            resolve({
              url: url.href,
              status: response.statusCode ?? 0,
              headers: response.headers,
              wire,
              body: decode(wire, response.headers['content-encoding']),
              ms,
            })
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    request.setTimeout(timeoutMs, () => {
      request.destroy(new Error(`GET ${url.pathname}${url.search} timed out after ${timeoutMs} ms`))
    })
    request.on('error', reject)
  })
}

export const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 4 })

function decode(wire: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? 'identity').trim().toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(wire)
    case 'deflate':
      return zlib.inflateSync(wire)
    case 'br':
      return zlib.brotliDecompressSync(wire)
    case 'identity':
    case '':
      return wire
    default:
      throw new Error(`unsupported Content-Encoding "${encoding}"`)
  }
}

/** GET that must answer 200; returns the decoded body as text. */
export async function getText(target: string | URL, options: GetOptions = {}): Promise<string> {
  const response = await get(target, options)
  if (response.status !== 200) throw new Error(`GET ${new URL(target).pathname} answered ${response.status}`)
  return response.body.toString('utf8')
}
