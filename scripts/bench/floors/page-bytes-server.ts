/**
 * The plain Node floor: node:http answering every GET with the same page, a copy of the shop's product
 * page taken once. The body is gzipped once at start and sent as is to a client that accepts gzip, so
 * the figure is what Node itself costs to answer with those bytes (no rendering, no compression per
 * request).
 *   node --import tsx scripts/bench/floors/page-bytes-server.ts --file=PAGE.html
 * Listens on a free port of 127.0.0.1 and prints `listening <port>` once it accepts requests.
 */
import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'
import { acceptsGzip } from './accepts-gzip'
import { announce } from './listen'

const fileArg = process.argv.slice(2).find((arg) => arg.startsWith('--file='))
if (!fileArg) {
  console.error('page-bytes-server: --file= is required')
  process.exit(2)
}
const plain = fs.readFileSync(fileArg.slice('--file='.length))
const gzipped = zlib.gzipSync(plain)

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const gzip = acceptsGzip(req.headers['accept-encoding'])
  const body = gzip ? gzipped : plain
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
})
server.listen(0, '127.0.0.1', () => announce(server))
