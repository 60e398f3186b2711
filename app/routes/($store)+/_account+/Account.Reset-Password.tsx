import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountField, FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { resetLinkState, resetPassword, type ResetLinkState } from '~/providers/customers/index.server'
import { PASSWORD_MAX, resetPasswordSchema } from '~/schemas/account'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { useStorePath } from '~/utils/use-store'
import { PER_IP } from '~/domain/throttle'
import { ipKey } from '~/providers/throttle/index.server'
import { clientIp, throttleStep } from '~/utils/throttle.server'
import { parseForm } from '~/utils/form.server'

/*
 * The mailed link (/Account/Reset-Password?link=…&redirectUrl=…): choose a new password.
 * A used, expired or unknown link says so and offers a new one. After the change the shopper goes to
 * /login, signs in with the new password, and then goes to redirectUrl.
 */

const STATE_MESSAGES: Record<Exclude<ResetLinkState, 'valid'>, string> = {
  used: 'account.resetUsed',
  expired: 'account.resetExpired',
  unknown: 'account.resetUnknown',
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const url = new URL(request.url)
  const link = url.searchParams.get('link') ?? ''
  const t = await getT(request)
  return json(
    {
      title: t('account.resetTitle'),
      state: await resetLinkState(link),
      link,
      // Another site's address is dropped here: the form can only carry a path of this shop.
      redirectUrl: safeRedirectPath(url.searchParams.get('redirectUrl'), ''),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

// The page holds a secret in its URL: nothing keeps a copy.
export const headers = privatePageHeaders

export async function action({ context, params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const submission = parseForm(await readForm(request), { schema: resetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') return json({ result: submission.reply({ hideFields }) }, { status: 400 })
  // Guessing links is throttled per address like logins (decision 0017); a used or expired link counts too.
  const step = await throttleStep([ipKey('reset-link', clientIp(context), PER_IP)], { counts: 'failures' })
  const state = await resetPassword(submission.value.link ?? '', submission.value.password)
  if (state !== 'valid') {
    await step.failed()
    return json({ result: submission.reply({ formErrors: [STATE_MESSAGES[state]], hideFields }) }, { status: 400 })
  }
  const back = safeRedirectPath(submission.value.redirectUrl, '')
  const login = storePath(view, '/login') + (back ? `?${new URLSearchParams({ redirectTo: back })}` : '')
  return redirectWithToast(request, login, { type: 'success', message: 'account.resetDone' })
}

export default function ResetPasswordPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as { result: SubmissionResult<string[]> } | undefined
  const href = useStorePath()
  const [form, fields] = useAccountForm({ id: 'reset-password', schema: resetPasswordSchema, lastResult: actionData?.result })
  const askAgain = (
    <p>
      <Link to={href('/login?mode=forgot')}>{t('account.askNewLink')}</Link>
    </p>
  )
  return (
    <div className="account-page">
      <h1>{data.title}</h1>
      {data.state === 'valid' ? (
        <Form method="post" {...getFormProps(form)} className="checkout-form">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="link" value={data.link} />
          {data.redirectUrl ? <input type="hidden" name="redirectUrl" value={data.redirectUrl} /> : null}
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
          <SubmitButton label={t('account.resetButton')} />
        </Form>
      ) : (
        <p className="field-error" role="alert">
          {t(STATE_MESSAGES[data.state])}
        </p>
      )}
      {data.state !== 'valid' || form.errors?.length ? askAgain : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
