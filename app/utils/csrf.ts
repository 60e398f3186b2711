/**
 * Cross-site request check for state-changing requests (docs/decisions/0003-csrf.md). Browsers send
 * Origin on POST (and Sec-Fetch-Site where supported); a value naming another site is refused.
 * Requests with neither header (server-to-server notifications, old browsers) pass: the session and
 * cart cookies are SameSite=Lax, so a cross-site form post does not carry them.
 */
export function isCrossSiteRequest(request: {
  method: string
  origin: string | null | undefined
  secFetchSite: string | null | undefined
  /** Origins this site answers on (the request's own and PUBLIC_URL's). */
  allowedOrigins: readonly string[]
}): boolean {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  if (request.origin && request.origin !== 'null') {
    return !request.allowedOrigins.includes(request.origin.toLowerCase())
  }
  if (request.origin === 'null') return true
  return request.secFetchSite === 'cross-site'
}
