/**
 * Which gateway takes the payments of each method code. The sandbox providers are registered by default;
 * a real gateway replaces the sandbox for its code (its sandbox page then answers 404). The map sits on
 * globalThis so that a dev-server reload keeps what was registered.
 */
import { PAYMENT_METHODS } from '~/domain/payment-methods'
import type { PaymentProvider } from '~/payments/provider'
import { createSandboxProviders } from '~/payments/sandbox.server'

const KEY = Symbol.for('karoo.paymentProviders')
type Holder = { [KEY]?: Map<string, PaymentProvider> }

function registry(): Map<string, PaymentProvider> {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map(createSandboxProviders().map((provider) => [provider.code, provider]))
  return holder[KEY]
}

/** The provider that takes payments for a method code, or null (offline methods have none). */
export function getPaymentProvider(code: string): PaymentProvider | null {
  return registry().get(code) ?? null
}

/** Put a real gateway in place of the sandbox for its method code (its sandbox page then answers 404). */
export function registerPaymentProvider(provider: PaymentProvider): void {
  registry().set(provider.code, provider)
}

/** Whether choosing this method means paying online now (card gateway, QR wallet, instalments, pay-by-link). */
export function isOnlinePayment(code: string): boolean {
  const method = PAYMENT_METHODS.find((m) => m.code === code)
  return Boolean(method && !method.isServerMethod && getPaymentProvider(code))
}
