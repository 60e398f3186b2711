/**
 * PostgreSQL closing connections under the app (a restart, a failover, a network cut) must fail the queries
 * that used them, never end the process, and the same pool must work again once the server is back. The
 * cut is made by a TCP proxy between the pool and the test server (the shared server itself is never
 * stopped). Runs when TEST_DATABASE_URL names a PostgreSQL server.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { startTcpProxy, type CuttableProxy } from '../../scripts/soak/tcp-proxy'

const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)('PostgreSQL connections lost under the app', () => {
  let proxy: CuttableProxy
  let handle: DatabaseHandle
  const uncaught: unknown[] = []
  const keep = (error: unknown) => uncaught.push(error)

  beforeAll(async () => {
    const target = new URL(url!)
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    const viaProxy = new URL(url!)
    viaProxy.host = `127.0.0.1:${proxy.port}`
    handle = await openDatabase({ url: viaProxy.href })
    // An 'error' event nobody listens to would be thrown from the socket's callback: caught here, it fails the test.
    process.on('uncaughtException', keep)
  })

  afterAll(async () => {
    process.off('uncaughtException', keep)
    await handle?.close().catch(() => {})
    await proxy?.close()
  })

  it('fails the transaction whose connection was cut, without an uncaught error, and serves again once restored', async () => {
    const running = handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      // The connection is checked out and idle between two queries, as while a transaction runs its JavaScript.
      proxy.cut()
      await new Promise((resolve) => setTimeout(resolve, 200))
      await sql`select 2`.execute(trx)
    })
    const inTransaction = await running.then(
      () => null,
      (error: unknown) => error,
    )
    // Idle connections in the pool were cut too, and new ones are refused.
    const afterCut = await sql`select 3`.execute(handle.db).then(
      () => null,
      (error: unknown) => error,
    )
    // Both are told apart from a wrong query, so that the request is answered 503, not 500.
    expect(isDatabaseUnavailable(inTransaction), String(inTransaction)).toBe(true)
    expect(isDatabaseUnavailable(afterCut), String(afterCut)).toBe(true)
    expect(uncaught).toEqual([])
    proxy.restore()
    const answer = await sql<{ n: number }>`select 4 as n`.execute(handle.db)
    const wrongQuery = await sql`select * from no_such_table`.execute(handle.db).then(
      () => null,
      (error: unknown) => error,
    )
    expect(isDatabaseUnavailable(wrongQuery)).toBe(false)
    expect(answer.rows[0].n).toBe(4)
    expect(uncaught).toEqual([])
  })
})
