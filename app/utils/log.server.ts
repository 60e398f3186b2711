/**
 * The server's log: one JSON object per line, so that a collector reads fields rather than parsing text.
 * `LOG_LEVEL` chooses what is written: `silent` nothing, `error` errors only, `info` errors and the request
 * log, `debug` everything.
 *
 * Lines carry what operations need and nothing a shopper typed: the request log names the route (the Remix
 * route id), never the URL, whose path and query may hold an e-mail address, an order number or a token;
 * no header, cookie or body is ever written.
 */
import crypto from 'node:crypto'
import { format } from 'node:util'

export type LogLevel = 'silent' | 'error' | 'info' | 'debug'
/** A line's level: a warning is written with the info lines (LOG_LEVEL=error means errors only). */
type LineLevel = Exclude<LogLevel, 'silent'> | 'warn'

const RANK: Record<LogLevel | LineLevel, number> = { silent: 0, error: 1, warn: 2, info: 2, debug: 3 }

/** Whether a line of `level` is written under `LOG_LEVEL=threshold`. */
export function logs(threshold: LogLevel, level: LineLevel): boolean {
  return RANK[level] <= RANK[threshold]
}

/** Write one line (errors and warnings to stderr, the rest to stdout). `time` and `level` come first. */
export function writeLog(level: LineLevel, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields })
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

/**
 * The server's console as log lines: what the app's modules write with console.log/warn/error (start-up,
 * the mail worker, housekeeping) becomes one JSON line each, `message` formatted as console would (an
 * error's stack included, its line breaks escaped), filtered by LOG_LEVEL like every other line.
 */
export function sendConsoleToLog(threshold: LogLevel): void {
  const to =
    (level: LineLevel) =>
    (...args: unknown[]): void => {
      if (logs(threshold, level)) writeLog(level, { message: format(...args) })
    }
  console.debug = to('debug')
  console.log = to('info')
  console.info = to('info')
  console.warn = to('warn')
  console.error = to('error')
}

export interface RequestLogLine {
  requestId: string
  method: string
  /** The Remix route id that answered, or what answered before Remix did ('page-cache' never: it keeps the id). */
  route: string
  status: number
  durationMs: number
}

/** The request log's line: `error` for a server error, `info` otherwise. */
export function writeRequestLog(threshold: LogLevel, line: RequestLogLine): void {
  const level: LineLevel = line.status >= 500 ? 'error' : 'info'
  if (!logs(threshold, level)) return
  writeLog(level, {
    requestId: line.requestId,
    method: line.method,
    route: line.route,
    status: line.status,
    // Tenths of a millisecond are as precise as a request's time means anything.
    durationMs: Math.round(line.durationMs * 10) / 10,
  })
}

/**
 * A request id a client or proxy sent is used (logged and echoed) only when it looks like one: 1 to 64
 * letters, digits and `.`, `_`, `:`, `-` (a UUID, a proxy's hex id, a W3C trace parent all fit). Anything else,
 * which could forge log lines or carry markup into a response header, is replaced by a fresh one.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && ACCEPTED_REQUEST_ID.test(header) ? header : crypto.randomUUID()
}

/** An error of a request, with its id, as one line (the stack kept as one field). */
export function writeErrorLog(threshold: LogLevel, error: unknown, fields: Record<string, unknown> = {}): void {
  if (!logs(threshold, 'error')) return
  writeLog('error', { ...fields, ...describeError(error) })
}

/** An Error's message and stack; an error response's status and text (Remix hands those in too). */
function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return error.stack ? { message: error.message, stack: error.stack } : { message: error.message }
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText, error: inner } = error as { status: unknown; statusText?: unknown; error?: unknown }
    const message = inner instanceof Error ? inner.message : String(statusText ?? '')
    return { status, message }
  }
  return { message: String(error) }
}
