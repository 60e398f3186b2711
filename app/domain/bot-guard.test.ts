import { describe, expect, it } from 'vitest'
import { MAX_FORM_AGE_MS, MIN_FILL_MS, judgeFormSubmission } from './bot-guard'

const now = Date.UTC(2026, 10, 25, 12)

describe('judgeFormSubmission', () => {
  it('accepts a form filled in by a person: empty honeypot, sent after the minimum fill time', () => {
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now - MIN_FILL_MS, now })).toBe('ok')
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now - 60_000, now })).toBe('ok')
  })

  it('calls a filled honeypot a bot, whatever the timing', () => {
    expect(judgeFormSubmission({ honeypot: 'http://spam.example', renderedAt: now - 60_000, now })).toBe('bot')
    expect(judgeFormSubmission({ honeypot: 'x', renderedAt: null, now })).toBe('bot')
  })

  it('ignores a honeypot of only spaces (some password managers touch hidden fields)', () => {
    expect(judgeFormSubmission({ honeypot: '  ', renderedAt: now - 60_000, now })).toBe('ok')
  })

  it('refuses a form sent faster than a person can', () => {
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now - MIN_FILL_MS + 1, now })).toBe('too-fast')
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now, now })).toBe('too-fast')
  })

  it('asks again for a missing, future or too old stamp', () => {
    expect(judgeFormSubmission({ honeypot: '', renderedAt: null, now })).toBe('stale')
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now + 1_000, now })).toBe('stale')
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now - MAX_FORM_AGE_MS - 1, now })).toBe('stale')
    expect(judgeFormSubmission({ honeypot: '', renderedAt: now - MAX_FORM_AGE_MS, now })).toBe('ok')
  })
})
