import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { lineTotal } from '~/domain/cart'
import { lineHasChoices } from '~/domain/cart-edit'
import { IMAGE_SIZES } from '~/domain/constants'
import type { ShippingMethod } from '~/domain/shipping'
import { summaryRows, type ShippingBasis } from '~/domain/summary-rows'
import type { CartView } from '~/providers/cart/index.server'
import { useStorePath } from '~/utils/use-store'
import { useCharge, useMoney } from '../product/price'
import { imageUrl } from '../product/product-card'
import { LineQtyForm } from './line-qty-form'
import { optionText } from '~/domain/order-lines'

export type CartData = SerializeFrom<CartView>

/**
 * Cart lines; `editable` adds quantity forms, remove links and, for a line with choices, an edit link (the
 * cart page), else a compact list, with whatever `lineActions` puts under each line (the microcart's remove).
 * `lineEditor` draws the form of the line being edited in place of its actions (null for the others).
 */
export function CartLines({
  cart,
  editable = false,
  lineActions,
  lineEditor,
}: {
  cart: CartData
  editable?: boolean
  lineActions?: (line: CartData['lines'][number]) => React.ReactNode
  lineEditor?: (line: CartData['lines'][number]) => React.ReactNode
}) {
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
                  <li key={option.code}>{optionText(option)}</li>
                ))}
              </ul>
            ) : null}
            <p className="cart-line-price">
              {t('cart.unitPrice', { price: money(line.unitPrice) })}
              {line.unavailable ? (
                <strong className="stock-out_of_stock"> {t('Product that you are trying to add is not available.')}</strong>
              ) : null}
            </p>
            {line.unavailable ? null : <LineStock outcome={line.stockSync} />}
            {editable ? (
              (lineEditor?.(line) ?? (
                <div className="cart-line-actions">
                  <LineQtyForm key={`${line.id}:${line.qty}`} line={line} />
                  {lineHasChoices(line) && !line.unavailable ? (
                    <Link to={`?edit=${encodeURIComponent(line.id)}`} preventScrollReset className="cart-edit">
                      {t('cart.edit')}
                      <span className="visually-hidden"> {line.name}</span>
                    </Link>
                  ) : null}
                  <Link to={`?remove=${encodeURIComponent(line.id)}`} preventScrollReset className="cart-remove">
                    {t('cart.remove')}
                    <span className="visually-hidden"> {line.name}</span>
                  </Link>
                </div>
              ))
            ) : (
              <>
                <p className="cart-line-qty">{t('cart.qty', { qty: line.qty })}</p>
                {lineActions?.(line)}
              </>
            )}
          </div>
          <p className="cart-line-total">{money(lineTotal(line))}</p>
        </li>
      ))}
    </ul>
  )
}

/** The line's stock as the cart read it now: 'In stock!' or 'Out of stock!'. */
function LineStock({ outcome }: { outcome: CartData['lines'][number]['stockSync'] }) {
  const { t } = useTranslation()
  if (outcome.action === 'remove') return null
  const [className, message] = 'info' in outcome ? ['stock-ok', outcome.info] : ['stock-out_of_stock', outcome.error]
  return <p className={`cart-line-stock ${className}`}>{t(message)}</p>
}

/** How far the cart is from free delivery, as the cart loader words it (freeDeliveryText). */
export function FreeDeliveryNote({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="free-delivery" data-testid="free-delivery">
      {text}
    </p>
  ) : null
}

/** What the summary knows of delivery: how its totals account for it, and the method it estimated. */
export interface SummaryShipping {
  basis: ShippingBasis
  /** The estimated method (basis 'estimated'), named below its row. */
  estimate?: Pick<ShippingMethod, 'code' | 'title'> | null
}

/**
 * Subtotal, discount, delivery, VAT and the total, all computed on the server and named by one rule
 * (summary-rows.ts), so the microcart, the cart and the checkout summary say the same. Kept small: the
 * microcart on every page uses this table.
 */
export function CartTotalsTable({ cart, shipping }: { cart: CartData; shipping: SummaryShipping }) {
  const { t } = useTranslation()
  const money = useMoney()
  const charge = useCharge()
  const rows = summaryRows({ totals: cart.totals, shipping: shipping.basis, voucherAmount: cart.voucherAmount })
  const estimate = shipping.basis === 'estimated' ? shipping.estimate : null
  return (
    <table className="totals">
      <tbody>
        {rows.map((row, index) => {
          const label =
            row.code === 'discount'
              ? t(row.label, { code: cart.couponCode ?? '' })
              : row.code === 'voucher'
                ? t(row.label, { code: cart.voucherCode ?? '' })
                : row.code === 'tax'
                  ? t(row.label, { rate: (row.rateBp ?? 0) / 100 })
                  : t(row.label)
          const value = row.value === null ? t(row.note ?? '') : row.code === 'shipping' ? charge(row.value) : money(row.value)
          return (
            <Fragment key={`${row.code}:${index}`}>
              <tr className={row.strong ? 'totals-grand' : row.code === 'tax' ? 'totals-tax' : undefined} data-row={row.code}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
              {row.code === 'shipping' && estimate ? (
                // The method on a line of its own: beside the price it broke mid-word in a phone's narrow column.
                <tr className="totals-note">
                  <td colSpan={2}>
                    {t('cart.shippingEstimate', {
                      method: t(`checkout.shippingMethod.${cart.totals.currency}.${estimate.code}`, { defaultValue: estimate.title }),
                    })}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
