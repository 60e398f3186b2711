/**
 * Contact messages (docs/decisions/0029): stored as the shopper typed them, with two mails queued
 * in the same transaction (decision 0013): a confirmation to the shopper in their language, and a
 * notification to the store's service address (SERVICE_EMAIL). Anyone can type any address into the form,
 * so the confirmation quotes nothing the sender wrote and goes to one address only a few times.
 */
import { ulid } from 'ulid'
import { contactReference, type ContactDepartment } from '~/domain/contact'
import { formatOrderNumber, parseOrderNumber } from '~/domain/order-number'
import { normalizeEmail } from '~/domain/validation'
import type { ContactInput } from '~/schemas/contact'
import { getEnv } from '~/utils/env.server'
import type { StoreCode } from '~/utils/store-views'
import { getDb } from '~/server/db.server'
import { enqueueMail, nudgeMailDelivery } from '~/providers/mail/outbox.server'
import { mayMailRecipient } from '~/providers/throttle/recipient-limit.server'

export interface ContactMessage {
  id: string
  reference: string
  storeCode: StoreCode
  locale: string
  department: ContactDepartment
  name: string
  email: string
  phone: string
  orderNumber: string | null
  orderId: string | null
  message: string
  createdAt: string
}

/** The id of the order a shopper named, if it exists and was placed with their address; else null. */
async function ownOrderId(orderNumber: string | undefined, email: string): Promise<string | null> {
  const parsed = orderNumber ? parseOrderNumber(orderNumber) : null
  if (!parsed) return null
  const order = await getDb()
    .selectFrom('sales_order')
    .select(['id', 'email'])
    .where('number', '=', formatOrderNumber(parsed.prefix, parsed.sequence))
    .executeTakeFirst()
  return order && normalizeEmail(order.email) === normalizeEmail(email) ? order.id : null
}

/**
 * Store a contact message and queue its two mails; returns the stored message. The texts are kept exactly
 * as given (trimmed by the schema): whoever shows them escapes them.
 *
 * Past the per-address limit the message is still stored and forwarded to the service inbox, only the
 * confirmation is left out: refusing the form instead would let anyone who knows a shopper's address stop
 * that shopper from writing to us, and the service team answers them either way.
 */
export async function sendContactMessage(
  input: ContactInput,
  { storeCode, locale, now = new Date() }: { storeCode: StoreCode; locale: string; now?: Date },
): Promise<ContactMessage> {
  const id = ulid(now.getTime())
  const message: ContactMessage = {
    id,
    reference: contactReference(ulid()),
    storeCode,
    locale,
    department: input.department,
    name: input.name,
    email: input.email,
    phone: input.phone,
    orderNumber: input.orderNumber ? input.orderNumber.toUpperCase() : null,
    orderId: await ownOrderId(input.orderNumber, input.email),
    message: input.message,
    createdAt: now.toISOString(),
  }
  const confirm = await mayMailRecipient('contact', message.email, now)
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('contact_message')
        .values({
          id: message.id,
          reference: message.reference,
          store_code: message.storeCode,
          locale: message.locale,
          department: message.department,
          name: message.name,
          email: message.email,
          phone: message.phone,
          order_number: message.orderNumber,
          order_id: message.orderId,
          message: message.message,
          created_at: message.createdAt,
        })
        .execute()
      if (confirm) {
        await enqueueMail(trx, {
          kind: 'contact_confirmation',
          dedupeKey: `contact_confirmation:${id}`,
          to: message.email,
          payload: { contactMessageId: id },
        })
      }
      await enqueueMail(trx, {
        kind: 'contact_notification',
        dedupeKey: `contact_notification:${id}`,
        to: getEnv().SERVICE_EMAIL,
        payload: { contactMessageId: id },
      })
    })
  nudgeMailDelivery()
  return message
}

export async function getContactMessage(id: string): Promise<ContactMessage | null> {
  const row = await getDb().selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    reference: row.reference,
    storeCode: row.store_code as StoreCode,
    locale: row.locale,
    department: row.department as ContactDepartment,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderNumber: row.order_number,
    orderId: row.order_id,
    message: row.message,
    createdAt: row.created_at,
  }
}
