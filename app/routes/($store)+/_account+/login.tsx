import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountField, CheckboxField, FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as M from '~/domain/messages'
import {
  getCustomer,
  joinGuestData,
  logIn,
  loginLimit,
  registerCustomer,
  requestPasswordReset,
  verifyLogin,
} from '~/providers/customers/index.server'
import { PASSWORD_MAX, authActionSchema, authMode, forgotSchema, loginSchema, registerSchema, type AuthMode } from '~/schemas/account'
import { LIMITS } from '~/schemas/checkout-rules'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { redirectWithToast, type Toast, type ToastNote } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { useRootData } from '~/root'
import { PER_ACCOUNT, PER_IP } from '~/domain/throttle'
import { ipAccountKey, ipKey } from '~/providers/throttle/index.server'
import { clientIp, throttleStep } from '~/utils/throttle.server'
import { parseForm } from '~/utils/form.server'

/*
 * The auth screen (/login and /reset-password): one page, three forms. Which one shows
 * is the `mode` query parameter, so plain links switch it without JavaScript. With JavaScript a click
 * switches in place and only rewrites the address (for reload and sharing): a navigation would rerun the
 * root loader for nothing.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo') ?? ''
  if (await getCustomer(request)) throw redirect(safeRedirectPath(redirectTo, storePath(view, '/my-account')))
  const t = await getT(request)
  return json(
    {
      title: t('account.loginTitle'),
      // /reset-password is the same screen, opened on the forgot-password form.
      defaultMode: (url.pathname.endsWith('/reset-password') ? 'forgot' : 'login') as AuthMode,
      redirectTo: safeRedirectPath(redirectTo, ''),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ context, params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const formData = await readForm(request)
  const locale = await resolveLocale(request)
  const submission = parseForm(formData, { schema: authActionSchema(locale) })
  const intent = authMode(submission.payload.intent)
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') {
    return json({ intent, result: submission.reply({ hideFields }) }, { status: 400 })
  }
  const input = submission.value
  const back = safeRedirectPath(input.redirectTo, storePath(view, '/my-account'))

  // The shared limiter (decisions 0017 and 0039), before any password is hashed or mail queued. Each
  // attempt is reserved before it is tried, so a parallel burst cannot outrun the count. Logins count per
  // address, per address and account (strict), and per account from any address (so a new address for
  // every guess gains nothing); registrations and reset requests per address, each one a failure.
  const ip = clientIp(context)
  const ipLimit = ipKey(input.intent, ip, PER_IP)
  const limits =
    input.intent === 'login' ? [ipLimit, ipAccountKey(input.intent, ip, input.email, PER_ACCOUNT), loginLimit(input.email)] : [ipLimit]
  const step = await throttleStep(limits, { counts: 'reserved' })
  if (input.intent !== 'login') await step.failed()

  if (input.intent === 'login') {
    const customer = await verifyLogin(input.email, input.password)
    if (!customer) {
      await step.failed()
      // One message for an unknown address and a wrong password: which one was wrong is not told.
      return json({ intent, result: submission.reply({ formErrors: ['account.loginFailed'], hideFields }) }, { status: 400 })
    }
    await step.succeeded()
    const headers = new Headers()
    const notes = await joinGuestData(request, customer.id, headers)
    return logIn(request, customer.id, {
      remember: input.remember === true,
      to: back,
      toast: joinedToast('account.loggedIn', notes),
      headers,
    })
  }

  if (input.intent === 'register') {
    const result = await registerCustomer(input)
    if (!result.ok) {
      return json({ intent, result: submission.reply({ fieldErrors: { email: [M.EMAIL_TAKEN] }, hideFields }) }, { status: 400 })
    }
    const headers = new Headers()
    const notes = await joinGuestData(request, result.customer.id, headers)
    return logIn(request, result.customer.id, { remember: false, to: back, toast: joinedToast('account.registered', notes), headers })
  }

  // Forgot password: the same answer whether or not the address has an account.
  await requestPasswordReset(input.email, {
    redirectUrl: safeRedirectPath(input.redirectTo, storePath(view, '/my-account')),
    prefix: view.prefix,
    locale,
  })
  const login = `${storePath(view, '/login')}${input.redirectTo ? `?${new URLSearchParams({ redirectTo: back })}` : ''}`
  return redirectWithToast(request, login, { type: 'info', message: 'account.resetRequested' })
}

/** The sign-in confirmation, with what changed as the guest data joined the account (a warning then). */
function joinedToast(message: string, notes: ToastNote[]): Toast {
  return notes.length ? { type: 'warning', message, notes } : { type: 'success', message }
}

type AuthActionData = { intent: AuthMode; result: SubmissionResult<string[]> }

function useLastResult(mode: AuthMode) {
  const data = useActionData<typeof action>() as AuthActionData | undefined
  return data?.intent === mode ? data.result : undefined
}

export default function LoginPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AuthActionData | undefined
  const [searchParams] = useSearchParams()
  const fromUrl = searchParams.has('mode') ? authMode(searchParams.get('mode')) : data.defaultMode
  // A click on a mode link (with JavaScript); forgotten when a navigation or a form's answer decides again.
  const [picked, setPicked] = useState<AuthMode | null>(null)
  useEffect(() => setPicked(null), [fromUrl, actionData])
  // A refused form stays on screen whichever mode the address names.
  const mode: AuthMode = picked ?? actionData?.intent ?? fromUrl
  const modeHref = (next: AuthMode) => {
    const query = new URLSearchParams({ mode: next })
    if (data.redirectTo) query.set('redirectTo', data.redirectTo)
    return `?${query}`
  }
  const titles: Record<AuthMode, string> = {
    login: t('account.loginTitle'),
    register: t('account.registerTitle'),
    forgot: t('account.forgotTitle'),
  }
  return (
    <div className="account-page auth-screen">
      <h1>{titles[mode]}</h1>
      <nav className="auth-modes" aria-label={t('account.authModes')}>
        {(['login', 'register', 'forgot'] as const).map((each) => (
          <Link
            key={each}
            to={modeHref(each)}
            replace
            preventScrollReset
            aria-current={each === mode ? 'page' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              setPicked(each)
              // The router's own state entry is kept, so back and forward still work.
              window.history.replaceState(window.history.state, '', modeHref(each))
            }}
          >
            {titles[each]}
          </Link>
        ))}
      </nav>
      {mode === 'login' ? <LoginForm redirectTo={data.redirectTo} /> : null}
      {mode === 'register' ? <RegisterForm redirectTo={data.redirectTo} /> : null}
      {mode === 'forgot' ? <ForgotForm redirectTo={data.redirectTo} /> : null}
    </div>
  )
}

function RedirectField({ value }: { value: string }) {
  return value ? <input type="hidden" name="redirectTo" value={value} /> : null
}

function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation()
  const [form, fields] = useAccountForm({ id: 'login', schema: loginSchema, lastResult: useLastResult('login') })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form" aria-describedby={form.errors ? form.errorId : undefined}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <AccountField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <AccountField
        field={fields.password}
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
      />
      <CheckboxField field={fields.remember} label={t('account.remember')} />
      <RedirectField value={redirectTo} />
      <SubmitButton intent="login" label={t('account.loginButton')} />
    </Form>
  )
}

function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation()
  const locale = useRootData()?.locale ?? 'en-US'
  const schema = registerSchema(locale)
  const [form, fields] = useAccountForm({ id: 'register', schema, lastResult: useLastResult('register') })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <AccountField field={fields.firstName} label={t('account.firstName')} autoComplete="given-name" maxLength={LIMITS.name} />
      <AccountField field={fields.lastName} label={t('account.lastName')} autoComplete="family-name" maxLength={LIMITS.name} />
      <AccountField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <AccountField
        field={fields.password}
        label={t('account.password')}
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
      <RedirectField value={redirectTo} />
      <SubmitButton intent="register" label={t('account.registerButton')} />
    </Form>
  )
}

function ForgotForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation()
  const [form, fields] = useAccountForm({ id: 'forgot', schema: forgotSchema, lastResult: useLastResult('forgot') })
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-form">
      <p className="field-hint">{t('account.forgotHint')}</p>
      <AccountField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <RedirectField value={redirectTo} />
      <SubmitButton intent="forgot" label={t('account.forgotButton')} />
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
