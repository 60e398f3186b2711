import { getInputProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '~/components/ui/field-errors'
import { validationParams } from '~/domain/validation'
import { useRootData } from '~/root'
import type { ZodType, input, output } from '~/schemas/zod'

/*
 * Inputs of the account forms. Each shows its messages right below it and points to them with
 * aria-describedby, whether they came from the browser's check or from the server's 400 answer.
 */

/** The placeholders of a field's messages: the schema's limits, and what the server's answer adds. */
function useParams(extra: Record<string, string | number> = {}) {
  const locale = useRootData()?.locale ?? 'en-US'
  return (key: string) => ({ ...validationParams(key, locale), ...extra })
}

/**
 * An account form: its schema checks each field when it is left and again as it is corrected, and the
 * server's 400 answer (`lastResult`) shows the same messages.
 */
export function useAccountForm<Schema extends ZodType<unknown, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string
  schema: Schema
  lastResult: SubmissionResult<string[]> | undefined
  defaultValue?: DefaultValue<input<Schema>>
}) {
  const [form, fields] = useForm<input<Schema>, output<Schema>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  // The fields read their messages in child components (AccountField): without this read the form's
  // component did not re-render when a submit was refused in the browser, and no message showed.
  void form.allErrors
  return [form, fields] as const
}

export function AccountField({
  field,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  optional = false,
  messageParams,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  maxLength?: number
  optional?: boolean
  /** Placeholders of a message the server answered (the minutes a throttled field must wait). */
  messageParams?: Record<string, string | number>
}) {
  const params = useParams(messageParams)
  const { key, ...props } = getInputProps(field, { type })
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...props} autoComplete={autoComplete} maxLength={maxLength} aria-required={optional ? undefined : true} />
      <FieldErrors id={field.errorId} errors={field.errors} params={params} />
    </div>
  )
}

export function CheckboxField({ field, label }: { field: FieldMetadata<boolean | undefined>; label: string }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <div className="field field-checkbox">
      <label>
        <input key={key} {...props} /> {label}
      </label>
    </div>
  )
}

/** Messages about the whole form (a refused login): shown above its fields, announced at once. */
export function FormErrors({ id, errors, params }: { id: string; errors: string[] | undefined; params?: Record<string, string | number> }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error form-error" role="alert">
      {errors.map((key) => t(key, params ?? {})).join(' ')}
    </p>
  )
}

export function SubmitButton({ intent, label }: { intent?: string; label: string }) {
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
  return (
    <div className="checkout-actions">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <button type="submit" disabled={submitting}>
        {label}
      </button>
    </div>
  )
}
