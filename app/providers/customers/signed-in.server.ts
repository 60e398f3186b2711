/**
 * Who is signed in: the session cookie's token names a `customer_session` row, stored under the token's
 * sha256. Read by the customer session (customer-session.server) and by the session epoch that the service
 * worker keys personal pages by (~/utils/session-epoch.server), which is why it stands apart from both.
 */
import crypto from 'node:crypto'
import { requestKey } from '~/utils/request-memo.server'
import { getSession } from '~/utils/session.server'
import { getDb } from '~/server/db.server'
import { getCustomerById, type Customer } from './customers.server'

/** The id a session row is stored under: the token's sha256, so a database copy holds no usable token. */
export function sessionRowId(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export interface SignedIn {
  customer: Customer
  /** The session row's id (hashed token). */
  sessionId: string
  /** When the row ends (ISO time): the session is over then, whatever the cookie says. */
  expiresAt: string
}

// Several loaders of one request ask; the row is read once. A form post's loaders (after its action signed
// someone in or out) read it again.
const perRequest = new WeakMap<object, Promise<SignedIn | null>>()

/** The customer and session row of a session token, or null when there is none or it has ended. */
export async function signedInWith(token: string | undefined): Promise<SignedIn | null> {
  if (!token) return null
  const sessionId = sessionRowId(token)
  const row = await getDb()
    .selectFrom('customer_session')
    .select(['customer_id', 'expires_at'])
    .where('id', '=', sessionId)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst()
  if (!row) return null
  const customer = await getCustomerById(row.customer_id)
  return customer ? { customer, sessionId, expiresAt: row.expires_at } : null
}

/** The signed-in customer and session row, or null (no token, or a token whose row ended). */
export function getSignedIn(request: Request): Promise<SignedIn | null> {
  const key = request.method === 'GET' || request.method === 'HEAD' ? requestKey(request) : request
  let found = perRequest.get(key)
  if (!found) {
    found = getSession(request).then((session) => signedInWith(session.get('customerSessionId')))
    perRequest.set(key, found)
  }
  return found
}
