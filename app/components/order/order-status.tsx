import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/product/price'
import type { AddressDetails } from '~/providers/order-types'
import { useStorePath } from '~/utils/use-store'
import { useOrderStatusData } from './order-status-data'
import { OtherMethods, PaymentActions } from './payment-actions'
import { addressLines } from '~/domain/address'

/** The order as its status page shows it: where its payment stands, what to do next, and what was bought. */
export function OrderStatus() {
  const data = useOrderStatusData()
  const { t } = useTranslation()
  const money = useMoney()
  const href = useStorePath()
  const { order, state } = data

  const heading = {
    paid: t('order.paidTitle'),
    confirmed: t('order.paidTitle'),
    awaiting_transfer: t('order.awaitingTransferTitle'),
    pay_on_delivery: t('order.paidTitle'),
    awaiting_payment: t('order.awaitingPaymentTitle'),
    declined: t('order.declinedTitle'),
    canceled: t('order.canceledTitle'),
  }[state]

  return (
    <section className="order-status" data-order-state={state}>
      <h1>{heading}</h1>
      <p>
        <strong>{t('order.number', { number: order.number })}</strong>
      </p>
      <StateMessage />
      {data.bank ? <BankDetailsTable /> : null}
      {state === 'awaiting_payment' || state === 'declined' ? <PaymentActions /> : null}
      {data.methods.length && state !== 'awaiting_payment' && state !== 'declined' ? (
        <OtherMethods />
      ) : null}

      <h2>{t('order.summary')}</h2>
      <ul className="cart-lines">
        {order.lines.map((line) => (
          <li key={line.lineNo} className="cart-line">
            <div className="cart-line-body">
              <p className="cart-line-name">{line.name}</p>
              {line.options.length ? (
                <ul className="cart-line-options">
                  {line.options.map((option) => (
                    <li key={`${option.label}:${option.value}`}>
                      {option.label ? `${option.label}: ${option.value}` : option.value}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="cart-line-qty">{t('cart.qty', { qty: line.qty })}</p>
            </div>
            <p className="cart-line-total">{money(line.rowTotal)}</p>
          </li>
        ))}
      </ul>
      <table className="totals">
        <tbody>
          <tr>
            <th scope="row">{t('cart.subtotal')}</th>
            <td>{money(order.subtotal)}</td>
          </tr>
          {order.discount > 0 ? (
            <tr>
              <th scope="row">{t('cart.discount', { code: order.couponCode ?? '' })}</th>
              <td>{money(-order.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('cart.shipping')}</th>
            <td>{order.hasShipping ? money(order.shippingAmount) : t('cart.noShipping')}</td>
          </tr>
          <tr className="totals-grand">
            <th scope="row">{t('cart.grandTotal')}</th>
            <td>{money(order.grandTotal)}</td>
          </tr>
          <tr className="totals-tax">
            <th scope="row">{t('order.vatIncluded')}</th>
            <td>{money(order.taxAmount)}</td>
          </tr>
          {order.voucherAmount > 0 ? (
            <>
              <tr>
                <th scope="row">{t('cart.voucher', { code: order.voucherCode ?? '' })}</th>
                <td>{money(-order.voucherAmount)}</td>
              </tr>
              <tr className="totals-grand">
                <th scope="row">{t('cart.amountDue')}</th>
                <td>{money(order.amountDue)}</td>
              </tr>
            </>
          ) : null}
        </tbody>
      </table>

      <dl className="order-facts">
        <dt>{t('order.paymentMethod')}</dt>
        <dd>{t(`checkout.payment.${order.paymentMethod}`, { defaultValue: order.paymentMethodTitle })}</dd>
        {order.shippingMethod ? (
          <>
            <dt>{t('order.shippingMethod')}</dt>
            <dd>
              {t(`checkout.shippingMethod.${order.currency}.${order.shippingMethod.code}`, {
                defaultValue: order.shippingMethod.title,
              })}
            </dd>
          </>
        ) : null}
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
      </dl>
      <p>{t('order.confirmationSent', { email: order.email })}</p>
      <p>
        <Link className="button" to={href('/')}>
          {t('cart.continueShopping')}
        </Link>
      </p>
    </section>
  )
}

function StateMessage() {
  const { order, state } = useOrderStatusData()
  const { t } = useTranslation()
  const money = useMoney()
  const values = { number: order.number, amount: money(order.amountDue) }
  const text = {
    paid: t('order.paidText', values),
    confirmed: t('order.confirmedText', values),
    awaiting_transfer: t('order.awaitingTransferText', values),
    pay_on_delivery: t('order.payOnDeliveryText', values),
    awaiting_payment: t('order.awaitingPaymentText', values),
    declined: t('order.declinedText', values),
    canceled: t('order.canceledText', values),
  }[state]
  return (
    <p className={state === 'declined' ? 'notice' : undefined} role={state === 'declined' ? 'alert' : undefined}>
      {text}
    </p>
  )
}

function BankDetailsTable() {
  const { bank, order } = useOrderStatusData()
  const { t } = useTranslation()
  if (!bank) return null
  const rows: [string, string | undefined][] = [
    [t('order.bankAccountHolder'), bank.accountHolder],
    [t('order.bankName'), bank.bank],
    [t('order.bankAccountNumber'), bank.accountNumber],
    [t('order.bankBranchCode'), bank.branchCode],
    [t('order.bankIban'), bank.iban],
    [t('order.bankBic'), bank.bic],
    [t('order.bankReference'), order.number],
  ]
  return (
    <table className="totals bank-details">
      <caption>{t('order.bankDetails')}</caption>
      <tbody>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
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
