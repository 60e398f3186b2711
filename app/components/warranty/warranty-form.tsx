import { getFormProps, getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { BotGuardFields } from '~/components/ui/bot-guard-fields'
import { FieldErrors } from '~/components/ui/field-errors'
import { validationParams } from '~/domain/validation'
import { PURCHASE_CHANNELS, PROOF_MAX_BYTES } from '~/domain/warranty'
import { useRootData } from '~/root'
import { LIMITS } from '~/schemas/checkout-rules'
import { WARRANTY_LIMITS, warrantySchema } from '~/schemas/warranty'

/*
 * The warranty registration form: a multipart form that works without JavaScript. The file comes last, so
 * that when it is too large (the server stops reading there) every field before it is shown again as typed.
 * The model field suggests the catalogue's models (a datalist) and takes any other model number too.
 */

export interface WarrantyFormProps {
  today: string
  earliest: string
  stamp: string
  models: { sku: string; name: string }[]
  stores: { id: number; name: string; city: string }[]
  lastResult: SubmissionResult<string[]> | undefined
}

function useParams() {
  const locale = useRootData()?.locale ?? 'en-US'
  return (key: string) => validationParams(key, locale)
}

function described(field: FieldMetadata<unknown>, hintId?: string): string | undefined {
  return [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(' ') || undefined
}

function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  list,
  hint,
  optional = false,
  min,
  max,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  maxLength?: number
  list?: string
  hint?: string
  optional?: boolean
  min?: string
  max?: string
}) {
  const params = useParams()
  const { key, ...props } = getInputProps(field, { type })
  const hintId = hint ? `${field.id}-hint` : undefined
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        aria-describedby={described(field, hintId)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        list={list}
        min={min}
        max={max}
        aria-required={optional ? undefined : true}
      />
      <FieldErrors id={field.errorId} errors={field.errors} params={params} />
    </div>
  )
}

export function WarrantyForm({ today, earliest, stamp, models, stores, lastResult }: WarrantyFormProps) {
  const { t } = useTranslation()
  const params = useParams()
  const [form, fields] = useAccountForm({ id: 'warranty', schema: warrantySchema({ today }), lastResult })
  const { key: storeKey, ...storeProps } = getSelectProps(fields.storeLocationId)
  const { key: proofKey, ...proofProps } = getInputProps(fields.proof, { type: 'file' })
  const channelValue = fields.channel.initialValue
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="checkout-form warranty-form"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
      <BotGuardFields stamp={stamp} />
      <FormErrors id={form.errorId} errors={form.errors} />

      <fieldset>
        <legend>{t('warranty.applianceLegend')}</legend>
        <TextField
          field={fields.modelNumber}
          label={t('warranty.modelLabel')}
          hint={t('warranty.modelHint')}
          list="warranty-models"
          autoComplete="off"
          maxLength={WARRANTY_LIMITS.model}
        />
        <datalist id="warranty-models">
          {models.map((model) => (
            <option key={model.sku} value={`${model.sku} — ${model.name}`} />
          ))}
        </datalist>
        <TextField field={fields.serialNumber} label={t('warranty.serialLabel')} autoComplete="off" maxLength={WARRANTY_LIMITS.serial} />
        <TextField field={fields.purchaseDate} label={t('warranty.purchaseDateLabel')} type="date" min={earliest} max={today} />
      </fieldset>

      <fieldset aria-describedby={fields.channel.errors?.length ? fields.channel.errorId : undefined}>
        <legend>{t('warranty.channelLabel')}</legend>
        {PURCHASE_CHANNELS.map((channel) => (
          <div className="field field-checkbox" key={channel}>
            <label>
              <input type="radio" name={fields.channel.name} value={channel} defaultChecked={channelValue === channel} />{' '}
              {t(`warranty.channel${channel[0]!.toUpperCase()}${channel.slice(1)}`)}
            </label>
          </div>
        ))}
        <FieldErrors id={fields.channel.errorId} errors={fields.channel.errors} params={params} />
        <div className="field">
          <label htmlFor={fields.storeLocationId.id}>{t('warranty.storeLabel')}</label>
          <select key={storeKey} {...storeProps} aria-describedby={described(fields.storeLocationId)}>
            <option value="">{t('warranty.storeNone')}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name} ({store.city})
              </option>
            ))}
          </select>
          <FieldErrors id={fields.storeLocationId.errorId} errors={fields.storeLocationId.errors} params={params} />
        </div>
        <TextField field={fields.retailerName} label={t('warranty.retailerLabel')} optional maxLength={WARRANTY_LIMITS.retailer} />
      </fieldset>

      <fieldset>
        <legend>{t('warranty.detailsLegend')}</legend>
        <TextField field={fields.name} label={t('warranty.nameLabel')} autoComplete="name" maxLength={LIMITS.name} />
        <TextField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
        <TextField field={fields.phone} label={t('warranty.phoneLabel')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
      </fieldset>

      <div className="field">
        <label htmlFor={fields.proof.id}>{t('warranty.proofLabel')}</label>
        <p id={`${fields.proof.id}-hint`} className="field-hint">
          {t('warranty.proofHint', { size: PROOF_MAX_BYTES / (1024 * 1024) })}
        </p>
        <input
          key={proofKey}
          {...proofProps}
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          aria-describedby={described(fields.proof, `${fields.proof.id}-hint`)}
          aria-required
        />
        <FieldErrors id={fields.proof.errorId} errors={fields.proof.errors} params={params} />
      </div>

      <SubmitButton label={t('warranty.submit')} />
    </Form>
  )
}
