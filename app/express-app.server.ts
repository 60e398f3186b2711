/**
 * The Express application in front of Remix: which proxies are trusted, security headers, static files,
 * the request log and /metrics, the Secure attribute and cache rule of responses that set a cookie, the
 * cross-site check and the early refusal of bodies.
 * server.ts adds the health checks and the Remix handler, then listens; tests mount the same application.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import compression from 'compression'
import express, { type Express, type NextFunction, type Request, type Response } from 'express'
import { contentSecurityPolicy } from './utils/csp.server'
import { isCrossSiteRequest } from './utils/csrf'
import { metricsEndpoint } from './utils/metrics-endpoint.server'
import { shopOrigin, type Env } from './utils/env.server'
import { closeAfterAnswer, refuseBodyEarly } from './utils/request-body.server'
import { observeRequests } from './utils/request-observer.server'
import { refuseControlCharacters } from './utils/request-url.server'
import { withSecureAttribute } from './utils/session.server'

/** `root`: the project folder, where public/ is. */
export function createExpressApp(env: Env, root: string): Express {
  const app = express()
  app.disable('x-powered-by')
  // The client's address and scheme come from X-Forwarded-* only when TRUST_PROXY names the proxy that sent
  // them; otherwise from the connection (req.ip, req.protocol and the Remix request's URL all follow this).
  app.set('trust proxy', env.TRUST_PROXY)
  // @remix-run/express builds the request's URL with the port of X-Forwarded-Host whether or not the proxy is
  // trusted: a header no trusted proxy sent is dropped before it gets there.
  const trusted = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (!trusted(req.socket.remoteAddress, 0)) delete req.headers['x-forwarded-host']
    next()
  })
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

  // An address with a control character (`/p/%00`) is refused before a file or a route reads it.
  app.use(refuseControlCharacters)

  // Fingerprinted build assets never change; everything else in public/ may.
  app.use('/build', express.static(path.join(root, 'public', 'build'), { immutable: true, maxAge: '1y' }))
  // Every file in public/ has an extension: a page's address (/cart, /p/...) is not looked for on the disk first.
  const publicFiles = express.static(path.join(root, 'public'), { maxAge: '1h' })
  app.use((req: Request, res: Response, next: NextFunction) => (/\.[\w-]+$/.test(req.path) ? publicFiles(req, res, next) : next()))

  // Pages and actions (not the static files above) get a request id, a JSON log line and a place in the
  // request histograms (app/utils/request-observer.server.ts).
  app.use(observeRequests({ logLevel: env.LOG_LEVEL, metrics: env.METRICS_TOKEN !== undefined }))

  // /metrics exists only when METRICS_TOKEN is set, and answers only requests that carry it: the figures
  // tell how the shop is doing, which is nobody's business but its operators'. Unset, the path is a 404 page.
  if (env.METRICS_TOKEN !== undefined) app.get('/metrics', metricsEndpoint(env.METRICS_TOKEN))

  // Every cookie of a response is Secure when the request came over HTTPS (as the connection or a trusted
  // proxy says), unless COOKIE_SECURE decides: a demo opened over plain HTTP at a LAN address keeps its cart,
  // and a shop behind TLS never sends its cookies in clear. A response that sets a cookie also belongs to one
  // shopper: documents and loader data get their Cache-Control from entry.server (app/utils/cache-control.ts),
  // redirects after a form post and resource routes do not pass through it, so they are kept out of caches here.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const secure = env.COOKIE_SECURE ?? req.secure
    const writeHead = res.writeHead
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const cookies = res.getHeader('Set-Cookie')
      if (cookies !== undefined) {
        res.setHeader('Set-Cookie', withSecureAttribute([cookies].flat().map(String), secure))
        if (res.getHeader('Cache-Control') === undefined) res.setHeader('Cache-Control', 'private, no-store')
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args)
    } as Response['writeHead']
    next()
  })

  // Cross-site form posts are refused (docs/decisions/0003-csrf.md). Allowed: the shop's public origin, and the
  // address the browser used (the demo opened at a LAN address); a browser cannot forge Host against Origin.
  const publicOrigin = shopOrigin(env).toLowerCase()
  app.use((req: Request, res: Response, next: NextFunction) => {
    const allowedOrigins = [publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`.toLowerCase()]
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

  return app
}
