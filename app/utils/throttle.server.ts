/**
 * Throttling at the edge of a route: who is asking (the client IP from the load context), and the
 * 429 a blocked caller gets. The counting itself is ~/providers/throttle.server.
 */
import type { AppLoadContext } from '@remix-run/node'
import { json } from '@remix-run/node'
import { minutesToWait } from '~/domain/throttle'
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
