import { describe, expect, it } from 'vitest'
import { CHECKOUT_ACTIVE_MS } from '~/domain/constants'
import { isCheckoutActive, readCheckoutState } from './checkout.server'
import { isUniqueViolation } from '~/providers/orders/orders.server'

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
describe('isCheckoutActive: modified within the last 30 minutes', () => {
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
