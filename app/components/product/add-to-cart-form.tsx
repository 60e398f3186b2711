import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ProductPage } from '~/providers/catalog.server'
import { useStorePath } from '~/utils/use-store'
import { useMoney } from './price'

/** The add-to-cart form for every product type; a plain POST to the cart action. */
export function AddToCartForm({ product }: { product: ProductPage }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const money = useMoney()
  const location = useLocation()
  const needsVariant = product.typeId === 'configurable' && !product.configurable?.selected
  const blocked = needsVariant || product.stockStatus === 'out_of_stock' || Boolean(product.configurable?.error)
  const maxQty = product.maxSaleQty > 0 ? product.maxSaleQty : undefined
  return (
    <Form method="post" action={href('/cart')} className="add-to-cart">
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
        <button type="submit" disabled={blocked}>
          {t('product.addToCart')}
        </button>
      </div>
      {needsVariant && !product.configurable?.error ? <p className="product-meta">{t('product.chooseOptionsFirst')}</p> : null}
    </Form>
  )
}
