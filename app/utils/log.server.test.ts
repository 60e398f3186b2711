import { afterEach, describe, expect, it, vi } from 'vitest'
import { logs, requestIdFrom, writeRequestLog } from './log.server'

describe('request ids', () => {
  it('keeps an id made of 1 to 64 letters, digits and . _ : -', () => {
    for (const id of [
      'a',
      '7f3a9c0e-1b2d-4c5e-8f90-123456789abc',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      'x'.repeat(64),
    ]) {
      expect(requestIdFrom(id)).toBe(id)
    }
  })

  it('replaces anything else, and a repeated header, with a fresh UUID', () => {
    for (const forged of ['', 'x'.repeat(65), 'a b', 'a"b', 'a\\nb', 'é', '<x>', ['a', 'b'], undefined]) {
      const id = requestIdFrom(forged)
      expect(id).not.toEqual(forged)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('request log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one JSON line with time, level, id, method, route, status and duration', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    writeRequestLog('info', { requestId: 'r1', method: 'GET', route: 'routes/($store)+/_checkout+/cart', status: 200, durationMs: 12.345 })
    expect(out).toHaveBeenCalledTimes(1)
    const line = String(out.mock.calls[0][0])
    expect(line.endsWith('\n')).toBe(true)
    expect(line.trim()).not.toContain('\n')
    const parsed = JSON.parse(line) as Record<string, unknown>
    expect(Object.keys(parsed)).toEqual(['time', 'level', 'requestId', 'method', 'route', 'status', 'durationMs'])
    expect(parsed).toMatchObject({
      level: 'info',
      requestId: 'r1',
      method: 'GET',
      route: 'routes/($store)+/_checkout+/cart',
      status: 200,
      durationMs: 12.3,
    })
  })

  it('writes server errors at level error to stderr, and follows LOG_LEVEL', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    writeRequestLog('error', { requestId: 'r', method: 'GET', route: 'none', status: 200, durationMs: 1 })
    writeRequestLog('error', { requestId: 'r', method: 'POST', route: 'none', status: 503, durationMs: 1 })
    writeRequestLog('silent', { requestId: 'r', method: 'POST', route: 'none', status: 500, durationMs: 1 })
    expect(out).not.toHaveBeenCalled()
    expect(err).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({ level: 'error', status: 503 })
    expect(logs('debug', 'info')).toBe(true)
    expect(logs('info', 'debug')).toBe(false)
  })
})

describe('error log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes an error response by its status and text, not as [object Object]', async () => {
    const { writeErrorLog } = await import('./log.server')
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    writeErrorLog(
      'error',
      { status: 405, statusText: 'Method Not Allowed', error: new Error('No action for route "x"') },
      { requestId: 'r9' },
    )
    writeErrorLog('error', new Error('boom'))
    writeErrorLog('silent', new Error('quiet'))
    expect(err).toHaveBeenCalledTimes(2)
    expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({
      level: 'error',
      requestId: 'r9',
      status: 405,
      message: 'No action for route "x"',
    })
    expect(JSON.parse(String(err.mock.calls[1][0]))).toMatchObject({ message: 'boom', stack: expect.stringContaining('boom') })
  })
})

describe('console as log lines', () => {
  const saved = { debug: console.debug, log: console.log, info: console.info, warn: console.warn, error: console.error }
  afterEach(() => {
    Object.assign(console, saved)
    vi.restoreAllMocks()
  })

  it('turns console calls into JSON lines at their level, formatted as console would, filtered by LOG_LEVEL', async () => {
    const { sendConsoleToLog } = await import('./log.server')
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    sendConsoleToLog('info')
    console.log('Seeded %d products', 320)
    console.warn('Mail not sent')
    console.error('Placing an order failed', new Error('disk full'))
    console.debug('not at info')
    const lines = [...out.mock.calls, ...err.mock.calls].map(([chunk]) => String(chunk))
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line.trimEnd()).not.toContain('\n')
    const [seeded, warned, failed] = lines.map((line) => JSON.parse(line) as Record<string, string>)
    expect(seeded).toMatchObject({ level: 'info', message: 'Seeded 320 products' })
    expect(warned).toMatchObject({ level: 'warn', message: 'Mail not sent' })
    expect(failed.level).toBe('error')
    expect(failed.message).toMatch(/^Placing an order failed Error: disk full\n {4}at /)
  })
})
