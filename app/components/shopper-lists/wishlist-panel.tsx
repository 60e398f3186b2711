import { Link, useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListedProduct } from '~/providers/shopper-lists.server'
import { useStorePath } from '~/utils/use-store'
import { Icon } from '../ui/icon'
import { OverlayPanel } from '../ui/overlay-panel'
import { useListSkus, WishlistItems } from './list-forms'

/**
 * The header's wishlist link with its count. Without JavaScript it goes to /wishlist; with it, it opens the
 * wishlist panel (SPEC.md section 2), which loads the wishlist page's data on every opening.
 */
export function WishlistLink() {
  const { t } = useTranslation()
  const href = useStorePath()
  const wishlist = useFetcher<{ products: ListedProduct[] }>()
  const [open, setOpen] = useState(false)
  const count = useListSkus('wishlist').length
  const products = wishlist.data?.products
  return (
    <>
      <Link
        to={href('/wishlist')}
        className="header-action"
        aria-label={t('wishlist.withCount', { count })}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
          wishlist.load(href('/wishlist'))
        }}
      >
        <Icon name="heart" />
        <span className="cart-count" aria-hidden="true">
          {count}
        </span>
      </Link>
      <OverlayPanel id="wishlist-panel" title={t('wishlist.title')} open={open} onClose={() => setOpen(false)}>
        {!products ? <p aria-live="polite">{t('common.loading')}</p> : null}
        {products && count ? (
          <>
            <WishlistItems products={products} />
            <div className="overlay-actions">
              <Link className="button button-ghost" to={href('/wishlist')} onClick={() => setOpen(false)}>
                {t('wishlist.viewAll')}
              </Link>
            </div>
          </>
        ) : products ? (
          <p>{t('wishlist.empty')}</p>
        ) : null}
      </OverlayPanel>
    </>
  )
}

/** The header's compare link with its count, once there is something to compare (the header is narrow at 360 px). */
export function CompareLink() {
  const { t } = useTranslation()
  const href = useStorePath()
  const count = useListSkus('compare').length
  if (!count) return null
  return (
    <Link to={href('/compare')} className="header-action" aria-label={t('compare.withCount', { count })}>
      <Icon name="compare" />
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
