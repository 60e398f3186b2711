import { describe, expect, it } from 'vitest'
import {
  UNPAID_PAYMENT_STATUSES,
  initialStatus,
  isPurchaseComplete,
  mayChangePaymentMethod,
  mayRetryPayment,
  orderPaymentState,
  type OrderStatus,
  type PaymentStatus,
} from './order-payment'

const order = (status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod = 'cardgateway') => ({
  status,
  paymentStatus,
  paymentMethod,
})

describe('orderPaymentState', () => {
  it('tells a closed, paid, free or declined order before anything about its method', () => {
    expect(orderPaymentState(order('canceled', 'paid'))).toBe('canceled')
    expect(orderPaymentState(order('processing', 'paid', 'banktransfer'))).toBe('paid')
    expect(orderPaymentState(order('processing', 'not_required', 'cashondelivery'))).toBe('confirmed')
    expect(orderPaymentState(order('pending', 'declined'))).toBe('declined')
  })

  it('waits for the transfer, the door or the gateway by method', () => {
    expect(orderPaymentState(order('pending', 'pending', 'banktransfer'))).toBe('awaiting_transfer')
    expect(orderPaymentState(order('processing', 'pending', 'cashondelivery'))).toBe('pay_on_delivery')
    expect(orderPaymentState(order('pending', 'pending'))).toBe('awaiting_payment')
    // Packed by the shop although the gateway has not said "paid": the shop has confirmed it.
    expect(orderPaymentState(order('processing', 'pending'))).toBe('confirmed')
  })

  it('counts paid orders and offline methods as purchases, not waiting or declined ones', () => {
    expect(['paid', 'confirmed', 'awaiting_transfer', 'pay_on_delivery'].every((s) => isPurchaseComplete(s as never))).toBe(true)
    expect(isPurchaseComplete('awaiting_payment')).toBe(false)
    expect(isPurchaseComplete('declined')).toBe(false)
    expect(isPurchaseComplete('canceled')).toBe(false)
  })
})

describe('mayChangePaymentMethod', () => {
  it('only while the order is pending and not paid', () => {
    expect(mayChangePaymentMethod(order('pending', 'pending'))).toBe(true)
    expect(mayChangePaymentMethod(order('pending', 'declined'))).toBe(true)
    expect(mayChangePaymentMethod(order('pending', 'paid'))).toBe(false)
    // Cash on delivery is packed at once: too late to switch.
    expect(mayChangePaymentMethod(order('processing', 'pending', 'cashondelivery'))).toBe(false)
    expect(mayChangePaymentMethod(order('canceled', 'pending'))).toBe(false)
  })
})

describe('mayRetryPayment', () => {
  it('an open, unpaid order paid online', () => {
    for (const paymentStatus of UNPAID_PAYMENT_STATUSES) expect(mayRetryPayment(order('pending', paymentStatus), true)).toBe(true)
  })

  it('not an offline method, a paid or free order, or one no longer pending', () => {
    expect(mayRetryPayment(order('pending', 'pending', 'banktransfer'), false)).toBe(false)
    expect(mayRetryPayment(order('pending', 'paid'), true)).toBe(false)
    expect(mayRetryPayment(order('processing', 'not_required'), true)).toBe(false)
    expect(mayRetryPayment(order('canceled', 'declined'), true)).toBe(false)
  })
})

describe('initialStatus', () => {
  it('waits for online and EFT payments, packs cash on delivery, needs nothing when the gift card pays all', () => {
    expect(initialStatus({ code: 'cardgateway' }, 100)).toEqual({ status: 'pending', paymentStatus: 'pending' })
    expect(initialStatus({ code: 'banktransfer' }, 100)).toEqual({ status: 'pending', paymentStatus: 'pending' })
    expect(initialStatus({ code: 'cashondelivery' }, 100)).toEqual({ status: 'processing', paymentStatus: 'pending' })
    expect(initialStatus({ code: 'cardgateway' }, 0)).toEqual({ status: 'processing', paymentStatus: 'not_required' })
  })
})
