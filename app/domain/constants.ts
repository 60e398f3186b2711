/**
 * Business constants and limits from SPEC.md section 9 (and the numbers of
 * sections 4 and 5). Times are milliseconds unless the name says otherwise.
 */

// Search and listing
export const DEFAULT_PAGE_SIZE = 50
export const DEFAULT_START = 0
/** Largest size any filter or listing query may ask for. */
export const MAX_QUERY_SIZE = 999
export const SEARCH_TIMEOUT_CLIENT_MS = 5000
export const SEARCH_TIMEOUT_SERVER_MS = 1000
export const SEARCH_MIN_SCORE = 0.02
export const SEARCH_FUZZINESS = 2
export const SEARCH_MINIMUM_SHOULD_MATCH = '75%'
export const SEARCH_BOOSTS = { name: 4, sku: 2, categoryName: 1, ingredients: 1 } as const
export const FACET_SIZES = { default: 28, size: 10, color: 10 } as const
export const DEFAULT_FILTERS = ['price', 'brand', 'product_brand', 'colours'] as const
export const SORT_OPTIONS = ['position:asc', 'price:asc', 'price:desc'] as const
export const DEFAULT_SORT = 'position:asc'

// Catalogue
export const ROOT_CATEGORY_ID = 2
export const CATEGORY_FETCH_SIZE = 4000
export const ATTRIBUTE_LIST_SIZE = 150
export const DYNAMIC_PREFETCH_LEVEL = 2
export const CMS_MAX_ITEMS = 500
export const CMS_BLOCK_LIST_SIZE = 150
export const HOME_SECTION_SIZES = { newCollection: 10, holiday: 8, special: 8, bestsellers: 10 } as const

// Images (pixels)
export const IMAGE_SIZES = {
  gallery: { w: 600, h: 744 },
  thumbnail: { w: 310, h: 300 },
  cart: { w: 150, h: 150 },
} as const

// Cart, network and session
export const CART_BYPASS_MAX = 1
export const NETWORK_TASK_MAX_ATTEMPTS = 3
export const TOKEN_LOCK_RETRY_MS = 1000
export const NOTIFICATION_LIFETIME_MS = 10_000
export const PRODUCT_ADDED_NOTIFICATION_MS = 700
export const CHECKOUT_ACTIVE_MS = 30 * 60 * 1000
export const ORDER_HISTORY_PAGE_SIZE = 20
export const STOCK_LIST_BATCH = 15
export const DEFAULT_CART_QTY = 1

// Cache
export const OUTPUT_CACHE_TTL_SECONDS = 86_400
export const CACHE_READ_TIMEOUT_MS = 800
export const CACHE_ITERATE_TIMEOUT_MS = 2000
export const CACHE_READ_ERROR_THRESHOLD = 1
export const CACHE_WRITE_ERROR_THRESHOLD = 30

// Tax and promotions
/** Used only when configuration sets no tax country. */
export const FALLBACK_TAX_COUNTRY = 'PL'
export const NEWSLETTER_COUPON_PERCENT = 10

export const PAYMENT_TYPE_IDS = { cardGateway: 8, qrWallet: 4, payInInstalments: 12, payByLink: 13 } as const
