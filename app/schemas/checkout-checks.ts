/**
 * The checkout forms' checks in the browser: the same schemas the checkout action parses with. Imported
 * only when a shopper starts on a checkout form (app/utils/deferred-check.ts), never with the page.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import {
  billingSchema,
  paymentMethodSchema,
  personalDetailsSchema,
  placeOrderSchema,
  savedShippingAddressSchema,
  shippingAddressSchema,
  shippingMethodSchema,
  type CheckoutSchemaContext,
} from './checkout'

type Context = CheckoutSchemaContext

/** One check per checkout form, by the form's name. */
export const check = {
  personal: (context: Context, formData: FormData) => parseWithZod(formData, { schema: personalDetailsSchema(context) }),
  savedShippingAddress: (context: Context, formData: FormData) => parseWithZod(formData, { schema: savedShippingAddressSchema(context) }),
  shippingAddress: (context: Context, formData: FormData) => parseWithZod(formData, { schema: shippingAddressSchema(context) }),
  shippingMethod: (context: Context, formData: FormData) => parseWithZod(formData, { schema: shippingMethodSchema(context) }),
  billing: (context: Context, formData: FormData) => parseWithZod(formData, { schema: billingSchema(context) }),
  payment: (context: Context, formData: FormData) => parseWithZod(formData, { schema: paymentMethodSchema(context) }),
  place: (context: Context, formData: FormData) => parseWithZod(formData, { schema: placeOrderSchema(context) }),
}
