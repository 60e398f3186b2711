/**
 * Checkout forms (personal details, shipping, payment, review) and their field rules. One zod schema per
 * section, used by conform in the browser and by `parseWithZod` in the checkout action, so the
 * same rules answer with or without JavaScript.
 *
 * Messages are locale KEYS: the spec's own sentences ('Field is required') and the rule texts of
 * domain/messages.ts (with a {min} placeholder filled by `validationParams`), plus a few
 * 'checkout.*' keys for rules the spec leaves open (phone, country, length caps).
 *
 * Schemas are built per context: the name rule depends on the locale (2 letters in English, 3 in
 * other locales), the countries and the region field on the store view, and the methods on offer
 * on the cart.
 */
import * as z from './zod'
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  NAME_TOO_SHORT,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  ZIP_TOO_SHORT,
  isEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateTaxId,
  validateZip,
} from '~/domain/validation'
import {
  CHECKOUT_COUNTRIES,
  CHOOSE_ADDRESS,
  CHOOSE_COUNTRY,
  CHOOSE_PAYMENT_METHOD,
  CHOOSE_PROVINCE,
  CHOOSE_SHIPPING_METHOD,
  FIELD_TOO_LONG,
  FORM_EXPIRED,
  LIMITS,
  PHONE_INVALID,
  ZA_PROVINCES,
  usesProvinceList,
  type CheckoutSchemaContext,
} from './checkout-rules'
import type { StoreCode } from '~/utils/store-views'
import { longText, password, text } from './text'

export * from './checkout-rules'

// ---------------------------------------------------------------------------------------------
// Fields. Conform turns an empty input into undefined, so a missing value fails the type check
// with 'Field is required'; blanks are trimmed away and fail the same way.
// ---------------------------------------------------------------------------------------------

function requiredText(max: number) {
  // `abort`: an empty field reports only 'Field is required', not also the rules after it.
  return text({ error: FIELD_REQUIRED }).min(1, { error: FIELD_REQUIRED, abort: true }).max(max, { error: FIELD_TOO_LONG, abort: true })
}

function optionalText(max: number) {
  return text().max(max, { error: FIELD_TOO_LONG, abort: true }).optional()
}

/** The delivery note: a textarea, so its tabs and line breaks stay. */
function note() {
  return longText().max(LIMITS.note, { error: FIELD_TOO_LONG, abort: true }).optional()
}

/** Only the rule's own message: the required check has already run. */
const only = (rule: (value: string) => string | null) => (value: string) => rule(value) === null

export function nameField(locale: string) {
  return requiredText(LIMITS.name).refine(
    only((v) => validateName(v, locale)),
    NAME_TOO_SHORT,
  )
}

export function emailField() {
  return requiredText(LIMITS.email).refine(isEmail, EMAIL_INVALID)
}

function zipField() {
  return requiredText(LIMITS.zip).refine(only(validateZip), ZIP_TOO_SHORT)
}

/**
 * A phone number a courier can dial: digits with the usual separators (spaces, dashes, dots,
 * brackets, a leading +), and 7 to 15 digits in all (15 is the E.164 maximum).
 */
export function isSensiblePhone(value: string): boolean {
  if (!/^\+?[0-9\s().\-/]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}

function phoneField() {
  return requiredText(LIMITS.phone).refine(isSensiblePhone, PHONE_INVALID)
}

function optionalPhoneField() {
  return optionalText(LIMITS.phone).refine((v) => v === undefined || v === '' || isSensiblePhone(v), PHONE_INVALID)
}

/** Tax ID is optional (an invoice for a business); when given it needs at least 3 characters. */
function taxIdField() {
  return optionalText(LIMITS.taxId).refine((v) => v === undefined || v === '' || validateTaxId(v) === null, TAX_ID_TOO_SHORT)
}

function countryField(storeCode: StoreCode) {
  const countries = CHECKOUT_COUNTRIES[storeCode]
  return text({ error: FIELD_REQUIRED }).refine((v) => countries.includes(v), CHOOSE_COUNTRY)
}

function regionField(storeCode: StoreCode) {
  if (usesProvinceList(storeCode)) {
    return text({ error: FIELD_REQUIRED }).refine((v) => (ZA_PROVINCES as readonly string[]).includes(v), CHOOSE_PROVINCE)
  }
  return optionalText(LIMITS.region)
}

/** The address fields shared by the shipping address and the invoice address. */
function addressShape(ctx: CheckoutSchemaContext) {
  return {
    firstName: nameField(ctx.locale),
    lastName: nameField(ctx.locale),
    country: countryField(ctx.storeCode),
    streetAddress: requiredText(LIMITS.street),
    apartmentNumber: optionalText(LIMITS.apartment),
    city: requiredText(LIMITS.city),
    state: regionField(ctx.storeCode),
    zipCode: zipField(),
  }
}

/**
 * A delivery address as checkout takes it and the account's address book keeps it (the shipping
 * details without the method and the note): one set of rules for both.
 */
export function deliveryAddressFields(ctx: CheckoutSchemaContext) {
  return {
    ...addressShape(ctx),
    suburb: optionalText(LIMITS.suburb),
    phoneNumber: phoneField(),
  }
}

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

/**
 * Personal details; a guest may also create an account here: with the box ticked a password of at least 8 characters and its identical
 * confirmation are required, without it they are ignored. Passwords are never trimmed.
 */
export function personalDetailsSchema(ctx: CheckoutSchemaContext) {
  return z
    .object({
      intent: z.literal('personal'),
      firstName: nameField(ctx.locale),
      lastName: nameField(ctx.locale),
      emailAddress: emailField(),
      createAccount: z.boolean().optional(),
      password: password().max(LIMITS.password, { error: FIELD_TOO_LONG }).optional(),
      confirmPassword: password().max(LIMITS.password, { error: FIELD_TOO_LONG }).optional(),
    })
    .superRefine((value, issues) => {
      if (!value.createAccount) return
      const password = validatePassword(value.password)
      if (password) issues.addIssue({ code: 'custom', message: password, path: ['password'] })
      const confirmation = validatePasswordConfirmation(value.password, value.confirmPassword)
      if (confirmation) issues.addIssue({ code: 'custom', message: confirmation, path: ['confirmPassword'] })
    })
}

/** A new delivery address; a signed-in customer may also keep it in their address book. */
export function shippingAddressSchema(ctx: CheckoutSchemaContext) {
  return z.object({
    intent: z.literal('shipping'),
    ...deliveryAddressFields(ctx),
    additionalInformation: note(),
    saveAddress: z.boolean().optional(),
  })
}

/** One of the signed-in customer's saved addresses (the action checks that it is theirs). */
export function savedShippingAddressSchema(_ctx?: CheckoutSchemaContext) {
  return z.object({
    intent: z.literal('shipping-saved'),
    addressId: text({ error: CHOOSE_ADDRESS }).min(1, CHOOSE_ADDRESS).max(40, CHOOSE_ADDRESS),
    additionalInformation: note(),
  })
}

export function shippingMethodSchema(ctx: CheckoutSchemaContext) {
  const codes = ctx.shippingMethodCodes ?? []
  return z.object({
    intent: z.literal('shipping-method'),
    shippingMethod: text({ error: CHOOSE_SHIPPING_METHOD }).refine((v) => codes.includes(v), CHOOSE_SHIPPING_METHOD),
  })
}

/**
 * Billing: either "same as my shipping address" (a checkbox, posted as 'on') or an invoice address
 * with optional company and tax ID. With the box ticked the address inputs are ignored, so the
 * form works without JavaScript (which merely hides them). A virtual cart has no shipping address
 * to copy, so there the address is the only choice.
 */
export function billingSchema(ctx: CheckoutSchemaContext) {
  const address = z.object({
    intent: z.literal('billing'),
    sameAsShipping: z.undefined().optional(),
    ...addressShape(ctx),
    company: optionalText(LIMITS.company),
    phoneNumber: optionalPhoneField(),
    taxId: taxIdField(),
  })
  if (ctx.virtual) return address
  return z.discriminatedUnion('sameAsShipping', [z.object({ intent: z.literal('billing'), sameAsShipping: z.literal('on') }), address])
}

export function paymentMethodSchema(ctx: CheckoutSchemaContext) {
  const codes = ctx.paymentMethodCodes ?? []
  return z.object({
    intent: z.literal('payment'),
    paymentMethod: text({ error: CHOOSE_PAYMENT_METHOD }).refine((v) => codes.includes(v), CHOOSE_PAYMENT_METHOD),
  })
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/

/** An amount the review step showed, sent back as a hidden field; a page without it is out of date. */
const reviewedAmount = z.coerce
  .number({ error: FORM_EXPIRED })
  .int(FORM_EXPIRED)
  .min(0, FORM_EXPIRED)
  .max(Number.MAX_SAFE_INTEGER, FORM_EXPIRED)

/**
 * Place order: the terms must be accepted. The idempotency key and the amounts the review showed are
 * the page's own hidden fields; a page without valid ones is out of date and is sent back to be
 * reloaded. The amounts are only compared (domain/review.ts): lines, prices and totals come from the
 * server's cart.
 */
export function placeOrderSchema(_ctx?: CheckoutSchemaContext) {
  return z.object({
    intent: z.literal('place'),
    idempotencyKey: text({ error: FORM_EXPIRED }).regex(ULID, FORM_EXPIRED),
    reviewedDiscount: reviewedAmount,
    reviewedVoucherAmount: reviewedAmount,
    reviewedAmountDue: reviewedAmount,
    terms: z.boolean({ error: TERMS_NOT_ACCEPTED }).refine((v) => v === true, TERMS_NOT_ACCEPTED),
  })
}

/** Every form of the checkout page, told apart by `intent`; the shipping steps only when there is something to ship. */
export function checkoutActionSchema(ctx: CheckoutSchemaContext) {
  const personal = personalDetailsSchema(ctx)
  const billing = billingSchema(ctx)
  const payment = paymentMethodSchema(ctx)
  const place = placeOrderSchema(ctx)
  if (ctx.virtual) return z.discriminatedUnion('intent', [personal, billing, payment, place])
  return z.discriminatedUnion('intent', [
    personal,
    shippingAddressSchema(ctx),
    savedShippingAddressSchema(ctx),
    shippingMethodSchema(ctx),
    billing,
    payment,
    place,
  ])
}

export type PersonalDetailsInput = z.output<ReturnType<typeof personalDetailsSchema>>
export type ShippingAddressInput = z.output<ReturnType<typeof shippingAddressSchema>>
export type DeliveryAddressInput = z.output<z.ZodObject<ReturnType<typeof deliveryAddressFields>>>
export type BillingInput = z.output<ReturnType<typeof billingSchema>>
export type PlaceOrderInput = z.output<ReturnType<typeof placeOrderSchema>>
export type CheckoutActionInput = z.output<ReturnType<typeof checkoutActionSchema>>
