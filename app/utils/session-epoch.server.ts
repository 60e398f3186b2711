/**
 * The session epoch's server side (decision 0040). Every document and loader-data answer passes through
 * `followSessionEpoch` (entry.server), which works out the session the browser holds once it has this answer
 * (the cookies it sent, overwritten by those the answer sets: a sign-in, a logout, an account created at
 * checkout) and makes the epoch cookie name that session. Sign-in, logout, a password change or reset that
 * ended the session, an expired row, a cleared cookie: each changes the epoch at the next answer, without any
 * route having to say so.
 */
import crypto from 'node:crypto'
import { getSignedIn, signedInWith, type SignedIn } from '~/providers/customers/signed-in.server'
import { hasShopCookie } from './cache-control'
import { getEnv } from './env.server'
import { getSession, SESSION_COOKIE, sessionStorage } from './session.server'
import { CUSTOMER_EPOCH_PREFIX, GUEST_EPOCH_PREFIX, SESSION_EPOCH_COOKIE, SESSION_EPOCH_HEADER } from './session-epoch'

/** A guest's epoch lasts as long as the session cookie would (its orders, its toasts). */
const GUEST_EPOCH_SECONDS = 60 * 60 * 24 * 30

/** name -> value of a Cookie header. */
function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  return cookies
}

/** A Set-Cookie that removes its cookie (logout clears, a past expiry). */
function removes(setCookie: string): boolean {
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(setCookie)
  if (maxAge) return Number(maxAge[1]) <= 0
  const expires = /;\s*expires=([^;]+)/i.exec(setCookie)
  return expires !== null && Date.parse(expires[1]!) <= Date.now()
}

/** The cookies the browser holds once it has stored what this answer sets. */
function cookiesAfter(request: Request, headers: Headers): Map<string, string> {
  const cookies = parseCookies(request.headers.get('Cookie'))
  // Each Set-Cookie apart; iterating works on Node's Headers and on the one Remix's installGlobals puts in place.
  const setCookies = [...headers].filter(([name]) => name.toLowerCase() === 'set-cookie').map(([, value]) => value)
  for (const setCookie of setCookies) {
    const pair = setCookie.split(';')[0]!
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at).trim()
    if (removes(setCookie)) cookies.delete(name)
    else cookies.set(name, pair.slice(at + 1).trim())
  }
  return cookies
}

/** The signed-in session the browser holds after this answer, or null. The request's own is read once. */
async function sessionAfter(request: Request, cookies: Map<string, string>): Promise<{ signedIn: SignedIn | null; remembered: boolean }> {
  const held = await getSession(request)
  // Most answers leave the session cookie as it came: then the request's own session is the one after.
  const unchanged = cookies.get(SESSION_COOKIE) === parseCookies(request.headers.get('Cookie')).get(SESSION_COOKIE)
  const after = unchanged ? held : await sessionStorage().getSession([...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
  const token = after.get('customerSessionId')
  const before = held.get('customerSessionId')
  const signedIn = !token ? null : token === before ? await getSignedIn(request) : await signedInWith(token)
  return { signedIn, remembered: after.get('rememberCustomer') !== false }
}

/** A signed-in session's epoch: a mac of its row (not the token, nor the row's id) and the row's end. */
function customerEpoch(signedIn: SignedIn): string {
  const mac = crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`session-epoch:${signedIn.sessionId}`).digest('base64url')
  return `${CUSTOMER_EPOCH_PREFIX}${mac.slice(0, 22)}.${Math.floor(Date.parse(signedIn.expiresAt) / 1000)}`
}

function epochCookie(value: string, expires: Date | null): string {
  const attributes = [`${SESSION_EPOCH_COOKIE}=${value}`, 'Path=/', 'SameSite=Lax']
  if (expires) attributes.push(`Expires=${expires.toUTCString()}`)
  return attributes.join('; ')
}

/**
 * Makes the epoch cookie follow the session of this answer and names it in the answer's header, in place.
 * A signed-in session's cookie ends with the row (or with the browser, as the session cookie does when the
 * customer was not remembered); a guest keeps the epoch it has, or gets a new one. A browser that has none
 * of the shop's cookies and gets none has no session to name: a first visit sets no cookie (and a
 * catalogue page stays shareable); its personal pages are not kept offline.
 */
export async function followSessionEpoch(request: Request, headers: Headers): Promise<void> {
  if (!hasShopCookie(request) && !headers.has('Set-Cookie')) return
  const cookies = cookiesAfter(request, headers)
  const held = cookies.get(SESSION_EPOCH_COOKIE)
  const { signedIn, remembered } = await sessionAfter(request, cookies)
  let epoch: string
  let expires: Date | null = null
  if (signedIn) {
    epoch = customerEpoch(signedIn)
    if (remembered) expires = new Date(signedIn.expiresAt)
  } else if (held?.startsWith(GUEST_EPOCH_PREFIX)) {
    epoch = held
  } else {
    epoch = `${GUEST_EPOCH_PREFIX}${crypto.randomBytes(16).toString('base64url')}`
    expires = new Date(Date.now() + GUEST_EPOCH_SECONDS * 1000)
  }
  if (epoch !== held) headers.append('Set-Cookie', epochCookie(epoch, expires))
  headers.set(SESSION_EPOCH_HEADER, epoch)
}
