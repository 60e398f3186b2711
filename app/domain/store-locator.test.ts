import { describe, expect, it } from 'vitest'
import {
  byDistance,
  distanceKm,
  isCoordinates,
  normaliseSearch,
  openingHoursRows,
  parseOpeningHours,
  storeMatches,
  type OpeningHours,
} from './store-locator'

const CAPE_TOWN = { latitude: -33.9196, longitude: 18.4172 }
const JOHANNESBURG = { latitude: -26.1458, longitude: 28.0417 }

describe('distanceKm', () => {
  it('is zero from a place to itself', () => expect(distanceKm(CAPE_TOWN, CAPE_TOWN)).toBe(0))

  it('gives the great-circle distance between Cape Town and Johannesburg (about 1 270 km)', () => {
    const km = distanceKm(CAPE_TOWN, JOHANNESBURG)
    expect(km).toBeGreaterThan(1_250)
    expect(km).toBeLessThan(1_290)
    expect(distanceKm(JOHANNESBURG, CAPE_TOWN)).toBeCloseTo(km, 9)
  })

  it('measures one degree of longitude on the equator as about 111.2 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.19, 1)
  })

  it('goes the short way across the date line', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.19, 1)
  })
})

describe('byDistance', () => {
  const stores = [
    { name: 'far', coordinates: JOHANNESBURG },
    { name: 'unknown', coordinates: null },
    { name: 'near', coordinates: { latitude: -33.9, longitude: 18.63 } },
  ]

  it('puts the nearest store first, with its distance, and stores without coordinates last', () => {
    const sorted = byDistance(stores, CAPE_TOWN)
    expect(sorted.map((s) => s.name)).toEqual(['near', 'far', 'unknown'])
    expect(sorted[0]!.distanceKm).toBeGreaterThan(15)
    expect(sorted[0]!.distanceKm).toBeLessThan(25)
    expect(sorted[2]!.distanceKm).toBeNull()
  })

  it('checks coordinates', () => {
    expect(isCoordinates(CAPE_TOWN)).toBe(true)
    expect(isCoordinates({ latitude: 91, longitude: 0 })).toBe(false)
    expect(isCoordinates(null)).toBe(false)
  })
})

describe('storeMatches', () => {
  const rosebank = { name: 'Karoo Rosebank', suburb: 'Rosebank', city: 'Johannesburg', region: 'Gauteng', postcode: '2196' }
  const musgrave = { name: 'Karoo Musgrave', suburb: 'Musgrave', city: 'Durban', region: 'KwaZulu-Natal', postcode: '4001' }

  it('finds a store by city, province or postal code, whatever the case', () => {
    expect(storeMatches(rosebank, 'johannesburg')).toBe(true)
    expect(storeMatches(rosebank, 'GAUTENG')).toBe(true)
    expect(storeMatches(rosebank, '2196')).toBe(true)
    expect(storeMatches(musgrave, 'johannesburg')).toBe(false)
  })

  it('reads the start of words, and every word must match', () => {
    expect(storeMatches(rosebank, 'joh')).toBe(true)
    expect(storeMatches(rosebank, '21')).toBe(true)
    expect(storeMatches(rosebank, '96')).toBe(false)
    expect(storeMatches(musgrave, 'kwazulu natal')).toBe(true)
    expect(storeMatches(musgrave, 'kwazulu-natal durban')).toBe(true)
    expect(storeMatches(musgrave, 'natal johannesburg')).toBe(false)
  })

  it('ignores accents and finds everything for an empty search', () => {
    expect(normaliseSearch('  Dürban,  KZN ')).toBe('durban kzn')
    expect(storeMatches(musgrave, 'Dürban')).toBe(true)
    expect(storeMatches(musgrave, '  ')).toBe(true)
  })
})

describe('opening hours', () => {
  const week: OpeningHours = {
    weekly: [
      { from: 1, to: 5, opens: '08:30', closes: '18:00' },
      { from: 6, to: 6, opens: '08:30', closes: '15:00' },
    ],
    holidays: null,
  }

  it('reads a stored week and refuses a broken one', () => {
    expect(parseOpeningHours(JSON.stringify(week))).toEqual(week)
    expect(parseOpeningHours(null)).toBeNull()
    expect(parseOpeningHours('not json')).toBeNull()
    expect(parseOpeningHours(JSON.stringify({ weekly: [{ from: 1, to: 8, opens: '08:00', closes: '17:00' }], holidays: null }))).toBeNull()
    expect(parseOpeningHours(JSON.stringify({ weekly: [{ from: 1, to: 5, opens: '18:00', closes: '08:00' }], holidays: null }))).toBeNull()
  })

  it('writes the week in English with closed days and holidays', () => {
    expect(openingHoursRows(week, 'en-GB')).toEqual([
      { days: 'Mon–Fri', hours: '08:30–18:00' },
      { days: 'Sat', hours: '08:30–15:00' },
      { days: 'Sun', hours: null },
      { days: 'holidays', hours: null },
    ])
  })

  it('uses the reader’s weekday names and clock', () => {
    const rows = openingHoursRows({ ...week, holidays: { opens: '09:00', closes: '13:00' } }, 'de-DE')
    expect(rows[0]).toEqual({ days: 'Mo–Fr', hours: '08:30–18:00' })
    expect(rows.at(-1)).toEqual({ days: 'holidays', hours: '09:00–13:00' })
    expect(openingHoursRows(week, 'en-US')[0]!.hours).toBe('08:30 AM–06:00 PM')
    expect(openingHoursRows(week, 'it-IT')[0]!.days).toBe('lun–ven')
  })
})
