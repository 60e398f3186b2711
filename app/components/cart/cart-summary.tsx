import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { lineTotal } from '~/domain/cart'
import { IMAGE_SIZES } from '~/domain/constants'
import type { CartView } from '~/providers/cart-pricing.server'
import { useStorePath } from '~/utils/use-store'
import { useCharge, useMoney } from '../product/price'
import { imageUrl } from '../product/product-card'
import { StockLabel } from '../product/stock-label'
import { LineQtyForm } from './line-qty-form'

export type CartData = SerializeFrom<CartView>

/** Cart lines; `editable` adds quantity forms and remove links (the cart page), else a compact list. */
export function CartLines({ cart, editable = false }: { cart: CartData; editable?: boolean }) {
  const { t } = useTranslation()
  const money = useMoney()
  const href = useStorePath()
  const size = IMAGE_SIZES.cart
  return (
    <ul className="cart-lines">
      {cart.lines.map((line) => (
        <li key={line.id} className={`cart-line${line.unavailable ? ' cart-line-unavailable' : ''}`}>
          {line.image ? (
            <img src={imageUrl(line.image, size)} alt="" width={size.w} height={size.h} loading="lazy" />
          ) : (
            <span className="cart-line-image" aria-hidden="true" />
          )}
          <div className="cart-line-body">
            <Link to={href(line.path)} className="cart-line-name">
              {line.name}
            </Link>
            {line.options.length ? (
              <ul className="cart-line-options">
                {line.options.map((option) => (
                  <li key={option.code}>{option.label ? `${option.label}: ${option.value}` : option.value}</li>
                ))}
              </ul>
            ) : null}
            <p className="cart-line-price">
              {t('cart.unitPrice', { price: money(line.unitPrice) })}
              {line.unavailable ? (
                <strong className="stock-out_of_stock"> {t('Product that you are trying to add is not available.')}</strong>
              ) : line.stock.status === 'out_of_stock' ? (
                <>
                  {' '}
                  <StockLabel status="out_of_stock" compact />
                </>
              ) : null}
            </p>
            {editable ? (
              <div className="cart-line-actions">
                <LineQtyForm key={`${line.id}:${line.qty}`} line={line} />
                <Link to={`?remove=${encodeURIComponent(line.id)}`} preventScrollReset className="cart-remove">
                  {t('cart.remove')}
                  <span className="visually-hidden"> {line.name}</span>
                </Link>
              </div>
            ) : (
              <p className="cart-line-qty">{t('cart.qty', { qty: line.qty })}</p>
            )}
          </div>
          <p className="cart-line-total">{money(lineTotal(line))}</p>
        </li>
      ))}
    </ul>
  )
}

/** How far the cart is from free delivery, as the cart loader words it (freeDeliveryText). */
export function FreeDeliveryNote({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="free-delivery" data-testid="free-delivery">
      {text}
    </p>
  ) : null
}

/**
 * Rows a page adds to the totals (the cart's and the checkout summary's shipping estimate): `shippingRows`
 * replace the shipping row (null leaves it out), `afterRows` follow the totals.
 */
export type TotalsExtraRows = { shippingRows?: ReactNode; afterRows?: ReactNode }

/**
 * Subtotal, discount, shipping, VAT and totals, all computed on the server. Kept small: the microcart on
 * every page uses this table; the cart and checkout add their estimate rows (shipping-estimate.tsx).
 */
export function CartTotalsTable({ cart, shippingRows, afterRows }: { cart: CartData } & TotalsExtraRows) {
  const { t } = useTranslation()
  const money = useMoney()
  const charge = useCharge()
  const { totals } = cart
  return (
    <table className="totals">
      <tbody>
        <tr>
          <th scope="row">{t('cart.subtotal')}</th>
          <td>{money(totals.subtotalInclTax)}</td>
        </tr>
        {totals.discount > 0 ? (
          <tr>
            <th scope="row">{t('cart.discount', { code: cart.couponCode ?? '' })}</th>
            <td>{money(-totals.discount)}</td>
          </tr>
        ) : null}
        {shippingRows !== undefined ? (
          shippingRows
        ) : (
          <tr>
            <th scope="row">{t('cart.shipping')}</th>
            <td>
              {cart.virtual
                ? t('cart.noShipping')
                : totals.shippingInclTax > 0 || cart.checkout.shippingMethod
                  ? charge(totals.shippingInclTax)
                  : t('cart.shippingAtCheckout')}
            </td>
          </tr>
        )}
        <tr className="totals-grand">
          <th scope="row">{t('cart.grandTotal')}</th>
          <td>{money(totals.grandTotal)}</td>
        </tr>
        {totals.taxBreakdown.map((tax) => (
          <tr key={tax.rateBp} className="totals-tax">
            <th scope="row">{t('cart.vatIncluded', { rate: tax.rateBp / 100 })}</th>
            <td>{money(tax.amount)}</td>
          </tr>
        ))}
        {cart.voucherAmount > 0 ? (
          <>
            <tr>
              <th scope="row">{t('cart.voucher', { code: cart.voucherCode ?? '' })}</th>
              <td>{money(-cart.voucherAmount)}</td>
            </tr>
            <tr className="totals-grand">
              <th scope="row">{t('cart.amountDue')}</th>
              <td>{money(cart.amountDue)}</td>
            </tr>
          </>
        ) : null}
        {afterRows}
      </tbody>
    </table>
  )
}
