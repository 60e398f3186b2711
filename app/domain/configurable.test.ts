import { describe, expect, it } from 'vitest'
import { type ConfigurableChild, isExactMatch, optionValuesFor, selectChild } from '~/domain/configurable'
import { NO_SUCH_CONFIGURATION } from '~/domain/messages'

const child = (sku: string, attributes: Record<string, string>, extra: Partial<ConfigurableChild> = {}): ConfigurableChild => ({
  sku,
  status: 1,
  stockStatus: 'ok',
  price: 1000,
  attributes,
  ...extra,
})

const strict = { allowOutOfStock: false, fallbackToDefault: false }
const withFallback = { allowOutOfStock: false, fallbackToDefault: true }

describe('selectChild: skipping unavailable children', () => {
  it('skips an out-of-stock child even on an exact sku match', () => {
    const children = [child('red-s', { color: 'red', size: 'S' }, { stockStatus: 'out_of_stock' })]
    expect(selectChild(children, { sku: 'red-s', attributes: {} }, strict)).toEqual({
      child: null,
      warning: NO_SUCH_CONFIGURATION,
    })
  })

  it('selects an out-of-stock child when out-of-stock listing is allowed', () => {
    const oos = child('red-s', { color: 'red' }, { stockStatus: 'out_of_stock' })
    const result = selectChild([oos], { sku: 'red-s', attributes: {} }, { ...strict, allowOutOfStock: true })
    expect(result.child).toBe(oos)
  })

  it('skips a child with status 2 or higher even when out of stock is allowed', () => {
    const gone = child('red-s', { color: 'red' }, { status: 2 })
    const result = selectChild([gone], { attributes: { color: 'red' } }, { ...strict, allowOutOfStock: true })
    expect(result.child).toBeNull()
  })

  it('keeps volatile children', () => {
    const low = child('red-s', { color: 'red' }, { stockStatus: 'volatile' })
    expect(selectChild([low], { attributes: { color: 'red' } }, strict).child).toBe(low)
  })
})

describe('selectChild: priority', () => {
  const redS = child('red-s', { color: 'red', size: 'S' }, { price: 900 })
  const redM = child('red-m', { color: 'red', size: 'M' }, { price: 1000 })
  const blueM = child('blue-m', { color: 'blue', size: 'M' }, { price: 800 })
  const children = [redS, redM, blueM]

  it('prefers an exact sku match over attribute matches', () => {
    const result = selectChild(children, { sku: 'blue-m', attributes: { color: 'red', size: 'S' } }, strict)
    expect(result).toEqual({ child: blueM, matchedBy: 'sku' })
  })

  it('falls through to attributes when the sku is unknown', () => {
    const result = selectChild(children, { sku: 'nope', attributes: { color: 'red', size: 'M' } }, strict)
    expect(result.child).toBe(redM)
    expect(result.matchedBy).toBe('attributes')
  })

  it('picks the child matching the most selected attributes', () => {
    expect(selectChild(children, { attributes: { color: 'red', size: 'M' } }, strict).child).toBe(redM)
  })

  it('prefers more matches over a lower price', () => {
    // blue-m (800) is cheaper and matches size only; red-m (1000) matches both.
    expect(selectChild([blueM, redM], { attributes: { color: 'red', size: 'M' } }, strict).child).toBe(redM)
  })

  it('breaks a tie on match count with the lower price', () => {
    // color=red matches red-s (900) and red-m (1000) once each.
    expect(selectChild(children, { attributes: { color: 'red' } }, strict).child).toBe(redS)
  })

  it('breaks a tie regardless of list order', () => {
    expect(selectChild([redM, redS], { attributes: { color: 'red' } }, strict).child).toBe(redS)
  })

  it('keeps the earlier child when match count and price are both tied', () => {
    const a = child('a', { color: 'red' }, { price: 500 })
    const b = child('b', { color: 'red' }, { price: 500 })
    expect(selectChild([a, b], { attributes: { color: 'red' } }, strict).child).toBe(a)
  })

  it('counts a partial match: the best partial match wins over no result', () => {
    // No red M exists among these; red-s matches color.
    expect(selectChild([redS, blueM], { attributes: { color: 'red', size: 'L' } }, strict).child).toBe(redS)
  })

  it('ignores price attributes when matching', () => {
    const result = selectChild(children, { attributes: { price: '800' } }, strict)
    expect(result).toEqual({ child: null, warning: NO_SUCH_CONFIGURATION })
  })

  it('ignores custom price attribute codes', () => {
    const priced = [child('x', { color: 'red', final_price: '1' }), child('y', { color: 'blue', final_price: '2' })]
    const result = selectChild(priced, { attributes: { final_price: '2', color: 'red' } }, { ...strict, priceAttributes: ['final_price'] })
    expect(result.child?.sku).toBe('x')
  })

  it('ignores blank selected values', () => {
    expect(selectChild(children, { attributes: { color: '', size: 'S' } }, strict).child).toBe(redS)
  })
})

describe('selectChild: no match', () => {
  const children = [
    child('red-s', { color: 'red', size: 'S' }, { price: 900 }),
    child('blue-m', { color: 'blue', size: 'M' }, { price: 500 }),
  ]

  it('warns with the spec message when nothing matches and fallback is off', () => {
    expect(selectChild(children, { attributes: { color: 'green' } }, strict)).toEqual({
      child: null,
      warning: NO_SUCH_CONFIGURATION,
    })
  })

  it('falls back to the default (first available) child when configured', () => {
    expect(selectChild(children, { attributes: { color: 'green' } }, withFallback)).toEqual({
      child: children[0],
      matchedBy: 'default',
    })
  })

  it('the default child skips unavailable ones', () => {
    const list = [child('gone', { color: 'red' }, { status: 2 }), ...children]
    expect(selectChild(list, { attributes: {} }, withFallback).child?.sku).toBe('red-s')
  })

  it('an empty selection matches nothing: warning without fallback', () => {
    expect(selectChild(children, { attributes: {} }, strict)).toEqual({ child: null, warning: NO_SUCH_CONFIGURATION })
  })

  it('an empty selection with fallback gives the first available child, not the cheapest', () => {
    expect(selectChild(children, { attributes: {} }, withFallback).child?.sku).toBe('red-s')
  })

  it('warns when the fallback also fails because no child is available', () => {
    const none = [child('a', { color: 'red' }, { stockStatus: 'out_of_stock' })]
    expect(selectChild(none, { attributes: { color: 'red' } }, withFallback)).toEqual({
      child: null,
      warning: NO_SUCH_CONFIGURATION,
    })
  })

  it('warns for an empty list of children', () => {
    expect(selectChild([], { attributes: { color: 'red' } }, withFallback)).toEqual({
      child: null,
      warning: NO_SUCH_CONFIGURATION,
    })
  })
})

describe('isExactMatch', () => {
  it('is true when every selected value matches', () => {
    expect(isExactMatch(child('a', { color: 'red', size: 'S' }), { color: 'red', size: 'S' })).toBe(true)
  })

  it('is false when one selected value differs', () => {
    expect(isExactMatch(child('a', { color: 'red', size: 'S' }), { color: 'red', size: 'M' })).toBe(false)
  })
})

describe('optionValuesFor', () => {
  const children = [
    child('red-s', { color: 'red', size: 'S' }),
    child('red-m', { color: 'red', size: 'M' }),
    child('blue-m', { color: 'blue', size: 'M' }),
    child('blue-l', { color: 'blue', size: 'L' }, { stockStatus: 'out_of_stock' }),
    child('green-xl', { color: 'green', size: 'XL' }, { status: 2 }),
  ]

  it('lists the values that exist among available children, in order of appearance', () => {
    const values = optionValuesFor(children, ['color', 'size'])
    expect(values.color.map((v) => v.value)).toEqual(['red', 'blue'])
    expect(values.size.map((v) => v.value)).toEqual(['S', 'M'])
  })

  it('marks every value combinable when nothing is selected', () => {
    const values = optionValuesFor(children, ['color', 'size'])
    expect(values.size.every((v) => v.combinable)).toBe(true)
  })

  it('marks values that do not combine with the selection as not combinable', () => {
    const values = optionValuesFor(children, ['color', 'size'], { color: 'blue' })
    expect(values.size).toEqual([
      { value: 'S', combinable: false },
      { value: 'M', combinable: true },
    ])
  })

  it("does not restrict an attribute's alternatives by its own selected value", () => {
    const values = optionValuesFor(children, ['color', 'size'], { color: 'blue' })
    expect(values.color).toEqual([
      { value: 'red', combinable: true },
      { value: 'blue', combinable: true },
    ])
  })

  it('restricts by several selected attributes at once', () => {
    const three = [child('a', { color: 'red', size: 'S', material: 'steel' }), child('b', { color: 'red', size: 'M', material: 'glass' })]
    const values = optionValuesFor(three, ['color', 'size', 'material'], { color: 'red', size: 'S' })
    expect(values.material).toEqual([
      { value: 'steel', combinable: true },
      { value: 'glass', combinable: false },
    ])
  })

  it('includes out-of-stock values when out-of-stock listing is allowed', () => {
    const values = optionValuesFor(children, ['size'], {}, { allowOutOfStock: true })
    expect(values.size.map((v) => v.value)).toEqual(['S', 'M', 'L'])
  })

  it('gives an empty list per attribute when there are no children', () => {
    expect(optionValuesFor([], ['color'])).toEqual({ color: [] })
  })

  it('skips children without a value for the attribute', () => {
    const values = optionValuesFor([child('a', { color: 'red' })], ['color', 'size'])
    expect(values).toEqual({ color: [{ value: 'red', combinable: true }], size: [] })
  })
})
