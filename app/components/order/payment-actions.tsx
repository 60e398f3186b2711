import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '~/components/ui/field-errors'
import type { action } from '~/routes/($store)+/_checkout+/order.status'
import { orderPaymentSchema } from '~/schemas/order-status'
import { useOrderStatusData } from './order-status-data'

type Intent = 'retry' | 'change-method'

/** The action's answer to this form when it refused it (400): its messages, shown beside the fields. */
function useLastResult(intent: Intent) {
  const answer = useActionData<typeof action>() as { intent: string; result: SubmissionResult<string[]> } | undefined
  return answer?.intent === intent ? answer.result : undefined
}

/** The hidden fields that name the order: the same proof of access as the page's link. */
function OrderFields() {
  const data = useOrderStatusData()
  return (
    <>
      <input type="hidden" name="id" value={data.order.id} />
      <input type="hidden" name="token" value={data.token} />
    </>
  )
}

/** Pay (again) with the same method, or pick another one. Plain forms: they work without JavaScript. */
export function PaymentActions() {
  const data = useOrderStatusData()
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form] = useForm({
    id: 'order-retry',
    lastResult: useLastResult('retry'),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderPaymentSchema() }),
  })
  return (
    <div className="order-actions">
      {data.canRetry ? (
        <Form method="post" {...getFormProps(form)} className="inline-form">
          <input type="hidden" name="intent" value="retry" />
          <OrderFields />
          <FieldErrors id={form.errorId} errors={form.errors} />
          <button type="submit" disabled={navigation.state !== 'idle'}>
            {data.state === 'declined' ? t('order.retry') : t('order.payNow')}
          </button>{' '}
          {data.state === 'awaiting_payment' ? (
            <Link to={`?id=${encodeURIComponent(data.order.id)}&token=${encodeURIComponent(data.token)}`}>{t('order.checkAgain')}</Link>
          ) : null}
        </Form>
      ) : null}
      {data.methods.length ? <OtherMethods /> : null}
    </div>
  )
}

export function OtherMethods() {
  const data = useOrderStatusData()
  const { t } = useTranslation()
  const navigation = useNavigation()
  const schema = orderPaymentSchema(data.methods.map((method) => method.code))
  const [form, fields] = useForm({
    id: 'order-change-method',
    lastResult: useLastResult('change-method'),
    defaultValue: { method: data.methods[0]?.code },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const method = fields.method
  return (
    <details className="other-methods" open={data.state === 'declined' || Boolean(method.errors)}>
      <summary>{t('order.chooseAnotherMethod')}</summary>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="change-method" />
        <OrderFields />
        <fieldset aria-describedby={method.errors ? method.errorId : undefined}>
          <legend className="visually-hidden">{t('order.chooseAnotherMethod')}</legend>
          {data.methods.map((choice) => (
            <div key={choice.code} className="field">
              <label>
                <input
                  type="radio"
                  name={method.name}
                  form={method.formId}
                  value={choice.code}
                  defaultChecked={method.initialValue === choice.code}
                  aria-invalid={method.errors ? true : undefined}
                />{' '}
                {t(`checkout.payment.${choice.code}`, { defaultValue: choice.title })}
              </label>
            </div>
          ))}
        </fieldset>
        <FieldErrors id={method.errorId} errors={method.errors} />
        <button type="submit" className="button-ghost" disabled={navigation.state !== 'idle'}>
          {t('order.changeMethod')}
        </button>
      </Form>
    </details>
  )
}
