import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductPage } from '~/providers/catalog.server'
import { useRootData } from '~/root'
import { useStorePath, useStoreView } from '~/utils/use-store'
import { useCartAnalytics } from '../analytics'
import { useMiniCart } from '../cart/mini-cart'
import { useMoney } from './price'

/**
 * The add-to-cart form for every product type: a plain POST to the cart action. With JavaScript it is
 * submitted by a fetcher (no page load; the header count rises at once) and the microcart opens after.
 */
export function AddToCartForm({ product }: { product: ProductPage }) {
  const { t } = useTranslation()
  const fetcher = useFetcher()
  const miniCart = useMiniCart()
  const root = useRootData()
  const busy = useRef(false)
  const toastType = root?.toast?.type
  const view = useStoreView()
  useCartAnalytics(fetcher, () => ({
    sku: product.configurable?.selected?.sku ?? product.sku,
    name: product.name,
    unitPrice: product.price.final,
    brand: product.brand,
    currency: view.currencyCode,
  }))
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      busy.current = true
    } else if (busy.current) {
      busy.current = false
      if (toastType !== 'error') miniCart.open()
    }
  }, [fetcher.state, toastType, miniCart])
  const href = useStorePath()
  const money = useMoney()
  const location = useLocation()
  const needsVariant = product.typeId === 'configurable' && !product.configurable?.selected
  const blocked = needsVariant || product.stockStatus === 'out_of_stock' || Boolean(product.configurable?.error)
  const maxQty = product.maxSaleQty > 0 ? product.maxSaleQty : undefined
  return (
    <fetcher.Form method="post" action={href('/cart')} className="add-to-cart" preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={product.sku} />
      {product.configurable?.selected ? <input type="hidden" name="childSku" value={product.configurable.selected.sku} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />

      {product.bundle?.options.map((option) => (
        <div className="field" key={option.id}>
          <label htmlFor={`bundle-${option.id}`}>
            {option.title}
            {option.required ? ' *' : ''}
          </label>
          <select id={`bundle-${option.id}`} name={`bundle[${option.id}]`} defaultValue={option.selections.find((s) => s.isDefault)?.id}>
            {option.required ? null : <option value="">{t('product.none')}</option>}
            {option.selections.map((selection) => (
              <option key={selection.id} value={selection.id} disabled={selection.stockStatus === 'out_of_stock'}>
                {selection.qty > 1 ? `${selection.qty} × ` : ''}
                {selection.name} ({money(selection.price * selection.qty)})
              </option>
            ))}
          </select>
        </div>
      ))}

      {product.customOptions.map((option) => (
        <div className="field" key={option.id}>
          <label htmlFor={`option-${option.id}`}>
            {option.title}
            {option.required ? ' *' : ''}
          </label>
          <select id={`option-${option.id}`} name={`options[${option.id}]`} required={option.required} defaultValue="">
            <option value="">{t('product.none')}</option>
            {option.values.map((value) => (
              <option key={value.id} value={value.id}>
                {value.title} (+{money(value.amount)}
                {value.priceType === 'percent' ? `, ${value.rate}%` : ''})
              </option>
            ))}
          </select>
        </div>
      ))}

      <div className="qty-row">
        <div className="field">
          <label htmlFor="qty">{t('product.quantity')}</label>
          <input id="qty" name="qty" type="number" inputMode="numeric" min={1} max={maxQty} step={1} defaultValue={1} required />
        </div>
        <button type="submit" disabled={blocked || fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? t('product.addToCart') : t('product.adding')}
        </button>
      </div>
      {needsVariant && !product.configurable?.error ? <p className="product-meta">{t('product.chooseOptionsFirst')}</p> : null}
    </fetcher.Form>
  )
}
