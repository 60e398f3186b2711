import type { EntryContext, HandleDataRequestFunction, HandleDocumentRequestFunction, HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { renderKeepingParts } from './components/layout/kept-part.server'
import { isDatabaseUnavailable } from './db/connection.server'
import { applyCachePolicy } from './utils/cache-control'
import { documentI18n, resolveLocale } from './utils/i18n.server'
import { deferModuleScripts } from './utils/deferred-scripts.server'
import { NonceProvider } from './utils/nonce'
import { getEnv } from './utils/env.server'
import { writeErrorLog } from './utils/log.server'
import { followSessionEpoch } from './utils/session-epoch.server'
import { UNAVAILABLE_RETRY_SECONDS } from './utils/request-observer.server'

type LoadContext = { cspNonce?: string; databaseUnavailable?: boolean }

/**
 * A request that failed because the database could not be reached is answered 503 with Retry-After, not
 * 500. Loaders and actions answer so themselves (answerUnavailable in request-observer.server.ts); what fails
 * outside them marks the load context (the session epoch below, or handleError), and the document or data
 * response takes the status. Monitors and the offline outbox (which retries 5xx) then see a passing outage,
 * and nginx can try another replica.
 */
function unavailableStatus(status: number, context: unknown, headers: Headers): number {
  const unavailable = status === 503 || (status === 500 && (context as LoadContext | undefined)?.databaseUnavailable === true)
  if (!unavailable) return status
  headers.set('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
  return 503
}

/**
 * The session epoch reads the session's row. With the database unreachable the answer is already the 503
 * page, which names no session: it goes without the epoch rather than fail a second time (Remix would then
 * send its bare last-resort 500).
 */
async function followEpochUnlessUnavailable(request: Request, headers: Headers, context: unknown): Promise<void> {
  try {
    await followSessionEpoch(request, headers)
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    ;(context as LoadContext).databaseUnavailable = true
  }
}

/**
 * Every document is rendered whole, to one string, and sent in one piece. No loader defers data, so nothing
 * suspends on the server and a streamed document would arrive no sooner; rendering to a stream cost about a
 * third of a page's render in chunking and encoding, and each flushed chunk a compression block.
 */
const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: LoadContext,
) => {
  // A deferred loader would need a streamed render (its <Await> would show its fallback for good here).
  if (Object.keys(remixContext.staticHandlerContext.activeDeferreds ?? {}).length > 0) {
    throw new Error('A loader deferred data: documents are rendered whole (app/entry.server.tsx), return plain data instead')
  }
  await followEpochUnlessUnavailable(request, responseHeaders, loadContext)
  const locale = await resolveLocale(request)
  const i18n = await documentI18n(locale)
  const nonce = loadContext.cspNonce ?? ''
  // A shopper's header and footer come from the markup kept for the same state and address, when there is
  // one (app/components/layout/kept-part.server.tsx).
  const html = renderKeepingParts(nonce, () =>
    renderToString(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
    ),
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  applyCachePolicy(request, responseHeaders)
  const status = unavailableStatus(responseStatusCode, loadContext, responseHeaders)
  return new Response(`<!DOCTYPE html>${deferModuleScripts(html)}`, { headers: responseHeaders, status })
}

export default handleRequest

/**
 * Loader and action data (`?_data=`) follow the documents' caching rule (it shows the same shopper's state)
 * and their session epoch (a sign-in by a fetcher redirects through here).
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  const headers = new Headers(response.headers)
  await followEpochUnlessUnavailable(request, headers, context)
  applyCachePolicy(request, headers)
  const status = unavailableStatus(response.status, context, headers)
  return new Response(response.body, {
    status,
    statusText: status === response.status ? response.statusText : 'Service Unavailable',
    headers,
  })
}

/**
 * A loader's or action's error, as one line of the JSON log with the request's id (never its URL). A client's
 * mistake that Remix answers itself (a `_data` request for a route the URL does not match: 403, 404, 405) is
 * in the request log with its status already; writing it as an error would let anyone fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) (context as LoadContext).databaseUnavailable = true
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  const requestId = typeof context.requestId === 'string' ? context.requestId : undefined
  writeErrorLog(getEnv().LOG_LEVEL, error, { requestId, method: request.method })
}
