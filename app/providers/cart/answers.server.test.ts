import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY, NO_SUCH_CONFIGURATION, PRODUCT_ADDED, PRODUCT_QTY_UPDATED, STOCK_VOLATILE } from '~/domain/messages'
import { cartFormKey, cartToast } from './answers.server'

/** This shop's own checkout; EXTERNAL: checkout on another site. */
const OWN = { externalCheckout: false }
const EXTERNAL = { externalCheckout: true }

describe('cartToast', () => {
  it('offers "Proceed to checkout" with every success of the cart: added and quantity updated', () => {
    expect(cartToast({ ok: true, change: 'updated' }, OWN)).toEqual({ type: 'success', message: PRODUCT_QTY_UPDATED, checkoutAction: true })
  })

  it('offers no "Proceed to checkout" when checkout happens on another site', () => {
    expect(cartToast({ ok: true, change: 'added' }, EXTERNAL)).toEqual({ type: 'success', message: PRODUCT_ADDED })
    expect(cartToast({ ok: true, change: 'updated' }, EXTERNAL)).toEqual({ type: 'success', message: PRODUCT_QTY_UPDATED })
  })

  it('says what changed; adding offers the way to checkout', () => {
    expect(cartToast({ ok: true, change: 'added' }, OWN)).toEqual({ type: 'success', message: PRODUCT_ADDED, checkoutAction: true })
    expect(cartToast({ ok: true, change: 'added', warning: STOCK_VOLATILE }, OWN)).toEqual({
      type: 'warning',
      message: STOCK_VOLATILE,
      checkoutAction: true,
    })
    expect(cartToast({ ok: true, change: 'couponApplied', params: { code: 'WELCOME10' } }, OWN)).toEqual({
      type: 'success',
      message: 'cart.couponApplied',
      params: { code: 'WELCOME10' },
    })
    expect(cartToast({ ok: true, change: 'removed' }, OWN)).toEqual({ type: 'success', message: 'cart.removed' })
    // An edited line is a change of the cart, not an add: no way to checkout in its notice.
    expect(cartToast({ ok: true, change: 'edited' }, OWN)).toEqual({ type: 'success', message: 'cart.lineEdited' })
  })

  it('turns a refusal into an error, or a warning when the spec says so', () => {
    expect(cartToast({ ok: false, message: MAX_QUANTITY, params: { maxQuantity: 2 }, field: 'qty' }, OWN)).toEqual({
      type: 'error',
      message: MAX_QUANTITY,
      params: { maxQuantity: 2 },
    })
    expect(cartToast({ ok: false, message: NO_SUCH_CONFIGURATION, warning: true }, OWN)).toEqual({
      type: 'warning',
      message: NO_SUCH_CONFIGURATION,
    })
  })
})

describe('cartFormKey', () => {
  it('names a line quantity form by its line, the others by their intent', () => {
    expect(cartFormKey('update', '01JD6Z8Q4W1T0QY3K9P2V5X7NB')).toBe('update:01JD6Z8Q4W1T0QY3K9P2V5X7NB')
    expect(cartFormKey('edit', '01JD6Z8Q4W1T0QY3K9P2V5X7NB')).toBe('edit:01JD6Z8Q4W1T0QY3K9P2V5X7NB')
    expect(cartFormKey('coupon', undefined)).toBe('coupon')
    expect(cartFormKey(['x'], undefined)).toBe('')
  })
})
