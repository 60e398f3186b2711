import { describe, expect, it } from 'vitest'
import { widgetBootScript } from './widgets.server'

const none = { CHAT_PROVIDER: undefined, CHAT_WIDGET_ID: undefined, ERROR_REPORTING_DSN: undefined, NODE_ENV: 'production' } as const

describe('widgetBootScript', () => {
  it('is empty when no widget is configured', () => {
    expect(widgetBootScript(none)).toBe('')
  })

  it('loads the configured chat after the page has loaded', () => {
    const crisp = widgetBootScript({ ...none, CHAT_PROVIDER: 'crisp', CHAT_WIDGET_ID: '8d4c2f10-1a2b-4c3d-9e8f-0123456789ab' })
    expect(crisp.startsWith(";addEventListener('load'")).toBe(true)
    expect(crisp).toContain('w.CRISP_WEBSITE_ID="8d4c2f10-1a2b-4c3d-9e8f-0123456789ab"')
    expect(crisp).toContain("add('https://client.crisp.chat/l.js')")
    expect(crisp).not.toContain('sentry')

    const tawk = widgetBootScript({ ...none, CHAT_PROVIDER: 'tawk', CHAT_WIDGET_ID: '0123456789abcdef01234567/1abcdefgh' })
    expect(tawk).toContain('"https://embed.tawk.to/0123456789abcdef01234567/1abcdefgh"')
  })

  it('loads the error reporter with its DSN, and nothing else', () => {
    const script = widgetBootScript({ ...none, ERROR_REPORTING_DSN: 'https://abc123@o1.ingest.sentry.io/42' })
    expect(script).toContain('"https://browser.sentry-cdn.com/8.55.0/bundle.min.js"')
    expect(script).toContain('dsn:"https://abc123@o1.ingest.sentry.io/42"')
    expect(script).not.toContain('crisp')
    expect(script).not.toContain('tawk')
  })
})
