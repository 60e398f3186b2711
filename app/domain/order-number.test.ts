import { describe, expect, it } from 'vitest'
import { ORDER_NUMBER_PREFIXES, formatOrderNumber, orderNumberPrefix, parseOrderNumber } from '~/domain/order-number'

describe('order number prefixes', () => {
  it('has one per store view', () => {
    expect(ORDER_NUMBER_PREFIXES).toEqual({ default: 'KZA', de: 'KDE', it: 'KIT' })
    expect(orderNumberPrefix('default')).toBe('KZA')
    expect(orderNumberPrefix('de')).toBe('KDE')
    expect(orderNumberPrefix('it')).toBe('KIT')
  })
})

describe('formatOrderNumber', () => {
  it('pads the sequence to six digits', () => {
    expect(formatOrderNumber('KZA', 123)).toBe('KZA-000123')
    expect(formatOrderNumber('KDE', 1)).toBe('KDE-000001')
    expect(formatOrderNumber('KIT', 999_999)).toBe('KIT-999999')
  })

  it('keeps every digit of a longer sequence', () => {
    expect(formatOrderNumber('KZA', 1_234_567)).toBe('KZA-1234567')
  })

  it.each(['', 'K', 'kza', 'KZA1', 'TOOLONG', 'K-A'])('refuses prefix %j', (prefix) => {
    expect(() => formatOrderNumber(prefix, 1)).toThrow(RangeError)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses sequence %s', (sequence) => {
    expect(() => formatOrderNumber('KZA', sequence)).toThrow(RangeError)
  })
})

describe('parseOrderNumber', () => {
  it('reads a formatted number back, with its store view', () => {
    expect(parseOrderNumber('KZA-000123')).toEqual({ prefix: 'KZA', sequence: 123, storeCode: 'default' })
    expect(parseOrderNumber('KDE-000001')).toEqual({ prefix: 'KDE', sequence: 1, storeCode: 'de' })
    expect(parseOrderNumber('KIT-1234567')).toEqual({ prefix: 'KIT', sequence: 1_234_567, storeCode: 'it' })
  })

  it('ignores outer spaces and letter case', () => {
    expect(parseOrderNumber('  kza-000123 ')).toEqual({ prefix: 'KZA', sequence: 123, storeCode: 'default' })
  })

  it('reads a prefix no store view uses, without a store view', () => {
    expect(parseOrderNumber('KXX-000042')).toEqual({ prefix: 'KXX', sequence: 42, storeCode: null })
  })

  it.each([
    'KZA-123', // too few digits
    'KZA-0000123', // extra leading zero
    'KZA-000000', // sequence 0
    'KZA000123',
    'KZA -000123',
    'KZA-000123-1',
    'KZA-00012a',
    '',
  ])('refuses %j', (text) => {
    expect(parseOrderNumber(text)).toBeNull()
  })

  it('refuses what is not a string', () => {
    expect(parseOrderNumber(123)).toBeNull()
    expect(parseOrderNumber(null)).toBeNull()
  })

  it('round-trips', () => {
    for (const sequence of [1, 99, 100_000, 999_999, 1_000_000, 87_654_321]) {
      for (const prefix of Object.values(ORDER_NUMBER_PREFIXES)) {
        expect(parseOrderNumber(formatOrderNumber(prefix, sequence))?.sequence).toBe(sequence)
      }
    }
  })
})
