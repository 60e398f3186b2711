/**
 * The bare Remix page the throughput section compares the shop with: a server build written by hand
 * instead of by the Remix compiler, with what a fresh Remix app has: an entry.server module that streams
 * with React's renderToPipeableStream, a root route (document, Meta, Links, Outlet, ScrollRestoration,
 * Scripts) and an index route whose loader returns ten list items that its component renders. The
 * request handler of @remix-run/express runs it exactly as it runs the shop's build.
 *
 * No browser ever loads it, so the assets manifest names client modules that do not exist: only the
 * server's work (matching, loader, JSON serialisation, rendering, streaming) is measured.
 */
import { PassThrough } from 'node:stream'
import {
  createReadableStreamFromReadable,
  json,
  type EntryContext,
  type HandleDocumentRequestFunction,
  type ServerBuild,
} from '@remix-run/node'
import { Links, Meta, Outlet, RemixServer, Scripts, ScrollRestoration, useLoaderData } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'

const ABORT_DELAY = 5_000

/** Shell first, as the shop answers a browser; the rest streams as it renders. */
const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) =>
  new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      onShellReady() {
        shellRendered = true
        const body = new PassThrough()
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, ABORT_DELAY + 1000)
  })

function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export const BARE_ITEM_COUNT = 10

function indexLoader() {
  const items = Array.from({ length: BARE_ITEM_COUNT }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }))
  return json({ title: 'A bare Remix page', items })
}

function Index() {
  const { title, items } = useLoaderData<typeof indexLoader>()
  return (
    <main>
      <h1>{title}</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </main>
  )
}

const indexMeta = () => [{ title: 'Bare Remix' }]

/** Client module paths for the manifest; nothing serves them. */
const clientRoute = (id: string, hasLoader: boolean, extra: { parentId?: string; index?: boolean; path?: string }) => ({
  id,
  ...extra,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  module: `/build/${id}.js`,
  imports: [],
})

export const bareBuild: ServerBuild = {
  mode: 'production',
  entry: { module: { default: handleRequest, streamTimeout: ABORT_DELAY } },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    'routes/_index': {
      id: 'routes/_index',
      parentId: 'root',
      index: true,
      module: { default: Index, loader: indexLoader, meta: indexMeta },
    },
  },
  assets: {
    entry: { module: '/build/entry.client.js', imports: [] },
    routes: {
      root: clientRoute('root', false, { path: '' }),
      'routes/_index': clientRoute('routes/_index', true, { parentId: 'root', index: true }),
    },
    url: '/build/manifest-bare.js',
    version: 'bare',
  },
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  // The shop's future flags (remix.config.js), so both go through the same code paths.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
  isSpaMode: false,
}
