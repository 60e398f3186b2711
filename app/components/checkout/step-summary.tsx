import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCharge } from '~/components/product/price'
import type { AddressDetails } from '~/providers/orders/index.server'
import type { CheckoutStep } from '~/domain/checkout-steps'
import type { CheckoutData } from './checkout-data'

function AddressSummary({ address }: { address: AddressDetails }) {
  const { t } = useTranslation()
  const lines: ReactNode[] = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.streetAddress, address.apartmentNumber].filter(Boolean).join(', '),
    address.suburb,
    [address.city, address.state, address.zipCode].filter(Boolean).join(', '),
    t(`checkout.country.${address.country}`),
    address.phoneNumber,
    address.taxId ? t('checkout.taxIdValue', { taxId: address.taxId }) : undefined,
  ].filter(Boolean)
  return (
    <p className="checkout-summary">
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  )
}

export function StepSummary({ step, data }: { step: CheckoutStep; data: CheckoutData }) {
  const { t } = useTranslation()
  const charge = useCharge()
  const { state } = data
  switch (step) {
    case 'personal':
      return state.personalDetails ? (
        <p className="checkout-summary">
          {state.personalDetails.firstName} {state.personalDetails.lastName}
          <br />
          {state.personalDetails.emailAddress}
          {state.personalDetails.createAccount ? (
            <>
              <br />
              {t('checkout.accountWillBeCreated')}
            </>
          ) : null}
        </p>
      ) : null
    case 'shipping':
      return state.shippingDetails ? <AddressSummary address={state.shippingDetails} /> : null
    case 'shipping-method':
      return data.shippingMethod ? (
        <p className="checkout-summary">
          {t(`checkout.shippingMethod.${data.cart.totals.currency}.${data.shippingMethod.code}`, {
            defaultValue: data.shippingMethod.title,
          })}
          {': '}
          {charge(data.shippingMethod.priceInclTax)}
        </p>
      ) : null
    case 'billing':
      if (!state.paymentDetails) return null
      return state.paymentDetails.sameAsShipping ? (
        <p className="checkout-summary">{t('checkout.sameAsShipping')}</p>
      ) : (
        <AddressSummary address={state.paymentDetails} />
      )
    case 'payment':
      return data.paymentMethod ? (
        <p className="checkout-summary">{t(`checkout.payment.${data.paymentMethod.code}`, { defaultValue: data.paymentMethod.title })}</p>
      ) : null
    default:
      return null
  }
}
