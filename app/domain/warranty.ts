/**
 * Warranty registration rules: what a proof of purchase may be, which purchase dates are
 * believable, and the registration number shoppers quote to the service centre. Pure functions; the
 * route and ~/providers/service/warranty.server apply them.
 */

/** The largest proof of purchase accepted: a phone photo or a scanned PDF fits easily. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024

export type ProofKind = 'pdf' | 'jpeg' | 'png'

/** The file extension a stored proof gets, from what its content is (never from the shopper's name). */
export const PROOF_EXTENSIONS: Readonly<Record<ProofKind, string>> = { pdf: 'pdf', jpeg: 'jpg', png: 'png' }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, i) => bytes[offset + i] === byte)
}

/**
 * What a file is by its first bytes (its "magic number"), or null for anything else: a PDF starts with
 * `%PDF-` (some writers put a few bytes of junk first, which readers allow within the first kilobyte),
 * a JPEG with FF D8 FF, a PNG with its eight-byte signature. The name and the browser's type are ignored:
 * an executable renamed `invoice.pdf` is still an executable.
 */
export function sniffProofKind(bytes: Uint8Array): ProofKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  const head = bytes.subarray(0, 1024)
  for (let i = 0; i + 5 <= head.length; i++) {
    if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d], i)) return 'pdf'
  }
  return null
}

/** How far back a purchase may be: appliance warranties run up to ten years (compressors, inverter motors). */
export const PURCHASE_MAX_AGE_YEARS = 10

export type PurchaseDateProblem = 'invalid' | 'future' | 'too-old'

/** A calendar date as YYYY-MM-DD, or null when it is not a real day (2026-02-30). */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** The earliest purchase date accepted when today is `today` (both YYYY-MM-DD). */
export function earliestPurchaseDate(today: string): string {
  const parsed = parseCalendarDate(today)
  if (!parsed) throw new Error(`not a date: ${today}`)
  return `${String(parsed.year - PURCHASE_MAX_AGE_YEARS).padStart(4, '0')}-${today.slice(5)}`.replace(/-02-29$/, '-02-28')
}

/**
 * Whether a purchase date can be right: a real day, not after today in the store view's time zone
 * (`today`, YYYY-MM-DD: a shopper in Johannesburg at 00:30 has already reached tomorrow in UTC terms),
 * and not more than ten years ago. ISO dates compare correctly as strings.
 */
export function purchaseDateProblem(value: string, today: string): PurchaseDateProblem | null {
  if (!parseCalendarDate(value)) return 'invalid'
  const date = value.trim()
  if (date > today) return 'future'
  if (date < earliestPurchaseDate(today)) return 'too-old'
  return null
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** Letters and digits that cannot be mistaken for one another when read over the phone (no I, L, O, U, 0, 1). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const CODE_LENGTH = 6

/** WR-<date of registration>-<six readable characters>, e.g. WR-20261125-7KQ4XM. */
export const REGISTRATION_NUMBER = /^WR-\d{8}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/

/**
 * A registration number for a registration made on `today` (YYYY-MM-DD); `randomBytes` gives the code
 * (crypto.getRandomValues in production). 30^6 codes a day: a clash is retried by the provider.
 */
export function registrationNumber(today: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < CODE_LENGTH) throw new Error('registrationNumber needs six random bytes')
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomBytes[i]! % CODE_ALPHABET.length]
  return `WR-${today.replace(/-/g, '')}-${code}`
}

/** Where the appliance was bought: one of our stores, our online shop, or another retailer. */
export const PURCHASE_CHANNELS = ['store', 'online', 'retailer'] as const
export type PurchaseChannel = (typeof PURCHASE_CHANNELS)[number]
