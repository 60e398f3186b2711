import { getFormProps, useForm, type FieldMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/product/price'
import {
  LIMITS,
  billingSchema,
  paymentMethodSchema,
  personalDetailsSchema,
  shippingAddressSchema,
  shippingMethodSchema,
} from '~/schemas/checkout'
import { useHydrated } from '~/utils/use-hydrated'
import { useLastResult, type CheckoutData } from './checkout-data'
import { AddressFields, NoteField, RadioChoices, SubmitRow, TextField } from './fields'

/* One form per checkout section, each validated by its section's schema in the browser and again by the action. */

export function PersonalForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const schema = personalDetailsSchema(data.schema)
  const saved = data.state.personalDetails
  const [form, fields] = useForm({
    id: 'checkout-personal',
    lastResult: useLastResult('personal'),
    defaultValue: saved,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <TextField field={fields.firstName} label={t('checkout.firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField field={fields.lastName} label={t('checkout.lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
      <TextField field={fields.emailAddress} label={t('checkout.emailAddress')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      {/*
        CREATE ACCOUNT (reserved): with customer accounts, guests may choose to register here
        (SPEC 3 personalDetails.password / createAccount). Nothing is rendered until that exists.
      */}
      <SubmitRow intent="personal" label={t('checkout.continue')} />
    </Form>
  )
}

export function ShippingAddressForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const schema = shippingAddressSchema(data.schema)
  const personal = data.state.personalDetails
  const [form, fields] = useForm({
    id: 'checkout-shipping',
    lastResult: useLastResult('shipping'),
    defaultValue: data.state.shippingDetails ?? {
      firstName: personal?.firstName,
      lastName: personal?.lastName,
      country: data.countries[0],
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <AddressFields fields={fields} data={data} section="shipping" />
      <TextField field={fields.suburb} label={t('checkout.suburb')} autoComplete="shipping address-level3" optional maxLength={LIMITS.suburb} />
      <TextField field={fields.phoneNumber} label={t('checkout.phoneNumber')} type="tel" autoComplete="shipping tel" maxLength={LIMITS.phone} />
      <NoteField field={fields.additionalInformation} />
      <SubmitRow intent="shipping" label={t('checkout.continue')} />
    </Form>
  )
}

export function ShippingMethodForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const money = useMoney()
  const schema = shippingMethodSchema(data.schema)
  const chosen = data.shippingMethod?.code ?? data.shippingMethods.find((m) => m.default)?.code
  const [form, fields] = useForm({
    id: 'checkout-shipping-method',
    lastResult: useLastResult('shipping-method'),
    defaultValue: { shippingMethod: chosen },
    shouldValidate: 'onBlur',
    // Picking a method clears the message at once; on blur it would vanish under the pointer heading for Continue.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const field = fields.shippingMethod
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <RadioChoices
        field={field}
        legend={t('checkout.step.shippingMethod')}
        choices={data.shippingMethods.map((method) => ({
          value: method.code,
          label: (
            <>
              {t(`checkout.shippingMethod.${data.cart.totals.currency}.${method.code}`, { defaultValue: method.title })}
              {': '}
              <strong>{method.priceInclTax === 0 ? t('checkout.free') : money(method.priceInclTax)}</strong>
            </>
          ),
        }))}
      />
      <p className="field-hint">{t('checkout.pricesInclVat')}</p>
      <SubmitRow intent="shipping-method" label={t('checkout.continue')} />
    </Form>
  )
}

export function BillingForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const schema = billingSchema(data.schema)
  const saved = data.state.paymentDetails
  const canCopy = !data.cart.virtual
  const startSame = canCopy && (!saved || saved.sameAsShipping)
  const [same, setSame] = useState(startSame)
  const hydrated = useHydrated()
  const personal = data.state.personalDetails
  const [form, fields] = useForm({
    id: 'checkout-billing',
    lastResult: useLastResult('billing'),
    defaultValue:
      saved && !saved.sameAsShipping
        ? saved
        : { sameAsShipping: startSame ? 'on' : undefined, firstName: personal?.firstName, lastName: personal?.lastName, country: data.countries[0] },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const sameField = (fields as unknown as Record<string, FieldMetadata<string | undefined>>).sameAsShipping
  const address = fields as unknown as Record<string, FieldMetadata<string | undefined>>
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      {canCopy ? (
        <p className="choice">
          <label>
            <input
              type="checkbox"
              id={sameField.id}
              name={sameField.name}
              form={sameField.formId}
              defaultChecked={startSame}
              onChange={(event) => setSame(event.currentTarget.checked)}
            />{' '}
            {t('checkout.sameAsShipping')}
          </label>
        </p>
      ) : null}
      {/* Without JavaScript the invoice address is always shown; it is used when the box is not ticked. */}
      <fieldset className="checkout-invoice" hidden={hydrated && canCopy && same}>
        <legend>{canCopy ? t('checkout.invoiceAddressOther') : t('checkout.invoiceAddress')}</legend>
        <AddressFields
          fields={address as Parameters<typeof AddressFields>[0]['fields']}
          data={data}
          section="billing"
        />
        <TextField field={address.company} label={t('checkout.company')} autoComplete="organization" optional maxLength={LIMITS.company} />
        <TextField field={address.taxId} label={t('checkout.taxId')} optional maxLength={LIMITS.taxId} />
        <TextField field={address.phoneNumber} label={t('checkout.phoneNumber')} type="tel" autoComplete="billing tel" optional maxLength={LIMITS.phone} />
      </fieldset>
      <SubmitRow intent="billing" label={t('checkout.continue')} />
    </Form>
  )
}

export function PaymentForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const schema = paymentMethodSchema(data.schema)
  const [form, fields] = useForm({
    id: 'checkout-payment',
    lastResult: useLastResult('payment'),
    defaultValue: { paymentMethod: data.paymentMethod?.code },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const field = fields.paymentMethod
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <RadioChoices
        field={field}
        legend={t('checkout.step.payment')}
        choices={data.paymentMethods.map((method) => ({
          value: method.code,
          label: t(`checkout.payment.${method.code}`, { defaultValue: method.title }),
        }))}
      />
      <SubmitRow intent="payment" label={t('checkout.continue')} />
    </Form>
  )
}
