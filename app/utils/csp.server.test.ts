import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, thirdPartyOrigins } from './csp.server'

const DSN = 'https://abc123def456@o4506.ingest.sentry.io/4507'

/** Every host a policy names (anything with a scheme or a wildcard), directive by directive. */
function hosts(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split('; ')
      .map((part) => part.split(' '))
      .map(([directive, ...sources]) => [directive, sources.filter((source) => /^(https?|wss?):\/\//.test(source))])
      .filter(([, sources]) => sources.length > 0),
  )
}

describe('contentSecurityPolicy', () => {
  it('names no other host than the shop itself when nothing is configured', () => {
    const policy = contentSecurityPolicy({ nonce: 'n0nce' })
    expect(hosts(policy)).toEqual({})
    expect(policy).toContain("script-src 'self' 'nonce-n0nce'")
    expect(policy).toContain("default-src 'self'")
    expect(policy).not.toContain('frame-src')
    expect(policy).not.toContain('unsafe-eval')
  })

  it('adds the tag manager’s hosts only with GTM_ID', () => {
    expect(hosts(contentSecurityPolicy({ nonce: 'n', gtm: true }))).toEqual({
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    })
  })

  it('adds Crisp’s hosts for a Crisp chat, and Tawk.to’s for Tawk.to, never both', () => {
    const crisp = hosts(contentSecurityPolicy({ nonce: 'n', chat: 'crisp' }))
    expect(crisp['script-src']).toEqual(['https://client.crisp.chat', 'https://settings.crisp.chat'])
    expect(crisp['connect-src']).toContain('wss://client.relay.crisp.chat')
    expect(crisp['frame-src']).toEqual(['https://game.crisp.chat'])
    expect(JSON.stringify(crisp)).not.toContain('tawk')

    const tawk = hosts(contentSecurityPolicy({ nonce: 'n', chat: 'tawk' }))
    expect(tawk['script-src']).toEqual(['https://embed.tawk.to'])
    expect(tawk['connect-src']).toEqual(['https://*.tawk.to', 'wss://*.tawk.to'])
    expect(JSON.stringify(tawk)).not.toContain('crisp')
  })

  it('adds the error reporter’s SDK host and the DSN’s host, where reports are sent', () => {
    expect(hosts(contentSecurityPolicy({ nonce: 'n', errorReportingDsn: DSN }))).toEqual({
      'script-src': ['https://browser.sentry-cdn.com'],
      'connect-src': ['https://o4506.ingest.sentry.io'],
    })
    // A self-hosted reporter on its own port.
    expect(thirdPartyOrigins({ errorReportingDsn: 'https://k3y@errors.example.com:9000/2' })['connect-src']).toEqual([
      'https://errors.example.com:9000',
    ])
  })

  it('adds exactly the configured captcha’s hosts, with its challenge frame', () => {
    expect(hosts(contentSecurityPolicy({ nonce: 'n', captcha: 'turnstile' }))).toEqual({
      'script-src': ['https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    })
    const hcaptcha = hosts(contentSecurityPolicy({ nonce: 'n', captcha: 'hcaptcha' }))
    expect(hcaptcha['frame-src']).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com'])
    expect(JSON.stringify(hcaptcha)).not.toContain('cloudflare')
    expect(contentSecurityPolicy({ nonce: 'n', captcha: 'turnstile' })).toContain("frame-src 'self' https://challenges.cloudflare.com")
  })

  it('combines everything configured, each host once per directive', () => {
    const all = hosts(contentSecurityPolicy({ nonce: 'n', gtm: true, chat: 'crisp', errorReportingDsn: DSN, captcha: 'hcaptcha' }))
    expect(all['script-src']).toEqual([
      'https://*.googletagmanager.com',
      'https://client.crisp.chat',
      'https://settings.crisp.chat',
      'https://browser.sentry-cdn.com',
      'https://hcaptcha.com',
      'https://*.hcaptcha.com',
    ])
    for (const sources of Object.values(all)) expect(new Set(sources).size).toBe(sources.length)
  })

  it('allows eval and the live-reload socket in development only', () => {
    const dev = contentSecurityPolicy({ nonce: 'n', dev: true })
    expect(dev).toContain("'unsafe-eval'")
    expect(dev).toContain("connect-src 'self' ws:")
  })
})
