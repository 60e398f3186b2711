import { Link, useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListedProduct } from '~/providers/engagement/index.server'
import { useStorePath } from '~/utils/use-store'
import { useListSkus } from './list-forms'
import { WishlistItems } from './list-items'

/** The wishlist panel's contents: the wishlist page's data, loaded afresh each time the panel opens. */
export default function WishlistPanelContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const wishlist = useFetcher<{ products: ListedProduct[] }>()
  const count = useListSkus('wishlist').length
  useEffect(() => {
    wishlist.load(href('/wishlist'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: this mounts when the panel opens
  }, [href])
  const products = wishlist.data?.products
  if (!products) return <p aria-live="polite">{t('common.loading')}</p>
  return (
    <>
      {/* The items stay mounted when the last one is being removed: their fetchers are still at work. */}
      {count ? null : <p>{t('wishlist.empty')}</p>}
      <WishlistItems products={products} />
      <div className="overlay-actions" hidden={!count}>
        <Link className="button button-ghost" to={href('/wishlist')} onClick={onNavigate}>
          {t('wishlist.viewAll')}
        </Link>
      </div>
    </>
  )
}
