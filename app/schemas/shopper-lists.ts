/**
 * The wishlist and compare forms: add, remove by sku, clear. Both lists post the same
 * fields to their own page's action, told apart by `intent`. The forms stand on the product page and in the
 * wishlist panel on every page, so only the server parses this schema (decision 0016); its fields are
 * hidden ones the shop writes, so a refusal means a forged or outdated post.
 */
import { PRODUCT_NOT_AVAILABLE } from '~/domain/messages'
import { SKU } from './cart'
import { text } from './text'
import * as z from './zod'

const sku = text({ error: PRODUCT_NOT_AVAILABLE }).regex(SKU, { error: PRODUCT_NOT_AVAILABLE })
/** Where a no-JS shopper lands afterwards; `safeRedirectPath` decides whether it is safe. */
const redirectTo = text().optional()

export const shopperListSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), sku, redirectTo }),
  z.object({ intent: z.literal('remove'), sku, redirectTo }),
  z.object({ intent: z.literal('clear'), redirectTo }),
])

export type ShopperListForm = z.infer<typeof shopperListSchema>
