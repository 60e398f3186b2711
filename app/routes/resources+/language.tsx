import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { CHOOSE_LANGUAGE, languageSchema } from '~/schemas/language'
import { languageCookie } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { redirectWithToast } from '~/utils/session.server'
import { parseForm } from '~/utils/form.server'

/**
 * The footer's language switcher posts here from every page (a full page load follows: every string
 * changes). The form lives in the footer of whatever page the shopper was on, so a refused choice goes
 * back there with its message; with JavaScript the same schema stops it beside the field first.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await readForm(request), { schema: languageSchema })
  const to = safeRedirectPath(submission.payload.redirectTo)
  if (submission.status !== 'success') return redirectWithToast(request, to, { type: 'error', message: CHOOSE_LANGUAGE })
  const { locale } = submission.value
  const cookie = locale ? await languageCookie.serialize(locale) : await languageCookie.serialize('', { maxAge: 0 })
  return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie } })
}

export function loader() {
  throw new Response('Not Found', { status: 404 })
}
