/**
 * The shop mails an address only what its owner asked for: the contact form's confirmation quotes nothing
 * the sender wrote and reaches one address only a few times, and a newsletter subscription from an account
 * waits for the address owner's click unless that address was confirmed before.
 */
import '../integration/support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { setDatabase } from '~/server/db.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { confirmSubscription, signUpForNewsletter, unsubscribeCustomer } from '~/providers/engagement/newsletter.server'
import { MAILS_PER_RECIPIENT } from '~/providers/throttle/recipient-limit.server'
import * as contactRoute from '~/routes/($store)+/_service+/contact'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myAccount from '~/routes/($store)+/_account+/my-account._index'
import * as newsletterRoute from '~/routes/($store)+/_account+/my-account.newsletter'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { getEnv } from '~/utils/env.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser, thandi } from '../integration/support/shop'

const VICTIM = 'victim@example.org'
const SPAM = 'Cheap watches, 90% off today only'
const LINK = 'https://spam.example/buy?ref=karoo'

/** The contact form as a person sends it, from a page rendered twenty seconds ago. */
const contactForm = (fields: Record<string, string> = {}) => ({
  [STAMP_FIELD]: issueFormStamp(Date.now() - 20_000),
  [HONEYPOT_FIELD]: '',
  name: `Visit ${LINK}`,
  email: VICTIM,
  phone: '+27 (82) 555-0101',
  department: 'spare-parts',
  orderNumber: '',
  message: `${SPAM}! Visit ${LINK} <a href="${LINK}">now</a>`,
  ...fields,
})

describeEachDatabase('the contact form is no mail relay; account subscriptions are confirmed by the address owner', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  const outbox = (kind: string) =>
    database().db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('created_at').execute()
  async function delivered(): Promise<MailMessage[]> {
    const sent: MailMessage[] = []
    await deliverDueMail({ send: async (message) => (sent.push(message), { messageId: String(sent.length) }) })
    return sent
  }
  async function registered(): Promise<Browser> {
    const browser = new Browser('198.51.100.40')
    expect((await browser.post(loginRoute.action, '/login', thandi)).status).toBe(303)
    return browser
  }
  const subscription = () =>
    database().db.selectFrom('newsletter_subscription').selectAll().where('email', '=', thandi.email).executeTakeFirst()

  it('confirms a contact message to the sender with its reference and department only, quoting nothing they wrote', async () => {
    expect((await new Browser('203.0.113.1').post(contactRoute.action, '/contact', contactForm())).status).toBe(303)
    const [stored] = await database().db.selectFrom('contact_message').select('reference').execute()
    const mails = await delivered()
    const confirmation = mails.find((mail) => mail.to === VICTIM)!
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(part).not.toContain('Cheap watches')
      expect(part).not.toContain('spam.example')
    }
    expect(confirmation.text).toContain(stored!.reference)
    expect(confirmation.text).toContain('Spare parts')
    // The service team still reads every word.
    const notification = mails.find((mail) => mail.to === getEnv().SERVICE_EMAIL)!
    expect(notification.text).toContain(SPAM)
    expect(notification.text).toContain(LINK)
  })

  it('queues only a few confirmations to one address, from however many client addresses; every message reaches the service inbox', async () => {
    const posts = MAILS_PER_RECIPIENT.freeFailures + 1
    for (let i = 0; i < posts; i++) {
      // The same address in other spellings counts as the same recipient.
      const email = i % 2 ? VICTIM.toUpperCase() : ` ${VICTIM}`
      expect((await new Browser(`203.0.113.${10 + i}`).post(contactRoute.action, '/contact', contactForm({ email }))).status).toBe(303)
    }
    const confirmations = await outbox('contact_confirmation')
    expect(confirmations).toHaveLength(MAILS_PER_RECIPIENT.freeFailures)
    expect(await outbox('contact_notification')).toHaveLength(posts)
    // Another sender's confirmation is not held back by it.
    expect(
      (await new Browser('203.0.113.99').post(contactRoute.action, '/contact', contactForm({ email: 'someone@example.org' }))).status,
    ).toBe(303)
    expect(await outbox('contact_confirmation')).toHaveLength(MAILS_PER_RECIPIENT.freeFailures + 1)
  })

  it('a parallel burst of posts to one address queues no more confirmations than a sequence would', async () => {
    const posts = MAILS_PER_RECIPIENT.freeFailures + 3
    const answers = await Promise.all(
      Array.from({ length: posts }, (_, i) => new Browser(`203.0.113.${50 + i}`).post(contactRoute.action, '/contact', contactForm())),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(posts).fill(303))
    expect(await outbox('contact_confirmation')).toHaveLength(MAILS_PER_RECIPIENT.freeFailures)
    expect(await outbox('contact_notification')).toHaveLength(posts)
  })

  it('an account subscription of an address never confirmed waits for the mailed link; the coupon comes after the click', async () => {
    const browser = await registered()
    const answer = await browser.post(newsletterRoute.action, '/my-account/newsletter', { intent: 'subscribe' })
    expect(answer.status).toBe(303)
    expect((await browser.toast())?.message).toBe('newsletter.checkEmail')
    expect(await subscription()).toMatchObject({ status: 'pending', confirmed_at: null, coupon_code: null })
    const [confirmation] = await outbox('newsletter_confirmation')
    expect(confirmation).toMatchObject({ recipient: thandi.email })
    expect(await outbox('newsletter_coupon')).toEqual([])
    const page = (await (await browser.load(newsletterRoute.loader, '/my-account/newsletter')).json()) as { status: string }
    expect(page.status).toBe('pending')

    const { confirmToken } = JSON.parse(confirmation!.payload) as { confirmToken: string }
    expect(await confirmSubscription(confirmToken)).toBe('subscribed')
    expect(await subscription()).toMatchObject({ status: 'subscribed' })
    expect(await outbox('newsletter_coupon')).toHaveLength(1)
  })

  it('an address confirmed before (a confirmed subscription) is subscribed from the account at once, with no second coupon', async () => {
    await signUpForNewsletter({ email: thandi.email, storeCode: 'default', locale: 'en-US' })
    const [confirmation] = await outbox('newsletter_confirmation')
    expect(await confirmSubscription((JSON.parse(confirmation!.payload) as { confirmToken: string }).confirmToken)).toBe('subscribed')
    const browser = await registered()
    const { id } = await database().db.selectFrom('customer').select('id').executeTakeFirstOrThrow()
    await unsubscribeCustomer({ id, email: thandi.email })

    expect((await browser.post(newsletterRoute.action, '/my-account/newsletter', { intent: 'subscribe' })).status).toBe(303)
    expect((await browser.toast())?.message).toBe('newsletter.subscribedToast')
    expect(await subscription()).toMatchObject({ status: 'subscribed', customer_id: id })
    expect(await outbox('newsletter_confirmation')).toHaveLength(1)
    expect(await outbox('newsletter_coupon')).toHaveLength(1)
  })

  it('a confirmed subscription that follows the account to a new address waits for that address to be confirmed', async () => {
    await signUpForNewsletter({ email: thandi.email, storeCode: 'default', locale: 'en-US' })
    const [confirmation] = await outbox('newsletter_confirmation')
    await confirmSubscription((JSON.parse(confirmation!.payload) as { confirmToken: string }).confirmToken)
    const browser = await registered()
    const moved = await browser.post(myAccount.action, '/my-account', {
      intent: 'profile',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: VICTIM,
      currentPassword: thandi.password,
    })
    expect(moved.status).toBe(303)
    const row = await database().db.selectFrom('newsletter_subscription').selectAll().where('email', '=', VICTIM).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', confirmed_at: null })
    expect((await browser.post(newsletterRoute.action, '/my-account/newsletter', { intent: 'subscribe' })).status).toBe(303)
    expect((await browser.toast())?.message).toBe('newsletter.checkEmail')
    expect((await outbox('newsletter_confirmation')).map((mail) => mail.recipient)).toEqual([thandi.email, VICTIM])
  })
})
