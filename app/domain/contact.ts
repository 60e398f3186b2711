/**
 * The contact form's rules: the departments a message can go to (the same four the shop has on
 * WhatsApp), the phone number rule, the message's length and WhatsApp click-to-chat links.
 * Pure functions; the form's schema is ~/schemas/contact.
 */

/** The shop's four support departments, on WhatsApp as on the form: customer services, service center, spare parts, large appliances. */
export const CONTACT_DEPARTMENTS = ['customer-services', 'service-center', 'spare-parts', 'large-appliances'] as const
export type ContactDepartment = (typeof CONTACT_DEPARTMENTS)[number]

export function isContactDepartment(value: unknown): value is ContactDepartment {
  return typeof value === 'string' && (CONTACT_DEPARTMENTS as readonly string[]).includes(value)
}

export const PHONE_MIN_DIGITS = 7
export const PHONE_MAX_DIGITS = 20
/** The longest phone entry: 20 digits and room for their separators. */
export const PHONE_MAX_LENGTH = 32

/**
 * A phone number the service team can call back: digits with spaces, a leading '+', brackets and dashes
 * ('+27 (21) 410-5510'), and 7 to 20 digits in all (room for an extension). Letters, other signs and a '+'
 * anywhere but at the start are refused.
 */
export function isContactPhone(value: string): boolean {
  const phone = value.trim()
  if (phone.length > PHONE_MAX_LENGTH) return false
  if (!/^\+?[0-9 ()-]+$/.test(phone)) return false
  const digits = phone.replace(/\D/g, '').length
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS
}

/** A message says something (at least a sentence) and fits a support ticket. */
export const MESSAGE_MIN_LENGTH = 10
export const MESSAGE_MAX_LENGTH = 2_000

/** Characters, not UTF-16 units: an emoji counts once. */
export function messageLength(value: string): number {
  return [...value.trim()].length
}

/**
 * A WhatsApp click-to-chat link (https://wa.me/<number>?text=…): the number in international form with
 * digits only, the text URL-encoded (spaces as %20, which WhatsApp reads on every platform).
 */
export function whatsappChatLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '')
  if (digits.length < PHONE_MIN_DIGITS) throw new RangeError(`Not a WhatsApp number: ${number}`)
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}

/** A contact message's reference for the shopper's confirmation: 'C-' and eight letters and digits. */
export function contactReference(random: string): string {
  const cleaned = random.toUpperCase().replace(/[^0-9A-Z]/g, '')
  if (cleaned.length < 8) throw new RangeError('A contact reference needs eight characters of randomness')
  return `C-${cleaned.slice(-8)}`
}
