import { getFormProps } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { requireCustomer } from '~/providers/customers/index.server'
import { customerNewsletterStatus, subscribeCustomer, unsubscribeCustomer } from '~/providers/engagement/index.server'
import { accountNewsletterSchema } from '~/schemas/newsletter'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** Whether the customer gets the newsletter, with the one button that changes it. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const t = await getT(request)
  return json(
    { title: t('newsletter.accountTitle'), status: await customerNewsletterStatus(customer), email: customer.email },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const submission = parseForm(await readForm(request), { schema: accountNewsletterSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const back = storePath(view, '/my-account/newsletter')
  if (submission.value.intent === 'unsubscribe') {
    await unsubscribeCustomer(customer)
    return redirectWithToast(request, back, { type: 'success', message: 'newsletter.unsubscribedToast' })
  }
  // Subscribed at once only when the address was confirmed before; otherwise a confirmation mail is on its way.
  const status = await subscribeCustomer(customer, { storeCode: view.storeCode, locale: await resolveLocale(request) })
  return redirectWithToast(request, back, {
    type: 'success',
    message: status === 'subscribed' ? 'newsletter.subscribedToast' : 'newsletter.checkEmail',
  })
}

export default function MyNewsletterPage() {
  const { t } = useTranslation()
  const { title, status, email } = useLoaderData<typeof loader>()
  const [form] = useAccountForm({ id: 'newsletter', schema: accountNewsletterSchema, lastResult: useActionData<typeof action>()?.result })
  const subscribed = status === 'subscribed'
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <p role="status">
        {t(
          subscribed ? 'newsletter.statusSubscribed' : status === 'pending' ? 'newsletter.statusPending' : 'newsletter.statusNotSubscribed',
          { email },
        )}
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton
          intent={subscribed ? 'unsubscribe' : 'subscribe'}
          label={t(subscribed ? 'newsletter.unsubscribe' : 'newsletter.subscribe')}
        />
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
