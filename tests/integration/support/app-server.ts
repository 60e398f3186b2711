/**
 * The whole shop over HTTP inside a test: the Express application of server.ts (security headers, CSRF,
 * compression), the page cache and Remix's own request handler, with the route modules and entry.server
 * of app/ loaded as source, so a test sees what a browser gets without `npm run build`. Browser assets
 * are not built: script and stylesheet addresses in the pages point nowhere.
 */
import './env'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { readConfig } from '@remix-run/dev/dist/config.js'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import * as entryServer from '~/entry.server'
import { createExpressApp } from '~/express-app.server'
import { createPageCache, type PageCacheOptions } from '~/server/page-cache.server'
import { getEnv, type Env } from '~/utils/env.server'
import { createLoadContext, labelRoutes } from '~/utils/request-observer.server'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

let assembled: Promise<ServerBuild> | undefined

/** A server build made of the app's modules as they are in the repository. */
export function sourceBuild(): Promise<ServerBuild> {
  assembled ??= (async () => {
    const config = await readConfig(root)
    const routes: ServerBuild['routes'] = {}
    const assetRoutes: ServerBuild['assets']['routes'] = {}
    for (const route of Object.values(config.routes)) {
      const module = (await import(
        /* @vite-ignore */ path.join(config.appDirectory, route.file)
      )) as ServerBuild['routes'][string]['module']
      const { id, parentId, path: routePath, index, caseSensitive } = route
      routes[id] = { id, parentId, path: routePath, index, caseSensitive, module }
      assetRoutes[id] = {
        id,
        parentId,
        path: routePath,
        index,
        caseSensitive,
        module: `/build/${id}.js`,
        hasLoader: typeof module.loader === 'function',
        hasAction: typeof module.action === 'function',
        hasClientLoader: false,
        hasClientAction: false,
        hasErrorBoundary: typeof module.ErrorBoundary === 'function',
      }
    }
    return {
      mode: 'production',
      entry: { module: entryServer },
      routes,
      assets: {
        entry: { module: '/build/entry.client.js', imports: [] },
        routes: assetRoutes,
        url: '/build/manifest.js',
        version: 'source',
      },
      publicPath: '/build/',
      assetsBuildDirectory: path.join(root, 'public', 'build'),
      future: config.future as unknown as ServerBuild['future'],
      isSpaMode: false,
    }
  })()
  return assembled
}

export interface RunningShop {
  /** http://127.0.0.1:<port> */
  url: string
  close(): Promise<void>
}

/**
 * The shop over HTTP for the tests of one describe block, after its database is open (shopForSuite): served
 * before the first test, closed after the last. Its `url` reads through to the running server.
 */
export function serverForSuite(): RunningShop {
  let running: RunningShop | undefined
  beforeAll(async () => {
    running = await serveShop()
  })
  afterAll(async () => {
    await running?.close()
  })
  return {
    get url() {
      if (!running) throw new Error('The server starts before the first test of its block')
      return running.url
    },
    close: async () => running?.close(),
  }
}

/**
 * Listen on a free port with the database the test opened (setDatabase). `pageCache` false leaves the page
 * cache out, as PAGE_CACHE_MB=0 does; `env` overrides variables of the Express application (METRICS_TOKEN...).
 */
export async function serveShop(options: { pageCache?: Partial<PageCacheOptions> | false; env?: Partial<Env> } = {}): Promise<RunningShop> {
  const env = { ...getEnv(), ...options.env }
  const app = createExpressApp(env, root)
  if (options.pageCache !== false) app.use(createPageCache({ maxBytes: 8 * 1024 * 1024, ...options.pageCache }))
  app.all(
    '*',
    createRequestHandler({
      build: labelRoutes(await sourceBuild()),
      mode: 'production',
      getLoadContext: createLoadContext,
    }),
  )
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
