/**
 * The checkout's sections (personal details, shipping, payment, review) and which one comes next. Pure: the
 * checkout provider feeds it the saved state and what is on offer now, so a saved choice that is no
 * longer offered simply makes its step incomplete again.
 */

/** The checkout sections in the order the page shows them; each form posts its id as `intent`. */
export const CHECKOUT_STEPS = ['personal', 'shipping', 'shipping-method', 'billing', 'payment', 'review'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The steps a virtual cart (nothing to deliver) skips. */
export const SHIPPING_STEPS: readonly CheckoutStep[] = ['shipping', 'shipping-method']

export interface CheckoutStepStatus {
  id: CheckoutStep
  complete: boolean
  /** Not part of this checkout (the shipping steps of a virtual cart). */
  skipped: boolean
}

/** What the steps are decided from: the saved sections, and the methods chosen that are still on offer. */
export interface CheckoutProgress {
  state: {
    personalDetails?: object
    shippingDetails?: { country: string }
    paymentDetails?: { sameAsShipping: true } | { sameAsShipping: false; country: string }
  }
  virtual: boolean
  /** The countries the store view delivers to and invoices in. */
  countries: readonly string[]
  /** The saved shipping method as offered now, or null (none saved, or no longer offered). */
  shippingMethod: object | null
  /** The saved payment method as offered now, or null. */
  paymentMethod: object | null
}

/** Which steps are done. */
export function checkoutSteps(input: CheckoutProgress): CheckoutStepStatus[] {
  const { state, virtual } = input
  const shippingOk = !!state.shippingDetails && input.countries.includes(state.shippingDetails.country)
  const billing = state.paymentDetails
  const billingOk = billing ? (billing.sameAsShipping ? !virtual && shippingOk : input.countries.includes(billing.country)) : false
  const done: Record<CheckoutStep, boolean> = {
    personal: !!state.personalDetails,
    shipping: shippingOk,
    'shipping-method': input.shippingMethod !== null,
    billing: billingOk,
    payment: input.paymentMethod !== null,
    review: false,
  }
  return CHECKOUT_STEPS.map((id) => {
    const skipped = virtual && SHIPPING_STEPS.includes(id)
    return { id, skipped, complete: skipped || done[id] }
  })
}

export function firstIncompleteStep(steps: readonly CheckoutStepStatus[]): CheckoutStep {
  return steps.find((step) => !step.complete)?.id ?? 'review'
}

/** Where the shopper goes after saving a section: the first step still to do (the review when all are). */
export function nextCheckoutStep(input: CheckoutProgress): CheckoutStep {
  return firstIncompleteStep(checkoutSteps(input))
}

/**
 * The step whose form is open: the one asked for with ?edit= when it is part of this checkout and
 * reachable (done already, or the next to do); otherwise the first incomplete one.
 */
export function openStep(steps: readonly CheckoutStepStatus[], edit: string | null | undefined): CheckoutStep {
  const next = firstIncompleteStep(steps)
  const asked = steps.find((step) => step.id === edit)
  if (asked && !asked.skipped && (asked.complete || asked.id === next)) return asked.id
  return next
}
