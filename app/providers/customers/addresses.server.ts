/**
 * A customer's address book (/my-account/shipping-details), also offered at checkout. Every call
 * takes the customer id of the signed-in session and touches only that customer's rows: someone else's
 * address id finds nothing, which the routes answer with a 404.
 */
import type { Selectable, Transaction } from 'kysely'
import { ulid } from 'ulid'
import { canAddAddress, isFirstAddress, promotedAfterDelete } from '~/domain/address-book'
import type { CustomerAddressTable, Database } from '~/db/schema'
import type { DeliveryAddressInput } from '~/schemas/checkout'
import type { AddressDetails } from '~/providers/orders/types'
import { getDb } from '~/server/db.server'

/** A saved address: the delivery address fields, its id and whether checkout preselects it. */
export type SavedAddress = AddressDetails & { id: string; isDefault: boolean; phoneNumber: string }

function toSavedAddress(row: Selectable<CustomerAddressTable>): SavedAddress {
  const address: SavedAddress = {
    id: row.id,
    isDefault: Number(row.is_default) === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
    streetAddress: row.street_address,
    city: row.city,
    zipCode: row.zip_code,
    phoneNumber: row.phone_number,
  }
  if (row.apartment_number) address.apartmentNumber = row.apartment_number
  if (row.suburb) address.suburb = row.suburb
  if (row.state) address.state = row.state
  return address
}

function toColumns(input: DeliveryAddressInput) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    country: input.country,
    street_address: input.streetAddress,
    apartment_number: input.apartmentNumber || null,
    suburb: input.suburb || null,
    city: input.city,
    state: input.state || null,
    zip_code: input.zipCode,
    phone_number: input.phoneNumber,
  }
}

/** The customer's addresses, the default first, then oldest first. */
export async function listAddresses(customerId: string): Promise<SavedAddress[]> {
  const rows = await getDb()
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toSavedAddress)
}

/** One of the customer's addresses; null for an unknown id or another customer's. */
export async function getAddress(customerId: string, addressId: string): Promise<SavedAddress | null> {
  const row = await getDb()
    .selectFrom('customer_address')
    .selectAll()
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  return row ? toSavedAddress(row) : null
}

/**
 * Changes to one customer's book run one at a time: the transaction first touches the customer's row,
 * which PostgreSQL keeps locked until commit (SQLite runs transactions one at a time anyway). Two adds
 * racing cannot both pass the cap, nor can two deletes leave the book without a default.
 */
async function inBook<T>(customerId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable('customer').set({ updated_at: new Date().toISOString() }).where('id', '=', customerId).execute()
      return work(trx)
    })
}

export type AddAddressResult = { ok: true; id: string } | { ok: false; reason: 'full' }

/** Save a new address; the first one becomes the default. A full book refuses it. */
export async function addAddress(customerId: string, input: DeliveryAddressInput): Promise<AddAddressResult> {
  return inBook(customerId, async (trx) => {
    const row = await trx
      .selectFrom('customer_address')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow()
    const count = Number(row.n)
    if (!canAddAddress(count)) return { ok: false, reason: 'full' } as const
    const now = new Date().toISOString()
    const id = ulid()
    await trx
      .insertInto('customer_address')
      .values({
        id,
        customer_id: customerId,
        is_default: isFirstAddress(count) ? 1 : 0,
        ...toColumns(input),
        created_at: now,
        updated_at: now,
      })
      .execute()
    return { ok: true, id } as const
  })
}

/** Change one of the customer's addresses; false when it is not theirs. */
export async function updateAddress(customerId: string, addressId: string, input: DeliveryAddressInput): Promise<boolean> {
  const result = await getDb()
    .updateTable('customer_address')
    .set({ ...toColumns(input), updated_at: new Date().toISOString() })
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Delete one of the customer's addresses; deleting the default promotes the oldest left. False when not theirs. */
export async function deleteAddress(customerId: string, addressId: string): Promise<boolean> {
  return inBook(customerId, async (trx) => {
    const gone = await trx
      .deleteFrom('customer_address')
      .where('id', '=', addressId)
      .where('customer_id', '=', customerId)
      .returning('is_default')
      .executeTakeFirst()
    if (!gone) return false
    if (Number(gone.is_default) === 1) {
      const left = await trx.selectFrom('customer_address').select('id').where('customer_id', '=', customerId).execute()
      const promoted = promotedAfterDelete(left.map((row) => row.id))
      if (promoted) await trx.updateTable('customer_address').set({ is_default: 1 }).where('id', '=', promoted).execute()
    }
    return true
  })
}

/** Make one of the customer's addresses the default (and no other); false when it is not theirs. */
export async function setDefaultAddress(customerId: string, addressId: string): Promise<boolean> {
  return inBook(customerId, async (trx) => {
    const mine = await trx
      .selectFrom('customer_address')
      .select('id')
      .where('id', '=', addressId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst()
    if (!mine) return false
    await trx
      .updateTable('customer_address')
      .set((eb) => ({ is_default: eb.case().when('id', '=', addressId).then(1).else(0).end() }))
      .where('customer_id', '=', customerId)
      .execute()
    return true
  })
}
