/**
 * Money and date display: the currency symbol before or after the amount as the
 * store view says, dates as hours:minutes day/month/year by default. Amounts stay integer minor units until
 * this point; every view uses two decimals.
 */
import { zonedParts } from '~/domain/dates'

export interface MoneyFormat {
  currencySymbol: string
  symbolFirst: boolean
  thousandsSeparator: string
  decimalSeparator: string
}

/**
 * 129900 -> 'R 1 299.00' (default view) or '1.299,00 €' (euro views). The symbol
 * and the amount are separated by one space; a negative amount gets a leading
 * minus in front of everything ('-R 10.00', '-10,00 €').
 */
export function formatMoney(minor: number, f: MoneyFormat): string {
  const cents = Math.round(minor)
  const negative = cents < 0
  const absolute = Math.abs(cents)
  const whole = groupThousands(String(Math.floor(absolute / 100)), f.thousandsSeparator)
  const amount = `${whole}${f.decimalSeparator}${String(absolute % 100).padStart(2, '0')}`
  const text = f.symbolFirst ? `${f.currencySymbol} ${amount}` : `${amount} ${f.currencySymbol}`
  return negative ? `-${text}` : text
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

export const DEFAULT_DATE_FORMAT = 'HH:mm dd/MM/yyyy'

/**
 * Formats a date with the tokens yyyy, MM, dd, HH, mm and ss; anything else is
 * copied as written. The time zone is an IANA name and defaults to 'UTC', so
 * server and browser render the same text; pass 'Africa/Johannesburg' (or the
 * view's zone) to show shop-local time. A date-only string ('2024-03-01') is
 * midnight UTC of that day. An unreadable date gives ''.
 */
export function formatDate(date: Date | string, format: string = DEFAULT_DATE_FORMAT, timeZone = 'UTC'): string {
  const instant = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(instant.getTime())) return ''
  const p = zonedParts(instant, timeZone)
  const values: Record<string, string> = {
    yyyy: String(p.year).padStart(4, '0'),
    MM: String(p.month).padStart(2, '0'),
    dd: String(p.day).padStart(2, '0'),
    HH: String(p.hour).padStart(2, '0'),
    mm: String(p.minute).padStart(2, '0'),
    ss: String(p.second).padStart(2, '0'),
  }
  return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => values[token])
}

export interface PriceRange {
  /** Major units (rand or euro), inclusive. */
  from: number
  /** Major units, exclusive; null for the open top range. */
  to: number | null
}

/** Price filter buckets in major units: 0-100, 100-250, 250-400, 400-750, 750-2000, 2000 and up. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { from: 0, to: 100 },
  { from: 100, to: 250 },
  { from: 250, to: 400 },
  { from: 400, to: 750 },
  { from: 750, to: 2000 },
  { from: 2000, to: null },
]

/**
 * The filter label of a price range: '< {currency}{to}' for a range that
 * starts at 0 (or has no start), '> {currency}{from}' for an open top range, and
 * '{currency}{from} - {to}' otherwise. So: '< R100', 'R100 - 250', '> R2000'.
 * A range with neither bound gives ''.
 */
export function priceRangeLabel(range: { from?: number | null; to?: number | null }, currencySymbol: string): string {
  const from = range.from ?? null
  const to = range.to ?? null
  if (to !== null && (from === null || from <= 0)) return `< ${currencySymbol}${to}`
  if (from !== null && to === null) return `> ${currencySymbol}${from}`
  if (from !== null && to !== null) return `${currencySymbol}${from} - ${to}`
  return ''
}

/** The bucket a price in minor units falls in: from inclusive, to exclusive. */
export function priceRangeOf(minor: number, ranges: readonly PriceRange[] = PRICE_RANGES): PriceRange | undefined {
  const major = minor / 100
  return ranges.find((range) => major >= range.from && (range.to === null || major < range.to))
}
