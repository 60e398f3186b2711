import { getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { FieldErrors } from '~/components/ui/field-errors'

/*
 * The contact form's select and text area, built like the account fields (components/account/fields):
 * the label, the control, and its messages right below it, pointed to with aria-describedby.
 */

export function SelectField({
  field,
  label,
  placeholder,
  options,
  params,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  placeholder: string
  options: { value: string; label: string }[]
  params?: (key: string) => Record<string, string | number>
}) {
  const { key, ...props } = getSelectProps(field)
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select key={key} {...props} aria-required>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} params={params} />
    </div>
  )
}

export function TextAreaField({
  field,
  label,
  hint,
  maxLength,
  params,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  hint?: string
  maxLength: number
  params?: (key: string) => Record<string, string | number>
}) {
  const { key, ...props } = getTextareaProps(field)
  const hintId = `${field.id}-hint`
  const describedBy = [hint ? hintId : null, props['aria-describedby']].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea key={key} {...props} aria-describedby={describedBy} rows={6} maxLength={maxLength} aria-required />
      <FieldErrors id={field.errorId} errors={field.errors} params={params} />
    </div>
  )
}
