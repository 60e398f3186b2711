/**
 * The warranty registration form on /warranty and /register-your-warranty. One schema for conform in the
 * browser and `parseWithZod` in the action. The proof of purchase is checked here for presence and size;
 * what the file IS (PDF, JPEG, PNG) is decided by the action from its content (~/domain/warranty).
 * The purchase date rule needs today's date in the store view's time zone, which the loader gives.
 */
import { FIELD_REQUIRED } from '~/domain/validation'
import { PROOF_MAX_BYTES, PURCHASE_CHANNELS, purchaseDateProblem } from '~/domain/warranty'
import { FIELD_TOO_LONG, PHONE_INVALID, LIMITS, emailField, isSensiblePhone } from './checkout'
import { text } from './text'
import * as z from './zod'

export const PURCHASE_DATE_INVALID = 'warranty.dateInvalid'
export const PURCHASE_DATE_FUTURE = 'warranty.dateFuture'
export const PURCHASE_DATE_TOO_OLD = 'warranty.dateTooOld'
export const CHOOSE_CHANNEL = 'warranty.chooseChannel'
export const CHOOSE_STORE = 'warranty.chooseStore'
export const PROOF_REQUIRED = 'warranty.proofRequired'
export const PROOF_EMPTY = 'warranty.proofEmpty'
export const PROOF_TOO_LARGE = 'warranty.proofTooLarge'
/** Set by the action when the file's content is not a PDF, JPEG or PNG, whatever its name says. */
export const PROOF_WRONG_TYPE = 'warranty.proofWrongType'

export const WARRANTY_LIMITS = { model: 80, serial: 60, retailer: 120 } as const

function requiredText(max: number) {
  return text({ error: FIELD_REQUIRED }).min(1, { error: FIELD_REQUIRED, abort: true }).max(max, { error: FIELD_TOO_LONG, abort: true })
}

export function warrantySchema({ today }: { today: string }) {
  return z
    .object({
      modelNumber: requiredText(WARRANTY_LIMITS.model),
      serialNumber: requiredText(WARRANTY_LIMITS.serial),
      purchaseDate: requiredText(10)
        .refine((v) => purchaseDateProblem(v, today) !== 'invalid', { error: PURCHASE_DATE_INVALID, abort: true })
        .refine((v) => purchaseDateProblem(v, today) !== 'future', { error: PURCHASE_DATE_FUTURE, abort: true })
        .refine((v) => purchaseDateProblem(v, today) !== 'too-old', { error: PURCHASE_DATE_TOO_OLD, abort: true }),
      channel: z.enum(PURCHASE_CHANNELS, { error: CHOOSE_CHANNEL }),
      storeLocationId: z.coerce.number().int().positive().optional(),
      retailerName: text().max(WARRANTY_LIMITS.retailer, { error: FIELD_TOO_LONG, abort: true }).optional(),
      name: requiredText(LIMITS.name),
      email: emailField(),
      phone: requiredText(LIMITS.phone).refine(isSensiblePhone, PHONE_INVALID),
      proof: z
        .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, { error: PROOF_REQUIRED, abort: true })
        .refine((file) => file.size > 0, { error: PROOF_EMPTY, abort: true })
        .refine((file) => file.size <= PROOF_MAX_BYTES, { error: PROOF_TOO_LARGE, abort: true }),
    })
    .superRefine((value, ctx) => {
      if (value.channel === 'store' && value.storeLocationId === undefined) {
        ctx.addIssue({ code: 'custom', message: CHOOSE_STORE, path: ['storeLocationId'] })
      }
      if (value.channel === 'retailer' && !value.retailerName) {
        ctx.addIssue({ code: 'custom', message: FIELD_REQUIRED, path: ['retailerName'] })
      }
    })
}

export type WarrantyInput = z.output<ReturnType<typeof warrantySchema>>
