import type { EntryContext, HandleDataRequestFunction, HandleDocumentRequestFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { applyCachePolicy } from './utils/cache-control'
import { documentI18n, resolveLocale } from './utils/i18n.server'
import { deferModuleScripts } from './utils/deferred-scripts.server'
import { NonceProvider } from './utils/nonce'
import { followSessionEpoch } from './utils/session-epoch.server'

type LoadContext = { cspNonce?: string }

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
  await followSessionEpoch(request, responseHeaders)
  const locale = await resolveLocale(request)
  const i18n = await documentI18n(locale)
  const nonce = loadContext.cspNonce ?? ''
  const html = renderToString(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  applyCachePolicy(request, responseHeaders)
  return new Response(`<!DOCTYPE html>${deferModuleScripts(html)}`, { headers: responseHeaders, status: responseStatusCode })
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

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
}
