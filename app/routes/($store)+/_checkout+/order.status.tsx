import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useDataLayerEvent } from '~/components/analytics'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OrderStatus } from '~/components/order/order-status'
import { isPurchaseComplete } from '~/domain/order-payment'
import { purchaseAnalytics } from '~/providers/engagement/index.server'
import { canViewOrder, getOrder, orderStatusPath, orderStatusView, orderStoreView, type OrderRecord } from '~/providers/orders/index.server'
import {
  acceptPaymentReturn,
  changePaymentMethod,
  otherPaymentMethods,
  PaymentError,
  retryPayment,
} from '~/providers/payments/index.server'
import { CHOOSE_PAYMENT_METHOD } from '~/schemas/checkout-rules'
import { ORDER_ID, orderPaymentSchema } from '~/schemas/order-status'
import * as z from '~/schemas/zod'
import { getT } from '~/utils/i18n.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { storePath } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { readForm } from '~/utils/request-body.server'
import { parseForm } from '~/utils/form.server'

/*
 * The return page after payment (/order/status). Who may see an order: the browser session
 * that placed it, the customer who owns it, or whoever holds its signed link (id + token); a gateway's signed
 * return also counts (docs/decisions/0004-order-access.md). Anyone else gets a 404, never someone's order.
 */

/** The order with this id; null for an unknown id or anything that is not an order id. */
async function findOrder(id: string | null | undefined): Promise<OrderRecord | null> {
  return id && ORDER_ID.test(id) ? getOrder(id) : null
}

function notFound(): Response {
  return new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const url = new URL(request.url)
  const order = await findOrder(url.searchParams.get('id'))
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

  const page = await orderStatusView(order)
  const t = await getT(request)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const analytics = isPurchaseComplete(page.state) ? await purchaseAnalytics(request, order) : { event: null, setCookie: null }
  if (analytics.setCookie) headers.append('Set-Cookie', analytics.setCookie)
  return json({ title: t('order.statusTitle', { number: order.number }), ...page, analytics: analytics.event }, { headers })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers({ 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store' })
  return out
}

/** The order a form names, when this request may see it; anything else is a 404, never a form error. */
async function viewableOrder(request: Request, id: string | undefined, token: string | undefined): Promise<OrderRecord> {
  const order = await findOrder(id)
  if (!order || !(await canViewOrder(request, order, token || null))) throw notFound()
  return order
}

export async function action({ params, request }: ActionFunctionArgs) {
  await requireStoreView(params, request)
  const formData = await readForm(request)
  const submission = await parseForm(formData, {
    async: true,
    // The methods on offer depend on the order, which the form itself names: check them once it is found.
    schema: orderPaymentSchema().transform(async (input, ctx) => {
      const order = await viewableOrder(request, input.id, input.token)
      const offered = otherPaymentMethods(order)
      // An order that may no longer switch offers nothing: that is said by the toast below, not beside a field.
      if (input.intent === 'change-method' && offered.length > 0 && !offered.some((m) => m.code === input.method)) {
        ctx.addIssue({ code: 'custom', path: ['method'], message: CHOOSE_PAYMENT_METHOD })
        return z.NEVER
      }
      return { ...input, order }
    }),
  })
  if (submission.status !== 'success') {
    return json({ intent: String(submission.payload.intent ?? ''), result: submission.reply() }, { status: 400 })
  }
  const { order, ...input } = submission.value
  const statusPath = orderStatusPath(orderStoreView(order), order)
  try {
    if (input.intent === 'retry') return redirect(await retryPayment(order, request), { status: 303 })
    const next = await changePaymentMethod(order, input.method, request)
    if (next) return redirect(next, { status: 303 })
    return redirectWithToast(request, statusPath, { type: 'success', message: 'order.methodChanged' })
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error
    return redirectWithToast(request, statusPath, { type: 'error', message: 'order.paymentNotStarted' })
  }
}

export default function OrderStatusPage() {
  const data = useLoaderData<typeof loader>()
  useDataLayerEvent(data.analytics)
  return <OrderStatus />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
