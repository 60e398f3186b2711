import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CartLines, CartTotalsTable } from '~/components/cart/cart-summary'
import { useMoney } from '~/components/product/price'
import { PayMarks } from '~/components/layout/footer'
import type { CheckoutStep } from '~/domain/checkout-steps'
import { useStorePath } from '~/utils/use-store'
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

/**
 * The sections in order: the current one open as a form, finished ones summarised with an edit link.
 * `children` (the help block) follow the steps in their column.
 */
export function CheckoutSteps({ children }: { children?: ReactNode }) {
  const data = useCheckoutData()
  const { t } = useTranslation()
  const steps = data.steps.filter((step) => !step.skipped)
  const currentIndex = steps.findIndex((step) => step.id === data.current)
  const href = useStorePath()
  return (
    <div className="checkout">
      <div className="checkout-head">
        <h1>{t('checkout.title')}</h1>
        <Link to={href('/cart')} className="checkout-cart-link">
          {t('checkout.backToCart')}
        </Link>
      </div>
      <div className="checkout-layout">
        <OrderSummary data={data} />
        <ol className="checkout-steps">
          {steps.map((step, index) => {
            const state = step.id === data.current ? 'current' : index < currentIndex || step.complete ? 'done' : 'todo'
            return (
              <li
                key={step.id}
                id={step.id}
                className={`checkout-step checkout-step-${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <section aria-labelledby={`${step.id}-heading`}>
                  <p className="checkout-step-number">{t('checkout.stepOf', { n: index + 1, total: steps.length })}</p>
                  <div className="checkout-step-head">
                    <h2 id={`${step.id}-heading`}>{t(STEP_TITLES[step.id])}</h2>
                    {state === 'done' && step.id !== 'review' ? (
                      <Link to={{ search: `?edit=${step.id}`, hash: `#${step.id}` }} preventScrollReset className="checkout-edit">
                        {t('checkout.edit')}
                        <span className="visually-hidden"> {t(STEP_TITLES[step.id])}</span>
                      </Link>
                    ) : null}
                  </div>
                  {state === 'current' ? (
                    <StepForm step={step.id} data={data} />
                  ) : state === 'done' ? (
                    <StepSummary step={step.id} data={data} />
                  ) : null}
                </section>
              </li>
            )
          })}
        </ol>
        {children}
      </div>
    </div>
  )
}

/**
 * The order at every step: lines, discount, delivery and totals as the server priced them (the same
 * table the cart shows). A <details> element, so that a phone can fold it away without JavaScript;
 * the total stays in its summary line when folded. On wide screens the CSS keeps it unfolded.
 */
function OrderSummary({ data }: { data: CheckoutData }) {
  const { t } = useTranslation()
  const money = useMoney()
  const href = useStorePath()
  const { cart } = data
  // Until the shipping step is done, the method it preselects is priced in as an estimate, as in the cart.
  const estimate = data.shippingEstimate ? { code: data.shippingEstimate.code, title: data.shippingEstimate.title } : null
  return (
    <aside className="checkout-order" aria-labelledby="checkout-order-heading">
      <details className="checkout-order-details">
        <summary>
          <span id="checkout-order-heading">{t('checkout.orderSummary')}</span>{' '}
          <span className="checkout-order-total" data-testid="checkout-summary-total">
            {money(cart.voucherAmount > 0 ? cart.amountDue : cart.totals.grandTotal)}
          </span>
        </summary>
        <CartLines cart={cart} />
        <CartTotalsTable cart={cart} shipping={{ basis: data.shipping, estimate }} />
        <p>
          <Link to={href('/cart')}>{t('checkout.editCart')}</Link>
        </p>
        {/* Inside the fold: on a phone the six marks would otherwise push the first step below the screen. */}
        <PayMarks className="cart-pay-marks" />
      </details>
    </aside>
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
