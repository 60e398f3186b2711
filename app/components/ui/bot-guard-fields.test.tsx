import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CaptchaWidgetConfig } from '~/utils/bot-guard'
import { BotGuardFields } from './bot-guard-fields'

// The root loader's data as the component reads it: only whether (and which) captcha is configured.
const root = vi.hoisted(() => ({ data: {} as { captcha?: CaptchaWidgetConfig } }))
vi.mock('~/root', () => ({ useRootData: () => root.data }))
// Without an i18n instance the keys themselves are shown: enough to see which text is rendered.
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }))

afterEach(() => {
  root.data = {}
})

describe('BotGuardFields', () => {
  it('renders the stamp and the honeypot only, with no captcha configured', () => {
    const html = renderToString(<BotGuardFields stamp="123.abc" />)
    expect(html).toContain('name="form_stamp" value="123.abc"')
    expect(html).toContain('name="homepage"')
    expect(html).not.toMatch(/captcha|turnstile|sitekey|noscript/i)
  })

  it('adds the Turnstile container with the public site key, and a note for shoppers without JavaScript', () => {
    root.data = { captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAAsitekey' } }
    const html = renderToString(<BotGuardFields stamp="123.abc" />)
    expect(html).toContain('<div class="cf-turnstile captcha-widget" data-sitekey="0x4AAAAAAAsitekey"></div>')
    expect(html).toContain('<noscript>')
    expect(html).toContain('botGuard.captchaNeedsJs')
  })

  it('adds the hCaptcha container when hCaptcha is configured', () => {
    root.data = { captcha: { provider: 'hcaptcha', siteKey: '10000000-ffff-ffff-ffff-000000000001' } }
    const html = renderToString(<BotGuardFields stamp="123.abc" />)
    expect(html).toContain('<div class="h-captcha captcha-widget" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div>')
    expect(html).not.toContain('cf-turnstile')
  })
})
