import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { setDatabase } from '~/server/db.server'
import { registerCustomer, verifyLogin } from '~/providers/customers/customers.server'
import { getCustomer, logIn } from '~/providers/customers/session.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import { RESET_LINK_LIFETIME_MS, requestPasswordReset, resetPassword, resetTokenHash } from '~/providers/customers/password-reset.server'
import { shopOrigin } from '~/utils/env.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser } from './support/shop'

const thandi = { email: 'thandi@example.co.za', firstName: 'Thandi', lastName: 'Mokoena', password: 'correct horse' }
const options = { redirectUrl: '/my-account', prefix: '', locale: 'en-US' }

describeEachDatabase('password reset', (kind) => {
  const database = useTestDatabase(kind)
  let customerId: string
  beforeEach(async () => {
    setDatabase(database())
    const result = await registerCustomer(thandi)
    if (!result.ok) throw new Error('registration failed')
    customerId = result.customer.id
  })
  afterEach(() => setDatabase(undefined))

  async function sendAll(): Promise<MailMessage[]> {
    const sent: MailMessage[] = []
    await deliverDueMail({ send: async (message) => (sent.push(message), { messageId: String(sent.length) }) })
    return sent
  }

  const tokenIn = (message: MailMessage) => new URL(/https?:\/\/\S+/.exec(message.text)![0]).searchParams.get('link')!

  it('queues nothing for an unknown address', async () => {
    expect(await requestPasswordReset('nobody@example.co.za', options)).toBe(false)
    expect(await database().db.selectFrom('mail_outbox').selectAll().execute()).toEqual([])
  })

  it('mails a link with a token stored only hashed, wiped from the outbox once sent', async () => {
    expect(await requestPasswordReset('THANDI@example.co.za', options)).toBe(true)
    const [mail] = await sendAll()
    expect(mail!.to).toBe('thandi@example.co.za')
    expect(mail!.text).toContain(`${shopOrigin()}/Account/Reset-Password?link=`)
    expect(mail!.text).toContain('redirectUrl=%2Fmy-account')
    const token = tokenIn(mail!)
    const reset = await database().db.selectFrom('password_reset').selectAll().executeTakeFirstOrThrow()
    expect(reset.token_hash).toBe(resetTokenHash(token))
    const outbox = await database().db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
    expect(outbox.status).toBe('sent')
    expect(outbox.payload).not.toContain(token)
  })

  it('sends at most one mail per account per 15 minutes', async () => {
    const now = Date.now()
    expect(await requestPasswordReset(thandi.email, { ...options, now: new Date(now) })).toBe(true)
    expect(await requestPasswordReset(thandi.email, { ...options, now: new Date(now + 14 * 60_000) })).toBe(false)
    expect(await requestPasswordReset(thandi.email, { ...options, now: new Date(now + 16 * 60_000) })).toBe(true)
  })

  it('works once, ends every session, and then says the link was used', async () => {
    const browser = new Browser()
    browser.absorb(await logIn(browser.request('/login'), customerId, { remember: true, to: '/', toast: { type: 'info', message: 'x' } }))
    await requestPasswordReset(thandi.email, options)
    const token = tokenIn((await sendAll())[0]!)
    expect(await resetPassword(token, 'a brand new secret')).toBe('valid')
    expect(await verifyLogin(thandi.email, 'a brand new secret')).not.toBeNull()
    expect(await getCustomer(browser.request('/'))).toBeNull()
    expect(await resetPassword(token, 'yet another secret')).toBe('used')
    expect(await resetPassword('made-up', 'yet another secret')).toBe('unknown')
  })

  it('refuses an expired link', async () => {
    await requestPasswordReset(thandi.email, options)
    const token = tokenIn((await sendAll())[0]!)
    expect(await resetPassword(token, 'a brand new secret', new Date(Date.now() + RESET_LINK_LIFETIME_MS + 1000))).toBe('expired')
    expect(await verifyLogin(thandi.email, thandi.password)).not.toBeNull()
  })
})
