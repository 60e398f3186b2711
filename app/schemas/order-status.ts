/**
 * The order status page's forms (pay again, switch payment method). Both name the order with hidden
 * `id` and `token` fields, the same proof of access the page's link carries; the action finds the
 * order from them and then checks the chosen method against what that order offers.
 */
import * as z from './zod'
import { CHOOSE_PAYMENT_METHOD } from './checkout'
import { text } from './text'

/** An order id as it appears in links: anything else is not an order (404, not a form error). */
export const ORDER_ID = /^[0-9A-Za-z_-]{1,64}$/

const orderFields = {
  id: text().optional(),
  token: text().optional(),
}

/**
 * `methodCodes`: the methods the order may switch to. The page passes the ones it shows; the action
 * checks them once it has found the order (see app/routes/($store)+/_checkout+/order.status.tsx).
 */
export function orderPaymentSchema(methodCodes?: readonly string[]) {
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('retry'), ...orderFields }),
    z.object({
      intent: z.literal('change-method'),
      ...orderFields,
      method: text({ error: CHOOSE_PAYMENT_METHOD }).refine((code) => !methodCodes || methodCodes.includes(code), CHOOSE_PAYMENT_METHOD),
    }),
  ])
}

export type OrderPaymentInput = z.output<ReturnType<typeof orderPaymentSchema>>
