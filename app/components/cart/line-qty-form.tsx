import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { replyFields } from '~/components/ui/field-errors'
import { CartFieldError, useCartReply, useSubmitting } from './cart-reply'

interface QtyLine {
  id: string
  name: string
  qty: number
  maxQuantity: number | null
}

/**
 * A line's quantity; 0 removes the line. Give it a key that changes with the quantity, so a saved one shows.
 * It stands in the microcart on every page, so it reads the server's answer without conform (decision 0016).
 */
export function LineQtyForm({ line }: { line: QtyLine }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const submitting = useSubmitting()
  const reply = useCartReply(`update:${line.id}`)
  const formId = `qty-${line.id}`
  const { qty } = replyFields(formId, reply?.result, ['qty'])
  const value = qty.initialValue ?? String(line.qty)
  return (
    <Form method="post" id={formId} className="qty-form" preventScrollReset>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={pathname} />
      <label htmlFor={qty.id} className="visually-hidden">
        {t('cart.quantityOf', { name: line.name })}
      </label>
      <input
        key={value}
        id={qty.id}
        name={qty.name}
        type="number"
        defaultValue={value}
        inputMode="numeric"
        min={0}
        max={line.maxQuantity ?? undefined}
        {...qty.aria}
      />
      <button type="submit" className="button-small button-ghost" disabled={submitting}>
        {t('cart.update')}
      </button>
      <CartFieldError id={qty.errorId} errors={qty.errors} params={reply?.params} />
    </Form>
  )
}
