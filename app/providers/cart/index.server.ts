/**
 * The cart provider's entry: The cart: its cookie, lines, pricing, count, expiry, the cart across login, and
 * how its forms answer. Routes and components import this file, not the files beside it
 * (docs/decisions/0065); the re-exports below are what they use. Other server code imports the file that
 * defines a name.
 */
export { addAndAnswer, answerCartForm, parseCartForm, refuseForm, refuseThrottled } from './answers.server'
export {
  applyCoupon,
  applyVoucher,
  editCartLine,
  removeCartLine,
  removeCoupon,
  removeVoucher,
  updateCartLine,
  type CartResult,
} from './cart.server'
export { clearCartCookie, getCartId } from './cookie.server'
export { getCartCount, type CartView } from './pricing.server'
export { loadLineEdit, type LineEditView } from './edit.server'
