import { describe, expect, it } from 'vitest'

// The environment is parsed once per process; set it before the first read.
process.env.SESSION_SECRET = 'session-test-session-secret-0123456789'

const { signedCookie, withSecureAttribute } = await import('./session.server')

describe('withSecureAttribute', () => {
  it('gives each cookie the Secure attribute once, or none, whatever it was created with', async () => {
    const plain = await signedCookie('karoo_test')().serialize('value')
    const secure = `${plain}; Secure`
    expect(withSecureAttribute([secure, plain], true)).toEqual([`${plain}; Secure`, `${plain}; Secure`])
    expect(withSecureAttribute([secure, plain], false)).toEqual([plain, plain])
    expect(withSecureAttribute(['a=b; secure ; Path=/', 'c=d; Secure; SameSite=Lax'], false)).toEqual(['a=b; Path=/', 'c=d; SameSite=Lax'])
  })

  it('leaves a value that only looks like the attribute alone', () => {
    expect(withSecureAttribute(['note=Secure; Path=/'], false)).toEqual(['note=Secure; Path=/'])
  })
})
