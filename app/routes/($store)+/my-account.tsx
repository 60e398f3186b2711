import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountField, SubmitButton } from '~/components/account/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { requireCustomer } from '~/providers/customer-session.server'
import { changePassword } from '~/providers/customers.server'
import { PASSWORD_MAX, changePasswordSchema } from '~/schemas/account'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { SITE_NAME } from '~/utils/site'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { useStorePath } from '~/utils/use-store'

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

/** My account: the profile and the change-password form; a guest goes to /login and comes back. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const t = await getT(request)
  return json(
    {
      title: t('account.myAccountTitle'),
      profile: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer, sessionId } = await requireCustomer(request)
  const submission = parseWithZod(await readForm(request), { schema: changePasswordSchema })
  const hideFields = ['currentPassword', 'password', 'confirmPassword']
  if (submission.status !== 'success') return json({ result: submission.reply({ hideFields }) }, { status: 400 })
  const { currentPassword, password } = submission.value
  // This browser stays signed in; every other session of the account ends.
  if (!(await changePassword(customer.id, currentPassword, password, sessionId))) {
    return json(
      { result: submission.reply({ fieldErrors: { currentPassword: ['account.currentPasswordWrong'] }, hideFields }) },
      { status: 400 },
    )
  }
  return redirectWithToast(request, storePath(view, '/my-account'), { type: 'success', message: 'account.passwordChanged' })
}

export default function MyAccountPage() {
  const { t } = useTranslation()
  const { title, profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined
  const href = useStorePath()
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  })
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('account.profile')}</h2>
        <dl className="profile">
          <dt>{t('account.firstName')}</dt>
          <dd>{profile.firstName}</dd>
          <dt>{t('account.lastName')}</dt>
          <dd>{profile.lastName}</dd>
          <dt>{t('account.email')}</dt>
          <dd>{profile.email}</dd>
        </dl>
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t('account.changePassword')}</h2>
        <Form method="post" {...getFormProps(form)} className="checkout-form">
          <AccountField field={fields.currentPassword} label={t('account.currentPassword')} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} />
          <AccountField field={fields.password} label={t('account.newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
          <AccountField field={fields.confirmPassword} label={t('account.passwordConfirm')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
          <SubmitButton intent="change-password" label={t('account.changePassword')} />
        </Form>
      </section>
      <Form method="post" action={href('/logout')}>
        <button type="submit" className="button-ghost">
          {t('account.logout')}
        </button>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
