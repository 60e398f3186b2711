/**
 * Loyalty cards: a 13-digit EAN-13 number in the in-store range, printed as the EAN-13 bar code
 * every till scanner reads. Numbers starting with 2 are reserved by GS1 for use inside a company, so a card
 * can never be mistaken for a product's barcode. Our cards start with 29 (20-28 are left to weighed goods).
 */

export const LOYALTY_PREFIX = '29'
const SERIAL_DIGITS = 12 - LOYALTY_PREFIX.length

/** The check digit of the first 12 digits: weights 1 and 3 from the left, up to the next multiple of 10. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits before its check digit, got "${first12}"`)
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
}

/** A card number from its serial (10 digits): prefix, serial, check digit. */
export function loyaltyCardNumber(serial: string): string {
  if (!new RegExp(`^\\d{${SERIAL_DIGITS}}$`).test(serial)) throw new Error(`A loyalty card serial has ${SERIAL_DIGITS} digits`)
  const first12 = LOYALTY_PREFIX + serial
  return first12 + ean13CheckDigit(first12)
}

/** A new card number with a random serial; the unique index on the column settles the rare collision. */
export function randomLoyaltyCardNumber(): string {
  const digits = globalThis.crypto.getRandomValues(new Uint8Array(SERIAL_DIGITS))
  // 250 of 256 byte values map evenly onto 0-9; the small bias left does not matter for a card serial.
  return loyaltyCardNumber([...digits].map((byte) => byte % 10).join(''))
}

// The three digit encodings, 7 modules each ('1' a bar, '0' a space). R is L inverted; G is R reversed.
const L_CODES = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011']
const R_CODES = L_CODES.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const G_CODES = R_CODES.map((code) => [...code].reverse().join(''))
/** The first digit is not drawn: it is told by which of the left six digits use L or G. */
const LEFT_PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL']

/** Blank modules a scanner needs on each side of the symbol (the EAN-13 specification's minimum). */
export const QUIET_ZONE = { left: 11, right: 7 } as const

/**
 * The 95 modules of an EAN-13 symbol: start guard 101, six left digits, centre guard 01010, six right
 * digits, end guard 101. Quiet zones are not included (see QUIET_ZONE).
 */
export function ean13Modules(code: string): string {
  if (!isValidEan13(code)) throw new Error(`"${code}" is not a valid EAN-13 number`)
  const digits = [...code].map(Number)
  const parity = LEFT_PARITY[digits[0]!]!
  const left = digits.slice(1, 7).map((digit, i) => (parity[i] === 'L' ? L_CODES : G_CODES)[digit])
  const right = digits.slice(7).map((digit) => R_CODES[digit])
  return `101${left.join('')}01010${right.join('')}101`
}

/** Runs of bars as [start, width] in modules, measured from the left edge of the quiet zone. */
export function ean13Bars(code: string): Array<[number, number]> {
  const bars: Array<[number, number]> = []
  for (const match of ean13Modules(code).matchAll(/1+/g)) bars.push([QUIET_ZONE.left + match.index, match[0].length])
  return bars
}

/** The total width in modules, quiet zones included. */
export const EAN13_WIDTH = QUIET_ZONE.left + 95 + QUIET_ZONE.right
