import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from 'react-i18next'

/**
 * A field's messages, beside it: `errors` are locale keys (a zod schema's messages), `params` fills their
 * placeholders. The field points here with aria-describedby={id}.
 */
export function FieldErrors({
  id,
  errors,
  params,
}: {
  id: string
  errors: string[] | undefined
  params?: (key: string) => Record<string, string | number>
}) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      {errors.map((key) => t(key, params?.(key) ?? {})).join(' ')}
    </p>
  )
}

/** A field of a form that only the server validates, read from the action's reply. */
export interface ReplyField {
  id: string
  name: string
  errorId: string
  errors: string[] | undefined
  /** What the shopper sent, to show again after a refusal. */
  initialValue: string | undefined
  /** aria-invalid and aria-describedby while the field has messages. */
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }
}

/**
 * The fields of a form whose schema stays on the server (forms on every page and on the product page keep
 * the page within its JavaScript budget: decision 0016). The action answers a refusal with conform's
 * `submission.reply()`; this reads it the way conform's useForm would, with conform's ids.
 */
export function replyFields<Name extends string>(
  formId: string,
  result: SubmissionResult<string[]> | undefined,
  names: readonly Name[],
): Record<Name, ReplyField> {
  const fields = {} as Record<Name, ReplyField>
  for (const name of names) {
    const errors = result?.error?.[name] ?? undefined
    const errorId = `${formId}-${name}-error`
    const sent = (result?.initialValue as Record<string, unknown> | null | undefined)?.[name]
    fields[name] = {
      id: `${formId}-${name}`,
      name,
      errorId,
      errors: errors?.length ? errors : undefined,
      initialValue: typeof sent === 'string' ? sent : undefined,
      aria: errors?.length ? { 'aria-invalid': true, 'aria-describedby': errorId } : {},
    }
  }
  return fields
}
