import { describe, expect, it } from 'vitest'
import { isVerifiedPurchase } from './verified-buyer'

describe('isVerifiedPurchase', () => {
  const order = { status: 'processing' as const, paymentStatus: 'paid' as const, paymentMethod: 'cardgateway' }

  it('counts a paid order and one placed with cash on delivery', () => {
    expect(isVerifiedPurchase([order])).toBe(true)
    expect(isVerifiedPurchase([{ status: 'pending', paymentStatus: 'pending', paymentMethod: 'cashondelivery' }])).toBe(true)
  })

  it('does not count a canceled order, a declined or unfinished card payment, or no order', () => {
    expect(isVerifiedPurchase([{ ...order, status: 'canceled' }])).toBe(false)
    expect(isVerifiedPurchase([{ status: 'pending', paymentStatus: 'declined', paymentMethod: 'cardgateway' }])).toBe(false)
    expect(isVerifiedPurchase([{ status: 'pending', paymentStatus: 'pending', paymentMethod: 'cardgateway' }])).toBe(false)
    expect(isVerifiedPurchase([])).toBe(false)
  })
})
