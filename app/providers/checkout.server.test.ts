import { describe, expect, it } from 'vitest'
import { CHECKOUT_ACTIVE_MS } from '~/domain/constants'
import type { PaymentMethod } from '~/domain/payment-methods'
import type { ShippingMethod } from '~/domain/shipping'
import { checkoutSteps, isCheckoutActive, openStep, readCheckoutState, type CheckoutState } from './checkout.server'
import { initialStatus, isUniqueViolation } from './orders.server'

const address = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  country: 'ZA',
  streetAddress: '12 Long Street',
  city: 'Cape Town',
  state: 'Western Cape',
  zipCode: '8001',
  phoneNumber: '021 555 0100',
}
const standard: ShippingMethod = { code: 'standard', carrierCode: 'karoo', title: 'Standard delivery', priceInclTax: 9900, available: true }
const card = { code: 'cardgateway', title: 'Card', cost: 0, costInclTax: 0, default: true, offline: true, isServerMethod: false } satisfies PaymentMethod
const full: CheckoutState = {
  personalDetails: { firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' },
  shippingDetails: address,
  shippingMethod: { code: 'standard', carrierCode: 'karoo' },
  paymentDetails: { sameAsShipping: true },
  paymentMethod: { code: 'cardgateway' },
}

describe('isCheckoutActive (SPEC 4: modified within the last 30 minutes)', () => {
  const now = new Date('2026-11-22T12:00:00.000Z')
  it('is on up to 30 minutes after the last change and off after', () => {
    expect(isCheckoutActive(new Date(now.getTime() - CHECKOUT_ACTIVE_MS).toISOString(), now)).toBe(true)
    expect(isCheckoutActive(new Date(now.getTime() - CHECKOUT_ACTIVE_MS - 1).toISOString(), now)).toBe(false)
    expect(isCheckoutActive('2026-11-22T11:59:00.000Z', now)).toBe(true)
  })
  it('is off without a date or with an unreadable one', () => {
    expect(isCheckoutActive(null, now)).toBe(false)
    expect(isCheckoutActive('yesterday', now)).toBe(false)
  })
})

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
    const state: CheckoutState = { ...full, shippingDetails: undefined, shippingMethod: undefined }
    const steps = checkoutSteps({ ...base, virtual: true, shippingMethod: null, state })
    expect(steps.filter((s) => s.skipped).map((s) => s.id)).toEqual(['shipping', 'shipping-method'])
    expect(openStep(steps, null)).toBe('billing')
    expect(openStep(steps, 'shipping')).toBe('billing')
    const invoiced = checkoutSteps({ ...base, virtual: true, shippingMethod: null, state: { ...state, paymentDetails: { sameAsShipping: false, ...address } } })
    expect(openStep(invoiced, null)).toBe('review')
  })

  it('do not accept an address in a country the view does not serve', () => {
    const steps = checkoutSteps({ ...base, countries: ['DE', 'IT'], state: full })
    expect(openStep(steps, null)).toBe('shipping')
  })
})

describe('readCheckoutState', () => {
  it('keeps well-formed sections and drops anything else', () => {
    const state = readCheckoutState({
      personalDetails: { firstName: 'Thandi', lastName: '', emailAddress: 'x@y.za' },
      shippingDetails: { ...address, apartmentNumber: '', bogus: 'x' },
      shippingMethod: { code: 'standard' },
      paymentDetails: { sameAsShipping: true },
      paymentMethod: { code: 42 },
      idempotencyKey: '01JBX3Q8Z5N4V7W2K9M6T1R0HC',
      password: 'secret',
    })
    expect(state).toEqual({
      shippingDetails: address,
      paymentDetails: { sameAsShipping: true },
      idempotencyKey: '01JBX3Q8Z5N4V7W2K9M6T1R0HC',
    })
  })
})

describe('order status at placing', () => {
  it('waits for online and EFT payments, packs cash on delivery, needs nothing when the gift card pays all', () => {
    expect(initialStatus({ code: 'cardgateway', isServerMethod: false }, 100)).toEqual({ status: 'pending', paymentStatus: 'pending' })
    expect(initialStatus({ code: 'banktransfer', isServerMethod: true }, 100)).toEqual({ status: 'pending', paymentStatus: 'pending' })
    expect(initialStatus({ code: 'cashondelivery', isServerMethod: true }, 100)).toEqual({ status: 'processing', paymentStatus: 'pending' })
    expect(initialStatus({ code: 'cardgateway', isServerMethod: false }, 0)).toEqual({ status: 'processing', paymentStatus: 'not_required' })
  })
})

describe('isUniqueViolation', () => {
  it('recognises both drivers, for the named column only', () => {
    const sqlite = Object.assign(new Error('UNIQUE constraint failed: sales_order.idempotency_key'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })
    const pg = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'sales_order_idempotency_key_key',
      detail: 'Key (idempotency_key)=(01J) already exists.',
    })
    expect(isUniqueViolation(sqlite, 'idempotency_key')).toBe(true)
    expect(isUniqueViolation(pg, 'idempotency_key')).toBe(true)
    expect(isUniqueViolation(sqlite, 'number')).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }), 'idempotency_key')).toBe(false)
    expect(isUniqueViolation('nope', 'idempotency_key')).toBe(false)
  })
})
