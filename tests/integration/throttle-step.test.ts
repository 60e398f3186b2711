import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { ThrottlePolicy } from '~/domain/throttle'
import { setDatabase } from '~/server/db.server'
import type { ThrottleKey } from '~/providers/throttle/counters.server'
import { throttleStep } from '~/utils/throttle.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

const T0 = new Date('2026-03-01T12:00:00.000Z')
/** Two free failures, then a minute's wait that doubles. */
const TWO_FREE: ThrottlePolicy = { freeFailures: 2, baseDelayMs: 60_000, maxDelayMs: 3_600_000, windowMs: 86_400_000 }
const keyOf = (name: string, successProvesOwner = false): ThrottleKey => ({ key: `test:${name}`, policy: TWO_FREE, successProvesOwner })

/** The 429 a blocked step throws, or null when the step was let through. */
async function refusal(step: Promise<unknown>): Promise<{ status: number; retryAfter: string | null; body: unknown } | null> {
  try {
    await step
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, retryAfter: thrown.headers.get('Retry-After'), body: await thrown.json() }
  }
}

describeEachDatabase('throttleStep', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  it('counting every attempt: past the free ones an attempt waits though none was reported failed', async () => {
    const key = keyOf('every')
    expect(await refusal(throttleStep([key], { counts: 'every-attempt', now: T0 }))).toBeNull()
    expect(await refusal(throttleStep([key], { counts: 'every-attempt', now: T0 }))).toBeNull()
    // The third is let through (it is the one that starts the wait), the fourth is refused.
    expect(await refusal(throttleStep([key], { counts: 'every-attempt', now: T0 }))).toBeNull()
    expect(await refusal(throttleStep([key], { counts: 'every-attempt', now: T0 }))).toEqual({
      status: 429,
      retryAfter: '60',
      body: { retryAfterSeconds: 60, minutes: 1 },
    })
  })

  it('counting failures: successes never block, reported failures do', async () => {
    const key = keyOf('failures')
    for (let i = 0; i < 5; i++) await throttleStep([key], { counts: 'failures', now: T0 })
    const waits = []
    for (let i = 0; i < 3; i++) waits.push(await (await throttleStep([key], { counts: 'failures', now: T0 })).failed())
    expect(waits).toEqual([0, 0, 60])
    expect((await refusal(throttleStep([key], { counts: 'failures', now: T0 })))?.status).toBe(429)
    // A minute later the next attempt is let through.
    expect(await refusal(throttleStep([key], { counts: 'failures', now: new Date(T0.getTime() + 60_000) }))).toBeNull()
  })

  it('reserving: a success gives the attempt back, a failure keeps it counted', async () => {
    const key = keyOf('reserved')
    for (let i = 0; i < 5; i++) await (await throttleStep([key], { counts: 'reserved', now: T0 })).succeeded()
    const first = await throttleStep([key], { counts: 'reserved', now: T0 })
    const second = await throttleStep([key], { counts: 'reserved', now: T0 })
    expect(await first.failed()).toBe(0)
    expect(await second.failed()).toBe(0)
    // The third is let through; while it is undecided, the fourth is judged as if it had failed: let
    // through too, and the fifth waits as if both had.
    const third = await throttleStep([key], { counts: 'reserved', now: T0 })
    await throttleStep([key], { counts: 'reserved', now: T0 })
    expect((await refusal(throttleStep([key], { counts: 'reserved', now: T0 })))?.status).toBe(429)
    expect(await third.failed()).toBe(60)
  })

  it('a route with an answer of its own gets it back to return, and nothing is counted', async () => {
    const key = keyOf('own-answer')
    for (let i = 0; i < 3; i++) await (await throttleStep([key], { counts: 'failures', now: T0 })).failed()
    const step = await throttleStep([key], {
      counts: 'failures',
      now: T0,
      refuse: async (retryAfterSeconds) => `wait ${retryAfterSeconds} s`,
    })
    expect(step.refused).toBe('wait 60 s')
    const row = await database().db.selectFrom('throttle').select('failures').where('key', '=', key.key).executeTakeFirstOrThrow()
    expect(Number(row.failures)).toBe(3)
  })
})
