import { describe, expect, it } from 'vitest'

// The environment is parsed once per process; set it before the first read.
process.env.SESSION_SECRET = 'session-test-session-secret-0123456789'
process.env.COOKIE_SECURE = '1'

const { cookieSecure, signedCookie } = await import('./session.server')

describe('cookieSecure', () => {
  it('follows COOKIE_SECURE from the parsed environment, outside production too', async () => {
    expect(cookieSecure()).toBe(true)
    const header = await signedCookie('karoo_test')().serialize('value')
    expect(header).toMatch(/; Secure/)
  })
})
