/**
 * Mails a stranger can make the shop send to any address (a contact form's confirmation, a newsletter
 * confirmation) are limited per recipient, whoever asks and from wherever: otherwise the shop mails
 * anyone as often as a script likes. The counters are the shared throttle table's, so every instance
 * counts the same; the address is hashed, never stored.
 */
import crypto from 'node:crypto'
import type { ThrottlePolicy } from '~/domain/throttle'
import { normalizeEmail } from '~/domain/validation'
import { recordFailure, type ThrottleKey } from './counters.server'

const DAY = 24 * 3600_000

/**
 * Three such mails to one address, then none until a day has passed without another request for it.
 * A person asks for a confirmation once or twice; a flood stops at three.
 */
export const MAILS_PER_RECIPIENT: ThrottlePolicy = { freeFailures: 3, baseDelayMs: DAY, maxDelayMs: DAY, windowMs: DAY }

/** The counter of one kind of mail to one address, e.g. `mail-to:contact:<sha256>`. */
function recipientKey(kind: string, email: string): ThrottleKey {
  const hash = crypto.createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32)
  // No request proves it comes from the address owner: nothing ever clears this counter early.
  return { key: `mail-to:${kind}:${hash}`, policy: MAILS_PER_RECIPIENT, successProvesOwner: false }
}

/**
 * Count a request to mail this address and say whether the mail may go. Counted first, in one atomic
 * upsert, so parallel requests cannot all pass; a refused request counts too, so a flood keeps it shut.
 * Call it outside a transaction (the embedded database has one connection).
 */
export async function mayMailRecipient(kind: string, email: string, now: Date = new Date()): Promise<boolean> {
  const verdict = await recordFailure([recipientKey(kind, email)], now)
  return verdict.allowed
}
