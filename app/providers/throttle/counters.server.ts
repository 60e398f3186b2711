/**
 * Throttle counters in the database, shared by every app instance (decision 0017). A caller names what
 * it guards with one or more keys, each with its policy (~/domain/throttle).
 *
 * Guarding a check that can succeed (a password) reserves the attempt before checking it (decision 0039):
 *
 *   const attempt = await reserveAttempt([ipKey('login', ip, PER_IP), accountKey('login', email, ...)])
 *   if (!attempt.allowed) refuse, waiting attempt.retryAfterSeconds
 *   if (await passwordIsRight()) await releaseAttempt(attempt)
 *   else await attemptFailed(attempt)                              // sets the wait the failure asks
 *
 * Counting only what is refused (an unknown coupon code) is checkThrottle before and recordFailure after.
 * Blocked keys are refused even when the attempt would have succeeded: otherwise guessing goes on.
 * Routes do not spell these sequences out: throttleStep (~/utils/throttle.server) does each in one call.
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import { isExpired, nextAttemptAt, secondsUntil, type ThrottlePolicy } from '~/domain/throttle'
import { getDb } from '~/server/db.server'
import { HOURLY, startPeriodicJob, type JobTiming } from '~/server/periodic-job.server'

/** A counter's key and the policy it is judged by. */
export interface ThrottleKey {
  key: string
  policy: ThrottlePolicy
  /**
   * Whether a success on this key proves who tries (the account's password): then it forgets the failures
   * before it. On a key anyone can succeed on (an address), a success only gives its own attempt back.
   */
  successProvesOwner: boolean
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Failures of one action from one IP, e.g. `coupon:ip:1.2.3.4`. */
export function ipKey(action: string, ip: string, policy: ThrottlePolicy): ThrottleKey {
  return { key: `${action}:ip:${ip}`, policy, successProvesOwner: false }
}

/** Failures of one action from one IP against one account; the e-mail address is hashed, never stored. */
export function ipAccountKey(action: string, ip: string, email: string, policy: ThrottlePolicy): ThrottleKey {
  return { key: `${action}:ip-account:${ip}:${hashAccount(email)}`, policy, successProvesOwner: true }
}

/**
 * Failures of one action against one account from any address: a guesser who changes address for every
 * try still counts here. Keyed by the e-mail typed (hashed), so an address without an account counts
 * the same and the answers do not tell which addresses have one.
 */
export function accountKey(action: string, email: string, policy: ThrottlePolicy): ThrottleKey {
  return { key: `${action}:account:${hashAccount(email)}`, policy, successProvesOwner: true }
}

/** Failures of one action by a signed-in customer, from any session and any address. */
export function customerKey(action: string, customerId: string, policy: ThrottlePolicy): ThrottleKey {
  return { key: `${action}:customer:${customerId}`, policy, successProvesOwner: true }
}

function hashAccount(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
}

/** Whether every key may try now; when not, the longest wait among them. Expired counters are deleted. */
export async function checkThrottle(keys: ThrottleKey[], now: Date = new Date()): Promise<ThrottleVerdict> {
  if (!keys.length) return { allowed: true }
  const db = getDb()
  const rows = await db
    .selectFrom('throttle')
    .selectAll()
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .execute()
  let waitSeconds = 0
  for (const row of rows) {
    const { policy } = keys.find((k) => k.key === row.key)!
    if (isExpired(new Date(row.updated_at), now, policy)) {
      // Only if nobody failed again meanwhile: a newer failure keeps the row.
      await db.deleteFrom('throttle').where('key', '=', row.key).where('updated_at', '=', row.updated_at).execute()
      continue
    }
    if (row.blocked_until && new Date(row.blocked_until) > now) {
      waitSeconds = Math.max(waitSeconds, secondsUntil(new Date(row.blocked_until), now))
    }
  }
  return waitSeconds > 0 ? { allowed: false, retryAfterSeconds: waitSeconds } : { allowed: true }
}

/**
 * Count one failure on every key and answer whether the next attempt must wait. The increment is one
 * upsert (atomic on SQLite and PostgreSQL alike), so parallel failures are all counted; a counter
 * past its window starts again at 1.
 */
export async function recordFailure(keys: ThrottleKey[], now: Date = new Date()): Promise<ThrottleVerdict> {
  const db = getDb()
  const at = now.toISOString()
  let waitSeconds = 0
  for (const { key, policy } of keys) {
    const windowStart = new Date(now.getTime() - policy.windowMs).toISOString()
    const { failures } = await db
      .insertInto('throttle')
      .values({ key, failures: 1, blocked_until: null, updated_at: at })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN throttle.updated_at <= ${windowStart} THEN 1 ELSE throttle.failures + 1 END`,
          updated_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow()
    const until = nextAttemptAt(Number(failures), now, policy)
    if (!until) continue
    const untilText = until.toISOString()
    // A parallel failure may have set a later time already: the block only ever grows.
    await db
      .updateTable('throttle')
      .set({ blocked_until: untilText })
      .where('key', '=', key)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', untilText)]))
      .execute()
    waitSeconds = Math.max(waitSeconds, secondsUntil(until, now))
  }
  return waitSeconds > 0 ? { allowed: false, retryAfterSeconds: waitSeconds } : { allowed: true }
}

/** An attempt reserved on every key (with its number on each), or refused with the longest wait among them. */
export type Reservation =
  { allowed: true; reserved: Array<{ key: ThrottleKey; attempt: number }> } | { allowed: false; retryAfterSeconds: number }

type Reserved = Extract<Reservation, { allowed: true }>

/**
 * Count an attempt on every key before it is tried, or refuse it (counting nothing) while any key is
 * blocked. Counted first, the attempts of a parallel burst see each other: the next one waits as if
 * every attempt before it had failed, all but the newest, which is still undecided. So one attempt may
 * overlap another (a double click on "Log in" signs in twice), and a burst gets at most that one more
 * than a slow guesser. One transaction, each row locked by an upsert first (PostgreSQL's row lock;
 * SQLite's write lock), makes read, decision and count one step on both databases; the keys are
 * locked in one order, so two requests never wait on each other in a circle.
 */
export async function reserveAttempt(keys: ThrottleKey[], now: Date = new Date()): Promise<Reservation> {
  const at = now.toISOString()
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const counters = []
      for (const throttleKey of ordered) {
        const row = await trx
          .insertInto('throttle')
          .values({ key: throttleKey.key, failures: 0, blocked_until: null, updated_at: at })
          .onConflict((oc) => oc.column('key').doUpdateSet({ failures: sql<number>`throttle.failures` }))
          .returning(['failures', 'blocked_until', 'updated_at'])
          .executeTakeFirstOrThrow()
        const expired = isExpired(new Date(row.updated_at), now, throttleKey.policy)
        counters.push({ throttleKey, failures: expired ? 0 : Number(row.failures), blockedUntil: expired ? null : row.blocked_until })
      }
      let waitSeconds = 0
      for (const { blockedUntil } of counters) {
        if (blockedUntil && new Date(blockedUntil) > now) waitSeconds = Math.max(waitSeconds, secondsUntil(new Date(blockedUntil), now))
      }
      if (waitSeconds > 0) return { allowed: false, retryAfterSeconds: waitSeconds }

      const reserved: Reserved['reserved'] = []
      for (const { throttleKey, failures } of counters) {
        const attempt = failures + 1
        await trx
          .updateTable('throttle')
          .set({
            failures: attempt,
            blocked_until: nextAttemptAt(failures, now, throttleKey.policy)?.toISOString() ?? null,
            updated_at: at,
          })
          .where('key', '=', throttleKey.key)
          .execute()
        reserved.push({ key: throttleKey, attempt })
      }
      return { allowed: true, reserved }
    })
}

/**
 * The reserved attempt failed: the next one waits what this many failures ask. Answers that wait in
 * seconds (0: the next may follow at once). A wait only ever grows, whichever request comes last.
 */
export async function attemptFailed(reservation: Reserved, now: Date = new Date()): Promise<number> {
  let waitSeconds = 0
  for (const { key, attempt } of reservation.reserved) {
    const until = nextAttemptAt(attempt, now, key.policy)
    if (!until) continue
    const untilText = until.toISOString()
    await getDb()
      .updateTable('throttle')
      .set({ blocked_until: untilText })
      .where('key', '=', key.key)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', untilText)]))
      .execute()
    waitSeconds = Math.max(waitSeconds, secondsUntil(until, now))
  }
  return waitSeconds
}

/**
 * The reserved attempt succeeded: it was no failure. A key where success proves the owner forgets the
 * failures up to this attempt; any other key only gets this attempt back. Attempts reserved after it
 * stay counted, and no wait is lifted: a success inside a burst opens nothing for the rest of it.
 */
export async function releaseAttempt(reservation: Reserved): Promise<void> {
  for (const { key, attempt } of reservation.reserved) {
    const forget = key.successProvesOwner ? attempt : 1
    await getDb()
      .updateTable('throttle')
      .set({ failures: sql<number>`CASE WHEN failures > ${forget} THEN failures - ${forget} ELSE 0 END` })
      .where('key', '=', key.key)
      .execute()
  }
}

/** Forget the failures of these keys (after a success that proves the caller, such as a good password). */
export async function clearThrottle(keys: Array<ThrottleKey | string>): Promise<void> {
  const names = keys.map((k) => (typeof k === 'string' ? k : k.key))
  if (names.length) await getDb().deleteFrom('throttle').where('key', 'in', names).execute()
}

/** Delete counters whose latest failure is older than `olderThanMs` (no policy keeps them longer than its window). */
export async function deleteStaleThrottles(olderThanMs: number, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - olderThanMs).toISOString()
  const result = await getDb().deleteFrom('throttle').where('updated_at', '<', before).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Delete stale counters in this process every hour (expired ones are also deleted when read). */
export function startThrottleCleanup(olderThanMs: number, timing: JobTiming = HOURLY): () => Promise<void> {
  return startPeriodicJob(() => deleteStaleThrottles(olderThanMs).then(() => undefined), 'Deleting stale throttle counters failed', timing)
}
