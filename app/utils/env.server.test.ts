import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server'

describe('parseEnv', () => {
  it('reads COOKIE_SECURE as a flag and leaves it unset when absent or empty', () => {
    expect(parseEnv({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true)
    expect(parseEnv({ COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true)
    expect(parseEnv({ COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({ COOKIE_SECURE: '0' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({}).COOKIE_SECURE).toBeUndefined()
    expect(parseEnv({ COOKIE_SECURE: '' }).COOKIE_SECURE).toBeUndefined()
  })

  it('names a COOKIE_SECURE it cannot read', () => {
    expect(() => parseEnv({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/)
  })

  it('keeps the other flags and their defaults', () => {
    expect(parseEnv({})).toMatchObject({ SEED_DEMO: true, KAROO_DEMO: false })
    expect(parseEnv({ SEED_DEMO: '0', KAROO_DEMO: 'true' })).toMatchObject({ SEED_DEMO: false, KAROO_DEMO: true })
  })

  it('sends mail from the shop by default', () => {
    expect(parseEnv({}).MAIL_FROM).toBe('Karoo Appliances <orders@karoo.example>')
  })

  it('treats an empty ELASTICSEARCH_URL as unset', () => {
    expect(parseEnv({ ELASTICSEARCH_URL: '' }).ELASTICSEARCH_URL).toBeUndefined()
    expect(parseEnv({ ELASTICSEARCH_URL: 'http://es:9200' }).ELASTICSEARCH_URL).toBe('http://es:9200')
  })
})
