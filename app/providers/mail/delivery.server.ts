/**
 * The mail outbox's sending side (docs/decisions/0013-mail-outbox.md): a worker in every app instance
 * takes due `mail_outbox` rows, renders each, hands it to the mail port (SMTP or an .eml file) and marks it
 * sent; a failure is tried again later (mailRetryDelayMs), up to MAIL_MAX_ATTEMPTS.
 *
 * Claiming: one UPDATE moves the next due row to 'sending' with a lease (`locked_until`). On PostgreSQL its
 * sub-select locks the row FOR UPDATE SKIP LOCKED, so two instances polling at once never take the same
 * row; SQLite runs one write at a time. A row whose sender died stays 'sending' until its lease ends, then
 * any worker takes it again: nothing is lost across a crash.
 *
 * Exactly once, and its one gap: a row is marked sent right after the transport accepted the message. If
 * the process dies between the server's "250 OK" and that UPDATE, the lease runs out and the message is
 * sent a second time. That window (milliseconds) is the only way to a duplicate: the lease keeps every
 * other worker off a row while it is being sent, and the lease outlasts the transport's own time-outs.
 */
import type { ExpressionBuilder } from 'kysely'
import { mailRetryDelayMs } from '~/domain/mail-retry'
import type { Database, MailOutboxTable } from '~/db/schema'
import { getEnv } from '~/utils/env.server'
import { recordMailDelivery } from '~/utils/metrics.server'
import { getContactMessage } from '~/providers/service/contact.server'
import { renderContactConfirmation, renderContactNotification } from '~/providers/service/contact-mail.server'
import { getDatabaseHandle } from '~/server/db.server'
import { SECRET_PAYLOAD_KINDS, onMailQueued, type MailKind } from './outbox.server'
import {
  renderOrderMail,
  renderPasswordReset,
  sendMail,
  SMTP_TIMEOUT_MS,
  type MailMessage,
  type OrderMailKind,
  type SentMail,
} from './mail.server'
import { renderNewsletterConfirmation, renderNewsletterCoupon } from '~/providers/engagement/newsletter-mail.server'
import { confirmLinkState, type NewsletterMailPayload } from '~/providers/engagement/newsletter.server'
import { getOrder } from '~/providers/orders/orders.server'
import { resetLinkState, type PasswordResetPayload } from '~/providers/customers/password-reset.server'
import { renderWarrantyConfirmation } from '~/providers/service/warranty-mail.server'

/**
 * How long a worker owns a row it took: longer than the slowest send the transport allows (a message is
 * about eight SMTP steps, each of which may wait SMTP_TIMEOUT_MS). A dead sender's row waits this long.
 */
export const MAIL_LEASE_MS = 10 * SMTP_TIMEOUT_MS
/** How often each instance looks for due rows (a nudge after an order sends at once). */
export const MAIL_POLL_MS = 5_000

type Rendered = Omit<MailMessage, 'to'>

/** A message that can never be rendered (what it announces is gone): retrying would not help. */
class Undeliverable extends Error {}

async function orderMail(payload: Record<string, unknown>, kind: OrderMailKind): Promise<Rendered> {
  const order = await getOrder(String(payload.orderId))
  if (!order) throw new Undeliverable(`order ${String(payload.orderId)} does not exist`)
  const { subject, text, html } = await renderOrderMail(order, kind)
  return { subject, text, html }
}

const renderers: Record<MailKind, (payload: Record<string, unknown>) => Promise<Rendered>> = {
  order_confirmation: (payload) => orderMail(payload, 'placed'),
  order_payment_approved: (payload) => orderMail(payload, 'payment_approved'),
  order_payment_failed: (payload) => orderMail(payload, 'payment_failed'),
  order_shipped: (payload) => orderMail(payload, 'shipped'),
  async contact_confirmation(payload) {
    const message = await getContactMessage(String(payload.contactMessageId))
    if (!message) throw new Undeliverable(`contact message ${String(payload.contactMessageId)} does not exist`)
    return renderContactConfirmation(message)
  },
  async contact_notification(payload) {
    const message = await getContactMessage(String(payload.contactMessageId))
    if (!message) throw new Undeliverable(`contact message ${String(payload.contactMessageId)} does not exist`)
    return renderContactNotification(message)
  },
  async password_reset(payload) {
    const reset = payload as unknown as PasswordResetPayload
    // A link used or expired before its mail left is not worth sending.
    const state = await resetLinkState(String(reset.token ?? ''))
    if (state !== 'valid') throw new Undeliverable(`the reset link is ${state}`)
    const { subject, text, html } = await renderPasswordReset(reset)
    return { subject, text, html }
  },
  async warranty_registration(payload) {
    const rendered = await renderWarrantyConfirmation(String(payload.registrationId))
    if (!rendered) throw new Undeliverable(`warranty registration ${String(payload.registrationId)} does not exist`)
    return rendered
  },
  async newsletter_confirmation(payload) {
    const mail = payload as unknown as NewsletterMailPayload
    // A link confirmed, replaced or expired before its mail left is not worth sending.
    const state = await confirmLinkState(String(mail.confirmToken ?? ''))
    if (state !== 'valid') throw new Undeliverable(`the confirmation link is ${state}`)
    return renderNewsletterConfirmation(mail)
  },
  async newsletter_coupon(payload) {
    const mail = payload as unknown as NewsletterMailPayload
    if (!mail.couponCode) throw new Undeliverable('the coupon mail has no code')
    return renderNewsletterCoupon(mail)
  },
}

/** What is left of a row's payload once it is done: nothing, for a payload that carried a secret. */
function finishedPayload(row: MailOutboxTable): { payload?: string } {
  return SECRET_PAYLOAD_KINDS.has(row.kind as MailKind) ? { payload: '{}' } : {}
}

export interface DeliveryOptions {
  /** The transport; the mail port's sendMail unless a test hands in another. */
  send?: (message: MailMessage) => Promise<SentMail>
  /** Attempts before a row is given up (default MAIL_MAX_ATTEMPTS). */
  maxAttempts?: number
  now?: () => Date
}

export interface DeliveryReport {
  sent: number
  retrying: number
  failed: number
}

/**
 * Send every row that is due now, one at a time; returns what happened. Safe to run in several instances.
 * Rows are claimed one by one so that each lease starts when its own send does: a batch claimed at once
 * would see its last leases run out behind a slow SMTP server, and another instance send them again.
 */
export async function deliverDueMail(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const send = options.send ?? sendMail
  const maxAttempts = options.maxAttempts ?? getEnv().MAIL_MAX_ATTEMPTS
  const now = options.now ?? (() => new Date())
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  for (let row = await claimDueRow(now()); row; row = await claimDueRow(now())) {
    const result = await deliver(row, send, maxAttempts, now)
    report[result]++
    recordMailDelivery(result)
  }
  return report
}

/** Move the next due row to 'sending' under a fresh lease, counting the attempt, and return it. */
async function claimDueRow(now: Date): Promise<MailOutboxTable | undefined> {
  const { db, kind } = getDatabaseHandle()
  const at = now.toISOString()
  const leaseEnds = new Date(now.getTime() + MAIL_LEASE_MS).toISOString()
  // Built with eb.or (not raw SQL) so that it stays one parenthesised term when joined to other conditions.
  const due = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
      eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', at)]),
    ])
  let candidates = db.selectFrom('mail_outbox').select('id').where(due).orderBy('next_attempt_at').orderBy('id').limit(1)
  if (kind === 'postgres') candidates = candidates.forUpdate().skipLocked()
  return (
    db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sending', locked_until: leaseEnds, attempts: eb('attempts', '+', 1) }))
      // `=`, not `in`: PostgreSQL runs a scalar sub-select once (an InitPlan), whereas an `in` sub-select may be
      // run again for each row scanned and, with SKIP LOCKED, hand this one statement several rows.
      .where('id', '=', candidates)
      // Checked again on the row itself: a row another worker took since the sub-select's snapshot is left alone.
      .where(due)
      .returningAll()
      .executeTakeFirst()
  )
}

async function deliver(
  row: MailOutboxTable,
  send: (message: MailMessage) => Promise<SentMail>,
  maxAttempts: number,
  now: () => Date,
): Promise<keyof DeliveryReport> {
  const { db } = getDatabaseHandle()
  const attempts = Number(row.attempts)
  // Only the holder of this lease may change the row (a late worker whose lease ran out must not).
  const ours = db
    .updateTable('mail_outbox')
    .where('id', '=', row.id)
    .where('status', '=', 'sending')
    .where('locked_until', '=', row.locked_until)
  try {
    const render = renderers[row.kind as MailKind]
    if (!render) throw new Undeliverable(`no renderer for mail kind '${row.kind}'`)
    const message = await render(JSON.parse(row.payload) as Record<string, unknown>)
    await send({ ...message, to: row.recipient })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (error instanceof Undeliverable || attempts >= maxAttempts) {
      await ours.set({ status: 'failed', locked_until: null, last_error: reason.slice(0, 1000), ...finishedPayload(row) }).execute()
      console.error(
        `MAIL NOT SENT: ${row.kind} ${row.dedupe_key} to ${row.recipient} failed for good after ${attempts} attempt(s): ${reason}`,
      )
      return 'failed'
    }
    const next = new Date(now().getTime() + mailRetryDelayMs(attempts))
    await ours
      .set({ status: 'pending', locked_until: null, next_attempt_at: next.toISOString(), last_error: reason.slice(0, 1000) })
      .execute()
    console.warn(
      `Mail ${row.dedupe_key} to ${row.recipient} not sent (attempt ${attempts} of ${maxAttempts}), next try at ${next.toISOString()}: ${reason}`,
    )
    return 'retrying'
  }
  // The transport has the message: record it at once (see the header for the crash window before this line),
  // lease or no lease: it is out, and a retry would only send it again.
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now().toISOString(), locked_until: null, last_error: null, ...finishedPayload(row) })
    .where('id', '=', row.id)
    .execute()
  return 'sent'
}

/**
 * Sent and given-up rows stay this long (to answer "did my mail go out?"), then go. Safe for the dedupe
 * keys: each names one event (an order, a reset request's quarter hour) that never comes again.
 */
export const FINISHED_MAIL_KEEP_DAYS = 30

/** Delete rows that finished (sent, or failed for good) and were queued more than `keepDays` ago. */
export async function deleteFinishedMail(now: Date, keepDays = FINISHED_MAIL_KEEP_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - keepDays * 24 * 3600_000).toISOString()
  const deleted = await getDatabaseHandle()
    .db.deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', cutoff)
    .executeTakeFirst()
  return Number(deleted.numDeletedRows)
}

/**
 * Run the worker in this process: once now (mail committed before a crash or restart goes out), every
 * MAIL_POLL_MS, and whenever nudgeMailDelivery() reports new rows. Runs never overlap within one process.
 * Returns stop(), which waits for the run under way.
 */
export function startMailDelivery(options: DeliveryOptions & { pollMs?: number } = {}): () => Promise<void> {
  let stopped = false
  let again = false
  let running: Promise<void> | undefined

  const run = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          await deliverDueMail(options)
        } catch (error) {
          // The database may be briefly away; the next poll tries again.
          console.error('Mail delivery run failed', error)
        }
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
    })
  }

  const timer = setInterval(run, options.pollMs ?? MAIL_POLL_MS)
  timer.unref()
  const unsubscribe = onMailQueued(run)
  run()
  return async () => {
    stopped = true
    clearInterval(timer)
    unsubscribe()
    await running
  }
}
