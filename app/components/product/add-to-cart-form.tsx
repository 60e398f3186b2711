import { useActionData, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductPage } from '~/providers/catalog/index.server'
import { useRootData } from '~/root'
import type { CartFormReply } from '~/schemas/cart'
import { replyFields } from '../ui/field-errors'
import { useHydrated } from '~/utils/use-hydrated'
import { useStoreView } from '~/utils/use-store'
import { useCartAnalytics } from '../analytics'
import { CartFieldError } from '../cart/cart-reply'
import { useMiniCart } from '../cart/mini-cart'
import { useMoney } from './price'

/**
 * The add-to-cart form for every product type: a plain POST to the product page's action, which adds
 * to the cart and comes back here (a refused quantity or option shows beside its field). With
 * JavaScript it is submitted by a fetcher (no page load; the header count rises at once) and the
 * microcart opens after a successful add.
 *
 * Its choices (bundle selections, custom options) price the page: with JavaScript the page's price follows
 * them (`onChoice`); without, "Update price" sends them to the page as a GET and the server prices them.
 */
export function AddToCartForm({
  product,
  formRef,
  onChoice,
  price = product.price.final,
}: {
  product: ProductPage
  formRef?: RefObject<HTMLFormElement>
  onChoice?: () => void
  /** What one unit of the form's current choices costs (the page's price), for the add_to_cart event. */
  price?: number
}) {
  const { t } = useTranslation()
  const fetcher = useFetcher<CartFormReply>()
  const actionData = useActionData<CartFormReply>()
  // With JavaScript the fetcher holds the refusal; without, the page was rendered with it.
  const reply = fetcher.data ?? actionData
  // The schema stays on the server: the product page keeps within its JavaScript budget (decision 0016).
  const fields = replyFields('add-to-cart', reply?.result, ['qty', 'options', 'bundle'])
  const miniCart = useMiniCart()
  const root = useRootData()
  const busy = useRef(false)
  // fetcher.data keeps an earlier refusal after a later add succeeds (a redirect): only a new answer counts.
  const dataBefore = useRef<CartFormReply | undefined>(undefined)
  const refused = fetcher.data !== undefined && fetcher.data !== dataBefore.current
  const toastType = root?.toast?.type
  const view = useStoreView()
  // A refused form added nothing: no add_to_cart event.
  useCartAnalytics(fetcher, () =>
    refused
      ? null
      : {
          sku: product.configurable?.selected?.sku ?? product.sku,
          name: product.name,
          unitPrice: price,
          brand: product.brand,
          currency: view.currencyCode,
        },
  )
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      if (!busy.current) dataBefore.current = fetcher.data
      busy.current = true
    } else if (busy.current) {
      busy.current = false
      if (toastType !== 'error' && !refused) miniCart.open()
    }
  }, [fetcher.state, fetcher.data, toastType, refused, miniCart])
  const money = useMoney()
  const location = useLocation()
  const needsVariant = product.typeId === 'configurable' && !product.configurable?.selected
  const blocked = needsVariant || product.stockStatus === 'out_of_stock' || Boolean(product.configurable?.error)
  const maxQty = product.maxSaleQty > 0 ? product.maxSaleQty : undefined
  const qty = fields.qty
  const qtyValue = qty.initialValue ?? '1'
  const hydrated = useHydrated()
  const hasChoices = Boolean(product.bundle?.options.length || product.customOptions.length)
  return (
    <fetcher.Form method="post" id="add-to-cart" className="add-to-cart" preventScrollReset ref={formRef} onChange={onChoice}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={product.sku} />
      {product.configurable?.selected ? <input type="hidden" name="childSku" value={product.configurable.selected.sku} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />

      {/* Radios, not a select: a select shows its choice on one line, which a phone cut off mid-price. */}
      {product.bundle?.options.map((option) => (
        <fieldset className="option-group" key={option.id}>
          <legend>
            {option.title}
            {option.required ? ' *' : ''}
          </legend>
          <ul className="choice-list">
            {option.required ? null : (
              <li>
                <label className="choice">
                  <input
                    type="radio"
                    name={`bundle.${option.id}`}
                    value=""
                    defaultChecked={option.chosen === null}
                    {...fields.bundle.aria}
                  />
                  {t('product.none')}
                </label>
              </li>
            )}
            {option.selections.map((selection) => (
              <li key={selection.id}>
                <label className="choice">
                  <input
                    type="radio"
                    name={`bundle.${option.id}`}
                    value={selection.id}
                    defaultChecked={option.chosen === selection.id}
                    disabled={selection.stockStatus === 'out_of_stock'}
                    {...fields.bundle.aria}
                  />
                  <span>
                    {selection.qty > 1 ? `${selection.qty} × ` : ''}
                    {selection.name} <span className="nowrap">({money(selection.price * selection.qty)})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}

      <CartFieldError id={fields.bundle.errorId} errors={fields.bundle.errors} />

      {product.customOptions.map((option) => (
        <div className="field" key={option.id}>
          <label htmlFor={`option-${option.id}`}>
            {option.title}
            {option.required ? ' *' : ''}
          </label>
          <select
            id={`option-${option.id}`}
            name={`options.${option.id}`}
            required={option.required}
            defaultValue={option.chosen ?? ''}
            {...fields.options.aria}
          >
            <option value="">{t('product.none')}</option>
            {option.values.map((value) => (
              <option key={value.id} value={value.id}>
                {`${value.title} (+${money(value.amount)}${value.priceType === 'percent' ? `, ${value.rate}%` : ''})`}
              </option>
            ))}
          </select>
        </div>
      ))}

      <CartFieldError id={fields.options.errorId} errors={fields.options.errors} />

      <div className="qty-row">
        <div className="field">
          <label htmlFor={fields.qty.id}>{t('product.quantity')}</label>
          <input
            key={qtyValue}
            id={qty.id}
            name={qty.name}
            type="number"
            defaultValue={qtyValue}
            inputMode="numeric"
            min={1}
            max={maxQty}
            step={1}
            required
            {...qty.aria}
          />
          <CartFieldError id={fields.qty.errorId} errors={fields.qty.errors} params={reply?.params} />
        </div>
        <button type="submit" disabled={blocked || fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? t('product.addToCart') : t('product.adding')}
        </button>
      </div>
      {hasChoices && !hydrated ? (
        // After "Add to cart" in the markup, so that Enter in the quantity still adds. The script prices
        // choices as they change, so it takes this button away.
        <button type="submit" formMethod="get" formAction={location.pathname} formNoValidate className="button-small button-ghost">
          {t('product.updatePrice')}
        </button>
      ) : null}
      {needsVariant && !product.configurable?.error ? <p className="product-meta">{t('product.chooseOptionsFirst')}</p> : null}
    </fetcher.Form>
  )
}
