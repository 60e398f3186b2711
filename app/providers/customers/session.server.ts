/**
 * Signed-in customers (DESIGN.md "Accounts"). The session cookie carries a random token; the database keeps
 * only its sha256 as a `customer_session` row. Signing in always issues a new token (no session fixation),
 * logging out deletes the row, and a password change deletes the customer's other rows, so an old cookie
 * stops working on every instance at once.
 */
import crypto from 'node:crypto'
import { redirect, type Session } from '@remix-run/node'
import * as M from '~/domain/messages'
import { followSessionEpoch } from '~/utils/session-epoch.server'
import { redirectWithToast, getSession, sessionStorage, type SessionData, type Toast } from '~/utils/session.server'
import { storePath, storeViewFromPath } from '~/utils/store-views'
import { getDb } from '~/server/db.server'
import type { Customer } from './customers.server'
import { getSignedIn, sessionRowId, signedInWith, type SignedIn } from './signed-in.server'

export { getSignedIn, sessionRowId, signedInWith, type SignedIn }

type AnySession = Session<SessionData, { toast: Toast }>

/** "Remember me": the cookie and its row last this long. */
export const REMEMBERED_DAYS = 30
/** Without "remember me" the cookie ends with the browser, and its row after this at the latest. */
export const BROWSER_SESSION_HOURS = 12

export async function getCustomer(request: Request): Promise<Customer | null> {
  return (await getSignedIn(request))?.customer ?? null
}

/** The customer id behind a session already read (orders, checkout): from its row, never from the cookie. */
export async function customerIdOf(session: AnySession): Promise<string | null> {
  return (await signedInWith(session.get('customerSessionId')))?.customer.id ?? null
}

/** The login page of the request's store view, with the way back. */
export function loginPath(request: Request): string {
  const url = new URL(request.url)
  const view = storeViewFromPath(url.pathname)
  return `${storePath(view, '/login')}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`
}

/** The signed-in customer; a guest is sent to the login page with the spec's message and comes back after. */
export async function requireCustomer(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request)
  if (!signedIn) throw await redirectWithToast(request, loginPath(request), { type: 'info', message: M.LOGIN_REQUIRED })
  return signedIn
}

/**
 * Sign the customer in on this browser and redirect (303) with a toast. The previous token (if any) is
 * dropped with its row and a new one issued: whatever token someone planted before login is worthless.
 */
export async function logIn(
  request: Request,
  customerId: string,
  options: { remember: boolean; to: string; toast: Toast; headers?: Headers },
): Promise<Response> {
  const session = await getSession(request)
  await startCustomerSession(session, customerId, options.remember)
  session.flash('toast', options.toast)
  const headers = new Headers(options.headers)
  headers.append('Set-Cookie', await sessionStorage().commitSession(session))
  // A redirect after a form post skips entry.server, where the epoch otherwise follows the session.
  await followSessionEpoch(request, headers)
  return redirect(options.to, { status: 303, headers })
}

/**
 * The session row and token of a sign-in, put into a cookie session the caller commits (logIn, or the
 * checkout, which also remembers the order just placed in the same cookie).
 */
export async function startCustomerSession(session: AnySession, customerId: string, remember: boolean): Promise<void> {
  const db = getDb()
  const previous = session.get('customerSessionId')
  const token = crypto.randomBytes(32).toString('base64url')
  const now = new Date()
  const lifetime = remember ? REMEMBERED_DAYS * 24 * 3600_000 : BROWSER_SESSION_HOURS * 3600_000
  await db.transaction().execute(async (trx) => {
    if (previous) await trx.deleteFrom('customer_session').where('id', '=', sessionRowId(previous)).execute()
    // Housekeeping: this customer's ended rows go as a new one comes.
    await trx.deleteFrom('customer_session').where('customer_id', '=', customerId).where('expires_at', '<=', now.toISOString()).execute()
    await trx
      .insertInto('customer_session')
      .values({
        id: sessionRowId(token),
        customer_id: customerId,
        expires_at: new Date(now.getTime() + lifetime).toISOString(),
        created_at: now.toISOString(),
        persistent: remember ? 1 : 0,
      })
      .execute()
  })
  session.set('customerSessionId', token)
  if (remember) session.unset('rememberCustomer')
  else session.set('rememberCustomer', false)
}

/**
 * End the session on the server (its row) and in the browser: the whole cookie session goes, with the
 * orders it remembered, so the next person at this computer starts clean. Lands on `to` with a toast.
 */
export async function logOut(request: Request, to: string, toast: Toast, extraHeaders?: Headers): Promise<Response> {
  const session = await getSession(request)
  const token = session.get('customerSessionId')
  if (token) await getDb().deleteFrom('customer_session').where('id', '=', sessionRowId(token)).execute()
  const fresh = await sessionStorage().getSession()
  fresh.flash('toast', toast)
  const headers = new Headers(extraHeaders)
  headers.append('Set-Cookie', await sessionStorage().commitSession(fresh))
  await followSessionEpoch(request, headers)
  return redirect(to, { status: 303, headers })
}
