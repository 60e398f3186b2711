import './support/env'
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { PER_ACCOUNT, PER_IP, type ThrottlePolicy } from '~/domain/throttle'
import { setDatabase } from '~/providers/db.server'
import { checkThrottle, clearThrottle, deleteStaleThrottles, ipAccountKey, ipKey, recordFailure } from '~/providers/throttle.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

const HOUR = 3_600_000
const T0 = new Date('2026-03-01T12:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

describeEachDatabase('throttle counters', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(async () => {
    setDatabase(database())
  })
  afterEach(() => setDatabase(undefined))

  /** A second connection to the same database, as another app instance would have. */
  async function secondInstance(): Promise<DatabaseHandle> {
    if (kind === 'postgres') return openDatabase({ url: process.env.TEST_DATABASE_URL!, pgSchema: database().pgSchema })
    const { rows } = await sql<{ file: string }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(database().db)
    return openDatabase({ sqliteFile: rows[0]!.file })
  }

  it('counts failures shared by every instance', async () => {
    const key = ipKey('coupon', '198.51.100.1', PER_IP)
    const other = await secondInstance()
    try {
      for (let i = 0; i < 10; i++) {
        setDatabase(i % 2 ? other : database())
        expect(await recordFailure([key], at(i))).toEqual({ allowed: true })
      }
      setDatabase(other)
      expect(await recordFailure([key], at(10))).toEqual({ allowed: false, retryAfterSeconds: 1 })
      setDatabase(database())
      expect(await checkThrottle([key], at(11))).toEqual({ allowed: false, retryAfterSeconds: 1 })
      expect(await checkThrottle([key], at(10 + 1000))).toEqual({ allowed: true })
    } finally {
      setDatabase(database())
      await other.close()
    }
  })

  it('counts every one of many parallel failures', async () => {
    const key = ipKey('coupon', '198.51.100.2', PER_IP)
    await Promise.all(Array.from({ length: 25 }, () => recordFailure([key], T0)))
    const row = await database().db.selectFrom('throttle').selectAll().where('key', '=', key.key).executeTakeFirstOrThrow()
    expect(Number(row.failures)).toBe(25)
    // 15 past the free ones: 2^14 s, capped at an hour.
    expect(row.blocked_until).toBe(at(HOUR).toISOString())
  })

  it('doubles the wait with each failure and caps it', async () => {
    const policy: ThrottlePolicy = { freeFailures: 0, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: HOUR }
    const key = { key: 'test:doubling', policy }
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      const verdict = await recordFailure([key], T0)
      waits.push(verdict.allowed ? 0 : verdict.retryAfterSeconds)
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8])
  })

  it('answers with the longest wait of several keys', async () => {
    const ip = ipKey('login', '198.51.100.3', PER_IP)
    const account = ipAccountKey('login', '198.51.100.3', 'Ann@Example.com', PER_ACCOUNT)
    await recordFailure([ip, account], T0)
    expect(await recordFailure([ip, account], T0)).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect(await checkThrottle([ip, account], at(500))).toEqual({ allowed: false, retryAfterSeconds: 2 })
    // The same account in other letters is the same key, and no row holds the address.
    expect(ipAccountKey('login', '198.51.100.3', ' ann@example.COM', PER_ACCOUNT).key).toBe(account.key)
    const keys = await database().db.selectFrom('throttle').select('key').execute()
    expect(keys.map((k) => k.key).join(' ')).not.toMatch(/example/i)
  })

  it('forgets failures on success, after the window, and in the cleanup', async () => {
    const key = ipAccountKey('login', '198.51.100.4', 'bo@example.com', PER_ACCOUNT)
    await recordFailure([key], T0)
    await clearThrottle([key])
    expect(await checkThrottle([key], at(1))).toEqual({ allowed: true })

    for (let i = 0; i < 5; i++) await recordFailure([key], T0)
    expect((await checkThrottle([key], at(1000))).allowed).toBe(false)
    // A day later the counter starts again: one failure waits 1 s, not 32.
    expect(await recordFailure([key], at(24 * HOUR))).toEqual({ allowed: false, retryAfterSeconds: 1 })

    const stale = ipKey('coupon', '198.51.100.5', PER_IP)
    await recordFailure([stale], T0)
    expect(await checkThrottle([stale], at(24 * HOUR))).toEqual({ allowed: true })
    expect(await database().db.selectFrom('throttle').select('key').where('key', '=', stale.key).execute()).toEqual([])

    await recordFailure([stale], T0)
    expect(await deleteStaleThrottles(24 * HOUR, at(24 * HOUR + 1))).toBe(1)
  })
})
