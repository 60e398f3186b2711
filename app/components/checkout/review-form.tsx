import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CartLines, CartTotalsTable } from '~/components/cart/cart-summary'
import * as M from '~/domain/messages'
import { placeOrderSchema } from '~/schemas/checkout'
import { useStorePath } from '~/utils/use-store'
import { useLastResult, useSubmitting, type CheckoutData } from './checkout-data'
import { FieldErrors, FormErrors } from './fields'

export function ReviewForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const schema = placeOrderSchema(data.schema)
  const submitting = useSubmitting('place')
  const [form, fields] = useForm({
    id: 'checkout-place',
    lastResult: useLastResult('place'),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const terms = fields.terms
  return (
    <div className="checkout-review">
      {data.blocked ? (
        <div className="notice" role="alert">
          <p>{t(M.SOME_PRODUCTS_NOT_AVAILABLE)}</p>
          <Link to={href('/cart')}>{t('checkout.backToCart')}</Link>
        </div>
      ) : null}
      <CartLines cart={data.cart} />
      <CartTotalsTable cart={data.cart} />
      <Form method="post" {...getFormProps(form)} className="checkout-form">
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <input type="hidden" name="reviewedDiscount" value={data.reviewed.discount} />
        <input type="hidden" name="reviewedVoucherAmount" value={data.reviewed.voucherAmount} />
        <input type="hidden" name="reviewedAmountDue" value={data.reviewed.amountDue} />
        <FormErrors
          id={form.errorId}
          errors={[
            ...new Set([
              ...(form.errors ?? []),
              ...(fields.idempotencyKey.errors ?? []),
              ...(fields.reviewedDiscount.errors ?? []),
              ...(fields.reviewedVoucherAmount.errors ?? []),
              ...(fields.reviewedAmountDue.errors ?? []),
            ]),
          ]}
        />
        <p className="choice">
          <label>
            <input
              type="checkbox"
              id={terms.id}
              name={terms.name}
              form={terms.formId}
              aria-required
              aria-invalid={terms.errors ? true : undefined}
              aria-describedby={terms.errors ? terms.errorId : undefined}
            />{' '}
            {t('checkout.acceptTermsBefore')}{' '}
            <Link to={href('/terms-conditions')} target="_blank" rel="noopener">
              {t('checkout.termsLink')}
            </Link>
          </label>
        </p>
        <FieldErrors id={terms.errorId} errors={terms.errors} />
        <div className="checkout-actions">
          <input type="hidden" name="intent" value="place" />
          <button type="submit" className="button-wide" disabled={data.blocked || submitting}>
            {submitting ? t('checkout.placingOrder') : t('checkout.placeOrder')}
          </button>
        </div>
      </Form>
    </div>
  )
}
