import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { broadcastDevReady, installGlobals, type ServerBuild } from '@remix-run/node'
import { createExpressApp } from './app/express-app.server'
import { getEnv } from './app/utils/env.server'
import { startApplication, checkReadiness, stopApplication } from './app/server/app.server'
import { createPageCache } from './app/server/page-cache.server'
import { logs, sendConsoleToLog, writeErrorLog, writeLog } from './app/utils/log.server'
import { createLoadContext, labelRoutes } from './app/utils/request-observer.server'

installGlobals()

// A bad or missing variable stops the server with the message that names it, not a stack trace.
const env = (() => {
  try {
    return getEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()
// From here on every line the server writes is one JSON object (app/utils/log.server.ts).
sendConsoleToLog(env.LOG_LEVEL)
// Run from source (tsx server.ts) or compiled (node build/server.js): either way paths start at the project root.
const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.basename(here) === 'build' ? path.dirname(here) : here
const BUILD_PATH = path.join(root, 'build', 'index.js')

const app = createExpressApp(env, root)

let ready = false
let shuttingDown = false

app.get('/healthz', (_req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  res.status(shuttingDown ? 503 : 200).json({ status: shuttingDown ? 'stopping' : 'ok' })
})

app.get('/readyz', async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  if (!ready || shuttingDown) {
    res.status(503).json({ status: shuttingDown ? 'stopping' : 'starting' })
    return
  }
  const checks = await checkReadiness()
  const ok = Object.values(checks).every((check) => check === 'ok')
  res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'degraded', checks })
})

async function loadBuild(): Promise<ServerBuild> {
  return (await import(`${BUILD_PATH}?t=${Date.now()}`)) as ServerBuild
}

async function main() {
  await startApplication(env)
  // Loaders and actions note their route id for the request log and metrics (request-observer.server.ts).
  const build = labelRoutes(await loadBuild())
  // Pages that show nothing of the shopper are kept for the next one (app/server/page-cache.server.ts).
  app.use(createPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 }))
  app.all(
    '*',
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: createLoadContext,
    }),
  )
  ready = true
  const server = app.listen(env.PORT, env.HOST, () => {
    if (logs(env.LOG_LEVEL, 'info'))
      writeLog('info', { message: `Karoo storefront listening on http://localhost:${env.PORT} (${env.NODE_ENV})` })
    if (env.NODE_ENV === 'development') broadcastDevReady(build)
  })

  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    if (logs(env.LOG_LEVEL, 'info')) writeLog('info', { message: `${signal} received: finishing open requests, then closing` })
    // Stop accepting connections, let in-flight requests finish, then release the database.
    server.close(() => {
      stopApplication()
        .catch((error) => writeErrorLog(env.LOG_LEVEL, error, { during: 'stop' }))
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
    setTimeout(() => {
      writeErrorLog(env.LOG_LEVEL, 'Forcing exit after 10 s')
      process.exit(1)
    }, 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  // Whatever LOG_LEVEL says: the reason the server did not start is always written.
  writeLog('error', { message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})
