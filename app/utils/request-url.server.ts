/**
 * A request whose URL holds a control character is refused before any route reads it. No address of the shop
 * has one, and routes hand their path segments and query values to the database (a product's sku, a blog
 * post's slug, a link's token), which may refuse it: PostgreSQL cannot store U+0000, so a `%00` was a 500.
 * A query value may hold tabs and line breaks (a search pasted with a tab is still a search); a path, none.
 */
import type { NextFunction, Request, Response } from 'express'
import { hasControlCharacters } from '~/domain/validation'

/** A path segment as routes read their params; one that cannot be decoded reaches them as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Whether the path or the query of a request URL (path and query, as a request line has them) holds one. */
export function urlHasControlCharacters(url: string): boolean {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1)
  if (path.split('/').some((segment) => hasControlCharacters(decodeSegment(segment)))) return true
  return [...new URLSearchParams(query)].some(([name, value]) => hasControlCharacters(`${name}=${value}`, { multiline: true }))
}

export function refuseControlCharacters(req: Request, res: Response, next: NextFunction) {
  if (!urlHasControlCharacters(req.originalUrl)) {
    next()
    return
  }
  res.status(400).type('text/plain').send('Bad Request: the address holds control characters')
}
