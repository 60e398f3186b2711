/**
 * Where the shopper's goods would go, and what the rules then promise: the cart's and the product
 * page's delivery facts. The destination is the checkout's saved shipping address, else the
 * signed-in customer's default address in a country this view delivers to, else unknown (the general
 * window). Numbers come from app/domain/delivery.ts and shipping.ts only.
 */
import {
  deliveryWindows,
  freeDeliveryProgress,
  type DeliveryDestination,
  type DeliveryWindow,
  type FreeDeliveryProgress,
} from '~/domain/delivery'
import type { StoreView } from '~/utils/store-views'
import { listAddresses } from '~/providers/customers/addresses.server'
import { getCartId } from '~/providers/cart/cookie.server'
import type { CartView } from '~/providers/cart/pricing.server'
import { countriesFor } from './checkout.server'
import { getCustomer } from '~/providers/customers/session.server'
import { getDb } from '~/server/db.server'

function savedDestination(checkout: unknown): DeliveryDestination | null {
  if (!checkout || typeof checkout !== 'object') return null
  const shipping = (checkout as { shippingDetails?: { country?: unknown; state?: unknown } }).shippingDetails
  if (!shipping || typeof shipping.country !== 'string') return null
  return { country: shipping.country, province: typeof shipping.state === 'string' ? shipping.state : null }
}

/**
 * The shopper's destination as far as the shop knows it. `checkout` is the cart's checkout state when the
 * caller has it (the cart page); otherwise the cart cookie's cart is read for it.
 */
export async function shopperDestination(request: Request, view: StoreView, checkout?: unknown): Promise<DeliveryDestination> {
  const countries = countriesFor(view)
  let saved = savedDestination(checkout)
  if (!saved && checkout === undefined) {
    const cartId = await getCartId(request, view)
    const row = cartId ? await getDb().selectFrom('cart').select('checkout').where('id', '=', cartId).executeTakeFirst() : undefined
    try {
      saved = savedDestination(row ? JSON.parse(row.checkout) : null)
    } catch {
      saved = null
    }
  }
  if (saved?.country && countries.includes(saved.country)) return saved
  const customer = await getCustomer(request)
  if (customer) {
    const address = (await listAddresses(customer.id)).find((a) => a.isDefault && countries.includes(a.country))
    if (address) return { country: address.country, province: address.state ?? null }
  }
  return {}
}

export interface CartDelivery {
  progress: FreeDeliveryProgress
  windows: DeliveryWindow[]
  destination: DeliveryDestination
}

/**
 * The cart page's delivery facts, from the same rules and goods value checkout prices with. The shipping
 * estimate is checkout's own (loadCheckout), priced into the cart's totals.
 */
export async function cartDelivery(request: Request, view: StoreView, cart: CartView): Promise<CartDelivery> {
  const destination = await shopperDestination(request, view, cart.checkout)
  const goodsValue = cart.totals.subtotalInclTax - cart.totals.discount
  const freeShipping = cart.freeShipping
  return {
    progress: freeDeliveryProgress(view.currencyCode, {
      goodsValue,
      virtual: cart.virtual,
      hasLargeAppliance: cart.hasLargeAppliance,
      freeShipping,
    }),
    windows: cart.virtual
      ? []
      : deliveryWindows(view.currencyCode, {
          ...destination,
          country: destination.country ?? view.defaultCountry,
          largeAppliance: cart.hasLargeAppliance,
        }),
    destination,
  }
}
