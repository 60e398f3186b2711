import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { formatMoney } from '~/domain/money'
import { completeSandboxPayment, getSandboxPayment } from '~/providers/payments/index.server'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { DEFAULT_STORE_VIEW, storeViewByCode } from '~/utils/store-views'
import type { RouteHandle } from '~/root'
import { FORM_EXPIRED } from '~/schemas/checkout-rules'
import * as z from '~/schemas/zod'
import { readForm } from '~/utils/request-body.server'
import { parseForm } from '~/utils/form.server'

/*
 * The sandbox's pretend hosted payment page (app/payments/sandbox.server.ts). NO REAL MONEY: approving or
 * declining here only produces a signed message, exactly as a real gateway would send one. Served only while
 * the sandbox provider is the one registered for the method; a real gateway makes this page a 404.
 */

/** Approve or decline: one form, the button pressed names the outcome. */
const SandboxDecisionSchema = z.discriminatedUnion(
  'intent',
  [z.object({ intent: z.literal('approve') }), z.object({ intent: z.literal('decline') })],
  // Only a page other than this one sends anything else.
  { error: FORM_EXPIRED },
)

export const handle: RouteHandle = { layout: 'minimal' }

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

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
  const submission = parseForm(await readForm(request), { schema: SandboxDecisionSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const outcome = submission.value.intent === 'approve' ? 'paid' : 'declined'
  const next = await completeSandboxPayment(params.provider ?? '', params.reference ?? '', outcome)
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
  const [form, fields] = useForm({
    id: 'sandbox-decision',
    lastResult: useActionData<typeof action>()?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SandboxDecisionSchema }),
  })
  return (
    <section className="sandbox-payment" aria-labelledby="sandbox-heading">
      <div className="sandbox-banner" role="note" style={bannerStyle}>
        <p style={{ fontSize: '1.75rem', fontWeight: 800, margin: 0, letterSpacing: '0.05em' }}>{t('sandbox.banner')}</p>
        <p style={{ margin: '0.5rem 0 0' }}>{t('sandbox.bannerText')}</p>
      </div>
      <h1 id="sandbox-heading">
        {t('sandbox.heading', { provider: t(`checkout.payment.${payment.provider}`, { defaultValue: payment.providerTitle }) })}
      </h1>
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
          <Form method="post" {...getFormProps(form)} className="sandbox-actions">
            {/* The buttons are the `intent` field: its message goes above them. */}
            {fields.intent.errors?.length ? (
              <p id={fields.intent.errorId} className="notice" role="alert">
                {fields.intent.errors.map((key) => t(key)).join(' ')}
              </p>
            ) : null}
            <button type="submit" name="intent" value="approve" disabled={busy}>
              {t('sandbox.approve')}
            </button>{' '}
            <button type="submit" name="intent" value="decline" className="button-ghost" disabled={busy}>
              {t('sandbox.decline')}
            </button>
          </Form>
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
