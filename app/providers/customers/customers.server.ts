/**
 * Customer accounts: register, check a password, change it, read a profile. Routes call these; the session
 * side (cookies, session rows) is customer-session.server.ts.
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import { ulid } from 'ulid'
import type { CustomerTable, Database } from '~/db/schema'
import { randomLoyaltyCardNumber } from '~/domain/loyalty-card'
import { PER_ACCOUNT_ANY_ADDRESS } from '~/domain/throttle'
import { normalizeEmail } from '~/domain/validation'
import { getDb } from '~/server/db.server'
import { followEmailChange } from '~/providers/engagement/newsletter.server'
import { hashPassword, verifyNothing, verifyPassword } from './passwords.server'
import { accountKey, clearThrottle, customerKey, type ThrottleKey } from '~/providers/throttle/counters.server'

export interface Customer {
  id: string
  email: string
  firstName: string
  lastName: string
  groupId: number
  createdAt: string
  /** Null only for an account created before cards or by a path that skipped them: see loyaltyCardOf. */
  loyaltyCard: string | null
}

function toCustomer(row: Selectable<CustomerTable>): Customer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    groupId: Number(row.group_id),
    createdAt: row.created_at,
    loyaltyCard: row.loyalty_card,
  }
}

export async function getCustomerById(id: string): Promise<Customer | null> {
  const row = await getDb().selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toCustomer(row) : null
}

export async function getCustomerByEmail(email: string): Promise<Customer | null> {
  const row = await getDb().selectFrom('customer').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()
  return row ? toCustomer(row) : null
}

export interface Registration {
  email: string
  firstName: string
  lastName: string
  password: string
}

export type RegisterResult = { ok: true; customer: Customer } | { ok: false; reason: 'email_taken' }

/** Create an account; an e-mail already in use (in any case) is refused. */
export async function registerCustomer(input: Registration): Promise<RegisterResult> {
  const customer = await insertCustomer(getDb(), { ...input, id: ulid(), passwordHash: await hashPassword(input.password) })
  return customer ? { ok: true, customer } : { ok: false, reason: 'email_taken' }
}

/**
 * Insert an account with a password already hashed, on `db` or inside a caller's transaction (checkout
 * creates the account with its order). Null when the e-mail is taken: the unique index decides, so two
 * registrations racing for one address cannot both win.
 */
export async function insertCustomer(
  db: Kysely<Database> | Transaction<Database>,
  input: Omit<Registration, 'password'> & { id: string; passwordHash: string },
): Promise<Customer | null> {
  const now = new Date().toISOString()
  const row = {
    id: input.id,
    email: normalizeEmail(input.email),
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    password_hash: input.passwordHash,
    group_id: 0,
    created_at: now,
    updated_at: now,
    loyalty_card: randomLoyaltyCardNumber(),
  }
  // The unique index decides: two registrations racing for one address cannot both win.
  const result = await withFreshCard(db, row, () =>
    db
      .insertInto('customer')
      .values(row)
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst(),
  )
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 0 ? null : toCustomer(row)
}

/**
 * Run a write that stores `row.loyalty_card`; if it fails while the card number is already someone's
 * (one chance in billions), draw another and try again.
 */
async function withFreshCard<T>(
  db: Kysely<Database> | Transaction<Database>,
  row: { loyalty_card: string | null },
  write: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      // On the caller's handle: inside a transaction a second connection could wait on it forever (SQLite).
      const taken = await db
        .selectFrom('customer')
        .select('id')
        .where('loyalty_card', '=', row.loyalty_card)
        .executeTakeFirst()
        .catch(() => undefined)
      if (!taken || attempt >= 3) throw error
      row.loyalty_card = randomLoyaltyCardNumber()
    }
  }
}

/** The customer's card number, issuing one now if the account has none yet. */
export async function loyaltyCardOf(customer: Customer): Promise<string> {
  if (customer.loyaltyCard) return customer.loyaltyCard
  const row = { loyalty_card: randomLoyaltyCardNumber() }
  await withFreshCard(getDb(), row, () =>
    getDb().updateTable('customer').set(row).where('id', '=', customer.id).where('loyalty_card', 'is', null).execute(),
  )
  // Another request may have issued one first: the stored number is the card.
  const stored = await getDb().selectFrom('customer').select('loyalty_card').where('id', '=', customer.id).executeTakeFirstOrThrow()
  return stored.loyalty_card ?? row.loyalty_card
}

/** The customer whose e-mail and password these are, or null (which of the two was wrong is not told). */
export async function verifyLogin(email: string, password: string): Promise<Customer | null> {
  const row = await getDb().selectFrom('customer').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()
  if (!row) return verifyNothing(password).then(() => null)
  return (await verifyPassword(row.password_hash, password)) ? toCustomer(row) : null
}

/** Logins to an account from any address (the login form counts its failures here). */
export function loginLimit(email: string): ThrottleKey {
  return accountKey('login', email, PER_ACCOUNT_ANY_ADDRESS)
}

/** Checks of a signed-in customer's current password, from any session and any address. */
export function currentPasswordLimit(customerId: string): ThrottleKey {
  return customerKey('current-password', customerId, PER_ACCOUNT_ANY_ADDRESS)
}

/**
 * Set a new password and end the customer's sessions, all but `keepSessionId` (the hashed id of the
 * session that made the change, if it stays signed in). Failures counted against the old password are
 * forgotten: a customer whom a stranger's guessing keeps waiting at login gets in at once after a reset.
 */
export async function setPassword(customerId: string, password: string, keepSessionId?: string): Promise<void> {
  const passwordHash = await hashPassword(password)
  const { email } = await getDb().selectFrom('customer').select('email').where('id', '=', customerId).executeTakeFirstOrThrow()
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('customer')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', customerId)
        .execute()
      let sessions = trx.deleteFrom('customer_session').where('customer_id', '=', customerId)
      if (keepSessionId) sessions = sessions.where('id', '!=', keepSessionId)
      await sessions.execute()
    })
  await clearThrottle([loginLimit(email), currentPasswordLimit(customerId)])
}

/** Whether `password` is the customer's current password (a route asks under currentPasswordLimit). */
export async function isCurrentPassword(customerId: string, password: string): Promise<boolean> {
  const row = await getDb().selectFrom('customer').select('password_hash').where('id', '=', customerId).executeTakeFirst()
  return row ? verifyPassword(row.password_hash, password) : false
}

/** Change the password after checking the current one; false when that check fails. */
export async function changePassword(
  customerId: string,
  currentPassword: string,
  newPassword: string,
  keepSessionId?: string,
): Promise<boolean> {
  if (!(await isCurrentPassword(customerId, currentPassword))) return false
  await setPassword(customerId, newPassword, keepSessionId)
  return true
}

export type ProfileResult = { ok: true } | { ok: false; reason: 'email_taken' }

/**
 * Update names and e-mail; a different e-mail must be free. The caller has checked the current password
 * before a change of e-mail (the route does, under its limit).
 */
export async function updateProfile(
  customerId: string,
  input: { firstName: string; lastName: string; email: string },
): Promise<ProfileResult> {
  const db = getDb()
  const row = await db.selectFrom('customer').select('email').where('id', '=', customerId).executeTakeFirstOrThrow()
  const email = normalizeEmail(input.email)
  if (email !== row.email) {
    const taken = await db.selectFrom('customer').select('id').where('email', '=', email).where('id', '!=', customerId).executeTakeFirst()
    if (taken) return { ok: false, reason: 'email_taken' }
  }
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customer')
        .set({ first_name: input.firstName.trim(), last_name: input.lastName.trim(), email, updated_at: new Date().toISOString() })
        .where('id', '=', customerId)
        .execute()
      // The newsletter goes to the account's address: the subscription moves with it.
      if (email !== row.email) await followEmailChange(trx, { id: customerId, email: row.email }, email)
    })
  } catch (error) {
    // Another account took the address between the check and the update: the unique index refused it.
    if (email !== row.email && (await getCustomerByEmail(email))) return { ok: false, reason: 'email_taken' }
    throw error
  }
  return { ok: true }
}
