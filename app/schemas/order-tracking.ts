/**
 * The guest order tracking form on /order-tracking: the order number and the e-mail address it was placed
 * with. Whether they match an order is the action's answer, one message for every miss.
 */
import { FIELD_REQUIRED } from '~/domain/validation'
import { FIELD_TOO_LONG, emailField } from './checkout'
import { text } from './text'
import * as z from './zod'

/** Longer than any order number the shop writes ('KZA-1234567'), short enough to refuse junk early. */
const ORDER_NUMBER_MAX = 32

/** Locale key of the one answer for a wrong number, a wrong e-mail, or both. */
export const ORDER_NOT_FOUND = 'tracking.notFound'

export const orderTrackingSchema = z.object({
  orderNumber: text({ error: FIELD_REQUIRED })
    .min(1, { error: FIELD_REQUIRED, abort: true })
    .max(ORDER_NUMBER_MAX, { error: FIELD_TOO_LONG, abort: true }),
  email: emailField(),
})
