/**
 * The cart page's forms: a line's quantity, the removal confirmation, coupon and gift card codes.
 * Each validates with its schema from ~/schemas/cart in the browser (conform) and again in the cart
 * action; a refused submission comes back as the action's data and its message stands beside the
 * field, with or without JavaScript.
 */
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '~/components/ui/field-errors'
import { COUPON_CODE_MAX_LENGTH } from '~/domain/coupons'
import {
  cartMessageParams,
  couponRemoveSchema,
  couponSchema,
  removeLineSchema,
  updateLineSchema,
  voucherRemoveSchema,
  voucherSchema,
  type CartFormReply,
} from '~/schemas/cart'

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
  return <FieldErrors id={id} errors={errors} params={(key) => ({ ...cartMessageParams(key), ...params })} />
}

function useSubmitting() {
  return useNavigation().state === 'submitting'
}

interface QtyLine {
  id: string
  name: string
  qty: number
  maxQuantity: number | null
}

/** A line's quantity; 0 removes the line. Give it a key that changes with the quantity, so a saved one shows. */
export function LineQtyForm({ line }: { line: QtyLine }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const submitting = useSubmitting()
  const reply = useCartReply(`update:${line.id}`)
  const [form, fields] = useForm({
    id: `qty-${line.id}`,
    lastResult: reply?.result,
    defaultValue: { qty: String(line.qty) },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateLineSchema }),
  })
  const { key, ...qty } = getInputProps(fields.qty, { type: 'number' })
  return (
    <Form method="post" {...getFormProps(form)} className="qty-form" preventScrollReset>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={pathname} />
      <label htmlFor={fields.qty.id} className="visually-hidden">
        {t('cart.quantityOf', { name: line.name })}
      </label>
      <input key={key} {...qty} inputMode="numeric" min={0} max={line.maxQuantity ?? undefined} />
      <button type="submit" className="button-small button-ghost" disabled={submitting}>
        {t('cart.update')}
      </button>
      <CartFieldError id={fields.qty.errorId} errors={fields.qty.errors} params={reply?.params} />
    </Form>
  )
}

/** "Remove X from your cart?": works without JavaScript ("Remove" links here, this form removes). */
export function ConfirmRemoveForm({ line }: { line: { id: string; name: string } }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const submitting = useSubmitting()
  const reply = useCartReply('remove')
  const [form, fields] = useForm({
    id: 'confirm-remove',
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: removeLineSchema }),
  })
  return (
    <div className="notice confirm-remove" role="alertdialog" aria-labelledby="confirm-remove-text">
      <p id="confirm-remove-text">{t('cart.confirmRemove', { name: line.name })}</p>
      <Form method="post" {...getFormProps(form)} className="inline-form">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <button type="submit" disabled={submitting}>
          {t('cart.remove')}
        </button>{' '}
        <Link to={pathname} className="button button-ghost" preventScrollReset>
          {t('cart.keep')}
        </Link>
        <CartFieldError id={fields.lineId.errorId} errors={fields.lineId.errors} />
      </Form>
    </div>
  )
}

const CODE_FORMS = {
  coupon: {
    inUse: 'cart.couponInUse',
    remove: 'cart.removeCoupon',
    label: 'cart.couponLabel',
    maxLength: COUPON_CODE_MAX_LENGTH,
    schema: couponSchema,
    removeSchema: couponRemoveSchema,
  },
  voucher: {
    inUse: 'cart.voucherInUse',
    remove: 'cart.removeVoucher',
    label: 'cart.voucherLabel',
    maxLength: 40,
    schema: voucherSchema,
    removeSchema: voucherRemoveSchema,
  },
} as const

type CodeKind = keyof typeof CODE_FORMS

/** Coupon and gift card: a form to apply a code, or the code in use with a form to remove it. */
export function CodeForms({ couponCode, voucherCode }: { couponCode: string | null; voucherCode: string | null }) {
  return (
    <div className="code-forms">
      {couponCode ? <RemoveCodeForm kind="coupon" code={couponCode} /> : <ApplyCodeForm kind="coupon" />}
      {voucherCode ? <RemoveCodeForm kind="voucher" code={voucherCode} /> : <ApplyCodeForm kind="voucher" />}
    </div>
  )
}

function ApplyCodeForm({ kind }: { kind: CodeKind }) {
  const { t } = useTranslation()
  const texts = CODE_FORMS[kind]
  const submitting = useSubmitting()
  const reply = useCartReply(kind)
  const [form, fields] = useForm({
    id: `${kind}-form`,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: texts.schema }),
  })
  const { key, ...code } = getInputProps(fields.code, { type: 'text' })
  return (
    <Form method="post" {...getFormProps(form)} className="code-form" preventScrollReset>
      <input type="hidden" name="intent" value={kind} />
      <label htmlFor={fields.code.id}>{t(texts.label)}</label>
      <div className="code-row">
        <input key={key} {...code} autoComplete="off" maxLength={texts.maxLength} required />
        <button type="submit" className="button-small" disabled={submitting}>
          {t('cart.apply')}
        </button>
      </div>
      <CartFieldError id={fields.code.errorId} errors={fields.code.errors} />
    </Form>
  )
}

function RemoveCodeForm({ kind, code }: { kind: CodeKind; code: string }) {
  const { t } = useTranslation()
  const texts = CODE_FORMS[kind]
  const submitting = useSubmitting()
  const reply = useCartReply(`${kind}-remove`)
  const [form] = useForm({
    id: `${kind}-remove-form`,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: texts.removeSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="inline-form" preventScrollReset>
      <p>{t(texts.inUse, { code })}</p>
      <input type="hidden" name="intent" value={`${kind}-remove`} />
      <button type="submit" className="button-small button-ghost" disabled={submitting}>
        {t(texts.remove)}
      </button>
    </Form>
  )
}
