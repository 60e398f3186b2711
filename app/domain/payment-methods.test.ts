import { describe, expect, it } from 'vitest'
import {
  PAYMENT_CODES,
  PAYMENT_METHODS,
  PAY_IN_INSTALMENTS_MINIMUM,
  availablePaymentMethods,
  defaultPaymentMethod,
  findPaymentMethod,
  instalmentOffer,
  type PaymentContext,
} from '~/domain/payment-methods'

const ctx = (overrides: Partial<PaymentContext> = {}): PaymentContext => ({
  virtual: false,
  grandTotal: 100_000,
  currency: 'ZAR',
  ...overrides,
})

const codes = (methods: { code: string }[]) => methods.map((m) => m.code)

describe('PAYMENT_METHODS', () => {
  it('lists the store methods', () => {
    expect(codes([...PAYMENT_METHODS])).toEqual([
      'cardgateway',
      'banktransfer',
      'cashondelivery',
      'qrwallet',
      'payinstalments',
      'paybylink',
    ])
  })

  it('client-side providers: cost 0, cost incl. tax 0, default, offline, not server methods', () => {
    const clientSide = PAYMENT_METHODS.filter((m) => ['cardgateway', 'qrwallet', 'payinstalments', 'paybylink'].includes(m.code))
    expect(clientSide).toHaveLength(4)
    for (const method of clientSide) {
      expect(method).toMatchObject({ cost: 0, costInclTax: 0, default: true, offline: true, isServerMethod: false })
    }
  })

  it('carries the payment type ids: card gateway 8, QR wallet 4, pay-in-instalments 12, pay-by-link 13', () => {
    const typeIds = Object.fromEntries(PAYMENT_METHODS.map((m) => [m.code, m.typeId]))
    expect(typeIds).toMatchObject({ cardgateway: 8, qrwallet: 4, payinstalments: 12, paybylink: 13 })
  })

  it('cash on delivery and EFT are server methods: placing the order is the payment step', () => {
    for (const code of [PAYMENT_CODES.cashOnDelivery, PAYMENT_CODES.bankTransfer]) {
      const method = findPaymentMethod(PAYMENT_METHODS, code)
      expect(method).toMatchObject({ isServerMethod: true, default: false })
      expect(method?.typeId).toBeUndefined()
    }
  })
})

describe('availablePaymentMethods', () => {
  it('offers everything for a physical cart above the instalments minimum', () => {
    expect(codes(availablePaymentMethods(PAYMENT_METHODS, ctx()))).toEqual(codes([...PAYMENT_METHODS]))
  })

  it('hides cash on delivery when the cart is virtual', () => {
    const methods = availablePaymentMethods(PAYMENT_METHODS, ctx({ virtual: true }))
    expect(codes(methods)).not.toContain('cashondelivery')
    expect(methods).toHaveLength(PAYMENT_METHODS.length - 1)
  })

  describe('pay-in-instalments minimum', () => {
    it('is R 500 in rand and 50 € in euro', () => {
      expect(PAY_IN_INSTALMENTS_MINIMUM).toEqual({ ZAR: 50_000, EUR: 5_000 })
    })

    it('is offered from exactly the minimum', () => {
      expect(codes(availablePaymentMethods(PAYMENT_METHODS, ctx({ grandTotal: 50_000 })))).toContain('payinstalments')
      expect(codes(availablePaymentMethods(PAYMENT_METHODS, ctx({ grandTotal: 5_000, currency: 'EUR' })))).toContain('payinstalments')
    })

    it('is hidden one cent below it', () => {
      expect(codes(availablePaymentMethods(PAYMENT_METHODS, ctx({ grandTotal: 49_999 })))).not.toContain('payinstalments')
      expect(codes(availablePaymentMethods(PAYMENT_METHODS, ctx({ grandTotal: 4_999, currency: 'EUR' })))).not.toContain('payinstalments')
    })

    it('takes a store’s own minimums', () => {
      const methods = availablePaymentMethods(PAYMENT_METHODS, ctx({ grandTotal: 50_000 }), { ZAR: 100_000, EUR: 1 })
      expect(codes(methods)).not.toContain('payinstalments')
    })
  })
})

describe('findPaymentMethod and defaultPaymentMethod', () => {
  it('finds a method by its exact code only', () => {
    expect(findPaymentMethod(PAYMENT_METHODS, 'qrwallet')?.typeId).toBe(4)
    expect(findPaymentMethod(PAYMENT_METHODS, 'QRWALLET')).toBeNull()
    expect(findPaymentMethod(PAYMENT_METHODS, undefined)).toBeNull()
    const virtual = availablePaymentMethods(PAYMENT_METHODS, ctx({ virtual: true }))
    expect(findPaymentMethod(virtual, 'cashondelivery')).toBeNull()
  })

  it('preselects the first default, else the first, else nothing', () => {
    expect(defaultPaymentMethod(PAYMENT_METHODS)?.code).toBe('cardgateway')
    const serverOnly = PAYMENT_METHODS.filter((m) => m.isServerMethod)
    expect(defaultPaymentMethod(serverOnly)?.code).toBe('banktransfer')
    expect(defaultPaymentMethod([])).toBeNull()
  })
})

describe('instalmentOffer (the pay-in-instalments terms)', () => {
  it('rand: from the R 500 minimum, 12 months, each rounded up to a whole rand', () => {
    expect(instalmentOffer(49_999, 'ZAR')).toBeNull()
    expect(instalmentOffer(50_000, 'ZAR')).toEqual({ months: 12, monthly: 4_200 })
    expect(instalmentOffer(1_299_900, 'ZAR')).toEqual({ months: 12, monthly: 108_400 })
    expect(instalmentOffer(120_000, 'ZAR')).toEqual({ months: 12, monthly: 10_000 })
  })

  it('euro: from 50 €, 6 months, rounded up to the cent', () => {
    expect(instalmentOffer(4_999, 'EUR')).toBeNull()
    expect(instalmentOffer(5_000, 'EUR')).toEqual({ months: 6, monthly: 834 })
    expect(instalmentOffer(59_994, 'EUR')).toEqual({ months: 6, monthly: 9_999 })
  })

  it('the months never add up to less than the price', () => {
    for (const price of [50_001, 77_777, 123_457, 999_999]) {
      const offer = instalmentOffer(price, 'ZAR')!
      expect(offer.monthly * offer.months).toBeGreaterThanOrEqual(price)
      expect(offer.monthly * offer.months - price).toBeLessThan(100 * offer.months)
    }
  })

  it('checkout offers the method exactly where the product page promises it', () => {
    for (const grandTotal of [49_999, 50_000]) {
      const offered = availablePaymentMethods(PAYMENT_METHODS, { virtual: false, grandTotal, currency: 'ZAR' }).some(
        (m) => m.code === PAYMENT_CODES.payInInstalments,
      )
      expect(offered).toBe(instalmentOffer(grandTotal, 'ZAR') !== null)
    }
  })
})
