/**
 * Checkout state, kept on the server in `cart.checkout` (JSON) with `cart.checkout_modified_at`
 * (personal details, shipping, payment; the shopper counts as in checkout while it was modified
 * within the last 30 minutes; methods not available for the cart are not offered).
 *
 * The page is one form per section; each save merges one section into the state. What is offered
 * (shipping methods, payment methods) is worked out again on every read from the priced cart, so
 * a saved choice that is no longer on offer simply makes its step incomplete again.
 */
import { ulid } from 'ulid'
import { checkoutSteps, firstIncompleteStep, nextCheckoutStep, type CheckoutStep, type CheckoutStepStatus } from '~/domain/checkout-steps'
import { CHECKOUT_ACTIVE_MS } from '~/domain/constants'
import { PAYMENT_METHODS, availablePaymentMethods, findPaymentMethod, type PaymentMethod } from '~/domain/payment-methods'
import { defaultShippingMethod, findShippingMethod, shippingMethodsFor, type ShippingMethod } from '~/domain/shipping'
import { shippingBasis, type ShippingBasis } from '~/domain/summary-rows'
import type { AddressDetails } from '~/providers/orders/types'
import { CHECKOUT_COUNTRIES, type CheckoutActionInput } from '~/schemas/checkout'
import type { StoreView } from '~/utils/store-views'
import { priceCart, readCart, type CartView } from '~/providers/cart/pricing.server'
import { getDb } from '~/server/db.server'
import { hashPassword } from '~/providers/customers/passwords.server'

export interface PersonalDetails {
  firstName: string
  lastName: string
  emailAddress: string
  /**
   * A guest ticked "create an account" in the personal details: the argon2id hash of the
   * password, never the password itself. The account is created with the order; the order drops it.
   */
  newAccountPasswordHash?: string
}

export type ShippingDetails = AddressDetails & { additionalInformation?: string }

/** Invoice address: a copy of the shipping address, or its own with company and tax ID. */
export type BillingDetails = { sameAsShipping: true } | ({ sameAsShipping: false } & AddressDetails)

export interface CheckoutState {
  personalDetails?: PersonalDetails
  shippingDetails?: ShippingDetails
  shippingMethod?: { code: string; carrierCode: string }
  paymentDetails?: BillingDetails
  paymentMethod?: { code: string }
  /** The place-order form's key: one order per key, stable while checkout is open. */
  idempotencyKey?: string
  /** Set once an order is placed from this cart: when, and which order. */
  lastOrder?: { id: string; placedAt: string }
}

/** The sections a form saves; the key and the order marker are the server's own. */
export type CheckoutPatch = Partial<Omit<CheckoutState, 'idempotencyKey' | 'lastOrder'>>

export interface CheckoutView {
  /** The cart priced with the chosen shipping method (if it is still on offer), else with the estimate. */
  cart: CartView
  state: CheckoutState
  steps: CheckoutStepStatus[]
  /** The first incomplete step, or 'review' when everything is filled in. */
  nextStep: CheckoutStep
  countries: readonly string[]
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
  shippingMethod: ShippingMethod | null
  /** Without a chosen method, the one checkout preselects: priced into `cart` as an estimate. */
  shippingEstimate: ShippingMethod | null
  /** How `cart`'s totals account for delivery, for the summary's labels. */
  shipping: ShippingBasis
  paymentMethod: PaymentMethod | null
  /** Lines that cannot be ordered (unavailable, out of stock, more than on hand): placing is blocked. */
  blockedLines: string[]
  /** Checkout was modified within the last 30 minutes. */
  inCheckout: boolean
}

/** The shopper is in checkout when it was modified within the last 30 minutes. */
export function isCheckoutActive(modifiedAt: string | null | undefined, now = new Date()): boolean {
  if (!modifiedAt) return false
  const at = Date.parse(modifiedAt)
  return Number.isFinite(at) && now.getTime() - at <= CHECKOUT_ACTIVE_MS
}

/** The countries a view's address forms offer, the view's own first. */
export function countriesFor(view: StoreView): readonly string[] {
  return CHECKOUT_COUNTRIES[view.storeCode]
}

// ---------------------------------------------------------------------------------------------
// Reading the stored JSON. Only this module writes it, but a row may predate a change of shape:
// anything unexpected is dropped rather than trusted.
// ---------------------------------------------------------------------------------------------

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

function readAddress(value: unknown): AddressDetails | undefined {
  if (!value || typeof value !== 'object') return undefined
  const v = value as Record<string, unknown>
  const firstName = str(v.firstName)
  const lastName = str(v.lastName)
  const country = str(v.country)
  const streetAddress = str(v.streetAddress)
  const city = str(v.city)
  const zipCode = str(v.zipCode)
  if (!firstName || !lastName || !country || !streetAddress || !city || !zipCode) return undefined
  return dropEmpty({
    firstName,
    lastName,
    company: str(v.company),
    country,
    streetAddress,
    apartmentNumber: str(v.apartmentNumber),
    suburb: str(v.suburb),
    city,
    state: str(v.state),
    zipCode,
    phoneNumber: str(v.phoneNumber),
    taxId: str(v.taxId),
  })
}

export function readCheckoutState(raw: Record<string, unknown> | null | undefined): CheckoutState {
  const state: CheckoutState = {}
  if (!raw || typeof raw !== 'object') return state
  const personal = raw.personalDetails as Record<string, unknown> | undefined
  if (personal && str(personal.firstName) && str(personal.lastName) && str(personal.emailAddress)) {
    state.personalDetails = {
      firstName: str(personal.firstName)!,
      lastName: str(personal.lastName)!,
      emailAddress: str(personal.emailAddress)!,
    }
    const hash = str(personal.newAccountPasswordHash)
    if (hash?.startsWith('$argon2')) state.personalDetails.newAccountPasswordHash = hash
  }
  const shipping = readAddress(raw.shippingDetails)
  if (shipping) {
    const note = str((raw.shippingDetails as Record<string, unknown>).additionalInformation)
    state.shippingDetails = note ? { ...shipping, additionalInformation: note } : shipping
  }
  const method = raw.shippingMethod as Record<string, unknown> | undefined
  if (method && str(method.code) && str(method.carrierCode)) {
    state.shippingMethod = { code: str(method.code)!, carrierCode: str(method.carrierCode)! }
  }
  const billing = raw.paymentDetails as Record<string, unknown> | undefined
  if (billing?.sameAsShipping === true) state.paymentDetails = { sameAsShipping: true }
  else {
    const address = readAddress(billing)
    if (address) state.paymentDetails = { sameAsShipping: false, ...address }
  }
  const payment = raw.paymentMethod as Record<string, unknown> | undefined
  if (payment && str(payment.code)) state.paymentMethod = { code: str(payment.code)! }
  if (str(raw.idempotencyKey)) state.idempotencyKey = str(raw.idempotencyKey)
  const last = raw.lastOrder as Record<string, unknown> | undefined
  if (last && str(last.id) && str(last.placedAt)) state.lastOrder = { id: str(last.id)!, placedAt: str(last.placedAt)! }
  return state
}

function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T
}

// ---------------------------------------------------------------------------------------------
// Loading and saving
// ---------------------------------------------------------------------------------------------

/** The checkout of a cart: priced cart, saved state, what is on offer and which steps are done. */
export async function loadCheckout(cartId: string, view: StoreView, opts: { now?: Date } = {}): Promise<CheckoutView | null> {
  const now = opts.now ?? new Date()
  // One read of the cart, totalled twice: without delivery (the goods value the delivery rules look at) and
  // with the method chosen or estimated.
  const reading = await readCart(cartId, view, now)
  if (!reading) return null
  const base = priceCart(reading, view)
  const state = readCheckoutState(parseJson(reading.row.checkout))
  const countries = countriesFor(view)
  const country = state.shippingDetails?.country ?? view.defaultCountry
  const shippingMethods = shippingMethodsFor(view.currencyCode, {
    subtotal: base.totals.subtotalInclTax - base.totals.discount,
    virtual: base.virtual,
    hasLargeAppliance: base.hasLargeAppliance,
    country,
    freeShipping: base.freeShipping,
  })
  const shippingMethod = state.shippingMethod
    ? findShippingMethod(shippingMethods, state.shippingMethod.code, state.shippingMethod.carrierCode)
    : null
  // Until a method is chosen, the one checkout preselects is priced in as an estimate: a row called
  // "Total" holds the delivery the shopper will pay (summary-rows.ts), in the cart as here.
  const shippingEstimate = shippingMethod ? null : defaultShippingMethod(shippingMethods)
  const priced = shippingMethod ?? shippingEstimate
  const cart = priced ? priceCart(reading, view, priced) : base
  // The summary shows a chosen method only while it still applies.
  if (!shippingMethod) delete cart.checkout.shippingMethod
  const paymentMethods = availablePaymentMethods(PAYMENT_METHODS, {
    virtual: cart.virtual,
    grandTotal: cart.totals.grandTotal,
    currency: view.currencyCode,
  })
  const paymentMethod = findPaymentMethod(paymentMethods, state.paymentMethod?.code)
  const steps = checkoutSteps({ state, virtual: cart.virtual, countries, shippingMethod, paymentMethod })
  return {
    cart,
    state,
    steps,
    nextStep: firstIncompleteStep(steps),
    countries,
    shippingMethods,
    paymentMethods,
    shippingMethod,
    shippingEstimate,
    shipping: shippingBasis({ virtual: cart.virtual, chosen: shippingMethod !== null, estimated: shippingEstimate !== null }),
    paymentMethod,
    blockedLines: cart.lines.filter(isBlocked).map((line) => line.id),
    inCheckout: isCheckoutActive(reading.row.checkout_modified_at, now),
  }
}

/** A line that cannot be ordered as it stands: the spec's 'Some of the ordered products are not available!'. */
function isBlocked(line: CartView['lines'][number]): boolean {
  if (line.unavailable || line.stock.status === 'out_of_stock') return true
  return line.maxQuantity !== null && line.qty > line.maxQuantity
}

/**
 * A valid section form (everything but place-order, which is not saved into the state). A saved address
 * chosen from the account arrives here as the address it stands for (intent 'shipping').
 */
export type CheckoutSectionInput = Exclude<CheckoutActionInput, { intent: 'place' } | { intent: 'shipping-saved' }>

/**
 * The state change a valid section form makes, with the method it chose (one of those on offer: the
 * schema accepted only their codes), so that the next step is found without looking them up again.
 */
function sectionChange(
  input: CheckoutSectionInput,
  offered: Pick<CheckoutView, 'shippingMethods' | 'paymentMethods'>,
): { patch: CheckoutPatch; shippingMethod?: ShippingMethod | null; paymentMethod?: PaymentMethod | null } {
  switch (input.intent) {
    case 'personal':
      return {
        patch: { personalDetails: { firstName: input.firstName, lastName: input.lastName, emailAddress: input.emailAddress } },
      }
    case 'shipping': {
      const { intent: _intent, saveAddress: _save, ...address } = input
      return { patch: { shippingDetails: dropEmpty(address) } }
    }
    case 'shipping-method': {
      const method = offered.shippingMethods.find((m) => m.code === input.shippingMethod) ?? null
      return { patch: method ? { shippingMethod: { code: method.code, carrierCode: method.carrierCode } } : {}, shippingMethod: method }
    }
    case 'billing': {
      if (input.sameAsShipping === 'on') return { patch: { paymentDetails: { sameAsShipping: true } } }
      const { intent: _intent, sameAsShipping: _same, ...address } = input
      return { patch: { paymentDetails: { sameAsShipping: false, ...dropEmpty(address) } } }
    }
    case 'payment': {
      const method = findPaymentMethod(offered.paymentMethods, input.paymentMethod)
      return { patch: method ? { paymentMethod: { code: method.code } } : {}, paymentMethod: method }
    }
  }
}

/**
 * Save a valid section form into the checkout `loadCheckout` gave, and say which step comes next. The
 * methods are the ones that load resolved: the one just chosen, else the one already saved.
 */
export async function saveCheckoutForm(cartId: string, input: CheckoutSectionInput, checkout: CheckoutView): Promise<CheckoutStep> {
  const change = sectionChange(input, checkout)
  // The password is hashed here and only the hash is kept; saving the step without the box drops it.
  if (input.intent === 'personal' && input.createAccount && input.password) {
    change.patch.personalDetails!.newAccountPasswordHash = await hashPassword(input.password)
  }
  const state = await saveCheckoutSection(cartId, change.patch)
  return nextCheckoutStep({
    state,
    virtual: checkout.cart.virtual,
    countries: checkout.countries,
    shippingMethod: change.shippingMethod !== undefined ? change.shippingMethod : checkout.shippingMethod,
    paymentMethod: change.paymentMethod !== undefined ? change.paymentMethod : checkout.paymentMethod,
  })
}

/**
 * Merge sections into the saved state and mark checkout as modified now. The idempotency key is
 * kept while checkout stays open and replaced when it was idle for longer than 30 minutes: a new
 * checkout session gets a new key (a key already used for an order is never reused, because
 * placing an order clears the state).
 */
export async function saveCheckoutSection(cartId: string, patch: CheckoutPatch, now = new Date()): Promise<CheckoutState> {
  const db = getDb()
  const row = await db.selectFrom('cart').select(['checkout', 'checkout_modified_at']).where('id', '=', cartId).executeTakeFirst()
  if (!row) throw new Error(`Cart ${cartId} does not exist`)
  const current = readCheckoutState(parseJson(row.checkout))
  const active = isCheckoutActive(row.checkout_modified_at, now)
  const { lastOrder: _lastOrder, ...kept } = current
  const next: CheckoutState = {
    ...kept,
    ...patch,
    idempotencyKey: active && current.idempotencyKey ? current.idempotencyKey : ulid(),
  }
  const stamp = now.toISOString()
  await db
    .updateTable('cart')
    .set({ checkout: JSON.stringify(next), checkout_modified_at: stamp, updated_at: stamp })
    .where('id', '=', cartId)
    .execute()
  return next
}

/**
 * The place-order form's key for this cart: the saved one, or a new one saved now. Rendering the
 * review step twice gives the same key, so a resubmitted form finds the order it already made.
 */
export async function ensureIdempotencyKey(cartId: string, state: CheckoutState): Promise<string> {
  if (state.idempotencyKey) return state.idempotencyKey
  const db = getDb()
  const key = ulid()
  const row = await db.selectFrom('cart').select('checkout').where('id', '=', cartId).executeTakeFirst()
  const current = readCheckoutState(parseJson(row?.checkout ?? '{}'))
  if (current.idempotencyKey) return current.idempotencyKey
  await db
    .updateTable('cart')
    .set({ checkout: JSON.stringify({ ...current, idempotencyKey: key }) })
    .where('id', '=', cartId)
    .execute()
  return key
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
