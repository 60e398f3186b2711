/**
 * The seam between a browser and an account (SPEC.md section 4, "Session" and "Authorize"): what a shopper
 * gathered as a guest in this browser (cart, wishlist, compare list, recently viewed) joins their account
 * when they sign in, and what the browser holds of the account leaves it when they log out. Each feature
 * adds its step to both functions; the login, registration, checkout and logout actions call them, and
 * the cookies the steps set or clear travel on the redirect through `headers`.
 */
import { joinRecentlyViewed } from './recently-viewed.server'

/** Join this browser's guest data to the customer who has just signed in. */
export async function joinGuestData(request: Request, customerId: string, _headers: Headers): Promise<void> {
  await joinRecentlyViewed(request, customerId)
}

/** Clear what this browser holds of the account that is logging out. */
export async function forgetBrowserData(_request: Request, _headers: Headers): Promise<void> {}
