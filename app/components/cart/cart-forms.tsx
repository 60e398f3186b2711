/**
 * The cart page's forms: the removal confirmation, coupon and gift card codes (a line's quantity is in
 * line-qty-form.tsx: it also stands in the microcart on every page).
 * The cart action validates each with its schema from ~/schemas/cart; a refused submission comes back
 * as the action's data (conform's reply) and `replyFields` puts its message beside the field, with or
 * without JavaScript. The schemas stay on the server, so these forms add no validation library to the
 * page, and, like the microcart's, no form library either (decision 0016): the server draws the cart page
 * for every shopper who has a cart, so what it renders per request counts.
 */
import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { replyFields } from '~/components/ui/field-errors'
import { COUPON_CODE_MAX_LENGTH } from '~/domain/coupons'
import { CartFieldError, useCartReply, useSubmitting } from './cart-reply'

/** "Remove X from your cart?": works without JavaScript ("Remove" links here, this form removes). */
export function ConfirmRemoveForm({ line }: { line: { id: string; name: string } }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const submitting = useSubmitting()
  const reply = useCartReply('remove')
  const { lineId } = replyFields('confirm-remove', reply?.result, ['lineId'])
  return (
    <div className="notice confirm-remove" role="alertdialog" aria-labelledby="confirm-remove-text">
      <p id="confirm-remove-text">{t('cart.confirmRemove', { name: line.name })}</p>
      <Form method="post" id="confirm-remove" noValidate className="inline-form">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <button type="submit" disabled={submitting}>
          {t('cart.remove')}
        </button>{' '}
        <Link to={pathname} className="button button-ghost" preventScrollReset>
          {t('cart.keep')}
        </Link>
        <CartFieldError id={lineId.errorId} errors={lineId.errors} />
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
  const formId = `${kind}-form`
  const { code } = replyFields(formId, reply?.result, ['code'])
  return (
    // noValidate: an empty code is answered by the server beside the field, in the shop's words.
    <Form method="post" id={formId} noValidate className="code-form" preventScrollReset>
      <input type="hidden" name="intent" value={kind} />
      <label htmlFor={code.id}>{t(texts.label)}</label>
      <div className="code-row">
        <input
          key={code.initialValue}
          id={code.id}
          name={code.name}
          type="text"
          defaultValue={code.initialValue}
          autoComplete="off"
          maxLength={texts.maxLength}
          required
          {...code.aria}
        />
        <button type="submit" className="button-small" disabled={submitting}>
          {t('cart.apply')}
        </button>
      </div>
      <CartFieldError id={code.errorId} errors={code.errors} params={reply?.params} />
    </Form>
  )
}

function RemoveCodeForm({ kind, code }: { kind: CodeKind; code: string }) {
  const { t } = useTranslation()
  const texts = CODE_FORMS[kind]
  const submitting = useSubmitting()
  return (
    <Form method="post" id={`${kind}-remove-form`} noValidate className="inline-form" preventScrollReset>
      <p>{t(texts.inUse, { code })}</p>
      <input type="hidden" name="intent" value={`${kind}-remove`} />
      <button type="submit" className="button-small button-ghost" disabled={submitting}>
        {t(texts.remove)}
      </button>
    </Form>
  )
}
