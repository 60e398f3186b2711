/**
 * Human-readable order numbers: a store view prefix, a dash and the order's
 * sequence number padded to six digits ('KZA-000123'). Longer sequences keep all
 * their digits ('KZA-1234567'). The number is for people (e-mails, order status
 * look-ups); the database id stays the key.
 */
import type { StoreCode } from '~/utils/store-views'

export const ORDER_NUMBER_PREFIXES: Readonly<Record<StoreCode, string>> = {
  default: 'KZA',
  de: 'KDE',
  it: 'KIT',
}

const SEQUENCE_DIGITS = 6
const PREFIX = /^[A-Z]{2,5}$/
const ORDER_NUMBER = /^([A-Z]{2,5})-(\d+)$/

/** The order-number prefix of a store view. */
export function orderNumberPrefix(storeCode: StoreCode): string {
  return ORDER_NUMBER_PREFIXES[storeCode]
}

/**
 * 'KZA' + 123 -> 'KZA-000123'. The prefix must be 2 to 5 capital letters and the
 * sequence a whole number of 1 or more; anything else throws a RangeError.
 */
export function formatOrderNumber(storePrefix: string, sequence: number): string {
  if (!PREFIX.test(storePrefix)) throw new RangeError(`Order number prefix must be 2-5 capital letters: ${storePrefix}`)
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Order sequence must be a whole number of 1 or more: ${sequence}`)
  }
  return `${storePrefix}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`
}

export interface ParsedOrderNumber {
  prefix: string
  sequence: number
  /** The store view the prefix belongs to; null for a prefix no view uses. */
  storeCode: StoreCode | null
}

/**
 * What a shopper typed, as an order number: outer spaces and letter case do not
 * matter ('  kza-000123 ' reads as KZA-000123), but the digits must be written
 * as `formatOrderNumber` writes them (at least six, no extra leading zeros), so
 * each order has exactly one spelling. Anything else gives null.
 */
export function parseOrderNumber(input: unknown): ParsedOrderNumber | null {
  if (typeof input !== 'string') return null
  const match = ORDER_NUMBER.exec(input.trim().toUpperCase())
  if (!match) return null
  const [, prefix, digits] = match
  const sequence = Number(digits)
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null
  if (formatOrderNumber(prefix, sequence) !== `${prefix}-${digits}`) return null
  const entry = Object.entries(ORDER_NUMBER_PREFIXES).find(([, value]) => value === prefix)
  return { prefix, sequence, storeCode: entry ? (entry[0] as StoreCode) : null }
}
