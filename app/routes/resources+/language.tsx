import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { isLocale } from '~/utils/i18n'
import { languageCookie } from '~/utils/i18n.server'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'

/** The footer's language switcher posts here; an empty choice means "the store view's language". */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const locale = form.get('locale')
  const to = safeRedirectPath(form.get('redirectTo'))
  const cookie = isLocale(locale)
    ? await languageCookie.serialize(locale)
    : await languageCookie.serialize('', { maxAge: 0 })
  return redirect(to, { status: 303, headers: { 'Set-Cookie': cookie } })
}

export function loader() {
  throw new Response('Not Found', { status: 404 })
}
