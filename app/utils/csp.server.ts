/**
 * The Content-Security-Policy of every response (server.ts): the shop's own origin and the request's nonce,
 * plus exactly the origins of the third parties that are configured (~/utils/third-party): the tag manager
 * (GTM_ID), a chat widget (CHAT_PROVIDER + CHAT_WIDGET_ID), error reporting (ERROR_REPORTING_DSN) and a
 * captcha (CAPTCHA_PROVIDER). With none configured, no directive names another host.
 */
import {
  CAPTCHA_ORIGINS,
  CHAT_ORIGINS,
  TAG_MANAGER_ORIGINS,
  errorReportingOrigins,
  type CaptchaProvider,
  type ChatProvider,
  type CspDirective,
  type Origins,
} from './third-party'

export interface CspOptions {
  nonce: string
  /** Development: the live-reload socket and eval for the dev build. */
  dev?: boolean
  gtm?: boolean
  chat?: ChatProvider | null
  errorReportingDsn?: string | null
  captcha?: CaptchaProvider | null
}

/** The third-party origins per directive for this configuration, each once, in a stable order. */
export function thirdPartyOrigins(options: Omit<CspOptions, 'nonce' | 'dev'>): Origins {
  const sources: Origins[] = [
    options.gtm ? TAG_MANAGER_ORIGINS : {},
    options.chat ? CHAT_ORIGINS[options.chat] : {},
    options.errorReportingDsn ? errorReportingOrigins(options.errorReportingDsn) : {},
    options.captcha ? CAPTCHA_ORIGINS[options.captcha] : {},
  ]
  const merged: Origins = {}
  for (const source of sources) {
    for (const [directive, origins] of Object.entries(source) as [CspDirective, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...origins])]
    }
  }
  return merged
}

export function contentSecurityPolicy(options: CspOptions): string {
  const extra = thirdPartyOrigins(options)
  const more = (directive: CspDirective) => (extra[directive]?.length ? ` ${extra[directive].join(' ')}` : '')
  const { nonce, dev = false } = options
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}${more('script-src')}`,
    `style-src 'self' 'nonce-${nonce}'${more('style-src')}`,
    // Colour swatches are style attributes; no <style> elements are allowed.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${more('img-src')}`,
    `connect-src 'self'${dev ? ' ws:' : ''}${more('connect-src')}`,
    `font-src 'self'${more('font-src')}`,
    // Without a widget or captcha bringing its frame, frame-src falls back to default-src.
    ...(extra['frame-src']?.length ? [`frame-src 'self'${more('frame-src')}`] : []),
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
