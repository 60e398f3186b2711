/**
 * The cart page's forms: the removal confirmation, coupon and gift card codes (a line's quantity is in
 * line-qty-form.tsx: it also stands in the microcart on every page).
 * The cart action validates each with its schema from ~/schemas/cart; a refused submission comes back
 * as the action's data and conform puts its message beside the field, with or without JavaScript. The
 * schemas stay on the server, so these forms add no validation library to the page (decision 0016).
 */
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { COUPON_CODE_MAX_LENGTH } from '~/domain/coupons'
import { CartFieldError, useCartReply, useSubmitting } from './cart-reply'

/** "Remove X from your cart?": works without JavaScript ("Remove" links here, this form removes). */
export function ConfirmRemoveForm({ line }: { line: { id: string; name: string } }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const submitting = useSubmitting()
  const reply = useCartReply('remove')
  const [form, fields] = useForm({
    id: 'confirm-remove',
    lastResult: reply?.result,
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
  },
  voucher: {
    inUse: 'cart.voucherInUse',
    remove: 'cart.removeVoucher',
    label: 'cart.voucherLabel',
    maxLength: 40,
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
  const [form, fields] = useForm<{ code: string }>({
    id: `${kind}-form`,
    lastResult: reply?.result,
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
      <CartFieldError id={fields.code.errorId} errors={fields.code.errors} params={reply?.params} />
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
