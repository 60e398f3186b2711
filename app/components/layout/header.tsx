import { Form, Link, NavLink, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '~/providers/catalog.server'
import { storePath, storeViewByCode, type StoreCode } from '~/utils/store-views'
import { useMiniCart, usePendingCartQty } from '../cart/mini-cart'
import { SearchPanel } from '../search/search-panel'
import { CompareLink, WishlistLink } from '../shopper-lists/wishlist-panel'
import { Icon } from '../ui/icon'

export type HeaderMenuItem = MenuItem & { className?: string }

export function Header({
  menu,
  menuMore,
  storeCode,
  minimal,
  cartCount = 0,
  signedIn = false,
}: {
  /** Top-level items carry the class that folds them into More at narrower desktop widths (root.tsx). */
  menu: HeaderMenuItem[]
  /** The items in More at some desktop width, and the class that hides More where nothing folds; null: none. */
  menuMore: { className: string; items: HeaderMenuItem[] } | null
  storeCode: StoreCode
  minimal: boolean
  cartCount?: number
  signedIn?: boolean
}) {
  const { t } = useTranslation()
  const miniCart = useMiniCart()
  const { pathname } = useLocation()
  // Optimistic: units of add-to-cart submissions still on their way count already.
  const count = cartCount + usePendingCartQty()
  const view = storeViewByCode(storeCode)!
  const href = (path: string) => storePath(view, path)
  return (
    <header className="site-header">
      <div className="header-bar">
        {minimal ? null : (
          // A <details> menu opens and closes without JavaScript; keyed by path so it closes after navigating.
          <details className="menu-toggle" key={pathname}>
            <summary aria-label={t('layout.menu')}>
              <Icon name="menu" />
            </summary>
            <nav className="menu-drawer" aria-label={t('layout.categories')}>
              <MenuList items={menu} href={href} />
            </nav>
          </details>
        )}
        <Link to={href('/')} className="logo">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M4 26 13 9l6 10 3-5 6 12z" fill="currentColor" />
          </svg>
          <span>Karoo</span>
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
          <ul className="category-nav">
            {menu.map((item) => (
              <li key={item.id} className={item.className}>
                <NavLink to={href(item.path)} prefetch="intent">
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
          {menuMore && (
            <details className={menuMore.className} key={pathname}>
              <summary>{t('layout.more')}</summary>
              <MenuList items={menuMore.items} href={href} />
            </details>
          )}
        </nav>
      )}
    </header>
  )
}

function MenuList({ items, href }: { items: HeaderMenuItem[]; href: (path: string) => string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={item.className}>
          <Link to={href(item.path)}>{item.name}</Link>
          {item.children.length ? <MenuList items={item.children} href={href} /> : null}
        </li>
      ))}
    </ul>
  )
}
