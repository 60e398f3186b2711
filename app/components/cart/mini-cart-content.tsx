import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ShippingMethod } from '~/domain/shipping'
import { useStorePath, useStoreView } from '~/utils/use-store'
import { CartLines, CartTotalsTable, FreeDeliveryNote, type CartData } from './cart-summary'
import { useShippingEstimate } from './shipping-estimate'

/** What the cart loader sends beside the cart, as far as the microcart shows it. */
export type MiniCartExtras = {
  freeDelivery?: string | null
  delivery?: { estimate: Pick<ShippingMethod, 'code' | 'title' | 'priceInclTax'> | null } | null
}

/**
 * The microcart's lines, totals and ways on, with the cart page's shipping estimate and free-delivery note;
 * its own chunk, loaded when the microcart first opens.
 */
export default function MiniCartContent({ cart, extras, onNavigate }: { cart: CartData; extras: MiniCartExtras; onNavigate: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const estimate = useShippingEstimate(cart, useStoreView().currencyCode, extras.delivery?.estimate)
  return (
    <>
      <CartLines cart={cart} />
      <CartTotalsTable cart={cart} {...estimate} />
      <FreeDeliveryNote text={extras.freeDelivery} />
      <div className="overlay-actions">
        <Link className="button" to={href('/checkout')} onClick={onNavigate}>
          {t('cart.proceedToCheckout')}
        </Link>
        <Link className="button button-ghost" to={href('/cart')} onClick={onNavigate}>
          {t('cart.viewCart')}
        </Link>
      </div>
    </>
  )
}
