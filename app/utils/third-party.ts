/**
 * The optional third parties of the shop (chat and error-reporting widgets load only
 * when configured; forms carry a captcha site key when one is configured): which origins each needs, so that
 * the Content-Security-Policy (~/utils/csp.server) names exactly those of the configured ones and nothing else.
 * Pure data and functions; no secret lives here.
 */

export type ChatProvider = 'crisp' | 'tawk'
export type CaptchaProvider = 'turnstile' | 'hcaptcha'
export type CspDirective = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'font-src' | 'frame-src'

export type Origins = Partial<Record<CspDirective, string[]>>

/** The tag manager's hosts (decision 0005), when GTM_ID is set. */
export const TAG_MANAGER_ORIGINS: Origins = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}

/** What each chat widget loads and talks to, from the providers' CSP guides. */
export const CHAT_ORIGINS: Record<ChatProvider, Origins> = {
  crisp: {
    'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    'style-src': ['https://client.crisp.chat'],
    'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
    'connect-src': [
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ],
    'font-src': ['https://client.crisp.chat'],
    'frame-src': ['https://game.crisp.chat'],
  },
  tawk: {
    'script-src': ['https://embed.tawk.to'],
    'style-src': ['https://embed.tawk.to'],
    'img-src': ['https://embed.tawk.to', 'https://tawk.link', 'https://s3.amazonaws.com'],
    'connect-src': ['https://*.tawk.to', 'wss://*.tawk.to'],
    'font-src': ['https://embed.tawk.to'],
    'frame-src': ['https://*.tawk.to'],
  },
}

/** Each captcha's script, its challenge frame and its API. */
export const CAPTCHA_ORIGINS: Record<CaptchaProvider, Origins> = {
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    'script-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'style-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'connect-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    'frame-src': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
}

/** The Sentry browser SDK, pinned: the CDN serves this exact file. */
export const ERROR_REPORTING_SDK = 'https://browser.sentry-cdn.com/8.55.0/bundle.min.js'

/** A Sentry-style DSN: https://<public key>@<host>/<project id>. */
export const DSN_PATTERN = /^https:\/\/([A-Za-z0-9]+)@([A-Za-z0-9.-]+(?::\d{1,5})?)\/(\d+)$/

/** The origins the error reporter needs: its SDK's CDN, and the DSN's host, where the reports go. */
export function errorReportingOrigins(dsn: string): Origins {
  const match = DSN_PATTERN.exec(dsn)
  if (!match) throw new Error('Not an error-reporting DSN (https://key@host/project)')
  return { 'script-src': [new URL(ERROR_REPORTING_SDK).origin], 'connect-src': [`https://${match[2]}`] }
}

/** Crisp: a website id (a UUID). Tawk.to: "<property id>/<widget id>". */
export function chatWidgetIdProblem(provider: ChatProvider, id: string): string | null {
  if (provider === 'crisp') {
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? null : 'a Crisp website id is a UUID'
  }
  return /^[0-9a-f]{24}\/[A-Za-z0-9]{4,20}$/.test(id) ? null : 'a Tawk.to widget id is <property id>/<widget id>'
}
