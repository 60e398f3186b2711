/**
 * Analytics events for the tag manager: begin_checkout, add_to_cart, remove_from_cart,
 * view_item and purchase, in the GA4 e-commerce shape that tag managers expect. Pure functions, used on the
 * server (loader data) and in the browser (app/components/analytics.tsx).
 *
 * Privacy first (docs/decisions/0005-payments-sandbox-and-analytics.md): no event carries the shopper's
 * e-mail address or phone number, hashed or not. Amounts are sent in major units (12.99), as GA4 wants.
 */

/**
 * The shop's business vertical, on every item: tag managers read `google_business_vertical` per item to tell
 * a retail catalogue from travel, jobs or education (dynamic remarketing), and the shop sells goods.
 */
export const BUSINESS_VERTICAL = 'retail'

export type AnalyticsEventName = 'begin_checkout' | 'add_to_cart' | 'remove_from_cart' | 'view_item' | 'purchase'

export interface AnalyticsItem {
  item_id: string
  item_name: string
  /** Unit price incl. tax, major units. */
  price: number
  quantity: number
  item_variant?: string
  item_brand?: string
  /** Discount on the line, major units. */
  discount?: number
  google_business_vertical: typeof BUSINESS_VERTICAL
}

export interface AnalyticsEcommerce {
  currency: string
  /** Major units. */
  value: number
  items: AnalyticsItem[]
  transaction_id?: string
  tax?: number
  shipping?: number
  coupon?: string
  payment_type?: string
}

export interface AnalyticsEvent {
  event: AnalyticsEventName
  ecommerce: AnalyticsEcommerce
}

/** 129900 -> 1299 (major units, two decimals exactly). */
export function toMajorUnits(minor: number): number {
  return Math.round(minor) / 100
}

/** What an item event needs from a cart line or an order line (amounts in minor units). */
export interface ItemSource {
  sku: string
  name: string
  unitPrice: number
  qty: number
  discount?: number
  variant?: string
  brand?: string | null
}

export function analyticsItem(line: ItemSource): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: line.sku,
    item_name: line.name,
    price: toMajorUnits(line.unitPrice),
    quantity: line.qty,
    google_business_vertical: BUSINESS_VERTICAL,
  }
  if (line.discount) item.discount = toMajorUnits(line.discount)
  if (line.variant) item.item_variant = line.variant
  if (line.brand) item.item_brand = line.brand
  return item
}

/** begin_checkout, for the checkout loader: the cart's lines and its grand total (minor units). */
export function beginCheckoutEvent(input: {
  currency: string
  grandTotal: number
  couponCode?: string | null
  lines: readonly ItemSource[]
}): AnalyticsEvent {
  return {
    event: 'begin_checkout',
    ecommerce: {
      currency: input.currency,
      value: toMajorUnits(input.grandTotal),
      ...(input.couponCode ? { coupon: input.couponCode } : {}),
      items: input.lines.map(analyticsItem),
    },
  }
}

/**
 * view_item, for the product page loader: the product (or the chosen variant, whose sku is the item id and
 * whose option values are the variant) at the price the shopper sees, one unit.
 */
export function viewItemEvent(input: {
  sku: string
  name: string
  price: number
  currency: string
  brand?: string | null
  variant?: { sku: string; options: readonly string[] } | null
}): AnalyticsEvent {
  const item = analyticsItem({
    sku: input.variant?.sku ?? input.sku,
    name: input.name,
    unitPrice: input.price,
    qty: 1,
    variant: input.variant?.options.filter(Boolean).join(' / ') || undefined,
    brand: input.brand,
  })
  return { event: 'view_item', ecommerce: { currency: input.currency, value: item.price, items: [item] } }
}

/** add_to_cart / remove_from_cart for one line and the quantity added or removed. */
export function cartChangeEvent(
  kind: 'add_to_cart' | 'remove_from_cart',
  line: Omit<ItemSource, 'qty'>,
  qty: number,
  currency: string,
): AnalyticsEvent {
  const quantity = Math.max(1, Math.floor(qty) || 1)
  return {
    event: kind,
    ecommerce: {
      currency,
      value: toMajorUnits(line.unitPrice * quantity),
      items: [analyticsItem({ ...line, qty: quantity })],
    },
  }
}

/** purchase, for the order status page: transaction id is the order number. No e-mail, no phone. */
export function purchaseEvent(order: {
  number: string
  currency: string
  grandTotal: number
  taxAmount: number
  shippingAmount: number
  couponCode: string | null
  paymentMethod: string
  lines: readonly { sku: string; name: string; qty: number; unitPrice: number; discount: number }[]
}): AnalyticsEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: toMajorUnits(order.grandTotal),
      tax: toMajorUnits(order.taxAmount),
      shipping: toMajorUnits(order.shippingAmount),
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
      payment_type: order.paymentMethod,
      items: order.lines.map((line) =>
        analyticsItem({ sku: line.sku, name: line.name, qty: line.qty, unitPrice: line.unitPrice, discount: line.discount }),
      ),
    },
  }
}

/**
 * Why an event cannot be sent, or null when it can. A purchase needs a transaction id and every item an id
 * (a missing id is a warning, not a crash: the caller logs the returned text and drops the event).
 */
export function analyticsEventProblem(event: AnalyticsEvent): string | null {
  if (event.event === 'purchase' && !event.ecommerce.transaction_id) {
    return 'Analytics: purchase event without transaction_id was not sent'
  }
  if (event.ecommerce.items.some((item) => !item.item_id)) {
    return `Analytics: ${event.event} event with an item without item_id was not sent`
  }
  return null
}

const EVENT_NAMES: readonly string[] = ['begin_checkout', 'add_to_cart', 'remove_from_cart', 'view_item', 'purchase']

/**
 * Loader data as an event: either already `{ event, ecommerce }`, or flat (`{ event, currency, value, items }`)
 * as some loaders write it. Null and undefined fields are dropped; anything unrecognisable gives null.
 */
export function toAnalyticsEvent(value: unknown): AnalyticsEvent | null {
  if (!value || typeof value !== 'object') return null
  const { event, ecommerce, ...flat } = value as Record<string, unknown>
  if (typeof event !== 'string' || !EVENT_NAMES.includes(event)) return null
  const body = (ecommerce && typeof ecommerce === 'object' ? ecommerce : flat) as Record<string, unknown>
  if (!Array.isArray(body.items) || typeof body.currency !== 'string' || typeof body.value !== 'number') return null
  const clean = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v !== null))
  return {
    event: event as AnalyticsEventName,
    ecommerce: {
      ...(clean(body) as unknown as AnalyticsEcommerce),
      // Loader data written by hand may lack the vertical: every item still carries it.
      items: (body.items as unknown[]).map(
        (item) => ({ ...clean(item as Record<string, unknown>), google_business_vertical: BUSINESS_VERTICAL }) as unknown as AnalyticsItem,
      ),
    },
  }
}
