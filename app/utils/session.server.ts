import { createCookie, createCookieSessionStorage, createSession, redirect, type Cookie, type Session } from '@remix-run/node'
import { getEnv } from './env.server'
import { requestKey } from './request-memo.server'

export type ToastType = 'success' | 'warning' | 'error' | 'info'

/** A notification carried across a redirect; `message` is a locale key or a fixed message of ~/domain/messages. */
export interface Toast {
  type: ToastType
  message: string
  params?: Record<string, string | number>
  /** Offer "Proceed to checkout" beside OK (cart successes). */
  checkoutAction?: boolean
  /** More to tell beside the message, one line each (what changed in the cart at login). */
  notes?: ToastNote[]
  /**
   * Shown where the form that asked for it is, not at the top of the page: 'review' is the product page's
   * review form, far below the top on a phone.
   */
  place?: 'review'
}

/** One more line of a toast: a locale key or spec message, with its placeholders. */
export interface ToastNote {
  message: string
  params?: Record<string, string | number>
}

export interface SessionData {
  /**
   * The signed-in customer's session token (customer-session.server.ts). Only its sha256 is stored, as the
   * `customer_session` row's id, so logout and a password change end the session on every instance.
   */
  customerSessionId?: string
  /** false when the customer did not ask to be remembered: the cookie then ends with the browser. */
  rememberCustomer?: boolean
  /** Orders placed in this browser session: a guest may see these without the signed link. */
  orderIds?: string[]
}

let storage: ReturnType<typeof createStorage> | undefined

/** The session cookie's name. */
export const SESSION_COOKIE = 'karoo_session'

function createStorage() {
  const env = getEnv()
  const base = createCookieSessionStorage<SessionData, { toast: Toast }>({
    cookie: {
      name: SESSION_COOKIE,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secrets: [env.SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 30,
    },
  })
  return {
    ...base,
    // Whoever commits the session (a toast, an order...), a customer who was not to be remembered keeps a
    // browser-session cookie: without this the next commit would give it the 30 days again.
    commitSession: ((session, options) =>
      base.commitSession(
        session,
        session.get('rememberCustomer') === false ? { ...options, maxAge: undefined, expires: undefined } : options,
      )) as typeof base.commitSession,
  }
}

/**
 * Set-Cookie headers with the Secure attribute as decided for one request, whatever they were created with.
 * Whether a cookie is Secure depends on the scheme the request came over (or COOKIE_SECURE), which only the
 * Express application knows: it applies this to every response (app/express-app.server.ts), so cookies are
 * created without the attribute.
 */
export function withSecureAttribute(setCookies: string[], secure: boolean): string[] {
  return setCookies.map((header) => header.replace(/;\s*Secure\s*(?=;|$)/gi, '') + (secure ? '; Secure' : ''))
}

/**
 * A signed, httpOnly, SameSite=Lax cookie of this shop (cart id, reported orders...), created on first use
 * because the secret is read from the environment.
 */
export function signedCookie(name: string, maxAgeSeconds = 60 * 60 * 24 * 30) {
  let cookie: Cookie | undefined
  return () =>
    (cookie ??= createCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secrets: [getEnv().SESSION_SECRET],
      maxAge: maxAgeSeconds,
    }))
}

export function sessionStorage() {
  storage ??= createStorage()
  return storage
}

type ShopSession = Session<SessionData, { toast: Toast }>

/** The session each request carries, read from its cookie (signature checked) once. */
const sessionsRead = new WeakMap<object, Promise<ShopSession>>()

/**
 * The session the request's cookie holds. The root loader, the cart, the sign-in check and the epoch cookie
 * all ask for it during one request: the cookie is read once, and each caller gets a copy of its own, since
 * reading a flash value (the toast) removes it from the session that read it, and a caller may change and
 * commit its copy.
 */
export async function getSession(request: Request): Promise<ShopSession> {
  let read = sessionsRead.get(requestKey(request))
  if (!read) {
    read = sessionStorage().getSession(request.headers.get('Cookie'))
    sessionsRead.set(requestKey(request), read)
  }
  const session = await read
  return createSession(structuredClone(session.data), session.id)
}

/** Read and consume the flash toast; returns the header that commits its removal. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await getSession(request)
  const toast = session.get('toast') ?? null
  const headers = new Headers()
  if (toast) headers.append('Set-Cookie', await sessionStorage().commitSession(session))
  return { toast, headers }
}

/** Redirect with 303 (so a no-JS POST lands on a GET) and a flash toast. */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init: ResponseInit = {}) {
  const session = await getSession(request)
  session.flash('toast', toast)
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await sessionStorage().commitSession(session))
  return redirect(to, { status: 303, ...init, headers })
}
