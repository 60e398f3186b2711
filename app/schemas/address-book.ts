/**
 * The address book's forms (/my-account/shipping-details): add, edit, delete, make default, told apart by
 * `intent`. An address follows checkout's delivery address rules (deliveryAddressFields), so whatever the
 * book keeps, checkout accepts.
 */
import * as z from './zod'
import { deliveryAddressFields, type CheckoutSchemaContext } from './checkout'
import { text } from './text'

const addressId = text().min(1).max(40)

export function addressFormSchema(ctx: CheckoutSchemaContext) {
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('add'), ...deliveryAddressFields(ctx) }),
    z.object({ intent: z.literal('edit'), addressId, ...deliveryAddressFields(ctx) }),
  ])
}

export function addressBookActionSchema(ctx: CheckoutSchemaContext) {
  return z.discriminatedUnion('intent', [
    ...addressFormSchema(ctx).options,
    z.object({ intent: z.literal('delete'), addressId }),
    z.object({ intent: z.literal('default'), addressId }),
  ])
}

export type AddressBookInput = z.output<ReturnType<typeof addressBookActionSchema>>
