import { describe, expect, it } from 'vitest'
import { compareNatural, naturalKey, sortNaturally } from './natural-order'

describe('compareNatural', () => {
  it('orders energy classes best first, values or labels', () => {
    expect(['b', 'a', 'a++', 'a+', 'a+++', 'g', 'c'].sort(compareNatural)).toEqual(['a+++', 'a++', 'a+', 'a', 'b', 'c', 'g'])
    expect(['A++', 'A', 'A+', 'B'].sort(compareNatural)).toEqual(['A++', 'A+', 'A', 'B'])
  })

  it('orders amounts with units by amount, not by text', () => {
    expect(['10kg', '7kg', '12kg', '8kg'].sort(compareNatural)).toEqual(['7kg', '8kg', '10kg', '12kg'])
    expect(['10 kg', '7 kg'].sort(compareNatural)).toEqual(['7 kg', '10 kg'])
    expect(['2l', '0.5l', '1.7l', '12l'].sort(compareNatural)).toEqual(['0.5l', '1.7l', '2l', '12l'])
    // German and Italian labels write the decimal with a comma.
    expect(['2 L', '1,5 L', '0,5 L'].sort(compareNatural)).toEqual(['0,5 L', '1,5 L', '2 L'])
    expect(['14 place settings', '9 place settings', '12 place settings'].sort(compareNatural)).toEqual([
      '9 place settings',
      '12 place settings',
      '14 place settings',
    ])
  })

  it('orders sizes small to large, and keeps different units apart', () => {
    expect(['xl', 'm', 's', 'l', 'xs'].sort(compareNatural)).toEqual(['xs', 's', 'm', 'l', 'xl'])
    expect(['60cm', 'l', '45cm', 's', '9kg'].sort(compareNatural)).toEqual(['s', 'l', '45cm', '60cm', '9kg'])
  })

  it('puts values without a natural order last, by their text', () => {
    expect(['white', '10kg', 'black'].sort(compareNatural)).toEqual(['10kg', 'black', 'white'])
    expect(naturalKey('stainless')).toBeNull()
    expect(naturalKey('h')).toBeNull()
  })
})

describe('sortNaturally', () => {
  it('sorts items whose values all have a natural order', () => {
    const buckets = [
      { value: 'a', count: 9 },
      { value: 'a++', count: 3 },
      { value: 'b', count: 5 },
      { value: 'a+', count: 1 },
    ]
    expect(sortNaturally(buckets, (b) => b.value).map((b) => b.value)).toEqual(['a++', 'a+', 'a', 'b'])
    expect(buckets[0].value).toBe('a')
  })

  it('leaves items alone when one value has no natural order (colours keep their count order)', () => {
    const colours = [{ value: 'white' }, { value: 'black' }, { value: 'red' }]
    expect(sortNaturally(colours, (c) => c.value)).toEqual(colours)
    const mixed = [{ value: '10kg' }, { value: 'white' }, { value: '7kg' }]
    expect(sortNaturally(mixed, (c) => c.value)).toEqual(mixed)
  })
})
