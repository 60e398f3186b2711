import { describe, expect, it } from 'vitest'
import { lineTitle, nextStep, optionText } from './order-lines'

describe('naming an order line', () => {
  it('names each option with its label', () => {
    const line = {
      name: 'Kitchen Starter Bundle',
      options: [
        { label: 'Kettle', value: 'Sondela 1.7 l kettle' },
        { label: 'Toaster', value: '2 × Vuka toaster' },
      ],
    }
    expect(lineTitle(line)).toBe('Kitchen Starter Bundle (Kettle: Sondela 1.7 l kettle, Toaster: 2 × Vuka toaster)')
  })

  it('never prints an empty label as ": value"', () => {
    expect(optionText({ label: '', value: 'Sondela 1.7 l kettle' })).toBe('Sondela 1.7 l kettle')
    expect(optionText({ label: '  ', value: 'Vuka toaster' })).toBe('Vuka toaster')
    expect(lineTitle({ name: 'Bundle', options: [{ label: '', value: 'Vuka' }] })).toBe('Bundle (Vuka)')
  })

  it('is the bare name without options', () => {
    expect(lineTitle({ name: 'Karoo 1.7 l kettle', options: [] })).toBe('Karoo 1.7 l kettle')
  })
})

describe('what an order needs next', () => {
  it('promises delivery only when something ships', () => {
    expect(nextStep({ ships: true, downloads: true })).toBe('ships')
    expect(nextStep({ ships: false, downloads: true })).toBe('downloads')
    expect(nextStep({ ships: false, downloads: false })).toBe('nothing_to_ship')
  })
})
