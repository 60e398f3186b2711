import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useDataLayerEvent } from '~/components/analytics'
import type { CheckoutActionData } from '~/components/checkout/checkout-data'
import { CheckoutHelp } from '~/components/checkout/checkout-help'
import { CheckoutSteps } from '~/components/checkout/checkout-steps'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as M from '~/domain/messages'
import { openStep } from '~/domain/checkout-steps'
import { reviewedAmounts } from '~/domain/review'
import { clearCartCookie, getCartId } from '~/providers/cart/index.server'
import {
  addAddress,
  customerIdOf,
  getAddress,
  getCustomer,
  getCustomerByEmail,
  joinGuestData,
  listAddresses,
  startCustomerSession,
  type Customer,
} from '~/providers/customers/index.server'
import {
  ensureIdempotencyKey,
  loadCheckout,
  saveCheckoutForm,
  type CheckoutSectionInput,
  type CheckoutState,
  type CheckoutView,
} from '~/providers/checkout/index.server'
import { getCmsBlock } from '~/providers/content/index.server'
import { ipKey } from '~/providers/throttle/index.server'
import { PER_IP } from '~/domain/throttle'
import { MAX_SAVED_ADDRESSES } from '~/domain/address-book'
import {
  getOrderByIdempotencyKey,
  orderStatusPath,
  placedInSession,
  placeOrder,
  rememberOrder,
  type OrderRecord,
} from '~/providers/orders/index.server'
import { isOnlinePayment, startPayment } from '~/providers/payments/index.server'
import type { RouteHandle } from '~/root'
import type { CheckoutActionInput, CheckoutSchemaContext, PlaceOrderInput } from '~/schemas/checkout'
import { checkoutActionSchema } from '~/schemas/checkout.server'
import { CHOOSE_ADDRESS } from '~/schemas/checkout-rules'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { beginCheckoutEvent } from '~/utils/analytics'
import { seoMeta, errorMeta } from '~/utils/seo'
import { getSession, redirectWithToast, sessionStorage } from '~/utils/session.server'
import { storePath, type StoreView } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { readForm } from '~/utils/request-body.server'
import { clientIp, throttleStep } from '~/utils/throttle.server'
import { getEnv } from '~/utils/env.server'
import { OUTBOX_HEADER, type OutboxAnswer } from '~/worker/outbox'
import { parseForm } from '~/utils/form.server'

export const handle: RouteHandle = { layout: 'minimal' }

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/**
 * The context every checkout schema is built from: the same on the server and in the browser. Without a
 * checkout (the cart is gone) no method is on offer; only the place-order form can still be valid.
 */
function schemaContext(checkout: CheckoutView | null, view: StoreView, locale: string): CheckoutSchemaContext {
  return {
    locale,
    storeCode: view.storeCode,
    virtual: checkout?.cart.virtual,
    shippingMethodCodes: checkout?.shippingMethods.map((method) => method.code) ?? [],
    paymentMethodCodes: checkout?.paymentMethods.map((method) => method.code) ?? [],
  }
}

/** begin_checkout for the analytics helper to push (GA4 shape, major units); no script here. */
function beginCheckout(checkout: CheckoutView, view: StoreView) {
  const lines = checkout.cart.lines.filter((line) => !line.unavailable)
  return beginCheckoutEvent({
    currency: view.currencyCode,
    grandTotal: checkout.cart.totals.grandTotal,
    couponCode: checkout.cart.couponCode,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      unitPrice: line.unitPrice,
      qty: line.qty,
      variant: line.parentSku ? line.options.map((o) => o.value).join(' / ') : undefined,
    })),
  })
}

/**
 * The personal details as the page may see them: whether the guest asked for an account, never the
 * password's hash. A signed-in customer's own name and e-mail prefill the step.
 */
async function personalForPage(state: CheckoutState, customer: Customer | null) {
  const saved = state.personalDetails
  if (!saved) {
    if (!customer) return null
    return {
      firstName: customer.firstName,
      lastName: customer.lastName,
      emailAddress: customer.email,
      saved: false,
      createAccount: false,
      emailTaken: false,
    }
  }
  const { newAccountPasswordHash, ...details } = saved
  const createAccount = !customer && !!newAccountPasswordHash
  // The address may have found an account since the step was saved: say so beside the e-mail field.
  const emailTaken = createAccount && (await getCustomerByEmail(details.emailAddress)) !== null
  return { ...details, saved: true, createAccount, emailTaken }
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const cartId = await getCartId(request, view)
  const checkout = cartId ? await loadCheckout(cartId, view) : null
  if (!cartId || !checkout || checkout.cart.lines.length === 0) throw redirect(storePath(view, '/cart'))
  const locale = await resolveLocale(request)
  const t = await getT(request)
  const customer = await getCustomer(request)
  const current = openStep(checkout.steps, new URL(request.url).searchParams.get('edit'))
  const idempotencyKey = await ensureIdempotencyKey(cartId, checkout.state)
  const { idempotencyKey: _key, lastOrder: _last, personalDetails: _personal, ...state } = checkout.state
  // Saved addresses in a country this view delivers to; checkout preselects the default.
  const savedAddresses = customer
    ? (await listAddresses(customer.id)).filter((address) => checkout.countries.includes(address.country))
    : []
  return json(
    {
      title: t('checkout.title'),
      cart: checkout.cart,
      state: { ...state, personalDetails: await personalForPage(checkout.state, customer) },
      signedIn: customer !== null,
      savedAddresses,
      steps: checkout.steps,
      current,
      countries: checkout.countries,
      shippingMethods: checkout.shippingMethods,
      paymentMethods: checkout.paymentMethods,
      shippingMethod: checkout.shippingMethod,
      shippingEstimate: checkout.shippingEstimate,
      shipping: checkout.shipping,
      paymentMethod: checkout.paymentMethod,
      blocked: checkout.blockedLines.length > 0,
      idempotencyKey,
      reviewed: reviewedAmounts(checkout.cart),
      schema: schemaContext(checkout, view, locale),
      // begin_checkout once per checkout session: not again while it stays open (30 minutes after its last change).
      analytics: checkout.inCheckout ? null : beginCheckout(checkout, view),
      outbox: outboxOptions(),
      // The 'checkout-help' CMS block: editor-written HTML, shown beside the steps.
      help: await getCmsBlock(view, 'checkout-help'),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

/**
 * How the page's order outbox treats an order made offline: sent by itself or after the shopper
 * confirms it, and kept as long as the server recognises its key (the cart lives CART_EXPIRY_DAYS).
 */
function outboxOptions() {
  const env = getEnv()
  return { autoSend: env.OUTBOX_SEND === 'automatic', maxAgeMs: env.CART_EXPIRY_DAYS * 24 * 60 * 60 * 1000 }
}

// The checkout is only ever this shopper's: no cache keeps it, with or without cookies.
export const headers = privatePageHeaders

/**
 * Each section posts its own form with an `intent`; a valid one is saved and answered with a 303 to
 * the next step, an invalid one with the submission (400) so the form shows its messages. Placing
 * the order goes to the payment page (online methods) or to the order's status page.
 */
export async function action({ context, params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const formData = await readForm(request)
  const cartId = await getCartId(request, view)
  const locale = await resolveLocale(request)
  const found = cartId ? await loadCheckout(cartId, view) : null
  const checkout = found && found.cart.lines.length > 0 ? found : null
  const submission = parseForm(formData, { schema: checkoutActionSchema(schemaContext(checkout, view, locale)) })
  const intent = String(submission.payload.intent ?? '')
  // Placing may find the order a resubmitted form already made; any other form needs a cart.
  if (intent !== 'place' && (!cartId || !checkout)) {
    return redirectWithToast(request, storePath(view, '/cart'), { type: 'error', message: 'cart.empty' })
  }
  // A password typed for the new account never travels back to the page.
  const hideFields = ['password', 'confirmPassword']
  const refuse = (fieldErrors?: Record<string, string[]>) =>
    json({ intent, result: submission.reply({ fieldErrors, hideFields }) } satisfies CheckoutActionData, { status: 400 })
  if (submission.status !== 'success') return refuse()
  const input = submission.value
  if (input.intent === 'place') return place(request, view, input, cartId, locale)
  const customer = await getCustomer(request)
  const section = await sectionInput(input, customer, checkout!)
  if (!section) return refuse({ addressId: [CHOOSE_ADDRESS] })
  if (section.intent === 'personal' && section.createAccount) {
    // Whether an address has an account is what registering tells too: the same limiter counts the refusals,
    // each attempt reserved before the address is looked up, so a parallel burst learns no more than a slow one.
    const step = await throttleStep([ipKey('register', clientIp(context), PER_IP)], { counts: 'reserved' })
    if (await getCustomerByEmail(section.emailAddress)) {
      await step.failed()
      return refuse({ emailAddress: [M.EMAIL_TAKEN] })
    }
    await step.succeeded()
  }
  const next = await saveCheckoutForm(cartId!, section, checkout!)
  const to = `${storePath(view, '/checkout')}#${next}`
  if (section.intent === 'shipping' && section.saveAddress && customer) {
    const saved = await addAddress(customer.id, section)
    if (!saved.ok)
      return redirectWithToast(request, to, { type: 'warning', message: 'account.addressBookFull', params: { max: MAX_SAVED_ADDRESSES } })
  }
  return redirectWithToast(request, to, { type: 'success', message: 'checkout.saved' })
}

/**
 * The section to save: a saved address stands for its fields (null when it is not the customer's or not
 * deliverable in this view); only a guest can ask for an account, and only a customer can save an address.
 */
async function sectionInput(
  input: Exclude<CheckoutActionInput, { intent: 'place' }>,
  customer: Customer | null,
  checkout: CheckoutView,
): Promise<CheckoutSectionInput | null> {
  if (input.intent === 'shipping-saved') {
    const address = customer ? await getAddress(customer.id, input.addressId) : null
    if (!address || !checkout.countries.includes(address.country)) return null
    const { id: _id, isDefault: _default, state, ...fields } = address
    // `state` is optional in a saved address (regions outside South Africa) but a key of the form's input.
    return { intent: 'shipping', ...fields, state, additionalInformation: input.additionalInformation }
  }
  if (input.intent === 'personal' && customer) return { ...input, createAccount: false, password: undefined, confirmPassword: undefined }
  if (input.intent === 'shipping' && !customer) return { ...input, saveAddress: false }
  return input
}

/**
 * Place the order. Nothing but the key and the terms is read from the form: placeOrder prices the
 * server's cart. A form sent again after its order was made finds that order (same key), also when
 * this browser's cart cookie is already gone (the order is then recognised from the session).
 * The order outbox's fetch (OUTBOX_HEADER) cannot read a redirect: it gets the outcome as JSON, a
 * refusal with its reason, which its own notice shows (so no toast).
 */
async function place(request: Request, view: StoreView, input: PlaceOrderInput, cartId: string | null, locale: string) {
  const { idempotencyKey, reviewedDiscount, reviewedVoucherAmount, reviewedAmountDue } = input
  const session = await getSession(request)
  const refused = (to: string, message: string, params?: Record<string, string | number>) =>
    request.headers.has(OUTBOX_HEADER)
      ? json({ outcome: 'refused', to, message, params } satisfies OutboxAnswer)
      : redirectWithToast(request, to, { type: 'error', message, params })
  if (!cartId) {
    const order = await getOrderByIdempotencyKey(idempotencyKey)
    if (order && placedInSession(session, order.id)) return goToOrder(request, view, order)
    return refused(storePath(view, '/cart'), 'cart.empty')
  }
  const result = await placeOrder({
    cartId,
    view,
    locale,
    idempotencyKey,
    reviewed: { discount: reviewedDiscount, voucherAmount: reviewedVoucherAmount, amountDue: reviewedAmountDue },
    customerId: await customerIdOf(session),
  })
  if (result.ok) return goToOrder(request, view, result.order, result.accountCreated === true)
  const back =
    result.message === 'cart.empty' || result.backTo === 'cart'
      ? storePath(view, '/cart')
      : result.backTo === 'personal'
        ? `${storePath(view, '/checkout')}?edit=personal#personal`
        : `${storePath(view, '/checkout')}#review`
  return refused(back, result.message, result.params)
}

/**
 * After placing (or finding the order a resubmitted form already placed): remember the order in the
 * session, forget the cart of this view, and send the shopper to pay online or to the order status. A
 * guest whose account was created with the order is signed in to it on the way.
 */
async function goToOrder(request: Request, view: StoreView, order: OrderRecord, signIn = false) {
  const session = await getSession(request)
  const headers = new Headers()
  rememberOrder(session, order.id)
  if (signIn && order.customerId) {
    await joinGuestData(request, order.customerId, headers)
    await startCustomerSession(session, order.customerId, false)
    session.flash('toast', { type: 'success', message: 'checkout.accountCreated' })
  }
  let to = orderStatusPath(view, order)
  if (isOnlinePayment(order.paymentMethod) && order.paymentStatus === 'pending') {
    try {
      to = await startPayment(order, request)
    } catch (error) {
      // The order stands; the status page lets the shopper pay later.
      console.error(`Starting the payment of order ${order.number} failed`, error)
      session.flash('toast', { type: 'error', message: M.SOMETHING_WENT_WRONG })
    }
  }
  headers.append('Set-Cookie', await sessionStorage().commitSession(session))
  headers.append('Set-Cookie', await clearCartCookie(request, view))
  if (request.headers.has(OUTBOX_HEADER)) return json({ outcome: 'placed', to } satisfies OutboxAnswer, { headers })
  return redirect(to, { status: 303, headers })
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>()
  useDataLayerEvent(data.analytics)
  return (
    <CheckoutSteps>
      <CheckoutHelp html={data.help} />
    </CheckoutSteps>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
