/**
 * Where an EFT / bank transfer goes. The order number is the payment reference, so the payment can be matched
 * to the order by hand. These are demo values (no such accounts exist): a real shop replaces them.
 */
export interface BankDetails {
  accountHolder: string
  bank: string
  /** Local account number and branch code (South Africa) ... */
  accountNumber?: string
  branchCode?: string
  /** ... or IBAN and BIC (euro views). */
  iban?: string
  bic?: string
}

const BANK_DETAILS: Record<string, BankDetails> = {
  ZAR: {
    accountHolder: 'Karoo Appliances (Pty) Ltd',
    bank: 'Demo Bank South Africa',
    accountNumber: '0000 000 000',
    branchCode: '000000',
  },
  EUR: {
    accountHolder: 'Karoo Appliances GmbH',
    bank: 'Demo Bank Europe',
    iban: 'DE00 0000 0000 0000 0000 00',
    bic: 'DEMODEXXXXX',
  },
}

/** The account to pay an order in this currency into; null when the shop takes no transfers in it. */
export function bankDetailsFor(currency: string): BankDetails | null {
  return BANK_DETAILS[currency] ?? null
}
