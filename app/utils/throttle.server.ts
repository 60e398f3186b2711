/**
 * Throttling at the edge of a route: who is asking (the client IP from the load context), and the
 * 429 a blocked caller gets, and throttleStep, which does a route's check, refusal and counting in one
 * call. The counters themselves are ~/providers/throttle/counters.server.
 */
import { json, type AppLoadContext } from '@remix-run/node'
import { minutesToWait } from '~/domain/throttle'
import {
  attemptFailed,
  checkThrottle,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  type ThrottleKey,
  type ThrottleVerdict,
} from '~/providers/throttle/counters.server'
import { PRIVATE_NO_STORE } from './cache-control'

/**
 * The client's address (server.ts passes Express's `req.ip`: X-Forwarded-For counts only from the proxies
 * TRUST_PROXY names). Without one (a test calling an action directly) every such caller shares one
 * counter: stricter, never looser.
 */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp || 'unknown'
}

/** What a 429 carries for the error boundary: the wait, in seconds and in whole minutes for the message. */
export interface TooManyAttempts {
  retryAfterSeconds: number
  minutes: number
}

export function retryAfterHeaders(retryAfterSeconds: number): HeadersInit {
  return { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': PRIVATE_NO_STORE }
}

/** A 429 to throw from a loader or action; GeneralErrorBoundary explains when to try again. */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  const body: TooManyAttempts = { retryAfterSeconds, minutes: minutesToWait(retryAfterSeconds) }
  return json(body, { status: 429, headers: retryAfterHeaders(retryAfterSeconds) })
}

/**
 * How a guarded step counts against its keys:
 * - `every-attempt`: each attempt counts as it comes, whatever follows: a limit on how often (reviews,
 *   public forms), not on mistakes.
 * - `failures`: only an attempt reported failed counts, after it (an unknown code, an order not found).
 * - `reserved`: the attempt counts before it is tried and a success gives it back (a password, whether an
 *   address has an account): each attempt of a parallel burst sees the ones before it (decision 0039).
 */
export type ThrottleCounting = 'every-attempt' | 'failures' | 'reserved'

/** An attempt the throttle let through: the route says how it ended. */
export interface ThrottleStep {
  refused?: undefined
  /** It failed: counted, unless counted already. Answers the wait before the next attempt, in seconds (0: none). */
  failed(): Promise<number>
  /** It succeeded: a reserved attempt is given back; the other countings have nothing to undo. */
  succeeded(): Promise<void>
}

interface ThrottleStepOptions {
  counts: ThrottleCounting
  /** The time the counters are judged at (tests); the time of each call when absent. */
  now?: Date
}

/**
 * The throttle's part of a route step, in one call: refuse a blocked caller, count the attempt as
 * `counts` says, and hand back the step for the route to report how it ended.
 *
 *   const step = await throttleStep([ipKey('order-tracking', clientIp(context), PER_IP)], { counts: 'failures' })
 *   if (!order) await step.failed()
 *
 * A blocked caller is refused with the 429 error page (thrown). A route whose refusal is an answer of its
 * own (the message beside a field) passes `refuse`, and gets that answer back as `refused` to return:
 * an action's thrown response renders the error page, a returned one is the action's data.
 */
export async function throttleStep<R>(
  keys: ThrottleKey[],
  options: ThrottleStepOptions & { refuse: (retryAfterSeconds: number) => R | Promise<R> },
): Promise<ThrottleStep | { refused: R }>
export async function throttleStep(keys: ThrottleKey[], options: ThrottleStepOptions): Promise<ThrottleStep>
export async function throttleStep<R>(
  keys: ThrottleKey[],
  options: ThrottleStepOptions & { refuse?: (retryAfterSeconds: number) => R | Promise<R> },
): Promise<ThrottleStep | { refused: R }> {
  const { counts, now, refuse } = options
  const refused = async (retryAfterSeconds: number) => {
    if (!refuse) throw tooManyAttempts(retryAfterSeconds)
    return { refused: await refuse(retryAfterSeconds) }
  }
  const nothingToUndo = async () => {}

  if (counts === 'reserved') {
    const reservation = await reserveAttempt(keys, now)
    if (!reservation.allowed) return refused(reservation.retryAfterSeconds)
    return { failed: () => attemptFailed(reservation, now), succeeded: () => releaseAttempt(reservation) }
  }

  const verdict = await checkThrottle(keys, now)
  if (!verdict.allowed) return refused(verdict.retryAfterSeconds)
  if (counts === 'every-attempt') {
    const wait = waitOf(await recordFailure(keys, now))
    return { failed: async () => wait, succeeded: nothingToUndo }
  }
  return { failed: async () => waitOf(await recordFailure(keys, now)), succeeded: nothingToUndo }
}

function waitOf(verdict: ThrottleVerdict): number {
  return verdict.allowed ? 0 : verdict.retryAfterSeconds
}
