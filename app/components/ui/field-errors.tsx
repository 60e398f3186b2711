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
