/**
 * A postal address as lines, the way the shop prints it on the order page and in the order mail:
 * name, company, street and unit, suburb, postal code and city, province or region, country, phone.
 * Empty parts leave no empty line.
 */
export interface PrintableAddress {
  firstName: string
  lastName: string
  company?: string
  streetAddress: string
  apartmentNumber?: string
  suburb?: string
  zipCode: string
  city: string
  state?: string
  phoneNumber?: string
}

/** `country` is the country's name in the reader's language (callers translate the code). */
export function addressLines(address: PrintableAddress, country: string): string[] {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.streetAddress, address.apartmentNumber].filter(Boolean).join(', '),
    address.suburb,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.state,
    country,
    address.phoneNumber,
  ].filter((line): line is string => Boolean(line?.trim()))
}
