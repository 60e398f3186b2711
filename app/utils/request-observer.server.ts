/**
 * What each request leaves behind: its id (the `X-Request-Id` a proxy sent when it looks like one, else a new
 * one, returned in the response), one JSON line in the request log and one observation in the request
 * histograms, both labelled with the Remix route id that answered.
 *
 * The route id is learnt without matching the URL again: the build's loaders and actions are wrapped once
 * (labelRoutes) and note their route in the request's note, which the load context carries. An action names
 * the request; otherwise the deepest route whose loader ran does. The page cache keeps the id with a page and
 * notes it when it serves the page. A request answered before Remix (a refused cross-site post) is 'none'.
 */
import { json, type ServerBuild } from '@remix-run/node'
import type { NextFunction, Request, Response } from 'express'
import { isDatabaseUnavailable } from '~/db/connection.server'
import { getEnv } from './env.server'
import { requestIdFrom, writeErrorLog, writeRequestLog, type LogLevel } from './log.server'
import { recordRequest } from './metrics.server'

export interface RequestNote {
  requestId: string
  /** The Remix route id that answered, once known. */
  routeId: string | undefined
  /** How sure routeId is: a route's depth for a loader, ACTION_RANK for an action. */
  routeRank: number
}

/** An action names the request whatever loaders run after it (the page rendered after a no-JS post). */
const ACTION_RANK = 1_000
/** The label of a request no route answered. */
export const NO_ROUTE = 'none'
/** A client that went away before the answer was complete (nginx's number for it). */
const CLIENT_CLOSED = 499

/** Probes and the scrapes would drown the log and the figures they are read beside. */
function unobserved(url: string, metrics: boolean): boolean {
  return url === '/healthz' || url === '/readyz' || (metrics && url === '/metrics')
}

export interface ObserverOptions {
  logLevel: LogLevel
  /** Record request durations for /metrics. */
  metrics: boolean
  now?: () => number
}

/** Express middleware: give the request its id and note, and log and measure it when it is answered. */
export function observeRequests(options: ObserverOptions) {
  const now = options.now ?? (() => performance.now())
  const logging = options.logLevel !== 'silent'
  const watching = logging || options.metrics

  // One function for every request ('close' calls it with the response as `this`): no closure per request.
  function answered(this: Response) {
    const note = this.locals.note as RequestNote
    const status = this.writableFinished ? this.statusCode : CLIENT_CLOSED
    const elapsedMs = now() - (this.locals.startedAt as number)
    const route = note.routeId ?? NO_ROUTE
    const method = this.req.method
    if (options.metrics) recordRequest(route, method, status, elapsedMs / 1000)
    if (logging) writeRequestLog(options.logLevel, { requestId: note.requestId, method, route, status, durationMs: elapsedMs })
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const note: RequestNote = { requestId: requestIdFrom(req.headers['x-request-id']), routeId: undefined, routeRank: -1 }
    res.locals.note = note
    res.setHeader('X-Request-Id', note.requestId)
    if (watching && !unobserved(req.url, options.metrics)) {
      res.locals.startedAt = now()
      res.once('close', answered)
    }
    next()
  }
}

/** The note of the request being answered, as the load context carries it. */
export function requestNote(context: unknown): RequestNote | undefined {
  return (context as { note?: RequestNote } | undefined)?.note
}

function noteRoute(context: unknown, routeId: string, rank: number): void {
  const note = requestNote(context)
  if (note && rank >= note.routeRank) {
    note.routeId = routeId
    note.routeRank = rank
  }
}

/** The page cache serves a page kept from an earlier answer: the route that rendered it answers again. */
export function noteServedRoute(res: Response, routeId: string | undefined): void {
  const note = res.locals.note as RequestNote | undefined
  if (note && routeId) {
    note.routeId = routeId
    note.routeRank = ACTION_RANK
  }
}

/** The route id noted so far for this response. */
export function notedRoute(res: Response): string | undefined {
  return (res.locals.note as RequestNote | undefined)?.routeId
}

/**
 * The build with every loader and action wrapped to note its route id, and to answer 503 when the database
 * is out of reach (answerUnavailable below), done once at start. Loaders run
 * from the root down, in parallel: the deepest one that ran wins, whatever the order they finish in.
 */
export function labelRoutes(build: ServerBuild): ServerBuild {
  const depth = (id: string): number => {
    let d = 0
    for (let parent = build.routes[id]?.parentId; parent; parent = build.routes[parent]?.parentId) d++
    return d
  }
  const routes: ServerBuild['routes'] = {}
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module }
    const { loader, action } = route.module
    const rank = depth(id)
    if (loader) module.loader = (args) => (noteRoute(args.context, id, rank), answerUnavailable(args, () => loader(args)))
    if (action) module.action = (args) => (noteRoute(args.context, id, ACTION_RANK), answerUnavailable(args, () => action(args)))
    routes[id] = { ...route, module }
  }
  return { ...build, routes }
}

/** How soon a shopper or a client (the offline outbox) may try again when the database was out of reach. */
export const UNAVAILABLE_RETRY_SECONDS = 10

/**
 * A loader or action that failed because the database could not be reached answers 503 with Retry-After,
 * as a thrown response: Remix then shows the error page for a passing outage ("try again in a few
 * seconds"), in the document and again in the browser, which reads the status from the page's data, and
 * a monitor, nginx or the offline outbox sees a 503 to retry. A thrown response is not an error to Remix, so
 * the failure is written to the error log here.
 */
async function answerUnavailable<T>(args: { request: globalThis.Request; context: unknown }, run: () => T): Promise<Awaited<T>> {
  try {
    return await run()
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    const { requestId } = args.context as Partial<ShopLoadContext>
    writeErrorLog(getEnv().LOG_LEVEL, error, { requestId, method: args.request.method })
    throw json(null, { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) } })
  }
}

/** What every loader and action receives besides the request (server.ts and the test server build it alike). */
export type ShopLoadContext = {
  cspNonce: string
  clientIp: string | undefined
  /** A `?_data=` request: loader data, not a document. */
  dataRequest: boolean
  requestId: string
  note: RequestNote | undefined
}

export function createLoadContext(req: Request, res: Response): ShopLoadContext {
  const note = res.locals.note as RequestNote | undefined
  return {
    cspNonce: res.locals.cspNonce as string,
    clientIp: req.ip,
    dataRequest: req.query._data !== undefined,
    requestId: note?.requestId ?? '',
    note,
  }
}
