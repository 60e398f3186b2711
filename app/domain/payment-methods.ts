/**
 * Payment methods: which a cart may use (cash on delivery is hidden when the
 * cart is virtual), the client-side providers and their payment type ids.
 *
 * Two kinds:
 * - server methods (cash on delivery, EFT/bank transfer): nothing to pay online,
 *   so placing the order is all there is (`isServerMethod: true` triggers it);
 * - client-side providers (card gateway, QR wallet, pay-in-instalments,
 *   pay-by-link): cost 0, cost incl. tax 0, default true,
 *   offline true, is_server_method false; each carries its payment type id.
 *
 * Decision: pay-in-instalments is offered only from a minimum grand total
 * (`PAY_IN_INSTALMENTS_MINIMUM`: R 500 in rand; 50 € in euro views). The spec
 * names no number; these are the shop's business values and live here as data.
 */
import { PAYMENT_TYPE_IDS } from '~/domain/constants'
import type { CurrencyCode } from '~/domain/totals'

export interface PaymentMethod {
  code: string
  title: string
  cost: number
  costInclTax: number
  default: boolean
  offline: boolean
  isServerMethod: boolean
  typeId?: number
}

export const PAYMENT_CODES = {
  cashOnDelivery: 'cashondelivery',
  bankTransfer: 'banktransfer',
  cardGateway: 'cardgateway',
  qrWallet: 'qrwallet',
  payInInstalments: 'payinstalments',
  payByLink: 'paybylink',
} as const

function clientSide(code: string, title: string, typeId: number): PaymentMethod {
  return { code, title, cost: 0, costInclTax: 0, default: true, offline: true, isServerMethod: false, typeId }
}

function serverSide(code: string, title: string): PaymentMethod {
  return { code, title, cost: 0, costInclTax: 0, default: false, offline: false, isServerMethod: true }
}

/** The store's payment methods, in the order checkout lists them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  clientSide(PAYMENT_CODES.cardGateway, 'Credit or debit card', PAYMENT_TYPE_IDS.cardGateway),
  serverSide(PAYMENT_CODES.bankTransfer, 'EFT / bank transfer'),
  serverSide(PAYMENT_CODES.cashOnDelivery, 'Cash on delivery'),
  clientSide(PAYMENT_CODES.qrWallet, 'QR wallet', PAYMENT_TYPE_IDS.qrWallet),
  clientSide(PAYMENT_CODES.payInInstalments, 'Pay in instalments', PAYMENT_TYPE_IDS.payInInstalments),
  clientSide(PAYMENT_CODES.payByLink, 'Pay by link', PAYMENT_TYPE_IDS.payByLink),
]

/**
 * The pay-in-instalments provider's terms, per currency: the smallest grand total it takes (minor units
 * incl. tax), how many monthly payments it splits it into, and the step each payment is rounded UP to
 * (so the months never add up to less than the price). These are the shop's own business values, set
 * by decision and kept here as data; the product page's "from R x per month" and checkout's offer both read them.
 */
export interface InstalmentTerms {
  minimum: number
  months: number
  /** Minor units each monthly payment is a multiple of (100: whole rand or euro). */
  roundUpTo: number
}

export const PAY_IN_INSTALMENTS_TERMS: Readonly<Record<CurrencyCode, InstalmentTerms>> = {
  ZAR: { minimum: 50_000, months: 12, roundUpTo: 100 },
  EUR: { minimum: 5_000, months: 6, roundUpTo: 1 },
}

/** Smallest grand total (minor units incl. tax) for pay-in-instalments, per currency. */
export const PAY_IN_INSTALMENTS_MINIMUM: Readonly<Record<CurrencyCode, number>> = {
  ZAR: PAY_IN_INSTALMENTS_TERMS.ZAR.minimum,
  EUR: PAY_IN_INSTALMENTS_TERMS.EUR.minimum,
}

export interface InstalmentOffer {
  months: number
  /** Each monthly payment, minor units, rounded up to the terms' step. */
  monthly: number
}

/**
 * "From R x per month" for a price: null below the provider's minimum (it would not be offered at
 * checkout for that amount alone), else the price split over the months, each payment rounded up.
 */
export function instalmentOffer(
  price: number,
  currency: CurrencyCode,
  terms: Readonly<Record<CurrencyCode, InstalmentTerms>> = PAY_IN_INSTALMENTS_TERMS,
): InstalmentOffer | null {
  const rule = terms[currency]
  if (!Number.isInteger(price) || price < rule.minimum || rule.months < 1) return null
  const step = Math.max(1, rule.roundUpTo)
  const monthly = Math.ceil(price / rule.months / step) * step
  return { months: rule.months, monthly }
}

export interface PaymentContext {
  /** The cart is virtual (isVirtualCart): nothing is delivered, so no cash on delivery. */
  virtual: boolean
  /** Grand total incl. tax, minor units. */
  grandTotal: number
  currency: CurrencyCode
}

/**
 * The methods a shopper may choose for this cart:
 * - cash on delivery is hidden when the cart is virtual (nothing to deliver);
 * - pay-in-instalments is hidden below its minimum grand total (>= the minimum is offered).
 * Order is kept.
 */
export function availablePaymentMethods(
  methods: readonly PaymentMethod[],
  ctx: PaymentContext,
  minimums: Readonly<Record<CurrencyCode, number>> = PAY_IN_INSTALMENTS_MINIMUM,
): PaymentMethod[] {
  return methods.filter((method) => {
    if (method.code === PAYMENT_CODES.cashOnDelivery && ctx.virtual) return false
    if (method.code === PAYMENT_CODES.payInInstalments && ctx.grandTotal < minimums[ctx.currency]) return false
    return true
  })
}

/** The method with that code, or null (a posted code must be one on offer). */
export function findPaymentMethod(methods: readonly PaymentMethod[], code: unknown): PaymentMethod | null {
  if (typeof code !== 'string') return null
  return methods.find((method) => method.code === code) ?? null
}

/** The method preselected in checkout: the first flagged default, else the first; null if none. */
export function defaultPaymentMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return methods.find((method) => method.default) ?? methods[0] ?? null
}
