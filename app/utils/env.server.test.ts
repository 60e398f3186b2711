import { describe, expect, it } from 'vitest'
import { parseEnv, shopOrigin } from './env.server'

describe('parseEnv', () => {
  it('reads COOKIE_SECURE as a flag and leaves it unset when absent or empty', () => {
    expect(parseEnv({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true)
    expect(parseEnv({ COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true)
    expect(parseEnv({ COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({ COOKIE_SECURE: '0' }).COOKIE_SECURE).toBe(false)
    expect(parseEnv({}).COOKIE_SECURE).toBeUndefined()
    expect(parseEnv({ COOKIE_SECURE: '' }).COOKIE_SECURE).toBeUndefined()
  })

  it('leaves /metrics off without METRICS_TOKEN and refuses a short or odd token', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined()
    const token = 'a'.repeat(20) + '-._~+/=='
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token)
    expect(() => parseEnv({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN/)
    expect(() => parseEnv({ METRICS_TOKEN: 'a token with spaces in it, long enough' })).toThrow(/METRICS_TOKEN/)
  })

  it('names a COOKIE_SECURE it cannot read', () => {
    expect(() => parseEnv({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/)
  })

  it('keeps the other flags and their defaults', () => {
    expect(parseEnv({})).toMatchObject({ SEED_DEMO: true, KAROO_DEMO: false })
    expect(parseEnv({ SEED_DEMO: '0', KAROO_DEMO: 'true' })).toMatchObject({ SEED_DEMO: false, KAROO_DEMO: true })
  })

  it('takes PUBLIC_URL as an http(s) origin, required in production unless it is the demo', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://Shop.Example.co.za/' }).PUBLIC_URL).toBe('https://shop.example.co.za')
    expect(parseEnv({ PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined()
    expect(() => parseEnv({ PUBLIC_URL: 'https://shop.example.co.za/shop' })).toThrow(/PUBLIC_URL.*without a path/)
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://shop.example.co.za' })).toThrow(/PUBLIC_URL/)
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/)
    expect(parseEnv({ NODE_ENV: 'production', KAROO_DEMO: '1' }).PUBLIC_URL).toBeUndefined()
  })

  it('derives the origin of mailed links from the port when PUBLIC_URL is unset', () => {
    expect(shopOrigin({ PUBLIC_URL: undefined, PORT: 3100 })).toBe('http://localhost:3100')
    expect(shopOrigin({ PUBLIC_URL: 'https://shop.example.co.za', PORT: 3100 })).toBe('https://shop.example.co.za')
  })

  it('trusts no proxy unless TRUST_PROXY names a hop count or addresses, CIDR ranges and named ranges', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8 , 172.18.0.5' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '172.18.0.5',
    ])
    for (const wrong of ['true', 'nginx', '10.0.0.0/33', '10.0.0.1/8/8', '1.5', 'loopback,']) {
      expect(() => parseEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/)
    }
  })

  it('sends mail from the shop by default', () => {
    expect(parseEnv({}).MAIL_FROM).toBe('Karoo Appliances <orders@karoo.example>')
  })

  it('treats an empty ELASTICSEARCH_URL as unset', () => {
    expect(parseEnv({ ELASTICSEARCH_URL: '' }).ELASTICSEARCH_URL).toBeUndefined()
    expect(parseEnv({ ELASTICSEARCH_URL: 'http://es:9200' }).ELASTICSEARCH_URL).toBe('http://es:9200')
  })

  it('takes a chat widget, an error-reporting DSN and a captcha only whole and well-formed', () => {
    const unset = parseEnv({})
    expect([unset.CHAT_PROVIDER, unset.CHAT_WIDGET_ID, unset.ERROR_REPORTING_DSN, unset.CAPTCHA_PROVIDER]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(parseEnv({ CHAT_PROVIDER: 'crisp', CHAT_WIDGET_ID: '8d4c2f10-1a2b-4c3d-9e8f-0123456789ab' }).CHAT_PROVIDER).toBe('crisp')
    expect(() => parseEnv({ CHAT_PROVIDER: 'crisp' })).toThrow(/CHAT_WIDGET_ID/)
    expect(() => parseEnv({ CHAT_PROVIDER: 'crisp', CHAT_WIDGET_ID: 'not-a-uuid' })).toThrow(/UUID/)
    expect(() => parseEnv({ CHAT_PROVIDER: 'intercom', CHAT_WIDGET_ID: 'x' })).toThrow(/CHAT_PROVIDER/)
    expect(parseEnv({ ERROR_REPORTING_DSN: 'https://abc123@o1.ingest.sentry.io/42' }).ERROR_REPORTING_DSN).toBe(
      'https://abc123@o1.ingest.sentry.io/42',
    )
    expect(() => parseEnv({ ERROR_REPORTING_DSN: 'http://abc@o1.ingest.sentry.io/42' })).toThrow(/ERROR_REPORTING_DSN/)
    expect(
      parseEnv({
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
        CAPTCHA_SECRET: '1x0000000000000000000000000000000AA',
      }).CAPTCHA_PROVIDER,
    ).toBe('turnstile')
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '1x00000000000000000000AA' })).toThrow(/CAPTCHA_SECRET/)
    expect(parseEnv({ CHAT_PROVIDER: '', CHAT_WIDGET_ID: '', CAPTCHA_PROVIDER: '' }).CHAT_PROVIDER).toBeUndefined()
  })
})
