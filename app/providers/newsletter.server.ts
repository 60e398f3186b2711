/**
 * Newsletter subscriptions (docs/decisions/0024): one `newsletter_subscription` row per address, shared by
 * the account page (issue 10) and the footer's double opt-in (issue 12). A guest's row is joined to the
 * account whose e-mail it carries, and follows that account when its e-mail changes. Tokens (confirmation,
 * unsubscribe) leave this module once, for the mail that carries them; only their SHA-256 is stored.
 */
import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { ulid } from 'ulid'
import type { Database, NewsletterStatus } from '~/db/schema'
import { normalizeEmail } from '~/domain/validation'
import { getDb } from './db.server'

/** How long the footer's confirmation link works. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 3600_000

export function newsletterTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: newsletterTokenHash(token) }
}

export interface SubscriptionRequest {
  email: string
  customerId?: string | null
  storeCode: string
  locale: string
  /**
   * True when the address needs no confirmation mail (a signed-in customer's own e-mail, decision 0024);
   * false for the footer: the row waits as `pending` until the mailed link is followed.
   */
  confirmed: boolean
  now?: Date
}

export interface SubscriptionResult {
  status: NewsletterStatus
  /** For the confirmation mail, when one must be sent (pending rows only). */
  confirmToken?: string
  /** For the mail's unsubscribe link, when a new one was issued (it replaces the previous link). */
  unsubscribeToken: string
}

/**
 * Subscribe an address. An address already subscribed stays subscribed (a second footer sign-up neither
 * sends a confirmation nor downgrades it); otherwise it becomes subscribed or pending per `confirmed`.
 */
export async function subscribe(input: SubscriptionRequest): Promise<SubscriptionResult> {
  const email = normalizeEmail(input.email)
  const at = (input.now ?? new Date()).toISOString()
  const unsubscribe = newToken()
  const confirm = input.confirmed ? null : newToken()
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx.selectFrom('newsletter_subscription').select(['id', 'status', 'customer_id']).where('email', '=', email).executeTakeFirst()
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
      }
      if (existing) {
        await trx
          .updateTable('newsletter_subscription')
          .set(alreadyIn ? { ...values, consented_at: undefined } : { ...values, confirmed_at: status === 'subscribed' ? at : null })
          .where('id', '=', existing.id)
          .execute()
      } else {
        await trx
          .insertInto('newsletter_subscription')
          .values({ id: ulid(), email, ...values, confirmed_at: status === 'subscribed' ? at : null, created_at: at })
          .execute()
      }
      return { status, confirmToken: status === 'pending' ? confirm!.token : undefined, unsubscribeToken: unsubscribe.token }
    })
}

/** The row of a customer: theirs by id, or one for their address subscribed before they registered. */
function customerRow(db: Kysely<Database> | Transaction<Database>, customer: { id: string; email: string }) {
  return db
    .selectFrom('newsletter_subscription')
    .select(['id', 'status', 'email', 'customer_id'])
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

/** The footer's confirmation link: the pending row becomes subscribed; the link works once. */
export async function confirmSubscription(token: string, now = new Date()): Promise<ConfirmResult> {
  const at = now.toISOString()
  const hash = newsletterTokenHash(token)
  const row = await getDb().selectFrom('newsletter_subscription').select(['id', 'confirm_expires_at']).where('confirm_token_hash', '=', hash).executeTakeFirst()
  if (!row) return 'unknown'
  if (!row.confirm_expires_at || row.confirm_expires_at <= at) return 'expired'
  await getDb()
    .updateTable('newsletter_subscription')
    .set({ status: 'subscribed', confirmed_at: at, confirm_token_hash: null, confirm_expires_at: null, updated_at: at })
    .where('id', '=', row.id)
    .execute()
  return 'subscribed'
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
 */
export async function followEmailChange(trx: Transaction<Database>, customer: { id: string; email: string }, newEmail: string): Promise<void> {
  const email = normalizeEmail(newEmail)
  const own = await customerRow(trx, customer).where('email', '!=', email).executeTakeFirst()
  if (own) {
    await trx.deleteFrom('newsletter_subscription').where('email', '=', email).execute()
    await trx.updateTable('newsletter_subscription').set({ email, customer_id: customer.id, updated_at: new Date().toISOString() }).where('id', '=', own.id).execute()
  } else {
    await trx.updateTable('newsletter_subscription').set({ customer_id: customer.id }).where('email', '=', email).execute()
  }
}
