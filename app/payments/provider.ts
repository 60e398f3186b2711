/**
 * What a payment gateway has to offer the shop. The built-in sandbox implements it for every online
 * method (app/payments/sandbox.server.ts); a real gateway implements the same four things and is
 * registered in app/providers/payments/payments.server.ts instead.
 *
 * The flow is the hosted-payment-page one: createPayment hands back a URL the shopper is sent to; the
 * gateway later tells us the outcome twice, once by redirecting the shopper back (verifyReturn) and once
 * server-to-server (verifyNotification). Both are verified the same way and applied idempotently.
 */
import type { OrderRecord } from '~/providers/orders/types'
import type { PaymentOutcome } from './signing'

export interface CreatePaymentInput {
  order: OrderRecord
  /** What the shopper owes now, minor units (the grand total less any gift card/voucher). */
  amount: number
  currency: string
  /** Absolute URL of the shop's /order/status page (store-prefixed) the gateway sends the shopper back to. */
  returnUrl: string
  /** Absolute URL of /api/payments/notify/{code} for the server-to-server notification. */
  notifyUrl: string
}

export interface CreatedPayment {
  /** The gateway's unique reference of this payment attempt (also stored in the payment row). */
  reference: string
  /** Where to send the shopper: the gateway's hosted payment page. */
  redirectUrl: string
}

/** A verified message from a gateway about one payment attempt. */
export interface PaymentResult {
  /** The payment method code of the provider that sent it (cardgateway, qrwallet...). */
  provider: string
  reference: string
  status: PaymentOutcome
  /** Minor units, as the gateway says it was charged. */
  amount: number
  currency: string
  /** The gateway's id of this message; the same id never changes anything twice. */
  eventId: string
  /** Seconds since the epoch, when the gateway signed it. */
  timestamp: number
}

export interface PaymentProvider {
  /** The payment method code it serves (app/domain/payment-methods.ts). */
  readonly code: string
  /** The payment type id: card gateway 8, QR wallet 4, pay-in-instalments 12, pay-by-link 13. */
  readonly typeId: number
  /** Register a payment attempt with the gateway; it must be stored as pending before the shopper leaves. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  /** The outcome carried by the shopper's return URL, or null when it is not validly signed (or too old). */
  verifyReturn(params: URLSearchParams): PaymentResult | null
  /** The outcome in a server-to-server notification, or null when it is not validly signed (or too old). */
  verifyNotification(body: string, headers: Headers): PaymentResult | null
}
