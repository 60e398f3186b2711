/**
 * The contact form on /contact: one schema for conform in the browser and parseWithZod in the
 * action. Messages are locale keys; a name has at least 2 letters in English, 3 in other locales, as everywhere.
 */
import {
  CONTACT_DEPARTMENTS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  isContactPhone,
  messageLength,
} from '~/domain/contact'
import { parseOrderNumber } from '~/domain/order-number'
import { FIELD_REQUIRED } from '~/domain/validation'
import { FIELD_TOO_LONG, emailField, nameField } from './checkout'
import { longText, text } from './text'
import * as z from './zod'

export const CONTACT_PHONE_INVALID = 'contact.phoneInvalid'
export const CONTACT_CHOOSE_DEPARTMENT = 'contact.chooseDepartment'
export const CONTACT_ORDER_NUMBER_INVALID = 'contact.orderNumberInvalid'
export const CONTACT_MESSAGE_TOO_SHORT = 'contact.messageTooShort'
export const CONTACT_MESSAGE_TOO_LONG = 'contact.messageTooLong'
/** Longer than any order number the shop writes ('KZA-1234567'). */
export const CONTACT_ORDER_NUMBER_MAX = 20

export function contactSchema(locale: string) {
  return z.object({
    name: nameField(locale),
    email: emailField(),
    phone: text({ error: FIELD_REQUIRED })
      .min(1, { error: FIELD_REQUIRED, abort: true })
      .max(PHONE_MAX_LENGTH, { error: CONTACT_PHONE_INVALID, abort: true })
      .refine(isContactPhone, CONTACT_PHONE_INVALID),
    department: z.enum(CONTACT_DEPARTMENTS, { error: CONTACT_CHOOSE_DEPARTMENT }),
    // Optional; when given it must look like an order number. Whether the order exists is not the form's
    // business: the message is linked to it only when it does and was placed with the same address.
    orderNumber: text()
      .max(CONTACT_ORDER_NUMBER_MAX, { error: CONTACT_ORDER_NUMBER_INVALID, abort: true })
      .refine((value) => value === '' || parseOrderNumber(value) !== null, CONTACT_ORDER_NUMBER_INVALID)
      .optional(),
    message: longText({ error: FIELD_REQUIRED })
      .min(1, { error: FIELD_REQUIRED, abort: true })
      .refine((value) => messageLength(value) >= MESSAGE_MIN_LENGTH, { error: CONTACT_MESSAGE_TOO_SHORT, abort: true })
      .refine((value) => messageLength(value) <= MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_TOO_LONG),
  })
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>

/** Placeholders of the contact messages, for FieldErrors. */
export function contactMessageParams(key: string): Record<string, number> {
  if (key === CONTACT_MESSAGE_TOO_SHORT) return { min: MESSAGE_MIN_LENGTH }
  if (key === CONTACT_MESSAGE_TOO_LONG) return { max: MESSAGE_MAX_LENGTH }
  return {}
}

export { FIELD_TOO_LONG }
