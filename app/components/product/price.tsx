import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '~/domain/money'
import { useStorePath, useStoreView } from '~/utils/use-store'

/** A price with its struck-through original when a special price applies. */
export function Price({
  final,
  regular,
  from = false,
  size = 'normal',
  live = false,
}: {
  final: number
  regular?: number
  from?: boolean
  size?: 'normal' | 'large'
  /** The price changes with the shopper's choices: screen readers announce the new one. */
  live?: boolean
}) {
  const { t } = useTranslation()
  const view = useStoreView()
  const charge = useCharge()
  const special = regular !== undefined && regular > final
  return (
    <p
      className={`price${special ? ' price-special' : ''}${size === 'large' ? ' price-large' : ''}`}
      aria-live={live ? 'polite' : undefined}
    >
      {from ? <span className="price-from">{t('product.priceFrom')}</span> : null}
      <span className="price-final">
        {special ? <span className="visually-hidden">{t('product.specialPrice')} </span> : null}
        {/* A free e-book says so rather than "R 0.00". */}
        {charge(final)}
      </span>
      {special ? (
        <del className="price-regular">
          <span className="visually-hidden">{t('product.regularPrice')} </span>
          {formatMoney(regular, view)}
        </del>
      ) : null}
    </p>
  )
}

export function useMoney() {
  const view = useStoreView()
  return (minor: number) => formatMoney(minor, view)
}

/** What the shopper pays for something (a delivery method, an e-book): "Free" when it is nothing, as cart and product say. */
export function useCharge() {
  const { t } = useTranslation()
  const money = useMoney()
  return (minor: number) => (minor === 0 ? t('checkout.free') : money(minor))
}

/**
 * The note beside prices (decision 0036). The rand store says its prices include VAT (product page only);
 * the euro views say it as German and Italian shops do, "inkl. MwSt., zzgl. Versandkosten", with the
 * shipping costs linked to the shipping page, except inside a product card (already one link).
 */
export function PriceNote({ place }: { place: 'product' | 'list' | 'card' }) {
  const { t } = useTranslation()
  const view = useStoreView()
  const href = useStorePath()
  if (view.currencyCode !== 'EUR') return place === 'product' ? <p className="price-note">{t('product.inclVat')}</p> : null
  const [before, shipping, after] = t('product.vatShippingNote').split(/<\/?1>/)
  return (
    <p className="price-note">
      {before}
      {place === 'card' ? shipping : <Link to={href('/shipping-delivery')}>{shipping}</Link>}
      {after}
    </p>
  )
}
