/**
 * Signed payment messages: HMAC-SHA256 over a canonical string of the fields that decide what happens to an
 * order (reference, status, amount, currency, event id, timestamp). The same code checks a shopper's return
 * URL and a server-to-server notification, so a forged or stale message is refused on either path.
 *
 * A valid signature says "the provider said this, recently". It does not stop the same message arriving
 * twice: that is the job of the payment_event table (one row per event id, see applyPaymentResult).
 */
import crypto from 'node:crypto'

export type PaymentOutcome = 'paid' | 'declined' | 'pending'

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['paid', 'declined', 'pending']

/** The fields a provider signs. Amount in minor units; timestamp in whole seconds since the epoch. */
export interface SignedPaymentFields {
  reference: string
  status: PaymentOutcome
  amount: number
  currency: string
  eventId: string
  timestamp: number
}

/** How old a signed message may be. Older ones are refused even when the signature is right. */
export const SIGNATURE_MAX_AGE_SECONDS = 15 * 60
/** Clocks differ a little between a provider and us; a message this far in the future still passes. */
export const SIGNATURE_MAX_SKEW_SECONDS = 2 * 60

const REFERENCE = /^[A-Za-z0-9_-]{6,64}$/
const EVENT_ID = /^[A-Za-z0-9_-]{6,64}$/
const CURRENCY = /^[A-Z]{3}$/

/**
 * The fields checked for shape, or null. Because every field is limited to characters that cannot contain
 * the separator, two different sets of fields never give the same canonical string.
 */
export function parseSignedFields(input: {
  reference?: unknown
  status?: unknown
  amount?: unknown
  currency?: unknown
  eventId?: unknown
  timestamp?: unknown
}): SignedPaymentFields | null {
  const { reference, status, currency, eventId } = input
  const amount = toInteger(input.amount)
  const timestamp = toInteger(input.timestamp)
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) return null
  if (typeof status !== 'string' || !(PAYMENT_OUTCOMES as readonly string[]).includes(status)) return null
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return null
  if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) return null
  if (amount === null || amount < 0 || timestamp === null || timestamp <= 0) return null
  return { reference, status: status as PaymentOutcome, amount, currency, eventId, timestamp }
}

/** A whole number from a number or a string of digits; anything else is null. */
function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value)
  return null
}

/** 'v1|reference|status|amount|currency|eventId|timestamp': the exact bytes that are signed. */
export function canonicalString(fields: SignedPaymentFields): string {
  return ['v1', fields.reference, fields.status, String(fields.amount), fields.currency, fields.eventId, String(fields.timestamp)].join('|')
}

/** Hex HMAC-SHA256 of the canonical string. */
export function signPaymentFields(fields: SignedPaymentFields, secret: string): string {
  return hmacHex(secret, canonicalString(fields))
}

export type VerifyFailure = 'malformed' | 'bad_signature' | 'expired' | 'from_the_future'

export type VerifyOutcome = { ok: true; fields: SignedPaymentFields } | { ok: false; reason: VerifyFailure }

/**
 * Check a signed message: the fields are well formed, the signature matches (compared in constant time) and
 * the timestamp is no older than 15 minutes. `now` is in milliseconds (Date.now()).
 */
export function verifyPaymentSignature(
  input: Parameters<typeof parseSignedFields>[0],
  signature: unknown,
  secret: string,
  now: number = Date.now(),
): VerifyOutcome {
  const fields = parseSignedFields(input)
  if (!fields || typeof signature !== 'string') return { ok: false, reason: 'malformed' }
  if (!safeEqualHex(signature, signPaymentFields(fields, secret))) return { ok: false, reason: 'bad_signature' }
  const nowSeconds = Math.floor(now / 1000)
  if (nowSeconds - fields.timestamp > SIGNATURE_MAX_AGE_SECONDS) return { ok: false, reason: 'expired' }
  if (fields.timestamp - nowSeconds > SIGNATURE_MAX_SKEW_SECONDS) return { ok: false, reason: 'from_the_future' }
  return { ok: true, fields }
}

export function hmacHex(secret: string, message: string): string {
  return crypto.createHmac('sha256', secret).update(message, 'utf8').digest('hex')
}

export function hmacBase64Url(secret: string, message: string): string {
  return crypto.createHmac('sha256', secret).update(message, 'utf8').digest('base64url')
}

/**
 * Constant-time comparison of two strings. Lengths are compared first (that leaks only the length, which is
 * public: every signature of one kind has the same length).
 */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8')
  const b = Buffer.from(expected, 'utf8')
  if (a.length !== b.length) return false
  return crypto.timingSafeEqual(a, b)
}

/** safeEqual for hex digests, case-insensitive on the given value. */
function safeEqualHex(given: string, expected: string): boolean {
  return /^[0-9a-fA-F]+$/.test(given) && safeEqual(given.toLowerCase(), expected)
}

/** Whole seconds since the epoch, the unit of `timestamp`. */
export function epochSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000)
}
