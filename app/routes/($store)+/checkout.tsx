import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Fragment, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDataLayerEvent } from '~/components/analytics'
import { CartLines, CartTotalsTable } from '~/components/cart/cart-summary'
import { useMoney } from '~/components/product/price'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as M from '~/domain/messages'
import { reviewedAmounts } from '~/domain/review'
import { validationParams } from '~/domain/validation'
import { clearCartCookie, getCartId } from '~/providers/cart.server'
import {
  checkoutSteps,
  ensureIdempotencyKey,
  loadCheckout,
  openStep,
  patchFromInput,
  saveCheckoutSection,
  type CheckoutView,
} from '~/providers/checkout.server'
import type { AddressDetails, OrderRecord } from '~/providers/order-types'
import { getOrderByIdempotencyKey, placeOrder } from '~/providers/orders.server'
import { isOnlinePayment, orderStatusPath, startPayment } from '~/providers/payments.server'
import type { RouteHandle } from '~/root'
import {
  ZA_PROVINCES,
  billingSchema,
  checkoutActionSchema,
  paymentMethodSchema,
  personalDetailsSchema,
  placeOrderSchema,
  shippingAddressSchema,
  shippingMethodSchema,
  usesProvinceList,
  LIMITS,
  type CheckoutSchemaContext,
  type CheckoutStep,
} from '~/schemas/checkout'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { beginCheckoutEvent } from '~/utils/analytics'
import { seoMeta } from '~/utils/seo'
import { getSession, redirectWithToast, sessionStorage } from '~/utils/session.server'
import { storePath, type StoreView } from '~/utils/store-views'
import { requireStoreView } from '~/utils/store-view.server'
import { useHydrated } from '~/utils/use-hydrated'
import { useStorePath } from '~/utils/use-store'
import { SITE_NAME } from '~/utils/site'
import { readForm } from '~/utils/request-body.server'

/** Orders a browser session remembers (a guest may revisit these without the signed link). */
const SESSION_ORDER_LIMIT = 10

export const handle: RouteHandle = { layout: 'minimal' }

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

/** The context every checkout schema is built from: the same on the server and in the browser. */
function schemaContext(checkout: CheckoutView, view: StoreView, locale: string): CheckoutSchemaContext {
  return {
    locale,
    storeCode: view.storeCode,
    virtual: checkout.cart.virtual,
    shippingMethodCodes: checkout.shippingMethods.map((method) => method.code),
    paymentMethodCodes: checkout.paymentMethods.map((method) => method.code),
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

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const cartId = await getCartId(request, view)
  const checkout = cartId ? await loadCheckout(cartId, view) : null
  if (!cartId || !checkout || checkout.cart.lines.length === 0) throw redirect(storePath(view, '/cart'))
  const locale = await resolveLocale(request)
  const t = await getT(request)
  const current = openStep(checkout.steps, new URL(request.url).searchParams.get('edit'))
  const idempotencyKey = await ensureIdempotencyKey(cartId, checkout.state)
  const { idempotencyKey: _key, lastOrder: _last, ...state } = checkout.state
  return json(
    {
      title: t('checkout.title'),
      cart: checkout.cart,
      state,
      steps: checkout.steps,
      current,
      countries: checkout.countries,
      shippingMethods: checkout.shippingMethods,
      paymentMethods: checkout.paymentMethods,
      shippingMethod: checkout.shippingMethod,
      paymentMethod: checkout.paymentMethod,
      blocked: checkout.blockedLines.length > 0,
      idempotencyKey,
      reviewed: reviewedAmounts(checkout.cart),
      schema: schemaContext(checkout, view, locale),
      // begin_checkout once per checkout session: not again while it stays open (30 minutes, SPEC 4).
      analytics: checkout.inCheckout ? null : beginCheckout(checkout, view),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

// The checkout is only ever this shopper's: no cache keeps it, with or without cookies.
export const headers = privatePageHeaders

/**
 * Each section posts its own form with an `intent`; a valid one is saved and answered with a 303 to
 * the next step, an invalid one with the submission (400) so the form shows its messages. Placing
 * the order goes to the payment page (online methods) or to the order's status page.
 */
export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const formData = await readForm(request)
  const checkoutPath = storePath(view, '/checkout')
  const cartPath = storePath(view, '/cart')
  const cartId = await getCartId(request, view)
  const locale = await resolveLocale(request)
  if (formData.get('intent') === 'place') return place(request, view, formData, cartId, locale)

  if (!cartId) return redirectWithToast(request, cartPath, { type: 'error', message: 'cart.empty' })
  const checkout = await loadCheckout(cartId, view)
  if (!checkout || checkout.cart.lines.length === 0) {
    return redirectWithToast(request, cartPath, { type: 'error', message: 'cart.empty' })
  }
  const submission = parseWithZod(formData, { schema: checkoutActionSchema(schemaContext(checkout, view, locale)) })
  if (submission.status !== 'success') return invalid(formData, submission.reply())
  const input = submission.value
  if (input.intent === 'place') throw new Response('Unexpected intent', { status: 400 })

  const patch = patchFromInput(input, checkout)
  if (!patch) throw new Response('Unknown intent', { status: 400 })
  const state = await saveCheckoutSection(cartId, patch)
  const next = openStep(
    checkoutSteps({
      state,
      virtual: checkout.cart.virtual,
      countries: checkout.countries,
      shippingMethod:
        checkout.shippingMethods.find(
          (m) => m.code === state.shippingMethod?.code && m.carrierCode === state.shippingMethod?.carrierCode,
        ) ?? null,
      paymentMethod: checkout.paymentMethods.find((m) => m.code === state.paymentMethod?.code) ?? null,
    }),
    null,
  )
  return redirectWithToast(request, `${checkoutPath}#${next}`, { type: 'success', message: 'checkout.saved' })
}

function invalid(formData: FormData, result: SubmissionResult<string[]>) {
  const intent = formData.get('intent')
  return json({ intent: typeof intent === 'string' ? intent : '', result }, { status: 400 })
}

/**
 * Place the order. Nothing but the key and the terms is read from the form: placeOrder prices the
 * server's cart. A form sent again after its order was made finds that order (same key), also when
 * this browser's cart cookie is already gone (the order is then recognised from the session).
 */
async function place(request: Request, view: StoreView, formData: FormData, cartId: string | null, locale: string) {
  const submission = parseWithZod(formData, { schema: placeOrderSchema() })
  if (submission.status !== 'success') return invalid(formData, submission.reply())
  const { idempotencyKey, reviewedDiscount, reviewedVoucherAmount, reviewedAmountDue } = submission.value
  const session = await getSession(request)
  if (!cartId) {
    const order = await getOrderByIdempotencyKey(idempotencyKey)
    if (order && (session.get('orderIds') ?? []).includes(order.id)) return goToOrder(request, view, order)
    return redirectWithToast(request, storePath(view, '/cart'), { type: 'error', message: 'cart.empty' })
  }
  const result = await placeOrder({
    cartId,
    view,
    locale,
    idempotencyKey,
    reviewed: { discount: reviewedDiscount, voucherAmount: reviewedVoucherAmount, amountDue: reviewedAmountDue },
    customerId: session.get('customerId') ?? null,
  })
  if (result.ok) return goToOrder(request, view, result.order)
  const back =
    result.message === 'cart.empty' || result.backTo === 'cart' ? storePath(view, '/cart') : `${storePath(view, '/checkout')}#review`
  return redirectWithToast(request, back, { type: 'error', message: result.message, params: result.params })
}

/**
 * After placing (or finding the order a resubmitted form already placed): remember the order in the
 * session, forget the cart of this view, and send the shopper to pay online or to the order status.
 */
async function goToOrder(request: Request, view: StoreView, order: OrderRecord) {
  const session = await getSession(request)
  const ids = (session.get('orderIds') ?? []).filter((id) => id !== order.id)
  session.set('orderIds', [...ids, order.id].slice(-SESSION_ORDER_LIMIT))
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
  const headers = new Headers()
  headers.append('Set-Cookie', await sessionStorage().commitSession(session))
  headers.append('Set-Cookie', await clearCartCookie(request, view))
  return redirect(to, { status: 303, headers })
}

// ---------------------------------------------------------------------------------------------
// Page
// ---------------------------------------------------------------------------------------------

type LoaderData = SerializeFrom<typeof loader>
type ActionData = { intent: string; result: SubmissionResult<string[]> }

const STEP_TITLES: Record<CheckoutStep, string> = {
  personal: 'checkout.step.personal',
  shipping: 'checkout.step.shipping',
  'shipping-method': 'checkout.step.shippingMethod',
  billing: 'checkout.step.billing',
  payment: 'checkout.step.payment',
  review: 'checkout.step.review',
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  useDataLayerEvent(data.analytics)
  const steps = data.steps.filter((step) => !step.skipped)
  const currentIndex = steps.findIndex((step) => step.id === data.current)
  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <ol className="checkout-steps">
        {steps.map((step, index) => {
          const state = step.id === data.current ? 'current' : index < currentIndex || step.complete ? 'done' : 'todo'
          return (
            <li key={step.id} id={step.id} className={`checkout-step checkout-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <section aria-labelledby={`${step.id}-heading`}>
                <div className="checkout-step-head">
                  <h2 id={`${step.id}-heading`}>
                    {t(STEP_TITLES[step.id])}
                  </h2>
                  {state === 'done' && step.id !== 'review' ? (
                    <Link to={{ search: `?edit=${step.id}`, hash: `#${step.id}` }} preventScrollReset className="checkout-edit">
                      {t('checkout.edit')}
                      <span className="visually-hidden"> {t(STEP_TITLES[step.id])}</span>
                    </Link>
                  ) : null}
                </div>
                {state === 'current' ? <StepForm step={step.id} data={data} /> : state === 'done' ? <StepSummary step={step.id} data={data} /> : null}
              </section>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

function StepForm({ step, data }: { step: CheckoutStep; data: LoaderData }) {
  switch (step) {
    case 'personal':
      return <PersonalForm data={data} />
    case 'shipping':
      return <ShippingAddressForm data={data} />
    case 'shipping-method':
      return <ShippingMethodForm data={data} />
    case 'billing':
      return <BillingForm data={data} />
    case 'payment':
      return <PaymentForm data={data} />
    case 'review':
      return <ReviewForm data={data} />
  }
}

/** The last submission of this form, if the action answered it (it carries the messages). */
function useLastResult(intent: string) {
  const actionData = useActionData<typeof action>() as ActionData | undefined
  return actionData?.intent === intent ? actionData.result : undefined
}

function useSubmitting(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}


function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  if (!errors?.length) return null
  return (
    <p id={id} className="field-error">
      {errors.map((key) => t(key, validationParams(key, data.schema.locale))).join(' ')}
    </p>
  )
}

function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  optional = false,
  maxLength,
  inputMode,
}: {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  optional?: boolean
  maxLength?: number
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}) {
  const { t } = useTranslation()
  const { key, ...props } = getInputProps(field, { type })
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {optional ? <span className="field-optional"> {t('checkout.optional')}</span> : null}
      </label>
      <input key={key} {...props} autoComplete={autoComplete} maxLength={maxLength} inputMode={inputMode} aria-required={optional ? undefined : true} />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

function SubmitRow({ intent, label }: { intent: string; label: string }) {
  const submitting = useSubmitting(intent)
  return (
    <div className="checkout-actions">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" disabled={submitting}>
        {label}
      </button>
    </div>
  )
}

function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={id} className="notice" role="alert">
      {errors.map((key) => t(key)).join(' ')}
    </p>
  )
}

function PersonalForm({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const schema = personalDetailsSchema(data.schema)
  const saved = data.state.personalDetails
  const [form, fields] = useForm({
    id: 'checkout-personal',
    lastResult: useLastResult('personal'),
    defaultValue: saved,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <TextField field={fields.firstName} label={t('checkout.firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField field={fields.lastName} label={t('checkout.lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
      <TextField field={fields.emailAddress} label={t('checkout.emailAddress')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      {/*
        CREATE ACCOUNT (reserved): with customer accounts, guests may choose to register here
        (SPEC 3 personalDetails.password / createAccount). Nothing is rendered until that exists.
      */}
      <SubmitRow intent="personal" label={t('checkout.continue')} />
    </Form>
  )
}

function CountryField({ field, countries }: { field: FieldMetadata<string | undefined>; countries: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('checkout.country')}</label>
      <select
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={field.initialValue ?? countries[0]}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        autoComplete="country"
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {t(`checkout.country.${code}`)}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

function RegionField({ field, data }: { field: FieldMetadata<string | undefined>; data: LoaderData }) {
  const { t } = useTranslation()
  if (!usesProvinceList(data.schema.storeCode)) {
    return <TextField field={field} label={t('checkout.region')} autoComplete="address-level1" optional maxLength={LIMITS.region} />
  }
  return (
    <div className="field">
      <label htmlFor={field.id}>{t('checkout.province')}</label>
      <select
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={field.initialValue ?? ''}
        aria-required
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        autoComplete="address-level1"
      >
        <option value="">{t('checkout.chooseProvincePlaceholder')}</option>
        {ZA_PROVINCES.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

/** The address inputs shared by the shipping and the invoice address forms. */
function AddressFields({
  fields,
  data,
  section,
}: {
  fields: Record<'firstName' | 'lastName' | 'country' | 'streetAddress' | 'apartmentNumber' | 'city' | 'state' | 'zipCode', FieldMetadata<string | undefined>>
  data: LoaderData
  section: 'shipping' | 'billing'
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextField field={fields.firstName} label={t('checkout.firstName')} autoComplete={`${section} given-name`} maxLength={LIMITS.name} />
      <TextField field={fields.lastName} label={t('checkout.lastName')} autoComplete={`${section} family-name`} maxLength={LIMITS.name} />
      <CountryField field={fields.country} countries={data.countries} />
      <TextField field={fields.streetAddress} label={t('checkout.streetAddress')} autoComplete={`${section} address-line1`} maxLength={LIMITS.street} />
      <TextField field={fields.apartmentNumber} label={t('checkout.apartmentNumber')} autoComplete={`${section} address-line2`} optional maxLength={LIMITS.apartment} />
      <TextField field={fields.city} label={t('checkout.city')} autoComplete={`${section} address-level2`} maxLength={LIMITS.city} />
      <RegionField field={fields.state} data={data} />
      <TextField field={fields.zipCode} label={t('checkout.zipCode')} autoComplete={`${section} postal-code`} maxLength={LIMITS.zip} />
    </>
  )
}

function ShippingAddressForm({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const schema = shippingAddressSchema(data.schema)
  const personal = data.state.personalDetails
  const [form, fields] = useForm({
    id: 'checkout-shipping',
    lastResult: useLastResult('shipping'),
    defaultValue: data.state.shippingDetails ?? {
      firstName: personal?.firstName,
      lastName: personal?.lastName,
      country: data.countries[0],
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <AddressFields fields={fields} data={data} section="shipping" />
      <TextField field={fields.suburb} label={t('checkout.suburb')} autoComplete="shipping address-level3" optional maxLength={LIMITS.suburb} />
      <TextField field={fields.phoneNumber} label={t('checkout.phoneNumber')} type="tel" autoComplete="shipping tel" maxLength={LIMITS.phone} />
      <NoteField field={fields.additionalInformation} />
      <SubmitRow intent="shipping" label={t('checkout.continue')} />
    </Form>
  )
}

function NoteField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {t('checkout.additionalInformation')}
        <span className="field-optional"> {t('checkout.optional')}</span>
      </label>
      <textarea
        id={field.id}
        name={field.name}
        form={field.formId}
        defaultValue={field.initialValue}
        maxLength={LIMITS.note}
        rows={3}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  )
}

function ShippingMethodForm({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const money = useMoney()
  const schema = shippingMethodSchema(data.schema)
  const chosen = data.shippingMethod?.code ?? data.shippingMethods.find((m) => m.default)?.code
  const [form, fields] = useForm({
    id: 'checkout-shipping-method',
    lastResult: useLastResult('shipping-method'),
    defaultValue: { shippingMethod: chosen },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const field = fields.shippingMethod
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <RadioChoices
        field={field}
        legend={t('checkout.step.shippingMethod')}
        choices={data.shippingMethods.map((method) => ({
          value: method.code,
          label: (
            <>
              {t(`checkout.shippingMethod.${data.cart.totals.currency}.${method.code}`, { defaultValue: method.title })}
              {': '}
              <strong>{method.priceInclTax === 0 ? t('checkout.free') : money(method.priceInclTax)}</strong>
            </>
          ),
        }))}
      />
      <p className="field-hint">{t('checkout.pricesInclVat')}</p>
      <SubmitRow intent="shipping-method" label={t('checkout.continue')} />
    </Form>
  )
}

/** One radio per choice in a fieldset, with the field's errors below (shipping and payment methods). */
function RadioChoices({
  field,
  legend,
  choices,
}: {
  field: { name: string; formId: string; initialValue?: unknown; errors?: string[]; errorId: string }
  legend: string
  choices: { value: string; label: React.ReactNode }[]
}) {
  return (
    <>
      <fieldset className="choice-list" aria-describedby={field.errors ? field.errorId : undefined}>
        <legend className="visually-hidden">{legend}</legend>
        {choices.map((choice) => (
          <p key={choice.value} className="choice">
            <label>
              <input
                type="radio"
                name={field.name}
                form={field.formId}
                value={choice.value}
                defaultChecked={field.initialValue === choice.value}
              />{' '}
              {choice.label}
            </label>
          </p>
        ))}
      </fieldset>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </>
  )
}

function BillingForm({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const schema = billingSchema(data.schema)
  const saved = data.state.paymentDetails
  const canCopy = !data.cart.virtual
  const startSame = canCopy && (!saved || saved.sameAsShipping)
  const [same, setSame] = useState(startSame)
  const hydrated = useHydrated()
  const personal = data.state.personalDetails
  const [form, fields] = useForm({
    id: 'checkout-billing',
    lastResult: useLastResult('billing'),
    defaultValue:
      saved && !saved.sameAsShipping
        ? saved
        : { sameAsShipping: startSame ? 'on' : undefined, firstName: personal?.firstName, lastName: personal?.lastName, country: data.countries[0] },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const sameField = (fields as unknown as Record<string, FieldMetadata<string | undefined>>).sameAsShipping
  const address = fields as unknown as Record<string, FieldMetadata<string | undefined>>
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      {canCopy ? (
        <p className="choice">
          <label>
            <input
              type="checkbox"
              id={sameField.id}
              name={sameField.name}
              form={sameField.formId}
              defaultChecked={startSame}
              onChange={(event) => setSame(event.currentTarget.checked)}
            />{' '}
            {t('checkout.sameAsShipping')}
          </label>
        </p>
      ) : null}
      {/* Without JavaScript the invoice address is always shown; it is used when the box is not ticked. */}
      <fieldset className="checkout-invoice" hidden={hydrated && canCopy && same}>
        <legend>{canCopy ? t('checkout.invoiceAddressOther') : t('checkout.invoiceAddress')}</legend>
        <AddressFields
          fields={address as Parameters<typeof AddressFields>[0]['fields']}
          data={data}
          section="billing"
        />
        <TextField field={address.company} label={t('checkout.company')} autoComplete="organization" optional maxLength={LIMITS.company} />
        <TextField field={address.taxId} label={t('checkout.taxId')} optional maxLength={LIMITS.taxId} />
        <TextField field={address.phoneNumber} label={t('checkout.phoneNumber')} type="tel" autoComplete="billing tel" optional maxLength={LIMITS.phone} />
      </fieldset>
      <SubmitRow intent="billing" label={t('checkout.continue')} />
    </Form>
  )
}

function PaymentForm({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const schema = paymentMethodSchema(data.schema)
  const [form, fields] = useForm({
    id: 'checkout-payment',
    lastResult: useLastResult('payment'),
    defaultValue: { paymentMethod: data.paymentMethod?.code },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const field = fields.paymentMethod
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <RadioChoices
        field={field}
        legend={t('checkout.step.payment')}
        choices={data.paymentMethods.map((method) => ({
          value: method.code,
          label: t(`checkout.payment.${method.code}`, { defaultValue: method.title }),
        }))}
      />
      <SubmitRow intent="payment" label={t('checkout.continue')} />
    </Form>
  )
}

function ReviewForm({ data }: { data: LoaderData }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const schema = placeOrderSchema(data.schema)
  const submitting = useSubmitting('place')
  const [form, fields] = useForm({
    id: 'checkout-place',
    lastResult: useLastResult('place'),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const terms = fields.terms
  return (
    <div className="checkout-review">
      {data.blocked ? (
        <div className="notice" role="alert">
          <p>{t(M.SOME_PRODUCTS_NOT_AVAILABLE)}</p>
          <Link to={href('/cart')}>{t('checkout.backToCart')}</Link>
        </div>
      ) : null}
      <CartLines cart={data.cart} />
      <CartTotalsTable cart={data.cart} />
      <Form method="post" {...getFormProps(form)} className="checkout-form">
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <input type="hidden" name="reviewedDiscount" value={data.reviewed.discount} />
        <input type="hidden" name="reviewedVoucherAmount" value={data.reviewed.voucherAmount} />
        <input type="hidden" name="reviewedAmountDue" value={data.reviewed.amountDue} />
        <FormErrors
          id={form.errorId}
          errors={[
            ...new Set([
              ...(form.errors ?? []),
              ...(fields.idempotencyKey.errors ?? []),
              ...(fields.reviewedDiscount.errors ?? []),
              ...(fields.reviewedVoucherAmount.errors ?? []),
              ...(fields.reviewedAmountDue.errors ?? []),
            ]),
          ]}
        />
        <p className="choice">
          <label>
            <input
              type="checkbox"
              id={terms.id}
              name={terms.name}
              form={terms.formId}
              aria-required
              aria-invalid={terms.errors ? true : undefined}
              aria-describedby={terms.errors ? terms.errorId : undefined}
            />{' '}
            {t('checkout.acceptTermsBefore')}{' '}
            <Link to={href('/terms-conditions')} target="_blank" rel="noopener">
              {t('checkout.termsLink')}
            </Link>
          </label>
        </p>
        <FieldErrors id={terms.errorId} errors={terms.errors} />
        <div className="checkout-actions">
          <input type="hidden" name="intent" value="place" />
          <button type="submit" className="button-wide" disabled={data.blocked || submitting}>
            {submitting ? t('checkout.placingOrder') : t('checkout.placeOrder')}
          </button>
        </div>
      </Form>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// Summaries of completed steps
// ---------------------------------------------------------------------------------------------

type SavedAddress = AddressDetails

function AddressSummary({ address }: { address: SavedAddress }) {
  const { t } = useTranslation()
  const lines: ReactNode[] = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    [address.streetAddress, address.apartmentNumber].filter(Boolean).join(', '),
    address.suburb,
    [address.city, address.state, address.zipCode].filter(Boolean).join(', '),
    t(`checkout.country.${address.country}`),
    address.phoneNumber,
    address.taxId ? t('checkout.taxIdValue', { taxId: address.taxId }) : undefined,
  ].filter(Boolean)
  return (
    <p className="checkout-summary">
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  )
}

function StepSummary({ step, data }: { step: CheckoutStep; data: LoaderData }) {
  const { t } = useTranslation()
  const money = useMoney()
  const { state } = data
  switch (step) {
    case 'personal':
      return state.personalDetails ? (
        <p className="checkout-summary">
          {state.personalDetails.firstName} {state.personalDetails.lastName}
          <br />
          {state.personalDetails.emailAddress}
        </p>
      ) : null
    case 'shipping':
      return state.shippingDetails ? <AddressSummary address={state.shippingDetails} /> : null
    case 'shipping-method':
      return data.shippingMethod ? (
        <p className="checkout-summary">
          {t(`checkout.shippingMethod.${data.cart.totals.currency}.${data.shippingMethod.code}`, { defaultValue: data.shippingMethod.title })}
          {': '}
          {data.shippingMethod.priceInclTax === 0 ? t('checkout.free') : money(data.shippingMethod.priceInclTax)}
        </p>
      ) : null
    case 'billing':
      if (!state.paymentDetails) return null
      return state.paymentDetails.sameAsShipping ? (
        <p className="checkout-summary">{t('checkout.sameAsShipping')}</p>
      ) : (
        <AddressSummary address={state.paymentDetails} />
      )
    case 'payment':
      return data.paymentMethod ? (
        <p className="checkout-summary">{t(`checkout.payment.${data.paymentMethod.code}`, { defaultValue: data.paymentMethod.title })}</p>
      ) : null
    default:
      return null
  }
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
