import { describe, expect, it } from 'vitest'
import { changeSinceReview, reviewedAmounts, type ReviewedAmounts } from './review'

const reviewed: ReviewedAmounts = { discount: 50000, voucherAmount: 100000, amountDue: 449900 }

describe('changeSinceReview', () => {
  it('lets an unchanged order through', () => {
    expect(changeSinceReview(reviewed, { ...reviewed })).toBeNull()
  })

  it('names the gift card when its part changed, also when it was used up', () => {
    expect(changeSinceReview(reviewed, { ...reviewed, voucherAmount: 0, amountDue: 549900 })).toBe('voucher')
    expect(changeSinceReview(reviewed, { ...reviewed, voucherAmount: 40000, amountDue: 509900 })).toBe('voucher')
  })

  it('names the coupon when its discount changed or it was dropped', () => {
    expect(changeSinceReview(reviewed, { ...reviewed, discount: 0, amountDue: 499900 })).toBe('coupon')
  })

  it('refuses any other change of the amount to pay', () => {
    expect(changeSinceReview(reviewed, { ...reviewed, amountDue: 459900 })).toBe('total')
  })

  it('reads the amounts a review shows from a priced cart', () => {
    expect(reviewedAmounts({ totals: { discount: 50000 }, voucherAmount: 100000, amountDue: 449900 })).toEqual(reviewed)
  })
})
