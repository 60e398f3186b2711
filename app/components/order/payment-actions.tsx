import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOrderStatusData } from './order-status-data'

/** Pay (again) with the same method, or pick another one. Plain forms: they work without JavaScript. */
export function PaymentActions() {
  const data = useOrderStatusData()
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div className="order-actions">
      {data.canRetry ? (
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={data.order.id} />
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" disabled={busy}>
            {data.state === 'declined' ? t('order.retry') : t('order.payNow')}
          </button>{' '}
          {data.state === 'awaiting_payment' ? (
            <Link to={`?id=${encodeURIComponent(data.order.id)}&token=${encodeURIComponent(data.token)}`}>
              {t('order.checkAgain')}
            </Link>
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
  return (
    <details className="other-methods" open={data.state === 'declined'}>
      <summary>{t('order.chooseAnotherMethod')}</summary>
      <Form method="post">
        <input type="hidden" name="intent" value="change-method" />
        <input type="hidden" name="id" value={data.order.id} />
        <input type="hidden" name="token" value={data.token} />
        <fieldset>
          <legend className="visually-hidden">{t('order.chooseAnotherMethod')}</legend>
          {data.methods.map((method, index) => (
            <div key={method.code} className="field">
              <label>
                <input type="radio" name="method" value={method.code} defaultChecked={index === 0} required />{' '}
                {t(`checkout.payment.${method.code}`, { defaultValue: method.title })}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button-ghost" disabled={navigation.state !== 'idle'}>
          {t('order.changeMethod')}
        </button>
      </Form>
    </details>
  )
}
