import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/product/price'
import { useStorePath } from '~/utils/use-store'
import { useOrderStatusData } from './order-status-data'
import { OrderContents } from './order-contents'
import { OrderDownloads } from './order-downloads'
import { OtherMethods, PaymentActions } from './payment-actions'

/** The order as its status page shows it: where its payment stands, what to do next, and what was bought. */
export function OrderStatus() {
  const data = useOrderStatusData()
  const { t } = useTranslation()
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
      <OrderDownloads downloads={data.downloads} />
      {data.bank ? <BankDetailsTable /> : null}
      {state === 'awaiting_payment' || state === 'declined' ? <PaymentActions /> : null}
      {data.methods.length && state !== 'awaiting_payment' && state !== 'declined' ? <OtherMethods /> : null}

      <OrderContents order={order} invoiceHref={`${href('/order/invoice')}?${new URLSearchParams({ id: order.id, token: data.token })}`} />
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
  const { order, state, next } = useOrderStatusData()
  const { t } = useTranslation()
  const money = useMoney()
  const values = { number: order.number, amount: money(order.amountDue) }
  // "On its way" only when goods ship; downloads are ready at once, virtual products need no delivery.
  const paidText = { ships: 'order.paidText', downloads: 'order.paidDownloadsText', nothing_to_ship: 'order.paidNothingToShipText' }[next]
  const confirmedText = {
    ships: 'order.confirmedText',
    downloads: 'order.confirmedDownloadsText',
    nothing_to_ship: 'order.confirmedNothingToShipText',
  }[next]
  const text = {
    paid: t(paidText, values),
    confirmed: t(confirmedText, values),
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
