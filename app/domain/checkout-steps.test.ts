import { describe, expect, it } from 'vitest'
import { checkoutSteps, nextCheckoutStep, openStep, type CheckoutProgress } from './checkout-steps'
import type { PaymentMethod } from './payment-methods'
import type { ShippingMethod } from './shipping'

const address = { country: 'ZA', streetAddress: '12 Long Street', city: 'Cape Town', zipCode: '8001' }
const standard: ShippingMethod = { code: 'standard', carrierCode: 'karoo', title: 'Standard delivery', priceInclTax: 9900, available: true }
const card = {
  code: 'cardgateway',
  title: 'Card',
  cost: 0,
  costInclTax: 0,
  default: true,
  offline: true,
  isServerMethod: false,
} satisfies PaymentMethod
type State = CheckoutProgress['state']
const full: State = {
  personalDetails: { firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' },
  shippingDetails: address,
  paymentDetails: { sameAsShipping: true },
}

describe('checkout steps', () => {
  const base = { virtual: false, countries: ['ZA'], shippingMethod: standard, paymentMethod: card }

  it('are all done for a complete state, and the next step is the review', () => {
    const steps = checkoutSteps({ ...base, state: full })
    expect(steps.filter((s) => !s.complete).map((s) => s.id)).toEqual(['review'])
    expect(openStep(steps, null)).toBe('review')
  })

  it('start at the first incomplete step; a chosen method no longer on offer is incomplete', () => {
    const steps = checkoutSteps({ ...base, state: full, shippingMethod: null })
    expect(openStep(steps, null)).toBe('shipping-method')
    expect(openStep(checkoutSteps({ ...base, state: {} }), null)).toBe('personal')
  })

  it('open a done step or the next one for editing, nothing beyond', () => {
    const steps = checkoutSteps({ ...base, shippingMethod: null, paymentMethod: null, state: { personalDetails: full.personalDetails } })
    expect(openStep(steps, 'personal')).toBe('personal')
    expect(openStep(steps, 'shipping')).toBe('shipping')
    expect(openStep(steps, 'payment')).toBe('shipping')
    expect(openStep(steps, 'review')).toBe('shipping')
  })

  it('skip shipping for a virtual cart, where "same as shipping" billing does not count', () => {
    const state: State = { ...full, shippingDetails: undefined }
    const steps = checkoutSteps({ ...base, virtual: true, shippingMethod: null, state })
    expect(steps.filter((s) => s.skipped).map((s) => s.id)).toEqual(['shipping', 'shipping-method'])
    expect(openStep(steps, null)).toBe('billing')
    expect(openStep(steps, 'shipping')).toBe('billing')
    const invoiced = checkoutSteps({
      ...base,
      virtual: true,
      shippingMethod: null,
      state: { ...state, paymentDetails: { sameAsShipping: false, ...address } },
    })
    expect(openStep(invoiced, null)).toBe('review')
  })

  it('do not accept an address in a country the view does not serve', () => {
    const steps = checkoutSteps({ ...base, countries: ['DE', 'IT'], state: full })
    expect(openStep(steps, null)).toBe('shipping')
  })

  it('send the shopper on to the first step still to do after a save', () => {
    expect(nextCheckoutStep({ ...base, state: full })).toBe('review')
    expect(nextCheckoutStep({ ...base, state: full, paymentMethod: null })).toBe('payment')
    expect(nextCheckoutStep({ ...base, state: { personalDetails: full.personalDetails } })).toBe('shipping')
  })
})
