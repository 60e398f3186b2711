import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'
import { CartLines, CartTotalsTable, FreeDeliveryNote, type CartData } from './cart-summary'

/** The microcart's lines, totals and ways on; its own chunk, loaded when the microcart first opens. */
export default function MiniCartContent({ cart, freeDelivery, onNavigate }: { cart: CartData; freeDelivery?: string | null; onNavigate: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <>
      <CartLines cart={cart} />
      <CartTotalsTable cart={cart} />
      <FreeDeliveryNote text={freeDelivery} />
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
