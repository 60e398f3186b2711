import { getFormProps } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountField, FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ShippingMethodFact } from '~/components/order/order-contents'
import { OrderDownloads } from '~/components/order/order-downloads'
import { formatDate, formatMoney } from '~/domain/money'
import { PER_IP } from '~/domain/throttle'
import { contentPath, getCmsPage } from '~/providers/content/index.server'
import { orderStoreView, trackOrder } from '~/providers/orders/index.server'
import { ipKey } from '~/providers/throttle/index.server'
import { LIMITS } from '~/schemas/checkout-rules'
import { ORDER_NOT_FOUND, orderTrackingSchema } from '~/schemas/order-tracking'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { readForm } from '~/utils/request-body.server'
import { CATALOGUE_CACHE, catalogueHeaders, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { clientIp, throttleStep } from '~/utils/throttle.server'
import { parseForm } from '~/utils/form.server'

/*
 * Guest order tracking (docs/decisions/0020): the order-tracking CMS page with the form its text promises.
 * The form posts, and the answer is rendered by that POST with no-store: the e-mail address and the order
 * never appear in a URL that could be shared, bookmarked or logged. Every miss counts against the IP.
 * A paid order's download links are part of the answer: number and e-mail address are the guest's proof.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? seoMeta({ title: args.data.page.title, description: args.data.page.metaDescription, canonical: args.data.canonical })
    : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const page = await getCmsPage(view, 'order-tracking')
  if (!page) throw new Response('CMS query returned empty result', { status: 404 })
  return json(
    { page, canonical: absoluteUrl(request, view, contentPath('order-tracking')) },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

export async function action({ params, context, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const step = await throttleStep([ipKey('order-tracking', clientIp(context), PER_IP)], { counts: 'failures' })
  const noStore = { 'Cache-Control': PRIVATE_NO_STORE }
  const submission = parseForm(await readForm(request), { schema: orderTrackingSchema })
  if (submission.status !== 'success') return json({ result: submission.reply(), order: null }, { status: 400, headers: noStore })

  const order = await trackOrder(submission.value.orderNumber, submission.value.email)
  if (!order) {
    await step.failed()
    return json({ result: submission.reply({ formErrors: [ORDER_NOT_FOUND] }), order: null }, { status: 400, headers: noStore })
  }
  return json(
    {
      result: submission.reply({ resetForm: true }),
      order: {
        number: order.number,
        createdAt: order.createdAt,
        date: formatDate(order.createdAt, view.dateFormat, view.timeZone),
        status: order.status,
        total: formatMoney(order.grandTotal, orderStoreView(order)),
        currency: order.currency,
        shippingMethod: order.shippingMethod,
        downloads: order.downloads,
      },
    },
    { headers: noStore },
  )
}

export default function OrderTrackingPage() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <article className="cms-page">
      <Breadcrumbs crumbs={[]} current={page.title} />
      <h1>{page.title}</h1>
      <section aria-labelledby="tracking-heading" className="order-tracking">
        {/* Where the editors titled the page like the form ("Traccia il tuo ordine"), it is not said twice. */}
        <h2 id="tracking-heading" className={sameWords(page.title, t('tracking.formTitle')) ? 'visually-hidden' : undefined}>
          {t('tracking.formTitle')}
        </h2>
        <TrackingForm />
        <TrackedOrder />
      </section>
      {/* Content is written by the store's editors and seeded from trusted sources, never from shoppers. */}
      <div className="cms-content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  )
}

const sameWords = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

function TrackingForm() {
  const { t } = useTranslation()
  const data = useActionData<typeof action>()
  const [form, fields] = useAccountForm({ id: 'order-tracking', schema: orderTrackingSchema, lastResult: data?.result })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form" aria-describedby={form.errors ? form.errorId : undefined}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <AccountField field={fields.orderNumber} label={t('order.numberLabel')} autoComplete="off" maxLength={32} />
      <AccountField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <SubmitButton label={t('tracking.submit')} />
    </Form>
  )
}

function TrackedOrder() {
  const { t } = useTranslation()
  const order = useActionData<typeof action>()?.order
  if (!order) return null
  return (
    <div className="tracked-order" role="status">
      <h3>{t('order.statusTitle', { number: order.number })}</h3>
      <dl className="order-facts">
        <dt>{t('account.orderDate')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{order.date}</time>
        </dd>
        <dt>{t('account.orderStatusLabel')}</dt>
        <dd data-order-status={order.status}>{t(`account.orderStatus.${order.status}`)}</dd>
        <dt>{t('account.orderTotal')}</dt>
        <dd>{order.total}</dd>
        {order.shippingMethod ? <ShippingMethodFact currency={order.currency} method={order.shippingMethod} /> : null}
      </dl>
      <OrderDownloads downloads={order.downloads} level={4} />
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
