import type { OrderStatus, PaymentStatus } from '~/db/schema'

/** An order as placed, read back from the database (shared by checkout, payments, mail and status pages). */
export interface OrderRecord {
  id: string
  number: string
  storeCode: string
  locale: string
  customerId: string | null
  email: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: string
  shippingMethod: string | null
  currency: string
  subtotal: number
  discount: number
  shippingAmount: number
  taxAmount: number
  grandTotal: number
  couponCode: string | null
  voucherCode: string | null
  /** Personal details, shipping and billing address as entered at checkout. */
  details: OrderDetails
  lines: OrderLineRecord[]
  /** Random secret: the guest's signed status link is derived from it. */
  accessToken: string
  createdAt: string
  updatedAt: string
}

export interface OrderLineRecord {
  lineNo: number
  productId: number
  sku: string
  name: string
  qty: number
  unitPrice: number
  rowTotal: number
  discount: number
  taxRateBp: number
  taxAmount: number
  options: { label: string; value: string }[]
}

export interface AddressDetails {
  firstName: string
  lastName: string
  company?: string
  country: string
  streetAddress: string
  apartmentNumber?: string
  suburb?: string
  city: string
  state?: string
  regionId?: number
  zipCode: string
  phoneNumber?: string
  taxId?: string
}

export interface OrderDetails {
  personal: { firstName: string; lastName: string; emailAddress: string }
  shipping: (AddressDetails & { additionalInformation?: string }) | null
  billing: AddressDetails
  shippingMethod: { code: string; carrierCode: string; title: string; priceInclTax: number } | null
  paymentMethod: { code: string; title: string }
}
