/**
 * The checkout provider's entry: Checkout state and the delivery promises of the cart and product page.
 * Routes and components import this file, not the files beside it (docs/decisions/0065); the re-exports below
 * are what they use. Other server code imports the file that defines a name.
 */
export {
  countriesFor,
  ensureIdempotencyKey,
  loadCheckout,
  saveCheckoutForm,
  type CheckoutSectionInput,
  type CheckoutState,
  type CheckoutView,
} from './checkout.server'
export { cartDelivery } from './delivery.server'
