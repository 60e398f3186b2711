/**
 * Newsletter subscriptions (docs/decisions/0024): one `newsletter_subscription` row per address, shared by
 * the account page and the footer's double opt-in. A guest's row is joined to the
 * account whose e-mail it carries, and follows that account when its e-mail changes. Tokens (confirmation,
 * unsubscribe) leave this module once, for the mail that carries them; only their SHA-256 is stored.
 */
import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { ulid } from 'ulid'
import type { Database, NewsletterStatus } from '~/db/schema'
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { newsletterCouponCode, NEWSLETTER_CODE_RANDOM_LENGTH } from '~/domain/coupons'
import { normalizeEmail } from '~/domain/validation'
import { hmacBase64Url } from '~/payments/signing'
import { getEnv } from '~/utils/env.server'
import { getDb } from '~/server/db.server'
import { enqueueMail, nudgeMailDelivery } from '~/providers/mail/outbox.server'
import { mayMailRecipient } from '~/providers/throttle/recipient-limit.server'

/** How long the footer's confirmation link works. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 3600_000

export function newsletterTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: newsletterTokenHash(token) }
}

/**
 * The unsubscribe token of a subscription: signed from its id (decision 0031), so it is the same in every
 * mail and every old mail's link keeps working; a sign-up of the address by someone else changes nothing.
 * Only its SHA-256 is stored, as before.
 */
function unsubscribeTokenOf(id: string): { token: string; hash: string } {
  const token = hmacBase64Url(getEnv().SESSION_SECRET, `newsletter-unsubscribe:${id}`)
  return { token, hash: newsletterTokenHash(token) }
}

/** What the confirmation and coupon mails carry; wiped from the outbox once sent (SECRET_PAYLOAD_KINDS). */
export interface NewsletterMailPayload {
  storeCode: string
  locale: string
  unsubscribeToken: string
  /** The confirmation mail's one-time link token. */
  confirmToken?: string
  /** The coupon mail's code. */
  couponCode?: string
}

export interface SubscriptionRequest {
  email: string
  customerId?: string | null
  storeCode: string
  locale: string
  /**
   * True when the address owner has confirmed the address before (subscribeCustomer checks): no
   * confirmation mail. False otherwise: the row waits as `pending` until the mailed link is followed.
   */
  confirmed: boolean
  now?: Date
}

export interface SubscriptionResult {
  status: NewsletterStatus
  /** For the confirmation mail, when one must be sent (pending rows only). */
  confirmToken?: string
  /** For the mail's unsubscribe link (the same for every mail of this address). */
  unsubscribeToken: string
}

/**
 * Subscribe an address. An address already subscribed stays subscribed (a second footer sign-up neither
 * sends a confirmation nor downgrades it); otherwise it becomes subscribed or pending per `confirmed`.
 * An address subscribed at once gets its coupon now, as a confirmed one does (once per address).
 */
export async function subscribe(input: SubscriptionRequest): Promise<SubscriptionResult> {
  const result = await getDb()
    .transaction()
    .execute((trx) => subscribeIn(trx, input))
  if (result.status === 'subscribed') nudgeMailDelivery()
  return result
}

async function subscribeIn(trx: Transaction<Database>, input: SubscriptionRequest): Promise<SubscriptionResult> {
  const email = normalizeEmail(input.email)
  const at = (input.now ?? new Date()).toISOString()
  const confirm = input.confirmed ? null : newToken()
  const existing = await trx
    .selectFrom('newsletter_subscription')
    .select(['id', 'status', 'customer_id', 'confirmed_at'])
    .where('email', '=', email)
    .executeTakeFirst()
  const id = existing?.id ?? ulid()
  const unsubscribe = unsubscribeTokenOf(id)
  const alreadyIn = existing?.status === 'subscribed'
  const status: NewsletterStatus = alreadyIn || input.confirmed ? 'subscribed' : 'pending'
  const values = {
    customer_id: input.customerId ?? existing?.customer_id ?? null,
    status,
    store_code: input.storeCode,
    locale: input.locale,
    confirm_token_hash: status === 'pending' ? confirm!.hash : null,
    confirm_expires_at: status === 'pending' ? new Date(Date.parse(at) + CONFIRM_LINK_LIFETIME_MS).toISOString() : null,
    unsubscribe_token_hash: unsubscribe.hash,
    consented_at: at,
    unsubscribed_at: null,
    updated_at: at,
    // When the owner confirmed the address: kept through later sign-ups (the proof does not expire).
    confirmed_at: existing?.confirmed_at ?? (status === 'subscribed' ? at : null),
  }
  if (existing) {
    await trx
      .updateTable('newsletter_subscription')
      .set(alreadyIn ? { ...values, consented_at: undefined } : values)
      .where('id', '=', existing.id)
      .execute()
  } else {
    await trx
      .insertInto('newsletter_subscription')
      .values({ id, email, ...values, coupon_code: null, created_at: at })
      .execute()
  }
  // Subscribed at once (an address confirmed before): the promised coupon, once per address.
  if (status === 'subscribed' && !alreadyIn) await issueCoupon(trx, id)
  return { status, confirmToken: status === 'pending' ? confirm!.token : undefined, unsubscribeToken: unsubscribe.token }
}

/**
 * Issue the 10% coupon of a subscription that has just been confirmed (decision 0031), inside the caller's
 * transaction: a single-use code of its own, recorded on the row so that the address never gets another
 * (a second confirmation, a sign-up after unsubscribing), and its mail queued with the unsubscribe link.
 */
async function issueCoupon(trx: Transaction<Database>, id: string): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newsletterCouponCode(crypto.randomBytes(NEWSLETTER_CODE_RANDOM_LENGTH))
    const taken = await trx.selectFrom('coupon').select('code').where('code', '=', code).executeTakeFirst()
    if (taken) continue
    // Only the first confirmation of the address claims the row: a twin request finds coupon_code set.
    const claimed = await trx
      .updateTable('newsletter_subscription')
      .set({ coupon_code: code })
      .where('id', '=', id)
      .where('coupon_code', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) return false
    await trx
      .insertInto('coupon')
      .values({
        code,
        type: 'percent',
        value: NEWSLETTER_COUPON_PERCENT,
        min_subtotal: null,
        currency: null,
        expires_at: null,
        active: 1,
        uses_left: 1,
      })
      .execute()
    const row = await trx
      .selectFrom('newsletter_subscription')
      .select(['email', 'store_code', 'locale'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const payload: NewsletterMailPayload = {
      storeCode: row.store_code,
      locale: row.locale,
      unsubscribeToken: unsubscribeTokenOf(id).token,
      couponCode: code,
    }
    await enqueueMail(trx, { kind: 'newsletter_coupon', dedupeKey: `newsletter_coupon:${id}`, to: row.email, payload: { ...payload } })
    return true
  }
  throw new Error('Could not draw a free newsletter coupon code')
}

/**
 * The footer's and the popup's sign-up: the row waits as pending and the confirmation mail (its one-time
 * link and the unsubscribe link) is queued in the same transaction. An address already subscribed gets no
 * mail, and the shopper's answer is the same either way, so the form does not tell who subscribes.
 * Anyone can type any address, so one address gets only a few confirmation mails (recipient-limit);
 * past that nothing changes, and the links mailed before keep working.
 */
export async function signUpForNewsletter(input: Omit<SubscriptionRequest, 'confirmed'>): Promise<void> {
  if (!(await mayMailRecipient('newsletter', input.email, input.now))) return
  const queued = await getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await subscribeIn(trx, { ...input, confirmed: false })
      if (!result.confirmToken) return false
      const payload: NewsletterMailPayload = {
        storeCode: input.storeCode,
        locale: input.locale,
        unsubscribeToken: result.unsubscribeToken,
        confirmToken: result.confirmToken,
      }
      return enqueueMail(trx, {
        kind: 'newsletter_confirmation',
        dedupeKey: `newsletter_confirmation:${newsletterTokenHash(result.confirmToken)}`,
        to: normalizeEmail(input.email),
        payload: { ...payload },
      })
    })
  if (queued) nudgeMailDelivery()
}

/** Whether a confirmation link can still be used (its page shows the button; the mail worker skips dead links). */
export async function confirmLinkState(token: string, now = new Date()): Promise<'valid' | 'expired' | 'unknown'> {
  if (!token) return 'unknown'
  const row = await getDb()
    .selectFrom('newsletter_subscription')
    .select('confirm_expires_at')
    .where('confirm_token_hash', '=', newsletterTokenHash(token))
    .executeTakeFirst()
  if (!row) return 'unknown'
  if (!row.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) return 'expired'
  return 'valid'
}

/** What an unsubscribe link names: a subscription still receiving mail, one that already left, or nothing. */
export async function unsubscribeLinkState(token: string): Promise<'subscribed' | 'unsubscribed' | 'unknown'> {
  if (!token) return 'unknown'
  const row = await getDb()
    .selectFrom('newsletter_subscription')
    .select('status')
    .where('unsubscribe_token_hash', '=', newsletterTokenHash(token))
    .executeTakeFirst()
  if (!row) return 'unknown'
  return row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed'
}

/**
 * The account page's subscription. Registration proves nothing about the e-mail address (anyone can
 * register with anyone's), so the account goes through the footer's double opt-in unless the owner has
 * confirmed this address before (a followed confirmation link). Answers what the customer is now.
 */
export async function subscribeCustomer(
  customer: { id: string; email: string },
  request: Omit<SubscriptionRequest, 'email' | 'customerId' | 'confirmed'>,
): Promise<'subscribed' | 'pending'> {
  const email = normalizeEmail(customer.email)
  const row = await getDb().selectFrom('newsletter_subscription').select('confirmed_at').where('email', '=', email).executeTakeFirst()
  if (row?.confirmed_at) {
    await subscribe({ ...request, email, customerId: customer.id, confirmed: true })
    return 'subscribed'
  }
  await signUpForNewsletter({ ...request, email, customerId: customer.id })
  return 'pending'
}

/** The row of a customer: theirs by id, or one for their address subscribed before they registered. */
function customerRow(db: Kysely<Database> | Transaction<Database>, customer: { id: string; email: string }) {
  return db
    .selectFrom('newsletter_subscription')
    .select(['id', 'status', 'email', 'customer_id', 'coupon_code'])
    .where((eb) => eb.or([eb('customer_id', '=', customer.id), eb('email', '=', normalizeEmail(customer.email))]))
}

/** Whether the customer receives the newsletter: 'subscribed', 'pending' (not confirmed yet) or 'unsubscribed'. */
export async function customerNewsletterStatus(customer: { id: string; email: string }): Promise<NewsletterStatus> {
  const row = await customerRow(getDb(), customer).executeTakeFirst()
  return row?.status ?? 'unsubscribed'
}

/** The customer leaves the newsletter; a pending confirmation link dies with it. */
export async function unsubscribeCustomer(customer: { id: string; email: string }, now = new Date()): Promise<void> {
  const at = now.toISOString()
  await getDb()
    .updateTable('newsletter_subscription')
    .set({ status: 'unsubscribed', unsubscribed_at: at, confirm_token_hash: null, confirm_expires_at: null, updated_at: at })
    .where((eb) => eb.or([eb('customer_id', '=', customer.id), eb('email', '=', normalizeEmail(customer.email))]))
    .execute()
}

export type ConfirmResult = 'subscribed' | 'expired' | 'unknown'

/**
 * The footer's confirmation link: the pending row becomes subscribed and, the first time the address is
 * confirmed, its 10% coupon is issued and mailed. The link works once: a reused or forged one is 'unknown'
 * and changes nothing.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<ConfirmResult> {
  if (!token) return 'unknown'
  const at = now.toISOString()
  const hash = newsletterTokenHash(token)
  const result = await getDb()
    .transaction()
    .execute(async (trx): Promise<ConfirmResult> => {
      const row = await trx
        .selectFrom('newsletter_subscription')
        .select(['id', 'confirm_expires_at'])
        .where('confirm_token_hash', '=', hash)
        .executeTakeFirst()
      if (!row) return 'unknown'
      if (!row.confirm_expires_at || row.confirm_expires_at <= at) return 'expired'
      // Keyed on the hash too: of two clicks at once, only one still finds the link.
      const done = await trx
        .updateTable('newsletter_subscription')
        .set({ status: 'subscribed', confirmed_at: at, confirm_token_hash: null, confirm_expires_at: null, updated_at: at })
        .where('id', '=', row.id)
        .where('confirm_token_hash', '=', hash)
        .executeTakeFirst()
      if (Number(done.numUpdatedRows) === 0) return 'unknown'
      await issueCoupon(trx, row.id)
      return 'subscribed'
    })
  if (result === 'subscribed') nudgeMailDelivery()
  return result
}

/** The unsubscribe link of a mail: true when it matched a subscription (now unsubscribed). */
export async function unsubscribeWithToken(token: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString()
  const result = await getDb()
    .updateTable('newsletter_subscription')
    .set({ status: 'unsubscribed', unsubscribed_at: at, confirm_token_hash: null, confirm_expires_at: null, updated_at: at })
    .where('unsubscribe_token_hash', '=', newsletterTokenHash(token))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Keep the subscription with the account when its e-mail changes (call it in the same transaction). The
 * customer's row moves to the new address; another row for that address (a guest's sign-up) gives way to
 * it, or, when the customer has none, becomes theirs.
 *
 * A confirmation holds for the address confirmed, not for the account: the moved row keeps only what the
 * new address's own row proved (its confirmation, its coupon). Without that, it waits as pending until
 * the owner of the new address follows a link (the account page sends one), and a link mailed to the old
 * address no longer confirms anything.
 */
export async function followEmailChange(
  trx: Transaction<Database>,
  customer: { id: string; email: string },
  newEmail: string,
): Promise<void> {
  const email = normalizeEmail(newEmail)
  const own = await customerRow(trx, customer).where('email', '!=', email).executeTakeFirst()
  if (own) {
    const replaced = await trx
      .selectFrom('newsletter_subscription')
      .select(['confirmed_at', 'coupon_code'])
      .where('email', '=', email)
      .executeTakeFirst()
    const confirmedAt = replaced?.confirmed_at ?? null
    await trx.deleteFrom('newsletter_subscription').where('email', '=', email).execute()
    await trx
      .updateTable('newsletter_subscription')
      .set({
        email,
        customer_id: customer.id,
        status: own.status === 'unsubscribed' ? 'unsubscribed' : confirmedAt ? 'subscribed' : 'pending',
        confirmed_at: confirmedAt,
        confirm_token_hash: null,
        confirm_expires_at: null,
        coupon_code: own.coupon_code ?? replaced?.coupon_code ?? null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', own.id)
      .execute()
  } else {
    await trx.updateTable('newsletter_subscription').set({ customer_id: customer.id }).where('email', '=', email).execute()
  }
}
