import { describe, expect, it } from 'vitest'
import { shippingBasis, summaryRows, type ShippingBasis } from '~/domain/summary-rows'
import { computeTotals, type TotalsInput } from '~/domain/totals'

const totalsOf = (overrides: Partial<TotalsInput> = {}) =>
  computeTotals({
    lines: [{ id: 'a', unitPrice: 200_00, qty: 1, taxRateBp: 1500 }],
    discount: 0,
    shipping: null,
    currency: 'ZAR',
    country: 'ZA',
    ...overrides,
  })

const labelOf = (rows: ReturnType<typeof summaryRows>, code: string) => rows.find((row) => row.code === code)?.label

describe('summaryRows', () => {
  it('calls the closing row "Total" when a chosen method is in it, and that total adds up the rows above', () => {
    const totals = totalsOf({
      discount: 20_00,
      shipping: { priceInclTax: 99_00, taxRateBp: 1500 },
      paymentFee: { priceInclTax: 5_00, taxRateBp: 1500 },
    })
    const rows = summaryRows({ totals, shipping: 'chosen' })
    expect(rows.map((row) => [row.code, row.label, row.value])).toEqual([
      ['subtotal', 'cart.subtotal', 200_00],
      ['discount', 'cart.discount', -20_00],
      ['shipping', 'cart.shipping', 99_00],
      ['payment', 'cart.paymentFee', 5_00],
      ['total', 'cart.grandTotal', 284_00],
      ['tax', 'cart.vatIncluded', totals.taxTotal],
    ])
    const added = rows.filter((row) => row.code !== 'total' && row.code !== 'tax').reduce((sum, row) => sum + (row.value ?? 0), 0)
    expect(added).toBe(rows.find((row) => row.code === 'total')!.value)
  })

  it('prices an estimate into the total and names its row as an estimate', () => {
    const totals = totalsOf({ shipping: { priceInclTax: 499_00, taxRateBp: 1500 } })
    const rows = summaryRows({ totals, shipping: 'estimated' })
    expect(labelOf(rows, 'shipping')).toBe('cart.shippingEstimated')
    expect(rows.find((row) => row.code === 'shipping')!.value).toBe(499_00)
    expect(rows.find((row) => row.code === 'total')).toMatchObject({ label: 'cart.grandTotal', value: 699_00, strong: true })
  })

  it('never calls an amount without delivery a total: it is a subtotal before delivery, the amount to pay too', () => {
    const totals = totalsOf()
    const rows = summaryRows({ totals, shipping: 'unknown', voucherAmount: 50_00 })
    expect(rows.find((row) => row.code === 'shipping')).toMatchObject({ value: null, note: 'cart.shippingAtCheckout' })
    expect(labelOf(rows, 'total')).toBe('cart.subtotalBeforeShipping')
    expect(labelOf(rows, 'amount_due')).toBe('cart.amountDueBeforeShipping')
    expect(rows.some((row) => row.label === 'cart.grandTotal' || row.label === 'cart.amountDue')).toBe(false)
  })

  it('a cart with nothing to ship has a total: there is no delivery to add', () => {
    const rows = summaryRows({ totals: totalsOf(), shipping: 'none' })
    expect(rows.find((row) => row.code === 'shipping')).toMatchObject({ value: null, note: 'cart.noShipping' })
    expect(labelOf(rows, 'total')).toBe('cart.grandTotal')
  })

  it('labels every basis but "unknown" as a total', () => {
    const bases: ShippingBasis[] = ['chosen', 'estimated', 'unknown', 'none']
    expect(bases.map((basis) => labelOf(summaryRows({ totals: totalsOf(), shipping: basis }), 'total'))).toEqual([
      'cart.grandTotal',
      'cart.grandTotal',
      'cart.subtotalBeforeShipping',
      'cart.grandTotal',
    ])
  })

  it('shows a gift card and what is left to pay, never more card than total', () => {
    const totals = totalsOf({ shipping: { priceInclTax: 99_00, taxRateBp: 1500 } })
    const rows = summaryRows({ totals, shipping: 'chosen', voucherAmount: 1_000_00 })
    expect(rows.slice(-2).map((row) => [row.code, row.label, row.value])).toEqual([
      ['voucher', 'cart.voucher', -299_00],
      ['amount_due', 'cart.amountDue', 0],
    ])
    expect(summaryRows({ totals, shipping: 'chosen' }).some((row) => row.code === 'voucher' || row.code === 'amount_due')).toBe(false)
  })

  it('shows one VAT row per rate, or one for the whole tax when only the total is known (an order)', () => {
    const totals = totalsOf()
    expect(summaryRows({ totals, shipping: 'chosen' }).filter((row) => row.code === 'tax')).toEqual([
      { code: 'tax', label: 'cart.vatIncluded', value: totals.taxTotal, rateBp: 1500 },
    ])
    const { taxBreakdown: _breakdown, ...orderTotals } = totals
    expect(summaryRows({ totals: orderTotals, shipping: 'chosen' }).filter((row) => row.code === 'tax')).toEqual([
      { code: 'tax', label: 'order.vatIncluded', value: totals.taxTotal },
    ])
  })
})

describe('shippingBasis', () => {
  it('nothing to ship wins, then a chosen method, then an estimate', () => {
    expect(shippingBasis({ virtual: true, chosen: true, estimated: true })).toBe('none')
    expect(shippingBasis({ virtual: false, chosen: true, estimated: true })).toBe('chosen')
    expect(shippingBasis({ virtual: false, chosen: false, estimated: true })).toBe('estimated')
    expect(shippingBasis({ virtual: false, chosen: false, estimated: false })).toBe('unknown')
  })
})
