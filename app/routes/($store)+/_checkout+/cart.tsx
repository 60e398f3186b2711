import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useCartAnalytics } from '~/components/analytics'
import { CodeForms, ConfirmRemoveForm } from '~/components/cart/cart-forms'
import { LineEditForm } from '~/components/cart/line-edit-form'
import { CartLines, CartTotalsTable, FreeDeliveryNote, type SummaryShipping } from '~/components/cart/cart-summary'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { DeliveryWindows, freeDeliveryText } from '~/components/trust/delivery-facts'
import { PayMarks } from '~/components/layout/footer'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as M from '~/domain/messages'
import { formatMoney } from '~/domain/money'
import type { ShippingMethod } from '~/domain/shipping'
import { PER_IP } from '~/domain/throttle'
import {
  addAndAnswer,
  answerCartForm,
  applyCoupon,
  applyVoucher,
  editCartLine,
  getCartId,
  loadLineEdit,
  parseCartForm,
  refuseForm,
  refuseThrottled,
  removeCartLine,
  removeCoupon,
  removeVoucher,
  updateCartLine,
  type CartResult,
} from '~/providers/cart/index.server'
import { cartDelivery, loadCheckout } from '~/providers/checkout/index.server'
import { ipKey } from '~/providers/throttle/index.server'
import type { CartAction } from '~/schemas/cart'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { storePath, type StoreView } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { clientIp, throttleStep } from '~/utils/throttle.server'
import { useStorePath, useStoreView } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const cartId = await getCartId(request, view)
  // Priced as checkout prices it (with the delivery method chosen there if still on offer, else with the
  // one it preselects as an estimate), so that the cart and the checkout summary show the same total.
  const checkout = cartId ? await loadCheckout(cartId, view) : null
  const cart = checkout?.cart ?? null
  const shipping: SummaryShipping = { basis: checkout?.shipping ?? 'unknown', estimate: estimateOf(checkout?.shippingEstimate) }
  const t = await getT(request)
  const query = new URL(request.url).searchParams
  const removing = query.get('remove')
  // A reopened line (`?edit=<line>`): its form's choices are read for that line alone, and only then.
  const editId = query.get('edit')
  const editing = cartId && editId && cart?.lines.some((l) => l.id === editId) ? await loadLineEdit(cartId, view, editId) : null
  // Free-delivery progress, the shipping estimate and the delivery windows, from the shipping rules.
  const delivery = cart && cart.lines.length ? await cartDelivery(request, view, cart) : null
  const freeDelivery = delivery && freeDeliveryText(delivery.progress, t, (minor) => formatMoney(minor, view))
  return json(
    {
      cart,
      shipping,
      delivery,
      freeDelivery,
      removing: cart?.lines.find((l) => l.id === removing) ?? null,
      editing,
      title: t('cart.title'),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

/** The estimated method as the summary names it: code and title, nothing of the rules behind it. */
function estimateOf(method: ShippingMethod | null | undefined): SummaryShipping['estimate'] {
  return method ? { code: method.code, title: method.title } : null
}

// The cart is only ever this shopper's: no cache keeps it, with or without cookies.
export const headers = privatePageHeaders

/**
 * Every cart form posts here with its `intent` (the product page has its own action for adding). A
 * change answers 303 to where the shopper was, with the spec's notification; a refused field answers
 * 400 with the submission so that the page shows the message beside it. Fetchers use the same action.
 */
export async function action({ context, params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const submission = parseCartForm(await readForm(request))
  if (submission.status !== 'success') return refuseForm(submission)
  const input = submission.value
  const cartPage = storePath(view, '/cart')
  const back = safeRedirectPath(input.redirectTo, cartPage)
  if (input.intent === 'add') return addAndAnswer(request, view, submission, input, back)

  const cartId = await getCartId(request, view)
  if (!cartId) return redirectWithToast(request, cartPage, { type: 'error', message: M.PRODUCT_NOT_AVAILABLE })
  if (input.intent === 'coupon' || input.intent === 'voucher') {
    // Codes can be guessed: an unknown one counts against the IP, and a blocked IP is refused even a
    // good code (or guessing would go on). A good code does not clear the count, for the same reason.
    const step = await throttleStep([ipKey(CODE_THROTTLE[input.intent], clientIp(context), PER_IP)], {
      counts: 'failures',
      refuse: (retryAfterSeconds) => refuseThrottled(submission, 'code', retryAfterSeconds),
    })
    if (step.refused) return step.refused
    const result = await changeCart(cartId, view, input)
    if (!result.ok && result.field === 'code') await step.failed()
    return answerCartForm(request, submission, result, back)
  }
  const result = await changeCart(cartId, view, input)
  // A removal goes back to where it was confirmed: the cart page, or the page under the microcart.
  return answerCartForm(request, submission, result, back)
}

/** The throttle counter each code field counts on. */
const CODE_THROTTLE = { coupon: 'coupon', voucher: 'gift-card' } as const

function changeCart(cartId: string, view: StoreView, input: Exclude<CartAction, { intent: 'add' }>): Promise<CartResult> {
  switch (input.intent) {
    case 'update':
      return updateCartLine(cartId, view, input.lineId, input.qty)
    case 'edit':
      return editCartLine(cartId, view, input)
    case 'remove':
      return removeCartLine(cartId, input.lineId)
    case 'coupon':
      return applyCoupon(cartId, view, input.code)
    case 'coupon-remove':
      return removeCoupon(cartId)
    case 'voucher':
      return applyVoucher(cartId, view, input.code)
    case 'voucher-remove':
      return removeVoucher(cartId)
  }
}

export default function CartPage() {
  const { cart, shipping, delivery, freeDelivery, removing, editing } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  const navigation = useNavigation()
  const view = useStoreView()
  // remove_from_cart for removals and updates to 0 submitted from this page.
  useCartAnalytics(navigation, (form) => {
    const line = cart?.lines.find((l) => l.id === form.get('lineId'))
    return line ? { sku: line.sku, name: line.name, unitPrice: line.unitPrice, qty: line.qty, currency: view.currencyCode } : null
  })
  if (!cart || cart.lines.length === 0) {
    return (
      <>
        <Breadcrumbs crumbs={[]} current={t('cart.title')} />
        <h1>{t('cart.title')}</h1>
        <div className="empty-state">
          <p>{t('cart.empty')}</p>
          <Link className="button" to={href('/')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      </>
    )
  }
  return (
    <>
      <Breadcrumbs crumbs={[]} current={t('cart.title')} />
      <h1>{t('cart.title')}</h1>
      {cart.messages.map((message) => (
        <p key={message} className="notice" role="alert">
          {t(message)}
        </p>
      ))}
      {removing ? <ConfirmRemoveForm line={removing} /> : null}
      <div className="cart-layout">
        <CartLines
          cart={cart}
          editable
          lineEditor={(line) => (editing && editing.state.lineId === line.id ? <LineEditForm edit={editing} lineName={line.name} /> : null)}
        />
        <aside className="cart-side" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{t('cart.summary')}</h2>
          <CartTotalsTable cart={cart} shipping={shipping} />
          <FreeDeliveryNote text={freeDelivery} />
          <Link className="button button-wide" to={href('/checkout')}>
            {t('cart.proceedToCheckout')}
          </Link>
          {delivery?.windows.length ? (
            <section className="cart-delivery" aria-labelledby="cart-delivery-heading">
              <h3 id="cart-delivery-heading">{t('delivery.heading')}</h3>
              <DeliveryWindows windows={delivery.windows} currency={view.currencyCode} t={t} />
            </section>
          ) : null}
          <CodeForms couponCode={cart.couponCode} voucherCode={cart.voucherCode} />
          <PayMarks className="cart-pay-marks" />
        </aside>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
