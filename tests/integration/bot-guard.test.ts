import './support/env'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { MIN_FILL_MS, PUBLIC_FORM_POSTS } from '~/domain/bot-guard'
import { setDatabase } from '~/server/db.server'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { guardPublicForm, issueFormStamp, readFormStamp } from '~/utils/bot-guard.server'
import { resetEnvForTests } from '~/utils/env.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

const T0 = Date.UTC(2026, 10, 25, 9)
const context = { clientIp: '203.0.113.7' } as never

function submission(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

it('reads back the time of a stamp it issued, and nothing from a forged or altered one', () => {
  const stamp = issueFormStamp(T0)
  expect(readFormStamp(stamp)).toBe(T0)
  const [, signature] = stamp.split('.')
  expect(readFormStamp(`${T0 - 60_000}.${signature}`)).toBeNull()
  expect(readFormStamp(`${T0}.${'A'.repeat(signature!.length)}`)).toBeNull()
  expect(readFormStamp('')).toBeNull()
  expect(readFormStamp(null)).toBeNull()
  expect(readFormStamp(`${T0}`)).toBeNull()
})

describeEachDatabase('public form guard', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  it('passes a person, catches the honeypot, a quick script and a forged stamp', async () => {
    // No captcha is configured here: the guard asks nobody outside.
    const outside = vi.fn(async () => Response.json({ success: false }))
    vi.stubGlobal('fetch', outside)
    const stamp = issueFormStamp(T0)
    const later = T0 + MIN_FILL_MS + 5_000
    expect(
      await guardPublicForm(submission({ [STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: '' }), { context, form: 'contact', now: later }),
    ).toBe('ok')
    expect(
      await guardPublicForm(submission({ [STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: 'buy now' }), { context, form: 'contact', now: later }),
    ).toBe('bot')
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'contact', now: T0 + 200 })).toBe('too-fast')
    expect(
      await guardPublicForm(submission({ [STAMP_FIELD]: `${T0}.forgedforgedforgedforged` }), { context, form: 'contact', now: later }),
    ).toBe('stale')
    expect(outside).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('answers 429 once one IP has sent a form more often than the hourly allowance, and not for another form', async () => {
    const stamp = issueFormStamp(T0)
    const at = T0 + 10_000
    for (let i = 0; i < PUBLIC_FORM_POSTS.freeFailures + 1; i++) {
      await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'contact', now: at })
    }
    const refused = await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'contact', now: at }).catch(
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).status).toBe(429)
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'warranty', now: at })).toBe('ok')
  })
})

describeEachDatabase('public form guard with a captcha configured', (kind) => {
  const database = useTestDatabase(kind)
  const CAPTCHA = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAAAAAAsitekey', CAPTCHA_SECRET: '0x4AAAAAAAsecretsecret' }
  // The provider's siteverify endpoint, stubbed: it accepts the token 'good' only.
  const siteverify = vi.fn(async (_url: string, init: RequestInit) => {
    const body = new URLSearchParams(String(init.body))
    return Response.json({ success: body.get('secret') === CAPTCHA.CAPTCHA_SECRET && body.get('response') === 'good' })
  })
  beforeEach(() => {
    setDatabase(database())
    Object.assign(process.env, CAPTCHA)
    resetEnvForTests()
    siteverify.mockClear()
    vi.stubGlobal('fetch', siteverify)
  })
  afterEach(() => {
    setDatabase(undefined)
    for (const name of Object.keys(CAPTCHA)) delete process.env[name]
    resetEnvForTests()
    vi.unstubAllGlobals()
  })

  const later = T0 + MIN_FILL_MS + 5_000
  const guard = (fields: Record<string, string>, now = later) => guardPublicForm(submission(fields), { context, form: 'contact', now })

  it('passes a person whose token the provider confirms, sending it with the client IP', async () => {
    expect(await guard({ [STAMP_FIELD]: issueFormStamp(T0), 'cf-turnstile-response': 'good' })).toBe('ok')
    expect(siteverify).toHaveBeenCalledTimes(1)
    const body = new URLSearchParams(String(siteverify.mock.calls[0]![1].body))
    expect(body.get('remoteip')).toBe('203.0.113.7')
  })

  it('refuses a missing or rejected token with the captcha verdict', async () => {
    expect(await guard({ [STAMP_FIELD]: issueFormStamp(T0) })).toBe('captcha')
    expect(await guard({ [STAMP_FIELD]: issueFormStamp(T0), 'cf-turnstile-response': 'replayed' })).toBe('captcha')
    expect(siteverify).toHaveBeenCalledTimes(1)
  })

  it('refuses when the provider cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    expect(await guard({ [STAMP_FIELD]: issueFormStamp(T0), 'cf-turnstile-response': 'good' })).toBe('captcha')
  })

  it('asks the provider nothing about a submission the honeypot or the stamp already refused', async () => {
    const stamp = issueFormStamp(T0)
    expect(await guard({ [STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: 'buy now', 'cf-turnstile-response': 'good' })).toBe('bot')
    expect(await guard({ [STAMP_FIELD]: stamp, 'cf-turnstile-response': 'good' }, T0 + 200)).toBe('too-fast')
    expect(await guard({ [STAMP_FIELD]: `${T0}.forgedforgedforgedforged`, 'cf-turnstile-response': 'good' })).toBe('stale')
    expect(siteverify).not.toHaveBeenCalled()
  })
})
