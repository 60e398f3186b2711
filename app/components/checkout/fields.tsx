import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldErrors as Errors } from '~/components/ui/field-errors'
import { validationParams } from '~/domain/validation'
import { useRootData } from '~/root'
import { LIMITS, ZA_PROVINCES, usesProvinceList } from '~/schemas/checkout-rules'
import type { StoreCode } from '~/utils/store-views'
import { useSubmitting } from './checkout-data'

/*
 * The inputs of the checkout's section forms, also used by the account's address book. Each shows its
 * messages right below it and points to them with aria-describedby, whether they came from the browser's
 * check or from the server's 400 answer.
 */

/** The messages fill their numbers from the locale's rules (a name's minimum length...). */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const locale = useRootData()?.locale ?? 'en-US'
  return <Errors id={id} errors={errors} params={(key) => validationParams(key, locale)} />
}

export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  optional = false,
  maxLength,
  inputMode,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'tel' | 'password'
  autoComplete?: string
  optional?: boolean
  maxLength?: number
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}) {
  const { t } = useTranslation()
  const { key, ...props } = getInputProps(field, { type })
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {optional ? <span className="field-optional"> {t('checkout.optional')}</span> : null}
      </label>
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-required={optional ? undefined : true}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function NoteField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {t('checkout.additionalInformation')}
        <span className="field-optional"> {t('checkout.optional')}</span>
      </label>
      <textarea
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={field.initialValue}
        maxLength={LIMITS.note}
        rows={3}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function SubmitRow({ intent, label }: { intent: string; label: string }) {
  const submitting = useSubmitting(intent)
  return (
    <div className="checkout-actions">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={submitting}>
        {label}
      </button>
    </div>
  )
}

export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="notice" role="alert">
      {errors.map((key) => t(key)).join(' ')}
    </p>
  )
}

export function CountryField({ field, countries }: { field: FieldMetadata<string | undefined>; countries: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('checkout.country')}</label>
      <select
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={field.initialValue ?? countries[0]}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        autoComplete="country"
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {t(`checkout.country.${code}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function RegionField({ field, storeCode }: { field: FieldMetadata<string | undefined>; storeCode: StoreCode }) {
  const { t } = useTranslation()
  if (!usesProvinceList(storeCode)) {
    return <TextField field={field} label={t('checkout.region')} autoComplete="address-level1" optional maxLength={LIMITS.region} />
  }
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('checkout.province')}</label>
      <select
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={field.initialValue ?? ''}
        aria-required
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        autoComplete="address-level1"
      >
        <option value="">{t('checkout.chooseProvincePlaceholder')}</option>
        {ZA_PROVINCES.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** The address inputs shared by the shipping, the invoice and the address book's forms. */
export function AddressFields({
  fields,
  countries,
  storeCode,
  section,
}: {
  fields: Record<
    'firstName' | 'lastName' | 'country' | 'streetAddress' | 'apartmentNumber' | 'city' | 'state' | 'zipCode',
    FieldMetadata<string | undefined>
  >
  countries: readonly string[]
  storeCode: StoreCode
  section: 'shipping' | 'billing'
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextField field={fields.firstName} label={t('checkout.firstName')} autoComplete={`${section} given-name`} maxLength={LIMITS.name} />
      <TextField field={fields.lastName} label={t('checkout.lastName')} autoComplete={`${section} family-name`} maxLength={LIMITS.name} />
      <CountryField field={fields.country} countries={countries} />
      <TextField
        field={fields.streetAddress}
        label={t('checkout.streetAddress')}
        autoComplete={`${section} address-line1`}
        maxLength={LIMITS.street}
      />
      <TextField
        field={fields.apartmentNumber}
        label={t('checkout.apartmentNumber')}
        autoComplete={`${section} address-line2`}
        optional
        maxLength={LIMITS.apartment}
      />
      <TextField field={fields.city} label={t('checkout.city')} autoComplete={`${section} address-level2`} maxLength={LIMITS.city} />
      <RegionField field={fields.state} storeCode={storeCode} />
      <TextField field={fields.zipCode} label={t('checkout.zipCode')} autoComplete={`${section} postal-code`} maxLength={LIMITS.zip} />
    </>
  )
}

/** One radio per choice in a fieldset, with the field's errors below (shipping and payment methods). */
export function RadioChoices({
  field,
  legend,
  choices,
}: {
  field: { name: string; formId: string; initialValue?: unknown; errors?: string[]; errorId: string }
  legend: string
  choices: { value: string; label: ReactNode }[]
}) {
  return (
    <>
      <fieldset className="choice-list" aria-describedby={field.errors ? field.errorId : undefined}>
        <legend className="visually-hidden">{legend}</legend>
        {choices.map((choice) => (
          <p key={choice.value} className="choice">
            <label>
              <input
                type="radio"
                name={field.name}
                form={field.formId}
                value={choice.value}
                defaultChecked={field.initialValue === choice.value}
              />
              <span>{choice.label}</span>
            </label>
          </p>
        ))}
      </fieldset>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </>
  )
}
