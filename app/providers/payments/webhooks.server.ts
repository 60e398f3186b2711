/**
 * What gateways tell the shop: server-to-server notifications and the shopper's signed return. Both are
 * verified by the provider of the payment, then applied by the same transition (applyPaymentResult), so
 * a message counts once whichever way it arrives.
 */
import { getDb } from '~/server/db.server'
import { getPaymentProvider } from './registry.server'
import { applyPaymentResult, type ApplyOutcome } from './payments.server'

/** The JSON answer to a gateway's notification. */
export interface NotificationAnswer {
  status: 200 | 400 | 401 | 404
  body: { ok: boolean; outcome?: ApplyOutcome['outcome']; error?: string }
}

const MAX_NOTIFICATION_BYTES = 64 * 1024

/**
 * A server-to-server notification from a gateway: verify its signature, then apply it. 200 for anything
 * verified and recorded (a replay too, so the gateway stops resending), 400 for a malformed or refused
 * message, 401 for a bad or stale signature, 404 for an unknown provider.
 */
export async function handlePaymentNotification(providerCode: string, body: string, headers: Headers): Promise<NotificationAnswer> {
  const provider = getPaymentProvider(providerCode)
  if (!provider) return { status: 404, body: { ok: false, error: 'unknown_provider' } }
  if (body.length === 0 || body.length > MAX_NOTIFICATION_BYTES) {
    return { status: 400, body: { ok: false, error: 'malformed' } }
  }
  const result = provider.verifyNotification(body, headers)
  if (!result) return { status: 401, body: { ok: false, error: 'invalid_signature' } }
  const applied = await applyPaymentResult(result)
  if (applied.outcome === 'rejected') return { status: 400, body: { ok: false, error: applied.reason } }
  return { status: 200, body: { ok: true, outcome: applied.outcome } }
}

/**
 * The shopper's return from a gateway (/order/status?id=…&ref=…&sig=…): verified with the provider of that
 * payment and applied like a notification, so a shopper without JavaScript (or whose notification is late)
 * still sees the outcome. Returns null when the return is not validly signed for this order: nothing changes.
 */
export async function acceptPaymentReturn(orderId: string, params: URLSearchParams): Promise<ApplyOutcome | null> {
  const reference = params.get('ref')
  if (!reference) return null
  const payment = await getDb().selectFrom('payment').select(['provider', 'order_id']).where('reference', '=', reference).executeTakeFirst()
  if (!payment || payment.order_id !== orderId) return null
  const result = getPaymentProvider(payment.provider)?.verifyReturn(params) ?? null
  if (!result) return null
  return applyPaymentResult(result)
}
