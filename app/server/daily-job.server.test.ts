import { describe, expect, it } from 'vitest'
import { startDailyJob } from './daily-job.server'

/** A clock that jumps to each planned moment as soon as the job sleeps until it. */
function fakeClock(start: string) {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    sleepUntil: async (moment: Date, signal: AbortSignal) => {
      await Promise.resolve()
      if (!signal.aborted) current = new Date(moment)
    },
  }
}

describe('startDailyJob', () => {
  it('runs at the time each day, and goes on after a failed run', async () => {
    const clock = fakeClock('2026-03-10T12:00:00Z')
    const runs: string[] = []
    const planned: string[] = []
    // The job stops the loop on its third run: it runs after startDailyJob has returned.
    const job: ReturnType<typeof startDailyJob> = startDailyJob({
      at: '00:05',
      ...clock,
      onPlanned: (next) => planned.push(next.toISOString()),
      job: async () => {
        runs.push(clock.now().toISOString())
        if (runs.length === 1) throw new Error('Elasticsearch is down tonight')
        if (runs.length === 3) void job.stop()
      },
    })
    await job.done
    expect(runs).toEqual(['2026-03-11T00:05:00.000Z', '2026-03-12T00:05:00.000Z', '2026-03-13T00:05:00.000Z'])
    expect(planned.slice(0, 3)).toEqual(runs)
  })

  it('stops while it waits, without running', async () => {
    let ran = false
    const job = startDailyJob({ at: '00:05', job: async () => void (ran = true) })
    await job.stop()
    expect(ran).toBe(false)
  })

  it('lets a run in progress finish before stop resolves', async () => {
    const clock = fakeClock('2026-03-10T12:00:00Z')
    let release: () => void = () => undefined
    let finished = false
    const job = startDailyJob({
      at: '00:05',
      ...clock,
      job: () =>
        new Promise<void>((resolve) => {
          release = () => {
            finished = true
            resolve()
          }
        }),
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    const stopped = job.stop()
    release()
    await stopped
    expect(finished).toBe(true)
  })
})
