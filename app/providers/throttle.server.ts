/**
 * Throttle counters in the database, shared by every app instance (issue 10). A caller names what
 * it guards with one or more keys, each with its policy (~/domain/throttle):
 *
 *   const keys = [ipKey('login', ip, PER_IP), ipAccountKey('login', ip, email, PER_ACCOUNT)]
 *   const verdict = await checkThrottle(keys)          // before trying: refuse with 429 when blocked
 *   if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds)   // ~/utils/throttle.server
 *   ...
 *   if (failed) await recordFailure(keys)              // counts one failure on every key
 *   else await clearThrottle([keys[1]])                // e.g. a good password clears its account key
 *
 * Blocked keys are refused even when the attempt would have succeeded: otherwise guessing goes on.
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import { isExpired, nextAttemptAt, secondsUntil, type ThrottlePolicy } from '~/domain/throttle'
import { getDb } from './db.server'
import { HOURLY, startPeriodicJob, type JobTiming } from './periodic-job.server'

/** A counter's key and the policy it is judged by. */
export interface ThrottleKey {
  key: string
  policy: ThrottlePolicy
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Failures of one action from one IP, e.g. `coupon:ip:1.2.3.4`. */
export function ipKey(action: string, ip: string, policy: ThrottlePolicy): ThrottleKey {
  return { key: `${action}:ip:${ip}`, policy }
}

/** Failures of one action from one IP against one account; the e-mail address is hashed, never stored. */
export function ipAccountKey(action: string, ip: string, email: string, policy: ThrottlePolicy): ThrottleKey {
  return { key: `${action}:ip-account:${ip}:${hashAccount(email)}`, policy }
}

function hashAccount(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
}

/** Whether every key may try now; when not, the longest wait among them. Expired counters are deleted. */
export async function checkThrottle(keys: ThrottleKey[], now: Date = new Date()): Promise<ThrottleVerdict> {
  if (!keys.length) return { allowed: true }
  const db = getDb()
  const rows = await db.selectFrom('throttle').selectAll().where('key', 'in', keys.map((k) => k.key)).execute()
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
