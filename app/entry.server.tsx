import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleDocumentRequestFunction,
  type HandleErrorFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { applyCachePolicy } from './utils/cache-control'
import { documentI18n, resolveLocale } from './utils/i18n.server'
import { DeferredModuleScripts } from './utils/deferred-scripts.server'
import { NonceProvider } from './utils/nonce'
import { getEnv } from './utils/env.server'
import { writeErrorLog } from './utils/log.server'
import { followSessionEpoch } from './utils/session-epoch.server'

const ABORT_DELAY = 5_000

export const streamTimeout = ABORT_DELAY

type LoadContext = { cspNonce?: string }

const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: LoadContext,
) => {
  await followSessionEpoch(request, responseHeaders)
  const locale = await resolveLocale(request)
  const i18n = await documentI18n(locale)
  const nonce = loadContext.cspNonce ?? ''
  // Crawlers and no-JS clients get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new DeferredModuleScripts()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          applyCachePolicy(request, responseHeaders)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are logged here; before it they reach onShellError.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY + 1000)
  })
}

export default handleRequest

/**
 * Loader and action data (`?_data=`) follow the documents' caching rule (it shows the same shopper's state)
 * and their session epoch (a sign-in by a fetcher redirects through here).
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  const headers = new Headers(response.headers)
  await followSessionEpoch(request, headers)
  applyCachePolicy(request, headers)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * A loader's or action's error, as one line of the JSON log with the request's id (never its URL). A client's
 * mistake that Remix answers itself (a `_data` request for a route the URL does not match: 403, 404, 405) is
 * in the request log with its status already; writing it as an error would let anyone fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  const requestId = typeof context.requestId === 'string' ? context.requestId : undefined
  writeErrorLog(getEnv().LOG_LEVEL, error, { requestId, method: request.method })
}
