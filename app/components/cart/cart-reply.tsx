/**
 * How cart forms read the action's answer: a refused submission comes back as the action's data, named
 * by the form it came from, and its message stands beside the field. Nothing here needs conform, so the
 * microcart's forms on every page stay light (decision 0016).
 */
import { useActionData, useNavigation } from '@remix-run/react'
import { FieldErrors } from '~/components/ui/field-errors'
import type { CartFormReply } from '~/schemas/cart'

function isCartFormReply(data: unknown): data is CartFormReply {
  return typeof data === 'object' && data !== null && 'form' in data && 'result' in data
}

/** The action's answer to this form, when the last submission was this form's and was refused. */
export function useCartReply(form: string): CartFormReply | undefined {
  const data: unknown = useActionData()
  return isCartFormReply(data) && data.form === form ? data : undefined
}

/** A field's messages, beside it; the input points here with aria-describedby. */
export function CartFieldError({ id, errors, params }: { id: string; errors: string[] | undefined; params?: Record<string, number> }) {
  return <FieldErrors id={id} errors={errors} params={() => params ?? {}} />
}

export function useSubmitting() {
  return useNavigation().state === 'submitting'
}
