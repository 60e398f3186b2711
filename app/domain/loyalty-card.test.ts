import { describe, expect, it } from 'vitest'
import {
  EAN13_WIDTH,
  QUIET_ZONE,
  ean13Bars,
  ean13CheckDigit,
  ean13Modules,
  isValidEan13,
  loyaltyCardNumber,
  randomLoyaltyCardNumber,
} from './loyalty-card'

describe('EAN-13 check digit', () => {
  it('matches published codes', () => {
    expect(ean13CheckDigit('590123412345')).toBe(7)
    expect(ean13CheckDigit('400638133393')).toBe(1)
    expect(ean13CheckDigit('978030640615')).toBe(7) // ISBN 978-0-306-40615-7
    expect(ean13CheckDigit('000000000000')).toBe(0)
  })

  it('rejects a wrong check digit, letters and other lengths', () => {
    expect(isValidEan13('5901234123457')).toBe(true)
    expect(isValidEan13('5901234123458')).toBe(false)
    expect(isValidEan13('590123412345')).toBe(false)
    expect(isValidEan13('59012341234a7')).toBe(false)
    expect(() => ean13CheckDigit('12345')).toThrow()
  })
})

describe('loyalty card numbers', () => {
  it('are in the in-store range with a valid check digit', () => {
    expect(loyaltyCardNumber('1234567890')).toBe('2912345678906')
    for (let i = 0; i < 50; i++) {
      const card = randomLoyaltyCardNumber()
      expect(card).toMatch(/^29\d{11}$/)
      expect(isValidEan13(card)).toBe(true)
    }
    expect(() => loyaltyCardNumber('123')).toThrow()
  })
})

describe('EAN-13 symbol', () => {
  it('encodes 5901234123457 as published (first digit 5: left parity LGGLLG)', () => {
    const expected =
      '101' +
      ['0001011', '0100111', '0110011', '0010011', '0111101', '0011101'].join('') + // 9L 0G 1G 2L 3L 4G
      '01010' +
      ['1100110', '1101100', '1000010', '1011100', '1001110', '1000100'].join('') + // 1 2 3 4 5 7 (R)
      '101'
    expect(ean13Modules('5901234123457')).toBe(expected)
  })

  it('uses only L codes on the left when the first digit is 0', () => {
    const modules = ean13Modules('0012345678905')
    expect(modules.slice(3, 45)).toBe(['0001101', '0011001', '0010011', '0111101', '0100011', '0110001'].join('')) // 0 1 2 3 4 5 (L)
  })

  it('always has 95 modules between the guards, and 30 bars', () => {
    const modules = ean13Modules('2912345678906')
    expect(modules).toHaveLength(95)
    expect(modules.slice(0, 3)).toBe('101')
    expect(modules.slice(45, 50)).toBe('01010')
    expect(modules.slice(-3)).toBe('101')
    // Every digit is two bars and two spaces; the guards add 2 + 2 + 2 bars.
    expect(ean13Bars('2912345678906')).toHaveLength(12 * 2 + 6)
  })

  it('leaves quiet zones of 11 and 7 modules', () => {
    const bars = ean13Bars('5901234123457')
    expect(bars[0]![0]).toBe(QUIET_ZONE.left)
    const [start, width] = bars.at(-1)!
    expect(EAN13_WIDTH - (start + width)).toBe(QUIET_ZONE.right)
    expect(EAN13_WIDTH).toBe(113)
  })

  it('refuses to draw an invalid number', () => {
    expect(() => ean13Modules('5901234123458')).toThrow()
  })
})
