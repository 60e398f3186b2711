import { describe, expect, it } from 'vitest'
import {
  SIGNATURE_MAX_AGE_SECONDS,
  canonicalString,
  safeEqual,
  signPaymentFields,
  verifyPaymentSignature,
  type SignedPaymentFields,
} from './signing'

const SECRET = 'a-test-secret-of-some-length'
const NOW = Date.parse('2025-03-01T10:00:00Z')
const nowSeconds = Math.floor(NOW / 1000)

function fields(overrides: Partial<SignedPaymentFields> = {}): SignedPaymentFields {
  return {
    reference: 'sbx_reference123',
    status: 'paid',
    amount: 139900,
    currency: 'ZAR',
    eventId: '01JNB8ZQ4W6V0Y7T6C3B2A1X9D',
    timestamp: nowSeconds - 30,
    ...overrides,
  }
}

/** The fields as they arrive in a query string: every value a string. */
function asStrings(f: SignedPaymentFields) {
  return { ...f, amount: String(f.amount), timestamp: String(f.timestamp) }
}

describe('payment signatures', () => {
  it('accepts a message signed with the secret, from numbers or from query-string text', () => {
    const signed = fields()
    const signature = signPaymentFields(signed, SECRET)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(verifyPaymentSignature(signed, signature, SECRET, NOW)).toEqual({ ok: true, fields: signed })
    expect(verifyPaymentSignature(asStrings(signed), signature, SECRET, NOW)).toEqual({ ok: true, fields: signed })
  })

  it('signs every field: changing any one of them breaks the signature', () => {
    const signed = fields()
    const signature = signPaymentFields(signed, SECRET)
    const tampered: Partial<SignedPaymentFields>[] = [
      { reference: 'sbx_reference124' },
      { status: 'declined' },
      { amount: 1 },
      { currency: 'EUR' },
      { eventId: '01JNB8ZQ4W6V0Y7T6C3B2A1X9E' },
      { timestamp: signed.timestamp + 1 },
    ]
    for (const change of tampered) {
      expect(verifyPaymentSignature({ ...signed, ...change }, signature, SECRET, NOW)).toEqual({
        ok: false,
        reason: 'bad_signature',
      })
    }
  })

  it('refuses a signature made with another secret, or a mangled one', () => {
    const signed = fields()
    const other = signPaymentFields(signed, 'another-secret-entirely')
    expect(verifyPaymentSignature(signed, other, SECRET, NOW)).toEqual({ ok: false, reason: 'bad_signature' })
    const good = signPaymentFields(signed, SECRET)
    expect(verifyPaymentSignature(signed, good.slice(0, -1), SECRET, NOW).ok).toBe(false)
    expect(verifyPaymentSignature(signed, `${good}00`, SECRET, NOW).ok).toBe(false)
    expect(verifyPaymentSignature(signed, good.replace(/^./, 'x'), SECRET, NOW).ok).toBe(false)
    expect(verifyPaymentSignature(signed, null, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('accepts a signature in upper-case hex (some gateways send it so)', () => {
    const signed = fields()
    const signature = signPaymentFields(signed, SECRET).toUpperCase()
    expect(verifyPaymentSignature(signed, signature, SECRET, NOW).ok).toBe(true)
  })

  it('refuses a correctly signed message older than 15 minutes, and one from the future', () => {
    const atLimit = fields({ timestamp: nowSeconds - SIGNATURE_MAX_AGE_SECONDS })
    expect(verifyPaymentSignature(atLimit, signPaymentFields(atLimit, SECRET), SECRET, NOW).ok).toBe(true)

    const expired = fields({ timestamp: nowSeconds - SIGNATURE_MAX_AGE_SECONDS - 1 })
    expect(verifyPaymentSignature(expired, signPaymentFields(expired, SECRET), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'expired',
    })

    const future = fields({ timestamp: nowSeconds + 3600 })
    expect(verifyPaymentSignature(future, signPaymentFields(future, SECRET), SECRET, NOW)).toEqual({
      ok: false,
      reason: 'from_the_future',
    })
  })

  it('verifies a replayed message again (signatures are stateless): replays are stopped by the event id', () => {
    // The same signed message twice is still "genuine"; applyPaymentResult records event ids and ignores the
    // second one (see payments.server.test.ts, "a replayed event changes nothing").
    const signed = fields()
    const signature = signPaymentFields(signed, SECRET)
    expect(verifyPaymentSignature(signed, signature, SECRET, NOW).ok).toBe(true)
    expect(verifyPaymentSignature(signed, signature, SECRET, NOW + 60_000).ok).toBe(true)
  })

  it('refuses malformed fields before looking at the signature', () => {
    const signed = fields()
    const signature = signPaymentFields(signed, SECRET)
    const bad: Record<string, unknown>[] = [
      { ...signed, status: 'refunded' },
      { ...signed, amount: '12.50' },
      { ...signed, amount: -1 },
      { ...signed, currency: 'zar' },
      { ...signed, reference: 'has|pipe' },
      { ...signed, eventId: '' },
      { ...signed, timestamp: 'yesterday' },
    ]
    for (const input of bad) {
      expect(verifyPaymentSignature(input, signature, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' })
    }
  })

  it('puts the fields in a fixed order behind a version tag', () => {
    expect(canonicalString(fields())).toBe(`v1|sbx_reference123|paid|139900|ZAR|01JNB8ZQ4W6V0Y7T6C3B2A1X9D|${nowSeconds - 30}`)
  })

  it('compares strings exactly', () => {
    expect(safeEqual('abc', 'abc')).toBe(true)
    expect(safeEqual('abc', 'abd')).toBe(false)
    expect(safeEqual('abc', 'abcd')).toBe(false)
    expect(safeEqual('', '')).toBe(true)
  })
})
