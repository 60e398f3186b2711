import { getFormProps, useForm } from '@conform-to/react'
import { Form, Link, useMatches, useSubmit } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CartLines, CartTotalsTable } from '~/components/cart/cart-summary'
import * as M from '~/domain/messages'
import { useDeferredCheck } from '~/utils/deferred-check'
import { requestBackgroundSync, withOutbox } from '~/utils/outbox.client'
import { useStorePath } from '~/utils/use-store'
import { loadCheckoutChecks, useLastResult, useSubmitting, type CheckoutData } from './checkout-data'
import { FieldErrors, FormErrors } from './fields'

export function ReviewForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const checking = useDeferredCheck(loadCheckoutChecks)
  const submit = useSubmit()
  const routeId = useMatches().at(-1)?.id
  const [sending, setSending] = useState(false)
  const [notKept, setNotKept] = useState(false)
  /**
   * An order placed offline is kept on this device: said where the shopper pressed the button, with what
   * happens next (sent by itself when sending is automatic, after a confirmation otherwise). Once the
   * connection returns the outbox's notice takes over (sent, placed or refused), so this one goes.
   */
  const [kept, setKept] = useState<'sends' | 'to-confirm' | null>(null)
  const submitting = useSubmitting('place') || sending
  useEffect(() => {
    if (!kept) return
    const clear = () => setKept(null)
    window.addEventListener('online', clear)
    return () => window.removeEventListener('online', clear)
  }, [kept])

  /**
   * With JavaScript the order goes through the outbox (docs/decisions/0026-order-outbox.md): kept in
   * IndexedDB before it is sent, so an answer lost with the connection, or no connection at all, leaves
   * it waiting with its key instead of failing. Without JavaScript the form posts as it always did.
   */
  async function placeThroughOutbox(formData: FormData, action: string) {
    const online = navigator.onLine
    const fields = [...formData.entries()].map(([name, value]): [string, string] => [name, String(value)])
    // Pressing "Place order" online is the shopper's confirmation; offline it may wait for one.
    const confirmed = online || data.outbox.autoSend
    // A document POST would answer with the page's HTML: Remix's data request gives the action's own answer.
    const url = new URL(action, window.location.href)
    if (routeId) url.searchParams.set('_data', routeId)
    const outbox = { action: url.pathname + url.search, fields, confirmed, maxAgeMs: data.outbox.maxAgeMs }
    const queued = await withOutbox((box) => box.queue(outbox, { claim: online }))
    if (!queued) {
      // No storage: online the form is posted as without the outbox; offline nothing can keep it.
      if (online) submit(formData, { method: 'post', action })
      else setNotKept(true)
      setSending(false)
      return
    }
    const settled = queued.claimed ? await withOutbox((box) => box.deliver(queued.order)) : queued.order
    if (settled && settled.state !== 'waiting') {
      // Placed: on to the order (or its payment). Refused: where to put it right; the outbox notice says why.
      if (settled.state === 'placed') await withOutbox((box) => box.forget(settled.idempotencyKey))
      window.location.assign(settled.to ?? href('/cart'))
      return
    }
    // Waiting: the outbox notice says so and the triggers send it when they can.
    if (!online) setKept(confirmed ? 'sends' : 'to-confirm')
    await requestBackgroundSync()
    setSending(false)
  }

  const [form, fields] = useForm({
    id: 'checkout-place',
    lastResult: useLastResult('place'),
    shouldValidate: 'onSubmit',
    onValidate: (validation) => checking.check(validation, (checks) => checks.check.place(data.schema, validation.formData)),
    onSubmit(event, { formData, action }) {
      event.preventDefault()
      setSending(true)
      setNotKept(false)
      setKept(null)
      void placeThroughOutbox(formData, action)
    },
  })
  checking.form.current = form
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
      <CartTotalsTable cart={data.cart} shipping={{ basis: data.shipping }} />
      <Form method="post" {...getFormProps(form)} {...checking.starters} className="checkout-form">
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
        {notKept ? <p role="alert">{t('outbox.notKept')}</p> : null}
        <div className="checkout-actions">
          <input type="hidden" name="intent" value="place" />
          <button type="submit" className="button-wide" disabled={data.blocked || submitting}>
            {submitting ? t('checkout.placingOrder') : t('checkout.placeOrder')}
          </button>
          {/* Present from the start, so that screen readers announce the text when it appears. */}
          <div role="status" className="outbox-kept">
            {kept ? <p>{t(kept === 'sends' ? 'outbox.keptOffline' : 'outbox.keptToConfirm')}</p> : null}
          </div>
        </div>
      </Form>
    </div>
  )
}
