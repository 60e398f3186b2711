/**
 * A same-site path to send the shopper back to. Anything else (absolute URLs, protocol-relative
 * "//host", backslashes) falls back to `fallback`, so a form cannot be made into an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  return value
}
