import { describe, expect, it } from 'vitest'

// The environment is parsed once per process; set it before the first read.
process.env.SESSION_SECRET = 'session-test-session-secret-0123456789'
process.env.COOKIE_SECURE = '1'

const { cookieSecure, signedCookie, withSecureAttribute } = await import('./session.server')

describe('cookieSecure', () => {
  it('follows COOKIE_SECURE from the parsed environment, outside production too', async () => {
    expect(cookieSecure()).toBe(true)
    const header = await signedCookie('karoo_test')().serialize('value')
    expect(header).toMatch(/; Secure/)
  })
})

describe('withSecureAttribute', () => {
  it('gives each cookie the Secure attribute once, or none, whatever it was created with', async () => {
    const secure = await signedCookie('karoo_test')().serialize('value')
    const plain = secure.replace('; Secure', '')
    expect(withSecureAttribute([secure, plain], true)).toEqual([`${plain}; Secure`, `${plain}; Secure`])
    expect(withSecureAttribute([secure, plain], false)).toEqual([plain, plain])
    expect(withSecureAttribute(['a=b; secure ; Path=/', 'c=d; Secure; SameSite=Lax'], false)).toEqual(['a=b; Path=/', 'c=d; SameSite=Lax'])
  })

  it('leaves a value that only looks like the attribute alone', () => {
    expect(withSecureAttribute(['note=Secure; Path=/'], false)).toEqual(['note=Secure; Path=/'])
  })
})
