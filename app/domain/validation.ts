/**
 * Field rules: required fields, names of at least 2 letters in English and 3 in
 * other locales, passwords of at least 8 characters and a matching confirmation,
 * tax ID and zip code of at least 3, search terms of at least 3 characters, a
 * valid e-mail, terms accepted. Each validator returns a
 * message key (the English text in messages.ts, used as the i18n key) or null
 * when the value passes. Keys with a {min} placeholder get their number from
 * `validationParams`, so a schema can do `t(key, validationParams(key, locale))`.
 *
 * Empty input: the length validators report 'Field is required' for an empty
 * value rather than "too short"; a schema for an optional field skips the
 * validator when the field is empty. The search term is the exception: it is
 * not a form field, so an empty term is simply too short.
 */
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  NAME_TOO_SHORT,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  SEARCH_TOO_SHORT,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  ZIP_TOO_SHORT,
} from '~/domain/messages'

export {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  NAME_TOO_SHORT,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  SEARCH_TOO_SHORT,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  ZIP_TOO_SHORT,
}

export const ZIP_MIN = 3
export const TAX_ID_MIN = 3
export const PASSWORD_MIN = 8
export const SEARCH_MIN = 3
/** Longer search terms are cut: nobody types more, and the engines need not read it. */
export const SEARCH_MAX = 200
export const NAME_MIN_ENGLISH = 2
export const NAME_MIN_OTHER = 3

/** Letters a name needs: 2 in English locales ('en', 'en-ZA', 'en_US'), 3 in all others. */
export function nameMinLength(locale: string): number {
  return /^en(?:[-_]|$)/i.test(locale.trim()) ? NAME_MIN_ENGLISH : NAME_MIN_OTHER
}

/** The numbers a message key's placeholders need, for the i18n layer. */
export function validationParams(key: string, locale: string): Record<string, number> {
  switch (key) {
    case NAME_TOO_SHORT:
      return { min: nameMinLength(locale) }
    case PASSWORD_TOO_SHORT:
      return { min: PASSWORD_MIN }
    case TAX_ID_TOO_SHORT:
      return { min: TAX_ID_MIN }
    case ZIP_TOO_SHORT:
      return { min: ZIP_MIN }
    case SEARCH_TOO_SHORT:
      return { min: SEARCH_MIN }
    default:
      return {}
  }
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** A required field must hold something other than blanks. */
export function validateRequired(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? null : FIELD_REQUIRED
  return text(value) === '' ? FIELD_REQUIRED : null
}

/** First or last name: required, and at least 2 letters (English) or 3 (other locales). */
export function validateName(value: unknown, locale: string): string | null {
  const name = text(value)
  if (name === '') return FIELD_REQUIRED
  const letters = name.match(/\p{L}/gu)?.length ?? 0
  return letters >= nameMinLength(locale) ? null : NAME_TOO_SHORT
}

function minLength(value: unknown, min: number, tooShort: string): string | null {
  const content = text(value)
  if (content === '') return FIELD_REQUIRED
  // Count characters, not UTF-16 units, so 'äöü' is three.
  return [...content].length >= min ? null : tooShort
}

/** Password: at least 8 characters. Spaces count; only the length is checked. */
export function validatePassword(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return FIELD_REQUIRED
  return [...value].length >= PASSWORD_MIN ? null : PASSWORD_TOO_SHORT
}

/** The confirmation must be identical to the password, character for character. */
export function validatePasswordConfirmation(password: unknown, confirmation: unknown): string | null {
  if (typeof confirmation !== 'string' || confirmation === '') return FIELD_REQUIRED
  return confirmation === password ? null : PASSWORDS_DIFFER
}

/** Tax ID: at least 3 characters. */
export function validateTaxId(value: unknown): string | null {
  return minLength(value, TAX_ID_MIN, TAX_ID_TOO_SHORT)
}

/** Zip-code: at least 3 characters. */
export function validateZip(value: unknown): string | null {
  return minLength(value, ZIP_MIN, ZIP_TOO_SHORT)
}

/**
 * A search term as every search reads it: runs of white space made one space, trimmed, at most SEARCH_MAX
 * characters. The search page, the suggestions and the header panel all clean with this, so the panel
 * recognises the answer to what was typed ("fridge  white" is "fridge white" everywhere).
 */
export function searchText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX) : ''
}

/** Control characters except the tab and the line breaks a text of several lines keeps. */
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]/u

/**
 * Whether text holds control characters (U+0000-U+001F, U+007F-U+009F). Nobody types them into a form, and
 * a database may refuse them (PostgreSQL cannot store U+0000 in text at all). A text of several lines (a
 * message, a review) keeps its tabs and line breaks; a one-line field takes none.
 */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : /\p{Cc}/u).test(value)
}

/** Search term: at least 3 characters after trimming. */
export function validateSearchTerm(value: unknown): string | null {
  return [...text(value)].length >= SEARCH_MIN ? null : SEARCH_TOO_SHORT
}

/**
 * A valid e-mail address: one '@', no spaces, a local part, and a domain of dot-
 * separated labels ending in a top-level label of at least two letters.
 */
export function validateEmail(value: unknown): string | null {
  const email = text(value)
  if (email === '') return FIELD_REQUIRED
  return isEmail(email) ? null : EMAIL_INVALID
}

/** E-mail addresses are compared without case and surrounding blanks (accounts, newsletter). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function isEmail(email: string): boolean {
  if (email.length > 254) return false
  const at = email.lastIndexOf('@')
  if (at < 1 || email.indexOf('@') !== at) return false
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (local.length > 64 || !/^[^\s@"(),:;<>[\\\]]+$/.test(local)) return false
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  const label = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u
  if (!labels.every((part) => label.test(part))) return false
  return /^\p{L}{2,}$/u.test(labels[labels.length - 1])
}

/** Terms and conditions must be accepted (a checked box posts 'on'). */
export function validateTermsAccepted(value: unknown): string | null {
  const accepted = value === true || (typeof value === 'string' && ['on', 'true', '1', 'yes'].includes(value.trim().toLowerCase()))
  return accepted ? null : TERMS_NOT_ACCEPTED
}
