/** Housekeeping that every instance runs on its own timer (carts, sessions, reset links). */

export interface JobTiming {
  firstRunMs: number
  everyMs: number
}

/** Once a minute after start, then every hour. */
export const HOURLY: JobTiming = { firstRunMs: 60_000, everyMs: 60 * 60_000 }

/**
 * Run `job` after `firstRunMs` and then every `everyMs`, one run at a time; a failed run is logged with
 * `failure` and the next one comes as planned. The timers never keep the process alive. Returns a stop
 * function that waits for a run in progress (the database is closed next).
 */
export function startPeriodicJob(job: () => Promise<void>, failure: string, timing: JobTiming): () => Promise<void> {
  let running: Promise<void> | undefined
  const run = () => {
    running ??= job()
      .catch((error: unknown) => console.error(failure, error))
      .finally(() => {
        running = undefined
      })
  }
  const first = setTimeout(run, timing.firstRunMs)
  const every = setInterval(run, timing.everyMs)
  first.unref()
  every.unref()
  return async () => {
    clearTimeout(first)
    clearInterval(every)
    await running
  }
}
