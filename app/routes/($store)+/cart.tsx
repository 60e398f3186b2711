import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { CartLines, CartTotalsTable } from '~/components/cart/cart-summary'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as M from '~/domain/messages'
import {
  addToCart,
  applyCoupon,
  applyVoucher,
  cartCookieHeader,
  getCartId,
  loadCart,
  removeCartLine,
  removeCoupon,
  updateCartLine,
} from '~/providers/cart.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { seoMeta } from '~/utils/seo'
import { redirectWithToast, type Toast } from '~/utils/session.server'
import { storePath } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath, useStoreView } from '~/utils/use-store'
import { useCartAnalytics } from '~/components/analytics'
import { SITE_NAME } from '~/utils/site'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const cartId = await getCartId(request, view)
  const cart = cartId ? await loadCart(cartId, view) : null
  const t = await getT(request)
  const removing = new URL(request.url).searchParams.get('remove')
  return json(
    { cart, removing: cart?.lines.find((l) => l.id === removing) ?? null, title: t('cart.title') },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

// The cart is only ever this shopper's: no cache keeps it, with or without cookies.
export const headers = privatePageHeaders

/** Fields named like `options[12]` or `bundle[3]` collected into records. */
function collect(form: FormData, name: string): Record<string, string> {
  const out: Record<string, string> = {}
  const pattern = new RegExp(`^${name}\\[(\\d{1,9})\\]$`)
  for (const [key, value] of form) {
    const match = pattern.exec(key)
    if (match && typeof value === 'string' && value !== '') out[match[1]!] = value.slice(0, 20)
  }
  return out
}

/**
 * Every cart mutation posts here with an `intent` and comes back with a 303 to where the shopper was,
 * carrying the spec's notification. Fetchers (JavaScript on) use the same action.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const back = safeRedirectPath(form.get('redirectTo'), storePath(view, '/cart'))
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }

  if (intent === 'add') {
    const cartId = await getCartId(request, view)
    const added = await addToCart(cartId, view, {
      sku: text('sku'),
      childSku: text('childSku') || undefined,
      qty: text('qty') || '1',
      options: collect(form, 'options'),
      bundle: collect(form, 'bundle'),
      grouped: collect(form, 'grouped'),
    })
    // The cookie names the cart only once it exists: a failed first add leaves the shopper cartless.
    const headers = new Headers()
    if (added.cartId && added.cartId !== cartId) headers.append('Set-Cookie', await cartCookieHeader(request, view, added.cartId))
    return redirectWithToast(request, back, added.toast, { headers })
  }

  const cartId = await getCartId(request, view)
  const cartPage = storePath(view, '/cart')
  if (!cartId) {
    return redirectWithToast(request, cartPage, { type: 'error', message: M.PRODUCT_NOT_AVAILABLE })
  }
  let toast: Toast
  switch (intent) {
    case 'update':
      toast = await updateCartLine(cartId, view, text('lineId'), text('qty'))
      break
    case 'remove':
      toast = await removeCartLine(cartId, text('lineId'))
      break
    case 'coupon':
      toast = await applyCoupon(cartId, view, text('code'))
      break
    case 'coupon-remove':
      toast = await removeCoupon(cartId)
      break
    case 'voucher':
      toast = await applyVoucher(cartId, view, text('code'))
      break
    case 'voucher-remove':
      toast = await applyVoucher(cartId, view, '')
      break
    default:
      throw new Response('Unknown intent', { status: 400 })
  }
  return redirectWithToast(request, intent === 'remove' ? cartPage : back, toast)
}

export default function CartPage() {
  const { cart, removing } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const here = location.pathname
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
      {removing ? (
        // The confirmation works without JavaScript: "Remove" links here, this form removes.
        <div className="notice confirm-remove" role="alertdialog" aria-labelledby="confirm-remove-text">
          <p id="confirm-remove-text">{t('cart.confirmRemove', { name: removing.name })}</p>
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={removing.id} />
            <button type="submit" disabled={busy}>
              {t('cart.remove')}
            </button>{' '}
            <Link to={here} className="button button-ghost" preventScrollReset>
              {t('cart.keep')}
            </Link>
          </Form>
        </div>
      ) : null}
      <div className="cart-layout">
        <CartLines cart={cart} editable />
        <aside className="cart-side" aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading">{t('cart.summary')}</h2>
          <CartTotalsTable cart={cart} />
          <Link className="button button-wide" to={href('/checkout')}>
            {t('cart.proceedToCheckout')}
          </Link>
          <CodeForms cart={cart} busy={busy} />
        </aside>
      </div>
    </>
  )
}

/** Coupon and gift card: a form to apply a code, or the code in use with a form to remove it. */
function CodeForms({ cart, busy }: { cart: { couponCode: string | null; voucherCode: string | null }; busy: boolean }) {
  return (
    <div className="code-forms">
      <CodeForm kind="coupon" code={cart.couponCode} busy={busy} />
      <CodeForm kind="voucher" code={cart.voucherCode} busy={busy} />
    </div>
  )
}

const CODE_TEXTS = {
  coupon: { inUse: 'cart.couponInUse', remove: 'cart.removeCoupon', label: 'cart.couponLabel' },
  voucher: { inUse: 'cart.voucherInUse', remove: 'cart.removeVoucher', label: 'cart.voucherLabel' },
} as const

function CodeForm({ kind, code, busy }: { kind: 'coupon' | 'voucher'; code: string | null; busy: boolean }) {
  const { t } = useTranslation()
  const texts = CODE_TEXTS[kind]
  if (code) {
    return (
      <Form method="post" className="inline-form" preventScrollReset>
        <p>{t(texts.inUse, { code })}</p>
        <input type="hidden" name="intent" value={`${kind}-remove`} />
        <button type="submit" className="button-small button-ghost" disabled={busy}>
          {t(texts.remove)}
        </button>
      </Form>
    )
  }
  return (
    <Form method="post" className="code-form" preventScrollReset>
      <input type="hidden" name="intent" value={kind} />
      <label htmlFor={`${kind}-code`}>{t(texts.label)}</label>
      <div className="code-row">
        <input id={`${kind}-code`} name="code" autoComplete="off" maxLength={40} required />
        <button type="submit" className="button-small" disabled={busy}>
          {t('cart.apply')}
        </button>
      </div>
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
