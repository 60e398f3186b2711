import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountField, SubmitButton, useAccountForm } from '~/components/account/fields'
import { LoyaltyCard } from '~/components/account/loyalty-card'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import {
  changePassword,
  currentPasswordLimit,
  isCurrentPassword,
  logOut,
  loyaltyCardOf,
  requireCustomer,
  updateProfile,
} from '~/providers/customers/index.server'
import * as M from '~/domain/messages'
import { minutesToWait, TOO_MANY_ATTEMPTS } from '~/domain/throttle'
import { normalizeEmail } from '~/domain/validation'
import { PASSWORD_MAX, changePasswordSchema, myAccountActionSchema, profileSchema } from '~/schemas/account'
import { LIMITS } from '~/schemas/checkout-rules'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { retryAfterHeaders, throttleStep } from '~/utils/throttle.server'
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
/** `params` fill the placeholders of the messages (the minutes to wait). */
type MyAccountActionData = { intent: Intent; result: SubmissionResult<string[]>; params?: Record<string, number> }

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

  /*
   * The current password can be guessed from a session (a borrowed phone, a stolen cookie), so its checks
   * are limited like logins, per customer whatever the session or address (decision 0039). The wrong
   * answer that uses up the allowance gets a 429 beside the field saying how long to wait; a session
   * that tries again while it must wait is ended. Null when the password was right.
   */
  async function checkCurrentPassword(check: () => Promise<boolean>): Promise<Response | null> {
    const step = await throttleStep([currentPasswordLimit(customer.id)], {
      counts: 'reserved',
      refuse: () => logOut(request, storePath(view, '/login'), { type: 'error', message: 'account.loggedOutAfterGuesses' }),
    })
    if (step.refused) return step.refused
    if (await check()) {
      await step.succeeded()
      return null
    }
    const waitSeconds = await step.failed()
    if (!waitSeconds) return refuse({ currentPassword: ['account.currentPasswordWrong'] })
    const result = submission.reply({ fieldErrors: { currentPassword: [TOO_MANY_ATTEMPTS] }, hideFields })
    return json({ intent, result, params: { count: minutesToWait(waitSeconds) } } satisfies MyAccountActionData, {
      status: 429,
      headers: retryAfterHeaders(waitSeconds),
    })
  }

  if (input.intent === 'profile') {
    const { currentPassword } = input
    if (normalizeEmail(input.email) !== customer.email) {
      if (!currentPassword) return refuse({ currentPassword: ['account.emailChangeNeedsPassword'] })
      const refused = await checkCurrentPassword(() => isCurrentPassword(customer.id, currentPassword))
      if (refused) return refused
    }
    const result = await updateProfile(customer.id, input)
    if (!result.ok) return refuse({ email: [M.EMAIL_TAKEN] })
    return redirectWithToast(request, back, { type: 'success', message: 'account.profileSaved' })
  }

  // This browser stays signed in; every other session of the account ends.
  const refused = await checkCurrentPassword(() => changePassword(customer.id, input.currentPassword, input.password, sessionId))
  if (refused) return refused
  return redirectWithToast(request, back, { type: 'success', message: 'account.passwordChanged' })
}

function useLastAnswer(intent: Intent) {
  const data = useActionData<typeof action>() as MyAccountActionData | undefined
  return data?.intent === intent ? data : undefined
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
  const answer = useLastAnswer('profile')
  const [form, fields] = useAccountForm({ id: 'profile', schema, lastResult: answer?.result, defaultValue: profile })
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
        messageParams={answer?.params}
      />
      <SubmitButton intent="profile" label={t('account.editProfile')} />
    </Form>
  )
}

function ChangePasswordForm() {
  const { t } = useTranslation()
  const answer = useLastAnswer('change-password')
  const [form, fields] = useAccountForm({ id: 'change-password', schema: changePasswordSchema, lastResult: answer?.result })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <AccountField
        field={fields.currentPassword}
        label={t('account.currentPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        messageParams={answer?.params}
      />
      <AccountField
        field={fields.password}
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
      />
      <AccountField
        field={fields.confirmPassword}
        label={t('account.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
      />
      <SubmitButton intent="change-password" label={t('account.changePassword')} />
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
