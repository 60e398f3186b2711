import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { storePath, storeViewByCode } from '~/utils/store-views'
import { useMiniCart, usePendingCartQty } from '../cart/mini-cart'
import { SearchPanel } from '../search/search-panel'
import { CompareLink, WishlistLink } from '../shopper-lists/wishlist-panel'
import { Icon } from '../ui/icon'
import { LogoMark } from './logo'
import { KeptPart, LinkList } from './server-markup'
import type { Translate } from '../trust/payment-marks'
import { drawerMenuMarkup, moreMenuClass, moreMenuMarkup, rowMenuMarkup, type ShellRequest } from './shell.server'

interface HeaderProps {
  /** Whose menus: the store view and language (the menus are server-drawn pieces, server-markup.tsx). */
  shell: ShellRequest
  minimal: boolean
  cartCount?: number
  signedIn?: boolean
}

export function Header(props: HeaderProps) {
  const { shell, minimal, cartCount = 0, signedIn = false } = props
  const { t } = useTranslation()
  const miniCart = useMiniCart()
  const { pathname } = useLocation()
  // Optimistic: units of add-to-cart submissions still on their way count already.
  const count = cartCount + usePendingCartQty()
  const view = storeViewByCode(shell.storeCode)!
  const href = (path: string) => storePath(view, path)
  return (
    <KeptPart as="header" className="site-header" name="header" inputs={props}>
      <div className="header-bar">
        {minimal ? null : (
          // A <details> menu opens and closes without JavaScript; keyed by path so it closes after navigating.
          <details className="menu-toggle" key={pathname}>
            <summary aria-label={t('layout.menu')}>
              <Icon name="menu" />
            </summary>
            <nav className="menu-drawer" aria-label={t('layout.categories')}>
              <DrawerMenu shell={shell} />
            </nav>
          </details>
        )}
        <Link to={href('/')} className="logo">
          <LogoMark />
        </Link>
        {minimal ? null : (
          <>
            <SearchPanel />
            <nav className="header-actions" aria-label={t('layout.account')}>
              <Link to={href(signedIn ? '/my-account' : '/login')} className="header-action" aria-label={t('layout.account')}>
                <Icon name="user" />
                <span className="header-action-label">{t('layout.account')}</span>
              </Link>
              {signedIn ? (
                // Logging out is a POST (it ends the session on the server); a link could be prefetched.
                <Form method="post" action={href('/logout')} className="header-logout">
                  <button type="submit" className="header-action">
                    {t('account.logout')}
                  </button>
                </Form>
              ) : null}
              <WishlistLink />
              <CompareLink />
              <Link
                to={href('/cart')}
                className="header-action"
                aria-label={t('layout.cartWithCount', { count })}
                onClick={(event) => {
                  event.preventDefault()
                  miniCart.open()
                }}
              >
                <Icon name="cart" />
                <span className="cart-count" aria-hidden="true">
                  {count || null}
                </span>
              </Link>
            </nav>
          </>
        )}
      </div>
      {minimal ? null : (
        // The server decides per width which categories fold into More (app/domain/menu-fold.ts); CSS shows
        // each link once, inline or in the More panel. A folded row item keeps its place in the row unseen.
        <nav className="desktop-menu" aria-label={t('layout.categories')}>
          <RowMenu shell={shell} />
          <MoreMenu shell={shell} pathname={pathname} />
        </nav>
      )}
    </KeptPart>
  )
}

/** The phone menu's tree of categories, drawn by the server once (server-markup.tsx). */
export function DrawerMenu({ shell }: { shell: ShellRequest }) {
  return <LinkList as="ul" name="menu-drawer" markCurrent={false} render={() => drawerMenuMarkup(shell)} />
}

/** The desktop row of categories: the page's own marked (as NavLink marks it), pages fetched on intent. */
export function RowMenu({ shell }: { shell: ShellRequest }) {
  const { pathname } = useLocation()
  return <LinkList as="ul" className="category-nav" name="menu-row" markCurrent prefetch render={() => rowMenuMarkup(shell, pathname)} />
}

/**
 * More, at the row's end where some width folds categories into it (none where nothing folds). Keyed by
 * path so it closes after navigating. Its class (which widths show it) comes with its content: the browser
 * keeps the server's, as it keeps the list.
 */
export function MoreMenu({ shell, pathname }: { shell: ShellRequest; pathname: string }) {
  const { t } = useTranslation()
  return (
    <LinkList
      as="details"
      name="menu-more"
      key={pathname}
      markCurrent={false}
      renderClassName={() => moreMenuClass(shell)}
      render={() => moreMenuMarkup(shell, t as Translate)}
    />
  )
}
