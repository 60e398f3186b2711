import { getFormProps } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { confirmLinkState, confirmSubscription } from '~/providers/engagement/index.server'
import { newsletterTokenSchema } from '~/schemas/newsletter'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta } from '~/utils/seo'
import { redirectWithToast } from '~/utils/session.server'
import { SITE_NAME } from '~/utils/site'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

/*
 * The double opt-in link of the confirmation mail (decision 0031). Following the link (GET) changes
 * nothing, since mail scanners open links too: the page shows a button, and its POST confirms. A link
 * used, expired or forged gets a message and changes nothing.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

const INVALID_MESSAGES = { expired: 'newsletter.linkExpired', unknown: 'newsletter.linkInvalid' } as const

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const t = await getT(request)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await confirmLinkState(token)
  return json(
    { title: t('newsletter.confirmTitle'), state, token: state === 'valid' ? token : '' },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const submission = parseForm(await readForm(request), { schema: newsletterTokenSchema })
  if (submission.status !== 'success')
    return json({ result: submission.reply({ formErrors: [INVALID_MESSAGES.unknown] }) }, { status: 400 })
  const result = await confirmSubscription(submission.value.token)
  if (result !== 'subscribed') return json({ result: submission.reply({ formErrors: [INVALID_MESSAGES[result]] }) }, { status: 400 })
  return redirectWithToast(request, storePath(view, '/'), {
    type: 'success',
    message: 'newsletter.confirmedToast',
    params: { percent: NEWSLETTER_COUPON_PERCENT },
  })
}

export default function NewsletterConfirmPage() {
  const { t } = useTranslation()
  const { title, state, token } = useLoaderData<typeof loader>()
  const [form] = useAccountForm({
    id: 'newsletter-confirm',
    schema: newsletterTokenSchema,
    lastResult: useActionData<typeof action>()?.result,
  })
  return (
    <div className="account-page newsletter-page">
      <h1>{title}</h1>
      {state === 'valid' ? (
        <>
          <p>{t('newsletter.confirmIntro', { percent: NEWSLETTER_COUPON_PERCENT })}</p>
          <Form method="post" {...getFormProps(form)}>
            <FormErrors id={form.errorId} errors={form.errors} />
            <input type="hidden" name="token" value={token} />
            <SubmitButton label={t('newsletter.confirmButton')} />
          </Form>
        </>
      ) : (
        <p role="alert">{t(INVALID_MESSAGES[state])}</p>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
