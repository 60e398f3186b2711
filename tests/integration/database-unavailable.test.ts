/**
 * The shop while its PostgreSQL server cannot be reached (a restart, a failover): every page and every data
 * request answers 503 with Retry-After, and the page says the shop is back shortly, not that it broke. No
 * server is needed for this: the shop is pointed at a port nobody listens on.
 */
import './support/env'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import * as M from '~/domain/messages'
import { clearMemos } from '~/server/memo.server'
import { setDatabase } from '~/server/db.server'
import { serveShop, type RunningShop } from './support/app-server'

/** A local port that was free a moment ago: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('a database out of reach', () => {
  let database: DatabaseHandle
  let server: RunningShop

  beforeAll(async () => {
    database = await openDatabase({ url: `postgres://karoo@127.0.0.1:${await closedPort()}/karoo` })
    clearMemos()
    setDatabase(database)
    server = await serveShop()
  })
  afterAll(async () => {
    await server?.close()
    setDatabase(undefined)
    clearMemos()
    await database?.close()
  })

  it('answers a page 503 with Retry-After, and the page says to try again in a few seconds', async () => {
    for (const path of ['/c/kettles', '/de/cart']) {
      const response = await fetch(server.url + path)
      const html = await response.text()
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after')).toBe('10')
      expect(html).toContain('data-page="unavailable"')
      expect(html).not.toContain(M.INTERNAL_SERVER_ERROR)
    }
    const english = await (await fetch(server.url + '/c/kettles')).text()
    expect(english).toContain('Temporarily unavailable')
    expect(english).toContain(M.SOMETHING_WENT_WRONG)
  })

  it('answers loader data 503 too, so that a client-side visit shows the same page', async () => {
    const response = await fetch(`${server.url}/c/kettles?_data=root`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
  })
})
