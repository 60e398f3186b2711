/**
 * Ended account rows are deleted by every instance on a timer: sessions past their end (logout deletes its
 * own row, but a browser that simply stops coming back leaves one) and reset links used or expired. Neither
 * is any use once ended, and a used link's hash is not kept as evidence either.
 */
import { getDb } from '~/server/db.server'
import { HOURLY, startPeriodicJob, type JobTiming } from '~/server/periodic-job.server'

export interface HousekeepingResult {
  sessions: number
  resetLinks: number
}

/** Delete ended sessions and used or expired reset links. Plain WHEREs: several instances may run it at once. */
export async function deleteEndedAccountRows(now: Date): Promise<HousekeepingResult> {
  const at = now.toISOString()
  const db = getDb()
  const sessions = await db.deleteFrom('customer_session').where('expires_at', '<=', at).executeTakeFirst()
  const resetLinks = await db
    .deleteFrom('password_reset')
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', at)]))
    .executeTakeFirst()
  return { sessions: Number(sessions.numDeletedRows), resetLinks: Number(resetLinks.numDeletedRows) }
}

/** Run it in this process every hour (the first run a minute after start); see startPeriodicJob. */
export function startAccountHousekeeping(timing: JobTiming = HOURLY): () => Promise<void> {
  return startPeriodicJob(
    async () => {
      const { sessions, resetLinks } = await deleteEndedAccountRows(new Date())
      if (sessions || resetLinks) console.log(`Deleted ${sessions} ended session(s) and ${resetLinks} ended reset link(s)`)
    },
    'Deleting ended sessions and reset links failed',
    timing,
  )
}
