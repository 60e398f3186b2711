/**
 * GET /media/{shape}/{colour}/{key}.svg?w=&h= — the store's generated illustrations.
 * A resource route: loader only, no component. Output is a pure function of the URL,
 * so it is cached for a year and revalidated with a strong ETag.
 */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { getIllustration, parseMediaPath } from '~/media/illustrations.server'

const NOT_FOUND_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2), so W/"x" matches "x". */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const spec = parseMediaPath(params['*'] ?? '', new URL(request.url).searchParams)
  if (!spec) return new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS })

  const { svg, etag } = getIllustration(spec)
  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(svg, {
    status: 200,
    headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' },
  })
}
