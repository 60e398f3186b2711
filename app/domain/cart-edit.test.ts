import { describe, expect, it } from 'vitest'
import { editStateOf, lineHasChoices, missingChoices, planLineEdit, variantFor } from './cart-edit'
import type { ConfigurableChild } from './configurable'
import { FIELD_REQUIRED, MAX_QUANTITY, NO_SUCH_CONFIGURATION, QTY_MUST_BE_POSITIVE } from './messages'

describe('lineHasChoices', () => {
  it('offers Edit for a variant, a bundle and a line with custom options chosen', () => {
    expect(lineHasChoices({ parentSku: 'FRG-1', typeId: 'simple', options: [{ code: 'color' }] })).toBe(true)
    expect(lineHasChoices({ parentSku: null, typeId: 'bundle', options: [] })).toBe(true)
    expect(lineHasChoices({ parentSku: null, typeId: 'simple', options: [{ code: 'option:4' }] })).toBe(true)
  })

  it('offers nothing for a plain simple product, a grouped item or a download', () => {
    expect(lineHasChoices({ parentSku: null, typeId: 'simple', options: [] })).toBe(false)
    expect(lineHasChoices({ parentSku: null, typeId: 'downloadable', options: [] })).toBe(false)
  })
})

describe('editStateOf', () => {
  it('starts the form from the line: product, quantity and choices keyed by kind of option', () => {
    const state = editStateOf({
      id: 'L1',
      productId: 42,
      qty: 3,
      variantAttributes: { color: 'white', capacity: '300l' },
      selection: { options: { '7': 71, '8': 83 }, bundle: { '2': 900 } },
    })
    expect(state).toEqual({
      lineId: 'L1',
      productId: 42,
      qty: 3,
      selectedOptions: { configurable: { color: 'white', capacity: '300l' }, custom: { '7': '71', '8': '83' }, bundle: { '2': '900' } },
    })
  })

  it('has empty choices for a line that stored none', () => {
    expect(editStateOf({ id: 'L2', productId: 1, qty: 1, selection: {} }).selectedOptions).toEqual({
      configurable: {},
      custom: {},
      bundle: {},
    })
  })
})

describe('missingChoices', () => {
  const needs = {
    attributeCodes: [],
    customOptions: [
      { id: 1, required: true },
      { id: 2, required: true },
      { id: 3, required: false },
    ],
    bundleOptions: [],
  }

  it('names each required option left empty, beside its own field', () => {
    expect(missingChoices({ configurable: {}, custom: { '1': '10' }, bundle: {} }, needs)).toEqual({ 'options.2': [FIELD_REQUIRED] })
  })

  it('asks nothing of an optional option, and nothing once both are chosen', () => {
    expect(missingChoices({ configurable: {}, custom: { '1': '10', '2': '20' }, bundle: {} }, needs)).toEqual({})
  })

  it('needs every attribute of a variant and every required bundle option', () => {
    const errors = missingChoices(
      { configurable: { color: 'white' }, custom: {}, bundle: {} },
      {
        attributeCodes: ['color', 'capacity'],
        customOptions: [],
        bundleOptions: [
          { id: 5, required: true },
          { id: 6, required: false },
        ],
      },
    )
    expect(errors).toEqual({ 'attributes.capacity': [FIELD_REQUIRED], 'bundle.5': [FIELD_REQUIRED] })
  })
})

describe('variantFor', () => {
  const child = (sku: string, attributes: Record<string, string>, extra: Partial<ConfigurableChild> = {}): ConfigurableChild => ({
    sku,
    status: 1,
    stockStatus: 'ok',
    price: 100,
    attributes,
    ...extra,
  })
  const children = [
    child('W300', { color: 'white', capacity: '300l' }),
    child('W450', { color: 'white', capacity: '450l' }, { stockStatus: 'out_of_stock' }),
    child('S300', { color: 'stainless', capacity: '300l' }, { status: 2 }),
    child('S450', { color: 'stainless', capacity: '450l' }),
  ]

  it('finds the variant with exactly the chosen values', () => {
    expect(variantFor(children, { color: 'stainless', capacity: '450l' })).toEqual({ ok: true, child: children[3] })
  })

  it('refuses a combination no variant can be bought in, with the spec message', () => {
    expect(variantFor(children, { color: 'white', capacity: '450l' })).toEqual({ ok: false, message: NO_SUCH_CONFIGURATION })
    expect(variantFor(children, { color: 'stainless', capacity: '300l' })).toEqual({ ok: false, message: NO_SUCH_CONFIGURATION })
  })
})

describe('planLineEdit', () => {
  const cap = { maxQuantity: 10 }

  it('changes the edited line in place when no other line has the new choices', () => {
    expect(planLineEdit('A', undefined, 3, cap)).toEqual({ ok: true, keep: 'A', qty: 3, remove: null })
    // Only the quantity changed: the twin found is the line itself.
    expect(planLineEdit('A', { id: 'A', qty: 1 }, 4, cap)).toEqual({ ok: true, keep: 'A', qty: 4, remove: null })
  })

  it('merges into an identical line: the twin takes both quantities, the edited line goes', () => {
    expect(planLineEdit('A', { id: 'B', qty: 2 }, 3, cap)).toEqual({ ok: true, keep: 'B', qty: 5, remove: 'A' })
  })

  it('refuses a sum above what may be sold, and a quantity below 1', () => {
    expect(planLineEdit('A', { id: 'B', qty: 8 }, 3, cap)).toEqual({ ok: false, message: MAX_QUANTITY, params: { maxQuantity: 10 } })
    expect(planLineEdit('A', undefined, 0, cap)).toEqual({ ok: false, message: QTY_MUST_BE_POSITIVE })
  })

  it('has no cap when nothing limits the product', () => {
    expect(planLineEdit('A', { id: 'B', qty: 500 }, 500, { maxQuantity: null })).toEqual({ ok: true, keep: 'B', qty: 1000, remove: 'A' })
  })
})
