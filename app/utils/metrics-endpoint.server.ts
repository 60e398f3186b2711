/**
 * `/metrics` for a Prometheus scraper, mounted only when METRICS_TOKEN is set. It answers only a request that
 * carries the token as `Authorization: Bearer <token>`: whatever address a request comes from (behind a proxy
 * on the same machine, every request comes from loopback), the token is what tells the scraper apart.
 */
import crypto from 'node:crypto'
import type { Request, Response } from 'express'
import { getDatabaseHandle } from '~/server/db.server'
import { countQueuedMail } from '~/providers/mail/outbox.server'
import { renderMetrics } from './metrics.server'

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest()
}

/** Equal digests of equal length: the comparison takes as long whatever the guess. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization ?? '')
  return match !== null && crypto.timingSafeEqual(digest(match[1]), digest(token))
}

export function metricsEndpoint(token: string) {
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store')
    if (!carriesToken(req.get('authorization'), token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      res.type('text/plain').send('Unauthorized')
      return
    }
    let mailQueueDepth = Number.NaN
    try {
      mailQueueDepth = await countQueuedMail(getDatabaseHandle().db)
    } catch {
      // The database does not answer: the other figures still say what this instance saw (NaN: unknown).
    }
    res.type('text/plain; version=0.0.4; charset=utf-8').send(renderMetrics({ mailQueueDepth }))
  }
}
