import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '~/components/ui/field-errors'
import { validationParams } from '~/domain/validation'
import { useRootData } from '~/root'

/*
 * Inputs of the account forms. Each shows its messages right below it and points to them with
 * aria-describedby, whether they came from the browser's check or from the server's 400 answer.
 */

function useParams() {
  const locale = useRootData()?.locale ?? 'en-US'
  return (key: string) => validationParams(key, locale)
}

/**
 * Make the form's component re-render when any field's messages change. The fields read their messages in
 * child components (AccountField), and without this read a submit refused in the browser rendered nothing.
 */
export function watchErrors(form: { allErrors: Record<string, string[]> }): void {
  void form.allErrors
}

export function AccountField({
  field,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  optional = false,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  maxLength?: number
  optional?: boolean
}) {
  const params = useParams()
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
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error form-error" role="alert">
      {errors.map((key) => t(key)).join(' ')}
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
