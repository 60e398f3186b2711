import { describe, expect, it } from 'vitest'
import { priceLadder } from './price-facets'
import { MAX_PAGE, listingHref, orderListingParams, parseListingQuery, parsePage, parsePriceRange } from './listing-query'

const filterable = ['brand', 'color', 'size']

function parse(qs: string, extra: Partial<Parameters<typeof parseListingQuery>[1]> = {}) {
  return parseListingQuery(new URLSearchParams(qs), { filterable, defaultSort: 'position', ...extra })
}

describe('parseListingQuery', () => {
  it('parses the documented example', () => {
    const { query, page, canonical } = parse('price=100-250&price=2000-&brand=koel&color=white&color=black&sort=price_asc&page=2')
    expect(query.priceRanges).toEqual([
      { from: 100, to: 250 },
      { from: 2000, to: null },
    ])
    expect(query.attributes).toEqual({ brand: ['koel'], color: ['black', 'white'] })
    expect(query.sort).toBe('price_asc')
    expect(page).toBe(2)
    expect(query.size).toBe(50)
    expect(query.start).toBe(50)
    expect(canonical.toString()).toBe('price=100-250&price=2000-&brand=koel&color=black&color=white&sort=price_asc&page=2')
  })

  it('gives the defaults for an empty query', () => {
    const { query, page, canonical } = parse('')
    expect(query).toEqual({ priceRanges: [], attributes: {}, sort: 'position', start: 0, size: 50 })
    expect(page).toBe(1)
    expect(canonical.toString()).toBe('')
  })

  it('produces the same canonical params whatever the input order', () => {
    const a = parse('color=white&brand=koel&price=2000-&color=black&price=0-100').canonical.toString()
    const b = parse('price=0-100&color=black&price=2000-&brand=koel&color=white').canonical.toString()
    expect(a).toBe(b)
    expect(a).toBe('price=0-100&price=2000-&brand=koel&color=black&color=white')
  })

  it('drops unknown attributes and unrelated params', () => {
    const { query, canonical } = parse('flavour=mint&utm_source=x&color=red&visibility=1&status=2')
    expect(query.attributes).toEqual({ color: ['red'] })
    expect(canonical.toString()).toBe('color=red')
  })

  it('drops negative, malformed and non-spec price ranges', () => {
    const { query, canonical } = parse(
      'price=-100-250&price=abc&price=100&price=250-100&price=150-300&price=1e3-2000&price=&price=400-750&price=400-750',
    )
    expect(query.priceRanges).toEqual([{ from: 400, to: 750 }])
    expect(canonical.getAll('price')).toEqual(['400-750'])
  })

  it('de-duplicates, trims and drops empty or overlong attribute values', () => {
    const long = 'x'.repeat(5000)
    const { query } = parse(`color=%20white%20&color=white&color=&color=${long}&size=${long}`)
    expect(query.attributes).toEqual({ color: ['white'] })
  })

  it('caps the number of values per attribute', () => {
    const qs = Array.from({ length: 80 }, (_, i) => `color=c${String(i).padStart(2, '0')}`).join('&')
    expect(parse(qs).query.attributes.color).toHaveLength(50)
  })

  it('keeps the first valid sort and ignores unknown ones', () => {
    expect(parse('sort=bogus&sort=price_desc&sort=price_asc').query.sort).toBe('price_desc')
    expect(parse('sort=bogus').query.sort).toBe('position')
    expect(parse('sort=position').canonical.has('sort')).toBe(false)
  })

  it('accepts relevance only where it is the default sort', () => {
    expect(parse('sort=relevance').query.sort).toBe('position')
    const search = parse('sort=relevance&q=fridge', { defaultSort: 'relevance', keep: ['q'] })
    expect(search.query.sort).toBe('relevance')
    expect(search.canonical.toString()).toBe('q=fridge')
    expect(parse('sort=price_asc', { defaultSort: 'relevance' }).query.sort).toBe('price_asc')
  })

  it('handles bad page numbers', () => {
    expect(parse('page=-5').page).toBe(1)
    expect(parse('page=abc').page).toBe(1)
    expect(parse('page=0').page).toBe(1)
    expect(parse('page=2.5').page).toBe(1)
    expect(parse('page=1e3').page).toBe(1)
    expect(parse('page=99999999999').page).toBe(MAX_PAGE)
    expect(parse(`page=${'9'.repeat(5000)}`).page).toBe(MAX_PAGE)
    expect(parse('page=3&page=7').page).toBe(3)
    const negative = parse('page=-5')
    expect(negative.query.start).toBe(0)
    expect(negative.canonical.has('page')).toBe(false)
  })

  it('computes start from page and page size; bad sizes become 50', () => {
    expect(parse('page=3', { pageSize: 20 }).query).toMatchObject({ start: 40, size: 20 })
    expect(parse('page=2', { pageSize: 0 }).query).toMatchObject({ start: 50, size: 50 })
    expect(parse('page=2', { pageSize: -10 }).query).toMatchObject({ start: 50, size: 50 })
    expect(parse('', { pageSize: 5000 }).query.size).toBe(999)
    const huge = parse('page=99999999999')
    expect(huge.query.start).toBe((MAX_PAGE - 1) * 50)
    expect(Number.isSafeInteger(huge.query.start)).toBe(true)
  })

  it('never lets an attribute code shadow price, sort or page', () => {
    const { query } = parse('price=0-100&sort=newest', { filterable: ['price', 'sort', 'color'] })
    expect(query.attributes).toEqual({})
    expect(query.priceRanges).toEqual([{ from: 0, to: 100 }])
    expect(query.sort).toBe('newest')
  })

  it('passes kept params through, trimmed and bounded', () => {
    const { canonical } = parse(`q=${encodeURIComponent('  fridge  ')}&color=red`, { keep: ['q'] })
    expect(canonical.toString()).toBe('q=fridge&color=red')
    const long = parse(`q=${'a'.repeat(5000)}`, { keep: ['q'] })
    expect(long.canonical.get('q')).toHaveLength(200)
    expect(parse('q=', { keep: ['q'] }).canonical.has('q')).toBe(false)
  })
})

describe('parsePriceRange and parsePage', () => {
  it('accepts exactly the spec ranges', () => {
    expect(parsePriceRange('0-100')).toEqual({ from: 0, to: 100 })
    expect(parsePriceRange('750-2000')).toEqual({ from: 750, to: 2000 })
    expect(parsePriceRange('2000-')).toEqual({ from: 2000, to: null })
    expect(parsePriceRange('2000')).toBeNull()
    expect(parsePriceRange('100-')).toBeNull()
    expect(parsePriceRange('-2000')).toBeNull()
  })

  it("accepts ranges between the ladder's rungs when given the store view's ladder", () => {
    const ladder = priceLadder('ZAR')
    expect(parsePriceRange('5000-7500', ladder)).toEqual({ from: 5000, to: 7500 })
    expect(parsePriceRange('0-7500', ladder)).toEqual({ from: 0, to: 7500 })
    expect(parsePriceRange('15000-', ladder)).toEqual({ from: 15000, to: null })
    expect(parsePriceRange('100-250', ladder)).toEqual({ from: 100, to: 250 })
    expect(parsePriceRange('5000-7499', ladder)).toBeNull()
    expect(parsePriceRange('7500-5000', ladder)).toBeNull()
    // Without a ladder, only the spec's ranges.
    expect(parsePriceRange('5000-7500')).toBeNull()
  })

  it('keeps ladder ranges ascending in the query and in links alike', () => {
    const params = new URLSearchParams('price=15000-&price=5000-7500&price=5000-&price=1-2')
    const parsed = parseListingQuery(params, { filterable: [], defaultSort: 'position', priceLadder: priceLadder('ZAR') })
    expect(parsed.query.priceRanges).toEqual([
      { from: 5000, to: 7500 },
      { from: 5000, to: null },
      { from: 15000, to: null },
    ])
    expect(parsed.canonical.getAll('price')).toEqual(['5000-7500', '5000-', '15000-'])
    expect(orderListingParams(params).getAll('price')).toEqual(['1-2', '5000-7500', '5000-', '15000-'])
  })

  it('reads pages', () => {
    expect(parsePage(null)).toBe(1)
    expect(parsePage(' 4 ')).toBe(4)
    expect(parsePage('0004')).toBe(4)
    expect(parsePage(String(MAX_PAGE + 1))).toBe(MAX_PAGE)
  })
})

describe('listingHref', () => {
  const base = '/c/fridges-10'
  const canonical = parse('price=100-250&color=white&sort=price_asc&page=3').canonical

  it('adds a facet value and resets paging', () => {
    expect(listingHref(base, canonical, { toggle: ['color', 'black'] })).toBe(
      '/c/fridges-10?price=100-250&color=black&color=white&sort=price_asc',
    )
  })

  it('removes a selected facet value', () => {
    expect(listingHref(base, canonical, { toggle: ['color', 'white'] })).toBe('/c/fridges-10?price=100-250&sort=price_asc')
    expect(listingHref(base, canonical, { toggle: ['price', '100-250'] })).toBe('/c/fridges-10?color=white&sort=price_asc')
  })

  it('keeps price ranges in spec order', () => {
    expect(listingHref(base, canonical, { toggle: ['price', '0-100'] })).toBe(
      '/c/fridges-10?price=0-100&price=100-250&color=white&sort=price_asc',
    )
  })

  it('sets the page without touching filters; page 1 has no param', () => {
    expect(listingHref(base, canonical, { set: { page: '4' } })).toBe('/c/fridges-10?price=100-250&color=white&sort=price_asc&page=4')
    expect(listingHref(base, canonical, { set: { page: '1' } })).toBe('/c/fridges-10?price=100-250&color=white&sort=price_asc')
  })

  it('changes sort, resets paging and drops the default sort', () => {
    expect(listingHref(base, canonical, { set: { sort: 'price_desc' } })).toBe('/c/fridges-10?price=100-250&color=white&sort=price_desc')
    expect(listingHref(base, canonical, { set: { sort: 'position' } }, { defaultSort: 'position' })).toBe(
      '/c/fridges-10?price=100-250&color=white',
    )
  })

  it('clears a filter with null and returns the bare path when nothing is left', () => {
    const only = parse('color=white&page=2').canonical
    expect(listingHref(base, only, { set: { color: null } })).toBe(base)
  })

  it('does not mutate the canonical params it is given', () => {
    const before = canonical.toString()
    listingHref(base, canonical, { toggle: ['color', 'black'], set: { sort: 'newest' } })
    expect(canonical.toString()).toBe(before)
  })

  it('keeps q first', () => {
    const search = parse('q=kettle&color=red', { keep: ['q'], defaultSort: 'relevance' }).canonical
    expect(listingHref('/search', search, { toggle: ['brand', 'koel'] })).toBe('/search?q=kettle&brand=koel&color=red')
  })
})

describe('orderListingParams', () => {
  it('orders keys and values stably', () => {
    const params = new URLSearchParams('page=2&sort=newest&size=l&brand=b&brand=a&price=2000-&price=0-100&q=x&q=y')
    expect(orderListingParams(params).toString()).toBe('q=x&price=0-100&price=2000-&brand=a&brand=b&size=l&sort=newest&page=2')
  })
})
