import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useDataLayerEvent } from '~/components/analytics'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { useMoney } from '~/components/product/price'
import { bankDetailsFor } from '~/payments/bank-details'
import { purchaseAnalytics } from '~/providers/analytics.server'
import type { AddressDetails, OrderRecord } from '~/providers/order-types'
import { getOrder } from '~/providers/orders.server'
import {
  PaymentError,
  acceptPaymentReturn,
  alternativePaymentMethods,
  amountDue,
  canRetryPayment,
  canViewOrder,
  changePaymentMethod,
  isPurchaseComplete,
  orderPaymentState,
  orderStatusPath,
  orderStatusToken,
  orderStoreView,
  retryPayment,
} from '~/providers/payments.server'
import { getT } from '~/utils/i18n.server'
import { seoMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { storePath } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'
import { SITE_NAME } from '~/utils/site'
import { readForm } from '~/utils/request-body.server'

/*
 * The return page after payment (SPEC.md section 2, /order/status). Who may see an order: the browser session
 * that placed it, the customer who owns it, or whoever holds its signed link (id + token); a gateway's signed
 * return also counts (docs/decisions/0004-order-access.md). Anyone else gets a 404, never someone's order.
 */

const ID = /^[0-9A-Za-z_-]{1,64}$/

function notFound(): Response {
  return new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const url = new URL(request.url)
  const id = url.searchParams.get('id') ?? ''
  if (!ID.test(id)) throw notFound()
  const order = await getOrder(id)
  if (!order) throw notFound()

  // A gateway's signed return: apply it (idempotently), then show the order at its clean, signed link, so a
  // reload neither re-applies it nor fails once the signature is too old.
  if (url.searchParams.has('sig')) {
    const applied = await acceptPaymentReturn(order.id, url.searchParams)
    if (applied) throw redirect(orderStatusPath(orderStoreView(order), order), { status: 303 })
  }

  if (!(await canViewOrder(request, order, url.searchParams.get('token')))) throw notFound()
  const orderView = orderStoreView(order)
  if (orderView.storeCode !== view.storeCode) {
    throw redirect(`${storePath(orderView, '/order/status')}${url.search}`, { status: 302 })
  }

  const state = orderPaymentState(order)
  const due = await amountDue(order.id)
  const t = await getT(request)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const analytics = isPurchaseComplete(state) ? await purchaseAnalytics(request, order) : { event: null, setCookie: null }
  if (analytics.setCookie) headers.append('Set-Cookie', analytics.setCookie)
  const canRetry = canRetryPayment(order)

  return json(
    {
      title: t('order.statusTitle', { number: order.number }),
      state,
      token: orderStatusToken(order),
      order: summarise(order, due),
      bank: state === 'awaiting_transfer' ? bankDetailsFor(order.currency) : null,
      canRetry,
      // Another method may be chosen while the order still waits for its first payment (not once it is packed).
      methods:
        order.status === 'pending' && order.paymentStatus !== 'paid'
          ? alternativePaymentMethods(order)
              .filter((method) => method.code !== order.paymentMethod)
              .map((method) => ({ code: method.code, title: method.title }))
          : [],
      analytics: analytics.event,
    },
    { headers },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers({ 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store' })
  return out
}

/** What the page shows of an order (no access token, no internal ids beyond the order id). */
function summarise(order: OrderRecord, due: number) {
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    createdAt: order.createdAt,
    paymentMethod: order.paymentMethod,
    paymentMethodTitle: order.details.paymentMethod?.title ?? order.paymentMethod,
    shippingMethod: order.details.shippingMethod
      ? { code: order.details.shippingMethod.code, title: order.details.shippingMethod.title }
      : null,
    currency: order.currency,
    lines: order.lines.map((line) => ({
      lineNo: line.lineNo,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unitPrice: line.unitPrice,
      rowTotal: line.rowTotal,
      options: line.options,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    shippingAmount: order.shippingAmount,
    hasShipping: Boolean(order.details.shippingMethod) || order.shippingAmount > 0,
    taxAmount: order.taxAmount,
    grandTotal: order.grandTotal,
    voucherCode: order.voucherCode,
    voucherAmount: order.grandTotal - due,
    amountDue: due,
    shippingAddress: order.details.shipping ?? null,
    billingAddress: order.details.billing ?? null,
  }
}

export async function action({ params, request }: ActionFunctionArgs) {
  await requireStoreView(params, request)
  const form = await readForm(request)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const id = text('id')
  if (!ID.test(id)) throw notFound()
  const order = await getOrder(id)
  if (!order || !(await canViewOrder(request, order, text('token') || null))) throw notFound()
  const statusPath = orderStatusPath(orderStoreView(order), order)

  try {
    switch (text('intent')) {
      case 'retry':
        return redirect(await retryPayment(order, request), { status: 303 })
      case 'change-method': {
        const next = await changePaymentMethod(order, text('method'), request)
        if (next) return redirect(next, { status: 303 })
        return redirectWithToast(request, statusPath, { type: 'success', message: 'order.methodChanged' })
      }
      default:
        throw new Response('Unknown intent', { status: 400 })
    }
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error
    return redirectWithToast(request, statusPath, { type: 'error', message: 'order.paymentNotStarted' })
  }
}

export default function OrderStatusPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const money = useMoney()
  const href = useStorePath()
  const { order, state } = data
  useDataLayerEvent(data.analytics)

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
  const { order, state } = useLoaderData<typeof loader>()
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
  const { bank, order } = useLoaderData<typeof loader>()
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

/** Pay (again) with the same method, or pick another one. Plain forms: they work without JavaScript. */
function PaymentActions() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div className="order-actions">
      {data.canRetry ? (
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="id" value={data.order.id} />
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" disabled={busy}>
            {data.state === 'declined' ? t('order.retry') : t('order.payNow')}
          </button>{' '}
          {data.state === 'awaiting_payment' ? (
            <Link to={`?id=${encodeURIComponent(data.order.id)}&token=${encodeURIComponent(data.token)}`}>
              {t('order.checkAgain')}
            </Link>
          ) : null}
        </Form>
      ) : null}
      {data.methods.length ? <OtherMethods /> : null}
    </div>
  )
}

function OtherMethods() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const navigation = useNavigation()
  return (
    <details className="other-methods" open={data.state === 'declined'}>
      <summary>{t('order.chooseAnotherMethod')}</summary>
      <Form method="post">
        <input type="hidden" name="intent" value="change-method" />
        <input type="hidden" name="id" value={data.order.id} />
        <input type="hidden" name="token" value={data.token} />
        <fieldset>
          <legend className="visually-hidden">{t('order.chooseAnotherMethod')}</legend>
          {data.methods.map((method, index) => (
            <div key={method.code} className="field">
              <label>
                <input type="radio" name="method" value={method.code} defaultChecked={index === 0} required />{' '}
                {t(`checkout.payment.${method.code}`, { defaultValue: method.title })}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button-ghost" disabled={navigation.state !== 'idle'}>
          {t('order.changeMethod')}
        </button>
      </Form>
    </details>
  )
}

function Address({ address }: { address: AddressDetails }) {
  const { t } = useTranslation()
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.streetAddress, address.apartmentNumber].filter(Boolean).join(', '),
    address.suburb,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.state,
    t(`checkout.country.${address.country}`, { defaultValue: address.country }),
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line))
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
