import { describe, expect, it } from 'vitest'
import {
  DEFAULT_COUNTRY_MISSING,
  combinedRateBp,
  defaultCountryError,
  grossFromNet,
  matchTaxRates,
  netFromGross,
  rateBpFromPercent,
  requireDefaultCountry,
  taxIncludedIn,
  type TaxRate,
} from '~/domain/tax'

const rate = (overrides: Partial<TaxRate>): TaxRate => ({
  taxCountryId: 'ZA',
  regionName: '',
  taxRegionId: 0,
  rateBp: 1500,
  ...overrides,
})

describe('matchTaxRates', () => {
  it('keeps only rates of the same country', () => {
    const za = rate({})
    const de = rate({ taxCountryId: 'DE', rateBp: 1900 })
    expect(matchTaxRates([za, de], { countryId: 'DE' })).toEqual([de])
  })

  it('compares country codes without regard to case', () => {
    const de = rate({ taxCountryId: 'DE' })
    expect(matchTaxRates([de], { countryId: 'de' })).toEqual([de])
  })

  it('matches a region by name', () => {
    const bavaria = rate({ taxCountryId: 'DE', regionName: 'Bayern', taxRegionId: 81 })
    expect(matchTaxRates([bavaria], { countryId: 'DE', regionName: 'Bayern' })).toEqual([bavaria])
  })

  it('does not match a different region name', () => {
    const bavaria = rate({ taxCountryId: 'DE', regionName: 'Bayern', taxRegionId: 81 })
    expect(matchTaxRates([bavaria], { countryId: 'DE', regionName: 'Berlin' })).toEqual([])
  })

  it('matches a rate with region id 0 for any region', () => {
    const everywhere = rate({ regionName: 'Gauteng', taxRegionId: 0 })
    expect(matchTaxRates([everywhere], { countryId: 'ZA', regionName: 'Western Cape' })).toEqual([everywhere])
  })

  it('matches a rate with an empty region name for any region', () => {
    const everywhere = rate({ regionName: '', taxRegionId: 700 })
    expect(matchTaxRates([everywhere], { countryId: 'ZA', regionName: 'Western Cape' })).toEqual([everywhere])
  })

  it('matches a regional rate on the same non-zero region id', () => {
    const bavaria = rate({ taxCountryId: 'DE', regionName: 'Bayern', taxRegionId: 81 })
    expect(matchTaxRates([bavaria], { countryId: 'DE', regionId: 81 })).toEqual([bavaria])
    expect(matchTaxRates([bavaria], { countryId: 'DE', regionId: 82 })).toEqual([])
  })

  it('does not match a regional rate when the address has no region', () => {
    const bavaria = rate({ taxCountryId: 'DE', regionName: 'Bayern', taxRegionId: 81 })
    expect(matchTaxRates([bavaria], { countryId: 'DE' })).toEqual([])
  })

  it('returns nothing for an empty rate list or an empty country', () => {
    expect(matchTaxRates([], { countryId: 'ZA' })).toEqual([])
    expect(matchTaxRates([rate({})], { countryId: '' })).toEqual([])
  })
})

describe('rates', () => {
  it('converts a percent rate to basis points', () => {
    expect(rateBpFromPercent(15)).toBe(1500)
    expect(rateBpFromPercent(7.7)).toBe(770)
  })

  it('adds up rates that apply together', () => {
    expect(combinedRateBp([{ rateBp: 1500 }, { rateBp: 200 }])).toBe(1700)
    expect(combinedRateBp([])).toBe(0)
  })
})

describe('taxIncludedIn: the tax part of a tax-inclusive price', () => {
  it('is 15/115 of the gross at 15%', () => {
    expect(taxIncludedIn(11_500, 1500)).toBe(1500)
  })

  it('is 19/119 of the gross at 19%', () => {
    expect(taxIncludedIn(11_900, 1900)).toBe(1900)
  })

  it('rounds to the nearest minor unit', () => {
    // 129900 * 15 / 115 = 16943.478... -> 16943
    expect(taxIncludedIn(129_900, 1500)).toBe(16_943)
    // 1000 * 15 / 115 = 130.43 -> 130; 1001 * 22 / 122 = 180.5081 -> 181
    expect(taxIncludedIn(1000, 1500)).toBe(130)
    expect(taxIncludedIn(1001, 2200)).toBe(181)
  })

  it('rounds an exact half up', () => {
    // At 15% no integer gross gives an exact half (gross * 3 / 23); at 100% the tax is gross / 2.
    // 1 / 2 = 0.5 -> 1
    expect(taxIncludedIn(1, 10_000)).toBe(1)
    // 5 * 10000 / 20000 = 2.5 -> 3
    expect(taxIncludedIn(5, 10_000)).toBe(3)
  })

  it('is 0 for a zero amount or a zero rate', () => {
    expect(taxIncludedIn(0, 1500)).toBe(0)
    expect(taxIncludedIn(12_345, 0)).toBe(0)
  })

  it('is symmetric for negative amounts (refunds, discounts)', () => {
    expect(taxIncludedIn(-129_900, 1500)).toBe(-16_943)
    expect(taxIncludedIn(-5, 10_000)).toBe(-3)
  })
})

describe('netFromGross and grossFromNet', () => {
  it('net plus included tax is always the gross', () => {
    for (const gross of [1, 99, 1000, 129_900, 333_333]) {
      expect(netFromGross(gross, 1500) + taxIncludedIn(gross, 1500)).toBe(gross)
    }
  })

  it('removes 15% VAT', () => {
    expect(netFromGross(11_500, 1500)).toBe(10_000)
  })

  it('adds 15% VAT, rounding the tax half up', () => {
    expect(grossFromNet(10_000, 1500)).toBe(11_500)
    // 10 * 0.15 = 1.5 -> 2
    expect(grossFromNet(10, 1500)).toBe(12)
  })

  it('leaves amounts alone at a 0% rate', () => {
    expect(netFromGross(999, 0)).toBe(999)
    expect(grossFromNet(999, 0)).toBe(999)
  })
})

describe('default tax country', () => {
  it('uses the spec message', () => {
    expect(DEFAULT_COUNTRY_MISSING).toBe('Please do set the tax.defaultCountry in order to calculate totals')
  })

  it('reports the message for an empty, blank or missing country', () => {
    expect(defaultCountryError('')).toBe(DEFAULT_COUNTRY_MISSING)
    expect(defaultCountryError('  ')).toBe(DEFAULT_COUNTRY_MISSING)
    expect(defaultCountryError(null)).toBe(DEFAULT_COUNTRY_MISSING)
    expect(defaultCountryError(undefined)).toBe(DEFAULT_COUNTRY_MISSING)
  })

  it('reports nothing when a country is set', () => {
    expect(defaultCountryError('ZA')).toBeNull()
  })

  it('requireDefaultCountry throws the message when empty and returns the country otherwise', () => {
    expect(() => requireDefaultCountry('')).toThrow(DEFAULT_COUNTRY_MISSING)
    expect(requireDefaultCountry(' ZA ')).toBe('ZA')
  })
})
