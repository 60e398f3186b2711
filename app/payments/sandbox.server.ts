/**
 * The payment sandbox: a pretend gateway for each online method (card gateway, QR wallet, pay-in-instalments,
 * pay-by-link), so that the whole flow can be tried without an account anywhere. NOTHING HERE MOVES MONEY.
 *
 * Each sandbox provider behaves like a hosted payment page: createPayment records a pending payment and sends
 * the shopper to /sandbox/pay/{code}/{reference}, a page this app serves with Approve and Decline buttons. The
 * outcome is signed with a per-provider key (derived from the payment signing secret) exactly as a real
 * gateway would sign it, and is delivered both as a notification and as the shopper's return URL.
 */
import crypto from 'node:crypto'
import { ulid } from 'ulid'
import { PAYMENT_CODES, PAYMENT_METHODS } from '~/domain/payment-methods'
import { getDb } from '~/server/db.server'
import { getEnv } from '~/utils/env.server'
import type { CreatePaymentInput, CreatedPayment, PaymentProvider, PaymentResult } from './provider'
import { epochSeconds, hmacHex, signPaymentFields, verifyPaymentSignature, type PaymentOutcome, type SignedPaymentFields } from './signing'

/** The header carrying a sandbox notification's signature. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

/** Where a sandbox payment is paid. */
export function sandboxPaymentPath(code: string, reference: string): string {
  return `/sandbox/pay/${encodeURIComponent(code)}/${encodeURIComponent(reference)}`
}

/** PAYMENT_SIGNING_SECRET, or one derived from SESSION_SECRET so that a fresh install needs no extra setting. */
export function paymentSigningSecret(): string {
  const env = getEnv()
  return env.PAYMENT_SIGNING_SECRET ?? hmacHex(env.SESSION_SECRET, 'payments')
}

/** A reference nobody can guess: it is the only key to the sandbox page of a payment. */
function newReference(): string {
  return `sbx_${crypto.randomBytes(16).toString('base64url')}`
}

/** Record a payment attempt as pending (the row every provider's messages are applied to). */
export async function insertPendingPayment(input: {
  orderId: string
  provider: string
  reference: string
  amount: number
  currency: string
}): Promise<string> {
  const now = new Date().toISOString()
  const id = ulid()
  await getDb()
    .insertInto('payment')
    .values({
      id,
      order_id: input.orderId,
      provider: input.provider,
      reference: input.reference,
      status: 'pending',
      amount: input.amount,
      currency: input.currency,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

export class SandboxPaymentProvider implements PaymentProvider {
  constructor(
    readonly code: string,
    readonly typeId: number,
    /** Read lazily: the environment is parsed on first use, not at import. */
    private readonly baseSecret: () => string = paymentSigningSecret,
  ) {}

  /** Each provider signs with a key of its own, so one provider's message is never accepted as another's. */
  private secret(): string {
    return hmacHex(this.baseSecret(), `sandbox:${this.code}`)
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const reference = newReference()
    await insertPendingPayment({
      orderId: input.order.id,
      provider: this.code,
      reference,
      amount: input.amount,
      currency: input.currency,
    })
    return { reference, redirectUrl: sandboxPaymentPath(this.code, reference) }
  }

  verifyReturn(params: URLSearchParams): PaymentResult | null {
    const outcome = verifyPaymentSignature(
      {
        reference: params.get('ref') ?? undefined,
        status: params.get('status') ?? undefined,
        amount: params.get('amount') ?? undefined,
        currency: params.get('currency') ?? undefined,
        eventId: params.get('event') ?? undefined,
        timestamp: params.get('ts') ?? undefined,
      },
      params.get('sig'),
      this.secret(),
    )
    return outcome.ok ? { provider: this.code, ...outcome.fields } : null
  }

  verifyNotification(body: string, headers: Headers): PaymentResult | null {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return null
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const outcome = verifyPaymentSignature(parsed as Record<string, unknown>, headers.get(SANDBOX_SIGNATURE_HEADER), this.secret())
    return outcome.ok ? { provider: this.code, ...outcome.fields } : null
  }

  // --- The gateway's side, which only the sandbox has: producing signed messages. ---

  /** Fresh signed fields for an outcome of a payment (a new event id, now). */
  outcome(payment: { reference: string; amount: number; currency: string }, status: PaymentOutcome): SignedPaymentFields {
    return {
      reference: payment.reference,
      status,
      amount: payment.amount,
      currency: payment.currency,
      eventId: ulid(),
      timestamp: epochSeconds(),
    }
  }

  /** The server-to-server notification for those fields: a JSON body and its signature header. */
  notification(fields: SignedPaymentFields): { body: string; headers: Headers } {
    const headers = new Headers({
      'Content-Type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signPaymentFields(fields, this.secret()),
    })
    return { body: JSON.stringify(fields), headers }
  }

  /** The signed part of the shopper's return URL: ref, status, amount, currency, event, ts and sig. */
  returnParams(fields: SignedPaymentFields): URLSearchParams {
    return new URLSearchParams({
      ref: fields.reference,
      status: fields.status,
      amount: String(fields.amount),
      currency: fields.currency,
      event: fields.eventId,
      ts: String(fields.timestamp),
      sig: signPaymentFields(fields, this.secret()),
    })
  }
}

/** One sandbox provider per online payment method (the ones with a payment type id). */
export function createSandboxProviders(): SandboxPaymentProvider[] {
  const online = new Set<string>([
    PAYMENT_CODES.cardGateway,
    PAYMENT_CODES.qrWallet,
    PAYMENT_CODES.payInInstalments,
    PAYMENT_CODES.payByLink,
  ])
  return PAYMENT_METHODS.filter((method) => online.has(method.code) && method.typeId !== undefined).map(
    (method) => new SandboxPaymentProvider(method.code, method.typeId as number),
  )
}
