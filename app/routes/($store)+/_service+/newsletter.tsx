import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs } from '@remix-run/node'
import { FORM_VERDICT_MESSAGES } from '~/domain/bot-guard'
import { signUpForNewsletter } from '~/providers/engagement/index.server'
import { newsletterSignupSchema } from '~/schemas/newsletter'
import { guardPublicForm } from '~/utils/bot-guard.server'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import type { TooManyAttempts } from '~/utils/throttle.server'
import { parseForm } from '~/utils/form.server'

/*
 * The newsletter sign-up of the footer and the popup (decision 0031). The form is on every page,
 * so its schema is parsed here only (decision 0016). Without JavaScript the answer is a 303 back to the page
 * the shopper came from, with a notification. With JavaScript, /newsletter.js sends the form with fetch and
 * `js=1`, and gets JSON with the texts to show beside the form, so the shopper stays on the page. Bot guard:
 * a filled honeypot is answered as a success; a too-fast or stale form gets its message; too many posts
 * from one IP a 429.
 */

export const SIGNUP_SENT = 'newsletter.checkEmail'

/** The answer to /newsletter.js: texts already translated (the script carries no translations). */
export type NewsletterSignupReply = { ok: true; message: string } | { ok: false; errors: { email?: string[]; form?: string[] } }

export async function action({ params, request, context }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const formData = await readForm(request)
  const js = formData.get('js') === '1'
  const back = safeRedirectPath(formData.get('redirectTo'), storePath(view, '/'))
  const t = await getT(request)
  const noStore = { 'Cache-Control': PRIVATE_NO_STORE }
  const sent = () =>
    js
      ? json<NewsletterSignupReply>({ ok: true, message: t(SIGNUP_SENT) }, { headers: noStore })
      : redirectWithToast(request, back, { type: 'success', message: SIGNUP_SENT })
  const refused = (
    result: SubmissionResult<string[]>,
    status = 400,
    extra: { params?: Record<string, number>; headers?: HeadersInit } = {},
  ) => {
    const say = (keys: string[] | null | undefined) => (keys?.length ? keys.map((key) => t(key, extra.params ?? {})) : undefined)
    if (js) {
      return json<NewsletterSignupReply>(
        { ok: false, errors: { email: say(result.error?.email), form: say(result.error?.['']) } },
        { status, headers: { ...noStore, ...extra.headers } },
      )
    }
    // The footer stands on every page: without JavaScript the message comes back as that page's notification.
    const key = Object.values(result.error ?? {}).flatMap((errors) => errors ?? [])[0] ?? 'newsletter.signupFailed'
    return redirectWithToast(request, back, { type: 'error', message: key, params: extra.params })
  }

  let verdict
  try {
    verdict = await guardPublicForm(formData, { context, form: 'newsletter' })
  } catch (thrown) {
    // A thrown 429 renders the error page; the script shows the same message beside the form instead.
    if (!js || !(thrown instanceof Response) || thrown.status !== 429) throw thrown
    const wait = (await thrown.json()) as TooManyAttempts
    return refused({ status: 'error', error: { '': ['throttle.tooManyAttempts'] } }, 429, {
      params: { count: wait.minutes },
      headers: { 'Retry-After': String(wait.retryAfterSeconds) },
    })
  }
  // A bot is told what a person would be told, and nothing is stored or sent.
  if (verdict === 'bot') return sent()
  const submission = parseForm(formData, { schema: newsletterSignupSchema })
  if (verdict !== 'ok') return refused(submission.reply({ formErrors: [FORM_VERDICT_MESSAGES[verdict]] }))
  if (submission.status !== 'success') return refused(submission.reply())

  await signUpForNewsletter({
    email: submission.value.email,
    storeCode: view.storeCode,
    locale: await resolveLocale(request),
  })
  return sent()
}

export function loader() {
  throw new Response('Not Found', { status: 404 })
}
