/**
 * The shop's fixed messages (notifications, refusals, log texts), word for word:
 * their wording is settled and must not drift. The English
 * text doubles as the i18n key, so `en-US` shows exactly this wording and the other
 * locales translate it. Placeholders use single braces ({maxQuantity}); fill them
 * with `interpolate` or the i18n layer.
 */

// Cart notifications
export const PRODUCT_ADDED = 'Product has been added to the cart!'
export const PRODUCT_QTY_UPDATED = 'Product quantity has been updated!'
export const STOCK_VOLATILE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.'
export const PRODUCT_OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!'
export const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!'
export const PRODUCT_NOT_AVAILABLE = 'Product that you are trying to add is not available.'
export const NO_AVAILABLE_VARIANTS = 'No available product variants'
/** Section 8 abbreviates it; section 4 gives the full text. */
export const NO_SUCH_CONFIGURATION = 'No such configuration for the product. Please do choose another combination of attributes.'
export const SOME_PRODUCTS_NOT_AVAILABLE = 'Some of the ordered products are not available!'
export const ERROR_ADDING_PRODUCTS = 'Error: Error while adding products'

// Stock of an item already in the cart
export const ITEM_IN_STOCK = 'In stock!'
export const ITEM_OUT_OF_STOCK = 'Out of stock!'

// Quantity
export const MAX_QUANTITY = 'Only {maxQuantity} products of this type are available!'
export const QTY_MUST_BE_POSITIVE = 'A value must be greater than 0'

// Cart and sync behaviour. The "..." stands where the task's name would go, as the text was given to us.
export const MISSING_CART_ID = 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.'

// Catalogue
export const PRODUCT_NOT_FOUND = 'Product not found'
export const CATEGORY_NO_PRODUCTS_OFFLINE = 'No products synchronized for this category. Please come back while online!'
export const NOT_AVAILABLE_OFFLINE = 'The product, category or CMS page is not available in Offline mode. Redirecting to Home.'
export const NO_ENTITY_TYPE = 'No entity type registered for {type}'
export const CATEGORY_EMPTY_RESULT = 'Category query returned empty result'
export const CMS_EMPTY_RESULT = 'CMS query returned empty result'
export const MISSING_PARENT_SKU = "Product doesn't have parentSku, please check if this is configurable product"

// Totals
export const DEFAULT_COUNTRY_MISSING = 'Please do set the tax.defaultCountry in order to calculate totals'

// Authentication
export const RESET_PASSWORD_OFFLINE = 'Reset password feature does not work while offline!'
export const RESET_PASSWORD_EMAIL_ERROR = 'Error while sending reset password e-mail'
export const TOKEN_REFRESH_UNAUTHORIZED = 'Error refreshing user token. User is not authorized to access the resource'
export const TOKEN_REFRESH_INTERNAL_ERROR =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.'
export const UNEXPECTED_AUTH_ERROR = 'Unexpected authorization error. Check your Network connection.'
export const LOGIN_REQUIRED = 'You need to be logged in to see this page'
export const NOT_AUTHORIZED = 'not authorized'
export const EMAIL_TAKEN = 'A customer with the same e-mail already exists'

// Responses and server errors
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!'
export const WRONG_RESPONSE_FORMAT = 'Unhandled error, wrong response format!'
export const INTERNAL_VALIDATION_ERROR =
  'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}.'
export const FIX_VALIDATION_ERRORS = 'Please fix the validation errors'
export const SOMETHING_WENT_WRONG = 'Something went wrong. Try again in a few seconds.'
export const INTERNAL_SERVER_ERROR = 'Internal Server Error 500.'
export const NOT_IMPLEMENTED = 'This feature is not implemented yet'

// Checkout
export const ERROR_PLACING_ORDER = 'Error: Error placing an order'
export const ORDER_CANCELED = 'Your order has been canceled'
export const INCORRECT_COUPON = "You've entered an incorrect coupon code. Please try again."
/** Ours, not the spec's: a code the shop did issue, whose last day has passed. */
export const COUPON_EXPIRED = 'cart.couponExpired'
export const ORDER_WAITING = 'Order waiting!'
export const ORDER_WAITING_CONFIRM = 'Click here to confirm the order that you made offline.'

// Field validation. Only 'Field is required' is fixed wording; the other rules
// came without a text, so these sentences are ours.
export const FIELD_REQUIRED = 'Field is required'
export const NAME_TOO_SHORT = 'Name must have at least {min} letters.'
export const PASSWORD_TOO_SHORT = 'Password must have at least {min} characters.'
export const PASSWORDS_DIFFER = 'Passwords must be identical.'
export const TAX_ID_TOO_SHORT = 'Tax ID must have at least {min} characters.'
export const ZIP_TOO_SHORT = 'Zip-code must have at least {min} characters.'
export const SEARCH_TOO_SHORT = 'Search term must have at least {min} characters.'
export const EMAIL_INVALID = 'Please provide a valid e-mail address.'
export const TERMS_NOT_ACCEPTED = 'You must accept the terms and conditions.'

/**
 * Fill `{name}` placeholders. A placeholder without a value stays as written, so a
 * missing parameter is visible rather than silently empty.
 */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}
