/**
 * Tax rules: which rate applies where, and how much of a price is tax. Shelf prices include tax, so the
 * usual question is how much of a gross amount is tax. Rates are basis points
 * (1500 = 15%); a rate given in percent converts with `rateBpFromPercent`.
 */
import { DEFAULT_COUNTRY_MISSING } from '~/domain/messages'
import { divideRoundHalfUp } from '~/domain/rounding'

export { DEFAULT_COUNTRY_MISSING }

export interface TaxRate {
  taxCountryId: string
  regionName: string
  taxRegionId: number
  /** Basis points: 1500 is 15%. */
  rateBp: number
}

export interface TaxAddress {
  countryId: string
  regionName?: string
  regionId?: number
}

const BP_PER_WHOLE = 10_000

/** 15 (percent) -> 1500 (basis points); keeps two decimals of the percentage. */
export function rateBpFromPercent(percent: number): number {
  return Math.round(percent * 100)
}

/**
 * The rates that apply to an address: same country, and a region that matches
 * on name, or a rate for every region (region id 0 or an empty region name).
 * A rate with a non-zero region id also matches an address with that same id.
 * Country codes and region names compare without regard to case or outer spaces.
 */
export function matchTaxRates(rates: TaxRate[], address: TaxAddress): TaxRate[] {
  const country = normalise(address.countryId)
  if (country === '') return []
  const region = normalise(address.regionName)
  return rates.filter((rate) => {
    if (normalise(rate.taxCountryId) !== country) return false
    const rateRegion = normalise(rate.regionName)
    if (rateRegion === '' || rate.taxRegionId === 0) return true
    if (region !== '' && rateRegion === region) return true
    return address.regionId !== undefined && address.regionId === rate.taxRegionId
  })
}

function normalise(value: string | undefined | null): string {
  return (value ?? '').trim().toLowerCase()
}

/** Rates that apply together add up (15% + 2% = 17%). */
export function combinedRateBp(rates: Pick<TaxRate, 'rateBp'>[]): number {
  return rates.reduce((sum, rate) => sum + rate.rateBp, 0)
}

/** The tax part of a tax-inclusive amount, rounded half up to the minor unit. */
export function taxIncludedIn(gross: number, rateBp: number): number {
  if (rateBp <= 0) return 0
  return divideRoundHalfUp(gross * rateBp, BP_PER_WHOLE + rateBp)
}

/** A tax-inclusive amount without its tax; net + tax always equals gross. */
export function netFromGross(gross: number, rateBp: number): number {
  return gross - taxIncludedIn(gross, rateBp)
}

/** A net amount with tax added, the tax rounded half up to the minor unit. */
export function grossFromNet(net: number, rateBp: number): number {
  if (rateBp <= 0) return net
  return net + divideRoundHalfUp(net * rateBp, BP_PER_WHOLE)
}

/**
 * Totals cannot be calculated without a default tax country. Returns the
 * message to log when the country is empty, otherwise null.
 */
export function defaultCountryError(country: string | null | undefined): string | null {
  return typeof country === 'string' && country.trim() !== '' ? null : DEFAULT_COUNTRY_MISSING
}

/** The trimmed default country, or throws an Error carrying DEFAULT_COUNTRY_MISSING. */
export function requireDefaultCountry(country: string | null | undefined): string {
  const error = defaultCountryError(country)
  if (error !== null) throw new Error(error)
  return (country as string).trim()
}
