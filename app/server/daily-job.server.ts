import { nextDailyRun } from '~/utils/daily-time'

export interface DailyJobOptions {
  /** UTC time of day, HH:MM. */
  at: string
  /** The work; its result is the process exit code or any value, only logged by the caller. */
  job: () => Promise<unknown>
  /** Told each time the next run is planned. */
  onPlanned?: (next: Date) => void
  /** The clock and the wait (tests replace them). */
  now?: () => Date
  sleepUntil?: (moment: Date, signal: AbortSignal) => Promise<void>
}

/** Wait until `moment`, or until `signal` aborts (then resolve at once). */
function sleepUntilOrAbort(moment: Date, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // setTimeout takes at most about 24.8 days; a day is well within it.
    const timer = setTimeout(done, Math.max(0, moment.getTime() - Date.now()))
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/**
 * Run `job` every day at `at` (UTC), one run at a time, until stopped. A run that throws is the caller's to
 * log (from `job` itself); the next day's run comes as planned either way. Returns `stop`, which ends the wait
 * and resolves once a run in progress has finished, and `done`, which resolves when the loop has ended.
 */
export function startDailyJob(options: DailyJobOptions): { stop: () => Promise<void>; done: Promise<void> } {
  const now = options.now ?? (() => new Date())
  const sleepUntil = options.sleepUntil ?? sleepUntilOrAbort
  const stopping = new AbortController()
  const done = (async () => {
    while (!stopping.signal.aborted) {
      const next = nextDailyRun(now(), options.at)
      options.onPlanned?.(next)
      await sleepUntil(next, stopping.signal)
      if (stopping.signal.aborted) break
      await options.job().catch(() => undefined)
    }
  })()
  return {
    done,
    stop: async () => {
      stopping.abort()
      await done
    },
  }
}
