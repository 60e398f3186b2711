import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShippingMethod } from '~/domain/shipping'
import { useCharge } from '../product/price'
import type { CartData, TotalsExtraRows } from './cart-summary'

/**
 * The shipping estimate of the cart and the checkout summary, before checkout has a method: the method
 * it would preselect, by its translated name, priced by the rules, as rows for `CartTotalsTable`. The
 * grand total does not include it (decision 0034), so a charged estimate follows the total as "Plus
 * shipping", and only a free one stands in the shipping row, where it adds nothing. Its own module, so
 * that the microcart on every page does not carry it.
 */
export function useShippingEstimate(
  cart: CartData | null | undefined,
  currency: string,
  method: Pick<ShippingMethod, 'code' | 'title' | 'priceInclTax'> | null | undefined,
): TotalsExtraRows {
  const { t } = useTranslation()
  const charge = useCharge()
  if (!cart || !method || cart.virtual || cart.checkout.shippingMethod || cart.totals.shippingInclTax !== 0) return {}
  const name = t(`checkout.shippingMethod.${currency}.${method.code}`, { defaultValue: method.title })
  const rows = (label: string): ReactNode => (
    <>
      <tr>
        <th scope="row">{label}</th>
        <td>{charge(method.priceInclTax)}</td>
      </tr>
      {/* The method on a line of its own: beside the price it broke mid-word in a phone's narrow column. */}
      <tr className="totals-note">
        <td colSpan={2}>{t('cart.shippingEstimate', { method: name })}</td>
      </tr>
    </>
  )
  return method.priceInclTax === 0 ? { shippingRows: rows(t('cart.shipping')) } : { shippingRows: null, afterRows: rows(t('cart.shippingPlus')) }
}
