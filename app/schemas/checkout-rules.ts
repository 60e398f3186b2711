/**
 * What the checkout's forms and pages need to know of its field rules without the schemas: message keys,
 * length limits, countries and provinces. Kept apart from checkout.ts so that a page's browser code can
 * import them without zod, which the browser loads only once a shopper starts on a form
 * (app/utils/deferred-check.ts).
 */
import type { StoreCode } from '~/utils/store-views'

export const PHONE_INVALID = 'checkout.phoneInvalid'
export const CHOOSE_COUNTRY = 'checkout.chooseCountry'
export const CHOOSE_PROVINCE = 'checkout.chooseProvince'
export const CHOOSE_SHIPPING_METHOD = 'checkout.chooseShippingMethod'
export const CHOOSE_PAYMENT_METHOD = 'checkout.choosePaymentMethod'
export const FIELD_TOO_LONG = 'checkout.fieldTooLong'
export const FORM_EXPIRED = 'checkout.formExpired'
export const CHOOSE_ADDRESS = 'checkout.chooseAddress'

/** The nine provinces of South Africa: the region list of the default view's address forms. */
export const ZA_PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const

/**
 * Countries each store view delivers to and invoices in. The rand view sells in South Africa and
 * picks a province from a list; the euro views serve Germany and Italy with a free-text region.
 */
export const CHECKOUT_COUNTRIES: Readonly<Record<StoreCode, readonly string[]>> = {
  default: ['ZA'],
  de: ['DE', 'IT'],
  it: ['IT', 'DE'],
}

/** Whether the view's address forms choose the region from `ZA_PROVINCES` (else free text). */
export function usesProvinceList(storeCode: StoreCode): boolean {
  return storeCode === 'default'
}

export const LIMITS = {
  name: 60,
  email: 254,
  street: 120,
  apartment: 40,
  suburb: 80,
  city: 80,
  region: 80,
  zip: 12,
  phone: 24,
  company: 120,
  taxId: 40,
  note: 500,
  /** Any passphrase fits; hashing it costs nothing unusual. */
  password: 128,
} as const

export interface CheckoutSchemaContext {
  /** The shopper's interface locale (decides the name rule). */
  locale: string
  storeCode: StoreCode
  /** Nothing to deliver: no shipping steps, and billing cannot be "same as shipping". */
  virtual?: boolean
  /** Codes of the shipping methods on offer for this cart. */
  shippingMethodCodes?: readonly string[]
  /** Codes of the payment methods on offer for this cart. */
  paymentMethodCodes?: readonly string[]
}
