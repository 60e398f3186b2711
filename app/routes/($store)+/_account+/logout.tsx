import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { forgetBrowserData, logOut } from '~/providers/customers/index.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'

/** Logging out changes state, so only a POST does it; a GET (a link, a prefetch) just goes home. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  return redirect(storePath(view, '/'))
}

/** After logout the shopper goes to the home page (/). The session row goes with the cookie. */
export async function action({ params, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const headers = new Headers()
  await forgetBrowserData(request, headers)
  return logOut(request, storePath(view, '/'), { type: 'success', message: 'account.loggedOut' }, headers)
}
