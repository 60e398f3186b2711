import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY, NO_SUCH_CONFIGURATION, PRODUCT_ADDED, STOCK_VOLATILE } from '~/domain/messages'
import { cartFormKey, cartToast } from './cart-answers.server'

describe('cartToast', () => {
  it('says what changed; adding offers the way to checkout', () => {
    expect(cartToast({ ok: true, change: 'added' })).toEqual({ type: 'success', message: PRODUCT_ADDED, checkoutAction: true })
    expect(cartToast({ ok: true, change: 'added', warning: STOCK_VOLATILE })).toEqual({
      type: 'warning',
      message: STOCK_VOLATILE,
      checkoutAction: true,
    })
    expect(cartToast({ ok: true, change: 'couponApplied', params: { code: 'WELCOME10' } })).toEqual({
      type: 'success',
      message: 'cart.couponApplied',
      params: { code: 'WELCOME10' },
    })
    expect(cartToast({ ok: true, change: 'removed' })).toEqual({ type: 'success', message: 'cart.removed' })
  })

  it('turns a refusal into an error, or a warning when the spec says so', () => {
    expect(cartToast({ ok: false, message: MAX_QUANTITY, params: { maxQuantity: 2 }, field: 'qty' })).toEqual({
      type: 'error',
      message: MAX_QUANTITY,
      params: { maxQuantity: 2 },
    })
    expect(cartToast({ ok: false, message: NO_SUCH_CONFIGURATION, warning: true })).toEqual({ type: 'warning', message: NO_SUCH_CONFIGURATION })
  })
})

describe('cartFormKey', () => {
  it('names a line quantity form by its line, the others by their intent', () => {
    expect(cartFormKey('update', '01JD6Z8Q4W1T0QY3K9P2V5X7NB')).toBe('update:01JD6Z8Q4W1T0QY3K9P2V5X7NB')
    expect(cartFormKey('coupon', undefined)).toBe('coupon')
    expect(cartFormKey(['x'], undefined)).toBe('')
  })
})
