import './support/env'
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { PER_ACCOUNT, PER_ACCOUNT_ANY_ADDRESS, PER_IP, type ThrottlePolicy } from '~/domain/throttle'
import { currentPasswordLimit, loginLimit, registerCustomer, setPassword } from '~/providers/customers/customers.server'
import { setDatabase } from '~/server/db.server'
import {
  accountKey,
  attemptFailed,
  checkThrottle,
  clearThrottle,
  deleteStaleThrottles,
  ipAccountKey,
  ipKey,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  type Reservation,
} from '~/providers/throttle/counters.server'
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
    const key = { key: 'test:doubling', policy, successProvesOwner: false }
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

  const allowed = (reservations: Reservation[]) => reservations.filter((r) => r.allowed).length
  const reserved = (reservation: Reservation) => {
    if (!reservation.allowed) throw new Error('refused')
    return reservation
  }

  it('reserves before trying: a parallel burst gets the allowance and one undecided attempt, on every instance', async () => {
    const key = ipKey('login', '198.51.100.6', PER_IP)
    // Two SQLite connections in one process would wait on each other synchronously (separate processes
    // wait with busy_timeout): the second instance joins the burst on PostgreSQL only.
    const other = kind === 'postgres' ? await secondInstance() : database()
    try {
      const burst = Array.from({ length: 30 }, (_, i) => {
        setDatabase(i % 2 ? other : database())
        return reserveAttempt([key], T0)
      })
      setDatabase(database())
      // 10 free and the 11th (whose failure would start the wait), plus one while that is undecided.
      expect(allowed(await Promise.all(burst))).toBe(12)
      const row = await database().db.selectFrom('throttle').selectAll().where('key', '=', key.key).executeTakeFirstOrThrow()
      expect(Number(row.failures)).toBe(12)
      expect(await reserveAttempt([key], at(500))).toEqual({ allowed: false, retryAfterSeconds: 1 })
    } finally {
      setDatabase(database())
      if (other !== database()) await other.close()
    }
  })

  it('a failure sets the wait it asks; a refused attempt is counted on no key', async () => {
    const ip = ipKey('login', '198.51.100.7', PER_IP)
    const account = ipAccountKey('login', '198.51.100.7', 'cy@example.com', PER_ACCOUNT)
    const first = reserved(await reserveAttempt([ip, account], T0))
    expect(await attemptFailed(first, T0)).toBe(1)
    expect(await reserveAttempt([account, ip], at(10))).toEqual({ allowed: false, retryAfterSeconds: 1 })
    const rows = await database().db.selectFrom('throttle').select(['key', 'failures']).orderBy('key').execute()
    expect(rows.map((row) => Number(row.failures))).toEqual([1, 1])
    // After the wait, the second failure waits twice as long.
    expect(await attemptFailed(reserved(await reserveAttempt([ip, account], at(1000))), at(1000))).toBe(2)
  })

  it("a success forgets the owner's failures, but on an address only gives its own attempt back", async () => {
    const ip = ipKey('login', '198.51.100.8', PER_IP)
    const account = accountKey('login', 'di@example.com', PER_ACCOUNT_ANY_ADDRESS)
    for (let i = 0; i < 3; i++) await attemptFailed(reserved(await reserveAttempt([ip, account], at(i))), at(i))
    await releaseAttempt(reserved(await reserveAttempt([ip, account], at(3))))
    const failures = async (key: string) =>
      Number((await database().db.selectFrom('throttle').select('failures').where('key', '=', key).executeTakeFirstOrThrow()).failures)
    expect(await failures(ip.key)).toBe(3)
    expect(await failures(account.key)).toBe(0)
  })

  it('a success inside a burst forgets only what came before it, and lifts no wait', async () => {
    const account = accountKey('login', 'ed@example.com', PER_ACCOUNT_ANY_ADDRESS)
    const burst: Reservation[] = []
    for (let i = 0; i < 8; i++) burst.push(await reserveAttempt([account], T0))
    // 5 free, the 6th (whose failure would start the wait) and the 7th while that is undecided.
    expect(burst.map((r) => r.allowed)).toEqual([true, true, true, true, true, true, true, false])
    // The 3rd proves the owner while the 4th to 7th are still being checked: those stay counted, and the
    // wait stays too.
    await releaseAttempt(reserved(burst[2]!))
    expect(await reserveAttempt([account], at(1000))).toEqual({ allowed: false, retryAfterSeconds: 59 })
    // After it, 3 more before the next wait, not another 7.
    const next: Reservation[] = []
    for (let i = 0; i < 5; i++) next.push(await reserveAttempt([account], at(61_000)))
    expect(allowed(next)).toBe(3)
  })

  it('a new password forgets what was counted against the old one', async () => {
    const registered = await registerCustomer({ email: 'fay@example.com', firstName: 'Fay', lastName: 'Dube', password: 'correct horse' })
    if (!registered.ok) throw new Error('not registered')
    const limits = [loginLimit('fay@example.com'), currentPasswordLimit(registered.customer.id)]
    for (let i = 0; i < 6; i++) await attemptFailed(reserved(await reserveAttempt(limits)))
    expect((await reserveAttempt(limits)).allowed).toBe(false)
    await setPassword(registered.customer.id, 'a fresh secret')
    expect((await reserveAttempt(limits)).allowed).toBe(true)
  })
})
