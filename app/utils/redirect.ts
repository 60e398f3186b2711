import { hasControlCharacters } from '~/domain/validation'

/** Any origin will do: only whether resolving a candidate against it changes the origin matters. */
const PROBE_ORIGIN = 'http://x.invalid'
const MAX_LENGTH = 2048

/**
 * A same-site path to send the shopper back to, as the browser will read it. The candidate is resolved
 * with the URL parser browsers use and kept only if it stays on this origin and its serialised form
 * (what goes in the Location header) is a path that stays on it too: "/.//evil" normalises to "//evil".
 * Anything else falls back to `fallback`, so a form cannot be made into an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback
  // Control characters: CR and LF make an invalid Location header, and browsers drop tabs and line breaks
  // from URLs, so "/\t/evil" would arrive as "//evil", another site.
  if (!value.startsWith('/') || hasControlCharacters(value)) return fallback
  const path = sameOriginPath(value)
  if (path === null || path.startsWith('//') || sameOriginPath(path) !== path) return fallback
  return path
}

function sameOriginPath(candidate: string): string | null {
  let url: URL
  try {
    url = new URL(candidate, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  // Serialised, the path is plain ASCII: non-ASCII characters are percent-encoded, as a header needs.
  return url.pathname + url.search + url.hash
}
