/**
 * The store locator's rules: which stores a search finds, how far a store is from the shopper
 * (haversine), the order by distance, and opening hours written out in the reader's language. Pure
 * functions; the stores come from the `store_location` table.
 */

export interface Coordinates {
  latitude: number
  longitude: number
}

/** The mean radius of the Earth (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points, in kilometres (haversine formula). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Whether a latitude and longitude are numbers on the globe. */
export function isCoordinates(value: Partial<Coordinates> | null | undefined): value is Coordinates {
  return (
    !!value &&
    typeof value.latitude === 'number' &&
    typeof value.longitude === 'number' &&
    Math.abs(value.latitude) <= 90 &&
    Math.abs(value.longitude) <= 180
  )
}

/**
 * Stores with their distance from `here`, nearest first; stores without coordinates come last, in the
 * order given. The sort is stable, so stores at the same distance keep their order.
 */
export function byDistance<Store extends { coordinates: Coordinates | null }>(
  stores: readonly Store[],
  here: Coordinates,
): (Store & { distanceKm: number | null })[] {
  return stores
    .map((store) => ({ ...store, distanceKm: store.coordinates ? distanceKm(here, store.coordinates) : null }))
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity))
}

export interface SearchableStore {
  name: string
  suburb: string | null
  city: string
  region: string
  postcode: string
}

/** Lower case without accents or punctuation, runs of blanks as one: 'KwaZulu-Natal' is 'kwazulu natal'. */
export function normaliseSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The longest search the locator reads: a city or a postal code is far shorter. */
export const STORE_SEARCH_MAX = 80

/**
 * Whether a store answers a search by city, province or postal code (the store's name and suburb count
 * too). Every word of the search must start a word of those fields ('cape' finds Cape Town and Western
 * Cape, 'kwazulu natal' KwaZulu-Natal); a postal code must match from its start ('80' finds 8001). An
 * empty search finds every store.
 */
export function storeMatches(store: SearchableStore, query: string): boolean {
  const words = normaliseSearch(query.slice(0, STORE_SEARCH_MAX)).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = normaliseSearch([store.name, store.suburb ?? '', store.city, store.region, store.postcode].join(' ')).split(' ')
  return words.every((word) => haystack.some((part) => part.startsWith(word)))
}

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** A store's week, as stored (JSON) in `store_location.opening_hours`. Days not listed are closed. */
export interface OpeningHours {
  /** Runs of days with the same hours, from `from` to `to` inclusive. */
  weekly: { from: Weekday; to: Weekday; opens: string; closes: string }[]
  /** Public holidays: their hours, or null when the store is closed. */
  holidays: { opens: string; closes: string } | null
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** Read stored opening hours; null for anything that is not a valid week (the caller shows the text). */
export function parseOpeningHours(json: string | null): OpeningHours | null {
  if (!json) return null
  try {
    const value = JSON.parse(json) as OpeningHours
    const day = (d: unknown) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7
    const span = (s: { opens?: unknown; closes?: unknown }) =>
      typeof s.opens === 'string' && typeof s.closes === 'string' && TIME.test(s.opens) && TIME.test(s.closes) && s.opens < s.closes
    if (!Array.isArray(value.weekly) || !value.weekly.every((w) => day(w.from) && day(w.to) && w.from <= w.to && span(w))) return null
    if (value.holidays !== null && !(typeof value.holidays === 'object' && span(value.holidays))) return null
    return { weekly: value.weekly, holidays: value.holidays }
  } catch {
    return null
  }
}

export interface OpeningHoursRow {
  /** 'Mon–Fri', 'Sat' in the reader's language; 'holidays' for the public holidays row. */
  days: string | 'holidays'
  /** '08:30–18:00' in the reader's clock; null when closed. */
  hours: string | null
}

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, day, 12))

/**
 * A week's opening hours as rows to show, in the locale's weekday names and clock: runs of days first
 * (closed days included, so Sunday says it is closed), then public holidays.
 */
export function openingHoursRows(hours: OpeningHours, locale: string): OpeningHoursRow[] {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
  const dayName = (day: Weekday) => weekday.format(weekdayDate(day))
  const time = (value: string) => {
    const [h, m] = value.split(':').map(Number)
    return clock.format(new Date(Date.UTC(2024, 0, 1, h, m)))
  }
  const span = (s: { opens: string; closes: string }) => `${time(s.opens)}–${time(s.closes)}`
  const rows: OpeningHoursRow[] = []
  const runs = [...hours.weekly].sort((a, b) => a.from - b.from)
  let day = 1
  const closedRun = (from: number, to: number) => {
    if (from > to) return
    rows.push({ days: from === to ? dayName(from as Weekday) : `${dayName(from as Weekday)}–${dayName(to as Weekday)}`, hours: null })
  }
  for (const run of runs) {
    closedRun(day, run.from - 1)
    rows.push({ days: run.from === run.to ? dayName(run.from) : `${dayName(run.from)}–${dayName(run.to)}`, hours: span(run) })
    day = Math.max(day, run.to + 1)
  }
  closedRun(day, 7)
  rows.push({ days: 'holidays', hours: hours.holidays ? span(hours.holidays) : null })
  return rows
}
