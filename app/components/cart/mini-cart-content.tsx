import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'
import { CartLines, CartTotalsTable, FreeDeliveryNote, type CartData, type SummaryShipping } from './cart-summary'

/** What the cart loader sends beside the cart, as far as the microcart shows it. */
export type MiniCartExtras = {
  freeDelivery?: string | null
  /** How the cart's totals account for delivery (the cart loader's, as checkout prices it). */
  shipping?: SummaryShipping
}

/**
 * The microcart's lines, totals and ways on, named as the cart page names them, with its free-delivery note;
 * its own chunk, loaded when the microcart first opens.
 */
export default function MiniCartContent({ cart, extras, onNavigate }: { cart: CartData; extras: MiniCartExtras; onNavigate: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <>
      <CartLines cart={cart} />
      <CartTotalsTable cart={cart} shipping={extras.shipping ?? { basis: 'unknown' }} />
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
