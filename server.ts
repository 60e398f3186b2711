import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { broadcastDevReady, installGlobals, type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import morgan from 'morgan'
import { contentSecurityPolicy } from './app/utils/csp.server'
import { isCrossSiteRequest } from './app/utils/csrf'
import { getEnv } from './app/utils/env.server'
import { closeAfterAnswer, refuseBodyEarly } from './app/utils/request-body.server'
import { startApplication, checkReadiness, stopApplication } from './app/providers/app.server'

installGlobals()

const env = getEnv()
// Run from source (tsx server.ts) or compiled (node build/server.js): either way paths start at the project root.
const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.basename(here) === 'build' ? path.dirname(here) : here
const BUILD_PATH = path.join(root, 'build', 'index.js')

const app = express()
app.disable('x-powered-by')
// Behind a load balancer the client address and scheme come from X-Forwarded-* headers.
app.set('trust proxy', 1)
app.use(compression())

// Security headers, with a fresh nonce per request for the inline scripts Remix renders.
app.use((_req: Request, res: Response, next: NextFunction) => {
  const nonce = crypto.randomBytes(16).toString('base64')
  res.locals.cspNonce = nonce
  // The shop's own origin, plus exactly the third parties that are configured (app/utils/csp.server.ts).
  res.setHeader(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      dev: env.NODE_ENV === 'development',
      gtm: Boolean(env.GTM_ID),
      chat: env.CHAT_PROVIDER ?? null,
      errorReportingDsn: env.ERROR_REPORTING_DSN ?? null,
      captcha: env.CAPTCHA_PROVIDER ?? null,
    }),
  )
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  // geolocation for the shop's own pages only: the store locator's "nearest to me" asks for it on a click,
  // and a page reached by client-side navigation keeps the policy of the document it started in.
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  if (env.NODE_ENV === 'production') {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
  next()
})

// Fingerprinted build assets never change; everything else in public/ may.
app.use('/build', express.static(path.join(root, 'public', 'build'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(root, 'public'), { maxAge: '1h' }))

if (env.LOG_LEVEL === 'info' || env.LOG_LEVEL === 'debug') {
  app.use(
    morgan('tiny', {
      // Health probes and assets would drown the log.
      skip: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url.startsWith('/build/'),
    }),
  )
}

// A response that sets a cookie belongs to one shopper. Documents and loader data get their Cache-Control
// from entry.server (app/utils/cache-control.ts); redirects after a form post and resource routes that set
// a cookie do not pass through it, so this is where they are kept out of every cache.
app.use((_req: Request, res: Response, next: NextFunction) => {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (res.getHeader('Set-Cookie') !== undefined && res.getHeader('Cache-Control') === undefined) {
      res.setHeader('Cache-Control', 'private, no-store')
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args)
  } as Response['writeHead']
  next()
})

// Cross-site form posts are refused (docs/decisions/0003-csrf.md).
app.use((req: Request, res: Response, next: NextFunction) => {
  const own = `${req.protocol}://${req.get('host') ?? ''}`.toLowerCase()
  const allowedOrigins = env.PUBLIC_URL ? [own, new URL(env.PUBLIC_URL).origin.toLowerCase()] : [own]
  const crossSite = isCrossSiteRequest({
    method: req.method,
    origin: req.get('origin'),
    secFetchSite: req.get('sec-fetch-site'),
    allowedOrigins,
  })
  if (crossSite) {
    res.status(403).type('text/plain').send('Cross-site request refused')
    return
  }
  next()
})

// Bodies that cannot be a form, or are too large to be one, are refused before they are read; actions
// count the bytes of the rest as they arrive (app/utils/request-body.server.ts).
app.use((req: Request, res: Response, next: NextFunction) => {
  const refusal = refuseBodyEarly({
    method: req.method,
    path: req.path,
    contentType: req.get('content-type'),
    contentLength: req.get('content-length'),
  })
  if (refusal) {
    // Closing the connection is what stops the upload: the body is never read.
    res.set('Connection', 'close').status(refusal.status).type('text/plain').send(refusal.message)
    return
  }
  // A body its action may stop reading is not kept for another request (request-body.server.ts).
  const chunked = req.get('transfer-encoding') !== undefined
  if (closeAfterAnswer({ path: req.path, contentType: req.get('content-type'), contentLength: req.get('content-length'), chunked })) {
    res.set('Connection', 'close')
  }
  next()
})

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
  const build = await loadBuild()
  app.all(
    '*',
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
    }),
  )
  ready = true
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Karoo storefront listening on http://localhost:${env.PORT} (${env.NODE_ENV})`)
    if (env.NODE_ENV === 'development') broadcastDevReady(build)
  })

  const shutdown = (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    console.log(`${signal} received: finishing open requests, then closing`)
    // Stop accepting connections, let in-flight requests finish, then release the database.
    server.close(() => {
      stopApplication()
        .catch((error) => console.error('Error while stopping', error))
        .finally(() => process.exit(0))
    })
    server.closeIdleConnections()
    setTimeout(() => {
      console.error('Forcing exit after 10 s')
      process.exit(1)
    }, 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
