import { describe, expect, it } from 'vitest'
import { storeViewByCode } from '~/utils/store-views'
import { DEFAULT_DATE_FORMAT, PRICE_RANGES, formatDate, formatMoney, priceRangeLabel, priceRangeOf, type MoneyFormat } from '~/domain/money'

const rand: MoneyFormat = { currencySymbol: 'R', symbolFirst: true, thousandsSeparator: ' ', decimalSeparator: '.' }
const euro: MoneyFormat = { currencySymbol: '€', symbolFirst: false, thousandsSeparator: '.', decimalSeparator: ',' }

describe('formatMoney', () => {
  it("formats the default view as symbol, space, amount: 'R 1 299.00'", () => {
    expect(formatMoney(129_900, rand)).toBe('R 1 299.00')
  })

  it("formats the euro views as amount, space, symbol: '1.299,00 €'", () => {
    expect(formatMoney(129_900, euro)).toBe('1.299,00 €')
  })

  it('always shows two decimals', () => {
    expect(formatMoney(5, rand)).toBe('R 0.05')
    expect(formatMoney(50, rand)).toBe('R 0.50')
    expect(formatMoney(100, euro)).toBe('1,00 €')
  })

  it('formats zero, and negative zero without a sign', () => {
    expect(formatMoney(0, rand)).toBe('R 0.00')
    expect(formatMoney(-0, rand)).toBe('R 0.00')
  })

  it('groups thousands only from 1 000 up (boundary)', () => {
    expect(formatMoney(99_999, rand)).toBe('R 999.99')
    expect(formatMoney(100_000, rand)).toBe('R 1 000.00')
    expect(formatMoney(123_456_789, rand)).toBe('R 1 234 567.89')
    expect(formatMoney(123_456_789, euro)).toBe('1.234.567,89 €')
  })

  it('puts a leading minus before negatives', () => {
    expect(formatMoney(-1000, rand)).toBe('-R 10.00')
    expect(formatMoney(-1000, euro)).toBe('-10,00 €')
    expect(formatMoney(-129_900, rand)).toBe('-R 1 299.00')
  })

  it('rounds a fractional minor amount to the nearest cent', () => {
    expect(formatMoney(1299.6, rand)).toBe('R 13.00')
  })

  it('accepts the store views as formats', () => {
    expect(formatMoney(129_900, storeViewByCode('default')!)).toBe('R 1 299.00')
    expect(formatMoney(129_900, storeViewByCode('de')!)).toBe('1.299,00 €')
    expect(formatMoney(129_900, storeViewByCode('it')!)).toBe('1.299,00 €')
  })
})

describe('formatDate', () => {
  const instant = new Date('2024-03-05T07:09:00Z')

  it("defaults to 'HH:mm dd/MM/yyyy' in UTC", () => {
    expect(DEFAULT_DATE_FORMAT).toBe('HH:mm dd/MM/yyyy')
    expect(formatDate(instant)).toBe('07:09 05/03/2024')
  })

  it('supports other token orders and separators', () => {
    expect(formatDate(instant, 'HH:mm dd.MM.yyyy')).toBe('07:09 05.03.2024')
    expect(formatDate(instant, 'yyyy-MM-dd')).toBe('2024-03-05')
    expect(formatDate(instant, 'HH:mm:ss')).toBe('07:09:00')
  })

  it('tells minutes (mm) from months (MM)', () => {
    expect(formatDate(new Date('2024-11-05T10:42:00Z'), 'MM mm')).toBe('11 42')
  })

  it('renders in the given time zone', () => {
    expect(formatDate(instant, DEFAULT_DATE_FORMAT, 'Africa/Johannesburg')).toBe('09:09 05/03/2024')
    // 23:30 UTC is already the next day in Johannesburg.
    expect(formatDate(new Date('2024-12-31T23:30:00Z'), DEFAULT_DATE_FORMAT, 'Africa/Johannesburg')).toBe('01:30 01/01/2025')
  })

  it('shows midnight as 00, not 24', () => {
    expect(formatDate(new Date('2024-03-05T00:05:00Z'))).toBe('00:05 05/03/2024')
  })

  it('accepts ISO strings, a date-only string being midnight UTC', () => {
    expect(formatDate('2024-03-05T07:09:00Z')).toBe('07:09 05/03/2024')
    expect(formatDate('2024-03-05')).toBe('00:00 05/03/2024')
  })

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
  })
})

describe('price ranges', () => {
  it('has the spec buckets in major units', () => {
    expect(PRICE_RANGES).toEqual([
      { from: 0, to: 100 },
      { from: 100, to: 250 },
      { from: 250, to: 400 },
      { from: 400, to: 750 },
      { from: 750, to: 2000 },
      { from: 2000, to: null },
    ])
  })

  it("labels a range starting at 0 as '< {currency}{to}'", () => {
    expect(priceRangeLabel({ from: 0, to: 100 }, 'R')).toBe('< R100')
  })

  it("labels a range with no start as '< {currency}{to}'", () => {
    expect(priceRangeLabel({ to: 100 }, 'R')).toBe('< R100')
    expect(priceRangeLabel({ from: null, to: 100 }, '€')).toBe('< €100')
  })

  it("labels the open top range as '> {currency}{from}'", () => {
    expect(priceRangeLabel({ from: 2000, to: null }, 'R')).toBe('> R2000')
    expect(priceRangeLabel({ from: 2000 }, 'R')).toBe('> R2000')
  })

  it("labels the others as '{currency}{from} - {to}'", () => {
    expect(priceRangeLabel({ from: 100, to: 250 }, 'R')).toBe('R100 - 250')
    expect(priceRangeLabel({ from: 750, to: 2000 }, '€')).toBe('€750 - 2000')
  })

  it('labels a range with neither bound as empty', () => {
    expect(priceRangeLabel({}, 'R')).toBe('')
  })

  it('labels all spec buckets', () => {
    expect(PRICE_RANGES.map((range) => priceRangeLabel(range, 'R'))).toEqual([
      '< R100',
      'R100 - 250',
      'R250 - 400',
      'R400 - 750',
      'R750 - 2000',
      '> R2000',
    ])
  })

  it('puts a price in its bucket: from inclusive, to exclusive', () => {
    expect(priceRangeOf(0)).toEqual({ from: 0, to: 100 })
    expect(priceRangeOf(9_999)).toEqual({ from: 0, to: 100 })
    expect(priceRangeOf(10_000)).toEqual({ from: 100, to: 250 })
    expect(priceRangeOf(200_000)).toEqual({ from: 2000, to: null })
    expect(priceRangeOf(99_999_999)).toEqual({ from: 2000, to: null })
  })

  it('finds no bucket for a negative price', () => {
    expect(priceRangeOf(-1)).toBeUndefined()
  })
})
