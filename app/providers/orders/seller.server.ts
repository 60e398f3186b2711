/**
 * Who sells in each store view, as printed on invoices: the legal entity, its address and its VAT number.
 * Store configuration, like the store views themselves (~/utils/store-views): the rand store is the South
 * African company, registered for VAT with SARS; the euro views (de, it) sell from the EU company, with a
 * German VAT identification number. These are demo values: a real shop replaces them here. Server-only, so
 * no page carries them in its JavaScript.
 */
import type { StoreCode } from '~/utils/store-views'

export interface Seller {
  legalName: string
  /** Printed one per line. */
  address: string[]
  /** The label's locale key (a South African "VAT number", an EU "VAT ID") and the number itself. */
  vatLabel: 'invoice.vatNumber' | 'invoice.vatId'
  vatNumber: string
  /** Company registration, when the country asks for it on invoices. */
  registration: string | null
  email: string
}

const SOUTH_AFRICA: Seller = {
  legalName: 'Karoo Appliances (Pty) Ltd',
  address: ['12 Buitengracht Street', 'Cape Town 8001', 'South Africa'],
  vatLabel: 'invoice.vatNumber',
  vatNumber: '4123456789',
  registration: '2019/123456/07',
  email: 'accounts@karoo.example',
}

const EUROPE: Seller = {
  legalName: 'Karoo Appliances GmbH',
  address: ['Friedrichstraße 68', '10117 Berlin', 'Deutschland'],
  vatLabel: 'invoice.vatId',
  vatNumber: 'DE123456789',
  registration: 'HRB 123456 B, Amtsgericht Charlottenburg',
  email: 'accounts@karoo.example',
}

const SELLERS: Record<StoreCode, Seller> = { default: SOUTH_AFRICA, de: EUROPE, it: EUROPE }

/** The seller of orders placed in this store view. */
export function sellerFor(storeCode: string): Seller {
  return SELLERS[storeCode as StoreCode] ?? SOUTH_AFRICA
}
