import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { CheckoutStep } from '~/domain/checkout-steps'
import { useCheckoutData, type CheckoutData } from './checkout-data'
import { ReviewForm } from './review-form'
import { BillingForm, PaymentForm, PersonalForm, ShippingAddressForm, ShippingMethodForm } from './section-forms'
import { StepSummary } from './step-summary'

const STEP_TITLES: Record<CheckoutStep, string> = {
  personal: 'checkout.step.personal',
  shipping: 'checkout.step.shipping',
  'shipping-method': 'checkout.step.shippingMethod',
  billing: 'checkout.step.billing',
  payment: 'checkout.step.payment',
  review: 'checkout.step.review',
}

/** The sections in order: the current one open as a form, finished ones summarised with an edit link. */
export function CheckoutSteps() {
  const data = useCheckoutData()
  const { t } = useTranslation()
  const steps = data.steps.filter((step) => !step.skipped)
  const currentIndex = steps.findIndex((step) => step.id === data.current)
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <ol className="checkout-steps">
        {steps.map((step, index) => {
          const state = step.id === data.current ? 'current' : index < currentIndex || step.complete ? 'done' : 'todo'
          return (
            <li key={step.id} id={step.id} className={`checkout-step checkout-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <section aria-labelledby={`${step.id}-heading`}>
                <div className="checkout-step-head">
                  <h2 id={`${step.id}-heading`}>
                    {t(STEP_TITLES[step.id])}
                  </h2>
                  {state === 'done' && step.id !== 'review' ? (
                    <Link to={{ search: `?edit=${step.id}`, hash: `#${step.id}` }} preventScrollReset className="checkout-edit">
                      {t('checkout.edit')}
                      <span className="visually-hidden"> {t(STEP_TITLES[step.id])}</span>
                    </Link>
                  ) : null}
                </div>
                {state === 'current' ? <StepForm step={step.id} data={data} /> : state === 'done' ? <StepSummary step={step.id} data={data} /> : null}
              </section>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

function StepForm({ step, data }: { step: CheckoutStep; data: CheckoutData }) {
  switch (step) {
    case 'personal':
      return <PersonalForm data={data} />
    case 'shipping':
      return <ShippingAddressForm data={data} />
    case 'shipping-method':
      return <ShippingMethodForm data={data} />
    case 'billing':
      return <BillingForm data={data} />
    case 'payment':
      return <PaymentForm data={data} />
    case 'review':
      return <ReviewForm data={data} />
  }
}
