/**
 * The text fields every form builds on. A shopper never types a control character (a NUL byte, a bell), a
 * forged post does, and the database may refuse it (PostgreSQL cannot store U+0000): every string field
 * starts from one of these, so each form refuses them beside the field, with or without JavaScript.
 * - `text()`: one line (a name, an e-mail address, a code, a hidden field), trimmed; no control character,
 *   not even a tab or a line break;
 * - `longText()`: several lines (a message, a review, a delivery note), trimmed; tabs and line breaks stay;
 * - `password()`: as typed, never trimmed; one line.
 * Control characters are refused first and alone, so their message is the one the shopper sees.
 */
import { hasControlCharacters } from '~/domain/validation'
import * as z from './zod'

export const CONTROL_CHARACTERS = 'common.controlCharacters'

type StringParams = Parameters<typeof z.string>[0]

function withoutControlCharacters(multiline: boolean) {
  return z.refine<string>((value) => !hasControlCharacters(value, { multiline }), { error: CONTROL_CHARACTERS, abort: true })
}

export function text(params?: StringParams) {
  return z.string(params).trim().check(withoutControlCharacters(false))
}

export function longText(params?: StringParams) {
  return z.string(params).trim().check(withoutControlCharacters(true))
}

export function password(params?: StringParams) {
  return z.string(params).check(withoutControlCharacters(false))
}
