import { Link } from '@remix-run/react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'
import { Icon } from '../ui/icon'
import { lazyPanelContent, OverlayPanel } from '../ui/overlay-panel'
import { useListSkus } from './list-forms'

const WishlistPanelContent = lazyPanelContent(() => import('./wishlist-panel-content'), '/wishlist', 'wishlist.viewAll')

/**
 * The header's wishlist link with its count. Without JavaScript it goes to /wishlist; with it, it opens the
 * wishlist panel.
 */
export function WishlistLink() {
  const { t } = useTranslation()
  const href = useStorePath()
  const [open, setOpen] = useState(false)
  const count = useListSkus('wishlist').length
  const close = () => setOpen(false)
  return (
    <>
      <Link
        to={href('/wishlist')}
        className="header-action"
        aria-label={t('wishlist.withCount', { count })}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        <Icon name="heart" />
        <span className="cart-count" aria-hidden="true">
          {count || null}
        </span>
      </Link>
      <OverlayPanel id="wishlist-panel" title={t('wishlist.title')} open={open} onClose={close}>
        {open ? (
          <Suspense fallback={<p aria-live="polite">{t('common.loading')}</p>}>
            <WishlistPanelContent onNavigate={close} />
          </Suspense>
        ) : null}
      </OverlayPanel>
    </>
  )
}

/**
 * The header's compare link with its count, once there is something to compare. Phones have no room for it
 * (the stylesheet hides it below 480 px): there the product page's compare link leads to the table.
 */
export function CompareLink() {
  const { t } = useTranslation()
  const href = useStorePath()
  const count = useListSkus('compare').length
  if (!count) return null
  return (
    <Link to={href('/compare')} className="header-action header-compare" aria-label={t('compare.withCount', { count })}>
      <Icon name="compare" />
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
