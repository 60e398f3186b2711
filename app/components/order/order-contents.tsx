import { useTranslation } from 'react-i18next'
import { useCharge, useMoney } from '~/components/product/price'
import { addressLines } from '~/domain/address'
import { optionText } from '~/domain/order-lines'
import { summaryRows } from '~/domain/summary-rows'
import type { AddressDetails } from '~/providers/orders/index.server'
import type { OrderStatusData } from './order-status-data'

/** An order as placed, from providers/orders/status.server.ts: what the status page and "My orders" both show. */
export type OrderSummary = OrderStatusData['order']

/** What was bought, what it cost, how it is paid and shipped, and where to: the status page and "My orders". */
export function OrderContents({ order, invoiceHref }: { order: OrderSummary; invoiceHref: string }) {
  const { t } = useTranslation()
  const money = useMoney()
  const charge = useCharge()
  return (
    <>
      <h2>{t('order.summary')}</h2>
      <ul className="cart-lines">
        {order.lines.map((line) => (
          <li key={line.lineNo} className="cart-line cart-line-text-only">
            <div className="cart-line-body">
              <p className="cart-line-name">{line.name}</p>
              {line.options.length ? (
                <ul className="cart-line-options">
                  {line.options.map((option) => (
                    <li key={`${option.label}:${option.value}`}>{optionText(option)}</li>
                  ))}
                </ul>
              ) : null}
              <p className="cart-line-qty">{t('cart.qty', { qty: line.qty })}</p>
            </div>
            <p className="cart-line-total">{money(line.rowTotal)}</p>
          </li>
        ))}
      </ul>
      {/* The rows and names every summary has (summary-rows.ts): an order's delivery is settled, so it has a total. */}
      <table className="totals">
        <tbody>
          {summaryRows({
            totals: {
              subtotalInclTax: order.subtotal,
              discount: order.discount,
              shippingInclTax: order.shippingAmount,
              paymentFeeInclTax: 0,
              grandTotal: order.grandTotal,
              taxTotal: order.taxAmount,
            },
            shipping: order.hasShipping ? 'chosen' : 'none',
            voucherAmount: order.voucherAmount,
          }).map((row) => (
            <tr key={row.code} className={row.strong ? 'totals-grand' : row.code === 'tax' ? 'totals-tax' : undefined}>
              <th scope="row">{t(row.label, { code: (row.code === 'voucher' ? order.voucherCode : order.couponCode) ?? '' })}</th>
              <td>{row.value === null ? t(row.note ?? '') : row.code === 'shipping' ? charge(row.value) : money(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="order-facts">
        <dt>{t('order.paymentMethod')}</dt>
        <dd>
          {t(`checkout.payment.${order.paymentMethod}`, {
            defaultValue: order.paymentMethodTitle,
          })}
        </dd>
        {order.shippingMethod ? <ShippingMethodFact currency={order.currency} method={order.shippingMethod} /> : null}
        {order.shippingAddress ? (
          <>
            <dt>{t('order.shippingAddress')}</dt>
            <dd>
              <Address address={order.shippingAddress} />
            </dd>
          </>
        ) : null}
        {order.billingAddress ? (
          <>
            <dt>{t('order.billingAddress')}</dt>
            <dd>
              <Address address={order.billingAddress} />
            </dd>
          </>
        ) : null}
        {order.billingAddress?.company || order.billingAddress?.taxId ? (
          <>
            <dt>{t('order.invoiceDetails')}</dt>
            <dd>
              {order.billingAddress.company ? <span>{order.billingAddress.company}</span> : null}
              {order.billingAddress.company && order.billingAddress.taxId ? <br /> : null}
              {order.billingAddress.taxId ? <span>{t('order.taxId', { taxId: order.billingAddress.taxId })}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        {/* A plain link to a print-ready page: it opens, prints and saves with or without JavaScript. */}
        <a className="button" href={invoiceHref}>
          {t('invoice.download')}
        </a>
      </p>
    </>
  )
}

/** The delivery method as a term and its description, in the shopper's language when the shop has it. */
export function ShippingMethodFact({ currency, method }: { currency: string; method: { code: string; title: string } }) {
  const { t } = useTranslation()
  return (
    <>
      <dt>{t('order.shippingMethod')}</dt>
      <dd>{t(`checkout.shippingMethod.${currency}.${method.code}`, { defaultValue: method.title })}</dd>
    </>
  )
}

function Address({ address }: { address: AddressDetails }) {
  const { t } = useTranslation()
  const lines = addressLines(address, t(`checkout.country.${address.country}`, { defaultValue: address.country }))
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  )
}
