/**
 * What the wishlist and compare pages (and the wishlist panel, loaded when it first opens) show of a list:
 * its products with price, stock, add to cart and remove, and the clear button. Plain forms with fetchers,
 * as in list-forms.tsx.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Link, useActionData, useFetcher, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { IMAGE_SIZES } from '~/domain/constants'
import type { ShopperList } from '~/domain/shopper-lists'
import type { ListedProduct } from '~/providers/engagement/index.server'
import { useStorePath } from '~/utils/use-store'
import { Price } from '../product/price'
import { imageUrl } from '../product/product-card'
import { StockLabel } from '../product/stock-label'
import { busy, ListFields, useListSkus } from './list-forms'

export function RemoveFromListForm({ list, product }: { list: ShopperList; product: { sku: string; name: string } }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const fetcher = useFetcher()
  return (
    <fetcher.Form method="post" action={href(`/${list}`)} preventScrollReset>
      <ListFields intent="remove" sku={product.sku} />
      <button type="submit" className="button-small button-ghost" disabled={busy(fetcher)}>
        {t('cart.remove')}
        <span className="visually-hidden"> {product.name}</span>
      </button>
    </fetcher.Form>
  )
}

export function ClearListForm({ list }: { list: ShopperList }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const fetcher = useFetcher()
  return (
    <fetcher.Form method="post" action={href(`/${list}`)} className="inline-form">
      <ListFields intent="clear" />
      <button type="submit" className="button-small button-ghost" disabled={busy(fetcher)}>
        {t(`${list}.clear`)}
      </button>
    </fetcher.Form>
  )
}

/**
 * One unit to the cart through the cart's own action (the same rules and messages as everywhere); a product
 * that needs a choice first (variant, options, bundle or grouped items) links to its page instead.
 */
export function ListAddToCart({ product }: { product: ListedProduct }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const location = useLocation()
  const fetcher = useFetcher()
  if (product.needsChoice) {
    return (
      <Link className="button button-small" to={href(product.path)}>
        {t('wishlist.chooseOptions')}
        <span className="visually-hidden"> {product.name}</span>
      </Link>
    )
  }
  return (
    <fetcher.Form method="post" action={href('/cart')} preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={product.sku} />
      <input type="hidden" name="qty" value="1" />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="button-small" disabled={!product.inStock || busy(fetcher)}>
        {t('product.addToCart')}
        <span className="visually-hidden"> {product.name}</span>
      </button>
    </fetcher.Form>
  )
}

/** The wishlist's products with their image, price, stock, add to cart and remove (the page and the panel). */
export function WishlistItems({ products }: { products: ListedProduct[] }) {
  const href = useStorePath()
  const skus = useListSkus('wishlist')
  const size = IMAGE_SIZES.cart
  return (
    <ul className="cart-lines">
      {products.map((product) => (
        // A removal on its way hides its product at once. Hidden, not unmounted: the removing fetcher lives in
        // it, and an unmounted fetcher's answer (the redirect that reloads the list) would be dropped.
        <li key={product.sku} className="cart-line" hidden={!skus.includes(product.sku)}>
          {product.image ? (
            <img src={imageUrl(product.image, size)} alt="" width={size.w} height={size.h} loading="lazy" />
          ) : (
            <span className="cart-line-image" aria-hidden="true" />
          )}
          <div className="cart-line-body">
            <Link to={href(product.path)} className="cart-line-name">
              {product.name}
            </Link>
            <Price final={product.price} regular={product.regularPrice} from={product.typeId === 'configurable'} />
            <StockLabel status={product.inStock ? 'ok' : 'out_of_stock'} compact />
            <div className="cart-line-actions">
              <ListAddToCart product={product} />
              <RemoveFromListForm list="wishlist" product={product} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A refused list form (a forged or outdated post: its fields are hidden), shown at the top of the list's page. */
export function ListRefusal() {
  const { t } = useTranslation()
  const data = useActionData<{ result?: SubmissionResult<string[]> }>()
  const messages = Object.values(data?.result?.error ?? {}).flatMap((errors) => errors ?? [])
  if (!messages.length) return null
  return (
    <p className="notice" role="alert">
      {[...new Set(messages)].map((key) => t(key)).join(' ')}
    </p>
  )
}
