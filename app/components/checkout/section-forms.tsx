import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCharge } from '~/components/product/price'
import { preselectedAddress } from '~/domain/address-book'
import { addressLines } from '~/domain/address'
import * as M from '~/domain/messages'
import type { ShippingAddressInput } from '~/schemas/checkout'
import { LIMITS } from '~/schemas/checkout-rules'
import { useDeferredCheck } from '~/utils/deferred-check'
import { useHydrated } from '~/utils/use-hydrated'
import { loadCheckoutChecks, useLastResult, type CheckoutData } from './checkout-data'
import { AddressFields, NoteField, RadioChoices, SubmitRow, TextField } from './fields'

/* One form per checkout section, each validated by its section's schema in the browser and again by the action. */

export function PersonalForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const checking = useDeferredCheck(loadCheckoutChecks)
  const saved = data.state.personalDetails
  const emailTaken = saved?.emailTaken === true
  // An account the e-mail found since the step was saved (placing was refused): said beside the e-mail.
  // One object per page: conform reapplies a result whenever its identity changes, so a fresh object on
  // every render would re-render without end (React error 185).
  const takenResult = useMemo<SubmissionResult<string[]> | undefined>(
    () => (emailTaken ? { status: 'error', error: { emailAddress: [M.EMAIL_TAKEN] } } : undefined),
    [emailTaken],
  )
  const [form, fields] = useForm({
    id: 'checkout-personal',
    lastResult: useLastResult('personal') ?? takenResult,
    defaultValue: saved ? { ...saved, createAccount: saved.createAccount ? 'on' : undefined } : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.personal(data.schema, validation.formData)),
  })
  checking.form.current = form
  return (
    <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
      <TextField field={fields.firstName} label={t('checkout.firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField field={fields.lastName} label={t('checkout.lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
      <TextField
        field={fields.emailAddress}
        label={t('checkout.emailAddress')}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      {data.signedIn ? null : (
        <CreateAccountFields
          box={fields.createAccount}
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          startChecked={saved?.createAccount === true}
        />
      )}
      <SubmitRow intent="personal" label={t('checkout.continue')} />
    </Form>
  )
}

/**
 * "Create an account" for a guest, in the personal details: a box and the password twice. Without
 * JavaScript the password inputs always show and count only with the box ticked; with it they show once
 * it is ticked. A saved choice keeps the box ticked; the password itself is never sent back.
 */
function CreateAccountFields({
  box,
  password,
  confirmPassword,
  startChecked,
}: {
  box: FieldMetadata<boolean | undefined>
  password: FieldMetadata<string | undefined>
  confirmPassword: FieldMetadata<string | undefined>
  startChecked: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [checked, setChecked] = useState(startChecked)
  return (
    <fieldset className="checkout-create-account">
      <legend className="visually-hidden">{t('checkout.createAccount')}</legend>
      <p className="choice">
        <label>
          <input
            type="checkbox"
            id={box.id}
            name={box.name}
            form={box.formId}
            defaultChecked={startChecked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
          />{' '}
          {t('checkout.createAccount')}
        </label>
      </p>
      <div hidden={hydrated && !checked}>
        <p className="field-hint">{t(startChecked ? 'checkout.createAccountAgain' : 'checkout.createAccountHint')}</p>
        <TextField field={password} label={t('account.password')} type="password" autoComplete="new-password" maxLength={LIMITS.password} />
        <TextField
          field={confirmPassword}
          label={t('account.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.password}
        />
      </div>
    </fieldset>
  )
}

/**
 * A signed-in customer's saved addresses, the default chosen; Continue delivers there. A new address is
 * the form below it, open when there is nothing to choose from.
 */
function SavedAddressForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const checking = useDeferredCheck(loadCheckoutChecks)
  const [form, fields] = useForm({
    id: 'checkout-shipping-saved',
    lastResult: useLastResult('shipping-saved'),
    defaultValue: {
      addressId: preselectedAddress(data.savedAddresses)?.id,
      additionalInformation: data.state.shippingDetails?.additionalInformation,
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.savedShippingAddress(data.schema, validation.formData)),
  })
  checking.form.current = form
  return (
    <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
      <RadioChoices
        field={fields.addressId}
        legend={t('checkout.savedAddresses')}
        choices={data.savedAddresses.map((address) => ({
          value: address.id,
          label: addressLines(address, t(`checkout.country.${address.country}`)).join(', '),
        }))}
      />
      <NoteField field={fields.additionalInformation} />
      <SubmitRow intent="shipping-saved" label={t('checkout.deliverHere')} />
    </Form>
  )
}

export function ShippingAddressForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const lastResult = useLastResult('shipping')
  if (!data.savedAddresses.length) return <NewAddressForm data={data} />
  return (
    <>
      <SavedAddressForm data={data} />
      {/* A native disclosure: it opens and closes without JavaScript too. */}
      <details className="checkout-new-address" open={lastResult !== undefined}>
        <summary>{t('checkout.newAddress')}</summary>
        <NewAddressForm data={data} />
      </details>
    </>
  )
}

function NewAddressForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const checking = useDeferredCheck(loadCheckoutChecks)
  const personal = data.state.personalDetails
  const [form, fields] = useForm<ShippingAddressInput>({
    id: 'checkout-shipping',
    lastResult: useLastResult('shipping'),
    defaultValue: data.state.shippingDetails ?? {
      firstName: personal?.firstName,
      lastName: personal?.lastName,
      country: data.countries[0],
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.shippingAddress(data.schema, validation.formData)),
  })
  checking.form.current = form
  return (
    <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
      <AddressFields fields={fields} countries={data.countries} storeCode={data.schema.storeCode} section="shipping" />
      <TextField
        field={fields.suburb}
        label={t('checkout.suburb')}
        autoComplete="shipping address-level3"
        optional
        maxLength={LIMITS.suburb}
      />
      <TextField
        field={fields.phoneNumber}
        label={t('checkout.phoneNumber')}
        type="tel"
        autoComplete="shipping tel"
        maxLength={LIMITS.phone}
      />
      <NoteField field={fields.additionalInformation} />
      {data.signedIn ? (
        <p className="choice">
          <label>
            <input type="checkbox" id={fields.saveAddress.id} name={fields.saveAddress.name} form={fields.saveAddress.formId} />{' '}
            {t('checkout.saveAddress')}
          </label>
        </p>
      ) : null}
      <SubmitRow intent="shipping" label={t('checkout.continue')} />
    </Form>
  )
}

export function ShippingMethodForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const charge = useCharge()
  const checking = useDeferredCheck(loadCheckoutChecks)
  const chosen = data.shippingMethod?.code ?? data.shippingMethods.find((m) => m.default)?.code
  const [form, fields] = useForm({
    id: 'checkout-shipping-method',
    lastResult: useLastResult('shipping-method'),
    defaultValue: { shippingMethod: chosen },
    shouldValidate: 'onBlur',
    // Picking a method clears the message at once; on blur it would vanish under the pointer heading for Continue.
    shouldRevalidate: 'onInput',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.shippingMethod(data.schema, validation.formData)),
  })
  checking.form.current = form
  const field = fields.shippingMethod
  return (
    <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
      <RadioChoices
        field={field}
        legend={t('checkout.step.shippingMethod')}
        choices={data.shippingMethods.map((method) => ({
          value: method.code,
          label: (
            <>
              {t(`checkout.shippingMethod.${data.cart.totals.currency}.${method.code}`, { defaultValue: method.title })}
              {': '}
              <strong>{charge(method.priceInclTax)}</strong>
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
  const checking = useDeferredCheck(loadCheckoutChecks)
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
        : {
            sameAsShipping: startSame ? 'on' : undefined,
            firstName: personal?.firstName,
            lastName: personal?.lastName,
            country: data.countries[0],
          },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.billing(data.schema, validation.formData)),
  })
  checking.form.current = form
  const sameField = (fields as unknown as Record<string, FieldMetadata<string | undefined>>).sameAsShipping
  const address = fields as unknown as Record<string, FieldMetadata<string | undefined>>
  return (
    <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
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
          countries={data.countries}
          storeCode={data.schema.storeCode}
          section="billing"
        />
        <TextField field={address.company} label={t('checkout.company')} autoComplete="organization" optional maxLength={LIMITS.company} />
        <TextField field={address.taxId} label={t('checkout.taxId')} optional maxLength={LIMITS.taxId} />
        <TextField
          field={address.phoneNumber}
          label={t('checkout.phoneNumber')}
          type="tel"
          autoComplete="billing tel"
          optional
          maxLength={LIMITS.phone}
        />
      </fieldset>
      <SubmitRow intent="billing" label={t('checkout.continue')} />
    </Form>
  )
}

export function PaymentForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const checking = useDeferredCheck(loadCheckoutChecks)
  const [form, fields] = useForm({
    id: 'checkout-payment',
    lastResult: useLastResult('payment'),
    defaultValue: { paymentMethod: data.paymentMethod?.code },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.payment(data.schema, validation.formData)),
  })
  checking.form.current = form
  const field = fields.paymentMethod
  return (
    <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
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
