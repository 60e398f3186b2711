import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { CaptchaWidget } from '~/components/ui/captcha-widget'
import type { CaptchaWidgetConfig } from './bot-guard'
import { captchaBootScript, captchaConfirms, captchaWidgetConfig, verifyCaptchaToken } from './captcha.server'

const SECRET = '0x4AAAAAAAsecretsecret'
const SITE_KEY = '0x4AAAAAAAsitekey'

/** A stand-in for the provider's siteverify endpoint: never the real one. */
function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const fake = vi.fn(answer)
  vi.stubGlobal('fetch', fake)
  return fake
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('verifyCaptchaToken', () => {
  it('confirms a token the provider accepts, sending the secret, the token and the client IP', async () => {
    const fake = stubFetch(async () => Response.json({ success: true }))
    expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token: 'tok-123', remoteIp: '203.0.113.7' })).toBe(true)
    expect(fake).toHaveBeenCalledTimes(1)
    const [url, init] = fake.mock.calls[0]!
    expect(url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(init.method).toBe('POST')
    const body = new URLSearchParams(String(init.body))
    expect(Object.fromEntries(body)).toEqual({ secret: SECRET, response: 'tok-123', remoteip: '203.0.113.7' })
  })

  it('asks hCaptcha at its own endpoint', async () => {
    const fake = stubFetch(async () => Response.json({ success: true }))
    expect(await verifyCaptchaToken({ provider: 'hcaptcha', secret: SECRET, token: 'P1_tok', remoteIp: null })).toBe(true)
    expect(fake.mock.calls[0]![0]).toBe('https://api.hcaptcha.com/siteverify')
    expect(new URLSearchParams(String(fake.mock.calls[0]![1].body)).has('remoteip')).toBe(false)
  })

  it('refuses a token the provider rejects, or an error answer', async () => {
    stubFetch(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }))
    expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token: 'used', remoteIp: null })).toBe(false)
    stubFetch(async () => new Response('oops', { status: 500 }))
    expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token: 'tok', remoteIp: null })).toBe(false)
    stubFetch(async () => new Response('<html>not json</html>', { status: 200 }))
    expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token: 'tok', remoteIp: null })).toBe(false)
  })

  it('refuses when the network fails', async () => {
    stubFetch(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await verifyCaptchaToken({ provider: 'hcaptcha', secret: SECRET, token: 'tok', remoteIp: null })).toBe(false)
  })

  it('refuses when the provider does not answer in time', async () => {
    // A provider that never answers: only the abort signal ends the wait.
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const started = Date.now()
    expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token: 'tok', remoteIp: null, timeoutMs: 50 })).toBe(false)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('refuses a missing, empty or oversized token without asking the provider', async () => {
    const fake = stubFetch(async () => Response.json({ success: true }))
    for (const token of [null, '', '   ', 'x'.repeat(5_000)]) {
      expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token, remoteIp: null })).toBe(false)
    }
    expect(await verifyCaptchaToken({ provider: 'turnstile', secret: SECRET, token: new File(['x'], 'x.txt'), remoteIp: null })).toBe(false)
    expect(fake).not.toHaveBeenCalled()
  })
})

describe('captchaConfirms', () => {
  const configured = { CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: SITE_KEY, CAPTCHA_SECRET: SECRET } as const

  it('reads the provider’s own token field', async () => {
    const fake = stubFetch(async () => Response.json({ success: true }))
    const form = new FormData()
    form.set('cf-turnstile-response', 'wrong-field')
    expect(await captchaConfirms(form, configured, null)).toBe(false)
    expect(fake).not.toHaveBeenCalled()
    form.set('h-captcha-response', 'right-field')
    expect(await captchaConfirms(form, configured, null)).toBe(true)
  })

  it('lets everything through, without a call, when no captcha is configured', async () => {
    const fake = stubFetch(async () => Response.json({ success: false }))
    expect(
      await captchaConfirms(new FormData(), { CAPTCHA_PROVIDER: undefined, CAPTCHA_SITE_KEY: undefined, CAPTCHA_SECRET: undefined }, null),
    ).toBe(true)
    expect(fake).not.toHaveBeenCalled()
  })
})

describe('the widget', () => {
  /** The container as forms render it: only when a captcha is configured. */
  const container = (config: CaptchaWidgetConfig | null) => (config ? renderToStaticMarkup(createElement(CaptchaWidget, { config })) : '')
  const none = { CAPTCHA_PROVIDER: undefined, CAPTCHA_SITE_KEY: undefined, CAPTCHA_SECRET: undefined }

  it('renders nothing and loads nothing when no captcha is configured', () => {
    const config = captchaWidgetConfig(none)
    expect(config).toBeNull()
    expect(container(config)).toBe('')
    expect(captchaBootScript(config)).toBe('')
  })

  it('gives the page the provider and site key, never the secret', () => {
    const config = captchaWidgetConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: SITE_KEY, CAPTCHA_SECRET: SECRET })
    expect(config).toEqual({ provider: 'turnstile', siteKey: SITE_KEY })
    expect(container(config)).toBe(`<div class="cf-turnstile captcha-widget" data-sitekey="${SITE_KEY}"></div>`)
    const boot = captchaBootScript(config)
    expect(boot).toContain('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
    expect(boot).toContain('.cf-turnstile')
    expect(boot).not.toContain(SECRET)
    const hcaptcha = captchaWidgetConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: SITE_KEY, CAPTCHA_SECRET: SECRET })
    expect(container(hcaptcha)).toContain('class="h-captcha captcha-widget"')
    expect(captchaBootScript(hcaptcha)).toContain('https://js.hcaptcha.com/1/api.js?render=explicit')
  })
})
