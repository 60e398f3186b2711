import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { MIN_FILL_MS, PUBLIC_FORM_POSTS } from '~/domain/bot-guard'
import { setDatabase } from '~/providers/db.server'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { guardPublicForm, issueFormStamp, readFormStamp } from '~/utils/bot-guard.server'
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
    const stamp = issueFormStamp(T0)
    const later = T0 + MIN_FILL_MS + 5_000
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: '' }), { context, form: 'contact', now: later })).toBe('ok')
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: stamp, [HONEYPOT_FIELD]: 'buy now' }), { context, form: 'contact', now: later })).toBe('bot')
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'contact', now: T0 + 200 })).toBe('too-fast')
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: `${T0}.forgedforgedforgedforged` }), { context, form: 'contact', now: later })).toBe('stale')
  })

  it('answers 429 once one IP has sent a form more often than the hourly allowance, and not for another form', async () => {
    const stamp = issueFormStamp(T0)
    const at = T0 + 10_000
    for (let i = 0; i < PUBLIC_FORM_POSTS.freeFailures + 1; i++) {
      await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'contact', now: at })
    }
    const refused = await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'contact', now: at }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).status).toBe(429)
    expect(await guardPublicForm(submission({ [STAMP_FIELD]: stamp }), { context, form: 'warranty', now: at })).toBe('ok')
  })
})
