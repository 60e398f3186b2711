/**
 * Forgotten passwords. A request for an address with an account writes a `password_reset` row (the token's
 * sha256, one hour) and, in the same transaction, the mail that carries the token. The token itself stays
 * in the outbox row only until the mail is sent (mail-delivery.server.ts wipes the payload). The link works
 * once; setting the password ends every session of the account.
 *
 * The caller answers the same way whatever happens here: whether an address has an account is never told.
 */
import crypto from 'node:crypto'
import { normalizeEmail } from '~/domain/validation'
import { getDb } from '~/server/db.server'
import { setPassword } from './customers.server'
import { enqueueMail, nudgeMailDelivery } from '~/providers/mail/outbox.server'

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000
/** At most one reset mail per account in this window, however often the form is sent. */
export const RESET_MAIL_INTERVAL_MS = 15 * 60 * 1000
export const RESET_PATH = '/Account/Reset-Password'

export function resetTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** What the renderer needs; `token` is wiped from the outbox row once sent. */
export interface PasswordResetPayload {
  token: string
  /** Where the shopper goes after the new password is set (already a safe same-site path). */
  redirectUrl: string
  /** Store view prefix of the shop the request came from ('' or '/de'...). */
  prefix: string
  locale: string
}

/**
 * Queue a reset link for this address if it has an account and none was mailed in the last 15 minutes.
 * Returns whether a mail was queued (for tests and logs only: never show it to the shopper).
 */
export async function requestPasswordReset(
  email: string,
  options: { redirectUrl: string; prefix: string; locale: string; now?: Date },
): Promise<boolean> {
  const db = getDb()
  const now = options.now ?? new Date()
  const customer = await db.selectFrom('customer').select(['id', 'email']).where('email', '=', normalizeEmail(email)).executeTakeFirst()
  if (!customer) return false
  const since = new Date(now.getTime() - RESET_MAIL_INTERVAL_MS).toISOString()
  const token = crypto.randomBytes(32).toString('base64url')
  const tokenHash = resetTokenHash(token)
  const queued = await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('password_reset')
      .select('token_hash')
      .where('customer_id', '=', customer.id)
      .where('created_at', '>', since)
      .executeTakeFirst()
    if (recent) return false
    await trx
      .insertInto('password_reset')
      .values({
        token_hash: tokenHash,
        customer_id: customer.id,
        expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute()
    const payload: PasswordResetPayload = {
      token,
      redirectUrl: options.redirectUrl,
      prefix: options.prefix,
      locale: options.locale,
    }
    // One window, one mail: the key also stops a second instance that passed the check at the same moment.
    const window = Math.floor(now.getTime() / RESET_MAIL_INTERVAL_MS)
    return enqueueMail(trx, {
      kind: 'password_reset',
      dedupeKey: `password_reset:${customer.id}:${window}`,
      to: customer.email,
      payload: { ...payload },
    })
  })
  if (queued) nudgeMailDelivery()
  return queued
}

export type ResetLinkState = 'valid' | 'used' | 'expired' | 'unknown'

export async function resetLinkState(token: string, now = new Date()): Promise<ResetLinkState> {
  if (!token) return 'unknown'
  const row = await getDb()
    .selectFrom('password_reset')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', resetTokenHash(token))
    .executeTakeFirst()
  if (!row) return 'unknown'
  if (row.used_at) return 'used'
  return row.expires_at <= now.toISOString() ? 'expired' : 'valid'
}

/**
 * Use the link: set the new password if the link is valid, and say why not otherwise. The link is taken
 * with one conditional UPDATE, so two submissions of the same link cannot both set a password.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<ResetLinkState> {
  const db = getDb()
  const at = now.toISOString()
  const taken = await db
    .updateTable('password_reset')
    .set({ used_at: at })
    .where('token_hash', '=', resetTokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('customer_id')
    .executeTakeFirst()
  if (!taken) {
    const state = await resetLinkState(token, now)
    return state === 'valid' ? 'used' : state
  }
  // Other links mailed earlier die with this one.
  await db
    .updateTable('password_reset')
    .set({ used_at: at })
    .where('customer_id', '=', taken.customer_id)
    .where('used_at', 'is', null)
    .execute()
  await setPassword(taken.customer_id, password)
  return 'valid'
}
