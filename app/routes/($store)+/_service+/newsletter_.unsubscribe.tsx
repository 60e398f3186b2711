import { getFormProps } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { unsubscribeLinkState, unsubscribeWithToken } from '~/providers/engagement/index.server'
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
 * The unsubscribe link of every newsletter mail (decision 0031): no login, the token names the subscription.
 * The GET shows a button and changes nothing (mail scanners follow links); the POST unsubscribes.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta({ title: data?.title ?? SITE_NAME, noindex: true })

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const t = await getT(request)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await unsubscribeLinkState(token)
  return json(
    { title: t('newsletter.unsubscribeTitle'), state, token: state === 'unknown' ? '' : token },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const submission = parseForm(await readForm(request), { schema: newsletterTokenSchema })
  const done = submission.status === 'success' && (await unsubscribeWithToken(submission.value.token))
  if (!done) return json({ result: submission.reply({ formErrors: ['newsletter.linkInvalid'] }) }, { status: 400 })
  return redirectWithToast(request, storePath(view, '/'), { type: 'success', message: 'newsletter.unsubscribedToast' })
}

export default function NewsletterUnsubscribePage() {
  const { t } = useTranslation()
  const { title, state, token } = useLoaderData<typeof loader>()
  const [form] = useAccountForm({
    id: 'newsletter-unsubscribe',
    schema: newsletterTokenSchema,
    lastResult: useActionData<typeof action>()?.result,
  })
  return (
    <div className="account-page newsletter-page">
      <h1>{title}</h1>
      {state === 'unknown' ? (
        <p role="alert">{t('newsletter.linkInvalid')}</p>
      ) : (
        <>
          <p>{t(state === 'subscribed' ? 'newsletter.unsubscribeIntro' : 'newsletter.alreadyUnsubscribed')}</p>
          {state === 'subscribed' ? (
            <Form method="post" {...getFormProps(form)}>
              <FormErrors id={form.errorId} errors={form.errors} />
              <input type="hidden" name="token" value={token} />
              <SubmitButton label={t('newsletter.unsubscribeButton')} />
            </Form>
          ) : null}
        </>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
