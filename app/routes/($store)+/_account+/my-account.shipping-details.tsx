import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { AddressFields, TextField } from '~/components/checkout/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { MAX_SAVED_ADDRESSES, canAddAddress } from '~/domain/address-book'
import { addressLines } from '~/domain/address'
import {
  addAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  requireCustomer,
  setDefaultAddress,
  updateAddress,
  type SavedAddress,
} from '~/providers/customers/index.server'
import { countriesFor } from '~/providers/checkout/index.server'
import { addressBookActionSchema, addressFormSchema } from '~/schemas/address-book'
import { LIMITS, type CheckoutSchemaContext } from '~/schemas/checkout-rules'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath, type StoreView } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

/*
 * The address book (/my-account/shipping-details): list, add, edit, delete, choose the default
 * that checkout preselects. Editing is `?edit=<id>`, so it works as a plain link without JavaScript. An
 * address id that is not the signed-in customer's is a 404, in the loader and in the action alike.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

function schemaContext(view: StoreView, locale: string): CheckoutSchemaContext {
  return { locale, storeCode: view.storeCode }
}

const notFound = () => new Response(null, { status: 404 })

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const editId = new URL(request.url).searchParams.get('edit')
  const [addresses, editing] = await Promise.all([listAddresses(customer.id), editId ? getAddress(customer.id, editId) : null])
  if (editId && !editing) throw notFound()
  const t = await getT(request)
  return json(
    {
      title: t('account.navAddresses'),
      addresses,
      editing,
      full: !canAddAddress(addresses.length),
      countries: countriesFor(view),
      schema: schemaContext(view, await resolveLocale(request)),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

type AddressBookActionData = { intent: string; result: SubmissionResult<string[]> }

export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const submission = parseForm(await readForm(request), {
    schema: addressBookActionSchema(schemaContext(view, await resolveLocale(request))),
  })
  const intent = String(submission.payload.intent ?? '')
  const refuse = (formErrors?: string[]) =>
    json({ intent, result: submission.reply({ formErrors }) } satisfies AddressBookActionData, { status: 400 })
  if (submission.status !== 'success') return refuse()
  const input = submission.value
  const done = (message: string) =>
    redirectWithToast(request, storePath(view, '/my-account/shipping-details'), { type: 'success', message })

  switch (input.intent) {
    case 'add': {
      const { intent: _intent, ...address } = input
      const added = await addAddress(customer.id, address)
      return added.ok ? done('account.addressAdded') : refuse(['account.addressBookFull'])
    }
    case 'edit': {
      const { intent: _intent, addressId, ...address } = input
      if (!(await updateAddress(customer.id, addressId, address))) throw notFound()
      return done('account.addressSaved')
    }
    case 'delete':
      if (!(await deleteAddress(customer.id, input.addressId))) throw notFound()
      return done('account.addressDeleted')
    case 'default':
      if (!(await setDefaultAddress(customer.id, input.addressId))) throw notFound()
      return done('account.defaultAddressChanged')
  }
}

export default function ShippingDetailsPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <div className="account-page">
      <h1>{data.title}</h1>
      {data.addresses.length ? (
        <ul className="address-book">
          {data.addresses.map((address) => (
            <SavedAddressItem key={address.id} address={address} />
          ))}
        </ul>
      ) : (
        <p>{t('account.noAddresses')}</p>
      )}
      <section aria-labelledby="address-form-heading" id="address-form">
        <h2 id="address-form-heading">{t(data.editing ? 'account.editAddress' : 'account.addAddress')}</h2>
        {data.editing || !data.full ? (
          // A new key after every change: a saved form starts empty again (its inputs keep no old value).
          <AddressForm key={data.editing?.id ?? `new-${data.addresses.length}`} />
        ) : (
          <p className="notice">{t('account.addressBookFull', { max: MAX_SAVED_ADDRESSES })}</p>
        )}
      </section>
    </div>
  )
}

function SavedAddressItem({ address }: { address: SavedAddress }) {
  const { t } = useTranslation()
  const lines = addressLines(address, t(`checkout.country.${address.country}`))
  // Buttons name their address for screen readers: a list of "Delete" buttons says nothing.
  const which = <span className="visually-hidden"> {lines.slice(0, 2).join(', ')}</span>
  return (
    <li className="address-book-entry">
      <p>
        {address.isDefault ? <span className="badge">{t('account.defaultAddress')}</span> : null}
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 || address.isDefault ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
      <div className="address-book-actions">
        <Link to={`?edit=${address.id}#address-form`}>
          {t('account.editAddressLink')}
          {which}
        </Link>
        {address.isDefault ? null : (
          <Form method="post">
            <input type="hidden" name="addressId" value={address.id} />
            <button type="submit" name="intent" value="default" className="button-ghost">
              {t('account.makeDefault')}
              {which}
            </button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="addressId" value={address.id} />
          <button type="submit" name="intent" value="delete" className="button-ghost">
            {t('account.deleteAddress')}
            {which}
          </button>
        </Form>
      </div>
    </li>
  )
}

function AddressForm() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AddressBookActionData | undefined
  const intent = data.editing ? 'edit' : 'add'
  const { id: _id, isDefault: _default, ...editing } = data.editing ?? { id: '', isDefault: false }
  const [form, fields] = useAccountForm({
    id: `address-${data.editing?.id ?? 'new'}`,
    schema: addressFormSchema(data.schema),
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    defaultValue: data.editing ? editing : { country: data.countries[0] },
  })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form" aria-describedby={form.errors ? form.errorId : undefined}>
      <FormErrors id={form.errorId} errors={form.errors} params={{ max: MAX_SAVED_ADDRESSES }} />
      {data.editing ? <input type="hidden" name="addressId" value={data.editing.id} /> : null}
      <AddressFields fields={fields} countries={data.countries} storeCode={data.schema.storeCode} section="shipping" />
      <TextField
        field={fields.suburb}
        label={t('checkout.suburb')}
        autoComplete="shipping address-level3"
        optional
        maxLength={LIMITS.suburb}
      />
      <TextField
        field={fields.phoneNumber}
        label={t('checkout.phoneNumber')}
        type="tel"
        autoComplete="shipping tel"
        maxLength={LIMITS.phone}
      />
      <SubmitButton intent={intent} label={t(data.editing ? 'account.saveAddress' : 'account.addAddressButton')} />
      {data.editing ? <Link to=".">{t('account.cancelEdit')}</Link> : null}
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
