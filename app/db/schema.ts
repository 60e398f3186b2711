import type { Generated, Insertable, Selectable } from 'kysely'
import type { OrderStatus, PaymentStatus } from '~/domain/order-payment'
import type { ReviewStatus } from '~/domain/ratings'

/** The database as Kysely sees it; one interface for SQLite and PostgreSQL. */
export interface Database {
  category: CategoryTable
  attribute: AttributeTable
  attribute_option: AttributeOptionTable
  product: ProductTable
  product_price: ProductPriceTable
  tier_price: TierPriceTable
  product_category: ProductCategoryTable
  product_media: ProductMediaTable
  product_link: ProductLinkTable
  configurable_option: ConfigurableOptionTable
  bundle_option: BundleOptionTable
  bundle_selection: BundleSelectionTable
  custom_option: CustomOptionTable
  custom_option_value: CustomOptionValueTable
  stock: StockTable
  tax_rate: TaxRateTable
  tax_rule: TaxRuleTable
  translation: TranslationTable
  cms_page: CmsPageTable
  cms_block: CmsBlockTable
  cms_hierarchy: CmsHierarchyTable
  blog_category: BlogCategoryTable
  blog_post: BlogPostTable
  blog_post_product: BlogPostProductTable
  banner: BannerTable
  store_location: StoreLocationTable
  url_rewrite: UrlRewriteTable
  cart: CartTable
  cart_line: CartLineTable
  coupon: CouponTable
  gift_card: GiftCardTable
  order_sequence: OrderSequenceTable
  sales_order: SalesOrderTable
  sales_order_line: SalesOrderLineTable
  payment: PaymentTable
  payment_event: PaymentEventTable
  mail_outbox: MailOutboxTable
  throttle: ThrottleTable
  customer: CustomerTable
  customer_group: CustomerGroupTable
  customer_session: CustomerSessionTable
  password_reset: PasswordResetTable
  newsletter_subscription: NewsletterSubscriptionTable
  order_download: OrderDownloadTable
  recently_viewed: RecentlyViewedTable
  shopper_list_item: ShopperListItemTable
  contact_message: ContactMessageTable
  review: ReviewTable
  customer_address: CustomerAddressTable
  warranty_registration: WarrantyRegistrationTable
  content_generation: ContentGenerationTable
}

export interface CategoryTable {
  id: number
  parent_id: number | null
  name: string
  url_key: string
  url_path: string
  slug: string
  is_active: number
  include_in_menu: number
  level: number
  /** Ids from the tree root, e.g. "1/2/10/11". */
  path: string
  position: number
  description: string | null
  image: string | null
}

export interface AttributeTable {
  code: string
  label: string
  frontend_input: string
  is_user_defined: number
  is_visible: number
  is_comparable: number
  is_filterable: number
  position: number
}

export interface AttributeOptionTable {
  attribute_code: string
  value: string
  label: string
  swatch: string | null
  position: number
}

export type ProductType = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable'

export interface ProductTable {
  id: number
  sku: string
  parent_id: number | null
  type_id: ProductType
  name: string
  slug: string
  url_key: string
  status: number
  visibility: number
  tax_class_id: number
  brand: string | null
  description: string | null
  short_description: string | null
  image: string | null
  /** JSON object: attribute code -> option value. */
  attributes: string
  weight: number | null
  position: number
  is_new: number
  is_holiday: number
  sales_count: number
  downloadable_file: string | null
  created_at: string
  updated_at: string
}

export interface ProductPriceTable {
  product_id: number
  store_code: string
  /** Shelf price including tax, minor units of the view's currency. */
  price: number
  special_price: number | null
  special_from_date: string | null
  special_to_date: string | null
}

export interface TierPriceTable {
  product_id: number
  store_code: string
  qty: number
  price: number
  customer_group_id: number
}

export interface ProductCategoryTable {
  product_id: number
  category_id: number
  position: number
}

export interface ProductMediaTable {
  product_id: number
  position: number
  image: string
  label: string | null
  video_url: string | null
}

export interface ProductLinkTable {
  product_id: number
  linked_product_id: number
  /** associated (grouped), related, crosssell */
  link_type: string
  qty: number
  position: number
}

export interface ConfigurableOptionTable {
  product_id: number
  attribute_code: string
  position: number
}

export interface BundleOptionTable {
  id: number
  product_id: number
  title: string
  type: string
  required: number
  position: number
}

export interface BundleSelectionTable {
  option_id: number
  product_id: number
  qty: number
  is_default: number
  position: number
}

export interface CustomOptionTable {
  id: number
  product_id: number
  title: string
  type: string
  required: number
  position: number
}

export interface CustomOptionValueTable {
  option_type_id: number
  option_id: number
  title: string
  price_type: 'fixed' | 'percent'
  price: number
  price_eur: number
  position: number
}

export interface StockTable {
  product_id: number
  qty: number
  is_in_stock: number
  manage_stock: number
  low_stock_qty: number
  max_sale_qty: number
}

export interface TaxRateTable {
  id: number
  code: string
  tax_country_id: string
  region_name: string
  tax_region_id: number
  /** Rate in basis points: 1500 is 15%. */
  rate_bp: number
}

export interface TaxRuleTable {
  id: number
  code: string
  /** JSON arrays of ids. */
  product_tax_class_ids: string
  customer_tax_class_ids: string
  rate_ids: string
}

export interface TranslationTable {
  entity: string
  entity_id: string
  store_code: string
  field: string
  value: string
}

export interface CmsPageTable {
  id: number
  identifier: string
  store_code: string
  title: string
  content: string
  meta_description: string | null
  layout: string
  is_active: number
  updated_at: string
}

export interface CmsBlockTable {
  id: number
  identifier: string
  store_code: string
  title: string
  content: string
  is_active: number
}

export interface CmsHierarchyTable {
  id: number
  parent_id: number | null
  identifier: string
  title: string
  page_identifier: string | null
  position: number
}

export interface BlogCategoryTable {
  id: number
  slug: string
  name: string
  position: number
}

export interface BlogPostTable {
  id: number
  category_id: number
  slug: string
  store_code: string
  title: string
  excerpt: string
  content: string
  author: string
  image: string | null
  is_active: number
  published_at: string
}

/** Products a blog post recommends, by post slug (every store view) and SKU, in `position` order. */
export interface BlogPostProductTable {
  post_slug: string
  sku: string
  position: number
}

export interface BannerTable {
  id: number
  store_code: string
  kind: 'main' | 'small' | 'product'
  title: string
  subtitle: string | null
  image: string
  link: string
  position: number
}

export interface StoreLocationTable {
  id: number
  name: string
  street: string
  suburb: string | null
  city: string
  region: string
  postcode: string
  country: string
  phone: string
  /** The week in English, as written by the store; shown when `opening_hours` is missing. */
  hours: string
  /** The week as JSON (domain/store-locator OpeningHours), written out in the reader's language. */
  opening_hours: string | null
  latitude: string | null
  longitude: string | null
  is_collection_point: number
}

export interface UrlRewriteTable {
  id: number
  store_code: string
  request_path: string
  target_path: string
  redirect_type: number
  entity_type: string | null
  entity_id: number | null
}

export type ProductRow = Selectable<ProductTable>
export type CategoryRow = Selectable<CategoryTable>
export type CartRow = Selectable<CartTable>
export type NewProduct = Insertable<ProductTable>

export interface CartTable {
  id: string
  store_code: string
  customer_id: string | null
  coupon_code: string | null
  voucher_code: string | null
  checkout: string
  checkout_modified_at: string | null
  created_at: string
  updated_at: string
}

export interface CartLineTable {
  id: string
  cart_id: string
  product_id: number
  sku: string
  parent_sku: string | null
  qty: number
  selection: string
  options_key: string
  created_at: string
}

export interface CouponTable {
  code: string
  type: 'percent' | 'fixed' | 'free_shipping'
  value: number
  min_subtotal: number | null
  currency: string | null
  expires_at: string | null
  active: number
  /** Orders the coupon may still be used on; null: no limit (migration 0014). */
  uses_left: number | null
}

export interface GiftCardTable {
  code: string
  currency: string
  balance: number
  expires_at: string | null
  active: number
}

export interface OrderSequenceTable {
  store_code: string
  last_value: number
}

// The statuses are business vocabulary: the payment rules in app/domain/order-payment.ts own them.
export type { OrderStatus, PaymentStatus }

export interface SalesOrderTable {
  id: string
  number: string
  idempotency_key: string
  store_code: string
  locale: string
  customer_id: string | null
  cart_id: string | null
  email: string
  status: OrderStatus
  payment_status: PaymentStatus
  payment_method: string
  shipping_method: string | null
  currency: string
  subtotal: number
  discount: number
  shipping_amount: number
  tax_amount: number
  grand_total: number
  coupon_code: string | null
  voucher_code: string | null
  details: string
  totals: string
  access_token: string
  created_at: string
  updated_at: string
}

export interface SalesOrderLineTable {
  order_id: string
  line_no: number
  product_id: number
  sku: string
  name: string
  qty: number
  unit_price: number
  row_total: number
  discount: number
  tax_rate_bp: number
  tax_amount: number
  options: string
}

export interface PaymentTable {
  id: string
  order_id: string
  provider: string
  reference: string
  status: 'pending' | 'paid' | 'declined'
  amount: number
  currency: string
  created_at: string
  updated_at: string
}

export interface PaymentEventTable {
  id: string
  payment_id: string
  status: string
  received_at: string
}

/** pending: waiting for its (next) attempt; sending: leased by a worker; sent; failed: gave up after the last attempt. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed'

export interface MailOutboxTable {
  id: string
  /** What the message is, e.g. 'order_confirmation'; it picks the renderer. */
  kind: string
  /** One event, one message: e.g. 'order_confirmation:<order id>'. */
  dedupe_key: string
  recipient: string
  /** JSON: what the renderer needs, e.g. { "orderId": "..." }. */
  payload: string
  status: MailStatus
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
}

/** A throttle counter: recent failures of one key (an IP, an IP and a hashed account...). */
export interface ThrottleTable {
  key: string
  failures: number
  /** ISO time before which the key may not try again; null while its failures are free. */
  blocked_until: string | null
  /** ISO time of the latest failure. */
  updated_at: string
}
export interface CustomerTable {
  id: string
  /** Always lower-cased: the unique index then ignores case. */
  email: string
  first_name: string
  last_name: string
  /** argon2id, PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
  password_hash: string
  /** The customer_group deciding tier prices: 0 (general) unless the shop puts the customer in another. */
  group_id: Generated<number>
  created_at: string
  updated_at: string
  /** EAN-13 in the in-store range (domain/loyalty-card.ts); issued at registration, unique. */
  loyalty_card: string | null
}

/** A group of customers with tier prices of its own; 0 is the general group. */
export interface CustomerGroupTable {
  id: number
  code: string
  name: string
}

export interface CustomerSessionTable {
  /** sha256 (hex) of the random token in the session cookie; the token itself is stored nowhere. */
  id: string
  customer_id: string
  expires_at: string
  created_at: string
  /** 1 when the shopper chose "remember me". */
  persistent: number
}

export interface PasswordResetTable {
  /** sha256 (hex) of the token in the reset link. */
  token_hash: string
  customer_id: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed'

/** One row per address (lower-cased), from the footer (a guest) or the account (customer_id set). */
export interface NewsletterSubscriptionTable {
  id: string
  email: string
  customer_id: string | null
  status: NewsletterStatus
  store_code: string
  locale: string
  /** sha256 (hex) of the token in the confirmation mail, while one is outstanding. */
  confirm_token_hash: string | null
  confirm_expires_at: string | null
  /** sha256 (hex) of the token in the unsubscribe link of the mails. */
  unsubscribe_token_hash: string
  consented_at: string | null
  confirmed_at: string | null
  unsubscribed_at: string | null
  /** The single-use 10% code issued at the first confirmation (migration 0014); never a second one. */
  coupon_code: string | null
  created_at: string
  updated_at: string
}

/** Downloads taken of one downloadable order line. */
export interface OrderDownloadTable {
  order_id: string
  line_no: number
  downloads: number
  last_download_at: string | null
}

/** A product a shopper viewed: 'customer:<id>' or 'cart:<guest cart id>', newest viewed_at first. */
export interface RecentlyViewedTable {
  viewer: string
  product_id: number
  viewed_at: string
}

export interface ShopperListItemTable {
  /** `customer:<customer id>` or `guest:<id from the karoo_lists cookie>`. */
  owner: string
  list: 'wishlist' | 'compare'
  /** The listable (parent) product's sku. */
  sku: string
  added_at: string
}

/** A product review: pending until moderated, unless REVIEWS_AUTO_PUBLISH publishes it at once. */
export interface ReviewTable {
  id: string
  /** The product the shopper reviewed on its page (a configurable's parent). */
  product_id: number
  /** The signed-in reviewer; null for a guest. */
  customer_id: string | null
  /** Lower-cased; the guest's own, or the customer's at the time. Never shown. */
  email: string
  /** customer:<id> or email:<address>: one review per reviewer and product (unique with product_id). */
  reviewer_key: string
  name: string
  /** Whole stars, 1 to 5. */
  rating: number
  title: string | null
  text: string
  status: ReviewStatus
  /** 1 when the reviewer had bought the product when writing (domain/verified-buyer.ts). */
  verified: number
  store_code: string
  locale: string
  created_at: string
  updated_at: string
}

/** An address in a customer's address book (the shipping address fields of checkout). */
export interface CustomerAddressTable {
  id: string
  customer_id: string
  /** 1 for the one address checkout preselects; every book with addresses has exactly one. */
  is_default: number
  first_name: string
  last_name: string
  country: string
  street_address: string
  apartment_number: string | null
  suburb: string | null
  city: string
  state: string | null
  zip_code: string
  phone_number: string
  created_at: string
  updated_at: string
}

/** A registered appliance: the shopper's own words, stored as typed and escaped when shown. */
export interface WarrantyRegistrationTable {
  id: string
  /** WR-YYYYMMDD-XXXXXX (~/domain/warranty), unique: what the shopper quotes to the service centre. */
  number: string
  /** The customer signed in when registering; null for a guest. */
  customer_id: string | null
  /** The catalogue product the model number matched; null for a model the catalogue does not have. */
  product_id: number | null
  model_number: string
  /** The product's name when it matched, kept for the account list even if the product goes. */
  product_name: string | null
  serial_number: string
  /** YYYY-MM-DD. */
  purchase_date: string
  purchase_channel: 'store' | 'online' | 'retailer'
  /** The Karoo store, when bought in one. */
  store_location_id: number | null
  /** The other retailer's name, when bought elsewhere. */
  retailer_name: string | null
  name: string
  /** Lower-cased. */
  email: string
  phone: string
  /** The proof of purchase's random file name under WARRANTY_UPLOADS_DIR. */
  proof_file: string
  /** What the file's content is: pdf, jpeg or png. */
  proof_type: 'pdf' | 'jpeg' | 'png'
  proof_size: number
  store_code: string
  locale: string
  created_at: string
}

/** A message sent with the contact form; every text exactly as the shopper typed it. */
export interface ContactMessageTable {
  id: string
  /** The reference quoted in the shopper's confirmation ('C-7K2M9QXD'). */
  reference: string
  store_code: string
  locale: string
  /** One of domain/contact CONTACT_DEPARTMENTS. */
  department: string
  name: string
  email: string
  phone: string
  order_number: string | null
  /** Set only when order_number is an order placed with this e-mail address. */
  order_id: string | null
  message: string
  created_at: string
}

/** One row (id 1): raised by triggers on every write to a table shown on shared pages (db/content-generation.ts). */
export interface ContentGenerationTable {
  id: number
  value: number
}
