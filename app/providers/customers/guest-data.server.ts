/**
 * The seam between a browser and an account: what a shopper
 * gathered as a guest in this browser (cart, wishlist, compare list, recently viewed) joins their account
 * when they sign in, and what the browser holds of the account leaves it when they log out. Each feature
 * adds its step to both functions; the login, registration, checkout and logout actions call them, and
 * the cookies the steps set or clear travel on the redirect through `headers`.
 */
import type { ToastNote } from '~/utils/session.server'
import { forgetCarts, joinCartsAtLogin } from '~/providers/cart/login.server'
import { joinRecentlyViewed } from '~/providers/engagement/recently-viewed.server'
import { forgetGuestLists, joinGuestLists } from '~/providers/engagement/shopper-lists.server'

/**
 * Join this browser's guest data to the customer who has just signed in. Answers what the shopper should be
 * told about it (shown with the login confirmation).
 */
export async function joinGuestData(request: Request, customerId: string, headers: Headers): Promise<ToastNote[]> {
  // Views are kept under the guest cart's id: join them before the cart itself is consumed.
  await joinRecentlyViewed(request, customerId)
  await joinGuestLists(request, customerId, headers)
  return joinCartsAtLogin(request, customerId, headers)
}

/** Clear what this browser holds of the account that is logging out. */
export async function forgetBrowserData(request: Request, headers: Headers): Promise<void> {
  await forgetCarts(request, headers)
  await forgetGuestLists(request, headers)
}
