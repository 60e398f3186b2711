import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  NAME_TOO_SHORT,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  ZIP_TOO_SHORT,
} from '~/domain/validation'
import {
  CHOOSE_COUNTRY,
  CHOOSE_PAYMENT_METHOD,
  CHOOSE_PROVINCE,
  CHOOSE_SHIPPING_METHOD,
  FIELD_TOO_LONG,
  FORM_EXPIRED,
  PHONE_INVALID,
  billingSchema,
  checkoutActionSchema,
  isSensiblePhone,
  paymentMethodSchema,
  personalDetailsSchema,
  placeOrderSchema,
  shippingAddressSchema,
  shippingMethodSchema,
  type CheckoutSchemaContext,
} from './checkout'

const en: CheckoutSchemaContext = { locale: 'en-ZA', storeCode: 'default' }
const de: CheckoutSchemaContext = { locale: 'de-DE', storeCode: 'de' }

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

/** The field errors conform reports for a posted form (empty when it passes). */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema })
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

const address = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  country: 'ZA',
  streetAddress: '12 Long Street',
  city: 'Cape Town',
  state: 'Western Cape',
  zipCode: '8001',
  phoneNumber: '+27 21 555 0100',
}

describe('personal details', () => {
  const valid = { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' }

  it('accepts complete details and trims them', () => {
    const submission = parseWithZod(form({ ...valid, firstName: '  Thandi ' }), { schema: personalDetailsSchema(en) })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.firstName).toBe('Thandi')
  })

  it("says 'Field is required' for each missing or blank field, and only that", () => {
    expect(errorsOf(personalDetailsSchema(en), { intent: 'personal', lastName: '   ' })).toEqual({
      firstName: [FIELD_REQUIRED],
      lastName: [FIELD_REQUIRED],
      emailAddress: [FIELD_REQUIRED],
    })
  })

  it('needs 2 letters of a name in English locales and 3 in others', () => {
    const twoLetters = { ...valid, firstName: 'Li', lastName: 'Wu' }
    expect(errorsOf(personalDetailsSchema(en), twoLetters)).toEqual({})
    expect(errorsOf(personalDetailsSchema({ ...en, locale: 'en-US' }), twoLetters)).toEqual({})
    expect(errorsOf(personalDetailsSchema(de), twoLetters)).toEqual({ firstName: [NAME_TOO_SHORT], lastName: [NAME_TOO_SHORT] })
    expect(errorsOf(personalDetailsSchema({ ...de, locale: 'it-IT' }), { ...valid, firstName: 'Ugo' })).toEqual({})
    expect(errorsOf(personalDetailsSchema(en), { ...valid, firstName: 'A' })).toEqual({ firstName: [NAME_TOO_SHORT] })
  })

  it('counts letters, not dots or digits', () => {
    expect(errorsOf(personalDetailsSchema(en), { ...valid, firstName: 'J.' })).toEqual({ firstName: [NAME_TOO_SHORT] })
    expect(errorsOf(personalDetailsSchema(de), { ...valid, firstName: 'Jö.' })).toEqual({ firstName: [NAME_TOO_SHORT] })
    expect(errorsOf(personalDetailsSchema(de), { ...valid, firstName: 'Jörg' })).toEqual({})
  })

  it('wants a valid e-mail address', () => {
    for (const bad of ['thandi', 'thandi@', 'thandi@example', 'th andi@example.com', 'a@b.c']) {
      expect(errorsOf(personalDetailsSchema(en), { ...valid, emailAddress: bad }), bad).toEqual({ emailAddress: [EMAIL_INVALID] })
    }
    expect(errorsOf(personalDetailsSchema(en), { ...valid, emailAddress: ' thandi+shop@mail.example.co.za ' })).toEqual({})
  })

  it('caps the length of a field', () => {
    expect(errorsOf(personalDetailsSchema(en), { ...valid, lastName: 'x'.repeat(61) })).toEqual({ lastName: [FIELD_TOO_LONG] })
  })
})

describe('create an account at checkout', () => {
  const guest = { intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' }

  it('ignores the password without the box', () => {
    expect(errorsOf(personalDetailsSchema(en), { ...guest, password: 'x' })).toEqual({})
  })

  it('with the box, wants a password of 8 characters and the same again', () => {
    const schema = personalDetailsSchema(en)
    expect(errorsOf(schema, { ...guest, createAccount: 'on' })).toEqual({ password: [FIELD_REQUIRED], confirmPassword: [FIELD_REQUIRED] })
    expect(errorsOf(schema, { ...guest, createAccount: 'on', password: 'seven77', confirmPassword: 'seven7' })).toEqual({
      password: [PASSWORD_TOO_SHORT],
      confirmPassword: [PASSWORDS_DIFFER],
    })
    const submission = parseWithZod(form({ ...guest, createAccount: 'on', password: ' eight 8 ', confirmPassword: ' eight 8 ' }), {
      schema,
    })
    expect(submission.status === 'success' && submission.value).toMatchObject({ createAccount: true, password: ' eight 8 ' })
  })
})

describe('shipping address', () => {
  const valid = { intent: 'shipping', ...address }

  it('accepts a South African address with a province', () => {
    expect(errorsOf(shippingAddressSchema(en), valid)).toEqual({})
  })

  it('requires the address fields and the phone, not the apartment, suburb or note', () => {
    expect(errorsOf(shippingAddressSchema(en), { intent: 'shipping' })).toEqual({
      firstName: [FIELD_REQUIRED],
      lastName: [FIELD_REQUIRED],
      country: [FIELD_REQUIRED],
      streetAddress: [FIELD_REQUIRED],
      city: [FIELD_REQUIRED],
      state: [FIELD_REQUIRED],
      zipCode: [FIELD_REQUIRED],
      phoneNumber: [FIELD_REQUIRED],
    })
  })

  it('needs a zip-code of at least 3 characters', () => {
    expect(errorsOf(shippingAddressSchema(en), { ...valid, zipCode: '80' })).toEqual({ zipCode: [ZIP_TOO_SHORT] })
    expect(errorsOf(shippingAddressSchema(en), { ...valid, zipCode: '800' })).toEqual({})
  })

  it('takes only the countries of the store view', () => {
    expect(errorsOf(shippingAddressSchema(en), { ...valid, country: 'DE' })).toEqual({ country: [CHOOSE_COUNTRY] })
    const german = { ...valid, country: 'DE', state: '', zipCode: '10115', phoneNumber: '030 1234567' }
    expect(errorsOf(shippingAddressSchema(de), german)).toEqual({})
    expect(errorsOf(shippingAddressSchema(de), { ...german, country: 'IT' })).toEqual({})
    expect(errorsOf(shippingAddressSchema(de), { ...german, country: 'ZA' })).toEqual({ country: [CHOOSE_COUNTRY] })
  })

  it('picks a South African province from the list; euro views have a free-text region', () => {
    expect(errorsOf(shippingAddressSchema(en), { ...valid, state: 'Bavaria' })).toEqual({ state: [CHOOSE_PROVINCE] })
    const german = { ...valid, country: 'DE', state: 'Bayern', zipCode: '80331', phoneNumber: '089 123456' }
    expect(errorsOf(shippingAddressSchema(de), german)).toEqual({})
  })

  it('wants a phone number a courier can dial', () => {
    expect(errorsOf(shippingAddressSchema(en), { ...valid, phoneNumber: 'call me' })).toEqual({ phoneNumber: [PHONE_INVALID] })
    expect(errorsOf(shippingAddressSchema(en), { ...valid, phoneNumber: '12345' })).toEqual({ phoneNumber: [PHONE_INVALID] })
    expect(isSensiblePhone('+27 (0)21 555-0100')).toBe(true)
    expect(isSensiblePhone('082 555 0100')).toBe(true)
    expect(isSensiblePhone('+1234567890123456')).toBe(false)
  })
})

describe('shipping and payment method', () => {
  it('accepts only a method on offer', () => {
    const schema = shippingMethodSchema({ ...en, shippingMethodCodes: ['standard', 'collect'] })
    expect(errorsOf(schema, { intent: 'shipping-method', shippingMethod: 'collect' })).toEqual({})
    expect(errorsOf(schema, { intent: 'shipping-method', shippingMethod: 'teleport' })).toEqual({
      shippingMethod: [CHOOSE_SHIPPING_METHOD],
    })
    expect(errorsOf(schema, { intent: 'shipping-method' })).toEqual({ shippingMethod: [CHOOSE_SHIPPING_METHOD] })
  })

  it('refuses cash on delivery when it is not offered', () => {
    const schema = paymentMethodSchema({ ...en, paymentMethodCodes: ['cardgateway', 'banktransfer'] })
    expect(errorsOf(schema, { intent: 'payment', paymentMethod: 'banktransfer' })).toEqual({})
    expect(errorsOf(schema, { intent: 'payment', paymentMethod: 'cashondelivery' })).toEqual({ paymentMethod: [CHOOSE_PAYMENT_METHOD] })
  })
})

describe('billing', () => {
  it('with "same as shipping" ignores the address inputs', () => {
    const submission = parseWithZod(form({ intent: 'billing', sameAsShipping: 'on', firstName: '', taxId: 'x' }), {
      schema: billingSchema(en),
    })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({ intent: 'billing', sameAsShipping: 'on' })
  })

  it('otherwise validates the invoice address', () => {
    expect(errorsOf(billingSchema(en), { intent: 'billing', firstName: 'Thandi' })).toMatchObject({
      lastName: [FIELD_REQUIRED],
      zipCode: [FIELD_REQUIRED],
    })
    expect(errorsOf(billingSchema(en), { intent: 'billing', ...address, phoneNumber: '' })).toEqual({})
  })

  it('takes a tax ID of at least 3 characters, only when one is given', () => {
    const invoice = { intent: 'billing', ...address, company: 'Karoo Traders (Pty) Ltd' }
    expect(errorsOf(billingSchema(en), { ...invoice, taxId: '' })).toEqual({})
    expect(errorsOf(billingSchema(en), { ...invoice, taxId: '12' })).toEqual({ taxId: [TAX_ID_TOO_SHORT] })
    expect(errorsOf(billingSchema(en), { ...invoice, taxId: '4123456789' })).toEqual({})
  })

  it('has no "same as shipping" for a virtual cart', () => {
    const errors = errorsOf(billingSchema({ ...en, virtual: true }), { intent: 'billing', sameAsShipping: 'on' })
    expect(errors).toMatchObject({ firstName: [FIELD_REQUIRED] })
  })
})

describe('place order', () => {
  const key = '01JBX3Q8Z5N4V7W2K9M6T1R0HC'
  const reviewed = { reviewedDiscount: '0', reviewedVoucherAmount: '100000', reviewedAmountDue: '449900' }

  it('requires the terms and conditions to be accepted', () => {
    expect(errorsOf(placeOrderSchema(), { intent: 'place', idempotencyKey: key, ...reviewed })).toEqual({ terms: [TERMS_NOT_ACCEPTED] })
    expect(errorsOf(placeOrderSchema(), { intent: 'place', idempotencyKey: key, ...reviewed, terms: 'on' })).toEqual({})
  })

  it('refuses a page without a valid idempotency key', () => {
    expect(errorsOf(placeOrderSchema(), { intent: 'place', idempotencyKey: 'x', ...reviewed, terms: 'on' })).toEqual({
      idempotencyKey: [FORM_EXPIRED],
    })
  })

  it('refuses a page without the amounts its review showed', () => {
    expect(errorsOf(placeOrderSchema(), { intent: 'place', idempotencyKey: key, terms: 'on' })).toEqual({
      reviewedDiscount: [FORM_EXPIRED],
      reviewedVoucherAmount: [FORM_EXPIRED],
      reviewedAmountDue: [FORM_EXPIRED],
    })
    expect(
      errorsOf(placeOrderSchema(), { intent: 'place', idempotencyKey: key, ...reviewed, reviewedAmountDue: '-1', terms: 'on' }),
    ).toEqual({
      reviewedAmountDue: [FORM_EXPIRED],
    })
    expect(
      errorsOf(placeOrderSchema(), { intent: 'place', idempotencyKey: key, ...reviewed, reviewedDiscount: '1.5', terms: 'on' }),
    ).toEqual({
      reviewedDiscount: [FORM_EXPIRED],
    })
  })

  it('reads nothing but the key, the reviewed amounts and the terms (posted prices are dropped)', () => {
    const submission = parseWithZod(form({ intent: 'place', idempotencyKey: key, ...reviewed, terms: 'on', price: '1', qty: '99' }), {
      schema: placeOrderSchema(),
    })
    expect(submission.status === 'success' && submission.value).toEqual({
      intent: 'place',
      idempotencyKey: key,
      reviewedDiscount: 0,
      reviewedVoucherAmount: 100000,
      reviewedAmountDue: 449900,
      terms: true,
    })
  })
})

describe('the action schema', () => {
  it('tells the forms apart by intent', () => {
    const schema = checkoutActionSchema({ ...en, paymentMethodCodes: ['cardgateway'] })
    const submission = parseWithZod(form({ intent: 'payment', paymentMethod: 'cardgateway' }), { schema })
    expect(submission.status === 'success' && submission.value).toEqual({ intent: 'payment', paymentMethod: 'cardgateway' })
  })

  it('has no shipping steps for a virtual cart', () => {
    const schema = checkoutActionSchema({ ...en, virtual: true })
    expect(parseWithZod(form({ intent: 'shipping', ...address }), { schema }).status).toBe('error')
    expect(parseWithZod(form({ intent: 'shipping', ...address }), { schema: checkoutActionSchema(en) }).status).toBe('success')
  })
})
