/**
 * The mail outbox's writing side (docs/decisions/0013-mail-outbox.md): a message the shop owes someone is
 * queued as a `mail_outbox` row in the same transaction as what it announces, so the two commit or roll
 * back together. mail-delivery.server.ts sends the rows.
 *
 * This module knows nothing of rendering or transports, so that orders (and later accounts, contact...)
 * can queue mail without importing the mail port and, through it, payments.
 */
import type { Kysely, Transaction } from 'kysely'
import { ulid } from 'ulid'
import type { Database } from '~/db/schema'

/** The messages the delivery worker knows how to render. */
export type MailKind =
  | 'order_confirmation'
  | 'order_payment_approved'
  | 'order_payment_failed'
  | 'order_shipped'
  | 'password_reset'
  | 'warranty_registration'
  | 'contact_confirmation'
  | 'contact_notification'
  | 'newsletter_confirmation'
  | 'newsletter_coupon'

/**
 * Kinds whose payload carries a secret (a reset or confirmation token, an unsubscribe link, a coupon code):
 * the delivery worker wipes it once the row is done.
 */
export const SECRET_PAYLOAD_KINDS: ReadonlySet<MailKind> = new Set(['password_reset', 'newsletter_confirmation', 'newsletter_coupon'])

export interface QueuedMail {
  kind: MailKind
  /** One event, one message: a second enqueue with the same key is ignored. */
  dedupeKey: string
  to: string
  /** What the renderer needs to build the message at delivery (ids, never secrets it can look up). */
  payload: Record<string, unknown>
}

/**
 * Queue a message inside the caller's transaction. Returns false when the same dedupe key is already
 * queued (or sent): the event was announced before.
 */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, mail: QueuedMail): Promise<boolean> {
  const now = new Date().toISOString()
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id: ulid(),
      kind: mail.kind,
      dedupe_key: mail.dedupeKey,
      recipient: mail.to,
      payload: JSON.stringify(mail.payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The dedupe key of an order's confirmation. */
export function orderConfirmationKey(orderId: string): string {
  return `order_confirmation:${orderId}`
}

/** An order is paid once: one "payment approved" mail per order, however often the gateway says so. */
export function orderPaymentApprovedKey(orderId: string): string {
  return `order_payment_approved:${orderId}`
}

/** Each payment attempt fails at most once: one "payment failed" mail per payment. */
export function orderPaymentFailedKey(paymentId: string): string {
  return `order_payment_failed:${paymentId}`
}

/** An order ships once: one "on its way" mail per order. */
export function orderShippedKey(orderId: string): string {
  return `order_shipped:${orderId}`
}

type Listener = () => void
// server.ts and the Remix server build each load this module: keep one set of listeners on globalThis so
// an order placed in the build reaches the worker started by server.ts.
const KEY = Symbol.for('karoo.mailQueued')
const holder = globalThis as { [KEY]?: Set<Listener> }
const listeners = (holder[KEY] ??= new Set<Listener>())

/**
 * Tell this process's delivery worker that rows were committed, so the shopper's mail leaves at once
 * instead of at the next poll. Call it after the commit: before, the worker cannot see the row yet.
 * Without a running worker (tests, scripts) it does nothing; the rows wait for one.
 */
export function nudgeMailDelivery(): void {
  for (const listener of listeners) listener()
}

/** For the delivery worker: be called on every nudge. Returns the unsubscribe function. */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Messages not yet sent (waiting, or being sent by some instance): the outbox's queue depth. */
export async function countQueuedMail(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('queued'))
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst()
  return Number(row?.queued ?? 0)
}
