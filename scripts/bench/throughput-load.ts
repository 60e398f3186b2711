/**
 * The throughput section's load generator, run as a child process so that it does not share an event
 * loop with the benchmark (or with a server):
 *   node --import tsx scripts/bench/throughput-load.ts '<LoadPlan as JSON>'
 * It opens `connections` keep-alive connections to one URL; each sends a request, reads the whole body,
 * and sends the next, for the warm-up and then the measured window. Responses completed within the
 * window are counted and their latencies kept; a status other than 200, a failed connection, a timeout
 * and a sampled body without the expected texts are errors. One JSON line (LoadResult) goes to stdout.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import type { LoadPlan, LoadResult } from './throughput-figures'
import { LatencyHistogram } from './throughput-histogram'

interface Answer {
  status: number
  bytes: number
  encoding: string | null
  /** The body as sent, kept only when it is to be checked. */
  body: Buffer | null
}

function request(agent: http.Agent, url: URL, plan: LoadPlan, keepBody: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: plan.headers }, (res) => {
      const chunks: Buffer[] = []
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (keepBody) chunks.push(chunk)
      })
      res.on('error', reject)
      res.on('aborted', () => reject(new Error('the response was cut off')))
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] ?? null
        resolve({ status: res.statusCode ?? 0, bytes, encoding, body: keepBody ? Buffer.concat(chunks) : null })
      })
    })
    req.setTimeout(plan.timeoutMs, () => req.destroy(new TimeoutError(`no answer within ${plan.timeoutMs} ms`)))
    req.on('error', reject)
  })
}

class TimeoutError extends Error {}

function decode(body: Buffer, encoding: string | null): string {
  switch (encoding) {
    case 'gzip':
      return zlib.gunzipSync(body).toString('utf8')
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8')
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8')
    default:
      return body.toString('utf8')
  }
}

export async function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  const url = new URL(plan.url)
  if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1') throw new Error(`refusing to load ${plan.url}: only the local server`)
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections, maxFreeSockets: plan.connections })
  const histogram = new LatencyHistogram()
  const result: LoadResult = {
    connections: plan.connections,
    durationMs: plan.durationMs,
    requests: 0,
    bytes: 0,
    statuses: {},
    errors: { status: 0, socket: 0, timeout: 0, body: 0 },
    firstProblem: null,
    samplesChecked: 0,
    encoding: null,
    latency: { p50: null, p90: null, p99: null, max: null, mean: null },
    histogram: histogram.toJSON(),
  }
  const problem = (text: string) => {
    result.firstProblem ??= text
  }
  const started = performance.now()
  const windowStart = started + plan.warmupMs
  const windowEnd = windowStart + plan.durationMs
  let answered = 0

  async function connection() {
    let first = true
    while (performance.now() < windowEnd) {
      const check = first || answered % plan.sampleEvery === 0
      first = false
      const sent = performance.now()
      let answer: Answer | null = null
      let failure: unknown = null
      try {
        answer = await request(agent, url, plan, check)
      } catch (error) {
        failure = error
      }
      const done = performance.now()
      answered++
      const counted = done > windowStart && done <= windowEnd
      if (failure !== null) {
        if (!counted) continue
        if (failure instanceof TimeoutError) result.errors.timeout++
        else result.errors.socket++
        problem(failure instanceof Error ? failure.message : String(failure))
        continue
      }
      if (answer === null) continue
      result.encoding ??= answer.encoding
      if (check && answer.status === 200 && answer.body) {
        result.samplesChecked++
        const text = decode(answer.body, answer.encoding)
        const absent = plan.markers.filter((marker) => !text.includes(marker))
        if (absent.length > 0) {
          // A page that lost its content counts as a failed response, in or out of the window.
          result.errors.body++
          problem(`a 200 body without ${JSON.stringify(absent[0])}`)
        }
      }
      if (!counted) continue
      result.requests++
      result.bytes += answer.bytes
      histogram.record(done - sent)
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1
      if (answer.status !== 200) {
        result.errors.status++
        problem(`status ${answer.status}`)
      }
    }
  }

  await Promise.all(Array.from({ length: plan.connections }, () => connection()))
  agent.destroy()
  result.latency = {
    p50: histogram.percentile(50),
    p90: histogram.percentile(90),
    p99: histogram.percentile(99),
    max: histogram.max(),
    mean: histogram.mean(),
  }
  result.histogram = histogram.toJSON()
  return result
}

const raw = process.argv[2]
if (raw === undefined) {
  process.stderr.write('throughput-load: pass the plan as JSON\n')
  process.exit(2)
}
generateLoad(JSON.parse(raw) as LoadPlan)
  .then((result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`)
  })
  .catch((error: unknown) => {
    process.stderr.write(`throughput-load: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
