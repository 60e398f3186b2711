import { describe, expect, it } from 'vitest'
import { optionLabel, productSpecs, type AttributeInfo } from '~/domain/attributes'

const attribute = (label: string, position: number, options: Record<string, string> = {}, isVisible = true): AttributeInfo => ({
  label,
  isVisible,
  position,
  options: new Map(Object.entries(options).map(([value, text]) => [value, { label: text }])),
})

const attributes = new Map<string, AttributeInfo>([
  ['color', attribute('Colour', 2, { red: 'Red', blue: 'Blue' })],
  ['capacity', attribute('Capacity', 1, { '1.7l': '1.7 litres' })],
  ['warranty', attribute('Warranty', 3)],
  ['internal_code', attribute('Internal code', 0, {}, false)],
])

describe('optionLabel', () => {
  it('gives the option label, else the value as stored', () => {
    expect(optionLabel(attributes, 'color', 'red')).toBe('Red')
    expect(optionLabel(attributes, 'color', 'green')).toBe('green')
    expect(optionLabel(attributes, 'unknown', 'x')).toBe('x')
  })
})

describe('productSpecs', () => {
  it('lists visible attributes in attribute order with labels', () => {
    expect(productSpecs(attributes, { color: 'blue', warranty: '2 years', capacity: '1.7l', internal_code: 'K1' })).toEqual([
      { code: 'capacity', label: 'Capacity', value: '1.7 litres' },
      { code: 'color', label: 'Colour', value: 'Blue' },
      { code: 'warranty', label: 'Warranty', value: '2 years' },
    ])
  })

  it("takes the variant's value over the product's own", () => {
    expect(productSpecs(attributes, { color: 'blue' }, { color: 'red' })).toEqual([{ code: 'color', label: 'Colour', value: 'Red' }])
  })

  it('leaves out attributes the shop does not know', () => {
    expect(productSpecs(attributes, { mystery: '1' })).toEqual([])
  })
})
