import { useTranslation } from 'react-i18next'
import { formatMoney } from '~/domain/money'
import { useStoreView } from '~/utils/use-store'

/** A price with its struck-through original when a special price applies. */
export function Price({
  final,
  regular,
  from = false,
  size = 'normal',
}: {
  final: number
  regular?: number
  from?: boolean
  size?: 'normal' | 'large'
}) {
  const { t } = useTranslation()
  const view = useStoreView()
  const special = regular !== undefined && regular > final
  return (
    <p className={`price${special ? ' price-special' : ''}${size === 'large' ? ' price-large' : ''}`}>
      {from ? <span className="price-from">{t('product.priceFrom')}</span> : null}
      <span className="price-final">
        {special ? <span className="visually-hidden">{t('product.specialPrice')} </span> : null}
        {formatMoney(final, view)}
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
