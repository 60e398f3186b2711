/**
 * Cart forms: add, change a quantity (0 removes the line), remove, codes; a quantity is a whole
 * number above 0. One zod schema per form, used by conform in the browser and by `parseWithZod` in the
 * cart action (and the product page's action, for add-to-cart). Each form posts its `intent`, so
 * the action parses one discriminated union.
 *
 * These check the shape only. Whatever needs the database (is the product sold, is there stock,
 * the product's max sale quantity, does the coupon exist) is decided by the cart provider, which
 * may then report its message against a field of the same form.
 *
 * Messages are the spec's sentences and the cart's locale keys, as the cart shows them elsewhere.
 */
import type { SubmissionResult } from '@conform-to/react'
import * as z from './zod'
import { COUPON_CODE_MAX_LENGTH } from '~/domain/coupons'
import { FIELD_REQUIRED, MAX_QUANTITY, PRODUCT_NOT_AVAILABLE, QTY_MUST_BE_POSITIVE } from '~/domain/messages'
import { text } from './text'

export const FIELD_TOO_LONG = 'checkout.fieldTooLong'
export const OPTIONS_INVALID = 'cart.optionsInvalid'
export const BUNDLE_INVALID = 'cart.bundleInvalid'

/** No shopper orders more of one thing in one go; the stock and sale limits are usually far lower. */
export const QTY_LIMIT = 9999
/** More selections than any product has: the post is not from the shop's form. */
const MAX_SELECTIONS = 50

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/
export const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
const ID = /^\d{1,9}$/

/** The values a message needs besides what the server adds: the schema's own quantity cap. */
export function cartMessageParams(key: string): Record<string, number> {
  return key === MAX_QUANTITY ? { maxQuantity: QTY_LIMIT } : {}
}

function quantity(min: 0 | 1) {
  // Plain digits only, as a shopper types them: 'abc', '-1', '1.5', '1e3' or '0x10' are not quantities.
  return text({ error: QTY_MUST_BE_POSITIVE })
    .regex(/^\d{1,9}$/, { error: QTY_MUST_BE_POSITIVE, abort: true })
    .transform(Number)
    .pipe(z.number().min(min, { error: QTY_MUST_BE_POSITIVE }).max(QTY_LIMIT, { error: MAX_QUANTITY }))
}

const sku = text({ error: PRODUCT_NOT_AVAILABLE }).regex(SKU, { error: PRODUCT_NOT_AVAILABLE })
const lineId = text({ error: PRODUCT_NOT_AVAILABLE }).regex(ULID, { error: PRODUCT_NOT_AVAILABLE })
/** Where a no-JS shopper lands afterwards; `safeRedirectPath` decides whether it is safe. */
const redirectTo = text().optional()

/**
 * Fields named like `options.12` (custom option 12) as a record of id to value: a dot, not brackets,
 * because conform reads `options[12]` as an array index and the action refuses indexes a form has no
 * list for (~/utils/form.server). Empty choices ('None') are left out. One message for the whole
 * group: it shows beside the product's options, not beside a hidden key.
 */
function selections(value: RegExp, message: string) {
  return z.preprocess(
    (raw) => {
      if (raw === undefined) return {}
      if (typeof raw !== 'object' || raw === null) return raw
      return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''))
    },
    z.record(z.string(), z.string(), { error: message }).refine(
      (record) => {
        const entries = Object.entries(record)
        return entries.length <= MAX_SELECTIONS && entries.every(([k, v]) => ID.test(k) && value.test(v))
      },
      { error: message },
    ),
  )
}

export const addToCartSchema = z.object({
  intent: z.literal('add'),
  sku,
  childSku: sku.optional(),
  // Without a quantity (a plain "Add to cart" from elsewhere) one unit is added.
  qty: quantity(1).optional(),
  options: selections(ID, OPTIONS_INVALID),
  bundle: selections(ID, BUNDLE_INVALID),
  // Per-item quantities of a grouped product; 0 skips that item.
  grouped: selections(/^\d{1,4}$/, QTY_MUST_BE_POSITIVE).transform((record) =>
    Object.fromEntries(Object.entries(record).map(([id, qty]) => [id, Number(qty)])),
  ),
  redirectTo,
})

/** A line's new quantity; 0 removes the line. */
export const updateLineSchema = z.object({ intent: z.literal('update'), lineId, qty: quantity(0), redirectTo })

/** A configurable product's attribute codes and values, as the catalogue spells them. */
const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,63}$/
const ATTRIBUTE_VALUE = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/

/**
 * A cart line reopened: its new variant (fields `attributes.<code>`), custom options, bundle selections and
 * quantity. The shape only: which choices the product needs and whether they combine is the provider's to say.
 */
export const editLineSchema = z.object({
  intent: z.literal('edit'),
  lineId,
  qty: quantity(1),
  attributes: z.preprocess(
    (raw) => {
      if (raw === undefined) return {}
      if (typeof raw !== 'object' || raw === null) return raw
      return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''))
    },
    z.record(z.string(), z.string(), { error: OPTIONS_INVALID }).refine(
      (record) => {
        const entries = Object.entries(record)
        return entries.length <= MAX_SELECTIONS && entries.every(([k, v]) => ATTRIBUTE_CODE.test(k) && ATTRIBUTE_VALUE.test(v))
      },
      { error: OPTIONS_INVALID },
    ),
  ),
  options: selections(ID, OPTIONS_INVALID),
  bundle: selections(ID, BUNDLE_INVALID),
  redirectTo,
})

export const removeLineSchema = z.object({ intent: z.literal('remove'), lineId, redirectTo })

function codeField(max: number) {
  return text({ error: FIELD_REQUIRED }).min(1, { error: FIELD_REQUIRED, abort: true }).max(max, { error: FIELD_TOO_LONG })
}

export const couponSchema = z.object({ intent: z.literal('coupon'), code: codeField(COUPON_CODE_MAX_LENGTH), redirectTo })
export const couponRemoveSchema = z.object({ intent: z.literal('coupon-remove'), redirectTo })
export const voucherSchema = z.object({ intent: z.literal('voucher'), code: codeField(40), redirectTo })
export const voucherRemoveSchema = z.object({ intent: z.literal('voucher-remove'), redirectTo })

/** Every cart form, told apart by its `intent`. */
export const cartActionSchema = z.discriminatedUnion('intent', [
  addToCartSchema,
  updateLineSchema,
  editLineSchema,
  removeLineSchema,
  couponSchema,
  couponRemoveSchema,
  voucherSchema,
  voucherRemoveSchema,
])

export type CartAction = z.infer<typeof cartActionSchema>
export type CartIntent = CartAction['intent']
export type AddToCartInput = z.infer<typeof addToCartSchema>
export type EditLineInput = z.infer<typeof editLineSchema>

/** What a cart action answers a refused form with: which form it was, conform's result, values for the message. */
export interface CartFormReply {
  form: string
  result: SubmissionResult<string[]>
  params?: Record<string, number>
}
