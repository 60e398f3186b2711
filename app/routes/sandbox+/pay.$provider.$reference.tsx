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
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatMoney } from '~/domain/money'
import { completeSandboxPayment, getSandboxPayment } from '~/providers/payment-sandbox.server'
import { getT } from '~/utils/i18n.server'
import { seoMeta } from '~/utils/seo'
import { DEFAULT_STORE_VIEW, storeViewByCode } from '~/utils/store-views'
import type { RouteHandle } from '~/root'
import { SITE_NAME } from '~/utils/site'
import { readForm } from '~/utils/request-body.server'

/*
 * The sandbox's pretend hosted payment page (app/payments/sandbox.server.ts). NO REAL MONEY: approving or
 * declining here only produces a signed message, exactly as a real gateway would send one. Served only while
 * the sandbox provider is the one registered for the method; a real gateway makes this page a 404.
 */

export const handle: RouteHandle = { layout: 'minimal' }

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

export async function loader({ params, request }: LoaderFunctionArgs) {
  const payment = await getSandboxPayment(params.provider ?? '', params.reference ?? '')
  if (!payment) throw new Response('Not Found', { status: 404 })
  const view = storeViewByCode(payment.storeCode) ?? DEFAULT_STORE_VIEW
  const t = await getT(request)
  return json(
    {
      title: t('sandbox.title'),
      payment: {
        provider: payment.provider,
        providerTitle: payment.providerTitle,
        typeId: payment.typeId,
        reference: payment.reference,
        status: payment.status,
        orderNumber: payment.orderNumber,
        amount: formatMoney(payment.amount, view),
        statusPath: payment.statusPath,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

export async function action({ params, request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent !== 'approve' && intent !== 'decline') throw new Response('Unknown intent', { status: 400 })
  const next = await completeSandboxPayment(
    params.provider ?? '',
    params.reference ?? '',
    intent === 'approve' ? 'paid' : 'declined',
  )
  if (!next) throw new Response('Not Found', { status: 404 })
  return redirect(next, { status: 303 })
}

// The banner must be impossible to miss; the stylesheet is shared, so its few rules are inline here.
const bannerStyle = {
  background: '#fff3cd',
  border: '4px dashed #b45309',
  color: '#4a2c00',
  padding: '1rem',
  margin: '0 0 1.5rem',
  textAlign: 'center',
} as const

export default function SandboxPaymentPage() {
  const { payment } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <section className="sandbox-payment" aria-labelledby="sandbox-heading">
      <div className="sandbox-banner" role="note" style={bannerStyle}>
        <p style={{ fontSize: '1.75rem', fontWeight: 800, margin: 0, letterSpacing: '0.05em' }}>{t('sandbox.banner')}</p>
        <p style={{ margin: '0.5rem 0 0' }}>{t('sandbox.bannerText')}</p>
      </div>
      <h1 id="sandbox-heading">{t('sandbox.heading', { provider: t(`checkout.payment.${payment.provider}`, { defaultValue: payment.providerTitle }) })}</h1>
      <table className="totals">
        <tbody>
          <tr>
            <th scope="row">{t('order.numberLabel')}</th>
            <td>{payment.orderNumber}</td>
          </tr>
          <tr className="totals-grand">
            <th scope="row">{t('sandbox.amount')}</th>
            <td>{payment.amount}</td>
          </tr>
          <tr>
            <th scope="row">{t('sandbox.reference')}</th>
            <td>
              <code>{payment.reference}</code>
            </td>
          </tr>
        </tbody>
      </table>
      {payment.status === 'pending' ? (
        <>
          <div className="sandbox-actions">
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="approve" />
              <button type="submit" disabled={busy}>
                {t('sandbox.approve')}
              </button>
            </Form>{' '}
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="decline" />
              <button type="submit" className="button-ghost" disabled={busy}>
                {t('sandbox.decline')}
              </button>
            </Form>
          </div>
          <p>
            <Link to={payment.statusPath}>{t('sandbox.payLater')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="notice">{payment.status === 'paid' ? t('sandbox.alreadyPaid') : t('sandbox.alreadyDeclined')}</p>
          <p>
            <Link className="button" to={payment.statusPath}>
              {t('sandbox.backToOrder')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
