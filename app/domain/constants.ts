/**
 * The shop's business constants and limits: search and catalogue sizes, cache
 * and session times, cart and tax defaults. Times are milliseconds unless the
 * name says otherwise. A new fixed number joins this file with the code that needs it.
 */

// Search and listing
export const DEFAULT_PAGE_SIZE = 50
/** Largest size any filter or listing query may ask for. */
export const MAX_QUERY_SIZE = 999
export const SEARCH_TIMEOUT_SERVER_MS = 1000
export const SEARCH_MIN_SCORE = 0.02
export const SEARCH_FUZZINESS = 2
export const SEARCH_MINIMUM_SHOULD_MATCH = '75%'
export const SEARCH_BOOSTS = { name: 4, sku: 2, categoryName: 1, ingredients: 1 } as const
export const FACET_SIZES = { default: 28, size: 10, color: 10 } as const

// Catalogue
export const ROOT_CATEGORY_ID = 2
export const HOME_SECTION_SIZES = { newCollection: 10, holiday: 8, special: 8, bestsellers: 10 } as const

// Images (pixels)
export const IMAGE_SIZES = {
  gallery: { w: 600, h: 744 },
  thumbnail: { w: 310, h: 300 },
  cart: { w: 150, h: 150 },
} as const

// Cart, network and session
export const CHECKOUT_ACTIVE_MS = 30 * 60 * 1000
export const DEFAULT_CART_QTY = 1
/**
 * How the stock sync treats a cart line whose product ran out: out-of-stock items are listed and allowed
 * in the cart, and the cart is kept on the server (synced), so such a line stays, marked out of stock.
 */
export const CART_STOCK_SYNC = { allowOutOfStock: true, cartSyncOn: true } as const

// Tax and promotions
export const NEWSLETTER_COUPON_PERCENT = 10

export const PAYMENT_TYPE_IDS = { cardGateway: 8, qrWallet: 4, payInInstalments: 12, payByLink: 13 } as const

/**
 * The general customer group: guests and every customer the shop has not put in another
 * group. Its tier prices are everybody's; another group's come on top, the lowest price winning.
 */
export const GENERAL_CUSTOMER_GROUP = 0
