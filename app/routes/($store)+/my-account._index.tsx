import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountField, SubmitButton, useAccountForm } from '~/components/account/fields'
import { LoyaltyCard } from '~/components/account/loyalty-card'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { requireCustomer } from '~/providers/customer-session.server'
import { changePassword, loyaltyCardOf, updateProfile } from '~/providers/customers.server'
import * as M from '~/domain/messages'
import { PASSWORD_MAX, changePasswordSchema, myAccountActionSchema, profileSchema } from '~/schemas/account'
import { LIMITS } from '~/schemas/checkout'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { useStorePath } from '~/utils/use-store'
import { useRootData } from '~/root'
import { parseForm } from '~/utils/form.server'

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

/** My account: the profile, the loyalty card and the change-password form; a guest goes to /login and comes back. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const t = await getT(request)
  return json(
    {
      title: t('account.myAccountTitle'),
      profile: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
      loyaltyCard: await loyaltyCardOf(customer),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

type Intent = 'profile' | 'change-password'
type MyAccountActionData = { intent: Intent; result: SubmissionResult<string[]> }

export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const { customer, sessionId } = await requireCustomer(request)
  const locale = await resolveLocale(request)
  const submission = parseForm(await readForm(request), { schema: myAccountActionSchema(locale) })
  const intent: Intent = submission.payload.intent === 'profile' ? 'profile' : 'change-password'
  const hideFields = ['currentPassword', 'password', 'confirmPassword']
  const refuse = (fieldErrors?: Record<string, string[]>) =>
    json({ intent, result: submission.reply({ fieldErrors, hideFields }) } satisfies MyAccountActionData, { status: 400 })
  if (submission.status !== 'success') return refuse()
  const input = submission.value
  const back = storePath(view, '/my-account')

  if (input.intent === 'profile') {
    const result = await updateProfile(customer.id, input)
    if (!result.ok) {
      const messages: Record<typeof result.reason, Record<string, string[]>> = {
        email_taken: { email: [M.EMAIL_TAKEN] },
        password_required: { currentPassword: ['account.emailChangeNeedsPassword'] },
        password_wrong: { currentPassword: ['account.currentPasswordWrong'] },
      }
      return refuse(messages[result.reason])
    }
    return redirectWithToast(request, back, { type: 'success', message: 'account.profileSaved' })
  }

  // This browser stays signed in; every other session of the account ends.
  if (!(await changePassword(customer.id, input.currentPassword, input.password, sessionId))) {
    return refuse({ currentPassword: ['account.currentPasswordWrong'] })
  }
  return redirectWithToast(request, back, { type: 'success', message: 'account.passwordChanged' })
}

function useLastResult(intent: Intent) {
  const data = useActionData<typeof action>() as MyAccountActionData | undefined
  return data?.intent === intent ? data.result : undefined
}

export default function MyAccountPage() {
  const { t } = useTranslation()
  const { title, profile, loyaltyCard } = useLoaderData<typeof loader>()
  const href = useStorePath()
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('account.profile')}</h2>
        <ProfileForm profile={profile} />
      </section>
      <section aria-labelledby="loyalty-heading">
        <h2 id="loyalty-heading">{t('account.loyaltyCard')}</h2>
        <LoyaltyCard number={loyaltyCard} />
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t('account.changePassword')}</h2>
        <ChangePasswordForm />
      </section>
      <Form method="post" action={href('/logout')}>
        <button type="submit" className="button-ghost">
          {t('account.logout')}
        </button>
      </Form>
    </div>
  )
}

function ProfileForm({ profile }: { profile: { firstName: string; lastName: string; email: string } }) {
  const { t } = useTranslation()
  const schema = profileSchema(useRootData()?.locale ?? 'en-US')
  const [form, fields] = useAccountForm({ id: 'profile', schema, lastResult: useLastResult('profile'), defaultValue: profile })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <AccountField field={fields.firstName} label={t('account.firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
      <AccountField field={fields.lastName} label={t('account.lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
      <AccountField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <AccountField
        field={fields.currentPassword}
        label={t('account.currentPasswordForEmail')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        optional
      />
      <SubmitButton intent="profile" label={t('account.editProfile')} />
    </Form>
  )
}

function ChangePasswordForm() {
  const { t } = useTranslation()
  const [form, fields] = useAccountForm({ id: 'change-password', schema: changePasswordSchema, lastResult: useLastResult('change-password') })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <AccountField field={fields.currentPassword} label={t('account.currentPassword')} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} />
      <AccountField field={fields.password} label={t('account.newPassword')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      <AccountField field={fields.confirmPassword} label={t('account.passwordConfirm')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
      <SubmitButton intent="change-password" label={t('account.changePassword')} />
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
